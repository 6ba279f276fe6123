import type { TFunction } from "./translator";

/** The rules a repeating objective may follow (decision 028), each counted from its day. */
export const REPEATS = ["daily", "weekdays", "weekly", "monthly", "yearly"] as const;
export type Repeat = (typeof REPEATS)[number];

/** How often: a rule and its interval ("every 2 weeks" is weekly, 2). */
export interface RepeatRule {
  repeat: Repeat;
  every: number;
}

/** The largest interval (objectives.repeat_every). */
export const MAX_EVERY = 99;

/**
 * A rule as a form's value: "weekly", or "weekly:2" for every two weeks; "none" for none.
 * One select carries both, so the edit page needs no JavaScript to pair two fields.
 */
export const ruleValue = (rule: { repeat?: Repeat | null; every?: number } | null | undefined): string =>
  !rule?.repeat ? "none" : (rule.every ?? 1) > 1 ? `${rule.repeat}:${rule.every}` : rule.repeat;

const VALUE = /^(daily|weekdays|weekly|monthly|yearly)(?::(\d{1,2}))?$/;

/** The rule of a form's value, null for "none", undefined for anything else. */
export function parseRuleValue(value: string): RepeatRule | null | undefined {
  if (value === "none") return null;
  const match = VALUE.exec(value);
  if (!match) return undefined;
  const every = match[2] ? Number(match[2]) : 1;
  if (every < 1 || every > MAX_EVERY || (match[1] === "weekdays" && every !== 1)) return undefined;
  return { repeat: match[1] as Repeat, every };
}

/** The edit page's choices, in order; an objective's own rule is added when it is another. */
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

/** "Every week", "Every 2 weeks": `t` must know the planner namespace. */
export function repeatLabel(t: TFunction, rule: { repeat: Repeat; every?: number }): string {
  const every = rule.every ?? 1;
  return every > 1 ? t(`planner:repeat.${rule.repeat}N`, { count: every }) : t(`planner:repeat.${rule.repeat}`);
}

/** A row's rule in words: "Every 3 days", or "Every 3 days after completion" (decision 041). */
export function ruleLabel(t: TFunction, rule: { repeat: Repeat; every?: number; fromDone?: boolean }): string {
  const label = repeatLabel(t, rule);
  return rule.fromDone ? t("planner:repeat.fromDone", { rule: label }) : label;
}
