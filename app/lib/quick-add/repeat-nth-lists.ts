// Phrases of one or more of a day of the week each month ("every first Monday", "every 1st and
// 3rd Monday", "jeden zweiten und vierten Dienstag", 每月第一个和第三个周一, 毎月第1・第3月曜日): the
// rule "nth:1:1", "nth:1,3:1" (lib/repeat.ts), or of one month each year ("every last Monday of
// May": "nth:-1:1:5"). repeat-phrases.ts puts them first in each language, before "every 1st".
import type { Language } from "../i18n";
import { monthNames } from "./months";
import {
  CJK_NUMBERS,
  DE_DAYS,
  DE_NUMBERS,
  DE_ORD,
  EN_DAYS,
  EN_NUMBERS,
  EN_ORD,
  ES_DAYS,
  ES_NUMBERS,
  ES_ORD,
  FR_DAYS,
  FR_NUMBERS,
  FR_ORD,
  PT_DAY,
  PT_NUMBERS,
  PT_ORD,
  CJK_MONTH,
  cjkMonth,
  monthNumber,
  onNth,
  onNthOf,
  wholeListOf,
  type Phrase,
} from "./repeat-words";

/** One or more ordinals (each perhaps after its article), the whole list. */
export const ordinals = (ord: string, and: string, article = "") =>
  wholeListOf(`${article ? `(?:(?:${article})\\s+)?` : ""}(?:${ord})`, and, true);
/** In Chinese and Japanese: `item`, then any more `next` after `and`. */
export const cjkList = (item: string, next: string, and: string) => `${item}(?:(?:${and})${next})*`;

const EN = ordinals(EN_ORD, "and");
const DE = ordinals(DE_ORD, "und");
const FR = ordinals(FR_ORD, "et", "le|la");
const ES = ordinals(ES_ORD, "y", "el");
const PT = ordinals(PT_ORD, "e", "[ao]");
const ZH = cjkList(
  "(?:第[一二三四五1-5]个?|最后一个|最后)",
  "(?:第?[一二三四五1-5]个?|最后一个|最后)",
  "[和与及、,，]",
);
const JA = cjkList("(?:第[一二三四五1-5１-５]|最終|最後の)", "(?:第?[一二三四五1-5１-５]|最終|最後の)", "[・、,，と]");

/** Each language's list of ordinals before a day of the week, for a day of the month after a rule of months (repeat-months.ts). */
export const NTH_ORDINALS: Record<Language, string> = { en: EN, de: DE, fr: FR, es: ES, pt: PT, zh: ZH, ja: JA };

export const NTH_LISTS: Record<Language, Phrase[]> = {
  // "every last Monday of May", "each 4th Thursday in November", "every 1st and 3rd Saturday of May",
  // "the first Monday of January every year"; "every first Monday", "every 1st and 3rd Monday",
  // "every last Fri of the month", "on the 3rd Tuesday of every month" (before "every 1st"). "every
  // second Monday" alone is every other one, unless "of the month" follows.
  en: [
    onNthOf(
      `(?:every|each)\\s+(?<nth>${EN})\\s+(?<nday>${EN_DAYS})s?\\s+(?:of|in)\\s+(?<month>${monthNames("en")})\\.?|(?:on\\s+)?the\\s+(?<nth2>${EN})\\s+(?<nday2>${EN_DAYS})s?\\s+(?:of|in)\\s+(?<month2>${monthNames("en")})\\.?\\s+(?:every|each)\\s+year`,
      EN_NUMBERS,
      monthNumber("en"),
    ),
    onNth(
      `(?:every|each)\\s+(?<nth>(?!second\\s+(?:${EN_DAYS}))${EN})\\s+(?<nday>${EN_DAYS})s?(?:\\s+of\\s+(?:the|every|each)\\s+month)?|(?:every|each)\\s+(?<nth2>second)\\s+(?<nday2>${EN_DAYS})\\s+of\\s+(?:the|every|each)\\s+month|(?:on\\s+)?the\\s+(?<nth3>${EN})\\s+(?<nday3>${EN_DAYS})s?\\s+of\\s+(?:every|each)\\s+month`,
      EN_NUMBERS,
    ),
  ],
  // "jeden letzten Montag im Mai", "jedes Jahr am vierten Donnerstag im November"; "jeden ersten
  // (und dritten) Montag (im Monat)", "am 2. und 4. Dienstag jedes Monats" (before "jeden 1.").
  // "jeden zweiten Montag" alone is every other one, unless the month follows.
  de: [
    onNthOf(
      `jeden\\s+(?<nth>${DE})\\s+(?<nday>${DE_DAYS})\\s+im\\s+(?<month>${monthNames("de")})\\.?|jedes\\s+jahr\\s+am\\s+(?<nth2>${DE})\\s+(?<nday2>${DE_DAYS})\\s+im\\s+(?<month2>${monthNames("de")})\\.?`,
      DE_NUMBERS,
      monthNumber("de"),
    ),
    onNth(
      `jeden\\s+(?<nth>(?!(?:zweiten|2\\.)\\s+(?:${DE_DAYS}))${DE})\\s+(?<nday>${DE_DAYS})(?:\\s+(?:im\\s+monat|des\\s+monats))?|jeden\\s+(?<nth2>zweiten|2\\.)\\s+(?<nday2>${DE_DAYS})\\s+(?:im\\s+monat|des\\s+monats)|am\\s+(?<nth3>${DE})\\s+(?<nday3>${DE_DAYS})\\s+(?:jedes|jeden|eines\\s+jeden)\\s+monats`,
      DE_NUMBERS,
    ),
  ],
  // "chaque dernier lundi de mai", "chaque premier et troisième lundi (du mois)", "le 2e et le 4e mardi de chaque mois".
  fr: [
    onNthOf(
      `(?:chaque|tous\\s+les|toutes\\s+les)\\s+(?<nth>${FR})\\s+(?<nday>(?:${FR_DAYS})s?)\\s+(?:du\\s+mois\\s+)?(?:de\\s+|d['’]\\s*|en\\s+)(?<month>${monthNames("fr")})`,
      FR_NUMBERS,
      monthNumber("fr"),
    ),
    onNth(
      `(?:chaque|tous\\s+les|toutes\\s+les)\\s+(?<nth>${FR})\\s+(?<nday>(?:${FR_DAYS})s?)(?:\\s+(?:du|de\\s+chaque)\\s+mois)?|(?:les?\\s+)?(?<nth2>${FR})\\s+(?<nday2>(?:${FR_DAYS})s?)\\s+de\\s+chaque\\s+mois`,
      FR_NUMBERS,
    ),
  ],
  // "cada último lunes de mayo", "cada primer y tercer lunes (del mes)", "el segundo y el cuarto martes de cada mes".
  es: [
    onNthOf(
      `(?:cada|todos\\s+los)\\s+(?<nth>${ES})\\s+(?<nday>(?:${ES_DAYS})s?)\\s+de\\s+(?<month>${monthNames("es")})`,
      ES_NUMBERS,
      monthNumber("es"),
    ),
    onNth(
      `(?:cada|todos\\s+los)\\s+(?<nth>${ES})\\s+(?<nday>(?:${ES_DAYS})s?)(?:\\s+(?:del|de\\s+cada|de)\\s+mes)?|(?:el\\s+|los\\s+)?(?<nth2>${ES})\\s+(?<nday2>(?:${ES_DAYS})s?)\\s+de\\s+cada\\s+mes`,
      ES_NUMBERS,
    ),
  ],
  // "toda última segunda de maio", "toda primeira e terceira segunda (do mês)", "na 2ª e 4ª terça de
  // cada mês" ("toda segunda" alone is every Monday: an ordinal is read only before a day).
  pt: [
    onNthOf(
      `(?:todas?\\s+as|todos?\\s+os|toda|todo|cada)\\s+(?<nth>${PT})\\s+(?<nday>${PT_DAY})\\s+de\\s+(?<month>${monthNames("pt")})`,
      PT_NUMBERS,
      monthNumber("pt"),
    ),
    onNth(
      `(?:todas?\\s+as|todos?\\s+os|toda|todo|cada)\\s+(?<nth>${PT})\\s+(?<nday>${PT_DAY})(?:\\s+(?:do|de\\s+cada)\\s+m[eê]s)?|(?:n[ao]s?\\s+)?(?<nth2>${PT})\\s+(?<nday2>${PT_DAY})\\s+de\\s+cada\\s+m[eê]s`,
      PT_NUMBERS,
    ),
  ],
  // 每年5月的最后一个星期一, 每年十一月第四个周四; 每月第一个(和第三个)周一, 每个月的第2、4个星期二 (before 每月).
  zh: [
    onNthOf(
      `每年(?<month>${CJK_MONTH})月的?(?<nth>${ZH})(?:周|星期|礼拜)(?<nday>[一二三四五六日天])`,
      CJK_NUMBERS("一二三四五六日"),
      cjkMonth,
    ),
    onNth(`每个?月的?(?<nth>${ZH})(?:周|星期|礼拜)(?<nday>[一二三四五六日天])`, CJK_NUMBERS("一二三四五六日")),
  ],
  // 毎年5月の最終月曜日; 毎月第1(・第3)月曜日, 毎月第2、4火曜日.
  ja: [
    onNthOf(
      `毎年(?<month>${CJK_MONTH})月の?(?<nth>${JA})(?<nday>[月火水木金土日])曜日?`,
      CJK_NUMBERS("月火水木金土日"),
      cjkMonth,
    ),
    onNth(`毎月の?(?<nth>${JA})(?<nday>[月火水木金土日])曜日?`, CJK_NUMBERS("月火水木金土日")),
  ],
};
