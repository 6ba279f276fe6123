import * as chrono from "chrono-node";
import type { Priority } from "../data-api";
import { ruleDays, ruleMonthDays, ruleMonthDaysMonth, type Repeat } from "../repeat";
import { nthParts } from "../repeat-value";
import { addDays, isoWeekday, nextMonthDay, nextNthWeekday, nextOfMonthDays } from "../dates";
import type { Language } from "../i18n";
import { KEPT_WHOLE } from "../rich-text";
import { MORE_DATES } from "./more-dates-phrases";
import { MAY_BEFORE_A_VERB, NAMED_DAYS, roundTheClock, ZH_WEEKDAY_WITH_A_TIME } from "./chrono-refiners";
import { KEPT, KEPT_WORD, takeRepeat, unreadRule } from "./repeat";
import { lastDay, takeEnd, type FoundDay, type Lasting } from "./repeat-end";
import { takeStartMonth } from "./repeat-month-bounds";
import { HOLIDAY, holidayIn } from "./holidays";
import { isFraction, isPlainWord, isSpan, isUnanchored } from "./not-dates";
import { REMINDER_BEFORE, reminderAt, reminderBeforeOf } from "./reminder-before";
import { timesIn } from "./time";
import { CONNECTORS, LINKS_AFTER, LIST_GLUE, OF_A_DAY, RANGE_AFTER, STARTS_AT, TIME_IN_A_DAY } from "./line-words";

/** What one line of quick add means: a title, maybe a day and a repeat rule, and marker names (#name). */
export interface QuickAdd {
  title: string;
  /** YYYY-MM-DD, or null when the line names no day. */
  day: string | null;
  /** The words that set the day, as typed (to tell the user where it went). */
  dateText: string | null;
  markers: string[];
  /** "every day", "jeden Montag", "毎月"…: how it repeats, or null. */
  repeat: Repeat | null;
  /** Its interval: 2 for "every 2 weeks", 1 otherwise. */
  every: number;
  /** "every! 3 days": the rule counts from the day it is done (decision 041). */
  fromDone: boolean;
  /** The words that set the rule, as typed. */
  repeatText: string | null;
  /** "until Dec 31": the rule's last day; or `lasts`, "for 3 weeks" from its first day (repeatUntil). */
  until: string | null;
  lasts: Lasting | null;
  /** The words that ended the rule, as typed. */
  endText: string | null;
  /** "p1" to "p4" (Todoist's words, in every language): the priority, or null when not given. */
  priority: Priority | null;
  /** "+name": who does it, as typed (the database finds the member); `me` for "+me" and its
   *  words in the line's language. Null when not given. */
  assignee: { name: string; me: boolean } | null;
  /** "{March 30}", "{fri}": the day it must be done by (Todoist's braces, decision 072), or null. */
  deadline: string | null;
  /** Its words as typed, with their braces. */
  deadlineText: string | null;
  /** "!9:30", "!9am", "!14h": the reader's own reminder at that time of its day, "HH:MM" (decision 074), or null. */
  reminder: string | null;
  /** "!18:00 the day before": how many days before the objective's the reminder goes on (decision 086); 0 on its day. */
  reminderDaysBefore: number;
  /** "at 3pm", "15:00", "um 15 Uhr", "下午3点": the time of its day, "HH:MM" (decision 093), or null. */
  at: string | null;
  /** "10:00-11:30", "3-5pm", "von 10 bis 11 Uhr": how long it takes from `at`, in minutes (decision 095), or null. */
  minutes: number | null;
  /**
   * "!30 min before": one's reminder that many minutes before `at`, moving with it (decision
   * 094), or null. With a time, `reminder` and `reminderDaysBefore` say when that is now.
   */
  reminderBefore: number | null;
}

type Parser = chrono.Chrono;
/**
 * chrono's casual parser for each language, with the phrases it does not know (or reads
 * wrongly) first (`MORE_DATES`), so that a match as long as one of chrono's (which may leave
 * the day uncertain: "in 3 months") is ours.
 */
function buildParsers(): Record<Language, Parser> {
  const { en, de, es, pt, fr, zh, ja } = chrono;
  const all: Record<Language, Parser> = {
    en: en.casual.clone(),
    de: de.casual.clone(),
    es: es.casual.clone(),
    pt: pt.casual.clone(),
    fr: fr.casual.clone(),
    zh: zh.casual.clone(),
    ja: ja.casual.clone(),
  };
  for (const [lng, parser] of Object.entries(all) as [Language, Parser][]) {
    parser.parsers.unshift(...MORE_DATES[lng]);
    // Then their results mended (chrono-refiners.ts).
    parser.refiners.push(roundTheClock(lng === "en"));
  }
  all.en.refiners.push(MAY_BEFORE_A_VERB, NAMED_DAYS);
  all.zh.refiners.push(ZH_WEEKDAY_WITH_A_TIME);
  return all;
}

const parsers = buildParsers();

export const QUOTES = /"([^"]*)"|“([^”]*)”|「([^」]*)」|«\s?([^»]*?)\s?»/g;
// "#home", "#q3-review"; a number alone ("Fix bug #123", "Room #4") is the title's.
export const MARKER = /(^|\s)#(?=[\p{N}_-]*\p{L})([\p{L}\p{N}_-]{1,40})(?=\s|$)/gu;
// "p1" as a word of its own: not in "mp3" or "p10"; next to Chinese or Japanese text too.
export const PRIORITY = /(?<![A-Za-z0-9_])[pP]([1-4])(?![A-Za-z0-9_])/g;
// "+Anna", "+anna.silva@example.com": after a space or at the start, a letter first (not "C++"
// or "+1"), not ending in punctuation ("+Anna.").
export const ASSIGNEE = /(^|\s)\+(\p{L}(?:[\p{L}\p{N}._@-]{0,98}[\p{L}\p{N}])?)(?=\s|$)/gu;
/** "{…}": a deadline's braces around a date; a line's last one that says a day counts. */
export const DEADLINE = /\{([^{}\n]{1,60})\}/g;
/**
 * After a reminder's time, the day before the objective's it goes on (decision 086), in every
 * language (as "p1" is): "the day before", "2 days before", "a week before"; "na véspera", "2
 * dias antes"; "am Vortag", "2 Tage vorher"; "el día anterior", "2 días antes"; "la veille", "2
 * jours avant"; "前一天", "提前2天"; "前日", "2日前".
 */
const BEFORE = [
  "(?:the\\s)?day\\sbefore",
  "\\d{1,2}\\sdays?\\sbefore",
  "(?:a|one|1)\\sweek\\sbefore",
  "(?:na\\s)?véspera",
  "(?:no\\s)?dia\\santerior",
  "\\d{1,2}\\sdias?\\santes",
  "(?:uma|1)\\ssemana\\santes",
  "(?:am\\s)?Vortag",
  "\\d{1,2}\\sTage?\\s(?:vorher|davor)",
  "(?:eine|1)\\sWoche\\s(?:vorher|davor)",
  "(?:el\\s)?día\\santerior",
  "(?:la\\s)?víspera",
  "\\d{1,2}\\sdías?\\santes",
  "(?:una|1)\\ssemana\\santes",
  "(?:la\\s)?veille",
  "\\d{1,2}\\sjours?\\savant",
  "(?:une|1)\\ssemaine\\savant",
  "前一天",
  "提前(?:一|\\d{1,2})天",
  "提前(?:一|1)(?:周|星期)",
  "前日",
  "\\d{1,2}日前",
  "(?:一|1)週間前",
].join("|");

/**
 * "!9:30", "!9am", "!2:15 pm", "!14h", "!14h30", "！9時" (Todoist's "!" for a reminder): a time
 * of the objective's day, after a space or at the start (not "every!", "Hi!5"). The hour, its
 * minutes, and "am"/"pm" (or 午前/午後, 上午/下午 before the hour; not German's "am Vortag"); 時/点
 * after it; then, maybe, which day before the objective's (BEFORE: "!18:00 the day before").
 * Plain strings, not String.raw, here and in BEFORE: the Worker's build writes other characters
 * as \u escapes (decision 023), which a raw template would keep as they are.
 */
export const REMINDER = new RegExp(
  "(?<![\\p{L}\\p{N}_!！])[!！](午前|午後|上午|下午)?(\\d{1,2})(?:[:h.時点](\\d{2}))?(?:h|時|点|分)?(?:\\s?([ap])\\.?m\\.?(?!\\s+Vortag))?" +
    `(?:\\s*(${BEFORE}))?(?![\\p{L}\\p{N}_:])`,
  "giu",
);

/** How many days before the objective's a REMINDER match goes on: 0 on its own day, null beyond 30. */
export function reminderDaysBefore(match: RegExpMatchArray): number | null {
  const phrase = match[5];
  if (!phrase) return 0;
  const count = Number(/\d+/.exec(phrase)?.[0] ?? 1);
  const days = /week|semana|woche|semaine|周|星期|週間/i.test(phrase) ? 7 * count : count;
  return days <= 30 ? days : null;
}

/** A REMINDER match's time, "HH:MM", or null when it is none ("!25", "!13pm", "!9 40 days before"). */
export function reminderTime(match: RegExpMatchArray): string | null {
  if (reminderDaysBefore(match) === null) return null;
  const [, half, h, m = "00", ampm] = match;
  let hour = Number(h);
  const minute = Number(m);
  const pm = ampm?.toLowerCase() === "p" || half === "午後" || half === "下午";
  const am = ampm?.toLowerCase() === "a" || half === "午前" || half === "上午";
  if (minute > 59) return null;
  if (pm || am) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (pm ? 12 : 0);
  } else if (hour > 23) return null;
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/** "+me" in every language, and the line's own words for it. */
export const ME: Record<Language, string[]> = {
  en: ["me"],
  de: ["me", "ich", "mich"],
  fr: ["me", "moi"],
  es: ["me", "yo", "mí"],
  pt: ["me", "eu", "mim"],
  zh: ["me", "我"],
  ja: ["me", "私", "自分"],
};
// Private-use characters stand in for quoted text, so nothing inside quotes is parsed.
const slot = (i: number) => String.fromCharCode(0xe100 + i);
const SLOT = /[\ue100-\ue1ff]/;

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

/** Languages written without spaces between words: a day may end at any character. */
const UNSPACED = new Set<Language>(["zh", "ja"]);

/**
 * Where a match names the day. A match that also names a time ("on Friday at 3pm",
 * "friday evening") sets only the day here; a clock time ("at 3pm", "15:00") is then the
 * objective's time of day (`timesIn`, decision 093), and other words ("evening") stay in the
 * title. The day is the longest part of the match that alone means the same day and no time;
 * without one, the whole match.
 */
function dayPart(parser: Parser, match: chrono.ParsedResult, reference: Date, lng: Language) {
  const day = iso(match.start.date());
  const whole = { index: match.index, text: match.text, day };
  // No time of day, not even implied ("evening", "下午"): the reference's noon stays.
  const timeless = (r: chrono.ParsedResult) =>
    !r.start.isCertain("hour") && r.start.get("hour") === reference.getHours();
  if (timeless(match)) return whole;
  const text = match.text;
  const cuts = [0];
  for (let i = 1; i < text.length; i++)
    // Hyphens too: "Friday-night" is Friday.
    if (UNSPACED.has(lng) || /\s/.test(text[i - 1]!) !== /\s/.test(text[i]!) || text[i] === "-" || text[i - 1] === "-")
      cuts.push(i);
  cuts.push(text.length);
  let best: typeof whole | null = null;
  for (let a = 0; a < cuts.length; a++) {
    for (let b = a + 1; b < cuts.length; b++) {
      const span = text.slice(cuts[a], cuts[b]).trim();
      if (!span || (best && span.length <= best.text.length)) continue;
      const r = parser.parse(span, reference, { forwardDate: true })[0];
      const sameDay = r && (r.start.isCertain("day") || r.start.isCertain("weekday")) && iso(r.start.date()) === day;
      if (!sameDay || !timeless(r) || r.text.trim() !== span) continue;
      best = { index: match.index + text.indexOf(span, cuts[a]), text: span, day };
    }
  }
  return best ?? whole;
}

/** One day, said any way ("Monday", "mer", "Dec 3", "tomorrow", "Thursday at 6pm"): no range. */
const oneDay = (r: chrono.ParsedResult) => (r.start.isCertain("day") || r.start.isCertain("weekday")) && !r.end;

/**
 * The days listed with `match` ("Mon, Wed and Fri", "Dec 3 or Dec 5"), in the line's order,
 * with their days; null when it stands alone. A bare weekday after a day said more fully
 * ("next Mon and Wed", "next week Mon and Wed", "Dec 10 and Mon") comes after it: the words
 * before it said which week.
 */
function dayList(results: chrono.ParsedResult[], match: chrono.ParsedResult, text: string, lng: Language) {
  if (!oneDay(match)) return null;
  const days = results.filter(oneDay).sort((a, b) => a.index - b.index);
  const joined = (a: chrono.ParsedResult, b: chrono.ParsedResult) =>
    b.index >= a.index + a.text.length && LIST_GLUE[lng].test(text.slice(a.index + a.text.length, b.index));
  let first = days.indexOf(match);
  let last = first;
  while (first > 0 && joined(days[first - 1]!, days[first]!)) first--;
  while (last < days.length - 1 && joined(days[last]!, days[last + 1]!)) last++;
  if (last === first) return null;
  const items = days.slice(first, last + 1);
  // A weekday's name or its short form, nothing more ("Mon,", "Mi", "sáb.").
  const bare = (r: chrono.ParsedResult) => !r.start.isCertain("day") && /^\p{L}+[.,]?$/u.test(r.text.trim());
  const dates: string[] = [];
  items.forEach((r, i) => {
    let day = iso(r.start.date());
    if (bare(r) && items.slice(0, i).some((earlier) => !bare(earlier)))
      while (day < dates[i - 1]!) day = addDays(day, 7);
    dates.push(day);
  });
  return { items, day: [...dates].sort()[0]! };
}

/**
 * Parses one quick-add line in the user's language. `today` is the user's today
 * (YYYY-MM-DD); relative words count from it and bare weekdays or dates look forward.
 */
export function parseQuickAdd(input: string, lng: Language, today: string): QuickAdd {
  return parseLine(input, lng, today, true);
}

/**
 * A text that only says when ("Nov 26", "every Monday", "every! 3 days", "明日"), as a Todoist
 * export's DATE column holds it: its day and rule, or nulls.
 */
export function parseWhen(
  text: string,
  lng: Language,
  today: string,
): Pick<QuickAdd, "day" | "repeat" | "every" | "fromDone" | "until" | "lasts" | "at"> {
  const { day, repeat, every, fromDone, until, lasts, at } = parseLine(text, lng, today, false);
  return { day, repeat, every, fromDone, until, lasts, at };
}

/** A line's rule's last day, once its first day is known ("for 3 weeks" counts from it); null: no end. */
export function repeatUntil(parsed: Pick<QuickAdd, "repeat" | "until" | "lasts">, first: string): string | null {
  if (!parsed.repeat) return null;
  return parsed.until ?? (parsed.lasts ? lastDay(first, parsed.lasts) : null);
}

function parseLine(input: string, lng: Language, today: string, titleRequired: boolean): QuickAdd {
  const quoted: string[] = [];
  let text = input.replace(QUOTES, (...m) => {
    quoted.push(String(m[1] ?? m[2] ?? m[3] ?? m[4] ?? ""));
    return slot(quoted.length - 1);
  });
  // Addresses, links and code are kept whole, as typed (decision 084): ".../tomorrow-news",
  // "/p2/" and "[post](…/monday)" are no day, no priority.
  text = text.replace(KEPT_WHOLE, (all) => {
    quoted.push(all);
    return slot(quoted.length - 1);
  });

  const markers: string[] = [];
  text = text.replace(MARKER, (_all, space: string, name: string) => {
    if (!markers.some((m) => m.toLowerCase() === name.toLowerCase())) markers.push(name);
    return space;
  });

  // The last "+name" counts, unless the line is nothing else.
  let assignee: QuickAdd["assignee"] = null;
  if (titleRequired) {
    let last: string | null = null;
    const rest = text.replace(ASSIGNEE, (_all, space: string, name: string) => {
      last = name;
      return space;
    });
    if (last !== null && rest.replace(/\s+/g, "").length > 0) {
      const name: string = last;
      assignee = { name, me: ME[lng].includes(name.toLowerCase()) };
      text = rest.replace(/[ \t]{2,}/g, " ");
    }
  }

  // The last "p1" to "p4" counts, unless the line is nothing else (then it is the title).
  let priority: Priority | null = null;
  if (titleRequired) {
    let last: Priority | null = null;
    const rest = text.replace(PRIORITY, (_all, n: string) => {
      last = Number(n) as Priority;
      return " ";
    });
    if (last !== null && rest.replace(/\s+/g, "").length > 0) {
      priority = last;
      // One space where it was: the date parsers read "zahlen  morgen" as no date.
      text = rest.replace(/[ \t]{2,}/g, " ");
    }
  }

  // The last "!9:30" counts, unless the line is nothing else; read before the day, whose
  // parser would take its time for one of the day's.
  let reminder: string | null = null;
  let reminderDays = 0;
  let reminderBefore: number | null = null;
  if (titleRequired) {
    // "!30 min before" first: "!1h" alone would be one o'clock.
    const rest = text.replace(REMINDER_BEFORE, (...m) => {
      const minutes = reminderBeforeOf(m as unknown as RegExpMatchArray);
      if (minutes === null) return m[0] as string;
      reminderBefore = minutes;
      return " ";
    });
    if (reminderBefore !== null && rest.replace(/\s+/g, "").length > 0) text = rest.replace(/[ \t]{2,}/g, " ");
    else reminderBefore = null;
  }
  if (titleRequired) {
    let last = null as [string, number] | null;
    const rest = text.replace(REMINDER, (...m) => {
      const match = m as unknown as RegExpMatchArray;
      const time = reminderTime(match);
      if (time === null) return m[0] as string;
      last = [time, reminderDaysBefore(match)!];
      return " ";
    });
    if (last !== null && rest.replace(/\s+/g, "").length > 0) {
      [reminder, reminderDays] = last;
      text = rest.replace(/[ \t]{2,}/g, " ");
    }
  }

  // "{March 30}": the deadline, read before the day (its date is not the line's). Braces that
  // say no day alone ("{draft}", "{every Monday}") stay in the title as typed, unread.
  let deadline: string | null = null;
  let deadlineText: string | null = null;
  if (titleRequired) {
    const braces = [...text.matchAll(DEADLINE)];
    // Each one's day, if it says one alone.
    const days = braces.map((b) => {
      const when = parseLine(b[1]!, lng, today, false);
      return when.day && !when.repeat && !when.title ? when.day : null;
    });
    let chosen = -1;
    for (const [i, day] of days.entries()) if (day) chosen = i;
    // A line that is only a deadline is its own title.
    const only = braces[chosen];
    if (only && `${text.slice(0, only.index)}${text.slice(only.index + only[0].length)}`.trim() === "") chosen = -1;
    let rest = "";
    let at = 0;
    braces.forEach((b, i) => {
      rest += text.slice(at, b.index);
      if (i === chosen) {
        deadline = days[i]!;
        deadlineText = b[0];
        rest += " ";
      } else {
        quoted.push(b[0]);
        rest += slot(quoted.length - 1);
      }
      at = b.index + b[0].length;
    });
    text = `${rest}${text.slice(at)}`.replace(/[ \t]{2,}/g, " ");
  }

  // Before the date: "every Monday" leaves "Monday" to set the first day.
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const reference = new Date(y, m - 1, d, 12);
  // Its end, before the date parser would take "until Friday" for the first day.
  const daysIn = (s: string): FoundDay[] =>
    parsers[lng]
      .parse(s, reference, { forwardDate: true })
      .filter((r) => r.start.isCertain("day") || r.start.isCertain("weekday"))
      .map((r) => dayPart(parsers[lng], r, reference, lng));
  // The words of a rule we do not have stay whole in the title, as quoted text does.
  const unread = unreadRule(text, lng);
  if (unread) {
    quoted.push(text.slice(unread.from, unread.to));
    text = `${text.slice(0, unread.from)}${slot(quoted.length - 1)}${text.slice(unread.to)}`;
  }
  let repeated = takeRepeat(text, lng, titleRequired);
  // Words that stay in the title ("every morning") are set aside as quoted text is: "Morgen"
  // and "mañana" in them are no "tomorrow".
  if (repeated?.stays) {
    const { from, to } = repeated.stays;
    quoted.push(repeated.rest.slice(from, to));
    repeated = {
      ...repeated,
      rest: `${repeated.rest.slice(0, from)}${slot(quoted.length - 1)}${repeated.rest.slice(to)}`,
    };
  }
  const ending = repeated ? takeEnd(repeated.rest, lng, daysIn, reference) : null;
  // A line that is nothing but a rule and its end ("every day until Friday") is its own
  // title, as a line that is only a rule is.
  if (titleRequired && ending && ending.rest.trim() === "") repeated = null;
  if (repeated) text = ending?.rest ?? repeated.rest;
  // A line that is only a rule ("every Monday") is its own title, as "every day" is: its
  // weekday sets no day either.
  const onlyRule = titleRequired && !repeated && takeRepeat(text, lng, false) !== null;
  // The weekday a rule names ("every Saturday") is its days', not a date in the line: its first
  // day is the first such day from the line's own date ("starting Dec 12"), or from today.
  let ruleDay: number | null = null;
  const kept = KEPT_WORD.exec(text);
  if (kept) {
    const named = parsers[lng].parse(kept[1]!, reference, { forwardDate: true })[0]?.start;
    if (named?.isCertain("weekday") && !named.isCertain("day")) {
      ruleDay = named.get("weekday") || 7; // chrono counts from Sunday, 0
      const [before, after] = [text.slice(0, kept.index), text.slice(kept.index + kept[0].length)];
      // A mark right after it ("every Sunday!") stays with the words before it.
      text = /^[!?,;:]/.test(after) || UNSPACED.has(lng) ? `${before.trimEnd()}${after}` : `${before} ${after}`;
    } else text = text.replaceAll(KEPT, "");
  }
  let results = onlyRule ? [] : parsers[lng].parse(text, reference, { forwardDate: true });
  // "next month's budget", "tomorrow's meeting": a possessive names a thing, not its day; so
  // does "de" after a word ("a prova de sexta", "la reunión del lunes"), unless a range's.
  const possessive = (r: chrono.ParsedResult) => {
    const after = text.slice(r.index + r.text.length);
    if (/^['’]s(?![\p{L}\p{N}])/iu.test(after)) return true;
    const of = OF_A_DAY[lng];
    const before = text.slice(0, r.index);
    // With a rule, "vom 5. Januar" is its start ("jeden Montag vom 5. Januar bis 30. März").
    const starts = repeated && of?.startsRule?.test(before);
    return (
      !!of && of.of.test(before) && !of.connector?.test(before) && !starts && !r.end && !RANGE_AFTER[lng]?.test(after)
    );
  };
  // Part of a word: chrono's German "Di" in "Diät", "Fr" in "Fröhlich", "So" in "Soße" (its
  // word boundaries know no umlauts). Chinese and Japanese have no spaces between words.
  // "Samstagabend" is Saturday, though.
  const timeJoined = (end: number) => TIME_IN_A_DAY[lng]?.test(text.slice(end)) ?? false;
  const inWord = (r: chrono.ParsedResult) =>
    lng !== "zh" &&
    lng !== "ja" &&
    (/\p{L}/u.test(text[r.index - 1] ?? "") ||
      (/\p{L}/u.test(text[r.index + r.text.length] ?? "") && !timeJoined(r.index + r.text.length)));
  const usable = (r: chrono.ParsedResult) =>
    !SLOT.test(r.text) &&
    !possessive(r) &&
    !inWord(r) &&
    !isSpan(r, lng) &&
    !isFraction(r, text, lng) &&
    !isUnanchored(r, lng);
  // "every 2 weeks on Friday starting Dec 11": the weekday is the rule's, its first day the
  // first such day from the start ("starting Dec 11" stayed in the title, and the first day was
  // the next Friday).
  if (repeated && ruleDay === null) {
    const start = results.find(
      (r) => r.start.isCertain("day") && usable(r) && STARTS_AT[lng]?.test(text.slice(0, r.index)),
    );
    const weekday =
      start &&
      results.find((r) => r !== start && r.start.isCertain("weekday") && !r.start.isCertain("day") && usable(r));
    if (weekday) {
      ruleDay = weekday.start.get("weekday") || 7;
      text = `${text.slice(0, weekday.index)} ${text.slice(weekday.index + weekday.text.length)}`;
      results = parsers[lng].parse(text, reference, { forwardDate: true });
    }
  }
  const dated = (r: chrono.ParsedResult) =>
    // A rule's start is a date: "Saturday market every Saturday" has none.
    (r.start.isCertain("day") || (r.start.isCertain("weekday") && ruleDay === null)) &&
    usable(r) &&
    !isPlainWord(r, text, lng);
  // A holiday's name gives way to a date said otherwise ("圣诞节 12月25日" is titled 圣诞节).
  const match = results.find((r) => dated(r) && !r.tags().has(HOLIDAY)) ?? results.find(dated);
  // "Gym Mon, Wed and Fri" (no "every"), "Dentist Dec 3 or Dec 5": the nearest of its days, and
  // its words stay in the title as a range's do; they say which days ("every" makes it a rule).
  // A short name between days is one ("mon wed fri").
  const holiday = match?.tags().has(HOLIDAY);
  // "every year on Mother's Day": the holiday's own rule (May's second Sunday), not its date's.
  const holidayRule = repeated?.repeat === "yearly" && holiday ? holidayIn(match!.text, lng)?.rule : undefined;
  if (holidayRule && holidayRule !== "yearly") repeated = { ...repeated!, repeat: holidayRule as Repeat };
  const list =
    match &&
    dayList(
      results.filter((r) => usable(r) && (holiday || !r.tags().has(HOLIDAY))),
      match,
      text,
      lng,
    );
  const found = list
    ? {
        index: list.items[0]!.index,
        text: text.slice(list.items[0]!.index, list.items.at(-1)!.index + list.items.at(-1)!.text.length),
        day: list.day,
      }
    : match && dayPart(parsers[lng], match, reference, lng);

  let day: string | null = null;
  let dateText: string | null = null;
  // After a rule, a range of dates ("every Monday from Jan 5 to Mar 30") bounds its series: its
  // first day, and its last as the rule's end, the words gone (unless the rule had an end).
  const bounds = repeated && !ending && !list && match?.end?.isCertain("day") ? iso(match.end.date()) : null;
  // A range ("Conference Mon–Fri", "von Montag bis Freitag", "de segunda a sexta") starts on its
  // first day, and its words stay in the title: without them the title would lose its end.
  // A range of times within a day ("tomorrow 10:00-11:30", "Fri 23:00-01:00"; decision 095) is
  // no range of days: its end is a time, less than a day after its start.
  const endsOnADay =
    match?.end &&
    (!match.end.isCertain("hour") || match.end.date().getTime() - match.start.date().getTime() >= 86_400_000);
  const range =
    found && !bounds && (list || endsOnADay || RANGE_AFTER[lng]?.test(text.slice(found.index + found.text.length)));
  // Joined to a word by a hyphen ("Friday-night drinks", "Heute-Show", "tomorrow-ish"): the
  // words stay too, or the title would keep half a word.
  const compound =
    found &&
    !UNSPACED.has(lng) &&
    (/\p{L}-$/u.test(text.slice(0, found.index)) ||
      /^-\p{L}/u.test(text.slice(found.index + found.text.length)) ||
      timeJoined(found.index + found.text.length));
  if (found && (range || compound)) {
    day = found.day;
    dateText = found.text.trim();
  } else if (found) {
    const before = text.slice(0, found.index);
    // A period right after the date goes with it: an abbreviation's ("Do.", "sáb.") or the line's end.
    const after = text
      .slice(found.index + found.text.length)
      .replace(LINKS_AFTER[lng] ?? /^(?!)/, "")
      .replace(/^\.(?=\s|$)/, "");
    let trimmedBefore = before;
    for (let i = 0; i < 2; i++) {
      const connector = CONNECTORS[lng].find((w) => new RegExp(`(^|\\s)${w}\\s*$`, "iu").test(trimmedBefore));
      if (!connector) break;
      trimmedBefore = trimmedBefore.replace(new RegExp(`(^|\\s)${connector}\\s*$`, "iu"), "$1");
    }
    // A mark right after the date ("Call mom tomorrow!") stays with the words before it.
    const rest = /^[!?,;:]/.test(after) ? `${trimmedBefore.trimEnd()}${after}` : `${trimmedBefore} ${after}`;
    // A line that is only a date keeps its words as the title.
    if (!titleRequired || rest.replace(/\s+/g, "").length > 0) {
      text = rest;
      day = found.day;
      dateText = found.text.trim();
    }
  }

  // "every Monday from January", "ab März", 1月から: a month alone starts a rule's series on its
  // 1st ("from January to March" ends it too); without a rule it is a title's ("Notes from January").
  let monthsUntil: string | undefined;
  if (repeated && !day) {
    const start = takeStartMonth(text, lng, reference);
    if (start) {
      text = start.rest;
      day = start.day;
      dateText = start.text.trim();
      monthsUntil = start.until;
    }
  }
  // "every Mon and Thu", "every Saturday": the first of its days from the line's date, or
  // from today (then the rule's words say it).
  const onDays = ruleDay ? [ruleDay] : ruleDays(repeated?.repeat);
  if (onDays.length) {
    if (!day) dateText = repeated!.repeatText;
    day ??= today;
    while (!onDays.includes(isoWeekday(day))) day = addDays(day, 1);
  }
  // "every 15th" without a day: the next 15th from today (a 31st: the next month that has one).
  if (!day && repeated?.monthDay) {
    day = nextMonthDay(today, repeated.monthDay);
    dateText = repeated.repeatText;
  }
  // "every 1st and 15th (of March)": the first of its days from the line's date, or from today.
  const monthDays = ruleMonthDays(repeated?.repeat);
  if (monthDays.length) {
    if (!day) dateText = repeated!.repeatText;
    day = nextOfMonthDays(day ?? today, monthDays, ruleMonthDaysMonth(repeated?.repeat));
  }
  // "every first Monday": the next such day from the line's date ("starting Jan 5": February's
  // first Monday), or from today (of several, the nearest).
  const nth = nthParts(repeated?.repeat);
  if (nth) {
    if (!day) dateText = repeated!.repeatText;
    const from = day ?? today;
    day = nth.which.map((n) => nextNthWeekday(from, n, nth.weekday, nth.month)).sort()[0]!;
  }

  // "at 3pm", "15:00", "um 15 Uhr", "下午3点" (decision 093): every time leaves the line and the
  // last one counts, unless the line is nothing else. Read after the day: the day's parser
  // takes "Sun 3pm" for Sunday (and leaves the time), where "Sun" alone would be a word.
  let at: string | null = null;
  let minutes: number | null = null;
  const times = timesIn(text, lng);
  if (times.length) {
    let rest = "";
    let from = 0;
    for (const time of times) {
      rest += `${text.slice(from, time.index)}${UNSPACED.has(lng) ? "" : " "}`;
      from = time.end;
    }
    rest += text.slice(from);
    if (!titleRequired || rest.replace(/\s+/g, "").length > 0) {
      at = times.at(-1)!.at;
      // A range ("10:00-11:30") says how long it takes too (decision 095).
      minutes = times.at(-1)!.minutes ?? null;
      text = rest;
    }
  }
  // "!30 min before" goes that long before the time: when that is, as "!9:30" would say it.
  if (reminderBefore !== null && at !== null) {
    const when = reminderAt(at, reminderBefore);
    reminder = when.at;
    reminderDays = when.daysBefore;
  }

  const title = text
    .replaceAll(KEPT, "")
    .replace(/[\ue100-\ue1ff]/g, (c) => quoted[c.charCodeAt(0) - 0xe100] ?? "")
    .replace(/\s+/g, " ")
    .trim();
  return {
    title,
    day,
    dateText,
    markers,
    repeat: repeated?.repeat ?? null,
    every: repeated?.every ?? 1,
    fromDone: repeated?.fromDone ?? false,
    repeatText: repeated?.repeatText ?? null,
    until: (repeated && (ending?.until ?? bounds ?? monthsUntil)) || null,
    lasts: (repeated && ending?.lasts) || null,
    endText: (repeated && ending?.text) || null,
    priority,
    assignee,
    deadline,
    deadlineText,
    reminder,
    reminderDaysBefore: reminderDays,
    at,
    minutes,
    reminderBefore,
  };
}
