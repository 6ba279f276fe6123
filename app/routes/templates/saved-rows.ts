import type { ImportObjective, IsoDay, SavedTemplate } from "~/lib/data-api";
import { addDays } from "~/lib/dates";
import type { TFunction } from "~/lib/translator";
import { previewWhen } from "./preview-when";
import { templateDay, type TemplateRows } from "./rows";
import type { PreviewItem } from "./template-page";

/**
 * A template of one's own as create_dashboard_from_template takes it (decision 092): each
 * objective on its day from the start day (a weekly rule's on the first of its weekdays), its
 * deadline and series' end as many days after it as they were saved, at its time of day (for
 * as long as it takes, decision 095).
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
        ...(row.at ? { at: row.at, ...(row.minutes ? { minutes: row.minutes } : {}) } : {}),
        filters: row.filters,
        checklist: row.steps.map((title) => ({ title })),
      };
    })
    // Stable: a day's keep the dashboard's order.
    .sort((a, b) => a.day.localeCompare(b.day));
  return { p_filters: template.filters, p_objectives: objectives, p_notes: [] };
}

/** What a template of one's own (or one shared with the reader) adds, as its page's preview lists it. */
export const savedItems =
  (template: Pick<SavedTemplate, "filters" | "rows">, t: TFunction, language: string) =>
  (start: IsoDay): PreviewItem[] => {
    const colors = new Map(template.filters.map((filter) => [filter.name, filter.color]));
    return template.rows.map((row, i) => ({
      key: String(i),
      when: previewWhen(t, language, { ...row, every: row.repeat_every }),
      day: templateDay(start, row),
      title: row.title,
      priority: row.priority,
      chips: row.filters.map((name) => ({ name, color: colors.get(name) ?? "slate" })),
      steps: row.steps,
    }));
  };
