import { monthNames } from "../months";
import {
  EN_DAYS,
  EN_LIST,
  EN_NUMBERS,
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

/** English weekdays in the plural: "on Mondays". */
const EN_PLURAL = "(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s";

/** English repeat phrases, the longer first (see repeat-phrases.ts), "every" spelled out. */
const SPELLED: Phrase[] = [
  ...EVERY_OTHER_WEEK.en,
  ...NTH_LISTS.en,
  ...NTH_WORKDAY.en,
  MONTH_DAYS_OF.en,
  // "every last day of February"; "every last day", "on the last day of every month".
  onLastDay(`(?:every|each)\\s+last\\s+day\\s+(?:of|in)\\s+(?<month>${monthNames("en")})\\.?`, monthNumber("en")),
  onLastDay(
    "(?:every|each)\\s+last\\s+day(?:\\s+of\\s+(?:the|every|each)\\s+month)?|(?:on\\s+)?the\\s+last\\s+day\\s+of\\s+(?:every|each)\\s+month|(?:every|each)\\s+month\\s+on\\s+the\\s+last\\s+day",
  ),
  // "every March 15", "every 15th of March": yearly (before "every 15th").
  yearlyOn(
    "every|each",
    `(?:${monthNames("en")})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${monthNames("en")})`,
  ),
  // "every 3rd day", "every second week": an interval, not the month's 3rd.
  {
    pattern: words("every\\s+(?<n>\\d{1,2}(?:st|nd|rd|th)|second|third)\\s+(?<unit>day|week|month|year)"),
    repeat: byInitial({ d: "daily", w: "weekly", m: "monthly", y: "yearly" }),
  },
  MONTH_DAYS.en,
  // "every 15th", "every 1st of the month", "every first of the month", "(on the) 15th (first) of every month";
  // not the first of a list the phrases above did not take ("every 1st and 15th of Marching"),
  // nor a working day past the 20th ("every 21st business day": no rule says it).
  {
    pattern: words(
      `every\\s+(?<mday>\\d{1,2})(?:st|nd|rd|th)(?:\\s+of\\s+(?:the|every|each)\\s+month)?(?!\\s+(?:of\\s+)?(?:${monthNames("en")})|\\s*(?:,|&|and\\s)\\s*\\d|\\s+(?:work(?:ing)?[\\s-]?|business\\s+|week)days?)|(?:every\\s+|(?:on\\s+)?the\\s+(?=first(?:\\s+day)?\\s+of\\s+(?:every|each)\\s))(?<mday3>first)(?:\\s+day)?\\s+of\\s+(?:the|every|each)\\s+month|(?:(?:on\\s+)?the\\s+)?(?<mday2>\\d{1,2})(?:st|nd|rd|th)\\s+of\\s+(?:every|each)\\s+month`,
    ),
    repeat: "monthly",
    monthDay: true,
  },
  // Todoist's "every 27": the 27th, when the number ends the line ("every 30 minutes" is none).
  { pattern: words("every\\s+(?<mday>\\d{1,2})(?=\\s*$)"), repeat: "monthly", monthDay: true },
  {
    pattern: words(`every\\s+${N}\\s+(?<unit>days?|weeks?|months?|years?)`),
    repeat: byInitial({ d: "daily", w: "weekly", m: "monthly", y: "yearly" }),
  },
  { pattern: words("fortnightly|biweekly|every\\s+fortnight"), repeat: "weekly", every: 2 },
  // A quarter: every 3 months; half a year: 6.
  { pattern: words("every\\s+quarter|each\\s+quarter|quarterly"), repeat: "monthly", every: 3 },
  { pattern: words("every\\s+half\\s+year|half-yearly|semi-?annually|biannually"), repeat: "monthly", every: 6 },
  { pattern: words("(?:every|each)\\s+weekend|on\\s+weekends"), repeat: WEEKEND },
  { pattern: words(`every\\s+(?:other|second)\\s+(?<weekday>${EN_DAYS})`), repeat: "weekly", every: 2 },
  {
    pattern: words(`(?:every|each)\\s+${rangeOf(EN_LIST.source, "to|through|thru|till|until")}`),
    repeat: "weekly",
    days: EN_NUMBERS,
  },
  {
    // English lists with spaces alone too: "every mon wed fri".
    pattern: words(`(?:every|each)\\s+(?<days>${listOf(EN_LIST.source, "and", true)})`),
    repeat: "weekly",
    days: EN_NUMBERS,
  },
  { pattern: words(`every\\s+(?<weekday>${EN_DAYS})`), repeat: "weekly" },
  // "on Mondays", "on Mondays and Thursdays": every one (a bare "Mondays" may be a thing's).
  {
    pattern: words(`on\\s+(?<days>${listOf(EN_PLURAL, "and")})`),
    repeat: "weekly",
    days: EN_NUMBERS,
  },
  { pattern: words(`on\\s+(?<weekday>${EN_PLURAL})`), repeat: "weekly", singular: (day) => day.slice(0, -1) },
  {
    pattern: words(
      "(?:every|each)\\s+(?:weekday|workday|(?:business|working|work)\\s+day)|on\\s+(?:weekdays|workdays|business\\s+days|working\\s+days)",
    ),
    repeat: "weekdays",
  },
  // "nightly" says when in the day as "every night" does: its word stays.
  {
    pattern: words("(?:every|each)\\s+(?:morning|afternoon|evening|night)|nightly"),
    repeat: "daily",
    stays: true,
  },
  { pattern: words("every\\s+day|each\\s+day|daily"), repeat: "daily" },
  { pattern: words("every\\s+week|each\\s+week|weekly"), repeat: "weekly" },
  { pattern: words("every\\s+month|each\\s+month|monthly"), repeat: "monthly" },
  { pattern: words("every\\s+year|each\\s+year|yearly|annually"), repeat: "yearly" },
];

// Todoist's shorthand: "ev" is "every" ("ev day", "ev mon, fri", "ev 3 weeks"). Before, "X ev
// monday, friday" read "friday" as a day and kept "X ev".
export const EN: Phrase[] = SPELLED.map((phrase) => ({
  ...phrase,
  pattern: new RegExp(phrase.pattern.source.replaceAll("every", "(?:every|ev)"), phrase.pattern.flags),
}));
