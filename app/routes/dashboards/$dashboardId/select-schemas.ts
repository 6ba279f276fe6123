import { z } from "zod";
import type { Priority } from "~/lib/data-api";
import { daysBefore, reminderTime, typedClock } from "./schemas";

// The "Select" page's form (decision 062): the ticked objectives (checkboxes named
// `objective`, read as a list) and what to do with them, one intent per button.

/** The most one change takes, as the database checks (private.selected_objectives). */
export const MAX_SELECTED = 500;

const selection = z
  .array(z.uuid({ error: "api:objective_not_found" }))
  .min(1, "api:selection_required")
  .max(MAX_SELECTED, "api:selection_too_large");

/** The fields each intent reads as lists. */
export const SELECTION_LISTS = ["objective"] as const;

export const completeSeveralSchema = z.object({ intent: z.literal("complete"), objective: selection });
export const deleteSeveralSchema = z.object({ intent: z.literal("delete"), objective: selection });
export const moveSeveralSchema = z.object({
  intent: z.literal("move"),
  objective: selection,
  to: z.iso.date({ error: "api:day_required" }),
});
export const prioritySeveralSchema = z.object({
  intent: z.literal("priority"),
  objective: selection,
  priority: z
    .enum(["1", "2", "3", "4"], { message: "api:priority_invalid" })
    .transform((value) => Number(value) as Priority),
});
/** Another of the caller's dashboards (the database checks that it is theirs, and another). */
export const moveDashboardSeveralSchema = z.object({
  intent: z.literal("move-dashboard"),
  objective: selection,
  dashboard: z.uuid({ error: "api:dashboard_not_found" }),
});
/** A deadline for all of them ("Set" beside its date field), or none ("Remove"). */
export const deadlineSeveralSchema = z.object({
  intent: z.literal("deadline"),
  objective: selection,
  deadline: z.iso.date({ error: "api:deadline_invalid" }),
});
export const clearDeadlineSeveralSchema = z.object({ intent: z.literal("clear-deadline"), objective: selection });
/**
 * A time of day for all of them (decision 093; "Set" beside its time field), typed where a
 * browser has no time picker ("3 pm", "15h30"), or none ("Remove").
 */
export const timeSeveralSchema = z.object({
  intent: z.literal("time"),
  objective: selection,
  time: typedClock({ empty: false }),
});
export const clearTimeSeveralSchema = z.object({ intent: z.literal("clear-time"), objective: selection });
/**
 * One's own reminder at a time of each one's day, or of the day so many before it (decision
 * 086; "Set" beside its time field), or none ("Remove").
 */
export const reminderSeveralSchema = z.object({
  intent: z.literal("reminder"),
  objective: selection,
  at: reminderTime,
  before: daysBefore(),
});
export const clearReminderSeveralSchema = z.object({ intent: z.literal("clear-reminder"), objective: selection });
/** One of the dashboard's filters for all of them ("Add"), or off all of them ("Remove"). */
const filterSeveral = <I extends "add-filter" | "remove-filter">(intent: I) =>
  z.object({ intent: z.literal(intent), objective: selection, filter: z.uuid({ error: "api:marker_not_found" }) });
export const addFilterSeveralSchema = filterSeveral("add-filter");
export const removeFilterSeveralSchema = filterSeveral("remove-filter");
/** A member's id, "me", or "none" for nobody. */
export const assignSeveralSchema = z.object({
  intent: z.literal("assign"),
  objective: selection,
  assignee: z.union([z.uuid(), z.enum(["me", "none"])], { error: "api:assignee_not_member" }),
});
/** A change's Undo, by the id the change answered (a move's is the day view's). */
export const undoSeveralSchema = z.object({ intent: z.literal("undo"), batchId: z.uuid() });
