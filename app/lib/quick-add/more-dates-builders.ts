import { DE_COUNT, EN_COUNT } from "./counts";
import * as chrono from "chrono-node";
import type { Language } from "../i18n";
import { monthNames, monthOf } from "./months";
import { chars, CJK_NUMBERS, NTH_WORDS, ordinalNumber, words } from "./repeat-words";
import {
  type Components,
  dateOf,
  dayInNextMonth,
  dayOfWeekAhead,
  dayOfMonth,
  daysUntil,
  endOfNamedMonth,
  endOfNextMonth,
  inDays,
  inMonths,
  midMonth,
  nextDate,
  nthAhead,
  nthOfMonth,
  startOfNamedMonth,
  weekdayDay,
} from "./more-dates";

/**
 * The builders of quick add's extra date parsers (more-dates-phrases.ts lists them per
 * language): a pattern and how to count its day (more-dates.ts).
 */

type Reader = (ref: Date, match: RegExpMatchArray) => Components | null;

/**
 * A weekday's name and a day's number after it ("Tue 15th", "mardi 15", "Dienstag, den 15."),
 * followed by `then` (a month's name after it is chrono's date; "Lunes 3 cosas" is a count).
 */
export const namedDayNumber = (lng: keyof typeof NTH_WORDS, pattern: string, then = "") =>
  parser(
    new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])(?!\\s*(?:of\\s+|de\\s+)?(?:${monthNames(lng)}))${then}`,
      "iu",
    ),
    (ref, m) => weekdayDay(ref, NTH_WORDS[lng].number(m[1]!.toLowerCase())[0], Number(m[2])),
  );
// Where a bare day's number may end: the line, a mark, or a time ("mardi 15 à 10h").
export const DAY_NUMBER_ENDS = "(?=\\s*$|\\s*[,.;:!?)]|\\s+(?:à|a|às|as|um)\\s)";
/** 周二15号, 15日(火): the day's number with its weekday (Monday 1 … Sunday 7 in `days`). */
export const cjkDayNumber = (pattern: string, days: string, dayFirst: boolean) =>
  parser(chars(pattern), (ref, m) =>
    weekdayDay(ref, CJK_NUMBERS(days)(m[dayFirst ? 2 : 1]!)[0], Number(m[dayFirst ? 1 : 2])),
  );

/**
 * "the first Monday of next month", "the last Friday of March": `next` says next month;
 * `between` comes before it or the month's name.
 */
export const nthDay = (lng: keyof typeof NTH_WORDS, before: string, between: string, next: string) =>
  parser(
    words(
      `${before}(${NTH_WORDS[lng].ord})\\s+(${NTH_WORDS[lng].day})\\s+(?:${between})\\s*(?:(${next})|(${monthNames(lng)}))`,
    ),
    (ref, m) =>
      nthOfMonth(ref, m[3] ? "next" : monthOf(lng, m[4]!), ordinalNumber(m[1]!), NTH_WORDS[lng].number(m[2]!)[0]),
  );
/**
 * "On the first Monday", "the last Friday of the month", "le premier lundi": this month's, else
 * the next month's. `before` says it is one ("the", "am"), `after` how "of this month" is said.
 */
export const nthDayAhead = (lng: keyof typeof NTH_WORDS, before: string, after: string) =>
  parser(words(`${before}(${NTH_WORDS[lng].ord})\\s+(${NTH_WORDS[lng].day})${after}`), (ref, m) =>
    nthAhead(ref, ordinalNumber(m[1]!), NTH_WORDS[lng].number(m[2]!)[0]),
  );
/** 本月最后一个周五, 今月の第1月曜日: this month's, else the next month's; groups: ordinal, last, day. */
export const nthDayAheadCjk = (pattern: string, days: string) =>
  parser(chars(pattern), (ref, m) => nthAhead(ref, ordinalNumber(m[1] ?? m[2] ?? ""), CJK_NUMBERS(days)(m[3]!)[0]));
/** 下个月第一个周一, 3月最后一个周五, 来月の第1月曜日: the month (next, or its number) first. */
export const nthDayCjk = (pattern: string, days: string) =>
  parser(chars(pattern), (ref, m) =>
    nthOfMonth(ref, m[1] ? "next" : Number(m[2]) - 1, ordinalNumber(m[3] ?? m[4] ?? ""), CJK_NUMBERS(days)(m[5]!)[0]),
  );

/** A count written as a digit or a word of `words` ("a", "zwei", "两"). */
export const count = (text: string | undefined, words: Record<string, number>) =>
  text === undefined ? 1 : /^\d+$/.test(text) ? Number(text) : (words[text.toLowerCase()] ?? 1);

const { en } = chrono;
export const parser = (pattern: RegExp, read: Reader): chrono.Parser => ({
  pattern: () => pattern,
  extract: (context, match) => read(context.reference.instant, match),
});
/** The alternatives of a word list, for a pattern. */
export const any = (list: Record<string, number>) => Object.keys(list).join("|");

/** "24.12." in German, "12/24" in Chinese and Japanese: the next such date. */
export const dayMonth = (pattern: RegExp, order: "dm" | "md") =>
  parser(pattern, (ref, m) => {
    const [a, b] = [Number(m[1]), Number(m[2])];
    const [day, month] = order === "dm" ? [a, b] : [b, a];
    return month >= 1 && month <= 12 ? nextDate(ref, month - 1, day) : null;
  });
/** A phrase that means `n` days from today. */
export const relative = (pattern: RegExp, n: (m: RegExpMatchArray) => number) =>
  parser(pattern, (ref, m) => inDays(ref, n(m)));
/**
 * 来週の金曜日 (next week's, Monday to Sunday), 再来週の金曜日 (the week after's), 今週の金曜日 (as
 * 本周五: the day's next one, today's included), 今度の金曜日 ("this coming Friday": after today).
 */
export const weekdayJa = parser(/(再来週|来週|今週|今度)の?([月火水木金土日])曜日?/, (ref, m) => {
  const dow = "月火水木金土日".indexOf(m[2]!) + 1;
  if (m[1] === "再来週" || m[1] === "来週") return dayOfWeekAhead(ref, m[1] === "来週" ? 1 : 2, dow);
  return inDays(ref, daysUntil(ref, dow, m[1] === "今週"));
});

/**
 * A weekday named with words around it: its next one after today ("el viernes que viene", "sexta
 * que vem", "na próxima segunda"), or from today on ("nesta sexta").
 */
export const namedDay = (lng: keyof typeof NTH_WORDS, before: string, after: string, today: boolean) =>
  parser(words(`${before}(${NTH_WORDS[lng].day})${after}`), (ref, m) => {
    const day = NTH_WORDS[lng].number(m[1]!)[0];
    return day ? inDays(ref, daysUntil(ref, day, today)) : null;
  });
export const comingDay = (lng: "es" | "pt", before: string) => namedDay(lng, before, "\\s+que\\s+(?:viene|vem)", false);

/** The day a word names, for a length counted from it: today's or tomorrow's word, or a weekday (today's or the next). */
export function anchor(ref: Date, lng: keyof typeof NTH_WORDS, word: string, today: RegExp, tomorrow: RegExp): Date {
  const weekday = NTH_WORDS[lng].number(word.toLowerCase())[0];
  const on = today.test(word) ? 0 : tomorrow.test(word) ? 1 : weekday ? daysUntil(ref, weekday, true) : 0;
  return new Date(ref.getFullYear(), ref.getMonth(), ref.getDate() + on, 12);
}
/** `n` days, weeks or months on from `from` (a unit's first letter: d/t/j, w/s, m). */
const later = (from: Date, n: number, unit: string) =>
  /^m/i.test(unit) ? inMonths(from, n) : inDays(from, /^[ws]/i.test(unit) ? 7 * n : n);

/**
 * "a week from Friday", "two weeks from today", "heute in einer Woche", "Montag in zwei Wochen",
 * "lundi en huit": a length counted from a day (chrono took the day and left the rest in the title).
 */
export const fromDay = {
  en: parser(
    words(`(\\d{1,2}|${any(EN_COUNT)})\\s+(day|week|month)s?\\s+from\\s+(today|tomorrow|${NTH_WORDS.en.day})`),
    (ref, m) => later(anchor(ref, "en", m[3]!, /^today$/i, /^tomorrow$/i), count(m[1], EN_COUNT), m[2]!),
  ),
  de: parser(
    words(`(heute|morgen|${NTH_WORDS.de.day})\\s+in\\s+(\\d{1,2}|${any(DE_COUNT)})\\s+(tag|woche|monat)(?:e|en|n)?`),
    (ref, m) => later(anchor(ref, "de", m[1]!, /^heute$/i, /^morgen$/i), count(m[2], DE_COUNT), m[3]!),
  ),
  // "en huit": a week on; "en quinze": two.
  fr: parser(words(`(aujourd['’]hui|demain|${NTH_WORDS.fr.day})\\s+en\\s+(huit|quinze)`), (ref, m) =>
    inDays(anchor(ref, "fr", m[1]!, /^aujourd/i, /^demain$/i), /^huit$/i.test(m[2]!) ? 7 : 14),
  ),
};
/**
 * "next week Friday", "Friday of next week", "Freitag nächster Woche", "el viernes de la próxima
 * semana": that weekday in next week (Monday to Sunday). Alone, chrono read the weekday's next
 * one and left the week's words in the title (or made a list of them).
 */
const dayOfNextWeek = (lng: keyof typeof NTH_WORDS, weekFirst: string, dayFirst: string) => {
  const day = `(${NTH_WORDS[lng].day})\\.?`;
  return parser(words(`${weekFirst.replace("DAY", day)}|${dayFirst.replace("DAY", day)}`), (ref, m) => {
    const dow = NTH_WORDS[lng].number((m[1] ?? m[2])!.toLowerCase())[0];
    return dow ? dayOfWeekAhead(ref, 1, dow) : null;
  });
};
export const NEXT_WEEK = {
  en: dayOfNextWeek("en", "next\\s+week,?\\s+(?:on\\s+)?DAY", "(?:on\\s+)?DAY,?\\s+(?:of\\s+)?next\\s+week"),
  de: dayOfNextWeek(
    "de",
    "(?:nächste|kommende)\\s+woche,?\\s+(?:am\\s+)?DAY",
    "(?:am\\s+)?DAY,?\\s+(?:der\\s+)?(?:nächste[nr]?|kommende[nr]?)\\s+woche",
  ),
  fr: dayOfNextWeek(
    "fr",
    "(?:la\\s+)?semaine\\s+prochaine,?\\s+(?:le\\s+)?DAY",
    "(?:le\\s+)?DAY\\s+(?:de\\s+)?(?:la\\s+)?semaine\\s+prochaine",
  ),
  es: dayOfNextWeek(
    "es",
    "(?:la\\s+)?(?:pr[óo]xima\\s+semana|semana\\s+que\\s+viene),?\\s+(?:el\\s+)?DAY",
    "(?:el\\s+)?DAY\\s+de\\s+la\\s+(?:pr[óo]xima\\s+semana|semana\\s+que\\s+viene)",
  ),
  pt: dayOfNextWeek(
    "pt",
    "(?:na\\s+|a\\s+)?(?:pr[óo]xima\\s+semana|semana\\s+que\\s+vem),?\\s+(?:n[ao]\\s+)?DAY",
    "(?:n[ao]\\s+)?DAY\\s+da\\s+(?:pr[óo]xima\\s+semana|semana\\s+que\\s+vem)",
  ),
};
/** "Friday after next", "übernächsten Freitag": the weekday's next one after today, and a week on. */
export const dayAfterNext = (lng: keyof typeof NTH_WORDS, pattern: string) =>
  parser(words(pattern.replace("DAY", `(${NTH_WORDS[lng].day})`)), (ref, m) => {
    const day = NTH_WORDS[lng].number(m[1]!.toLowerCase())[0];
    return day ? inDays(ref, daysUntil(ref, day) + 7) : null;
  });
/** "Monday week", "tomorrow week" (British): a week after that day. */
export const dayWeek = parser(words(`(today|tomorrow|${NTH_WORDS.en.day})\\s+week`), (ref, m) =>
  inDays(anchor(ref, "en", m[1]!, /^today$/i, /^tomorrow$/i), 7),
);

/** "a week today", "a week tomorrow", "a week on Friday" (British): a week after that day. */
export const aWeekOn = parser(
  words(`(?:a|one)\\s+week\\s+(?:(today|tomorrow)|on\\s+(${NTH_WORDS.en.day}))`),
  (ref, m) => inDays(anchor(ref, "en", (m[1] ?? m[2])!, /^today$/i, /^tomorrow$/i), 7),
);
/**
 * "Tues" and "Weds", which chrono does not know (it knows "Tue", "Wed" and "Thurs"): read as
 * those, "next Tues" as "next Tue", so that they mean what chrono's weekdays mean.
 */
export const longShortDay: chrono.Parser = {
  pattern: () => words("(?:(?:on|this|next|last|coming)\\s+)?(?:tues|weds)\\.?"),
  extract: (context, m) => {
    const text = m[0].replace(/tues/i, "tue").replace(/weds/i, "wed");
    const read = en.casual.parse(text, context.reference.instant, { forwardDate: true })[0]?.start;
    if (!read) return null;
    // A weekday, its date implied, as chrono's own are ("every Tues" tells them from dates).
    const out = context.createParsingComponents({ weekday: read.get("weekday")! });
    for (const part of ["day", "month", "year"] as const) out.imply(part, read.get(part)!);
    return out;
  },
};

/**
 * "the 15th of next month", "am 15. nächsten Monats", "le 15 du mois prochain", "el 15 del mes
 * que viene", "dia 15 do próximo mês", either way round: that day of next month (its last if it
 * has none, as a rule's day is). The day was this month's, "of next month" left in the title,
 * or next month's 1st.
 */
const ofNextMonth = (...patterns: string[]) =>
  parser(words(patterns.join("|")), (ref, m) => {
    const day = Number(m.slice(1).find(Boolean));
    return day >= 1 && day <= 31 ? (dayInNextMonth(ref, day) ?? endOfNextMonth(ref)) : null;
  });
export const OF_NEXT_MONTH = {
  en: ofNextMonth(
    "(?:(?:on\\s+)?the\\s+)?(\\d{1,2})(?:st|nd|rd|th)\\s+(?:of\\s+)?next\\s+month",
    "next\\s+month,?\\s+on\\s+the\\s+(\\d{1,2})(?:st|nd|rd|th)",
  ),
  de: ofNextMonth(
    "(?:am\\s+)?(\\d{1,2})\\.\\s+(?:des\\s+)?(?:nächsten|kommenden)\\s+monats",
    "(?:im\\s+)?(?:nächsten|kommenden)\\s+monat,?\\s+am\\s+(\\d{1,2})\\.",
  ),
  fr: ofNextMonth(
    "(?:le\\s+)?(\\d{1,2})(?:er)?\\s+(?:du|le)\\s+mois\\s+prochain",
    "(?:le\\s+)?mois\\s+prochain,?\\s+le\\s+(\\d{1,2})(?:er)?",
  ),
  es: ofNextMonth(
    "(?:el\\s+)?(?:día\\s+)?(\\d{1,2})\\s+del\\s+(?:mes\\s+que\\s+viene|próximo\\s+mes|mes\\s+próximo)",
    "(?:el\\s+)?(?:próximo\\s+mes|mes\\s+que\\s+viene),?\\s+el\\s+(?:día\\s+)?(\\d{1,2})",
  ),
  pt: ofNextMonth(
    "(?:n?o\\s+)?(?:dia\\s+)?(\\d{1,2})\\s+do\\s+(?:mês\\s+que\\s+vem|próximo\\s+mês)",
    "(?:n?o\\s+)?(?:próximo\\s+mês|mês\\s+que\\s+vem),?\\s+(?:n?o\\s+)?dia\\s+(\\d{1,2})",
  ),
};

/**
 * A day's number, a month's name and maybe a year, in that order in `pattern`'s groups ("the 5th
 * of March 2028", "dia 1º de março"): that date, or without a year the next one; none if the
 * month lacks the day.
 */
export const dayOfNamedMonth = (lng: Language, pattern: string) =>
  parser(words(pattern), (ref, m) => {
    const [day, month] = [Number(m[1]), monthOf(lng, m[2]!)];
    return m[3] ? dateOf(Number(m[3]), month, day) : nextDate(ref, month, day);
  });

/**
 * A day of this month by its number or the word for the first ("am 1. des Monats", "am Ersten",
 * "le 15 du mois", "el primero de mes", "dia 1º"): the next such day, as "the 15th" is.
 */
export const dayOfTheMonth = (...patterns: string[]) =>
  parser(words(patterns.join("|")), (ref, m) => {
    const said = m.slice(1).find(Boolean)!;
    return dayOfMonth(ref, /^\d/.test(said) ? Number(said) : 1);
  });

/** "end of July", "Ende Juli", "fin juillet": that month's last day. */
export const endOf = (lng: Language, before: string) =>
  parser(words(`${before}(${monthNames(lng)})`), (ref, m) => endOfNamedMonth(ref, monthOf(lng, m[1]!)));
/** "early January", "Anfang Januar", "début janvier": that month's 1st (more-dates.ts). */
export const startOf = (lng: Language, before: string) =>
  parser(words(`${before}(${monthNames(lng)})`), (ref, m) => startOfNamedMonth(ref, monthOf(lng, m[1]!)));
/** 1月初, 3月上旬, 1月初め: that month's 1st. */
export const startOfCjk = (pattern: string) =>
  parser(chars(pattern), (ref, m) => startOfNamedMonth(ref, Number(m[1]) - 1));
/** 7月底, 7月末: that month's last day. */
export const endOfCjk = (pattern: string) => parser(chars(pattern), (ref, m) => endOfNamedMonth(ref, Number(m[1]) - 1));
/** A day of the month alone at the line's end, its words before it in `pattern` ("Payer le 15", "Pagar el 15"). */
export const dayAtEnd = (pattern: string) =>
  parser(new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?=\\s*$)`, "iu"), (ref, m) => dayOfMonth(ref, Number(m[1])));
/** "mid January", "Mitte März", "mi-août": the 15th of that month. */
export const mid = (lng: Language, before: string) =>
  parser(words(`${before}(${monthNames(lng)})`), (ref, m) => midMonth(ref, monthOf(lng, m[1]!)));
