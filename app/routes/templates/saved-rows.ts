import type { ImportObjective, IsoDay, SavedTemplate } from "~/lib/data-api";
import { addDays } from "~/lib/dates";
import { templateDay, type TemplateRows } from "./rows";

/**
 * A template of one's own as create_dashboard_from_template takes it (decision 092): each
 * objective on its day from the start day (a weekly rule's on the first of its weekdays), its
 * deadline and series' end as many days after it as they were saved.
 */
export function savedRows(template: Pick<SavedTemplate, "filters" | "rows">, start: IsoDay): TemplateRows {
  const objectives: ImportObjective[] = template.rows
    .map((row) => {
      const day = templateDay(start, row);
      return {
        day,
        title: row.title,
        ...(row.description ? { description: row.description } : {}),
        priority: row.priority,
        repeat: row.repeat ?? null,
        ...(row.repeat_every ? { repeat_every: row.repeat_every } : {}),
        ...(row.repeat_from_done ? { repeat_from_done: true } : {}),
        ...(row.repeat_until !== undefined ? { repeat_until: addDays(day, row.repeat_until) } : {}),
        ...(row.deadline !== undefined ? { deadline: addDays(day, row.deadline) } : {}),
        filters: row.filters,
        checklist: row.steps.map((title) => ({ title })),
      };
    })
    // Stable: a day's keep the dashboard's order.
    .sort((a, b) => a.day.localeCompare(b.day));
  return { p_filters: template.filters, p_objectives: objectives, p_notes: [] };
}
