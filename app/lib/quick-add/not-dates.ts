import type * as chrono from "chrono-node";
import type { Language } from "../i18n";

// chrono reads a length of time as the moment it ends: "Pack for 3 days" was due on Friday,
// "Gym twice a week" next Tuesday (a bare "a week", as its forward-dating mode allows),
// "Meditate 10 minutes" today, titled "Meditate". In a planner's line such words say how long
// or how often, not when. A result chrono counted from today (tagged "result/relativeDate")
// is no date when it is a span; "in 3 days", "within a week", "3 days from now", "after 2
// weeks", "dans 3 jours", "in 3 Tagen", "en 3 días" still are. Hours and minutes ("in 2 hours")
// are a time of day, which stays in the title as "at 3pm" does (decision 005).

/**
 * chrono's amounts in English: digits, "a", "one" to "twelve", "a few", "a couple of", "half
 * an", and "the" ("Plan the week", "Seize the day", "Word of the day": a week, a day on).
 */
const EN_AMOUNT =
  "(?:\\d|an?\\b|the\\b|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few|several|couple|half)";

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

// Short names of weekdays that are everyday words too: "sun", "sat" and "wed"; German "so";
// French "mer" (sea), "jeu" (game), "sam", "dim"; Spanish "mar" (sea); Portuguese "ter" (to
// have), "dom" (gift), "sex". "Das ist so gut" was "Das ist gut" on Sunday, "Ter paciência" a
// Tuesday, "Sat down with Bob" a Saturday, "Nadar en el mar mañana" "Nadar en". Such a word is
// no day after an article or a pronoun ("Ir al mar", "Aller à la mer", "Acheter un jeu", "I
// sat"), in the case the language writes the everyday word in (German's day is "So", its word
// "so"; French, Spanish and Portuguese write days in lower case, so "Sam" and "Mar" are names),
// and alone (chrono's match is the word itself, without "on", "am", "next"…) unless it is an
// abbreviation ("So.", "mar.") or the line's last word ("Termin So", "gym sat", "Reunião ter").
const SHORT_WORDS: Partial<Record<Language, { words: RegExp; notAfter: RegExp; wordCase?: "lower" | "capital" }>> = {
  en: {
    words: /^(?:sun|sat|wed)$/i,
    notAfter: /(?:^|\s)(?:the|a|i|we|you|they|he|she|it|who|got|get|just)\s*$/i,
  },
  de: {
    words: /^so$/i,
    notAfter: /(?:^|\s)(?:es|das|ist|nicht|genau|ja|und|oder|mach|machen)\s*$/i,
    wordCase: "lower",
  },
  fr: {
    words: /^(?:mer|jeu|sam|dim)$/i,
    notAfter: /(?:^|\s)(?:la|le|les|un|une|du|de|des|au|aux|à|en|mon|ton|son|ma|ta|sa|ce|cet|cette|l['’])\s*$/i,
    wordCase: "capital",
  },
  es: { words: /^mar$/i, notAfter: /(?:^|\s)(?:el|al|del|la|un|una|en|de|a|y|mi|tu|su)\s*$/i, wordCase: "capital" },
  pt: {
    words: /^(?:ter|dom|sex)$/i,
    notAfter:
      /(?:^|\s)(?:o|um|do|da|de|a|e|para|sem|com|que|vou|vai|vamos|pode|posso|deve|devo|tem|tenho|quero|precisa|preciso)\s*$/i,
    wordCase: "capital",
  },
};

// Given names that start with "tomorrow" or "today" in a language without spaces: 明日香
// (Asuka) was a call tomorrow to "香", 今日子 (Kyōko) one today to "子". 日曜大工 is DIY, not
// a carpenter on Sunday.
const CJK_NAMES: Partial<Record<Language, RegExp>> = {
  ja: /^(?:明日(?:香|美|菜|奈|花|翔|海|実)|今日(?:子|美)|日曜大工)/u,
  zh: /^明日香/u,
};

/**
 * Whether chrono's result starts with a weekday's short name used as an everyday word ("so",
 * "mar", "ter"), judged in `line`, the text chrono read.
 */
export function isPlainWord(result: chrono.ParsedResult, line: string, lng: Language): boolean {
  if (CJK_NAMES[lng]?.test(line.slice(result.index))) return true;
  const rule = SHORT_WORDS[lng];
  const text = result.text.trim();
  const word = /^\S+/.exec(text)?.[0] ?? "";
  if (!rule?.words.test(word)) return false;
  const lower = word === word.toLowerCase();
  if ((rule.wordCase === "lower" && lower) || (rule.wordCase === "capital" && !lower)) return true;
  const start = result.index + result.text.indexOf(word);
  if (rule.notAfter.test(line.slice(0, start))) return true;
  if (word !== text) return false;
  const after = line.slice(start + word.length);
  return !after.startsWith(".") && !/^[\s!?,;:]*$/.test(after);
}

/**
 * A fraction, not a date: "Fix 1/2 of the backlog", "Eat 3/4 of the cake" ("1/2" was 2
 * January). Figures with a slash followed by "of" in English.
 */
export function isFraction(result: chrono.ParsedResult, line: string, lng: Language): boolean {
  return (
    lng === "en" &&
    /^\d{1,2}\/\d{1,2}$/.test(result.text.trim()) &&
    /^\s+of\s/i.test(line.slice(result.index + result.text.length))
  );
}

/**
 * The day before or after something the line does not name: "Call mom the day before" was
 * yesterday, "Appeler la veille" and "am Vortag" too, "Call mom the next day" tomorrow with
 * "the" left in the title, "Send cards a week before" a week ago. Before or after what, only the writer knows; the words stay. A day
 * named after them is read (holidays.ts: "the day before Christmas").
 */
const UNANCHORED: Partial<Record<Language, RegExp>> = {
  en: /^(?:(?:the\s+)?(?:day\s+(?:before|after)|next\s+day)|(?:\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:days?|weeks?|months?)\s+(?:before|after))$/i,
  de: /^(?:am\s+)?(?:vortag|folgetag|tag\s+(?:davor|danach))$/i,
  fr: /^(?:la\s+veille|le\s+lendemain)$/i,
  es: /^(?:la\s+v[ií]spera|el\s+d[ií]a\s+(?:antes|despu[ée]s|siguiente))$/i,
  pt: /^(?:n?a\s+v[ée]spera|n?o\s+dia\s+(?:antes|depois|seguinte))$/i,
};

export function isUnanchored(result: chrono.ParsedResult, lng: Language): boolean {
  return UNANCHORED[lng]?.test(result.text.trim()) ?? false;
}
