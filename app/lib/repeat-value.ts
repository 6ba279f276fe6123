import { MAX_EVERY, ruleDays, ruleMonthDays, ruleMonthDaysMonth, type Repeat, type RepeatRule } from "./repeat";

// A rule as forms and files carry it (the edit page, schemas, imports): apart from
// repeat.ts, whose labels the day view's rows load.

/**
 * A rule as a form's value: "weekly", or "weekly:2" for every two weeks ("days:1,4:2": on
 * Monday and Thursday every two weeks); "none" for none.
 * One select carries both, so the edit page needs no JavaScript to pair two fields.
 */
export const ruleValue = (rule: { repeat?: Repeat | null; every?: number } | null | undefined): string =>
  !rule?.repeat ? "none" : (rule.every ?? 1) > 1 ? `${rule.repeat}:${rule.every}` : rule.repeat;

const VALUE = /^(daily|weekdays|weekly|monthly|yearly)(?::(\d{1,2}))?$/;
/**
 * A day of the week each month: the first to fourth (1 to 4) or last (-1), or several of
 * them ("2,4", ascending, the last at the end), then its ISO number, 0 for any day
 * ("nth:-1:0", the last day) or 8 for a working day ("nth:-1:8", the last working day, and
 * "nth:5:8" the fifth: a working day goes up to the 20th, which every month has); then, for
 * one month each year, the month (1 to 12): "nth:-1:1:5", the last Monday of May. Of a day of
 * the week every month, the fifth too ("nth:5:7", a month without one skipped), never of one month.
 */
const NTH =
  /^nth:(?:(?:(?:-1|[1-4])(?:,(?:-1|[1-4]))*:[0-8]|(?:-1|[1-9]|1\d|20)(?:,(?:-1|[1-9]|1\d|20))*:8)(:([1-9]|1[0-2]))?|(?:-1|[1-5])(?:,(?:-1|[1-5]))*:[1-7])$/;
/** The most an "nth:" rule of a working day counts to: the 20th (of the others, the 4th). */
export const MAX_NTH_WORKDAY = 20;

/** Which of a day's month's days of the week it is: the 3rd Tuesday, or -1 for a 5th (the last); and its month. */
export function nthOfDay(day: string): { n: number; weekday: number; month: number } {
  const date = new Date(`${day}T00:00:00Z`);
  const n = Math.ceil(date.getUTCDate() / 7);
  return { n: n > 4 ? -1 : n, weekday: date.getUTCDay() || 7, month: date.getUTCMonth() + 1 };
}

/** An "nth:" rule as the database spells it: which ones ascending, once each, the last at the end. */
export const spellNth = (which: readonly number[], weekday: number, month?: number): Repeat =>
  `nth:${[...new Set(which)].sort((a, b) => (a < 0 ? 99 : a) - (b < 0 ? 99 : b)).join(",")}:${weekday}${month ? `:${month}` : ""}`;

/** An "nth:" rule's parts: which ones (`n` the first), its day, its month if it has one; undefined for another rule. */
export function nthParts(
  repeat: Repeat | null | undefined,
): { n: number; which: number[]; weekday: number; month?: number } | undefined {
  if (!repeat || !NTH.test(repeat)) return undefined;
  const [, list, weekday, month] = repeat.split(":") as [string, string, string, string?];
  const which = list.split(",").map(Number);
  return { n: which[0]!, which, weekday: Number(weekday), ...(month ? { month: Number(month) } : {}) };
}

/**
 * The rule of days of the week (ISO numbers, any order), spelled as the database keeps it:
 * ascending, once each; Monday to Friday is "weekdays" and all seven "daily", but every few
 * weeks (`every` above 1) all seven stay themselves: the whole week, one week in n ("daily"
 * with an interval counts days).
 */
export function daysRule(days: readonly number[], every = 1): Repeat | undefined {
  const set = [...new Set(days)].sort();
  if (!set.length || set.some((d) => !Number.isInteger(d) || d < 1 || d > 7)) return undefined;
  const spelled = set.join(",");
  if (set.length === 7 && every === 1) return "daily";
  return spelled === "1,2,3,4,5" ? "weekdays" : `days:${spelled}`;
}

/**
 * The rule of days of the month (1 to 31, any order), spelled as the database keeps it:
 * "mdays:1,15", ascending, once each; all 31 are "daily". With a month (1 to 12), of that
 * month each year: "mdays:1,15:3".
 */
export function monthDaysRule(days: readonly number[], month?: number): Repeat | undefined {
  const set = [...new Set(days)].sort((a, b) => a - b);
  if (!set.length || set.some((d) => !Number.isInteger(d) || d < 1 || d > 31)) return undefined;
  if (month === undefined) return set.length === 31 ? "daily" : `mdays:${set.join(",")}`;
  return Number.isInteger(month) && month >= 1 && month <= 12 ? `mdays:${set.join(",")}:${month}` : undefined;
}

/** The rule of a form's value, null for "none", undefined for anything else. */
export function parseRuleValue(value: string): RepeatRule | null | undefined {
  if (value === "none") return null;
  // "days:1,4:2": every 2 weeks on Monday and Thursday.
  const days = /^(days:[1-7](?:,[1-7])*)(?::(\d{1,2}))?$/.exec(value);
  if (days) {
    const every = days[2] ? Number(days[2]) : 1;
    const repeat = daysRule(ruleDays(days[1] as Repeat), every);
    return repeat && every >= 1 && every <= MAX_EVERY ? { repeat, every } : undefined;
  }
  if (/^mdays:([1-9]|[12]\d|3[01])(,([1-9]|[12]\d|3[01]))*(:([1-9]|1[0-2]))?$/.test(value))
    return { repeat: monthDaysRule(ruleMonthDays(value as Repeat), ruleMonthDaysMonth(value as Repeat))!, every: 1 };
  const nth = nthParts(value as Repeat);
  if (nth) return { repeat: spellNth(nth.which, nth.weekday, nth.month), every: 1 };
  const match = VALUE.exec(value);
  if (!match) return undefined;
  const every = match[2] ? Number(match[2]) : 1;
  // "weekdays:2": Monday to Friday every other week.
  if (every < 1 || every > MAX_EVERY) return undefined;
  return { repeat: match[1] as Repeat, every };
}

/** The edit page's common rules, in order; any other interval is "custom" there (repeat-fields.tsx). */
export const REPEAT_CHOICES = [
  "none",
  "daily",
  "weekdays",
  "weekly",
  "weekly:2",
  "monthly",
  "monthly:3",
  "monthly:6",
  "yearly",
] as const;

/** The units of an interval the edit page offers ("every 3 weeks": weekly, 3). */
export const INTERVAL_UNITS = ["daily", "weekly", "monthly", "yearly"] as const;
