import { monthNames } from "../months";
import {
  DE_ADVERBS,
  DE_DAYS,
  DE_LIST,
  DE_NUMBERS,
  N,
  WEEKEND,
  byInitial,
  listOf,
  monthNumber,
  onLastDay,
  rangeOf,
  words,
  yearlyOn,
  type Phrase,
} from "../repeat-words";
import { MONTH_DAYS, MONTH_DAYS_OF } from "../repeat-month-days";
import { NTH_LISTS } from "../repeat-nth-lists";
import { NTH_WORKDAY } from "../repeat-nth-workday";
import { EVERY_OTHER_WEEK } from "../repeat-weeks";

/** German repeat phrases, the longer first (see repeat-phrases.ts). */
export const DE: Phrase[] = [
  ...EVERY_OTHER_WEEK.de,
  ...NTH_LISTS.de,
  ...NTH_WORKDAY.de,
  MONTH_DAYS_OF.de,
  // "jeden letzten Tag im Februar"; "jeden letzten Tag im Monat", "jedes Monatsende".
  onLastDay(`jeden\\s+letzten\\s+tag\\s+im\\s+(?<month>${monthNames("de")})\\.?`, monthNumber("de")),
  onLastDay(
    "jeden\\s+letzten\\s+tag(?:\\s+(?:im\\s+monat|des\\s+monats))?|am\\s+letzten\\s+tag\\s+(?:jedes|jeden|eines\\s+jeden)\\s+monats|jedes\\s+monatsende|jeden\\s+monatsletzten",
  ),
  yearlyOn("jeden", `\\d{1,2}\\.\\s*(?:${monthNames("de")})\\.?`),
  MONTH_DAYS.de,
  // "jeden 15.", "jeden 15. des Monats", "am 15. jeden Monats".
  {
    pattern: words(
      `jeden\\s+(?<mday>\\d{1,2})\\.(?:\\s+des\\s+monats)?(?!\\s*(?:${monthNames("de")}|werktag|arbeitstag|geschäftstag))|am\\s+(?<mday2>\\d{1,2})\\.\\s+(?:jeden|eines\\s+jeden)\\s+monats`,
    ),
    repeat: "monthly",
    monthDay: true,
  },
  {
    pattern: words(`alle\\s+${N}\\s+(?<unit>tage|wochen|monate|jahre)`),
    repeat: byInitial({ t: "daily", w: "weekly", m: "monthly", j: "yearly" }),
  },
  { pattern: words("jede\\s+zweite\\s+woche|vierzehntäglich|zweiwöchentlich"), repeat: "weekly", every: 2 },
  { pattern: words("jedes\\s+quartal|vierteljährlich|quartalsweise"), repeat: "monthly", every: 3 },
  { pattern: words("jedes\\s+halbe\\s+jahr|halbjährlich"), repeat: "monthly", every: 6 },
  { pattern: words("jedes\\s+wochenende|an\\s+wochenenden|wochenends"), repeat: WEEKEND },
  { pattern: words(`jeden\\s+zweiten\\s+(?<weekday>${DE_DAYS})`), repeat: "weekly", every: 2 },
  {
    pattern: words(`jeden\\s+${rangeOf(DE_LIST.source, "bis")}|${rangeOf(DE_ADVERBS.source, "bis", "from2", "to2")}`),
    repeat: "weekly",
    days: DE_NUMBERS,
  },
  {
    pattern: words(
      `jeden\\s+(?<days>${listOf(DE_LIST.source, "und")})|(?:immer\\s+)?(?<days2>${listOf(DE_ADVERBS.source, "und")})`,
    ),
    repeat: "weekly",
    days: DE_NUMBERS,
  },
  { pattern: words(`jeden\\s+(?<weekday>${DE_DAYS})`), repeat: "weekly" },
  // "Sport montags", "immer samstags": every Monday, Saturday ("Sonntags-Brunch" is a thing).
  {
    pattern: words(`(?:immer\\s+)?(?<weekday>${DE_ADVERBS.source})(?!-)`),
    repeat: "weekly",
    // The weekday's name sets the first day; chrono knows no "Sonnabend".
    singular: (day) => day.slice(0, -1).replace(/^sonnabend$/i, "Samstag"),
  },
  // "jeden zweiten Tag", "jede zweite Woche": every other one.
  {
    pattern: words("(?:jeden|jede|jedes)\\s+zweiten?\\s+(?<unit>tag|woche|monat|jahr)"),
    repeat: byInitial({ t: "daily", w: "weekly", m: "monthly", j: "yearly" }),
    every: 2,
  },
  {
    pattern: words(
      "werktags|wochentags|arbeitstäglich|an\\s+(?:allen\\s+)?(?:werktagen|arbeitstagen|wochentagen)|jeden\\s+(?:werktag|arbeitstag)",
    ),
    repeat: "weekdays",
  },
  { pattern: words("jeden\\s+(?:morgen|vormittag|nachmittag|abend)|jede\\s+nacht"), repeat: "daily", stays: true },
  { pattern: words("jeden\\s+tag|täglich"), repeat: "daily" },
  { pattern: words("jede\\s+woche|wöchentlich"), repeat: "weekly" },
  { pattern: words("jeden\\s+monat|monatlich"), repeat: "monthly" },
  { pattern: words("jedes\\s+jahr|jährlich"), repeat: "yearly" },
];
