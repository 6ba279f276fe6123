// Phrases of a month's n-th or last working day ("every last workday", "jeden letzten Werktag
// im Monat", "todo 5º dia útil", 每月最后一个工作日, 毎月最終営業日): the rule "nth:-1:8" (lib/repeat.ts;
// day 8 is a working day, Monday to Friday; the 1st to the 20th, or the last), or with a month
// "nth:-1:8:12", each year; several at once too ("nth:1,15:8"). repeat-phrases.ts puts them
// first in each language, before "every last day" and "jeden Werktag" could read a part.
import type { Language } from "../i18n";
import { monthNames } from "./months";
import { cjkList, ordinals } from "./repeat-nth-lists";
import {
  CJK_MONTH,
  DE_ORD,
  EN_ORD,
  ES_ORD,
  FR_ORD,
  PT_ORD,
  cjkMonth,
  monthNumber,
  onNth,
  onNthOf,
  WORKDAY_ORD,
  type Phrase,
} from "./repeat-words";

/** Day 8, whatever the group `nday` says (the phrases have none). */
const WORKDAY = () => [8];

const EN = "(?:work(?:ing)?[\\s-]?day|business\\s+day|weekday)";
const DE = "(?:werktag|arbeitstag|geschäftstag)";
const FR = "jours?\\s+ouvr(?:é|e|able)s?";
const ES = "d[ií]as?\\s+(?:h[aá]bil(?:es)?|laborables?)";
const PT = "dias?\\s+[úu]t(?:eis|il)";
/** Any of the first to the 20th, or the last (a working day's). */
const ord = (lng: keyof typeof WORKDAY_ORD, ordinals: string) => `${ordinals}|${WORKDAY_ORD[lng]}`;

/** One or more working days of each month, the whole list ("the 5th", "the 1st and 15th", "o 5º e o 20º"). */
const EN_LIST = ordinals(ord("en", EN_ORD), "and");
const DE_LIST = ordinals(ord("de", DE_ORD), "und");
const FR_LIST = ordinals(ord("fr", FR_ORD), "et", "le");
const ES_LIST = ordinals(ord("es", ES_ORD), "y", "el");
const PT_LIST = ordinals(ord("pt", PT_ORD), "e", "o");
/** After 第 in Chinese and Japanese: the first to the fourth, or the 5th to the 20th. */
const ZH_ONE = ord("zh", "[一二三四1-4]");
const ZH_LIST = cjkList(
  `(?:第(?:${ZH_ONE})个?|最后一个|最后)`,
  `(?:第?(?:${ZH_ONE})个?|最后一个|最后)`,
  "[和与及、,，]",
);
const JA_ONE = ord("ja", "[一二三四1-4１-４]");
const JA_LIST = cjkList(`(?:第(?:${JA_ONE})|最終|最後の)`, `(?:第?(?:${JA_ONE})|最終|最後の)`, "[・、,，と]");

/** Each language's ordinals of working days and its word for one, after a rule of months (repeat-months.ts). */
export const WORKDAY_NTH: Record<Language, { ordinals: string; word: string }> = {
  en: { ordinals: EN_LIST, word: `${EN}s?` },
  de: { ordinals: DE_LIST, word: DE },
  fr: { ordinals: FR_LIST, word: FR },
  es: { ordinals: ES_LIST, word: ES },
  pt: { ordinals: PT_LIST, word: PT },
  zh: { ordinals: ZH_LIST, word: "工作日" },
  ja: { ordinals: JA_LIST, word: "(?:営業日|平日)" },
};

/** Of one month each year ("every last business day of December", "every 1st and last … of December"), before each month's. */
const OF_A_MONTH: Record<Language, Phrase> = {
  en: onNthOf(
    `(?:every|each)\\s+(?<nth>${EN_LIST})\\s+${EN}s?\\s+(?:of|in)\\s+(?<month>${monthNames("en")})\\.?`,
    WORKDAY,
    monthNumber("en"),
  ),
  de: onNthOf(
    `jeden\\s+(?<nth>${DE_LIST})\\s+${DE}\\s+im\\s+(?<month>${monthNames("de")})\\.?`,
    WORKDAY,
    monthNumber("de"),
  ),
  fr: onNthOf(
    `(?:chaque|tous\\s+les)\\s+(?<nth>${FR_LIST})\\s+${FR}\\s+(?:de\\s+|d['’]\\s*|en\\s+)(?<month>${monthNames("fr")})`,
    WORKDAY,
    monthNumber("fr"),
  ),
  es: onNthOf(
    `(?:cada|todos\\s+los)\\s+(?<nth>${ES_LIST})\\s+${ES}\\s+de\\s+(?<month>${monthNames("es")})`,
    WORKDAY,
    monthNumber("es"),
  ),
  pt: onNthOf(
    `(?:todos?\\s+os|todo|cada)\\s+(?<nth>${PT_LIST})\\s+${PT}\\s+de\\s+(?<month>${monthNames("pt")})`,
    WORKDAY,
    monthNumber("pt"),
  ),
  // 每年12月最后一个工作日, 每年12月第一个和最后一个工作日.
  zh: onNthOf(`每年(?<month>${CJK_MONTH})月的?(?<nth>${ZH_LIST})工作日`, WORKDAY, cjkMonth),
  // 毎年12月最終営業日, 毎年12月第1、最終営業日.
  ja: onNthOf(`毎年(?<month>${CJK_MONTH})月の?(?<nth>${JA_LIST})(?:営業日|平日)`, WORKDAY, cjkMonth),
};

/**
 * Each language's phrase of one or more working days of each month. "every second workday" and
 * "jeden zweiten Werktag" alone are every other one, unless "of the month" follows.
 */
const OF_EACH_MONTH: Record<Language, Phrase> = {
  // "every last workday", "every 1st and 15th business day (of the month)", "on the 2nd working day of every month".
  en: onNth(
    `(?:every|each)\\s+(?<nth>(?!(?:second|2nd)\\s+${EN})${EN_LIST})\\s+${EN}s?(?:\\s+of\\s+(?:the|every|each)\\s+month)?|(?:every|each)\\s+(?<nth2>second|2nd)\\s+${EN}\\s+of\\s+(?:the|every|each)\\s+month|(?:on\\s+)?the\\s+(?<nth3>${EN_LIST})\\s+${EN}s?\\s+of\\s+(?:every|each)\\s+month`,
    WORKDAY,
  ),
  // "jeden letzten Werktag (im Monat)", "jeden ersten und letzten Werktag", "am 1. und 15. Werktag jedes Monats".
  de: onNth(
    `jeden\\s+(?<nth>(?!(?:zweiten|2\\.)\\s+${DE})${DE_LIST})\\s+${DE}(?:\\s+(?:im\\s+monat|des\\s+monats))?|jeden\\s+(?<nth2>zweiten|2\\.)\\s+${DE}\\s+(?:im\\s+monat|des\\s+monats)|am\\s+(?<nth3>${DE_LIST})\\s+${DE}\\s+(?:jedes|jeden|eines\\s+jeden)\\s+monats`,
    WORKDAY,
  ),
  // "chaque dernier jour ouvré (du mois)", "le 1er et le 15e jour ouvré de chaque mois".
  fr: onNth(
    `(?:chaque|tous\\s+les)\\s+(?<nth>${FR_LIST})\\s+${FR}(?:\\s+(?:du|de\\s+chaque)\\s+mois)?|(?:les?\\s+)?(?<nth2>${FR_LIST})\\s+${FR}\\s+de\\s+chaque\\s+mois`,
    WORKDAY,
  ),
  // "cada último día hábil (del mes)", "el 5.º y el 20.º día hábil de cada mes".
  es: onNth(
    `(?:cada|todos\\s+los)\\s+(?<nth>${ES_LIST})\\s+${ES}(?:\\s+(?:del|de\\s+cada)\\s+mes)?|(?:el\\s+|los\\s+)?(?<nth2>${ES_LIST})\\s+${ES}\\s+de\\s+cada\\s+mes`,
    WORKDAY,
  ),
  // "todo último dia útil (do mês)", "no 5º e no 20º dia útil de cada mês".
  pt: onNth(
    `(?:todos?\\s+os|todo|cada)\\s+(?<nth>${PT_LIST})\\s+${PT}(?:\\s+(?:do|de\\s+cada)\\s+m[eê]s)?|(?:n[ao]s?\\s+)?(?<nth2>${PT_LIST})\\s+${PT}\\s+de\\s+cada\\s+m[eê]s`,
    WORKDAY,
  ),
  // 每月最后一个工作日, 每个月的第5、20个工作日.
  zh: onNth(`每个?月的?(?<nth>${ZH_LIST})工作日`, WORKDAY),
  // 毎月最終営業日, 毎月第5、第20営業日.
  ja: onNth(`毎月の?(?<nth>${JA_LIST})(?:営業日|平日)`, WORKDAY),
};

/** Of one month each year first, then of each month. */
export const NTH_WORKDAY: Record<Language, Phrase[]> = Object.fromEntries(
  (Object.keys(OF_EACH_MONTH) as Language[]).map((lng) => [lng, [OF_A_MONTH[lng], OF_EACH_MONTH[lng]]]),
) as Record<Language, Phrase[]>;
