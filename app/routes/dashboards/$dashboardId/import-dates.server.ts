/**
 * Where a task with a start and a due day lands (a calendar's to-do, an Asana task), as
 * Todoist's date and deadline: one that starts before it is due is planned on its start
 * (today, once that has passed, never after its due day) with its due day as deadline; any
 * other on its due day, else its start day, else `today`. Days are YYYY-MM-DD, "" for none.
 */
export function plannedDay(start: string, due: string, today: string): { day: string; deadline: string } {
  if (!start || !due || start >= due) return { day: due || start || today, deadline: "" };
  return { day: start > today ? start : today < due ? today : due, deadline: due };
}
