import { clockPlus } from "../dates";
import type { Language } from "../i18n";
import { lengthAfter, lengthBefore } from "./length";

/**
 * A time of day as people type it (decision 093): "15:00", "9:30", "3pm", "3:30 p.m.", "15h",
 * "15h30", "15 Uhr", "15.30 Uhr", "下午3点", "15点30分", "午後3時", "15時半". Quick add reads it in a
 * line (with the word before it that says "at": "at", "um", "à", "a las", "às"), and the edit
 * page's field reads it where a browser has no time picker.
 *
 * Only forms that cannot be anything else count: a number alone ("at 3", "Room 15") or a
 * number with a dot ("1.10") is no time. A range is a time and how long it takes (decision
 * 095): "10:00-11:30", "3-5pm", "from 3pm to 5pm", "von 10 bis 11 Uhr", "de 10h à 11h30",
 * "de 10:00 a 11:00", "das 10h às 11h", "下午3点到5点", "15時から17時"; one whose ends are
 * both bare numbers ("pages 10-11") stays words. Plain strings, not String.raw: the Worker's
 * build writes other characters as \u escapes (decision 023).
 */
const HALF_DAY = "午前|午後|上午|下午|早上|晚上|中午";
const CLOCK =
  `(${HALF_DAY})?(\\d{1,2})` +
  // ":30" (".30" only before "Uhr"), "h" or "h30", "時"/"点" with "30分" or "半".
  "(?:([:.])(\\d{2})|(h)(\\d{2})?|(時|点|时|點)(?:(\\d{1,2})分|(半))?)?" +
  "(?:\\s?([ap])\\.?m\\.?(?![\\p{L}\\p{N}]))?" +
  "(\\s?Uhr(?![\\p{L}\\p{N}]))?";

/** The words before a time that say "at", taken with it. */
const AT: Record<Language, string> = {
  en: "at|@",
  de: "um|gegen",
  fr: "à|a|vers",
  es: "a\\s+las|a\\s+la|sobre\\s+las",
  pt: "às|as|à|ao|pelas",
  zh: "在",
  ja: "",
};

const inLine = new Map<Language, RegExp>();
function lineClock(lng: Language) {
  let pattern = inLine.get(lng);
  if (!pattern) {
    // Group 1: the word that says "at" (none in Japanese).
    const at = AT[lng] ? `(?:(?<=^|\\s)(${AT[lng]})\\s*)?` : "()";
    // Not inside a word or a number, not a reminder ("!9:30"), not after a link's slash.
    // Chinese and Japanese put no space between words: "明天下午3点" is a day and a time.
    const letter = lng === "zh" || lng === "ja" ? "" : "\\p{L}";
    pattern = new RegExp(`(?<![${letter}\\p{N}_!！:./-])${at}${CLOCK}`, "giu");
    inLine.set(lng, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

/** A CLOCK's groups, in their order (after the word that says "at"). */
type ClockParts = (string | undefined)[];
/** How many groups CLOCK has. */
const CLOCK_GROUPS = 11;

/** A CLOCK match's time, "HH:MM", or null when its form is no time or its numbers none. */
function clockOf(m: RegExpMatchArray): string | null {
  return clockFrom(m[1], m.slice(2, 2 + CLOCK_GROUPS));
}

/**
 * A clock's time from its groups; `bare` lets a number alone count (an end of a range whose
 * other end says it is a time: "3-5pm").
 */
function clockFrom(said: string | undefined, parts: ClockParts, bare = false): string | null {
  const [half, h, sep, sepMinutes, hMark, hMinutes, cjk, cjkMinutes, cjkHalf, ampm, uhr] = parts;
  let hour = Number(h);
  const minutes = sepMinutes ?? hMinutes ?? cjkMinutes ?? (cjkHalf ? "30" : "00");
  const minute = Number(minutes);
  // Which forms say a time: ":30" (".30" with Uhr), "h", "時"/"点", am/pm, Uhr.
  // "15h" and "15h30" only after "à", "às", "a las"…: without them they may be a length ("Film 1h30").
  const isTime =
    sep === ":" || (sep === "." && uhr) || (hMark && said) || cjk || ampm || (uhr && !sep) || (bare && !sep);
  if (!isTime || (sep === "." && !uhr) || minute > 59) return null;
  const pm = ampm?.toLowerCase() === "p" || half === "午後" || half === "下午" || half === "晚上";
  const am = ampm?.toLowerCase() === "a" || half === "午前" || half === "上午" || half === "早上";
  if (ampm) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (pm ? 12 : 0);
  } else if (pm && hour >= 1 && hour < 12) hour += 12;
  else if (am && hour === 12) hour = 0;
  // Noon: "中午12点" is 12:00, "中午1点" 13:00.
  else if (half === "中午" && hour < 11) hour += 12;
  if (hour > 23) return null;
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/**
 * Where a time was typed in a line: its span (with its "at") and the time, "HH:MM"; for a
 * range, how long it takes (decision 095).
 */
export interface TimeInLine {
  index: number;
  end: number;
  at: string;
  minutes?: number;
}

/** The words before a range that say "from" (or "at"), taken with it. */
const FROM: Record<Language, string> = {
  en: "from",
  de: "von",
  fr: "de",
  es: "de|desde",
  pt: "das|dos|de",
  zh: "从",
  ja: "",
};
/** The words between a range's ends ("to"), besides a dash or a tilde. */
const TO: Record<Language, string> = {
  en: "to|until|till",
  de: "bis",
  fr: "à|a|jusqu'à|jusqu’à",
  es: "a\\s+las|a|hasta\\s+las|hasta",
  pt: "às|as|até\\s+às|até",
  zh: "到|至",
  ja: "から|より",
};
const inRange = new Map<Language, RegExp>();
function rangeClock(lng: Language) {
  let pattern = inRange.get(lng);
  if (!pattern) {
    const letter = lng === "zh" || lng === "ja" ? "" : "\\p{L}";
    const words = [FROM[lng], AT[lng]].filter(Boolean).join("|");
    const from = words ? `(?:(?<=^|\\s)(${words})\\s*)?` : "()";
    const to = `\\s*(?:[-–~〜～]|(?:${TO[lng]})(?=[\\s\\d]|${HALF_DAY}))\\s*`;
    // Japanese "15時から17時まで": the "until" goes with it.
    const until = lng === "ja" ? "(?:まで)?" : "";
    pattern = new RegExp(`(?<![${letter}\\p{N}_!！:./-])${from}${CLOCK}${to}${CLOCK}${until}`, "giu");
    inRange.set(lng, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

/** A time as minutes of the day. */
const minutesOf = (at: string) => Number(at.slice(0, 2)) * 60 + Number(at.slice(3, 5));

/**
 * A range's start and length from its two clocks, or null when it is no range of times. A
 * bare number is a time beside one that says it is ("3-5pm", "10-11 Uhr"; not "pages 10-11").
 * An end without a half of the day takes the half that makes the span shortest: "3-5pm" is 3
 * to 5 PM, "11-1pm" 11 AM to 1 PM, "下午3点到5点" 3 to 5 PM, "9:00-5:00" 9 AM to 5 PM.
 */
function rangeOf(lng: Language, said: string | undefined, a: ClockParts, b: ClockParts): [string, number] | null {
  // "10h" in a range reads as a time where it is how times are written (French, Portuguese).
  const definite = (parts: ClockParts) =>
    clockFrom(said ?? (parts[4] && (lng === "fr" || lng === "pt") ? "h" : undefined), parts);
  let start = definite(a);
  let end = definite(b);
  if (!start && end) start = clockFrom(said, a, true);
  if (!end && start) end = clockFrom(said, b, true);
  if (!start || !end) return null;
  // Said neither morning nor afternoon, and could be either.
  const open = (parts: ClockParts) => !parts[9] && !parts[0] && Number(parts[1]) >= 1 && Number(parts[1]) < 12;
  let from = minutesOf(start);
  let to = minutesOf(end);
  const span = (x: number, y: number) => (((y - x) % 1440) + 1440) % 1440;
  if (open(a) && !open(b) && span(from + 720, to) < span(from, to)) from += 720;
  else if (open(b) && span(from, to + 720) < span(from, to)) to += 720;
  const minutes = span(from % 1440, to % 1440);
  return minutes === 0 ? null : [clockPlus("00:00", from), minutes];
}

/** Every time of day typed in a line, in its order (quick add takes the last one). */
export function timesIn(text: string, lng: Language): TimeInLine[] {
  const found: TimeInLine[] = [];
  for (const m of text.matchAll(rangeClock(lng))) {
    const end = m.index + m[0].length;
    // Glued to a word ("10-11am-ish") or another number: words, as typed.
    if (/^[\p{L}\p{N}_:]/u.test(text.slice(end)) && lng !== "zh" && lng !== "ja") continue;
    const a = m.slice(2, 2 + CLOCK_GROUPS);
    const b = m.slice(2 + CLOCK_GROUPS, 2 + 2 * CLOCK_GROUPS);
    // Japanese says 時, Chinese 点 (as for one time below).
    const wrong = (cjk: string | undefined) => cjk && (lng === "ja" ? cjk !== "時" : lng !== "zh" || cjk === "時");
    if (wrong(a[6]) || wrong(b[6])) continue;
    const range = rangeOf(lng, m[1], a, b);
    if (range) found.push({ index: m.index, end, at: range[0], minutes: range[1] });
  }
  const inARange = (index: number) => found.some((range) => index >= range.index && index < range.end);
  for (const m of text.matchAll(lineClock(lng))) {
    if (inARange(m.index)) continue;
    const at = clockOf(m);
    if (at === null) continue;
    let end = m.index + m[0].length;
    const after = text.slice(end);
    const cjk = m[8];
    // Japanese says 時 (点 is "points"); Chinese 点, 时 or 點; other languages neither.
    if (cjk && (lng === "ja" ? cjk !== "時" : lng !== "zh" || cjk === "時")) continue;
    // Glued to a word ("3pmish", "15:00h") or the start of a range: words, as typed.
    if (!cjk && /^[\p{L}\p{N}_:]/u.test(after)) continue;
    const before = text.slice(0, m.index);
    if (
      /^\s*(?:[-–~〜～]|(?:to|bis|à|a|até)\s)\s*\d/u.test(after) ||
      /\d\s*(?:[-–~〜～]|\s(?:to|bis|à|a|até))\s*$/u.test(before)
    )
      continue;
    // Japanese "15時に会議": the particle goes with the time.
    if (lng === "ja" && after.startsWith("に")) end += 1;
    // How long, said beside it: "at 3pm for 2h", "for an hour at 10am" (length.ts).
    const later = lengthAfter(text, end, lng);
    const earlier = later ? null : lengthBefore(text, m.index, lng);
    const minutes = later?.minutes ?? earlier?.minutes;
    found.push({ index: earlier?.index ?? m.index, end: later?.end ?? end, at, ...(minutes ? { minutes } : {}) });
  }
  return found.sort((x, y) => x.index - y.index);
}

/** A whole text that is a time of day ("15:00", "3 pm", "15h30", "下午3点"): "HH:MM", else null. */
export function parseClock(text: string): string | null {
  const trimmed = text.trim();
  if (/^([01]\d|2[0-3]):[0-5]\d$/.test(trimmed)) return trimmed;
  for (const lng of ["en", "zh", "ja", "fr"] as const) {
    const [only] = timesIn(trimmed, lng);
    if (only && only.index === 0 && only.end === trimmed.length) return only.at;
  }
  // "9:30" without its leading zero, "9.30", "15h", "15h30" with nothing else: in a time field
  // they can be nothing but a time (in a line, "15h" may be a length).
  const bare = /^(\d{1,2})(?:[:.h](\d{2})|h)$/.exec(trimmed);
  const [, hour = "", minute = "00"] = bare ?? [];
  if (bare && Number(hour) < 24 && Number(minute) < 60) return `${hour.padStart(2, "0")}:${minute}`;
  return null;
}
