import type * as chrono from "chrono-node";
import type { Language } from "../i18n";
import { COUNTS, DE_COUNT, EN_COUNT, ES_COUNT, FR_COUNT, HAN_COUNT, PT_COUNT } from "./counts";
import { count } from "./more-dates-builders";
import {
  AUTUMN_EQUINOX,
  type Day,
  fixed,
  frenchMothersDay,
  fromEaster,
  last,
  lunar,
  LUNAR_NEW_YEAR,
  LUNAR_NEW_YEARS_EVE,
  nth,
  QINGMING,
  SETSUBUN,
  SPRING_EQUINOX,
} from "./holiday-days";
import type { Components } from "./more-dates";
import type { Phrase } from "./repeat-words";

/**
 * Holidays by name in quick add ("on Christmas", "am Karfreitag", "na Páscoa", 圣诞节,
 * クリスマスに), and the day before or after one ("the day before Christmas", "la veille de
 * Noël", 元旦前一天): the next such day, today's included. A name is a day only after a word
 * that says when ("on", "am", "à", "en", "no", "until"…); alone it is the title's ("Christmas
 * dinner", "Buy a Christmas tree", "Gifts for Christmas", "Voo para Natal"). Fixed days,
 * nth weekdays, days counted from Easter, the Chinese calendar's (春节, 中秋节) and the sun's
 * (清明, 春分の日): holiday-days.ts, decision 005.
 */

const CHRISTMAS_EVE = fixed(11, 24);
const CHRISTMAS = fixed(11, 25);
const BOXING_DAY = fixed(11, 26);
const NEW_YEARS_EVE = fixed(11, 31);
const NEW_YEAR = fixed(0, 1);
const EPIPHANY = fixed(0, 6);
const VALENTINE = fixed(1, 14);
const HALLOWEEN = fixed(9, 31);
const ALL_SAINTS = fixed(10, 1);
const ALL_SOULS = fixed(10, 2);
const ASSUMPTION = fixed(7, 15);
const LABOUR_DAY = fixed(4, 1);
const EASTER = fromEaster(0);
const GOOD_FRIDAY = fromEaster(-2);
const EASTER_MONDAY = fromEaster(1);
const CARNIVAL = fromEaster(-47);
const ASH_WEDNESDAY = fromEaster(-46);
const PALM_SUNDAY = fromEaster(-7);
const MAUNDY_THURSDAY = fromEaster(-3);
const ASCENSION = fromEaster(39);
const PENTECOST = fromEaster(49);
const WHIT_MONDAY = fromEaster(50);
const CORPUS_CHRISTI = fromEaster(60);
const LANTERN_FESTIVAL = lunar(1, 15);
const DRAGON_BOAT = lunar(5, 5);
const MID_AUTUMN = lunar(8, 15);
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
      ["(?:st\\.?\\s+|saint\\s+)patrick['’]?s(?:\\s+day)?|paddy['’]?s\\s+day", fixed(2, 17)],
      // The United States' days (Canada's Thanksgiving is in October).
      ["thanksgiving(?:\\s+day)?", nth(4, 4, 10)],
      ["independence\\s+day|(?:the\\s+)?fourth\\s+of\\s+july", fixed(6, 4)],
      ["memorial\\s+day", last(1, 4)],
      ["labou?r\\s+day", nth(1, 1, 8)],
      ["(?:martin\\s+luther\\s+king(?:\\s+jr\\.?)?|mlk)\\s+day", nth(3, 1, 0)],
      ["presidents['’]?\\s+day", nth(3, 1, 1)],
      ["veterans['’]?\\s+day", fixed(10, 11)],
      ["good\\s+friday", GOOD_FRIDAY],
      ["easter\\s+monday", EASTER_MONDAY],
      ["easter(?:\\s+sunday)?", EASTER],
      ["shrove\\s+tuesday|pancake\\s+day|mardi\\s+gras", CARNIVAL],
      ["ash\\s+wednesday", ASH_WEDNESDAY],
      ["palm\\s+sunday", PALM_SUNDAY],
      ["maundy\\s+thursday|holy\\s+thursday", MAUNDY_THURSDAY],
      ["ascension\\s+day", ASCENSION],
      ["pentecost|whit\\s+sunday", PENTECOST],
      ["whit\\s+monday", WHIT_MONDAY],
      ["(?:chinese|lunar)\\s+new\\s+year['’]?s\\s+eve", LUNAR_NEW_YEARS_EVE],
      ["(?:chinese|lunar)\\s+new\\s+year(?:['’]?s(?:\\s+day)?)?", LUNAR_NEW_YEAR],
      ["lantern\\s+festival", LANTERN_FESTIVAL],
      ["dragon\\s+boat\\s+festival", DRAGON_BOAT],
      ["mid[-\\s]autumn(?:\\s+festival)?|moon\\s+festival", MID_AUTUMN],
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
      ["vatertag|christi\\s+himmelfahrt", ASCENSION],
      ["karfreitag", GOOD_FRIDAY],
      ["gründonnerstag", MAUNDY_THURSDAY],
      ["palmsonntag", PALM_SUNDAY],
      ["ostermontag", EASTER_MONDAY],
      ["ostern|ostersonntag", EASTER],
      ["rosenmontag", fromEaster(-48)],
      ["faschingsdienstag|fastnachtsdienstag|veilchendienstag", CARNIVAL],
      ["aschermittwoch", ASH_WEDNESDAY],
      ["pfingstmontag", WHIT_MONDAY],
      ["pfingsten|pfingstsonntag", PENTECOST],
      ["fronleichnam", CORPUS_CHRISTI],
      ["tag\\s+der\\s+arbeit|maifeiertag", LABOUR_DAY],
      ["tag\\s+der\\s+deutschen\\s+einheit", fixed(9, 3)],
      ["mariä\\s+himmelfahrt", ASSUMPTION],
      ["reformationstag", fixed(9, 31)],
      ["allerheiligen", ALL_SAINTS],
      ["allerseelen", ALL_SOULS],
      ["nikolaustag", fixed(11, 6)],
      ["chinesische[mn]?\\s+neujahr(?:sfest)?", LUNAR_NEW_YEAR],
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
      // Before "nouvel an": "le nouvel an chinois" is not 1 January.
      ["nouvel\\s+an\\s+chinois", LUNAR_NEW_YEAR],
      ["jour\\s+de\\s+l['’]\\s?an|nouvel\\s+an|premier\\s+de\\s+l['’]\\s?an", NEW_YEAR],
      ["épiphanie|epiphanie", EPIPHANY],
      ["saint[-\\s]valentin", VALENTINE],
      ["halloween", HALLOWEEN],
      ["vendredi\\s+saint", GOOD_FRIDAY],
      ["jeudi\\s+saint", MAUNDY_THURSDAY],
      ["(?:dimanche\\s+des\\s+)?rameaux", PALM_SUNDAY],
      ["lundi\\s+de\\s+p[âa]ques", EASTER_MONDAY],
      ["(?:dimanche\\s+de\\s+)?p[âa]ques", EASTER],
      ["mardi\\s+gras", CARNIVAL],
      ["mercredi\\s+des\\s+cendres", ASH_WEDNESDAY],
      ["chandeleur", fixed(1, 2)],
      // Not "l'ascension" alone: "préparer l'ascension du mont Blanc" is a climb.
      ["jeudi\\s+de\\s+l['’]\\s?ascension", ASCENSION],
      ["lundi\\s+de\\s+(?:la\\s+)?pentec[ôo]te", WHIT_MONDAY],
      ["(?:dimanche\\s+de\\s+)?pentec[ôo]te", PENTECOST],
      ["f[êe]te\\s+du\\s+travail", LABOUR_DAY],
      ["f[êe]te\\s+nationale", fixed(6, 14)],
      ["f[êe]te\\s+de\\s+la\\s+musique", fixed(5, 21)],
      ["assomption", ASSUMPTION],
      ["toussaint", ALL_SAINTS],
      ["f[êe]te\\s+des\\s+m[èe]res", frenchMothersDay],
      ["f[êe]te\\s+des\\s+p[èe]res", FATHERS_DAY],
      ["f[êe]te\\s+de\\s+la\\s+mi[-\\s]automne", MID_AUTUMN],
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
      // Before "año nuevo": "el año nuevo chino" is not 1 January.
      ["a[ñn]o\\s+nuevo\\s+chino", LUNAR_NEW_YEAR],
      ["(?:d[ií]a\\s+de\\s+)?a[ñn]o\\s+nuevo", NEW_YEAR],
      ["(?:d[ií]a\\s+de\\s+(?:los\\s+)?)?reyes(?:\\s+magos)?", EPIPHANY],
      ["(?:d[ií]a\\s+de\\s+)?san\\s+valent[ií]n", VALENTINE],
      ["halloween", HALLOWEEN],
      ["viernes\\s+santo", GOOD_FRIDAY],
      ["jueves\\s+santo", MAUNDY_THURSDAY],
      ["domingo\\s+de\\s+ramos", PALM_SUNDAY],
      ["lunes\\s+de\\s+pascua", EASTER_MONDAY],
      ["domingo\\s+de\\s+(?:pascua|resurrecci[óo]n)|pascua", EASTER],
      ["martes\\s+de\\s+carnaval", CARNIVAL],
      ["mi[ée]rcoles\\s+de\\s+ceniza", ASH_WEDNESDAY],
      ["pentecost[ée]s", PENTECOST],
      ["corpus(?:\\s+christi)?", CORPUS_CHRISTI],
      ["d[ií]a\\s+del\\s+trabaj(?:o|ador)", LABOUR_DAY],
      ["d[ií]a\\s+de\\s+la\\s+hispanidad", fixed(9, 12)],
      ["(?:d[ií]a\\s+de\\s+)?todos\\s+los\\s+santos", ALL_SAINTS],
      ["d[ií]a\\s+de\\s+(?:los\\s+)?(?:muertos|difuntos)", ALL_SOULS],
      ["(?:d[ií]a\\s+de\\s+la\\s+)?inmaculada(?:\\s+concepci[óo]n)?", fixed(11, 8)],
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
      // Before "ano novo": "o ano novo chinês" is not 1 January.
      ["ano\\s+novo\\s+chin[êe]s", LUNAR_NEW_YEAR],
      ["(?:dia\\s+de\\s+)?ano\\s+novo", NEW_YEAR],
      ["dia\\s+de\\s+reis", EPIPHANY],
      // Brazil's: June 12th.
      ["dia\\s+dos\\s+namorados", fixed(5, 12)],
      ["halloween|dia\\s+das\\s+bruxas", HALLOWEEN],
      // Carnival Tuesday.
      ["carnaval", CARNIVAL],
      ["quarta(?:-feira)?\\s+de\\s+cinzas", ASH_WEDNESDAY],
      ["corpus\\s+christi", CORPUS_CHRISTI],
      ["(?:dia\\s+de\\s+)?tiradentes", fixed(3, 21)],
      ["dia\\s+do\\s+trabalh(?:o|ador)", LABOUR_DAY],
      ["(?:dia\\s+da\\s+)?independ[êe]ncia", fixed(8, 7)],
      ["dia\\s+das\\s+crian[çc]as|(?:dia\\s+de\\s+)?nossa\\s+senhora\\s+aparecida", fixed(9, 12)],
      ["dia\\s+de\\s+todos\\s+os\\s+santos", ALL_SAINTS],
      ["(?:dia\\s+de\\s+)?finados", ALL_SOULS],
      ["proclama[çc][ãa]o\\s+da\\s+rep[úu]blica", fixed(10, 15)],
      ["(?:dia\\s+da\\s+)?consci[êe]ncia\\s+negra", fixed(10, 20)],
      ["dia\\s+das\\s+m[ãa]es", MOTHERS_DAY],
      // Brazil's: the second Sunday of August.
      ["dia\\s+dos\\s+pais", nth(2, 0, 7)],
      ["sexta(?:-feira)?\\s+santa|sexta(?:-feira)?\\s+da\\s+paix[ãa]o", GOOD_FRIDAY],
      ["quinta(?:-feira)?\\s+santa", MAUNDY_THURSDAY],
      ["domingo\\s+de\\s+ramos", PALM_SUNDAY],
      ["(?:domingo\\s+de\\s+)?p[áa]scoa", EASTER],
      ["pentecostes", PENTECOST],
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
      ["春节|大年初一|农历新年", LUNAR_NEW_YEAR],
      ["除夕夜|除夕|大年三十", LUNAR_NEW_YEARS_EVE],
      ["元宵节", LANTERN_FESTIVAL],
      ["清明节", QINGMING],
      ["端午节", DRAGON_BOAT],
      ["七夕节|七夕", lunar(7, 7)],
      ["中秋节", MID_AUTUMN],
      ["重阳节", lunar(9, 9)],
      // The 8th of the last month: of the lunar year before the one beginning that year.
      ["腊八节|腊八", lunar(12, 8, 0, -1)],
      ["妇女节|三八妇女节", fixed(2, 8)],
      ["植树节", fixed(2, 12)],
      ["愚人节", fixed(3, 1)],
      ["青年节|五四青年节", fixed(4, 4)],
      ["儿童节|六一儿童节", fixed(5, 1)],
      ["教师节", fixed(8, 10)],
      ["万圣夜|万圣节前夜", HALLOWEEN],
      ["复活节", EASTER],
      ["感恩节", nth(4, 4, 10)],
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
      ["こどもの日|端午の節句", fixed(4, 5)],
      ["母の日", MOTHERS_DAY],
      ["父の日", FATHERS_DAY],
      ["成人の日", nth(2, 1, 0)],
      ["節分", SETSUBUN],
      ["建国記念の日", fixed(1, 11)],
      ["天皇誕生日", fixed(1, 23)],
      ["ひな祭り|ひなまつり|桃の節句", fixed(2, 3)],
      ["春分の日", SPRING_EQUINOX],
      ["昭和の日", fixed(3, 29)],
      ["憲法記念日", fixed(4, 3)],
      ["みどりの日", fixed(4, 4)],
      // Japan's 七夕 is 7 July (China's, 七夕节, is the lunar calendar's 7th of the 7th month).
      ["七夕", fixed(6, 7)],
      ["海の日", nth(3, 1, 6)],
      ["山の日", fixed(7, 11)],
      ["敬老の日", nth(3, 1, 8)],
      ["秋分の日", AUTUMN_EQUINOX],
      ["スポーツの日|体育の日", nth(2, 1, 9)],
      ["文化の日", fixed(10, 3)],
      ["七五三", fixed(10, 15)],
      ["勤労感謝の日", fixed(10, 23)],
      ["旧正月|春節", LUNAR_NEW_YEAR],
      ["中秋の名月|十五夜", MID_AUTUMN],
      ["イースター", EASTER],
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

/** The day of the holiday called `name` (as typed). */
const dayOf = (lng: Language, name: string): Day | undefined =>
  WORDS[lng].names.find(([pattern]) => new RegExp(`^(?:${pattern})$`, "iu").test(name))?.[1];

/** The next day (today's included) that is `shift` days from the holiday called `name`. */
function nextHoliday(ref: Date, lng: Language, name: string, shift: number): Components | null {
  const day = dayOf(lng, name);
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

/**
 * The first holiday named in `text` (as quick add reads one: after a word that says when) and
 * the rule that finds it every year ("yearly", "nth:2:7:5"), none for a day that moves from
 * year to year (Easter's, the Chinese calendar's) or one counted from such a holiday ("the
 * day before Mother's Day"): "every year on Mother's Day" is its rule; "every year on Easter"
 * has none (repeat.ts keeps its words).
 */
export function holidayIn(text: string, lng: Language): { from: number; to: number; rule?: string } | null {
  const match = PATTERNS[lng].exec(text);
  if (!match) return null;
  const w = WORDS[lng];
  const name = new RegExp(nameGroup(w), "iu").exec(match[0])?.[0] ?? "";
  const shifted = new RegExp(w.suffix ? `(?:${w.before}|${w.after})$` : `^(?:${w.before}|${w.after})`, "iu").test(
    match[0],
  );
  const rule = dayOf(lng, name)?.rule;
  // Days from a fixed day are fixed too ("2 days before Christmas": 23 December).
  return {
    from: match.index,
    to: match.index + match[0].length,
    rule: shifted && rule !== "yearly" ? undefined : rule,
  };
}

/**
 * "every Christmas", "each Mother's Day", "jeden Muttertag", "chaque Noël", "cada Navidad",
 * "todo Natal": yearly, on a holiday a rule finds every year (one that moves, Easter, is no
 * rule: its words stay). Its name is kept for the date, after a word that makes it one
 * (repeat.ts). Chinese and Japanese say "every year" (每年, 毎年), which their rules read.
 */
const EVERY: Partial<Record<Language, [every: string, lead: string]>> = {
  en: ["every|each", "on "],
  de: ["jede[nms]?", "an "],
  fr: ["chaque", "à "],
  es: ["cada", "en "],
  pt: ["tod[oa]", "no "],
};
const everyPhrases = new Map<Language, Phrase | null>();
export function everyHoliday(lng: Language): Phrase | null {
  if (!everyPhrases.has(lng)) {
    const words = EVERY[lng];
    const names = WORDS[lng].names.filter(([, day]) => day.rule).map(([pattern]) => pattern);
    everyPhrases.set(
      lng,
      words
        ? {
            pattern: new RegExp(
              `(?<![\\p{L}\\p{N}])(?:${words[0]})\\s+(?<date>${names.join("|")})(?![\\p{L}\\p{N}])`,
              "iu",
            ),
            repeat: "yearly",
            singular: (name) => `${words[1]}${name}`,
          }
        : null,
    );
  }
  return everyPhrases.get(lng)!;
}

/** A day's words as "every Christmas" left them ("on Christmas"): the name as typed ("Christmas"). */
export const asTyped = (dateText: string, lng: Language) => {
  const lead = EVERY[lng]?.[1];
  return lead && dateText.startsWith(lead) ? dateText.slice(lead.length) : dateText;
};

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
