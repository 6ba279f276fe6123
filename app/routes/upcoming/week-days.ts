import type { UpcomingDay } from "~/lib/data-api";
import { addDays } from "~/lib/dates";

/**
 * Every day from `from` to `to`, each with what `days` holds for it (the page's answer lists
 * only the days with anything): an empty day is still a place to add to, as in Todoist.
 */
export function weekDays(from: string, to: string, days: readonly UpcomingDay[]): UpcomingDay[] {
  const held = new Map(days.map((d) => [d.day, d]));
  const out: UpcomingDay[] = [];
  for (let day = from; day <= to && out.length < 31; day = addDays(day, 1))
    out.push(held.get(day) ?? { day, objectives: [], count: 0 });
  return out;
}

/** `?add=` when it names one of the days shown (its shape and range checked), else undefined. */
export function addingOn(search: URLSearchParams, from: string, to: string): string | undefined {
  const day = search.get("add");
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= from && day <= to ? day : undefined;
}
