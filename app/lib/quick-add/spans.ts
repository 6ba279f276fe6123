import type * as chrono from "chrono-node";
import type { Language } from "../i18n";

// chrono reads a length of time as the moment it ends: "Pack for 3 days" was due on Friday,
// "Gym twice a week" next Tuesday (a bare "a week", as its forward-dating mode allows),
// "Meditate 10 minutes" today, titled "Meditate". In a planner's line such words say how long
// or how often, not when. A result chrono counted from today (tagged "result/relativeDate")
// is no date when it is a span; "in 3 days", "within a week", "3 days from now", "after 2
// weeks", "dans 3 jours", "in 3 Tagen", "en 3 días" still are. Hours and minutes ("in 2 hours")
// are a time of day, which stays in the title as "at 3pm" does (decision 005).

/** chrono's amounts in English: digits, "a", "one" to "twelve", "a few", "a couple of", "half an". */
const EN_AMOUNT =
  "(?:\\d|an?\\b|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few|several|couple|half)";

/** Words that start (or, in English, end) a span: how long, not when. */
const SPAN: Partial<Record<Language, (text: string) => boolean>> = {
  en: (text) =>
    /^for\b/i.test(text) ||
    // "the last 3 days", "the next 2 weeks": a stretch; "next week" alone is a day.
    new RegExp(`^(?:last|past|next)\\s+${EN_AMOUNT}`, "i").test(text) ||
    // Bare ("a week", "3 days"), unless a word after it says when ("later", "from now", "ago").
    (new RegExp(`^(?:(?:about|around|roughly|approximately|just)\\s*)?~?\\s*${EN_AMOUNT}`, "i").test(text) &&
      !/\b(?:later|after|from now|henceforth|forward|out|ago|before|earlier)$/i.test(text)),
  de: (text) =>
    /^(?:für|während)\s/i.test(text) ||
    // "die nächsten 3 Tage", "die letzten zwei Wochen": a stretch; "nächste Woche" is a day.
    /^(?:nächsten|kommenden|folgenden|letzten|vergangenen|vorigen)\s+(?:\d|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|paar|einige)/i.test(
      text,
    ),
  // "les 3 derniers jours", "les 2 prochaines semaines": a stretch; "la semaine prochaine" is a day.
  fr: (text) => /^(?:(?:pour|pendant|de|les)\s|d['’])/i.test(text),
  // chrono's Spanish reads "3 días", "de", "por" and "durante" as well as "en" and "dentro de".
  es: (text) => !/^(?:en|dentro\s+de)\s/i.test(text),
};

/** Whether chrono's result is a length of time ("for 3 days", "a week", "10 minutes"), not a day. */
export function isSpan(result: chrono.ParsedResult, lng: Language): boolean {
  const tags = result.tags();
  if (tags.has("result/relativeDateAndTime")) return true;
  return tags.has("result/relativeDate") && (SPAN[lng]?.(result.text.trim()) ?? false);
}
