import { z } from "zod";
import { LIMITS } from "~/lib/limits";

import { SUPPORT_LIMITS } from "./fields";

export { SUPPORT_LIMITS };

/** The "Contact us" form. Signed in, the email is the account's (the field is read-only). */
export const ticketSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "auth:errors.emailRequired")
    .max(LIMITS.email, "auth:errors.emailInvalid")
    .email("auth:errors.emailInvalid"),
  subject: z.string().trim().min(1, "support:errors.subject").max(SUPPORT_LIMITS.subject, "api:subject_too_long"),
  message: z
    .string()
    .trim()
    .min(SUPPORT_LIMITS.messageMin, "support:errors.message")
    .max(SUPPORT_LIMITS.message, "api:message_too_long"),
  requestId: z.uuid().optional(),
});
