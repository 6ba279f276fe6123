import { z } from "zod";
import {
  quickAddSchema as dayQuickAddSchema,
  moveTodaySchema as dayMoveTodaySchema,
  toggleSchema as dayToggleSchema,
  undoMoveSchema as dayUndoMoveSchema,
} from "../dashboards/$dashboardId/schemas";

// /today's forms: the day view's schemas, each also naming the objective's dashboard (its open
// pages hear of the change, and "Move to today" needs it).
const dashboardId = z.uuid();

export const toggleSchema = dayToggleSchema.extend({ dashboardId });
/** Quick add: the line goes to the dashboard chosen beside it, on the day it names, else today. */
export const quickAddSchema = dayQuickAddSchema.extend({ dashboardId });
export const moveTodaySchema = dayMoveTodaySchema.extend({ objectiveId: z.uuid(), dashboardId });
export const moveAllSchema = z.object({ intent: z.literal("move-all"), dashboardId });
export const undoMoveSchema = dayUndoMoveSchema.extend({ dashboardId });
