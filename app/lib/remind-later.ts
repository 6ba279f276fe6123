import { dayIn } from "./dates";

/** "Remind me later" (decision 074): how many minutes on each choice is. */
export const REMIND_LATER_MINUTES = [30, 60, 180] as const;

/**
 * The choices that still fall on the objective's `day` in `timeZone` (the database refuses
 * the others: a reminder is of its objective's day). None for another day than today, nor
 * late in the evening.
 */
export function remindLaterChoices(day: string, timeZone: string, now = Date.now()): number[] {
  return REMIND_LATER_MINUTES.filter((minutes) => dayIn(timeZone, new Date(now + minutes * 60_000)) === day);
}

/** "in 30 minutes", "in 1 hour", "in 3 hours" in the page's language, as the platform says it. */
export function remindLaterLabel(minutes: number, language: string): string {
  const words = new Intl.RelativeTimeFormat(language, { numeric: "always" });
  return minutes % 60 === 0 ? words.format(minutes / 60, "hour") : words.format(minutes, "minute");
}
