import { WHOLE_WEEK, type Repeat } from "../repeat";
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
  FR_DAYS,
  FR_LIST,
  FR_NUMBERS,
  PT_DAYS,
  PT_LIST,
  PT_NUMBERS,
  WEEKEND,
  chars,
  listOf,
  words,
  type Phrase,
} from "./repeat-words";

// The days after a rule of weeks: "every 2 weeks on Mon and Thu", "alle zwei Wochen montags
// und donnerstags", "toutes les deux semaines le lundi et le jeudi", "隔周周一和周四",
// "2週間ごとの月曜と木曜" (decision 028: chosen days every few weeks).

/** Every day of one week in two: "week on, week off", "todos os dias, semana sim, semana não". */
const wholeWeek = (source: string): Phrase => ({ pattern: words(source), repeat: WHOLE_WEEK, every: 2 });

/**
 * Chosen days every other week said at once: "every other Mon and Thu", "jeden zweiten Montag
 * und Donnerstag", and every other weekend in each language (Chinese and Japanese say it with
 * 隔周 or 隔週 and the days after: see AFTER). Read before a language's other phrases.
 */
export const EVERY_OTHER_WEEK: Record<Language, Phrase[]> = {
  en: [
    wholeWeek(
      "week\\s+on,?\\s+week\\s+off|(?:every\\s+day|daily)\\s+(?:every\\s+(?:other|second)\\s+week|on\\s+alternate\\s+weeks)|every\\s+(?:other|second)\\s+week,?\\s+(?:every\\s+day|daily)",
    ),
    {
      pattern: words(`every\\s+(?:other|second)\\s+(?<days>${listOf(EN_LIST.source, "and")})`),
      repeat: "weekly",
      every: 2,
      days: EN_NUMBERS,
    },
    {
      pattern: words("every\\s+(?:other|second)\\s+weekend|(?:on\\s+)?alternate\\s+weekends"),
      repeat: WEEKEND,
      every: 2,
    },
  ],
  de: [
    wholeWeek(
      "eine\\s+woche\\s+ja,?\\s+eine\\s+woche\\s+nein|(?:jeden\\s+tag|täglich),?\\s+(?:jede\\s+zweite\\s+woche|alle\\s+(?:zwei|2)\\s+wochen)|(?:jede\\s+zweite\\s+woche|alle\\s+(?:zwei|2)\\s+wochen),?\\s+(?:jeden\\s+tag|täglich)",
    ),
    {
      pattern: words(`jeden\\s+zweiten\\s+(?<days>${listOf(DE_LIST.source, "und")})`),
      repeat: "weekly",
      every: 2,
      days: DE_NUMBERS,
    },
    { pattern: words("jedes\\s+zweite\\s+wochenende|alle\\s+(?:zwei|2)\\s+wochenenden"), repeat: WEEKEND, every: 2 },
  ],
  fr: [
    wholeWeek(
      "tous\\s+les\\s+jours,?\\s+une\\s+semaine\\s+sur\\s+deux|une\\s+semaine\\s+sur\\s+deux,?\\s+tous\\s+les\\s+jours",
    ),
    { pattern: words("un\\s+week-?end\\s+sur\\s+deux|tous\\s+les\\s+deux\\s+week-?ends"), repeat: WEEKEND, every: 2 },
  ],
  es: [
    wholeWeek(
      "todos\\s+los\\s+d[ií]as,?\\s+(?:una\\s+semana\\s+s[ií]\\s+y\\s+otra\\s+no|semana\\s+s[ií],?\\s+semana\\s+no|cada\\s+dos\\s+semanas)|(?:una\\s+semana\\s+s[ií]\\s+y\\s+otra\\s+no|semana\\s+s[ií],?\\s+semana\\s+no),?\\s+todos\\s+los\\s+d[ií]as",
    ),
    {
      pattern: words(
        "cada\\s+dos\\s+fines\\s+de\\s+semana|(?:un\\s+)?fin\\s+de\\s+semana\\s+s[íi],?\\s+(?:y\\s+)?(?:otro|fin\\s+de\\s+semana)\\s+no|fines\\s+de\\s+semana\\s+alternos",
      ),
      repeat: WEEKEND,
      every: 2,
    },
  ],
  pt: [
    wholeWeek(
      "todos\\s+os\\s+dias,?\\s+(?:semana\\s+sim,?\\s+semana\\s+não|uma\\s+semana\\s+sim\\s+e\\s+outra\\s+não|a\\s+cada\\s+duas\\s+semanas)|(?:semana\\s+sim,?\\s+semana\\s+não|uma\\s+semana\\s+sim\\s+e\\s+outra\\s+não),?\\s+todos\\s+os\\s+dias",
    ),
    {
      pattern: words(
        "(?:a\\s+)?cada\\s+dois\\s+fins\\s+de\\s+semana|(?:um\\s+)?fim\\s+de\\s+semana\\s+sim,?\\s+(?:fim\\s+de\\s+semana|outro)\\s+não|fins\\s+de\\s+semana\\s+alternados",
      ),
      repeat: WEEKEND,
      every: 2,
    },
  ],
  zh: [{ pattern: chars("隔周每天|每隔一周每天|每两周的每一天"), repeat: WHOLE_WEEK, every: 2 }],
  ja: [{ pattern: chars("隔週(?:で|の)?毎日"), repeat: WHOLE_WEEK, every: 2 }],
};

/**
 * "weekly" or "every week" right before a phrase of days of the week, after some title ("Sync
 * weekly on Mondays and Thursdays"): the same rule said twice, both its words.
 */
export const WEEKLY_BEFORE: Partial<Record<Language, RegExp>> = Object.fromEntries(
  Object.entries({
    en: "weekly|every\\s+week|each\\s+week",
    de: "wöchentlich|jede\\s+woche",
    fr: "chaque\\s+semaine|toutes\\s+les\\s+semaines",
    es: "cada\\s+semana|todas\\s+las\\s+semanas|semanalmente",
    pt: "toda\\s+semana|todas\\s+as\\s+semanas|cada\\s+semana|semanalmente",
  }).map(([lng, words]) => [lng, new RegExp(`(?<=\\S\\s+)(?<![\\p{L}\\p{N}])(?:${words}),?\\s+$`, "iu")]),
);

interface After {
  pattern: RegExp;
  days: (list: string) => number[];
}

/**
 * Two or more days (`item`), each perhaps after an article (`the`: "le", "los", "às"), joined
 * by commas, "&" or the language's "and"; then not a letter.
 */
const listWith = (item: string, and: string, the: string) => {
  const one = `(?:(?:${the})\\s+)?(?:${item})`;
  return `${one}(?:(?:\\s*[,&]\\s*(?:(?:${and})\\s+)?|\\s+(?:${and})\\s+)${one})+(?![\\p{L}\\p{N}])`;
};

/**
 * A language with spaces: after `on` ("on", "am", "le"…), a list, one day in the plural (`one`:
 * "Mondays", "montags", "les lundis"), the weekend, or the working days.
 */
const spaced = (
  on: string,
  list: string,
  and: string,
  the: string,
  one: string,
  weekend: string,
  weekdays: string,
  days: (list: string) => number[],
): After => ({
  pattern: new RegExp(
    `^\\s*,?\\s*(?:(?:${on})\\s+)?(?:(?<days>${listWith(list, and, the)})|(?<one>${one})(?![\\p{L}])|(?<weekend>${weekend})(?![\\p{L}])|(?<weekdays>${weekdays})(?![\\p{L}]))`,
    "iu",
  ),
  days,
});

const ZH_DAY = "(?:周|星期|礼拜)[一二三四五六日天]";
const JA_DAY = "[月火水木金土日](?:曜日?)?";

const AFTER: Record<Language, After> = {
  en: spaced(
    "on",
    EN_LIST.source,
    "and",
    "the",
    "(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s",
    "(?:the\\s+)?weekends?",
    "weekdays|workdays|business\\s+days|working\\s+days",
    EN_NUMBERS,
  ),
  de: spaced(
    "jeweils\\s+am|jeweils\\s+an|am|an|immer",
    `${DE_ADVERBS.source}|${DE_LIST.source}`,
    "und",
    "am|den",
    DE_ADVERBS.source,
    "(?:am\\s+)?wochenenden?|wochenends",
    "werktags|an\\s+werktagen|wochentags",
    DE_NUMBERS,
  ),
  fr: spaced(
    "chaque",
    FR_LIST.source,
    "et",
    "le|les",
    `les\\s+(?:${FR_DAYS})s`,
    "(?:le\\s+|les\\s+)?week-?ends?",
    "(?:les\\s+)?jours\\s+ouvrés|en\\s+semaine",
    FR_NUMBERS,
  ),
  es: spaced(
    "cada",
    ES_LIST.source,
    "y|e",
    "el|los",
    "los\\s+(?:lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bados|domingos)",
    "(?:el\\s+|los\\s+)?fines?\\s+de\\s+semana",
    "(?:los\\s+)?d[íi]as\\s+(?:laborables|hábiles|habiles)|entre\\s+semana",
    ES_NUMBERS,
  ),
  pt: spaced(
    "toda|todas\\s+as",
    PT_LIST.source,
    "e",
    "às|as|aos|na|nas|no|nos|a|o",
    `(?:às|as|nas)\\s+(?:${PT_DAYS})s(?:-feiras)?|(?:aos|nos)\\s+(?:sábados|sabados|domingos)`,
    "(?:n?[ao]s?\\s+)?fi(?:m|ns)\\s+de\\s+semana",
    "(?:n?[ao]s\\s+)?dias\\s+úteis",
    PT_NUMBERS,
  ),
  // 隔周周一和周四, 每两周的周一、周四, 每2周周末, 隔周工作日.
  zh: {
    pattern: new RegExp(
      `^的?(?:(?<days>${ZH_DAY}(?:[、,，和及与]?(?:${ZH_DAY}|[一二三四五六日]))+)|(?<weekend>周末)|(?<weekdays>工作日))`,
      "u",
    ),
    days: (list) => CJK_NUMBERS("一二三四五六日")(list.replace(/周|星期|礼拜/g, "")),
  },
  // 隔週の月・木, 2週間ごとに月曜と木曜, 隔週の土日, 隔週平日.
  ja: {
    pattern: new RegExp(
      `^[のに]?(?:(?<days>${JA_DAY}(?:[・、,，と]${JA_DAY})+)|(?<weekend>週末|土日)|(?<weekdays>平日))`,
      "u",
    ),
    days: CJK_NUMBERS("月火水木金土日"),
  },
};

/**
 * After a rule of weeks (`text` follows it: "every 2 weeks", `every` 2), the days it names:
 * two or more, one in the plural, the weekend, or the working days; the rule of those days every so many weeks,
 * and how long the words are. Null when none follow, or they make no rule (all seven days
 * every few weeks).
 */
export function daysAfterWeeks(text: string, lng: Language, every: number): { repeat: Repeat; length: number } | null {
  const match = AFTER[lng].pattern.exec(text);
  if (!match) return null;
  const { days, one, weekend } = match.groups!;
  const list = days ?? one;
  const rule = list ? daysRule(AFTER[lng].days(list), every) : weekend ? WEEKEND : "weekdays";
  return rule ? { repeat: rule, length: match[0].length } : null;
}
