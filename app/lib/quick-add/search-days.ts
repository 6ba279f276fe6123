import type { SearchDays } from "../data-api";
import type { Language } from "../i18n";

/**
 * The days a search line may name (decision 027): a closed set of words in each language,
 * English's too everywhere, read only as whole words (not "today's", not "今日の"), so that
 * a title's words stay words unless they are exactly these. Quoted, they are words again.
 */
const WORDS: Record<Language, Record<SearchDays, string[]>> = {
  en: { overdue: ["overdue"], today: ["today"], tomorrow: ["tomorrow"], week: ["next 7 days", "7 days"] },
  pt: {
    overdue: ["atrasadas?", "atrasados?"],
    today: ["hoje"],
    tomorrow: ["amanhã"],
    week: ["próximos 7 dias", "7 dias"],
  },
  de: { overdue: ["überfällig"], today: ["heute"], tomorrow: ["morgen"], week: ["nächste 7 tage", "7 tage"] },
  es: {
    overdue: ["vencidas?", "vencidos?", "atrasadas?", "atrasados?"],
    today: ["hoy"],
    tomorrow: ["mañana"],
    week: ["próximos 7 días", "7 días"],
  },
  fr: {
    overdue: ["en retard"],
    today: ["aujourd['’]hui"],
    tomorrow: ["demain"],
    week: ["7 prochains jours", "7 jours"],
  },
  zh: { overdue: ["逾期", "过期"], today: ["今天"], tomorrow: ["明天"], week: ["未来7天", "7天"] },
  ja: { overdue: ["期限切れ", "期限超過"], today: ["今日"], tomorrow: ["明日"], week: ["今後7日間", "7日間"] },
};

const SCOPES = ["overdue", "today", "tomorrow", "week"] as const satisfies readonly SearchDays[];

/** A language's words and English's, as whole words in any case: not inside a word, nor
 *  before an apostrophe ("today's" is a word). */
const wholeWords = (own: string[], english: string[]) => {
  const words = [...new Set([...own, ...english])].map((w) => w.replace(/ /g, "\\s+"));
  return new RegExp(`(?<![\\p{L}\\p{N}_'’])(?:${words.join("|")})(?![\\p{L}\\p{N}_'’])`, "giu");
};

/** Each scope's pattern for a language. */
const patterns = (lng: Language) => SCOPES.map((days) => [days, wholeWords(WORDS[lng][days], WORDS.en[days])] as const);

const cache = new Map<Language, ReturnType<typeof patterns>>();

/** Where a line names days: each match's scope and place, in the order typed. */
export function daysIn(text: string, lng: Language): { days: SearchDays; span: readonly [number, number] }[] {
  let compiled = cache.get(lng);
  if (!compiled) cache.set(lng, (compiled = patterns(lng)));
  return compiled
    .flatMap(([days, pattern]) =>
      [...text.matchAll(pattern)].map((m) => ({ days, span: [m.index, m.index + m[0].length] as const })),
    )
    .sort((a, b) => a.span[0] - b.span[0]);
}

/**
 * The words that ask for repeating objectives only (Todoist's "recurring"), in each language
 * and English's, whole words, any case; quoted, they are words.
 */
const REPEATING: Record<Language, string[]> = {
  en: ["repeating", "recurring"],
  pt: ["recorrentes?", "repetitivas?"],
  de: ["wiederkehrende?", "wiederholend"],
  es: ["recurrentes?", "periódicas?"],
  fr: ["récurrentes?", "récurrents?"],
  zh: ["重复", "循环"],
  ja: ["繰り返し", "定期"],
};
const repeatingCache = new Map<Language, RegExp>();

/** The words that ask for open objectives with a deadline (decision 072), as REPEATING's. */
const DEADLINE: Record<Language, string[]> = {
  en: ["deadlines?"],
  pt: ["prazos?"],
  de: ["fristen", "frist"],
  es: ["fechas? límite", "vencimientos?"],
  fr: ["échéances?"],
  zh: ["截止日期", "截止"],
  ja: ["期限"],
};
const deadlineCache = new Map<Language, RegExp>();

/** Where a line asks for open objectives with a deadline only. */
export function deadlineIn(text: string, lng: Language): (readonly [number, number])[] {
  let pattern = deadlineCache.get(lng);
  if (!pattern) deadlineCache.set(lng, (pattern = wholeWords(DEADLINE[lng], DEADLINE.en)));
  return [...text.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length] as const);
}

/** Where a line asks for repeating objectives only. */
export function repeatingIn(text: string, lng: Language): (readonly [number, number])[] {
  let pattern = repeatingCache.get(lng);
  if (!pattern) repeatingCache.set(lng, (pattern = wholeWords(REPEATING[lng], REPEATING.en)));
  return [...text.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length] as const);
}
