import type { Repeat } from "../repeat";
import { MAX_NTH_WORKDAY, monthDaysRule, spellNth } from "../repeat-value";
import type { Language } from "../i18n";
import { MONTH_DAY_LISTS } from "./repeat-month-days";
import { NTH_ORDINALS } from "./repeat-nth-lists";
import { WORKDAY_NTH } from "./repeat-nth-workday";
import {
  CJK_NUMBERS,
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
  ordinalList,
} from "./repeat-words";

// The day of the month after a rule of months (decision 028): "every 2 months on the first
// Monday", "every quarter on the last day", "monthly on the last workday", "alle 2 Monate am 1.
// und 15.", "tous les deux mois le dernier vendredi", "每两个月的第一个周一", "2か月ごとの末日". Each
// makes a rule of the month ("nth:1:1", "nth:-1:0", "nth:-1:8", "mdays:1,15") every so many
// months. One day of the month alone ("every 2 months on the 15th") is left to the date
// parser: a rule of months from that day is the same.

interface After {
  /** Groups: `nth` and `nday` (a day of the week), `wnth` (working days), `mdays` (a list); none of them: the last day. */
  pattern: RegExp;
  days: (name: string) => number[];
}

/** In a language with spaces: the words right after the rule (perhaps after a comma), then no letter or digit. */
const spaced = (source: string) => new RegExp(`^\\s*,?\\s*(?:${source})(?![\\p{L}\\p{N}])`, "iu");

const W = WORKDAY_NTH;
const AFTER: Record<Language, After> = {
  en: {
    pattern: spaced(
      `(?:on\\s+)?the\\s+(?:(?<nth>${NTH_ORDINALS.en})\\s+(?<nday>${EN_DAYS})s?|(?<wnth>${W.en.ordinals})\\s+${W.en.word}|(?<mdays>${MONTH_DAY_LISTS.en})|last\\s+day)(?:\\s+of\\s+the\\s+month)?|at\\s+the\\s+end\\s+of\\s+the\\s+month|on\\s+the\\s+month's\\s+last\\s+day`,
    ),
    days: EN_NUMBERS,
  },
  de: {
    pattern: spaced(
      `(?:jeweils\\s+)?am\\s+(?:(?<nth>${NTH_ORDINALS.de})\\s+(?<nday>${DE_DAYS})|(?<wnth>${W.de.ordinals})\\s+${W.de.word}|(?<mdays>${MONTH_DAY_LISTS.de})|letzten\\s+tag)(?:\\s+(?:des\\s+monats|im\\s+monat))?|am\\s+monatsende|zum\\s+monatsende|am\\s+monatsletzten`,
    ),
    days: DE_NUMBERS,
  },
  fr: {
    pattern: spaced(
      `(?:(?<nth>${NTH_ORDINALS.fr})\\s+(?<nday>(?:${FR_DAYS})s?)|(?<wnth>${W.fr.ordinals})\\s+${W.fr.word}|(?:les?\\s+)?(?<mdays>${MONTH_DAY_LISTS.fr})|le\\s+dernier\\s+jour)(?:\\s+(?:du|de\\s+chaque)\\s+mois)?|en\\s+fin\\s+de\\s+mois|à\\s+la\\s+fin\\s+du\\s+mois`,
    ),
    days: FR_NUMBERS,
  },
  es: {
    pattern: spaced(
      `(?:(?<nth>${NTH_ORDINALS.es})\\s+(?<nday>(?:${ES_DAYS})s?)|(?<wnth>${W.es.ordinals})\\s+${W.es.word}|(?:los\\s+d[ií]as|el\\s+d[ií]a|el)\\s+(?<mdays>${MONTH_DAY_LISTS.es})|el\\s+[úu]ltimo\\s+d[íi]a)(?:\\s+(?:del|de\\s+cada)\\s+mes)?|a\\s+fin\\s+de\\s+mes|al\\s+final\\s+del\\s+mes`,
    ),
    days: ES_NUMBERS,
  },
  pt: {
    pattern: spaced(
      `(?:n[ao]s?\\s+)?(?:(?<nth>${NTH_ORDINALS.pt})\\s+(?<nday>${PT_DAY})|(?<wnth>${W.pt.ordinals})\\s+${W.pt.word}|dias?\\s+(?<mdays>${MONTH_DAY_LISTS.pt})|[úu]ltimo\\s+dia)(?:\\s+(?:do|de\\s+cada)\\s+m[êe]s)?|no\\s+fim\\s+do\\s+m[êe]s|ao\\s+final\\s+do\\s+m[êe]s`,
    ),
    days: PT_NUMBERS,
  },
  zh: {
    pattern: new RegExp(
      `^的?(?:(?<nth>${NTH_ORDINALS.zh})(?:周|星期|礼拜)(?<nday>[一二三四五六日天])|(?<wnth>${W.zh.ordinals})${W.zh.word}|(?<mdays>${MONTH_DAY_LISTS.zh})|最后一天|月底|月末)`,
      "u",
    ),
    days: CJK_NUMBERS("一二三四五六日"),
  },
  ja: {
    pattern: new RegExp(
      `^[のに]?(?:(?<nth>${NTH_ORDINALS.ja})(?<nday>[月火水木金土日])曜日?|(?<wnth>${W.ja.ordinals})${W.ja.word}|(?<mdays>${MONTH_DAY_LISTS.ja})|末日|最終日|月末)`,
      "u",
    ),
    days: CJK_NUMBERS("月火水木金土日"),
  },
};

/**
 * After a rule of months (`text` follows "every 2 months", "monthly", 每季度…), the day of the
 * month it names as a rule, and how long its words are; null when none follow or they name no
 * day (a fifth Monday, a 21st working day, a 32nd).
 */
export function dayAfterMonths(text: string, lng: Language): { repeat: Repeat; length: number } | null {
  const after = AFTER[lng];
  const match = after.pattern.exec(text);
  if (!match) return null;
  const { nth, nday, wnth, mdays } = match.groups ?? {};
  const rule = nth
    ? nthRule(ordinalList(nth), after.days(nday ?? "")[0], 4)
    : wnth
      ? nthRule(ordinalList(wnth), 8, MAX_NTH_WORKDAY)
      : mdays
        ? monthDaysRule(mdays.match(/\d+/g)?.map(Number) ?? [])
        : "nth:-1:0";
  // All 31 days is every day, which no one says so.
  return rule && rule !== "daily" ? { repeat: rule, length: match[0].length } : null;
}

/** The rule of the n-th (or last) of a day, each up to `most`; undefined when one is past it. */
const nthRule = (which: number[] | undefined, day: number | undefined, most: number): Repeat | undefined =>
  which && day && which.every((n) => n && n <= most) ? spellNth(which, day) : undefined;
