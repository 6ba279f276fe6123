import { z } from "zod";

// /today's forms: one schema per intent. Each names the objective's dashboard.

export const toggleSchema = z.object({
  intent: z.literal("toggle"),
  objectiveId: z.uuid(),
  done: z.enum(["true", "false"]),
  dashboardId: z.uuid(),
});

export const moveTodaySchema = z.object({
  intent: z.literal("move-today"),
  objectiveId: z.uuid(),
  dashboardId: z.uuid(),
});

export const moveAllSchema = z.object({ intent: z.literal("move-all"), dashboardId: z.uuid() });

export const undoMoveSchema = z.object({ moveId: z.uuid(), dashboardId: z.uuid() });
