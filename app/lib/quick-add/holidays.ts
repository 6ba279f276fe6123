import type * as chrono from "chrono-node";
import type { Language } from "../i18n";
import { COUNTS, DE_COUNT, EN_COUNT, ES_COUNT, FR_COUNT, HAN_COUNT, PT_COUNT } from "./counts";
import { count } from "./more-dates-builders";
import type { Components } from "./more-dates";

/**
 * Holidays by name in quick add ("on Christmas", "am Karfreitag", "na Páscoa", 圣诞节,
 * クリスマスに), and the day before or after one ("the day before Christmas", "la veille de
 * Noël", 元旦前一天): the next such day, today's included. A name is a day only after a word
 * that says when ("on", "am", "à", "en", "no", "until"…); alone it is the title's ("Christmas
 * dinner", "Buy a Christmas tree", "Gifts for Christmas", "Voo para Natal"). Only days every
 * year has by the Gregorian calendar: fixed ones and those counted from Easter. Lunar ones
 * (春节, 中秋节) are left: the Chinese calendar Intl computes disagrees with the official one
 * in some years (2027's new year), decision 005.
 */

type Day = (year: number) => [month0: number, day: number];

/** Easter Sunday of `year` (the Gregorian computus, Meeus/Jones/Butcher). */
export function easter(year: number): [month0: number, day: number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const n = h + l - 7 * m + 114;
  return [Math.floor(n / 31) - 1, (n % 31) + 1];
}

const fixed =
  (month0: number, day: number): Day =>
  () => [month0, day];
const fromEaster =
  (days: number): Day =>
  (year) => {
    const [month0, day] = easter(year);
    const date = new Date(year, month0, day + days, 12);
    return [date.getMonth(), date.getDate()];
  };
/** The `n`th day of the week `dow` (Sunday 0) of month `month0`. */
const nth =
  (n: number, dow: number, month0: number): Day =>
  (year) => [month0, 1 + ((dow - new Date(year, month0, 1, 12).getDay() + 7) % 7) + 7 * (n - 1)];

const CHRISTMAS_EVE = fixed(11, 24);
const CHRISTMAS = fixed(11, 25);
const BOXING_DAY = fixed(11, 26);
const NEW_YEARS_EVE = fixed(11, 31);
const NEW_YEAR = fixed(0, 1);
const EPIPHANY = fixed(0, 6);
const VALENTINE = fixed(1, 14);
const HALLOWEEN = fixed(9, 31);
const EASTER = fromEaster(0);
const GOOD_FRIDAY = fromEaster(-2);
const EASTER_MONDAY = fromEaster(1);
/** The second Sunday of May: Mother's Day in the United States, Brazil, Germany, China, Japan. */
const MOTHERS_DAY = nth(2, 0, 4);
/** The third Sunday of June: Father's Day in the United States, the United Kingdom, China, Japan. */
const FATHERS_DAY = nth(3, 0, 5);

/**
 * "2 days", "a week" before or after a name, in each language: the number (group 1) and its
 * unit (group 2). Chinese: not the 二天 of 第二天 ("the day after", one day).
 */
const amount = (counts: Record<string, number>, units: string) =>
  `(\\d{1,2}|${Object.keys(counts).join("|")})\\s*(${units})`;
const EN_AMOUNT = amount(EN_COUNT, "days?|weeks?");
const DE_AMOUNT = amount(DE_COUNT, "tagen?|tage|wochen?");
const FR_AMOUNT = amount(FR_COUNT, "jours?|semaines?");
const ES_AMOUNT = amount(ES_COUNT, "d[ií]as?|semanas?");
const PT_AMOUNT = amount(PT_COUNT, "dias?|semanas?");
const ZH_AMOUNT = `(?<!第)${amount(HAN_COUNT, "天|周|个?星期")}`;
const JA_AMOUNT = amount(HAN_COUNT, "日|週間");
const WEEK = /^(?:week|woche|semaine|semana|周|个?星期|週)/iu;
const FR_OF = "(?:de\\s+la\\s+|de\\s+l['’]\\s?|du\\s+|de\\s+|d['’]\\s?)";
const FR_THE = "(?:la\\s+|le\\s+|l['’]\\s?)?";

/**
 * Each language's names (longest first: "Christmas Eve" before "Christmas"), what comes before
 * one to make it a day (`lead`), and the words that make it the day before or after (`before`,
 * `after`: before the name, or in Chinese and Japanese after it, `suffix`). `end`: what may
 * follow a name in a language without spaces.
 */
interface Words {
  names: [pattern: string, day: Day][];
  lead: string;
  /** How "2 days" is said (`before` and `after` hold it too). */
  amount: string;
  before: string;
  after: string;
  suffix?: boolean;
  end?: string;
}

const WORDS: Record<Language, Words> = {
  en: {
    amount: EN_AMOUNT,
    names: [
      ["christmas\\s+eve|xmas\\s+eve", CHRISTMAS_EVE],
      ["christmas(?:\\s+day)?|xmas(?:\\s+day)?", CHRISTMAS],
      ["boxing\\s+day", BOXING_DAY],
      ["new\\s+year['’]?s\\s+eve|nye", NEW_YEARS_EVE],
      ["new\\s+year['’]?s(?:\\s+day)?", NEW_YEAR],
      ["(?:st\\.?\\s+|saint\\s+)?valentine['’]?s(?:\\s+day)?", VALENTINE],
      ["halloween", HALLOWEEN],
      ["mother['’]?s\\s+day", MOTHERS_DAY],
      ["father['’]?s\\s+day", FATHERS_DAY],
      // The United States' (Canada's is in October).
      ["thanksgiving(?:\\s+day)?", nth(4, 4, 10)],
      ["good\\s+friday", GOOD_FRIDAY],
      ["easter\\s+monday", EASTER_MONDAY],
      ["easter(?:\\s+sunday)?", EASTER],
    ],
    lead: "(?:on|at|by|until|till)\\s+",
    before: `(?:(?:on\\s+)?the\\s+day|${EN_AMOUNT})\\s+before\\s+`,
    after: `(?:(?:on\\s+)?the\\s+day|${EN_AMOUNT})\\s+after\\s+`,
  },
  de: {
    amount: DE_AMOUNT,
    names: [
      ["heilig(?:en)?abend|heilig(?:en|er)\\s+abend", CHRISTMAS_EVE],
      ["weihnachten|(?:ersten|1\\.)\\s*weihnachtsfeiertag", CHRISTMAS],
      ["(?:zweiten|2\\.)\\s*weihnachtsfeiertag|stephanstag", BOXING_DAY],
      ["silvester", NEW_YEARS_EVE],
      ["neujahr(?:stag)?", NEW_YEAR],
      ["dreikönigstag|heilige(?:n)?\\s+drei\\s+könige", EPIPHANY],
      ["valentinstag", VALENTINE],
      ["halloween", HALLOWEEN],
      ["muttertag", MOTHERS_DAY],
      // Ascension Day.
      ["vatertag|christi\\s+himmelfahrt", fromEaster(39)],
      ["karfreitag", GOOD_FRIDAY],
      ["ostermontag", EASTER_MONDAY],
      ["ostern|ostersonntag", EASTER],
    ],
    // Not "zu" ("ein Geschenk zu Weihnachten") nor "vor".
    lead: "(?:an|am|bis(?:\\s+zum)?)\\s+",
    before: `(?:(?:am\\s+)?tag|${DE_AMOUNT})\\s+vor\\s+(?:dem\\s+)?`,
    after: `(?:(?:am\\s+)?tag|${DE_AMOUNT})\\s+nach\\s+(?:dem\\s+)?`,
  },
  fr: {
    amount: FR_AMOUNT,
    names: [
      ["réveillon\\s+de\\s+no[eë]l", CHRISTMAS_EVE],
      ["(?:jour\\s+de\\s+)?no[eë]l", CHRISTMAS],
      ["saint[-\\s]sylvestre|réveillon\\s+du\\s+(?:nouvel\\s+an|jour\\s+de\\s+l['’]\\s?an)", NEW_YEARS_EVE],
      ["jour\\s+de\\s+l['’]\\s?an|nouvel\\s+an|premier\\s+de\\s+l['’]\\s?an", NEW_YEAR],
      ["épiphanie|epiphanie", EPIPHANY],
      ["saint[-\\s]valentin", VALENTINE],
      ["halloween", HALLOWEEN],
      ["vendredi\\s+saint", GOOD_FRIDAY],
      ["lundi\\s+de\\s+p[âa]ques", EASTER_MONDAY],
      ["(?:dimanche\\s+de\\s+)?p[âa]ques", EASTER],
    ],
    // "à Noël", "jusqu'à Pâques", "d'ici la Saint-Valentin", and "le jour de l'An", "la
    // Saint-Sylvestre" alone, but not after "pour" ("des fleurs pour la Saint-Valentin").
    lead: "(?:(?:[àa]|jusqu['’]\\s?(?:[àa]|au)|d['’]ici)\\s+(?:la\\s+|le\\s+|l['’]\\s?)?|(?<!(?:pour|de|avant|après)\\s+)(?:(?:le|la)\\s+|l['’]\\s?))",
    before: `(?:la\\s+veille\\s+${FR_OF}|${FR_AMOUNT}\\s+avant\\s+${FR_THE})`,
    after: `(?:le\\s+lendemain\\s+${FR_OF}|${FR_AMOUNT}\\s+après\\s+${FR_THE})`,
  },
  es: {
    amount: ES_AMOUNT,
    names: [
      ["nochebuena", CHRISTMAS_EVE],
      ["(?:d[ií]a\\s+de\\s+)?navidad", CHRISTMAS],
      ["nochevieja", NEW_YEARS_EVE],
      ["(?:d[ií]a\\s+de\\s+)?a[ñn]o\\s+nuevo", NEW_YEAR],
      ["(?:d[ií]a\\s+de\\s+(?:los\\s+)?)?reyes(?:\\s+magos)?", EPIPHANY],
      ["(?:d[ií]a\\s+de\\s+)?san\\s+valent[ií]n", VALENTINE],
      ["halloween", HALLOWEEN],
      ["viernes\\s+santo", GOOD_FRIDAY],
      ["lunes\\s+de\\s+pascua", EASTER_MONDAY],
      ["domingo\\s+de\\s+(?:pascua|resurrecci[óo]n)|pascua", EASTER],
    ],
    // "en Navidad", "hasta Nochevieja", "el día de Reyes", "el Viernes Santo"; not "para".
    lead: "(?:(?:en|hasta)\\s+(?:el\\s+|la\\s+)?|(?<!(?:para|de|antes|después)\\s+)el\\s+)",
    before: `(?:el\\s+d[ií]a\\s+antes|la\\s+v[ií]spera|${ES_AMOUNT}\\s+antes)\\s+(?:del\\s+|de\\s+la\\s+|de\\s+)`,
    after: `(?:el\\s+d[ií]a|${ES_AMOUNT})\\s+despu[ée]s\\s+(?:del\\s+|de\\s+la\\s+|de\\s+)`,
  },
  pt: {
    amount: PT_AMOUNT,
    names: [
      ["(?:dia\\s+de\\s+)?natal", CHRISTMAS],
      ["r[ée]veillon|v[ée]spera\\s+de\\s+ano\\s+novo", NEW_YEARS_EVE],
      ["(?:dia\\s+de\\s+)?ano\\s+novo", NEW_YEAR],
      ["dia\\s+de\\s+reis", EPIPHANY],
      // Brazil's: June 12th.
      ["dia\\s+dos\\s+namorados", fixed(5, 12)],
      ["halloween|dia\\s+das\\s+bruxas", HALLOWEEN],
      // Carnival Tuesday.
      ["carnaval", fromEaster(-47)],
      ["dia\\s+das\\s+m[ãa]es", MOTHERS_DAY],
      // Brazil's: the second Sunday of August.
      ["dia\\s+dos\\s+pais", nth(2, 0, 7)],
      ["sexta(?:-feira)?\\s+santa|sexta(?:-feira)?\\s+da\\s+paix[ãa]o", GOOD_FRIDAY],
      ["(?:domingo\\s+de\\s+)?p[áa]scoa", EASTER],
    ],
    // "no Natal", "na Páscoa", "até o Carnaval"; not "em" ("Chegar em Natal" is the city).
    lead: "(?:n[oa]|at[ée](?:\\s+[oa])?)\\s+",
    before: `(?:n?o\\s+dia\\s+antes|n?a\\s+v[ée]spera|${PT_AMOUNT}\\s+antes)\\s+(?:d[oa]\\s+|de\\s+)`,
    after: `(?:n?o\\s+dia|${PT_AMOUNT})\\s+depois\\s+(?:d[oa]\\s+|de\\s+)`,
  },
  zh: {
    amount: ZH_AMOUNT,
    // Not 圣诞 or 国庆 alone: 圣诞树, 国庆假期 are things.
    names: [
      ["平安夜", CHRISTMAS_EVE],
      ["圣诞节", CHRISTMAS],
      ["元旦", NEW_YEAR],
      ["情人节", VALENTINE],
      ["劳动节", fixed(4, 1)],
      ["国庆节", fixed(9, 1)],
      ["母亲节", MOTHERS_DAY],
      ["父亲节", FATHERS_DAY],
    ],
    // 在圣诞节给妈妈打电话; without 在, only as a word of its own (圣诞节 打电话, 圣诞节那天).
    lead: "(?:在|到|于)",
    before: `(?:的|之)?前${ZH_AMOUNT}`,
    after: `(?:的|之)?(?:后${ZH_AMOUNT}|第二天)`,
    suffix: true,
    end: "(?=\\s|$|[,，。.!！?？;；:：]|那天|当天|当日)",
  },
  ja: {
    amount: JA_AMOUNT,
    names: [
      ["クリスマスイブ|クリスマス・イブ|クリスマスイヴ", CHRISTMAS_EVE],
      ["クリスマス", CHRISTMAS],
      ["大晦日|大みそか", NEW_YEARS_EVE],
      ["元日|元旦", NEW_YEAR],
      ["バレンタインデー|バレンタイン", VALENTINE],
      ["ホワイトデー", fixed(2, 14)],
      ["ハロウィン|ハロウィーン", HALLOWEEN],
      ["こどもの日", fixed(4, 5)],
      ["母の日", MOTHERS_DAY],
      ["父の日", FATHERS_DAY],
    ],
    lead: "",
    before: `の(?:前日|${JA_AMOUNT}前)`,
    after: `の(?:翌日|${JA_AMOUNT}後)`,
    suffix: true,
    // クリスマスに, クリスマスまで; クリスマスプレゼント, クリスマスケーキ are things.
    end: "(?=\\s|$|に|まで|[、。,.!！?？])",
  },
};

const nameGroup = (w: Words) => `(?:${w.names.map(([pattern]) => pattern).join("|")})`;

/** Each language's pattern: a name after a lead or a shift, or (Chinese, Japanese) with the shift after it. */
const PATTERNS = Object.fromEntries(
  (Object.entries(WORDS) as [Language, Words][]).map(([lng, w]) => {
    const name = nameGroup(w);
    if (!w.suffix)
      return [
        lng,
        new RegExp(`(?<![\\p{L}\\p{N}])(?:${w.before}|${w.after}|${w.lead})${name}(?![\\p{L}\\p{N}])`, "iu"),
      ];
    const lead = w.lead ? `${w.lead}?` : "";
    const source = `${lead}${name}(?:${w.before}|${w.after})|${w.lead ? `${w.lead}${name}|` : ""}${lead}${name}${w.end}`;
    return [lng, new RegExp(source, "u")];
  }),
) as Record<Language, RegExp>;

/** The next day (today's included) that is `shift` days from the holiday called `name`. */
function nextHoliday(ref: Date, lng: Language, name: string, shift: number): Components | null {
  const day = WORDS[lng].names.find(([pattern]) => new RegExp(`^(?:${pattern})$`, "iu").test(name))?.[1];
  for (let year = ref.getFullYear() - 1; day && year <= ref.getFullYear() + 1; year++) {
    const [month0, date] = day(year);
    const at = new Date(year, month0, date + shift, 23);
    if (at >= ref) return { year: at.getFullYear(), month: at.getMonth() + 1, day: at.getDate() };
  }
  return null;
}

/** How many days "2 days" or "a week" in `text` (the words around a name) is; 1 without one ("the day before"). */
function days(w: Words, text: string): number {
  const m = new RegExp(w.amount, "iu").exec(text);
  return m ? count(m[1], COUNTS) * (WEEK.test(m[2]!) ? 7 : 1) : 1;
}

function read(lng: Language, ref: Date, text: string): Components | null {
  const w = WORDS[lng];
  const at = (source: string) => new RegExp(w.suffix ? `${source}$` : `^${source}`, "iu").test(text);
  // The name alone, without the words around it ("the day before" holds no name).
  const name = new RegExp(nameGroup(w), "iu").exec(text)?.[0];
  if (!name) return null;
  const rest = text.replace(name, " ");
  const shift = at(w.before) ? -days(w, rest) : at(w.after) ? days(w, rest) : 0;
  return nextHoliday(ref, lng, name, shift);
}

/** The tag of a day read from a holiday's name: another date in the line wins over it (parse.ts). */
export const HOLIDAY = "quickAdd/holiday";

/** The language's holiday parser, for chrono (more-dates-phrases.ts runs it first). */
export const holidays = (lng: Language): chrono.Parser => ({
  pattern: () => PATTERNS[lng],
  extract: (context, match) => {
    const day = read(lng, context.reference.instant, match[0]);
    return day && context.createParsingComponents(day).addTag(HOLIDAY);
  },
});

/** A holiday's name at the start of `text`, after "until" (repeat-end.ts): its day and its length. */
export function holidayAt(text: string, lng: Language, ref: Date): { day: string; length: number } | null {
  const w = WORDS[lng];
  const match = new RegExp(`^${nameGroup(w)}${w.end ?? "(?![\\p{L}\\p{N}])"}`, "iu").exec(text);
  const day = match && nextHoliday(ref, lng, match[0], 0);
  if (!match || !day) return null;
  const iso = `${day.year}-${String(day.month).padStart(2, "0")}-${String(day.day).padStart(2, "0")}`;
  return { day: iso, length: match[0].length };
}
