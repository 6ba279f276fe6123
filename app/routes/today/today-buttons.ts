import type { ButtonIntents } from "~/lib/forms";

/**
 * /today's list buttons (see `fromButton`): a button's name is its intent, its value the
 * fields below, space-separated. The moves to today name the dashboard whose overdue they
 * move. Apart from the schemas: the browser reads it too (pending UI).
 */
export const TODAY_BUTTONS = {
  toggle: ["objectiveId", "done"],
  // An overdue objective to today, or all of a dashboard's ("Move all to today").
  "move-today": ["objectiveId", "dashboardId"],
  "move-all": ["dashboardId"],
  // "Reschedule": all of a dashboard's to the day in the form's `to` (Move), or its own
  // (a quick day: tomorrow, the weekend, next week).
  reschedule: ["dashboardId", "to"],
} as const satisfies ButtonIntents;
