import { formatDay } from "./dates";
import type { TFunction } from "./translator";

/** The rules a repeating objective may follow (decision 028), each counted from its day. */
export const REPEATS = ["daily", "weekdays", "weekly", "monthly", "yearly"] as const;
/**
 * One of REPEATS, the days of the week it comes back on: "days:1,4" (ISO: Monday 1, ascending),
 * or a day of the week each month: "nth:1:1" the first Monday, "nth:-1:5" the last Friday;
 * with a month, of that month each year: "nth:-1:1:5" the last Monday of May; or days of the
 * month: "mdays:1,15" (ascending; a short month has a day it lacks on its last), or of one
 * month each year: "mdays:1,15:3" the 1st and 15th of March.
 */
export type Repeat = (typeof REPEATS)[number] | `days:${string}` | `nth:${string}` | `mdays:${string}`;

/** How often: a rule and its interval ("every 2 weeks" is weekly, 2). */
export interface RepeatRule {
  repeat: Repeat;
  every: number;
}

/** The largest interval (objectives.repeat_every). */
export const MAX_EVERY = 99;
/** All seven days of the week, kept only every few weeks ("week on, week off"); every week they are "daily". */
export const WHOLE_WEEK = "days:1,2,3,4,5,6,7";

/** The days of the week a rule names (ISO numbers), or none for the others. */
export const ruleDays = (repeat: Repeat | null | undefined): number[] =>
  repeat?.startsWith("days:") ? repeat.slice(5).split(",").map(Number) : [];

/** The days of the month a rule names (1 to 31), or none for the others. */
export const ruleMonthDays = (repeat: Repeat | null | undefined): number[] =>
  repeat?.startsWith("mdays:") ? repeat.split(":")[1]!.split(",").map(Number) : [];

/** The month (1 to 12) whose days an "mdays:" rule names each year ("mdays:1,15:3", March), if it names one. */
export const ruleMonthDaysMonth = (repeat: Repeat | null | undefined): number | undefined => {
  const month = repeat?.startsWith("mdays:") ? repeat.split(":")[2] : undefined;
  return month ? Number(month) : undefined;
};

const ordinalSuffix = { one: "st", two: "nd", few: "rd" } as Partial<Record<Intl.LDMLPluralRule, string>>;
/** A day of the month as the language says it in a date: "15th", "15.", "1er", "15", "15日". */
export function monthDayWord(n: number, language: string): string {
  switch (language.slice(0, 2)) {
    case "en":
      return `${n}${ordinalSuffix[new Intl.PluralRules("en", { type: "ordinal" }).select(n)] ?? "th"}`;
    case "de":
      return `${n}.`;
    case "fr":
      return n === 1 ? "1er" : String(n);
    case "zh":
    case "ja":
      return `${n}日`;
    default:
      return String(n);
  }
}

/**
 * A working day's place in its month past the fourth, as the language writes it before "working
 * day" (masculine where that matters): "5th", "5º", "5.", "5.º", "5e", 第5个, 第5.
 */
export function workdayOrdinal(n: number, language: string): string {
  switch (language.slice(0, 2)) {
    case "en":
      return monthDayWord(n, "en");
    case "pt":
      return `${n}º`;
    case "es":
      return `${n}.º`;
    case "fr":
      return n === 1 ? "1er" : `${n}e`;
    case "de":
      return `${n}.`;
    case "zh":
      return `第${n}个`;
    default:
      return `第${n}`;
  }
}

/** "Mon, Thu, and Sat" in the language (a BCP 47 tag): the days of the week a rule names. */
const weekdayList = (repeat: Repeat, language: string): string =>
  new Intl.ListFormat(language).format(
    // 1 January 2024 was a Monday.
    ruleDays(repeat).map((d) =>
      new Intl.DateTimeFormat(language, { weekday: "short", timeZone: "UTC" }).format(Date.UTC(2024, 0, d)),
    ),
  );

/**
 * An "nth:" rule's text and its day of the week in full: "repeat.nth-1" (Every last {{day}}),
 * or its "_m" form for Saturday and Sunday (Portuguese's "Todo último sábado": masculine; the
 * same words in the other languages); with a month, "repeat.nthY-1" (Every last {{day}} of
 * {{month}}); day 0 (any day) and day 8 (a working day) have texts of their own, "repeat.nthD-1"
 * (Every last day of the month), "repeat.nthW-1" (Every last workday of the month). Several
 * ("nth:1,3:1") read "repeat.nthList" (Every {{which}} {{day}}), the ordinals listed in the
 * form the day takes (Portuguese: "primeira" of a weekday, "primeiro" of Saturday or a "dia"),
 * and so does a working day past the fourth ("nth:5:8": Every 5th workday of the month).
 */
const nthText = (t: TFunction, repeat: Repeat, language: string, every = 1) => {
  const [, list = "", dayPart, monthPart] = repeat.split(":");
  const which = list.split(",");
  const day = Number(dayPart);
  const month = monthPart ? Number(monthPart) : undefined;
  const format = (options: Intl.DateTimeFormatOptions, date: number) =>
    new Intl.DateTimeFormat(language, { ...options, timeZone: "UTC" }).format(date);
  const named = day >= 1 && day <= 7;
  const kind = day === 0 ? "D" : day === 8 ? "W" : "";
  const masculine = day === 6 || day === 7 ? "_m" : "";
  // Several ("the first and third"): the ordinals in a list, in the form the day takes. A
  // working day past the fourth ("the 5th") is written in figures, and so are the others with
  // it; the fifth of a day of the week in words, in the list's text ("Every fifth Sunday").
  const ordinals = `planner:repeat.ordinal${day === 0 ? "D" : named && !masculine ? "" : "M"}`;
  const figures = day === 8 && which.some((n) => Number(n) > 4);
  const listed = which.length > 1 || figures || which[0] === "5";
  const word = (n: string) => (figures && n !== "-1" ? workdayOrdinal(Number(n), language) : t(`${ordinals}.${n}`));
  // Every few months: "repeat.nthN" (Every 2 months on the {{which}} {{day}}); of one month,
  // every few years: "repeat.nthYN" (Every 2 years on the {{which}} {{day}} of {{month}}).
  if (every > 1)
    return {
      ruleKey: `planner:repeat.nth${month ? "Y" : ""}${kind}N${masculine}`,
      count: every,
      which: new Intl.ListFormat(language).format(which.map(word)),
      ...(named ? { day: format({ weekday: "long" }, Date.UTC(2024, 0, day)) } : {}),
      ...(month ? { month: format({ month: "long" }, Date.UTC(2024, month - 1, 1)) } : {}),
    };
  return {
    ruleKey: listed
      ? `planner:repeat.nthList${month ? "Y" : ""}${kind}${masculine}`
      : `planner:repeat.nth${month ? "Y" : ""}${kind}${which[0]}${masculine}`,
    ...(listed ? { which: new Intl.ListFormat(language).format(which.map(word)) } : {}),
    ...(named ? { day: format({ weekday: "long" }, Date.UTC(2024, 0, day)) } : {}),
    ...(month ? { month: format({ month: "long" }, Date.UTC(2024, month - 1, 1)) } : {}),
  };
};

/**
 * "Every week", "Every 2 weeks", "Every Mon and Thu", "Every 2 weeks on Mon and Thu", "Every 2
 * months on the first Monday": `t` must know the planner namespace.
 */
export function repeatLabel(t: TFunction, rule: { repeat: Repeat; every?: number }, language: string): string {
  const every = rule.every ?? 1;
  // The whole week, one week in n (every week it is "daily").
  if (rule.repeat === WHOLE_WEEK) return t("planner:repeat.wholeWeekN", { count: every });
  if (rule.repeat.startsWith("days:")) {
    const days = weekdayList(rule.repeat, language);
    return every > 1 ? t("planner:repeat.daysN", { count: every, days }) : t("planner:repeat.days", { days });
  }
  const monthDays = ruleMonthDays(rule.repeat);
  if (monthDays.length) {
    const days = new Intl.ListFormat(language).format(monthDays.map((n) => monthDayWord(n, language)));
    const key = monthDays.length > 1 ? "planner:repeat.monthDays" : "planner:repeat.monthDay";
    const month = ruleMonthDaysMonth(rule.repeat);
    if (!month) return every > 1 ? t("planner:repeat.monthDaysN", { count: every, days }) : t(key, { days });
    // Of one month each year: "March", in Chinese and Japanese "3月" (before "1日和15日").
    const style = /^(zh|ja)/.test(language) ? "numeric" : "long";
    const name = new Intl.DateTimeFormat(language, { month: style, timeZone: "UTC" }).format(
      Date.UTC(2024, month - 1, 1),
    );
    return every > 1
      ? t("planner:repeat.monthDaysYN", { count: every, days, month: name })
      : t(`${key}Y`, { days, month: name });
  }
  if (rule.repeat.startsWith("nth:")) {
    const { ruleKey, ...values } = nthText(t, rule.repeat, language, every);
    return t(ruleKey, values);
  }
  return every > 1 ? t(`planner:repeat.${rule.repeat}N`, { count: every }) : t(`planner:repeat.${rule.repeat}`);
}

/**
 * A row's rule in words: "Every 3 days", "Every 3 days after completion" (decision 041), "Every
 * week until Dec 31, 2026" (its end).
 */
export function ruleLabel(
  t: TFunction,
  rule: { repeat: Repeat; every?: number; fromDone?: boolean; until?: string | null },
  language: string,
): string {
  const label = repeatLabel(t, rule, language);
  const counted = rule.fromDone ? t("planner:repeat.fromDone", { rule: label }) : label;
  return rule.until
    ? t("planner:repeat.until", { rule: counted, date: formatDay(rule.until, language, "medium") })
    : counted;
}
