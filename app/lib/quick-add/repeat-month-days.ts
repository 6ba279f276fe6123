// Phrases of several days of each month ("every 1st and 15th", "jeden 1. und 15.", 每月1号和15号):
// the rule "mdays:1,15" (lib/repeat.ts), or of one month each year ("every 1st and 15th of
// March": "mdays:1,15:3"). repeat-phrases.ts places each before its language's one day of the
// month ("every 15th") or of the year ("every 15th of March"), which would read one day only.
import type { Language } from "../i18n";
import { monthNames } from "./months";
import {
  CJK_MONTH,
  cjkMonth,
  monthNumber,
  DE_DAYS,
  EN_DAYS,
  ES_DAYS,
  FR_DAYS,
  NOT_A_COUNT,
  PT_DAY,
  chars,
  wholeListOf,
  words,
  type Phrase,
} from "./repeat-words";

const cjkAnd = (and: string) => `\\s*(?:${and}|[、，,])\\s*`;

const EN = wholeListOf("\\d{1,2}(?:st|nd|rd|th)", "and");
const DE = wholeListOf("\\d{1,2}\\.", "und");
const FR = wholeListOf("(?:le\\s+)?\\d{1,2}(?:er)?", "et");
const ES = wholeListOf("(?:el\\s+)?\\d{1,2}", "y");
const PT = wholeListOf("(?:o\\s+)?\\d{1,2}", "e");
// The last with 日 or 号 ("每月1、15日"), so that a count ("每月1和2次") is none.
const ZH = `\\d{1,2}[日号]?(?:${cjkAnd("和|与|及")}\\d{1,2}[日号]?)*${cjkAnd("和|与|及")}\\d{1,2}[日号]`;
const JA = `\\d{1,2}日?(?:${cjkAnd("と|・|及び")}\\d{1,2}日?)*${cjkAnd("と|・|及び")}\\d{1,2}日`;

/** Each language's list of two or more days of the month, after a rule of months too (repeat-months.ts). */
export const MONTH_DAY_LISTS: Record<Language, string> = { en: EN, de: DE, fr: FR, es: ES, pt: PT, zh: ZH, ja: JA };

/** Not a list of days of one month ("every 1st and 15th of March") nor of days of the week ("… Monday"). */
const notOf = (lng: Language, days: string) =>
  `(?!\\s+(?:of\\s+|de\\s+|du\\s+)?(?:${monthNames(lng)}|${days})(?![\\p{L}]))`;

/** The days, in the group `mdays` (or `mdays2`, `mdays3`). */
const onMonthDays = (pattern: RegExp): Phrase => ({ pattern, repeat: "monthly", monthDays: true });
/** The days of one month each year: its name (or number) in the group `month` (or `month2`). */
const onMonthDaysOf = (pattern: RegExp, month: (name: string) => number | undefined): Phrase => ({
  pattern,
  repeat: "yearly",
  monthDays: true,
  month,
});
/** "1 and 15" after a month's name ("every March 1 and 15"), the suffixes optional. */
const EN_AFTER = wholeListOf("\\d{1,2}(?:st|nd|rd|th)?", "and");

/**
 * Several days of one month each year: "mdays:1,15:3" (before the language's yearly date,
 * "every 15th of March", which would read the last day and leave the others in the title).
 */
export const MONTH_DAYS_OF: Record<Language, Phrase> = {
  // "every 1st and 15th of March", "every March 1st and 15th".
  en: onMonthDaysOf(
    words(
      `(?:every|each)\\s+(?<mdays>${EN})\\s+(?:of\\s+)?(?<month>${monthNames("en")})\\.?|(?:every|each)\\s+(?<month2>${monthNames("en")})\\.?\\s+(?<mdays2>${EN_AFTER})`,
    ),
    monthNumber("en"),
  ),
  // "jeden 1. und 15. März", "jährlich am 1. und 15. März", "jedes Jahr am …".
  de: onMonthDaysOf(
    words(
      `jeden\\s+(?<mdays>${DE})\\s*(?<month>${monthNames("de")})\\.?|(?:jährlich|jedes\\s+jahr)\\s+am\\s+(?<mdays2>${DE})\\s*(?<month2>${monthNames("de")})\\.?`,
    ),
    monthNumber("de"),
  ),
  // "tous les 1er et 15 mars", "chaque 1er et 15 mars", "les 1er et 15 mars de chaque année".
  fr: onMonthDaysOf(
    words(
      `(?:tous\\s+les|chaque)\\s+(?<mdays>${FR})\\s+(?<month>${monthNames("fr")})(?:\\s+de\\s+chaque\\s+année)?|les?\\s+(?<mdays2>${FR})\\s+(?<month2>${monthNames("fr")})\\s+de\\s+chaque\\s+année`,
    ),
    monthNumber("fr"),
  ),
  // "cada 1 y 15 de marzo", "todos los días 1 y 15 de marzo", "los días 1 y 15 de marzo de cada año".
  es: onMonthDaysOf(
    words(
      `(?:cada|todos\\s+los)(?:\\s+d[ií]as)?\\s+(?<mdays>${ES})\\s+de\\s+(?<month>${monthNames("es")})(?:\\s+de\\s+cada\\s+año)?|(?:los\\s+d[ií]as|el)\\s+(?<mdays2>${ES})\\s+de\\s+(?<month2>${monthNames("es")})\\s+de\\s+cada\\s+año`,
    ),
    monthNumber("es"),
  ),
  // "todo dia 1 e 15 de março", "todos os dias 1 e 15 de março", "nos dias 1 e 15 de março de cada ano".
  pt: onMonthDaysOf(
    words(
      `(?:todo|todos\\s+os|cada)(?:\\s+dias?)?\\s+(?<mdays>${PT})\\s+de\\s+(?<month>${monthNames("pt")})(?:\\s+de\\s+cada\\s+ano)?|(?:n?os\\s+)?dias\\s+(?<mdays2>${PT})\\s+de\\s+(?<month2>${monthNames("pt")})\\s+de\\s+cada\\s+ano`,
    ),
    monthNumber("pt"),
  ),
  // 每年3月1日和15日, 每年三月1号、15号.
  zh: onMonthDaysOf(chars(`每年(?<month>${CJK_MONTH})月的?(?<mdays>${ZH})`), cjkMonth),
  // 毎年3月1日と15日, 毎年3月1日・15日.
  ja: onMonthDaysOf(chars(`毎年(?<month>${CJK_MONTH})月の?(?<mdays>${JA})`), cjkMonth),
};

export const MONTH_DAYS: Record<Language, Phrase> = {
  // "every 1st and 15th (of the month)", "on the 1st and 15th of every month", "every month on the 1st and 15th", "monthly on …".
  en: onMonthDays(
    words(
      `every\\s+(?<mdays>${EN})(?:\\s+of\\s+(?:the|every|each)\\s+month)?${notOf("en", `${EN_DAYS}|days?|weeks?|months?|years?`)}|(?:on\\s+)?the\\s+(?<mdays2>${EN})\\s+of\\s+(?:every|each)\\s+month|(?:every\\s+month|monthly)\\s+on\\s+the\\s+(?<mdays3>${EN})${notOf("en", `(?:${EN_DAYS})s?`)}`,
    ),
  ),
  // "jeden 1. und 15. (des Monats)", "am 1. und 15. jedes Monats", "jeden Monat am 1. und 15.", "monatlich am …".
  de: onMonthDays(
    words(
      `jeden\\s+(?<mdays>${DE})(?:\\s+des\\s+monats)?${notOf("de", DE_DAYS)}|am\\s+(?<mdays2>${DE})\\s+(?:jedes|jeden|eines\\s+jeden)\\s+monats|(?:jeden\\s+monat|monatlich)\\s+am\\s+(?<mdays3>${DE})${notOf("de", DE_DAYS)}`,
    ),
  ),
  // "tous les 1er et 15 du mois", "le 1er et le 15 de chaque mois", "tous les mois le 1er et le 15".
  fr: onMonthDays(
    words(
      `(?:tous\\s+les|chaque)\\s+(?<mdays>${FR})(?:\\s+du\\s+mois|(?=\\s*$))|les?\\s+(?<mdays2>${FR})\\s+de\\s+chaque\\s+mois|(?:tous\\s+les\\s+mois|chaque\\s+mois|mensuellement)\\s+les?\\s+(?<mdays3>${FR})${notOf("fr", FR_DAYS)}`,
    ),
  ),
  // "cada día 1 y 15", "todos los días 1 y 15", "los días 1 y 15 de cada mes", "cada mes los días 1 y 15".
  es: onMonthDays(
    words(
      `(?:cada|todos\\s+los)\\s+d[ií]as?\\s+(?<mdays>${ES})${NOT_A_COUNT.es}(?:\\s+de\\s+cada\\s+mes)?(?!\\s+de\\s)|(?:los\\s+d[ií]as|el)\\s+(?<mdays2>${ES})\\s+de\\s+cada\\s+mes|(?:cada\\s+mes|todos\\s+los\\s+meses|mensualmente)\\s+(?:los\\s+d[ií]as|el)\\s+(?<mdays3>${ES})${notOf("es", ES_DAYS)}`,
    ),
  ),
  // "todo dia 1 e 15", "nos dias 1 e 15 de cada mês", "todo mês nos dias 1 e 15", "mensalmente nos dias …".
  pt: onMonthDays(
    words(
      `(?:todo\\s+dia|todos\\s+os\\s+dias)\\s+(?<mdays>${PT})${NOT_A_COUNT.pt}(?:\\s+(?:de\\s+cada|do)\\s+m[eê]s)?(?!\\s+de\\s)|(?:n?os\\s+)?dias\\s+(?<mdays2>${PT})\\s+de\\s+cada\\s+m[eê]s|(?:todo\\s+m[eê]s|todos\\s+os\\s+meses|mensalmente)\\s+(?:n?os\\s+)?dias?\\s+(?<mdays3>${PT})${notOf("pt", PT_DAY)}`,
    ),
  ),
  // 每月1号和15号, 每个月的1日、15日, 每月1、15日.
  zh: onMonthDays(chars(`每个?月的?(?<mdays>${ZH})`)),
  // 毎月1日と15日, 毎月1日・15日, 毎月1、15日.
  ja: onMonthDays(chars(`毎月の?(?<mdays>${JA})`)),
};
