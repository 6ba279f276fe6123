import { z } from "zod";
import { LOOKUP_KEYS } from "../../../workers/billing/contract";

/** "Start the free month" on a plan card (POST /checkout). */
export const checkoutSchema = z.object({ plan: z.enum(LOOKUP_KEYS, { error: "billing:errors.plan_unknown" }) });

/** "Manage subscription" (the plan page's only action). */
export const manageSchema = z.object({});
