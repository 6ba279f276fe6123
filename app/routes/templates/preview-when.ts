import { formatClock, formatClockSpan } from "~/lib/dates";
import { repeatLabel, type Repeat } from "~/lib/repeat";
import type { TFunction } from "~/lib/translator";

// Apart from rows.ts, which the gallery reads too: the rule's words are the planner's texts,
// which only a template's own page loads.

/**
 * A preview row's "when": its rule, or its day ("Day 3"), then its time of day ("Day 1 · 10:00
 * AM", decision 093) or its span ("Day 1 · 10:00 – 11:30 AM", decision 095).
 */
export function previewWhen(
  t: TFunction,
  language: string,
  row: { day: number; repeat?: Repeat | null; every?: number; at?: string; minutes?: number },
): string {
  return [
    row.repeat
      ? repeatLabel(t, { repeat: row.repeat, every: row.every ?? 1 }, language)
      : t("templates:dayN", { day: row.day + 1 }),
    ...(row.at ? [row.minutes ? formatClockSpan(row.at, row.minutes, language) : formatClock(row.at, language)] : []),
  ].join(" · ");
}
