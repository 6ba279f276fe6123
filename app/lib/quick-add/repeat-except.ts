import { ruleDays, type Repeat } from "../repeat";
import { daysRule } from "../repeat-value";
import type { Language } from "../i18n";
import {
  CJK_NUMBERS,
  DE_ADVERBS,
  DE_LIST,
  DE_NUMBERS,
  EN_LIST,
  EN_NUMBERS,
  ES_LIST,
  ES_NUMBERS,
  FR_LIST,
  FR_NUMBERS,
  PT_LIST,
  PT_NUMBERS,
  listOf,
} from "./repeat-words";

/** Days a rule leaves out, after it ("every day except Sunday"): the words that say so, and the days' reader. */
interface Except {
  but: string;
  /** Of `but`, the words that say so before a rule's phrase too ("except on weekends"): not "menos" ("less"). */
  before?: string;
  pattern: RegExp;
  days: (list: string) => number[];
}

/** A language with spaces: the days after `but` and `the` ("except on Sunday", "außer am Wochenende"). */
const spaced = (
  but: string,
  the: string,
  list: RegExp,
  and: string,
  weekend: string,
  days: (list: string) => number[],
  before?: string,
): Except => ({
  but,
  before,
  pattern: new RegExp(
    `^\\s*,?\\s*(?:${but})\\s+${the}(?:(?<days>${listOf(list.source, and)}|${list.source})|(?<weekend>${weekend}))(?![\\p{L}\\p{N}])`,
    "iu",
  ),
  days,
});
const ZH_DAY = "(?:周|星期|礼拜)[一二三四五六日天]";
const JA_DAY = "[月火水木金土日]曜日?";

const EXCEPT: Record<Language, Except> = {
  en: spaced(
    "except|but\\s+not|excluding|apart\\s+from",
    "(?:on\\s+)?(?:the\\s+)?",
    EN_LIST,
    "and|or",
    "weekends?",
    EN_NUMBERS,
  ),
  de: spaced(
    "außer",
    "(?:am\\s+|an\\s+)?",
    new RegExp(`${DE_ADVERBS.source}|${DE_LIST.source}`),
    "und|oder",
    "(?:am\\s+)?wochenenden?",
    DE_NUMBERS,
  ),
  fr: spaced("sauf|excepté|hormis", "(?:le\\s+|les\\s+)?", FR_LIST, "et|ou", "week-?ends?", FR_NUMBERS),
  es: spaced(
    "excepto|salvo|menos",
    "(?:el\\s+|los\\s+)?",
    ES_LIST,
    "y|o",
    "fines?\\s+de\\s+semana",
    ES_NUMBERS,
    "excepto|salvo",
  ),
  pt: spaced(
    "exceto|menos|fora",
    "(?:n?[ao]s?\\s+)?",
    PT_LIST,
    "e|ou",
    "fi(?:m|ns)\\s+de\\s+semana",
    PT_NUMBERS,
    "exceto",
  ),
  // 每天除了周日, 每天除周六周日外: "除" before the days.
  zh: {
    but: "除了?",
    pattern: new RegExp(
      `^\\s*[,，]?\\s*除了?(?:(?<days>${ZH_DAY}(?:[、,，和]?${ZH_DAY})*)|(?<weekend>周末))(?:以外|之外|外)?`,
      "u",
    ),
    days: (list) => CJK_NUMBERS("一二三四五六日")(list.replace(/周|星期|礼拜/g, "")),
  },
  // 毎日（日曜日を除く）, 毎日 週末以外: the word after the days.
  ja: {
    but: "(?!)",
    pattern: new RegExp(
      `^\\s*[(（]?(?:(?<days>${JA_DAY}(?:[・、,と]?${JA_DAY})*)|(?<weekend>週末|土日))(?:以外|を除く)[)）]?`,
      "u",
    ),
    days: CJK_NUMBERS("月火水木金土日"),
  },
};
const BEFORE = Object.fromEntries(
  Object.entries(EXCEPT).map(([lng, { but, before }]) => [
    lng,
    new RegExp(`(?<![\\p{L}\\p{N}])(?:${before ?? but})\\s*$`, "iu"),
  ]),
) as Record<Language, RegExp>;

/** Whether `before` ends in words that leave days out: "except on weekends" names no rule of its own. */
export const leavesOut = (before: string, lng: Language) => BEFORE[lng].test(before);

/** A rule's days of the week (daily: all seven, weekdays: five), or none for the others. */
const weekDays = (repeat: Repeat): number[] =>
  repeat === "daily" ? [1, 2, 3, 4, 5, 6, 7] : repeat === "weekdays" ? [1, 2, 3, 4, 5] : ruleDays(repeat);

/**
 * "every day except Sunday", "every weekday but not Friday", "jeden Tag außer Montag",
 * "每天除了周日" (`text` is what follows the rule): the rule's days without those (days it does
 * not have change nothing), and how long the words are; null when none follow, or they leave no day.
 */
export function except(text: string, lng: Language, repeat: Repeat): { repeat: Repeat; length: number } | null {
  const days = weekDays(repeat);
  const match = days.length ? EXCEPT[lng].pattern.exec(text) : null;
  if (!match) return null;
  const left = match.groups!.weekend ? [6, 7] : EXCEPT[lng].days(match.groups!.days!);
  const rule = daysRule(days.filter((d) => !left.includes(d)));
  return rule ? { repeat: rule, length: match[0].length } : null;
}
