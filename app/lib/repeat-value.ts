import { MAX_EVERY, ruleDays, type Repeat, type RepeatRule } from "./repeat";

// A rule as forms and files carry it (the edit page, schemas, imports): apart from
// repeat.ts, whose labels the day view's rows load.

/**
 * A rule as a form's value: "weekly", or "weekly:2" for every two weeks; "none" for none.
 * One select carries both, so the edit page needs no JavaScript to pair two fields.
 */
export const ruleValue = (rule: { repeat?: Repeat | null; every?: number } | null | undefined): string =>
  !rule?.repeat ? "none" : (rule.every ?? 1) > 1 ? `${rule.repeat}:${rule.every}` : rule.repeat;

const VALUE = /^(daily|weekdays|weekly|monthly|yearly)(?::(\d{1,2}))?$/;

/**
 * The rule of days of the week (ISO numbers, any order), spelled as the database keeps it:
 * ascending, once each; Monday to Friday is "weekdays" and all seven "daily".
 */
export function daysRule(days: readonly number[]): Repeat | undefined {
  const set = [...new Set(days)].sort();
  if (!set.length || set.some((d) => !Number.isInteger(d) || d < 1 || d > 7)) return undefined;
  const spelled = set.join(",");
  return spelled === "1,2,3,4,5" ? "weekdays" : set.length === 7 ? "daily" : `days:${spelled}`;
}

/** The rule of a form's value, null for "none", undefined for anything else. */
export function parseRuleValue(value: string): RepeatRule | null | undefined {
  if (value === "none") return null;
  if (/^days:[1-7](,[1-7])*$/.test(value)) return { repeat: daysRule(ruleDays(value as Repeat))!, every: 1 };
  const match = VALUE.exec(value);
  if (!match) return undefined;
  const every = match[2] ? Number(match[2]) : 1;
  if (every < 1 || every > MAX_EVERY || (match[1] === "weekdays" && every !== 1)) return undefined;
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
