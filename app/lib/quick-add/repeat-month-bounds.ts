import type { Language } from "../i18n";
import { endOfNamedMonth, inDays, startOfNamedMonth, type Components } from "./more-dates";
import { monthNames, monthOf } from "./months";
import { CJK_MONTH, cjkMonth, chars, words } from "./repeat-words";

// A month alone as a series' bounds (decision 005): "every Monday until March" runs through
// March's last day (as "until Friday" runs through Friday, and 3月まで means March included);
// "every Monday from January", "ab Januar", "a partir de enero", 从1月开始, 1月から starts on its
// 1st (today within it). Read only with a rule: "Notes from January" is a title.

/** A month's name (or 3月), perhaps its year: `month`, `year`. */
const monthWords = (lng: Language, n = "") =>
  lng === "zh" || lng === "ja"
    ? `(?<month${n}>${CJK_MONTH})月份?(?![\\d０-９日号])`
    : `(?<month${n}>${monthNames(lng)})\\.?(?:\\s+(?<year${n}>20\\d\\d))?`;

/** After "until", "bis", "hasta", 直到…: the month right at the start of the text ("in" before it in some languages). */
const UNTIL_MONTH: Record<Language, RegExp> = Object.fromEntries(
  (["en", "de", "fr", "es", "pt", "zh", "ja"] as const).map((lng) => [
    lng,
    new RegExp(`^(?:(?:in|im|en|em|el\\s+mes\\s+de|o\\s+m[eê]s\\s+de)\\s+)?${monthWords(lng)}(?![\\p{L}\\p{N}])`, "iu"),
  ]),
) as Record<Language, RegExp>;

/** Japanese and Chinese say it after the month: 3月まで, 3月为止. */
const UNTIL_MONTH_AFTER: Partial<Record<Language, RegExp>> = {
  ja: chars(`${monthWords("ja")}\\s*まで`),
  zh: chars(`(?:到|至)?${monthWords("zh")}\\s*(?:为止|止)`),
};

/** "from January to March", "de enero a marzo", 从1月到3月: both months at once (German's "bis" is an end of its own). */
const MONTH_RANGE: Partial<Record<Language, RegExp>> = {
  en: words(
    `(?:from|between)\\s+${monthWords("en")}\\s+(?:to|through|thru|till|until|and|[-–])\\s+${monthWords("en", "2")}`,
  ),
  fr: words(`(?:de\\s+|d['’]\\s?)${monthWords("fr")}\\s+(?:à|au)\\s+${monthWords("fr", "2")}`),
  es: words(`de\\s+${monthWords("es")}\\s+a\\s+${monthWords("es", "2")}`),
  pt: words(`de\\s+${monthWords("pt")}\\s+a\\s+${monthWords("pt", "2")}`),
  zh: chars(`从?${monthWords("zh")}(?:到|至)${monthWords("zh", "2")}`),
};

const START_MONTH: Record<Language, RegExp> = {
  en: words(`(?:starting|beginning|from)(?:\\s+in)?\\s+${monthWords("en")}`),
  // "von Januar bis März": "bis März" is read first, as the end.
  de: words(`(?:ab|beginnend|von)(?:\\s+(?:dem|im))?\\s+${monthWords("de")}`),
  fr: words(`(?:à\\s+partir\\s+|dès\\s+)(?:(?:du\\s+)?mois\\s+)?(?:de\\s+|d['’]\\s?)?${monthWords("fr")}`),
  es: words(`(?:a\\s+partir\\s+de|desde)\\s+(?:(?:el\\s+)?mes\\s+de\\s+)?${monthWords("es")}`),
  pt: words(`(?:a\\s+partir\\s+de|desde)\\s+(?:(?:o\\s+)?m[eê]s\\s+de\\s+)?${monthWords("pt")}`),
  zh: chars(`从?${monthWords("zh")}(?:开始|起)`),
  ja: chars(`${monthWords("ja")}から`),
};

const pad = (n: number) => String(n).padStart(2, "0");
const iso = (c: Components) => `${c.year}-${pad(c.month)}-${pad(c.day)}`;

/** The month (January 0) and year a match names; -1 for none. */
function monthIn(lng: Language, groups: Record<string, string | undefined>): { month0: number; year?: number } {
  const said = groups.month ?? "";
  const month0 = lng === "zh" || lng === "ja" ? cjkMonth(said) - 1 : monthOf(lng, said);
  return { month0, ...(groups.year ? { year: Number(groups.year) } : {}) };
}

/** Its last day: this year's unless it has passed, or of the year said; null for a year gone by. */
function lastOf(lng: Language, groups: Record<string, string | undefined>, ref: Date): string | null {
  const { month0, year } = monthIn(lng, groups);
  if (month0 < 0 || month0 > 11) return null;
  if (year === undefined) return iso(endOfNamedMonth(ref, month0));
  const last = new Date(Date.UTC(year, month0 + 1, 0)).toISOString().slice(0, 10);
  return last >= iso({ year: ref.getFullYear(), month: ref.getMonth() + 1, day: ref.getDate() }) ? last : null;
}

/** After an "until" word (`text` follows it): a month, as a series' last day (its last), and how long its words are. */
export function untilMonth(text: string, lng: Language, ref: Date): { day: string; length: number } | null {
  const match = UNTIL_MONTH[lng].exec(text);
  const day = match && lastOf(lng, match.groups ?? {}, ref);
  return day ? { day, length: match[0].length } : null;
}

/** 3月まで, 3月为止 anywhere in the text: the day, where its words are. */
export function untilMonthAfter(
  text: string,
  lng: Language,
  ref: Date,
): { day: string; index: number; text: string } | null {
  const pattern = UNTIL_MONTH_AFTER[lng];
  const match = pattern?.exec(text);
  const day = match && lastOf(lng, match.groups ?? {}, ref);
  return match && day ? { day, index: match.index, text: match[0] } : null;
}

/**
 * "from January", "ab März 2027", 1月から: a series' first day (the month's 1st, or today within
 * it), the words, and the text without them; with a second month ("from January to March"),
 * its last day too.
 */
export function takeStartMonth(
  text: string,
  lng: Language,
  ref: Date,
): { day: string; until?: string; text: string; rest: string } | null {
  const range = MONTH_RANGE[lng]?.exec(text);
  const match = range ?? START_MONTH[lng].exec(text);
  if (!match) return null;
  const groups = match.groups ?? {};
  const { month0, year } = monthIn(lng, groups);
  if (month0 < 0 || month0 > 11) return null;
  // Within a range of months that has begun ("from November to February" in December): today.
  const end0 = range ? monthIn(lng, { month: groups.month2 }).month0 : -1;
  const begun =
    range && year === undefined && end0 >= 0 && (ref.getMonth() - month0 + 12) % 12 <= (end0 - month0 + 12) % 12;
  const first = begun
    ? inDays(ref, 0)
    : year === undefined
      ? startOfNamedMonth(ref, month0)
      : { year, month: month0 + 1, day: 1 };
  const today = iso({ year: ref.getFullYear(), month: ref.getMonth() + 1, day: ref.getDate() });
  if (!first) return null;
  // A month of a year gone by starts nothing; today within the month said, today.
  const day =
    iso(first) < today ? (year === ref.getFullYear() && month0 === ref.getMonth() ? today : null) : iso(first);
  if (!day) return null;
  // The second month: the first such after the start ("from November to February" crosses a year).
  const until = range
    ? lastOf(lng, { month: groups.month2, year: groups.year2 }, new Date(`${day}T12:00:00`))
    : undefined;
  if (range && !until) return null;
  return {
    day,
    ...(until ? { until } : {}),
    text: match[0],
    rest: `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`,
  };
}
