import type { Language } from "../i18n";

/**
 * A time of day as people type it (decision 093): "15:00", "9:30", "3pm", "3:30 p.m.", "15h",
 * "15h30", "15 Uhr", "15.30 Uhr", "下午3点", "15点30分", "午後3時", "15時半". Quick add reads it in a
 * line (with the word before it that says "at": "at", "um", "à", "a las", "às"), and the edit
 * page's field reads it where a browser has no time picker.
 *
 * Only forms that cannot be anything else count: a number alone ("at 3", "Room 15") or a
 * number with a dot ("1.10") is no time, nor is the start of a range ("10:00-11:00"), which
 * stays in the title as typed. Plain strings, not String.raw: the Worker's build writes other
 * characters as \u escapes (decision 023).
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

/** A CLOCK match's time, "HH:MM", or null when its form is no time or its numbers none. */
function clockOf(m: RegExpMatchArray): string | null {
  const [, said, half, h, sep, sepMinutes, hMark, hMinutes, cjk, cjkMinutes, cjkHalf, ampm, uhr] = m;
  let hour = Number(h);
  const minutes = sepMinutes ?? hMinutes ?? cjkMinutes ?? (cjkHalf ? "30" : "00");
  const minute = Number(minutes);
  // Which forms say a time: ":30" (".30" with Uhr), "h", "時"/"点", am/pm, Uhr.
  // "15h" and "15h30" only after "à", "às", "a las"…: without them they may be a length ("Film 1h30").
  const isTime = sep === ":" || (sep === "." && uhr) || (hMark && said) || cjk || ampm || (uhr && !sep);
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

/** Where a time was typed in a line: its span (with its "at") and the time, "HH:MM". */
export interface TimeInLine {
  index: number;
  end: number;
  at: string;
}

/** Every time of day typed in a line, in its order (quick add takes the last one). */
export function timesIn(text: string, lng: Language): TimeInLine[] {
  const found: TimeInLine[] = [];
  for (const m of text.matchAll(lineClock(lng))) {
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
    found.push({ index: m.index, end, at });
  }
  return found;
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
