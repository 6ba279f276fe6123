import { z } from "zod";

/** Accept or decline one invitation: from /dashboards or from the email's link. */
export const respondSchema = z.object({
  intent: z.enum(["accept-invitation", "decline-invitation"]),
  invitationId: z.uuid(),
});
