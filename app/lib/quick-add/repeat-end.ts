import { addDays } from "../dates";
import type { Language } from "../i18n";
import { COUNTS } from "./counts";
import { holidayAt } from "./holidays";
import { lastMatch } from "./repeat";
import { untilMonth, untilMonthAfter } from "./repeat-month-bounds";
import { words } from "./repeat-words";

/** A day a date parser found in a text: where, as typed, and which (YYYY-MM-DD). */
export interface FoundDay {
  index: number;
  text: string;
  day: string;
}

/** How long a series lasts ("for 3 weeks"): counted from its first day. */
export interface Lasting {
  n: number;
  unit: "d" | "w" | "m" | "y";
}

/**
 * A repeat's end as typed after its rule (Todoist's "every day until Dec 31", "every Monday
 * for 6 weeks"): the last day, or how long it lasts, the words as typed, and the line
 * without them. Read only when the line has a rule: without one, "until Friday" and "for 3
 * weeks" are the title's words ("Pack for 3 days" is no date either: not-dates.ts).
 */
export interface RepeatEnd {
  until?: string;
  lasts?: Lasting;
  text: string;
  rest: string;
}

// "until", then the day: the words before a date (the date parser reads what follows).
const UNTIL: Partial<Record<Language, RegExp>> = {
  en: words("until|till|through|thru|ending(?:\\s+on)?|ends(?:\\s+on)?"),
  de: words("bis(?:\\s+(?:zum|zur|am|einschließlich))?|endet(?:\\s+am)?"),
  fr: /(?<![\p{L}\p{N}])(?:jusqu['’]\s?(?:au|à(?:\s+l[ae])?|à|en)|jusqu['’]?à)(?![\p{L}\p{N}])/iu,
  es: words("hasta(?:\\s+el)?|termina(?:\\s+el)?"),
  pt: words("até(?:\\s+(?:o\\s+dia|o|a|dia))?|termina(?:\\s+em)?"),
  zh: /(?:直到|截止到|截至)/u,
};
// Japanese says it after the day: "12月31日まで".
const UNTIL_AFTER: Partial<Record<Language, RegExp>> = { ja: /^\s*まで/u, zh: /^\s*(?:为止|止)/u };

const NUMBER = `(?<n>\\d{1,3}|${Object.keys(COUNTS).join("|")})`;

// "for 3 weeks": the number and the unit (its word, which UNITS reads).
const LASTS: Record<Language, RegExp> = {
  en: words(`for\\s+(?:the\\s+next\\s+)?${NUMBER}\\s+(?<unit>days?|weeks?|months?|years?)`),
  de: words(
    `(?:für|während)\\s+(?:die\\s+nächsten\\s+)?${NUMBER}\\s+(?<unit>Tagen?|Tage|Wochen?|Monaten?|Monate|Jahren?|Jahre)`,
  ),
  fr: words(`pendant\\s+${NUMBER}\\s+(?<unit>jours?|semaines?|mois|ans?|années?)`),
  es: words(`durante\\s+${NUMBER}\\s+(?<unit>días?|dias?|semanas?|mes(?:es)?|años?)`),
  pt: words(`(?:por|durante)\\s+${NUMBER}\\s+(?<unit>dias?|semanas?|m[eê]s(?:es)?|anos?)`),
  zh: new RegExp(`持续\\s*${NUMBER}\\s*(?<unit>天|周|个?星期|个月|年)`, "u"),
  ja: new RegExp(`${NUMBER}\\s*(?<unit>日間|週間|[かカヶケ]月間?|年間)`, "u"),
};
const UNITS: [RegExp, Lasting["unit"]][] = [
  [/^(?:day|tag|jour|d[ií]a|天|日)/iu, "d"],
  [/^(?:week|woche|semaine|semana|周|个?星期|週)/iu, "w"],
  [/^(?:month|monat|mois|mes|m[eê]s|个月|[かカヶケ]月)/iu, "m"],
];
/** The unit of "3 weeks", "3 Wochen", "3 semaines", "3周", "3週間"; else years. */
const unitOf = (word: string): Lasting["unit"] => UNITS.find(([pattern]) => pattern.test(word))?.[1] ?? "y";

/**
 * The end of the rule a line had (call it with the line once the rule's words are out):
 * `parse` finds the days a date parser sees in a text, first to last; a month alone ("until
 * March", 3月まで) is its last day, counted from `ref` (the line's today).
 */
export function takeEnd(text: string, lng: Language, parse: (text: string) => FoundDay[], ref: Date): RepeatEnd | null {
  const lasts = LASTS[lng].exec(text);
  if (lasts) {
    const n = COUNTS[lasts.groups!.n!.toLowerCase()] ?? Number(lasts.groups!.n);
    if (n >= 1 && n <= 999) {
      const rest = `${text.slice(0, lasts.index)} ${text.slice(lasts.index + lasts[0].length)}`;
      return { lasts: { n, unit: unitOf(lasts.groups!.unit!) }, text: lasts[0], rest };
    }
  }
  const before = UNTIL[lng];
  const keyword = before ? lastMatch(before, text) : null;
  if (keyword) {
    const from = keyword.index + keyword[0].length;
    const after = text.slice(from);
    const lead = after.length - after.trimStart().length;
    // A month alone ("until March") or a holiday ("until Christmas": the parser reads one only after "on").
    const named = untilMonth(after.trimStart(), lng, ref) ?? holidayAt(after.trimStart(), lng, ref);
    const day =
      parse(after.trimStart()).find((d) => d.index === 0) ??
      (named ? { index: 0, day: named.day, text: after.trimStart().slice(0, named.length) } : undefined);
    if (day) {
      const end = from + lead + day.text.length;
      return {
        until: day.day,
        text: text.slice(keyword.index, end),
        rest: `${text.slice(0, keyword.index)} ${text.slice(end)}`,
      };
    }
  }
  const month = untilMonthAfter(text, lng, ref);
  if (month) {
    const end = month.index + month.text.length;
    return { until: month.day, text: month.text, rest: `${text.slice(0, month.index)}${text.slice(end)}` };
  }
  const suffix = UNTIL_AFTER[lng];
  if (suffix) {
    for (const day of parse(text).reverse()) {
      const tail = suffix.exec(text.slice(day.index + day.text.length));
      if (!tail) continue;
      const end = day.index + day.text.length + tail[0].length;
      return {
        until: day.day,
        text: text.slice(day.index, end),
        rest: `${text.slice(0, day.index)}${text.slice(end)}`,
      };
    }
  }
  return null;
}

/** The last day of a series that lasts `lasts` from `first`: "for 3 weeks" from Monday ends on the third Sunday. */
export function lastDay(first: string, lasts: Lasting): string {
  if (lasts.unit === "d") return addDays(first, lasts.n - 1);
  if (lasts.unit === "w") return addDays(first, 7 * lasts.n - 1);
  const [y, m, d] = first.split("-").map(Number) as [number, number, number];
  const months = lasts.unit === "m" ? lasts.n : 12 * lasts.n;
  // The same day n months on (or that month's last, for a 31st), the day before it.
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const length = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, length));
  return addDays(target.toISOString().slice(0, 10), -1);
}
