import { MAX_EVERY, type Repeat } from "../repeat";
import { daysRule, MAX_NTH_WORKDAY, monthDaysRule, spellNth } from "../repeat-value";
import type { Language } from "../i18n";
import { everyHoliday, holidayIn } from "./holidays";
import { PHRASES } from "./repeat-phrases";
import { RULE_LINKS_AFTER } from "./line-words";
import { except, leavesOut } from "./repeat-except";
import { dayAfterMonths, dayAfterYears, fifthAfterYears } from "./repeat-months";
import { WEEKLY_BEFORE, daysAfterWeeks } from "./repeat-weeks";
import { chars, NUMBER_WORDS, dayRange, ordinalList, words } from "./repeat-words";

// An exclamation mark after a word of a phrase that is not its last ("every! 3 days",
// "alle! 3 Tage", "每!3天") makes the rule count from the day it is done, as Todoist's
// "every!"; after its last word ("every Friday!") it is the line's own.
const BANG = /(?<=[\p{L}\p{N}])[!！]/gu;
// Chinese and Japanese may also say so before the phrase: "完成后每3天", "完了後3日ごと".
const FROM_DONE_BEFORE: Partial<Record<Language, RegExp>> = { zh: /完成后\s*$/u, ja: /完了(?:後|から)\s*$/u };

/** The line without the marks that may say "from done", and where each was (an index of the line without them). */
function withoutBangs(text: string): { clean: string; at: number[] } {
  const at: number[] = [];
  const clean = text.replace(BANG, (_mark: string, offset: number) => {
    at.push(offset - at.length);
    return "";
  });
  return { clean, at };
}

/**
 * Around the word a rule leaves for its first day ("every Saturday" leaves "Saturday"): the
 * line's reader finds it there, not in the title ("Saturday market every Saturday").
 */
export const KEPT = "\ue0fe";
export const KEPT_WORD = /\ue0fe([^\ue0fe]*)\ue0fe/;

/**
 * The first repeat phrase of a line (quoted text already set aside): the rule, whether it
 * counts from the day it is done, the words as typed, and the line without them (a weekday
 * kept for the date parser). Of a phrase said twice, the last: in "Weekly shop every week"
 * the title's own word stays ("Weekly shop"), as the rule mostly ends a line.
 */
export function takeRepeat(
  text: string,
  lng: Language,
  titleRequired = true,
): {
  repeat: Repeat;
  every: number;
  fromDone: boolean;
  repeatText: string;
  rest: string;
  /** The day of the month a monthly phrase named ("every 15th"): 1 to 31. */
  monthDay?: number;
  /** Where the phrase's words are in `rest` when they stay in the title ("every morning"). */
  stays?: { from: number; to: number };
} | null {
  const { clean, at } = withoutBangs(text);
  const every = everyHoliday(lng);
  for (const phrase of every ? [every, ...PHRASES[lng]] : PHRASES[lng]) {
    const match = lastMatch(phrase.pattern, clean);
    if (!match || leavesOut(clean.slice(0, match.index), lng)) continue;
    let start = match.index;
    const end = start + match[0].length;
    let fromDone = at.some((p) => p > start && p < end);
    const before = FROM_DONE_BEFORE[lng]?.exec(clean.slice(0, start));
    if (before) {
      fromDone = true;
      start = before.index;
    }
    // "weekly on Mondays and Thursdays": "weekly" says it again, after a title.
    const weekly =
      phrase.repeat === "weekly" && !phrase.every && !match.groups?.n
        ? WEEKLY_BEFORE[lng]?.exec(clean.slice(0, start))
        : null;
    if (weekly) start = weekly.index;
    // Back to the line as typed: marks before the phrase or after its last word stay in it.
    const from = start + at.filter((p) => p <= start).length;
    let to = end + at.filter((p) => p < end).length;
    const { days, days2, from: first, from2, to: last, to2 } = match.groups ?? {};
    const list = days ?? days2;
    const range = first ?? from2;
    const named = !phrase.days
      ? []
      : range
        ? dayRange(phrase.days(range)[0], phrase.days((last ?? to2)!)[0])
        : list
          ? phrase.days(list)
          : [];
    // Every other week's days ("every other Mon and Thu"): all seven would be no rule.
    const listed = daysRule(named, phrase.every);
    const { n, unit } = match.groups ?? {};
    let repeat = listed ?? (typeof phrase.repeat === "function" ? phrase.repeat(unit ?? "") : phrase.repeat);
    // "every day except Sunday": the days left, the words with the rule's.
    const leftOut =
      !n && !phrase.every && !phrase.stays && !phrase.monthDays ? except(text.slice(to), lng, repeat) : null;
    if (leftOut) {
      repeat = leftOut.repeat;
      to += leftOut.length;
    }
    // "every 2 weeks on Mon and Thu", "隔周周一和周四": the days after a rule of weeks.
    const count = n ? (NUMBER_WORDS[n.toLowerCase()] ?? parseInt(n, 10)) : (phrase.every ?? 1);
    const onDays =
      repeat === "weekly" && !named.length && !match.groups?.weekday && !leftOut
        ? daysAfterWeeks(text.slice(to), lng, count)
        : null;
    if (onDays) {
      repeat = onDays.repeat;
      to += onDays.length;
    }
    // "every 2 months on the first Monday", "monthly on the last day", "alle 2 Monate am 1. und
    // 15.": a day of the month after a rule of months, every so many (repeat-months.ts).
    // "every year on the last Friday of November", "every 2 years on the 1st of March": of one
    // month each year, every so many years.
    const plain = !phrase.monthDay && !phrase.nth && !phrase.monthDays && !phrase.lastDay && !phrase.month && !leftOut;
    const ofMonths =
      plain && repeat === "monthly"
        ? dayAfterMonths(text.slice(to), lng)
        : plain && repeat === "yearly"
          ? dayAfterYears(text.slice(to), lng)
          : null;
    if (ofMonths) {
      to += ofMonths.length;
      repeat = ofMonths.repeat;
    }
    // Its words end before a particle after them, which goes too.
    const said = to;
    if (!phrase.stays) to += RULE_LINKS_AFTER[lng]?.exec(text.slice(to))?.[0].length ?? 0;
    const weekday = match.groups?.weekday ?? match.groups?.weekday2 ?? match.groups?.date;
    const keep = weekday ? (phrase.singular ?? ((w: string) => w))(weekday) : "";
    // A mark right after the phrase ("every Sunday!") stays with the words before it.
    const mark = /^[!?,;:]/.test(text.slice(to));
    const kept = keep ? `${KEPT}${keep}${KEPT}` : "";
    const without = `${mark && !keep ? text.slice(0, from).trimEnd() : `${text.slice(0, from)} `}${kept}${mark ? "" : " "}${text.slice(to)}`;
    // A line that is only a repeat phrase keeps its words as the title.
    if (titleRequired && without.replace(kept, "").trim() === "") return null;
    const rest = phrase.stays ? text : without;
    // Of one month each year: "…:5" after an "nth:" rule.
    const { month, month2 } = match.groups ?? {};
    const of = phrase.month?.(month ?? month2 ?? "");
    if (phrase.month && !of) continue;
    const yearly = of ? `:${of}` : "";
    if (phrase.nth) {
      const { nth, nth2, nth3, nday, nday2, nday3 } = match.groups ?? {};
      const ordinals = nth ?? nth2 ?? nth3 ?? "";
      const which = ordinalList(ordinals);
      const day = phrase.nth(nday ?? nday2 ?? nday3 ?? "")[0];
      // Past the fourth only of a working day (day 8), up to its 20th, and the fifth of a day of
      // the week of every month (not of one month each year: some years have none).
      const most = day === 8 ? MAX_NTH_WORKDAY : of ? 4 : 5;
      if (!which || which.some((n) => !n || n > most) || !day) continue;
      repeat = spellNth(which as number[], day, of);
    }
    if (phrase.lastDay) repeat = `nth:-1:0${yearly}`;
    if (phrase.monthDays) {
      const { mdays, mdays2, mdays3 } = match.groups ?? {};
      const rule = monthDaysRule((mdays ?? mdays2 ?? mdays3 ?? "").match(/\d+/g)?.map(Number) ?? [], of);
      // A day past the 31st is no day; all 31 is no list people write.
      if (!rule || rule === "daily") continue;
      repeat = rule;
    }
    // "3" or "3rd".
    const every = count;
    if (every < 1 || every > MAX_EVERY) continue;
    const monthDay = phrase.monthDay
      ? // "first", "premier", "primero", "primeiro": the 1st.
        match.groups?.mday3
        ? 1
        : Number(match.groups?.mday ?? match.groups?.mday2)
      : undefined;
    if (monthDay !== undefined && (monthDay < 1 || monthDay > 31)) continue;
    return {
      repeat,
      every,
      fromDone,
      repeatText: text.slice(from, said),
      rest,
      ...(monthDay ? { monthDay } : {}),
      ...(phrase.stays ? { stays: { from, to } } : {}),
    };
  }
  return null;
}

/**
 * Rules we do not have, said whole: the n-th weekend of a month (its Saturday and Sunday may fall
 * in two months). French, Spanish and Portuguese ones are read as nothing already.
 */
const UNREAD: Partial<Record<Language, RegExp>> = {
  // "every second weekend" is every other one, a rule we have.
  en: words(
    "(?:every|each)\\s+(?:first|1st|third|3rd|fourth|4th|fifth|5th|last)\\s+weekend(?:\\s+(?:of|in)\\s+(?:the|every|each)\\s+month)?",
  ),
  de: words("(?:jedes|jeden)\\s+(?:erste|dritte|vierte|letzte)n?\\s+wochenende(?:\\s+(?:im\\s+monat|des\\s+monats))?"),
  zh: chars("每个?月的?(?:第[一二三四1-4]个?|最后一个|最后)周末"),
  ja: chars("毎月の?(?:第[一二三四1-4１-４]|最終|最後の)週末"),
};

/**
 * Where the words of a rule we do not have are ("every 5th Monday of May", "every year on the
 * fifth Monday of May": a fifth of one month each year, which some years lack; "every last
 * weekend of the month"), so that the line keeps them whole in its title rather than reading a
 * date or a part of a rule out of them ("Review every" on 31 May, "Clean every of the month"
 * this Sunday, 打扫 最后一个 monthly).
 */
export function unreadRule(text: string, lng: Language): { from: number; to: number } | null {
  const unread = UNREAD[lng]?.exec(text);
  if (unread) return { from: unread.index, to: unread.index + unread[0].length };
  // "every year on Easter", 每年春节: a day that moves from year to year, which no rule follows
  // (a holiday that does, "every year on Mother's Day", is its own rule: parse.ts).
  const holiday = holidayIn(text, lng);
  if (holiday && !holiday.rule) {
    const years = takeRepeat(text, lng, false);
    const from = years?.repeat === "yearly" ? text.lastIndexOf(years.repeatText) : -1;
    if (from >= 0)
      return { from: Math.min(from, holiday.from), to: Math.max(from + years!.repeatText.length, holiday.to) };
  }
  // The rest are a fifth of one month each year: only a line that says a fifth is read again.
  if (!/5|５|fifth|f[üu]nft|cinqui|quint|五/iu.test(text)) return null;
  // "every year on the fifth Monday of May": not yearly from the first such day.
  const years = takeRepeat(text, lng, false);
  if (years?.repeat === "yearly") {
    const from = text.lastIndexOf(years.repeatText);
    const fifth = from < 0 ? 0 : fifthAfterYears(text.slice(from + years.repeatText.length), lng);
    if (fifth) return { from, to: from + years.repeatText.length + fifth };
  }
  for (const phrase of PHRASES[lng]) {
    if (!phrase.nth || !phrase.month) continue;
    const match = lastMatch(phrase.pattern, text);
    const { nth, nth2, nth3, nday, nday2, nday3, month, month2 } = match?.groups ?? {};
    if (!match || !phrase.month(month ?? month2 ?? "")) continue;
    const day = phrase.nth(nday ?? nday2 ?? nday3 ?? "")[0];
    if (day !== 8 && ordinalList(nth ?? nth2 ?? nth3 ?? "")?.includes(5))
      return { from: match.index, to: match.index + match[0].length };
  }
  return null;
}

/** The last match of a pattern in a text, or null. */
export function lastMatch(pattern: RegExp, text: string): RegExpExecArray | null {
  const all = new RegExp(pattern.source, `${pattern.flags}g`);
  let last: RegExpExecArray | null = null;
  for (let match = all.exec(text); match; match = all.exec(text)) {
    last = match;
    if (match[0] === "") all.lastIndex++;
  }
  return last;
}
