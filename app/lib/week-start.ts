import type { Language } from "./i18n";

/** First day of the week (ISO: 1 Monday … 7 Sunday) where each of our languages is mostly used. */
export const WEEK_START: Record<Language, number> = { en: 7, pt: 7, ja: 7, zh: 1, de: 1, es: 1, fr: 1 };

/** The ISO weekdays from Monday, each with its name in `language` ("Monday", "lundi"). */
export function weekdayNames(language: string): { day: number; name: string }[] {
  const format = new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => ({ day: i + 1, name: format.format(Date.UTC(2024, 0, 1 + i)) }));
}
