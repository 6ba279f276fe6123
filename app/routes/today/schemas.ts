import { z } from "zod";
import {
  quickAddSchema as dayQuickAddSchema,
  moveTodaySchema as dayMoveTodaySchema,
  rescheduleSchema as dayRescheduleSchema,
} from "../dashboards/$dashboardId/schemas";

// /today's forms: the day view's schemas; quick add and the moves to today also name the
// dashboard they act on (done, with the day view's toggleIntent, and Undo go by id: the
// database names the dashboard they changed, decision 042).
const dashboardId = z.uuid();

/** Quick add: the line goes to the dashboard chosen beside it, on the day it names, else today. */
export const quickAddSchema = dayQuickAddSchema.extend({ dashboardId });
export const moveTodaySchema = dayMoveTodaySchema.extend({ objectiveId: z.uuid(), dashboardId });
export const moveAllSchema = z.object({ intent: z.literal("move-all"), dashboardId });
export const rescheduleSchema = dayRescheduleSchema.extend({ dashboardId });
/** "Reschedule" above the sections: every dashboard's overdue (/upcoming's, as one move). */
export const rescheduleAllSchema = dayRescheduleSchema.extend({ intent: z.literal("reschedule-all") });
