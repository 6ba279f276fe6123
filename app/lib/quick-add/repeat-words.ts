// The vocabulary of repeat phrases: days, ordinals, lists and numbers in each language, and the
// shapes phrases are made of (repeat-phrases.ts uses them; repeat.ts reads a line with them).
import type { Repeat } from "../repeat";
import type { Language } from "../i18n";
import { COUNTS } from "./counts";
import { monthOf } from "./months";

/**
 * A phrase that makes a quick-add line repeat. `weekday` names the capture group that
 * is a day of the week ("every Monday"): it stays in the line, with `singular` applied, so
 * the date parser sets the first day, and the rule is weekly. A date of the year ("every
 * March 15") is kept the same way, its group `date`, and the rule is yearly. An interval's
 * phrase ("every 3 days") names its number `n` and its `unit`, which `repeat` turns into the rule.
 */
export interface Phrase {
  pattern: RegExp;
  repeat: Repeat | ((unit: string) => Repeat);
  /** The interval: fixed ("every other week": 2), or 1 unless the phrase has `n`. */
  every?: number;
  singular?: (weekday: string) => string;
  /** A list of days of the week ("every Mon and Thu"), its capture group `days` (or `days2`),
   *  or a range ("every Mon–Wed"), its groups `from` and `to` (or `from2`, `to2`): their ISO
   *  numbers, whose rule (lib/repeat-value.ts' daysRule) stands for `repeat`. */
  days?: (list: string) => number[];
  /** Monthly on a day of the month ("every 15th", "todo dia 15", "每月15号"): its group `mday`. */
  monthDay?: true;
  /** Monthly on several days of the month ("every 1st and 15th"): the numbers in its group
   *  `mdays` (or `mdays2`, `mdays3`), whose rule (lib/repeat-value.ts' monthDaysRule) stands for `repeat`. */
  monthDays?: true;
  /** Monthly on a day of the week ("every first Monday", "每月最后一个周五"): the ISO number of
   *  its group `nday` (or `nday2`, `nday3`); its group `nth` (or `nth2`, `nth3`) says which, one
   *  or several ("1st and 3rd", "第1・第3"): see `ordinalList`. */
  nth?: (name: string) => number[];
  /** Yearly on a day of the week of one month ("every last Monday of May"): with `nth`, the
   *  month's number (1 to 12) of its group `month` (or `month2`). */
  month?: (name: string) => number | undefined;
  /** On the month's last day ("every last day", "每月最后一天"); with `month`, of that month each year. */
  lastDay?: true;
  /** Its words stay in the title ("Stretch every morning", "Tabletten jeden Abend"): a time of
   *  day, which objectives do not have (decision 005), said with the rule. */
  stays?: true;
}

/** Numbers written as words, where people write them so ("every other week", "every two weeks", "alle zwei Wochen"). */
const LATIN_NUMBERS = Object.entries(COUNTS).filter(([word, n]) => n > 1 && /^\p{Script=Latin}+$/u.test(word));
export const NUMBER_WORDS: Record<string, number> = {
  other: 2,
  second: 2,
  third: 3,
  ...Object.fromEntries(LATIN_NUMBERS),
  两: 2,
  二: 2,
  三: 3,
};
export const N = `(?<n>\\d{1,2}|other|${LATIN_NUMBERS.map(([word]) => word).join("|")})`;
/** A unit's rule by its first letter (d, w, m, y and their translations). */
export const byInitial =
  (initials: Record<string, Repeat>) =>
  (unit: string): Repeat =>
    initials[unit[0]!.toLowerCase()] ?? "daily";

// Whole words in languages with spaces: no letter or digit on either side.
export const words = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, "iu");
// Chinese and Japanese have no spaces between words.
export const chars = (source: string) => new RegExp(source, "u");

export const EN_DAYS =
  "monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun";
export const DE_DAYS = "montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag";
export const FR_DAYS = "lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche";
export const ES_DAYS = "lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo";
export const PT_DAYS = "segunda|terça|terca|quarta|quinta|sexta";

/** A word without accents, in lower case: "Última" is "ultima". */
const plain = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
/** A month's number (1 to 12) by its name in the language (months.ts), or undefined. */
export const monthNumber =
  (lng: Language) =>
  (name: string): number | undefined =>
    monthOf(lng, name) + 1 || undefined;
// A month in Chinese or Japanese before 月: 5, ５, 五, 十二.
export const CJK_MONTH = "1[0-2]|[1-9]|１[０-２]|[１-９]|十[一二]?|[一二三四五六七八九]";
export const cjkMonth = (name: string): number =>
  /\d/.test(name.normalize("NFKC"))
    ? Number(name.normalize("NFKC"))
    : name.startsWith("十")
      ? 10 + "一二".indexOf(name[1] ?? "") + 1
      : "一二三四五六七八九".indexOf(name) + 1;

/** "every" (`every`) then a date of the year, kept for the date parser: yearly from that date. */
export const yearlyOn = (every: string, date: string): Phrase => ({
  pattern: words(`(?:${every})\\s+(?<date>${date})`),
  repeat: "yearly",
});
export const dropPluralS = (w: string) => w.replace(/s$/i, "");

/**
 * After "todos los días 5", "todo dia 10": a count of something ("Correr todos los días 5 km",
 * "Ler todo dia 10 páginas") rather than the month's 5th or 10th. Spanish and Portuguese only,
 * where "every day" and "every day the 10th" begin alike.
 */
const ES_COUNTS =
  "km|kms|kilómetros|kilometros|metros|m|minutos|min|horas|hrs?|h|páginas|paginas|litros|l|ml|vasos|copas|tazas|veces|pasos|kilos|kg|gramos|g|repeticiones|reps|series|capítulos|capitulos|ejercicios|palabras|flexiones|abdominales|sentadillas|calorías|calorias|kcal|euros|dólares|dolares|pesos|x";
const PT_COUNTS =
  "km|kms|quilômetros|quilometros|metros|m|minutos|min|horas|h|páginas|paginas|litros|l|ml|copos|xícaras|xicaras|vezes|passos|quilos|kg|gramas|g|repetições|repeticoes|reps|séries|series|capítulos|capitulos|exercícios|exercicios|palavras|flexões|flexoes|abdominais|agachamentos|calorias|kcal|reais|x";
/**
 * Not followed by a count's word (see ES_COUNTS), nor by "and" and another number: a list of
 * days is read first (repeat-month-days.ts), so one left is a list of counts ("5 y 10 km").
 */
export const NOT_A_COUNT = {
  es: `(?!\\s*(?:${ES_COUNTS})(?![\\p{L}])|\\s*(?:,|y\\s)\\s*\\d)`,
  pt: `(?!\\s*(?:${PT_COUNTS})(?![\\p{L}])|\\s*(?:,|e\\s)\\s*\\d)`,
};

/** Which of a month's days of the week an ordinal says, by its word without accents or plural -s. */
const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  last: -1,
  ersten: 1,
  zweiten: 2,
  dritten: 3,
  vierten: 4,
  letzten: -1,
  premier: 1,
  premiere: 1,
  deuxieme: 2,
  seconde: 2,
  troisieme: 3,
  quatrieme: 4,
  dernier: -1,
  derniere: -1,
  primer: 1,
  primero: 1,
  segundo: 2,
  tercer: 3,
  tercero: 3,
  cuarto: 4,
  ultimo: -1,
  primeira: 1,
  primeiro: 1,
  segunda: 2,
  terceira: 3,
  terceiro: 3,
  quarta: 4,
  quarto: 4,
  quinta: 5,
  ultima: -1,
  一: 1,
  二: 2,
  三: 3,
  四: 4,
  最后: -1,
  最后一个: -1,
  最終: -1,
  最後の: -1,
  // Past the fourth: the fifth of a day of the week, past it a month's working days only (WORKDAY_ORD).
  fifth: 5,
  tenth: 10,
  funften: 5,
  zehnten: 10,
  cinquieme: 5,
  dixieme: 10,
  quinto: 5,
  decimo: 10,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
};
/** An ordinal's number: "1st", "3.", "2ª", "１", "15th" by their digits, words by ORDINALS. */
export const ordinalNumber = (word: string): number | undefined => {
  const digit = /^\d{1,2}/u.exec(word.normalize("NFKC"));
  if (digit) return Number(digit[0]);
  return ORDINALS[plain(word).replace(/s$/, "")];
};
/** Between the ordinals of a list: a comma, "and" in each language, "&", 和, 、, ・, と. */
const ORDINAL_SEPARATOR = /\s*(?:,|，|&|\s(?:and|und|et|y|e)\s|和|与|及|、|・|と)\s*/iu;
/** The numbers of a list of ordinals ("1st and 3rd", "el primer y el tercer", 第一个和第三个), or undefined if one is none. */
export const ordinalList = (list: string): number[] | undefined => {
  const which = list.split(ORDINAL_SEPARATOR).map((word) => {
    const bare = word.replace(/^(?:(?:el|le|la|[ao])\s+|第)/iu, "");
    // 第三个 is 三 with its measure word; 最后一个 ("the last one") is a word of its own.
    return ordinalNumber(bare) ?? ordinalNumber(bare.replace(/个$/u, ""));
  });
  return which.every((n) => n !== undefined) ? (which as number[]) : undefined;
};
// Ordinals before a day of the week, as people write them ("1er", "2ª", "3er", "4.").
export const FR_ORD =
  "premi(?:er|ère)s?|1(?:er|re)s?|deuxièmes?|deuxiemes?|secondes?|seconds?|2e|2ème|troisièmes?|troisiemes?|3e|3ème|quatrièmes?|quatriemes?|4e|4ème|cinquièmes?|cinquiemes?|5e|5ème|derni(?:er|ère)s?";
export const EN_ORD = "first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last";
export const DE_ORD = "ersten|zweiten|dritten|vierten|fünften|funften|letzten|[1-5]\\.";
export const ES_ORD =
  "primer|primeros?|segundos?|tercer|terceros?|cuartos?|quintos?|últimos?|ultimos?|1er|3er|[1-5][º°o]";
export const PT_ORD =
  "primeir[ao]s?|segund[ao]s?|terceir[ao]s?|quart[ao]s?|quint[ao]s?|últim[ao]s?|ultim[ao]s?|[1-5][ªºo°]";
/**
 * A month's 5th to 20th working day, as people write it ("5th", "5.", "5e", "5.º", "5º", "十"),
 * and the fifth and tenth in words: the other days of the week stop at the fifth (EN_ORD…).
 */
const UPTO20 = "(?:[5-9]|1[0-9]|20)";
/** Chinese and Japanese: after 第, in figures (full width too) or the five to ten in characters. */
const CJK_UPTO20 = "[5-9５-９]|1[0-9]|20|１[０-９]|２０|[五六七八九十]";
export const WORKDAY_ORD = {
  en: `${UPTO20}th|fifth|tenth`,
  de: `${UPTO20}\\.|fünften|funften|zehnten`,
  fr: `${UPTO20}(?:e|ème|eme)|cinquième|cinquieme|dixième|dixieme`,
  es: `${UPTO20}\\.?[º°o]|quinto|décimo|decimo`,
  pt: `${UPTO20}[º°o]|quinto|décimo|decimo`,
  zh: CJK_UPTO20,
  ja: CJK_UPTO20,
} as const;
// Portuguese days with their -feira and plurals: Saturday and Sunday are masculine.
export const PT_DAY = `(?:(?:${PT_DAYS})s?(?:-feiras?)?|sábados?|sabados?|domingos?)`;
/** "every first Monday" and the like: monthly on that day of the week, from the next such day. */
export const onNth = (source: string, names: (name: string) => number[]): Phrase => ({
  pattern: /\p{Script=Han}/u.test(source) ? chars(source) : words(source),
  repeat: "monthly",
  nth: names,
});
/** "every last Monday of May" and the like: yearly on that day of the week of that month. */
export const onNthOf = (
  source: string,
  names: (name: string) => number[],
  month: (name: string) => number | undefined,
): Phrase => ({
  ...onNth(source, names),
  repeat: "yearly",
  month,
});
/** "every last day" and the like: monthly on the last day; with `month`, of that month each year. */
export const onLastDay = (source: string, month?: (name: string) => number | undefined): Phrase => ({
  pattern: /\p{Script=Han}/u.test(source) ? chars(source) : words(source),
  repeat: month ? "yearly" : "monthly",
  lastDay: true,
  ...(month ? { month } : {}),
});
/** Saturday and Sunday ("every weekend", "jedes Wochenende", "每周末"). */
export const WEEKEND = "days:6,7";

/**
 * The days of the week a list names, by the first letters of each name (accents dropped),
 * the longest first: `match` finds the names in the list.
 */
const dayNumbers =
  (match: RegExp, prefixes: Record<string, number>) =>
  (list: string): number[] => {
    const keys = Object.keys(prefixes).sort((a, b) => b.length - a.length);
    return [...list.matchAll(new RegExp(match.source, "giu"))].map(([name]) => {
      const bare = plain(name);
      return prefixes[keys.find((k) => bare.startsWith(k))!]!;
    });
  };
/** The days from `from` to `to` (ISO numbers), over the week's end if need be: Fri–Mon is 5, 6, 7, 1. */
export const dayRange = (from: number | undefined, to: number | undefined): number[] => {
  if (!from || !to) return [];
  const days = [from];
  for (let d = from; d !== to;) days.push((d = (d % 7) + 1));
  return days;
};
/** A dash between two days of a range ("Mon–Fri", "Mo-Do"), or the language's word (`to`). */
export const rangeOf = (item: string, to: string, from = "from", until = "to") =>
  `(?<${from}>${item})(?:\\s*[-–—]\\s*|\\s+(?:${to})\\s+)(?<${until}>${item})`;
/** Between two of a list: a comma, a slash or "&" (perhaps with "and" after it), the language's "and", or `spaces` alone. */
const listSeparator = (and: string, spaces = false) =>
  `(?:\\s*[,/&]\\s*(?:(?:${and})\\s+)?|\\s+(?:${and})\\s+${spaces ? "|\\s+" : ""})`;
/** Two or more of `item`, joined by commas, slashes, "&" or the language's "and" (`and`); or by `spaces` alone. */
export const listOf = (item: string, and: string, spaces = false) =>
  `(?:${item})(?:${listSeparator(and, spaces)}(?:${item}))+`;
/**
 * `listOf`, but never a part of a longer list: "every 1st, 2nd and 3rd Monday" is no list of
 * days of the month "1st, 2nd" followed by "and 3rd Monday". With `alone`, one is a list too.
 */
export const wholeListOf = (item: string, and: string, alone = false) =>
  `(?:${item})(?:${listSeparator(and)}(?:${item}))${alone ? "*" : "+"}(?!${listSeparator(and)}(?:${item}))`;

// The lists' names: full and short ("mon", "Mo.", "lun."), some in the plural ("lundis").
export const EN_LIST = new RegExp(`(?:${EN_DAYS})s?`);
export const DE_LIST =
  /(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag|mo|di|mi|do|fr|sa|so)\.?/;
export const DE_ADVERBS = /(?:montags|dienstags|mittwochs|donnerstags|freitags|samstags|sonnabends|sonntags)/;
export const FR_LIST = new RegExp(`(?:(?:${FR_DAYS})s?|lun|mar|mer|jeu|ven|sam|dim)\\.?`);
export const ES_LIST = new RegExp(`(?:${ES_DAYS}|sábados|sabados|domingos)`);
export const PT_LIST =
  /(?:(?:segunda|terça|terca|quarta|quinta|sexta)s?(?:-feiras?)?|sábados?|sabados?|domingos?|seg|ter|qua|qui|sex|sáb|sab|dom)\.?/;
export const EN_NUMBERS = dayNumbers(EN_LIST, { mo: 1, tu: 2, we: 3, th: 4, fr: 5, sa: 6, su: 7 });
export const DE_NUMBERS = dayNumbers(new RegExp(`${DE_ADVERBS.source}|${DE_LIST.source}`), {
  mo: 1,
  di: 2,
  mi: 3,
  do: 4,
  fr: 5,
  sa: 6,
  sonna: 6,
  so: 7,
});
export const FR_NUMBERS = dayNumbers(FR_LIST, { lu: 1, ma: 2, me: 3, je: 4, ve: 5, sa: 6, di: 7 });
export const ES_NUMBERS = dayNumbers(ES_LIST, { lu: 1, ma: 2, mi: 3, ju: 4, vi: 5, sa: 6, do: 7 });
export const PT_NUMBERS = dayNumbers(PT_LIST, { seg: 1, ter: 2, qua: 3, qui: 4, sex: 5, sab: 6, dom: 7 });
// A day in a Japanese list, after its first: "曜"/"曜日", or its bare kanji before another day's,
// a mark or no kanji at all (毎週月水金, 毎週月・木), never another word's first kanji (水泳, 日本).
export const JA_DAY_END = "(?:曜日?|(?=[月火水木金土日・、,，と])|(?!\\p{Script=Han}))";
export const CJK_NUMBERS =
  (days: string) =>
  (list: string): number[] =>
    [...list.replace(/曜日?/g, "")].map((c) => days.indexOf(c) + 1 || (c === "天" ? 7 : 0)).filter((d) => d > 0);

/** An ordinal and a day of the week as each language writes them, for one-off days too ("the first Monday of March"). */
export const NTH_WORDS = {
  en: { ord: EN_ORD, day: `(?:${EN_DAYS})`, number: EN_NUMBERS },
  de: { ord: DE_ORD, day: `(?:${DE_DAYS})`, number: DE_NUMBERS },
  fr: { ord: FR_ORD, day: `(?:${FR_DAYS})`, number: FR_NUMBERS },
  es: { ord: ES_ORD, day: `(?:${ES_DAYS})`, number: ES_NUMBERS },
  pt: { ord: PT_ORD, day: PT_DAY, number: PT_NUMBERS },
};
