import type { Repeat } from "../repeat";
import { MAX_NTH_WORKDAY, monthDaysRule, spellNth } from "../repeat-value";
import type { Language } from "../i18n";
import { MONTH_DAY_LISTS } from "./repeat-month-days";
import { NTH_ORDINALS } from "./repeat-nth-lists";
import { WORKDAY_NTH } from "./repeat-nth-workday";
import {
  CJK_MONTH,
  CJK_NUMBERS,
  cjkMonth,
  DE_DAYS,
  DE_NUMBERS,
  EN_DAYS,
  EN_NUMBERS,
  ES_DAYS,
  ES_NUMBERS,
  FR_DAYS,
  FR_NUMBERS,
  PT_DAY,
  PT_NUMBERS,
  monthNumber,
  ordinalList,
} from "./repeat-words";
import { monthNames } from "./months";

// The day of the month after a rule of months (decision 028): "every 2 months on the first
// Monday", "every quarter on the last day", "monthly on the last workday", "alle 2 Monate am 1.
// und 15.", "tous les deux mois le dernier vendredi", "每两个月的第一个周一", "2か月ごとの末日". Each
// makes a rule of the month ("nth:1:1", "nth:-1:0", "nth:-1:8", "mdays:1,15") every so many
// months. One day of the month alone ("every 2 months on the 15th") is left to the date
// parser: a rule of months from that day is the same. After a rule of years, the same of one
// month: "every year on the last Friday of November" ("nth:-1:5:11"), "every 2 years on the
// first Monday of June" ("nth:1:1:6" every 2), 每两年6月的第一个星期一.

interface After {
  /** Groups: `nth` and `nday` (a day of the week), `wnth` (working days), `mdays` (a list); none of them: the last day. */
  months: RegExp;
  /** The same of one month (group `month`), after a rule of years (every year, every 2 years, 每两年…). */
  years?: RegExp;
  days: (name: string) => number[];
  month?: (name: string) => number | undefined;
}

/** In a language with spaces: the words right after the rule (perhaps after a comma), then no letter or digit. */
const spaced = (source: string) => new RegExp(`^\\s*,?\\s*(?:${source})(?![\\p{L}\\p{N}])`, "iu");

const W = WORKDAY_NTH;
const MD = MONTH_DAY_LISTS;
const NTH = NTH_ORDINALS;
/** Which day of a month each language's words name: the groups of `After`, then the last day's own words. */
const INNER = {
  en: `(?<nth>${NTH.en})\\s+(?<nday>${EN_DAYS})s?|(?<wnth>${W.en.ordinals})\\s+${W.en.word}|(?<mdays>${MD.en})|last\\s+day`,
  de: `(?<nth>${NTH.de})\\s+(?<nday>${DE_DAYS})|(?<wnth>${W.de.ordinals})\\s+${W.de.word}|(?<mdays>${MD.de})|letzten\\s+tag`,
  fr: `(?<nth>${NTH.fr})\\s+(?<nday>(?:${FR_DAYS})s?)|(?<wnth>${W.fr.ordinals})\\s+${W.fr.word}|(?:les?\\s+)?(?<mdays>${MD.fr})|le\\s+dernier\\s+jour`,
  es: `(?<nth>${NTH.es})\\s+(?<nday>(?:${ES_DAYS})s?)|(?<wnth>${W.es.ordinals})\\s+${W.es.word}|(?:los\\s+d[ií]as|el\\s+d[ií]a|el)\\s+(?<mdays>${MD.es})|el\\s+[úu]ltimo\\s+d[íi]a`,
  pt: `(?<nth>${NTH.pt})\\s+(?<nday>${PT_DAY})|(?<wnth>${W.pt.ordinals})\\s+${W.pt.word}|dias?\\s+(?<mdays>${MD.pt})|[úu]ltimo\\s+dia`,
};

const INNER_ZH = `(?<nth>${NTH.zh})(?:周|星期|礼拜)(?<nday>[一二三四五六日天])|(?<wnth>${W.zh.ordinals})${W.zh.word}|(?<mdays>${MD.zh})|最后一天|月底|月末`;
const INNER_JA = `(?<nth>${NTH.ja})(?<nday>[月火水木金土日])曜日?|(?<wnth>${W.ja.ordinals})${W.ja.word}|(?<mdays>${MD.ja})|末日|最終日|月末`;

const AFTER: Record<Language, After> = {
  en: {
    months: spaced(
      `(?:on\\s+)?the\\s+(?:${INNER.en})(?:\\s+of\\s+the\\s+month)?|at\\s+the\\s+end\\s+of\\s+the\\s+month|on\\s+the\\s+month's\\s+last\\s+day`,
    ),
    years: spaced(`(?:on\\s+)?the\\s+(?:${INNER.en})\\s+(?:of|in)\\s+(?<month>${monthNames("en")})\\.?`),
    days: EN_NUMBERS,
    month: monthNumber("en"),
  },
  de: {
    months: spaced(
      `(?:jeweils\\s+)?am\\s+(?:${INNER.de})(?:\\s+(?:des\\s+monats|im\\s+monat))?|am\\s+monatsende|zum\\s+monatsende|am\\s+monatsletzten`,
    ),
    years: spaced(`(?:jeweils\\s+)?am\\s+(?:${INNER.de})\\s*(?:im\\s+)?(?<month>${monthNames("de")})\\.?`),
    days: DE_NUMBERS,
    month: monthNumber("de"),
  },
  fr: {
    months: spaced(
      `(?:${INNER.fr})(?:\\s+(?:du|de\\s+chaque)\\s+mois)?|en\\s+fin\\s+de\\s+mois|à\\s+la\\s+fin\\s+du\\s+mois`,
    ),
    years: spaced(
      `(?:${INNER.fr})\\s+(?:(?:du\\s+mois\\s+)?(?:de\\s+|d['’]\\s*)|en\\s+)?(?<month>${monthNames("fr")})`,
    ),
    days: FR_NUMBERS,
    month: monthNumber("fr"),
  },
  es: {
    months: spaced(`(?:${INNER.es})(?:\\s+(?:del|de\\s+cada)\\s+mes)?|a\\s+fin\\s+de\\s+mes|al\\s+final\\s+del\\s+mes`),
    years: spaced(`(?:${INNER.es})\\s+de\\s+(?<month>${monthNames("es")})`),
    days: ES_NUMBERS,
    month: monthNumber("es"),
  },
  pt: {
    months: spaced(
      `(?:n[ao]s?\\s+)?(?:${INNER.pt})(?:\\s+(?:do|de\\s+cada)\\s+m[êe]s)?|no\\s+fim\\s+do\\s+m[êe]s|ao\\s+final\\s+do\\s+m[êe]s`,
    ),
    years: spaced(`(?:n[ao]s?\\s+)?(?:${INNER.pt})\\s+de\\s+(?<month>${monthNames("pt")})`),
    days: PT_NUMBERS,
    month: monthNumber("pt"),
  },
  zh: {
    months: new RegExp(`^的?(?:${INNER_ZH})`, "u"),
    // After 每两年: "6月的第一个星期一", "11月最后一天".
    years: new RegExp(`^的?(?<month>${CJK_MONTH})月的?(?:${INNER_ZH})`, "u"),
    days: CJK_NUMBERS("一二三四五六日"),
    month: cjkMonth,
  },
  ja: {
    months: new RegExp(`^[のに]?(?:${INNER_JA})`, "u"),
    // After 2年ごと: "の6月第1月曜日", "の2月末日".
    years: new RegExp(`^[のに]?(?<month>${CJK_MONTH})月の?(?:${INNER_JA})`, "u"),
    days: CJK_NUMBERS("月火水木金土日"),
    month: cjkMonth,
  },
};

/**
 * After a rule of months (`text` follows "every 2 months", "monthly", 每季度…), the day of the
 * month it names as a rule, and how long its words are; null when none follow or they name no
 * day (a sixth Monday, a 21st working day, a 32nd).
 */
export const dayAfterMonths = (text: string, lng: Language) => ruleAfter(AFTER[lng].months.exec(text), lng);

/**
 * After a rule of every year ("every year", "yearly", "cada año"), a day of one month: "on the
 * last Friday of November" ("nth:-1:5:11"), "on the 1st and 15th of March" ("mdays:1,15:3"),
 * not on a fifth one (a fifth Monday of May comes back in some years only).
 * One date ("yearly on March 15") is left to the date parser: yearly from it is the same.
 */
export function dayAfterYears(text: string, lng: Language): { repeat: Repeat; length: number } | null {
  const { years, month } = AFTER[lng];
  const match = years?.exec(text) ?? null;
  const of = match && month?.(match.groups?.month ?? "");
  return of ? ruleAfter(match, lng, of) : null;
}

/**
 * After a rule of years, how long the words naming a fifth of one month are ("on the fifth
 * Monday of May": a rule we do not have, some years lack one); 0 if they name none.
 */
export function fifthAfterYears(text: string, lng: Language): number {
  const match = AFTER[lng].years?.exec(text);
  const { nth, nday } = match?.groups ?? {};
  return match && nth && AFTER[lng].days(nday ?? "")[0] && ordinalList(nth)?.includes(5) ? match[0].length : 0;
}

/** The rule a match names (of month `of` each year, if given), and its length. */
function ruleAfter(
  match: RegExpExecArray | null,
  lng: Language,
  of?: number,
): { repeat: Repeat; length: number } | null {
  if (!match) return null;
  const { nth, nday, wnth, mdays } = match.groups ?? {};
  const rule = nth
    ? nthRule(ordinalList(nth), AFTER[lng].days(nday ?? "")[0], of ? 4 : 5, of)
    : wnth
      ? nthRule(ordinalList(wnth), 8, MAX_NTH_WORKDAY, of)
      : mdays
        ? monthDaysRule(mdays.match(/\d+/g)?.map(Number) ?? [], of)
        : (`nth:-1:0${of ? `:${of}` : ""}` as Repeat);
  // All 31 days is every day, which no one says so.
  return rule && rule !== "daily" ? { repeat: rule, length: match[0].length } : null;
}

/** The rule of the n-th (or last) of a day, each up to `most`; undefined when one is past it. */
const nthRule = (
  which: number[] | undefined,
  day: number | undefined,
  most: number,
  of?: number,
): Repeat | undefined => (which && day && which.every((n) => n && n <= most) ? spellNth(which, day, of) : undefined);
