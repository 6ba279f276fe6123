import { addDays } from "~/lib/dates";

/** A quick move of a row's menu or of "Reschedule", as Todoist's scheduler lists them. */
export interface QuickDay {
  /** Its label's key (`common:tooltip.*`): "postpone" is "Move to the next day". */
  key: "postpone" | "tomorrow" | "today" | "weekend" | "nextWeekend" | "nextWeek";
  day: string;
}

/**
 * The quick moves for something on `day`: first its next day ("tomorrow" when `day` is
 * today), then, counted from today as quick add reads the same words (more-dates.ts): today;
 * this weekend's Saturday (on a weekend, the next one: "next weekend"); next week's Monday.
 * A choice that is `day` itself or another's day is left out.
 */
export function quickDays(today: string, day: string): QuickDay[] {
  // 0 Sunday … 6 Saturday.
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const choices: QuickDay[] = [
    { key: day === today ? "tomorrow" : "postpone", day: addDays(day, 1) },
    { key: "today", day: today },
    { key: weekday % 6 ? "weekend" : "nextWeekend", day: addDays(today, weekday === 6 ? 7 : 6 - weekday) },
    { key: "nextWeek", day: addDays(today, (8 - weekday) % 7 || 7) },
  ];
  const taken = new Set([day]);
  return choices.filter((c) => !taken.has(c.day) && !!taken.add(c.day));
}
