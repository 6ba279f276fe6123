import type { Language } from "../i18n";

// The small words around a date in a quick-add line, in each language: those that only tie it
// to the title, those that join days in a list, and those that make it a thing's (parse.ts).

/**
 * Small words that only tied the date to the title ("on Monday", "am 24.12.", "d'ici
 * vendredi", "starting tomorrow"), as patterns; two may stand together ("para el viernes").
 */
export const CONNECTORS: Record<Language, string[]> = {
  // "the start of next week" is its Monday, "the beginning of next month" its 1st: the day the date says.
  // "before Friday": due by Friday, as "by" is.
  en: [
    "on",
    "by",
    "due",
    "for",
    "starting",
    "beginning",
    "from",
    "before",
    "(?:at\\s+)?(?:the\\s+)?(?:start|beginning)\\s+of",
    // "no later than Friday": by Friday; "spätestens", "au plus tard", "a más tardar" too.
    "not?\\s+later\\s+than",
    // "first thing Monday": that morning, and objectives have days.
    "first\\s+thing",
  ],
  // "zum 31.12.": by then. "avant la fin du mois": two together.
  // "vom" only after a rule (OF_A_DAY): "jeden Montag vom 5. Januar".
  de: ["am", "bis", "zum", "für", "ab", "ab\\s+dem", "vom", "vor", "vor\\s+dem", "spätestens"],
  fr: [
    "le",
    "la",
    "pour",
    "au",
    "d['’]ici",
    "dès",
    "à\\s+partir\\s+d[eu]",
    "avant",
    "jusqu['’](?:à|au)",
    "au\\s+plus\\s+tard",
  ],
  es: ["el", "para", "hasta", "desde", "a\\s+partir\\s+del?", "antes\\s+del?", "a\\s+más\\s+tardar"],
  pt: ["em", "no", "na", "o", "a", "para", "até", "desde", "a\\s+partir\\s+d[eao]", "antes\\s+d[eao]"],
  // 从下周开始: from next week on.
  zh: ["在", "从"],
  ja: ["に"],
};

/** A day's name after a date that makes it a range's start, where the date parser does not see ranges. */
export const RANGE_AFTER: Partial<Record<Language, RegExp>> = {
  pt: /^\s+(?:a|até)\s+(?:segunda|terça|terca|quarta|quinta|sexta|sábado|sabado|domingo)/iu,
  es: /^\s+(?:a|al|hasta(?:\s+el)?)\s+(?:lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo)/iu,
};

/**
 * "of" after a word, which makes the day a thing's ("a prova de sexta", "la reunión del lunes",
 * "l'examen de vendredi", "Protokoll vom Montag"), and the connectors that end in it ("antes de").
 */
export const OF_A_DAY: Partial<Record<Language, { of: RegExp; connector?: RegExp; startsRule?: RegExp }>> = {
  es: { of: /\p{L}\s+del?\s*$/iu, connector: /(?:antes|partir)\s+del?\s*$/iu },
  pt: { of: /\p{L}\s+d[eao]s?\s*$/iu, connector: /(?:antes|partir)\s+d[eao]s?\s*$/iu },
  fr: { of: /\p{L}\s+(?:de|du)\s*$/iu, connector: /partir\s+d[eu]\s*$/iu },
  // After a rule, "vom" is "from": its series' first day.
  de: { of: /\p{L}\s+vom\s*$/iu, startsRule: /(?:^|\s)vom\s*$/iu },
};

/**
 * A time of day written into a weekday's name ("Samstagabend", "Sonntagmorgen"): the weekday is
 * the day, and the word stays whole in the title, as "Friday-night" does.
 */
export const TIME_IN_A_DAY: Partial<Record<Language, RegExp>> = {
  de: /^(?:morgen|früh|vormittag|mittag|nachmittag|abend|nacht)s?(?![\p{L}\p{N}])/iu,
};

/** Particles that tie the date to the words after it ("明日の会議", "週末に電話", "明天的会议", "今日中に": within the day). */
export const LINKS_AFTER: Partial<Record<Language, RegExp>> = {
  // "Friday at the latest", "Freitag spätestens", "vendredi au plus tard": by then. "latest" and
  // "no máximo" alone end the line ("Friday latest news", "no máximo 50 reais" are no such).
  en: /^,?\s+(?:at\s+the\s+latest(?![\p{L}\p{N}])|latest(?=\s*(?:$|[,.;:!?])))/iu,
  de: /^,?\s+spätestens(?![\p{L}\p{N}])/iu,
  fr: /^,?\s+au\s+plus\s+tard(?![\p{L}\p{N}])/iu,
  es: /^,?\s+a\s+más\s+tardar(?![\p{L}\p{N}])/iu,
  pt: /^,?\s+no\s+máximo(?=\s*(?:$|[,.;:!?]))/iu,
  // 来週から: from next week on; 金曜日まで: by Friday.
  ja: /^\s*(?:中に|中(?!\p{Script=Han})|の|までに|まで|から|に)/u,
  // 周五前, 周五之前: by Friday; 从下周开始, 下周起: from next week on.
  zh: /^\s*(?:的|之前|以前|前|开始|起)/,
};

/** Particles that tie a repeat rule to the words after it ("毎週月曜の会議", "毎月15日に支払い", "每周一的会议"). */
export const RULE_LINKS_AFTER: Partial<Record<Language, RegExp>> = {
  ja: /^(?:に|の)/u,
  zh: /^的/u,
};

/** Words right before a rule's first day ("starting Dec 11", "ab dem 11.", "à partir du 11 décembre"). */
export const STARTS_AT: Partial<Record<Language, RegExp>> = {
  en: /(?:^|\s)(?:starting|beginning|from)(?:\s+on)?\s*$/iu,
  de: /(?:^|\s)(?:ab|beginnend)(?:\s+(?:dem|am))?\s*$/iu,
  fr: /(?:^|\s)(?:à\s+partir\s+d[ue]|dès(?:\s+le)?)\s*$/iu,
  es: /(?:^|\s)(?:a\s+partir\s+del?|desde(?:\s+el)?)\s*$/iu,
  pt: /(?:^|\s)(?:a\s+partir\s+d[eoa]|desde)\s*$/iu,
};

/** What joins days in a list ("Mon, Wed and Fri", "lundi ou jeudi", "周一、周三", "月・木"). */
export const LIST_GLUE: Record<Language, RegExp> = {
  en: /^\s*(?:[,/&+]\s*)?(?:(?:and|or)\s+)?$/i,
  de: /^\s*(?:[,/&+]\s*)?(?:(?:und|oder)\s+)?$/i,
  fr: /^\s*(?:[,/&+]\s*)?(?:(?:et|ou)\s+)?$/i,
  es: /^\s*(?:[,/&+]\s*)?(?:(?:y|e|o|u)\s+)?$/i,
  pt: /^\s*(?:[,/&+]\s*)?(?:(?:e|ou)\s+)?$/i,
  zh: /^\s*(?:[,/&+，、和或及]\s*)?$/,
  ja: /^\s*(?:[,/&+，、・とや]\s*)?$/,
};
