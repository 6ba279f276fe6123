import type { ImportNote, ImportObjective, IsoDay } from "~/lib/data-api";
import { addDays, isoWeekday } from "~/lib/dates";
import type { TFunction } from "~/lib/translator";
import type { Template, TemplateObjective } from "./catalogue";

/** A template's rows as create_dashboard_from_template and import_into_dashboard take them. */
export interface TemplateRows {
  p_filters: { name: string; color?: string }[];
  p_objectives: ImportObjective[];
  p_notes: ImportNote[];
}

/** An objective's day from the start day: `day` days on, then to the first of its weekdays. */
export function templateDay(start: IsoDay, objective: Pick<TemplateObjective, "day" | "on">): IsoDay {
  let day = addDays(start, objective.day);
  if (objective.on?.length) while (!objective.on.includes(isoWeekday(day))) day = addDays(day, 1);
  return day;
}

/** The words of one of a template's texts (`t` must know the templates namespace). */
const text = (t: TFunction, template: Template, path: string, values?: Record<string, unknown>) =>
  t(`templates:${template.id}.${path}`, values);

/**
 * A template as create_dashboard_from_template takes it (rows as an import's), in the reader's
 * language, from the start day: the objectives by day, each day's in the template's order.
 */
export function templateRows(template: Template, start: IsoDay, t: TFunction): TemplateRows {
  const filters = template.filters.map((filter) => ({
    name: text(t, template, `filters.${filter.key}`),
    color: filter.color,
  }));
  const objectives: ImportObjective[] = template.objectives
    .map((objective) => ({
      day: templateDay(start, objective),
      title: text(t, template, `objectives.${objective.key}`),
      priority: objective.priority ?? 4,
      repeat: objective.repeat ?? null,
      ...(objective.every ? { repeat_every: objective.every } : {}),
      ...(objective.at ? { at: objective.at } : {}),
      filters: (objective.filters ?? []).map((key) => text(t, template, `filters.${key}`)),
      checklist: (objective.steps ?? []).map((step) => ({ title: text(t, template, `steps.${step}`) })),
    }))
    .sort((a, b) => a.day.localeCompare(b.day));
  const year = Number(start.slice(0, 4));
  const notes: ImportNote[] = template.note
    ? [
        {
          year,
          title: text(t, template, `notes.${template.note}.title`, { year }),
          body: text(t, template, `notes.${template.note}.body`, { year }),
        },
      ]
    : [];
  return { p_filters: filters, p_objectives: objectives, p_notes: notes };
}

/** What a template's card says of it: how many objectives, how many repeat, over how many weeks. */
export interface TemplateFactsOf {
  objectives: number;
  repeating: number;
  weeks: number;
  /** Its last objective's day after its first (0: all on one day). */
  lastDay: number;
}

/** The facts of a template whose last objective is `lastDay` days after its first. */
export const factsOf = (objectives: number, repeating: number, lastDay: number): TemplateFactsOf => ({
  objectives,
  repeating,
  // Only a plan that spans weeks says so; a routine's are the same every week.
  weeks: lastDay >= 7 ? Math.ceil(lastDay / 7) : 0,
  lastDay,
});

export const templateFacts = (template: Template) =>
  factsOf(
    template.objectives.length,
    template.objectives.filter((objective) => objective.repeat).length,
    Math.max(...template.objectives.map((objective) => objective.day)),
  );
