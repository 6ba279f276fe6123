import { nextNthWeekday } from "../dates";

/**
 * The days that date words name ("next week", "mid January", "Tuesday the 15th"), counted from
 * a line's today and looking forward, as the rest of quick add does; more-dates-phrases.ts
 * reads the words in each language.
 */

export type Components = { day: number; month: number; year: number };

const at = (year: number, month0: number, day: number): Components => {
  const d = new Date(year, month0, day, 12);
  return { day: d.getDate(), month: d.getMonth() + 1, year: d.getFullYear() };
};
const daysInMonth = (year: number, month0: number) => new Date(year, month0 + 1, 0).getDate();

/** `n` days on. */
export const inDays = (ref: Date, n: number) => at(ref.getFullYear(), ref.getMonth(), ref.getDate() + n);
/** The same day `n` months on; the month's last when it is shorter (Jan 31 + 1: Feb 28). */
export function inMonths(ref: Date, n: number): Components {
  const month0 = ref.getMonth() + n;
  const year = ref.getFullYear() + Math.floor(month0 / 12);
  const m = ((month0 % 12) + 12) % 12;
  return at(year, m, Math.min(ref.getDate(), daysInMonth(year, m)));
}
/** Monday 1 … Sunday 7. */
export const isoDay = (ref: Date) => ((ref.getDay() + 6) % 7) + 1;
/** Days from today to the next ISO day `dow`: after today (1 to 7), or from today on (0 to 6). */
export const daysUntil = (ref: Date, dow: number, fromToday = false) =>
  fromToday ? (dow - isoDay(ref) + 7) % 7 : ((dow - isoDay(ref) + 6) % 7) + 1;
/** ISO day `dow` of the week `weeks` after this one (Monday to Sunday): next week's Friday is (1, 5). */
export const dayOfWeekAhead = (ref: Date, weeks: number, dow: number) => inDays(ref, 7 * weeks - isoDay(ref) + dow);
/** Next week's Monday: Todoist's "next week" (its default; the week's own first day plays no part). */
export const nextWeek = (ref: Date) => inDays(ref, 8 - isoDay(ref));
/** The next working day after today: tomorrow, or Monday from Friday to Sunday. */
export const nextWorkday = (ref: Date) => inDays(ref, isoDay(ref) >= 5 ? 8 - isoDay(ref) : 1);
/** The coming Saturday (Todoist's "this weekend"); today on a Saturday or Sunday. */
export const weekend = (ref: Date) => inDays(ref, isoDay(ref) >= 6 ? 0 : 6 - isoDay(ref));
/** Next week's Saturday. */
export const nextWeekend = (ref: Date) => inDays(ref, 13 - isoDay(ref));
/** "the weekend after next", "übernächstes Wochenende", 下下周末: a week after next weekend's Saturday. */
export const weekendAfterNext = (ref: Date) => inDays(ref, 20 - isoDay(ref));
/** This week's Friday, the working week's last day; the next one on a weekend. */
export const endOfWeek = (ref: Date) => inDays(ref, (12 - isoDay(ref)) % 7);
/** Next week's Friday ("end of next week", "Ende nächster Woche") and Wednesday ("Mitte nächster Woche"). */
export const endOfNextWeek = (ref: Date) => inDays(ref, 12 - isoDay(ref));
export const midNextWeek = (ref: Date) => inDays(ref, 10 - isoDay(ref));
/** January 1st of next year. */
export const nextYear = (ref: Date) => at(ref.getFullYear() + 1, 0, 1);
/** December 31st of this year. */
export const endOfYear = (ref: Date) => at(ref.getFullYear(), 11, 31);
/** The 1st of next month. */
export const nextMonth = (ref: Date) => at(ref.getFullYear(), ref.getMonth() + 1, 1);
/** This month's last day. */
export const endOfMonth = (ref: Date) => at(ref.getFullYear(), ref.getMonth() + 1, 0);
/** Next month's last day. */
export const endOfNextMonth = (ref: Date) => at(ref.getFullYear(), ref.getMonth() + 2, 0);
/** Month `month0`'s day `day`: this year's, unless it has passed; null if there is none. */
export function nextDate(ref: Date, month0: number, day: number): Components | null {
  // Eight years hold a February 29th.
  for (let year = ref.getFullYear(); year <= ref.getFullYear() + 8; year++)
    if (day >= 1 && day <= daysInMonth(year, month0) && new Date(year, month0, day, 23) >= ref)
      return at(year, month0, day);
  return null;
}
/** Month `month0`'s day `day` of `year`; null if there is none (April 31st). */
export const dateOf = (year: number, month0: number, day: number): Components | null =>
  month0 >= 0 && day >= 1 && day <= daysInMonth(year, month0) ? at(year, month0, day) : null;
/** Day `day` of next month, if it has one. */
export function dayInNextMonth(ref: Date, day: number): Components | null {
  const first = new Date(ref.getFullYear(), ref.getMonth() + 1, 1, 12);
  return day >= 1 && day <= daysInMonth(first.getFullYear(), first.getMonth())
    ? at(first.getFullYear(), first.getMonth(), day)
    : null;
}
/** The 15th of month `month0`: this year's, unless it has passed. */
export function midMonth(ref: Date, month0: number): Components {
  const year = ref.getFullYear() + (new Date(ref.getFullYear(), month0, 15, 23) < ref ? 1 : 0);
  return at(year, month0, 15);
}
/** The 1st of month `month0`: this year's, unless it has passed; today within that month (its start is now). */
export const startOfNamedMonth = (ref: Date, month0: number): Components | null =>
  month0 === ref.getMonth() ? inDays(ref, 0) : nextDate(ref, month0, 1);
/** The last day of month `month0`: this year's, unless it has passed. */
export function endOfNamedMonth(ref: Date, month0: number): Components {
  const year = ref.getFullYear() + (new Date(ref.getFullYear(), month0 + 1, 0, 23) < ref ? 1 : 0);
  return at(year, month0 + 1, 0);
}
/** The next day numbered `day`: this month's, unless it has passed or the month lacks it. */
export function dayOfMonth(ref: Date, day: number): Components | null {
  if (day < 1 || day > 31) return null;
  for (let i = 0; i < 12; i++) {
    const first = new Date(ref.getFullYear(), ref.getMonth() + i, 1, 12);
    const [year, month0] = [first.getFullYear(), first.getMonth()];
    if (day <= daysInMonth(year, month0) && new Date(year, month0, day, 23) >= ref) return at(year, month0, day);
  }
  return null;
}

/**
 * "Tuesday the 15th": the next 15th, or the one after it when that one is the Tuesday (a name
 * that fits neither: the number says more).
 */
export function weekdayDay(ref: Date, dow: number | undefined, day: number): Components | null {
  const next = dayOfMonth(ref, day);
  if (!next || !dow) return next;
  const after = new Date(next.year, next.month - 1, next.day + 1, 12);
  for (let i = 0; i < 2; i++) {
    const date = i === 0 ? next : dayOfMonth(after, day);
    if (date && isoDay(new Date(date.year, date.month - 1, date.day, 12)) === dow) return date;
  }
  return next;
}
/** The `n`th (1 to 4; -1: the last) ISO day of the week `dow` of month `month0` of `year`. */
function nthIn(year: number, month0: number, n: number, dow: number): Components {
  if (n > 0) return at(year, month0, 1 + ((dow - isoDay(new Date(year, month0, 1, 12)) + 7) % 7) + 7 * (n - 1));
  const last = new Date(year, month0 + 1, 0, 12);
  return at(year, month0, last.getDate() - ((isoDay(last) - dow + 7) % 7));
}
/**
 * "The first Monday of March": in month `month0` (this year's unless that day has passed);
 * `next` for next month's. Null for an ordinal or a day it cannot read.
 */
export function nthOfMonth(ref: Date, month: number | "next", n: number | undefined, dow: number | undefined) {
  if (!n || !dow || month === -1) return null;
  if (month === "next") return nthIn(ref.getFullYear(), ref.getMonth() + 1, n, dow);
  const day = nthIn(ref.getFullYear(), month, n, dow);
  return new Date(day.year, day.month - 1, day.day, 23) >= ref ? day : nthIn(ref.getFullYear() + 1, month, n, dow);
}
/**
 * "On the first Monday", "the last Friday of the month": this month's, today's included, else
 * the next month's (of a fifth, the next month that has one). Null for an ordinal or a day it
 * cannot read.
 */
export function nthAhead(ref: Date, n: number | undefined, dow: number | undefined): Components | null {
  if (!n || !dow || n > 5) return null;
  // The rules' own count (lib/dates.ts), from the reference's day as the rules write days.
  const today = new Date(Date.UTC(ref.getFullYear(), ref.getMonth(), ref.getDate())).toISOString().slice(0, 10);
  const [year, month, day] = nextNthWeekday(today, n, dow).split("-").map(Number) as [number, number, number];
  return { year, month, day };
}
/** "later this week": the day after tomorrow, or the week's last day (Sunday) if that comes sooner. */
export const laterThisWeek = (ref: Date) => inDays(ref, Math.min(2, 7 - isoDay(ref)));
/** "mid month": this month's 15th, next month's once it has passed; "mid next month": next month's. */
export const midThisMonth = (ref: Date) => dayOfMonth(ref, 15);
export const midNextMonth = (ref: Date) => dayInNextMonth(ref, 15);
/** "the beginning of the month": next month's 1st (today on a 1st): this month's has passed. */
export const startOfMonth = (ref: Date) => dayOfMonth(ref, 1);
/** The week after next (its Monday, as "next week" is) and the month after next (its 1st). */
export const weekAfterNext = (ref: Date) => inDays(ref, 15 - isoDay(ref));
export const monthAfterNext = (ref: Date) => at(ref.getFullYear(), ref.getMonth() + 2, 1);
