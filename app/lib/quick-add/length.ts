import type { Language } from "../i18n";

/**
 * How long something takes, said right before or after its time in a line (decision 095):
 * "at 3pm for 2h", "9:00 for 45 min", "for an hour and a half at 10am", "um 15 Uhr für 2
 * Stunden", "à 15h pendant 1h30", "a las 10 durante media hora", "às 9h por 2 horas",
 * "下午3点 2小时", "15時から2時間" is a range's, so "15時 2時間". Todoist's "for 2h". Only beside a
 * time: "Pack for 3 days" and "10 minutes of reading" stay words (decision 005). Plain strings,
 * not String.raw (decision 023).
 */

/** The word that says "for" before a length; Chinese may say 持续 or 共, Japanese nothing. */
const FOR: Record<Language, string> = {
  en: "for",
  de: "für",
  fr: "pendant|pour|durant",
  es: "durante|por",
  pt: "durante|por",
  zh: "持续|共",
  ja: "",
};
const HOURS: Record<Language, string> = {
  en: "hours|hour|hrs|hr|h",
  de: "stunden|stunde|std\\.?|h",
  fr: "heures|heure|h",
  es: "horas|hora|h",
  pt: "horas|hora|h",
  zh: "个小时|個小時|小时|小時",
  ja: "時間",
};
const MINUTES: Record<Language, string> = {
  en: "minutes|minute|mins|min|m",
  de: "minuten|minute|min\\.?",
  fr: "minutes|minute|min",
  es: "minutos|minuto|min",
  pt: "minutos|minuto|min",
  zh: "分钟|分鐘",
  ja: "分間",
};
/** Lengths said in words, longest first: "an hour and a half" before "an hour". */
const WORDS: Record<Language, [string, number][]> = {
  en: [
    ["an hour and a half", 90],
    ["half an hour", 30],
    ["an hour", 60],
  ],
  de: [
    ["anderthalb stunden", 90],
    ["eineinhalb stunden", 90],
    ["eine halbe stunde", 30],
    ["eine stunde", 60],
  ],
  fr: [
    ["une heure et demie", 90],
    ["une demi-heure", 30],
    ["une heure", 60],
  ],
  es: [
    ["una hora y media", 90],
    ["media hora", 30],
    ["una hora", 60],
  ],
  pt: [
    ["uma hora e meia", 90],
    ["meia hora", 30],
    ["uma hora", 60],
  ],
  zh: [
    ["一个半小时", 90],
    ["一個半小時", 90],
    ["半小时", 30],
    ["半小時", 30],
    ["一个小时", 60],
    ["一小时", 60],
  ],
  ja: [["半時間", 30]],
};

const UNSPACED = new Set<Language>(["zh", "ja"]);
const patterns = new Map<Language, RegExp>();
function lengthPattern(lng: Language) {
  let pattern = patterns.get(lng);
  if (!pattern) {
    const words = WORDS[lng].map(([phrase]) => phrase.replace(/\s+/g, "\\s+")).join("|");
    // "2h", "1.5 hours", "1h30", "1 hour 30 minutes", "45 min", "1時間半"; or in words.
    const amount =
      `(?:(\\d{1,2}(?:[.,]\\d{1,2})?)\\s*(?:${HOURS[lng]})(?:\\s*(\\d{1,2})\\s*(?:${MINUTES[lng]})?|(半))?` +
      `|(\\d{1,4})\\s*(?:${MINUTES[lng]})|(${words}))`;
    const said = FOR[lng] ? (UNSPACED.has(lng) ? `(?:${FOR[lng]})?` : `(?:${FOR[lng]})\\s+`) : "";
    const end = UNSPACED.has(lng) ? "" : "(?![\\p{L}\\p{N}])";
    pattern = new RegExp(`${said}${amount}${end}`, "iuy");
    patterns.set(lng, pattern);
  }
  return pattern;
}

/** The minutes a length match says, when a day holds them (1 to 1,440). */
function minutesOf(m: RegExpExecArray, lng: Language): number | null {
  const [, hours, andMinutes, half, minutes, words] = m;
  let total: number;
  if (words) total = WORDS[lng].find(([phrase]) => phrase === words.toLowerCase().replace(/\s+/g, " "))?.[1] ?? 0;
  else if (minutes) total = Number(minutes);
  else total = Number(hours!.replace(",", ".")) * 60 + Number(andMinutes ?? 0) + (half ? 30 : 0);
  return Number.isInteger(total) && total >= 1 && total <= 1440 ? total : null;
}

/** A length starting at `from` (after spaces), or null. */
export function lengthAfter(text: string, from: number, lng: Language): { end: number; minutes: number } | null {
  const start = from + (/^\s*/.exec(text.slice(from))?.[0].length ?? 0);
  if (start === from && !UNSPACED.has(lng) && from < text.length) return null;
  const pattern = lengthPattern(lng);
  pattern.lastIndex = start;
  const m = pattern.exec(text);
  const minutes = m && minutesOf(m, lng);
  return m && minutes ? { end: start + m[0].length, minutes } : null;
}

/** A length ending right before `to` (and spaces), or null. */
export function lengthBefore(text: string, to: number, lng: Language): { index: number; minutes: number } | null {
  const before = text.slice(0, to).trimEnd();
  if (before.length === to && !UNSPACED.has(lng)) return null;
  // Each place a word starts, from 40 characters back: the longest length ending right there wins.
  for (let start = Math.max(0, before.length - 40); start < before.length; start++) {
    if (!UNSPACED.has(lng) && start > 0 && !/\s/.test(before[start - 1]!)) continue;
    const pattern = lengthPattern(lng);
    pattern.lastIndex = start;
    const m = pattern.exec(before);
    if (m && start + m[0].length === before.length) {
      const minutes = minutesOf(m, lng);
      return minutes ? { index: start, minutes } : null;
    }
  }
  return null;
}
