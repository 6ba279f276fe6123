import type { Language } from "../i18n";

// The month's last day after the rule of every month: "monthly on the last day", "every month
// at the end of the month", "jeden Monat am Monatsende", "每月的最后一天", "毎月の末日"
// (decision 028): the rule "nth:-1:0", as "every last day" is. Every few months so is no rule
// yet: a series counts from its own day, and one from November's 30th would never be on a 31st.

const spaced = (source: string) => new RegExp(`^\\s*,?\\s*(?:${source})(?![\\p{L}\\p{N}])`, "iu");

const LAST_DAY_AFTER: Record<Language, RegExp> = {
  en: spaced(
    "on\\s+the\\s+last\\s+day(?:\\s+of\\s+the\\s+month)?|at\\s+the\\s+end\\s+of\\s+the\\s+month|on\\s+the\\s+month's\\s+last\\s+day",
  ),
  de: spaced("am\\s+letzten\\s+tag(?:\\s+des\\s+monats)?|am\\s+monatsende|zum\\s+monatsende|am\\s+monatsletzten"),
  fr: spaced("le\\s+dernier\\s+jour(?:\\s+du\\s+mois)?|en\\s+fin\\s+de\\s+mois|à\\s+la\\s+fin\\s+du\\s+mois"),
  es: spaced("el\\s+[úu]ltimo\\s+d[íi]a(?:\\s+del\\s+mes)?|a\\s+fin\\s+de\\s+mes|al\\s+final\\s+del\\s+mes"),
  pt: spaced("no\\s+[úu]ltimo\\s+dia(?:\\s+do\\s+m[êe]s)?|no\\s+fim\\s+do\\s+m[êe]s|ao\\s+final\\s+do\\s+m[êe]s"),
  zh: /^的?(?:最后一天|月底|月末)/u,
  ja: /^[のに]?(?:末日|月末)/u,
};

/** After the rule of every month (`text` follows it), how long the words of its last day are; 0 when none follow. */
export const monthEndAfter = (text: string, lng: Language): number => LAST_DAY_AFTER[lng].exec(text)?.[0].length ?? 0;
