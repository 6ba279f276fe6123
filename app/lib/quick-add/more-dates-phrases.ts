import type * as chrono from "chrono-node";
import type { Language } from "../i18n";
import { DE_COUNT, EN_COUNT, ES_COUNT, FR_COUNT, HAN_COUNT, PT_COUNT } from "./counts";
import { monthNames, monthOf } from "./months";
import { holidays } from "./holidays";
import { TIME_IN_A_DAY } from "./line-words";
import { chars, CJK_NUMBERS, NTH_WORDS, words } from "./repeat-words";
import {
  dayInNextMonth,
  dayOfWeekAhead,
  dayOfMonth,
  daysUntil,
  endOfMonth,
  endOfNextMonth,
  endOfNextWeek,
  endOfWeek,
  endOfYear,
  inDays,
  inMonths,
  laterThisWeek,
  midMonth,
  midNextMonth,
  midNextWeek,
  midThisMonth,
  monthAfterNext,
  nextDate,
  nextMonth,
  nextWeek,
  nextWeekend,
  weekendAfterNext,
  nextWorkday,
  nextYear,
  startOfMonth,
  weekAfterNext,
  weekend,
} from "./more-dates";
import {
  namedDayNumber,
  DAY_NUMBER_ENDS,
  cjkDayNumber,
  nthDay,
  nthDayAhead,
  nthDayAheadCjk,
  nthDayCjk,
  count,
  parser,
  any,
  dayMonth,
  relative,
  weekdayJa,
  namedDay,
  comingDay,
  anchor,
  fromDay,
  NEXT_WEEK,
  dayAfterNext,
  dayWeek,
  aWeekOn,
  longShortDay,
  OF_NEXT_MONTH,
  endOf,
  startOf,
  startOfCjk,
  endOfCjk,
  dayAtEnd,
  dayOfNamedMonth,
  dayOfTheMonth,
  mid,
} from "./more-dates-builders";

/**
 * Date words chrono's casual parsers do not know (or read wrongly), Todoist's among them:
 * "day after tomorrow" and its kin in each language, "24.12.", "next month" (its 1st), "in 3
 * months", "mid January" (the 15th), "the 15th", "end of month", "next week" (its Monday),
 * "this weekend" (Saturday), "end of week" (Friday), "next year" (January 1st), "end of
 * year", "the first Monday of next month" (or "of March"), "later this week", "mid month",
 * "Monday week", "end of July", "le 15", "Tue 15th". Each is a chrono parser giving a certain
 * day (more-dates.ts counts it; more-dates-builders.ts builds the parsers).
 */

/** After a number and 号, what is numbered rather than a day: 3号线 (a line), 5号楼, 5号电池, 2号门… */
const ZH_NUMBERED =
  "线|楼|栋|房|室|院|门|口|位|座|机|台|厅|馆|店|柜|窗|桌|床|车|球|衣|码|字|电池|选手|文件|仓|站|道|病床|包厢|航站楼";
/** After a number and 日, what makes it days rather than a date: 15日間, 3日後, 1日に2回, 2日おき. */
const JA_DAYS_AFTER = `(?=に(?![\\d０-９一二三四五六七八九十])|まで|締め?切り?|〆切|期限|が期限|(?:\\s|$))`;

/** The extra parsers of each language, to run before chrono's own (a match as long as theirs wins). */
export const MORE_DATES: Record<Language, chrono.Parser[]> = {
  en: [
    holidays("en"),
    nthDay("en", "(?:(?:on\\s+)?the\\s+)?", "of|in", "next\\s+month"),
    nthDayAhead("en", "(?:on\\s+)?the\\s+", "(?:\\s+of\\s+(?:the|this)\\s+month)?"),
    OF_NEXT_MONTH.en,
    aWeekOn,
    longShortDay,
    parser(words("(?:the\\s+)?day\\s+after\\s+tomorrow"), (ref) => inDays(ref, 2)),
    parser(words("next\\s+month"), nextMonth),
    parser(words(`in\\s+(\\d{1,2}|${any(EN_COUNT)})\\s+months?`), (ref, m) => inMonths(ref, count(m[1], EN_COUNT))),
    parser(words("(?:the\\s+)?end\\s+of\\s+(?:the\\s+)?month"), endOfMonth),
    parser(words("(?:(?:on\\s+)?the\\s+)?last\\s+day\\s+of\\s+(?:the\\s+|this\\s+)?month"), endOfMonth),
    parser(words("next\\s+(?:business\\s+day|working\\s+day|work\\s+day|workday|weekday)"), nextWorkday),
    NEXT_WEEK.en,
    parser(words("next\\s+week"), nextWeek),
    parser(words("(?:(?:at|on|over)\\s+the\\s+|this\\s+|the\\s+)?weekend"), weekend),
    parser(words("next\\s+weekend"), nextWeekend),
    parser(words("(?:the\\s+)?weekend\\s+after\\s+next"), weekendAfterNext),
    dayWeek,
    // "this coming Friday": the next one after today; "Friday after next": a week after it.
    namedDay("en", "(?:this\\s+)?(?:up)?coming\\s+", "", false),
    dayAfterNext("en", "(?:the\\s+)?DAY\\s+after\\s+next"),
    // "in a fortnight", "in 2 fortnights": two weeks each.
    relative(words(`in\\s+(a|\\d{1,2}|${any(EN_COUNT)})\\s+fortnights?`), (m) => 14 * count(m[1], EN_COUNT)),
    // "Friday EOD", "tomorrow COB": the end of that day is that day.
    parser(
      words(`(today|tomorrow|${NTH_WORDS.en.day})\\s+(?:by\\s+)?(?:eod|cob|end\\s+of\\s+(?:the\\s+)?day)`),
      (ref, m) => inDays(anchor(ref, "en", m[1]!, /^today$/i, /^tomorrow$/i), 0),
    ),
    parser(words("later\\s+this\\s+week"), laterThisWeek),
    // Office shorthand: end of day (today), of week (Friday), of month, of year; "in 3 wks", "in 2 mos".
    relative(words("eod"), () => 0),
    // "this evening", as "tonight": today (chrono reads a time alone, no day).
    relative(words("this\\s+(?:morning|afternoon|evening)"), () => 0),
    parser(words("eow"), endOfWeek),
    parser(words("eom"), endOfMonth),
    parser(words("eoy"), endOfYear),
    relative(words(`in\\s+(\\d{1,2}|${any(EN_COUNT)})\\s+wks?`), (m) => 7 * count(m[1], EN_COUNT)),
    parser(words(`in\\s+(\\d{1,2}|${any(EN_COUNT)})\\s+mos?`), (ref, m) => inMonths(ref, count(m[1], EN_COUNT))),
    parser(words("(?:at\\s+)?(?:the\\s+)?(?:start|beginning)\\s+of\\s+(?:the\\s+|this\\s+)?month"), startOfMonth),
    // Early and late next week or month: its first and last working day, or its first and last.
    parser(words("early\\s+next\\s+week"), nextWeek),
    parser(words("late\\s+next\\s+week"), endOfNextWeek),
    parser(words("early\\s+next\\s+month"), nextMonth),
    parser(words("late\\s+next\\s+month"), endOfNextMonth),
    parser(words("mid[-\\s]?month|(?:in\\s+)?(?:the\\s+)?middle\\s+of\\s+(?:the\\s+|this\\s+)month"), midThisMonth),
    parser(words("mid[-\\s]?next\\s+month|(?:in\\s+)?(?:the\\s+)?middle\\s+of\\s+next\\s+month"), midNextMonth),
    parser(words("(?:the\\s+)?end\\s+of\\s+(?:the\\s+|this\\s+)?week"), endOfWeek),
    parser(words("(?:the\\s+)?end\\s+of\\s+next\\s+week"), endOfNextWeek),
    parser(words("mid[-\\s]?next\\s+week|(?:the\\s+)?middle\\s+of\\s+next\\s+week"), midNextWeek),
    parser(words("(?:the\\s+)?end\\s+of\\s+next\\s+month"), endOfNextMonth),
    parser(words("next\\s+year"), nextYear),
    parser(words("(?:the\\s+)?end\\s+of\\s+(?:the\\s+|this\\s+)?year"), endOfYear),
    fromDay.en,
    parser(words("(?:the\\s+)?week\\s+after\\s+next"), weekAfterNext),
    parser(words("(?:the\\s+)?month\\s+after\\s+next"), monthAfterNext),
    // "(on) the 3rd (of) December (2027)": chrono left "(on) the" in the title, and read "on the
    // 5th March" as this month's 5th, "March" left over. "on the 15th" alone anywhere; "the 15th"
    // alone only at the end ("Read the 2nd chapter" is no date).
    dayOfNamedMonth(
      "en",
      `(?:on\\s+)?the\\s+(\\d{1,2})(?:st|nd|rd|th)\\s+(?:of\\s+)?(${monthNames("en")})\\.?(?:,?\\s+(\\d{4}))?`,
    ),
    parser(
      words(
        `(?:on\\s+)?the\\s+(\\d{1,2})(?:st|nd|rd|th)\\s+(?:day\\s+)?of\\s+the\\s+month|on\\s+the\\s+(\\d{1,2})(?:st|nd|rd|th)`,
      ),
      (ref, m) => dayOfMonth(ref, Number(m[1] ?? m[2])),
    ),
    // "(on) December the 5th": chrono read "the 5th" and left "December" in the title.
    parser(words(`(?:on\\s+)?(${monthNames("en")})\\s+the\\s+(\\d{1,2})(?:st|nd|rd|th)`), (ref, m) =>
      nextDate(ref, monthOf("en", m[1]!), Number(m[2])),
    ),
    // Todoist's shorthand at the line's end, in lower case ("Call Tom" is a name): "tod", "tom".
    parser(/(?<![\p{L}\p{N}])(tod|tom)(?=\s*$)/u, (ref, m) => inDays(ref, m[1] === "tod" ? 0 : 1)),
    // "on the first" (at the end: "on the first day" may be a trip's), "the first of the month".
    parser(words("(?:on\\s+)?the\\s+first(?:\\s+day)?\\s+of\\s+the\\s+month|on\\s+the\\s+first(?=\\s*$)"), (ref) =>
      dayOfMonth(ref, 1),
    ),
    parser(/(?<![\p{L}\p{N}])the\s+(\d{1,2})(?:st|nd|rd|th)(?=\s*$)/iu, (ref, m) => dayOfMonth(ref, Number(m[1]))),
    // …and after "due", "by", "before" without "the" ("Rent due 15th"); alone it may be a rank ("Came 1st").
    parser(/(?<=(?:^|\s)(?:due|by|before)\s+)(\d{1,2})(?:st|nd|rd|th)(?=\s*$)/iu, (ref, m) =>
      dayOfMonth(ref, Number(m[1])),
    ),
    mid("en", "mid[-\\s]?"),
    startOf("en", "(?:(?:at\\s+)?(?:the\\s+)?(?:start|beginning)\\s+of|early(?:\\s+in)?)\\s+"),
    endOf("en", "(?:the\\s+)?end\\s+of\\s+"),
    // "on the last day of February", "the first day of March": no "on the" left in the title.
    endOf("en", "(?:(?:on\\s+)?the\\s+)?last\\s+day\\s+of\\s+"),
    startOf("en", "(?:(?:on\\s+)?the\\s+)?first\\s+day\\s+of\\s+"),
    namedDayNumber("en", `(${NTH_WORDS.en.day}),?\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)`),
  ],
  de: [
    holidays("de"),
    OF_NEXT_MONTH.de,
    dayOfTheMonth(
      "(?:am|zum)\\s+(?:(\\d{1,2})\\.|(ersten))\\s+(?:des|eines)\\s+monats",
      "(?:am|zum)\\s+(ersten)(?=\\s*$)",
      "(?:am|zum)\\s+(monatsersten)",
    ),
    nthDay("de", "(?:am\\s+)?", "im", "(?:nächsten|kommenden)\\s+monat"),
    // "am letzten Freitag" alone is last week's: only with the month.
    nthDayAhead("de", "am\\s+", "\\s+(?:des\\s+monats|im\\s+monat|diese[ns]\\s+monats)"),
    dayMonth(/(?<![\d.])(\d{1,2})\.(\d{1,2})\.(?!\d)/i, "dm"),
    parser(words("(?:nächsten|nächster|kommenden)\\s+monat"), nextMonth),
    parser(words(`in\\s+(\\d{1,2}|${any(DE_COUNT)})\\s+monat(?:en)?`), (ref, m) =>
      inMonths(ref, count(m[1], DE_COUNT)),
    ),
    parser(words("(?:(?:am\\s+)?ende\\s+des\\s+monats|monatsende)"), endOfMonth),
    // chrono read "letzten Tag" as yesterday.
    parser(words("(?:am\\s+)?letzten\\s+tag\\s+(?:des|dieses|im)\\s+monats?"), endOfMonth),
    parser(words("(?:am\\s+)?nächsten\\s+(?:werktag|arbeitstag)"), nextWorkday),
    NEXT_WEEK.de,
    parser(words("(?:nächste|nächster|kommende|kommender)\\s+woche"), nextWeek),
    parser(words("(?:(?:an\\s+)?(?:diesem|dem)\\s+|dieses\\s+)?wochenende"), weekend),
    parser(words("(?:(?:am\\s+)?nächsten|nächstes|kommendes|(?:am\\s+)?kommenden)\\s+wochenende"), nextWeekend),
    parser(words("(?:am\\s+)?übernächste[ns]?\\s+wochenende"), weekendAfterNext),
    parser(words("(?:(?:am\\s+)?ende\\s+(?:der|dieser)\\s+woche)"), endOfWeek),
    fromDay.de,
    namedDay("de", "(?:am\\s+)?kommenden\\s+", "", false),
    // "Samstagabend": Saturday (parse.ts keeps the word: TIME_IN_A_DAY).
    parser(
      new RegExp(`(?<![\\p{L}\\p{N}])(${NTH_WORDS.de.day})(?=${TIME_IN_A_DAY.de!.source.slice(1)})`, "iu"),
      (ref, m) => {
        const day = NTH_WORDS.de.number(m[1]!.toLowerCase())[0];
        return day ? inDays(ref, daysUntil(ref, day, true)) : null;
      },
    ),
    dayAfterNext("de", "(?:am\\s+)?übernächsten\\s+DAY"),
    parser(words("übernächste[nr]?\\s+woche"), weekAfterNext),
    parser(words("übernächsten\\s+monat"), monthAfterNext),
    // "Ende nächster Woche", "Anfang der nächsten Woche", "Mitte nächster Woche", "Anfang nächsten Monats".
    parser(words("(?:am\\s+)?ende\\s+(?:der\\s+)?(?:nächsten|nächster|kommenden)\\s+woche"), endOfNextWeek),
    parser(words("(?:am\\s+)?anfang\\s+(?:der\\s+)?(?:nächsten|nächster|kommenden)\\s+woche"), nextWeek),
    parser(words("mitte\\s+(?:der\\s+)?(?:nächsten|nächster|kommenden)\\s+woche"), midNextWeek),
    parser(words("später\\s+(?:diese|in\\s+dieser)\\s+woche"), laterThisWeek),
    parser(words("(?:am\\s+)?(?:monatsanfang|anfang\\s+(?:des|dieses)\\s+monats)"), startOfMonth),
    parser(words("(?:(?:in\\s+der\\s+)?monatsmitte|mitte\\s+(?:des|dieses)\\s+monats)"), midThisMonth),
    parser(words("mitte\\s+(?:des\\s+)?(?:nächsten|kommenden)\\s+monats"), midNextMonth),
    parser(words("(?:am\\s+)?anfang\\s+(?:des\\s+)?(?:nächsten|kommenden)\\s+monats"), nextMonth),
    parser(words("(?:am\\s+)?ende\\s+(?:des\\s+)?(?:nächsten|kommenden)\\s+monats"), endOfNextMonth),
    parser(words("(?:nächstes|nächsten|kommendes|kommenden)\\s+jahr"), nextYear),
    parser(words("(?:(?:am\\s+)?ende\\s+(?:des|dieses)\\s+jahres|jahresende)"), endOfYear),
    parser(/(?<![\p{L}\p{N}.])am\s+(\d{1,2})\.(?![\p{N}.])/iu, (ref, m) => dayOfMonth(ref, Number(m[1]))),
    mid("de", "mitte\\s+"),
    startOf("de", "(?:am\\s+)?anfang\\s+"),
    endOf("de", "(?:am\\s+)?ende\\s+"),
    // chrono read "letzten Tag" as yesterday, "im Februar" left in the title.
    endOf("de", "(?:am\\s+)?letzten\\s+tag\\s+im\\s+"),
    startOf("de", "(?:am\\s+)?ersten\\s+tag\\s+im\\s+"),
    // "bis zum 15.": the period makes it the 15th.
    parser(/(?<![\p{L}\p{N}.])zum\s+(\d{1,2})\.(?![\p{N}.])/iu, (ref, m) => dayOfMonth(ref, Number(m[1]))),
    namedDayNumber("de", `(${NTH_WORDS.de.day}),?\\s+(?:den\\s+)?(\\d{1,2})\\.`),
  ],
  fr: [
    holidays("fr"),
    OF_NEXT_MONTH.fr,
    dayOfTheMonth("(?:le\\s+)?(?:(\\d{1,2})(?:er)?|(premier))\\s+du\\s+mois"),
    nthDay("fr", "(?:le\\s+)?", "du|de|d['’]", "mois\\s+prochain"),
    nthDayAhead("fr", "le\\s+", "(?:\\s+(?:du|de\\s+ce)\\s+mois)?"),
    relative(/apr[eè]s[-\s]demain/i, () => 2),
    parser(words("(?:le\\s+)?mois\\s+prochain"), nextMonth),
    parser(words(`dans\\s+(\\d{1,2}|${any(FR_COUNT)})\\s+mois`), (ref, m) => inMonths(ref, count(m[1], FR_COUNT))),
    parser(words("(?:[àa]\\s+la\\s+)?fin\\s+du\\s+mois"), endOfMonth),
    // chrono read "le dernier jour" as yesterday.
    parser(words("(?:le\\s+)?dernier\\s+jour\\s+du\\s+mois"), endOfMonth),
    relative(/(?<![\p{L}])aujourd’hui(?![\p{L}])/iu, () => 0),
    relative(words("ce\\s+(?:matin|soir)|cet\\s+après-midi"), () => 0),
    parser(words("(?:le\\s+)?prochain\\s+jour\\s+(?:ouvré|ouvrable)"), nextWorkday),
    NEXT_WEEK.fr,
    parser(words("(?:la\\s+)?semaine\\s+prochaine"), nextWeek),
    parser(words("(?:ce|le)\\s+week-?end"), weekend),
    parser(words("(?:le\\s+)?(?:week-?end\\s+prochain|prochain\\s+week-?end)"), nextWeekend),
    parser(words("(?:[àa]\\s+la\\s+)?fin\\s+de\\s+(?:la|cette)\\s+semaine"), endOfWeek),
    fromDay.fr,
    namedDay("fr", "(?:le\\s+)?", "\\s+qui\\s+vient", false),
    relative(/(?<![\p{L}])dans\s+quinze\s+jours(?![\p{L}])/iu, () => 15),
    parser(words("(?:[àa]\\s+la\\s+)?fin\\s+de\\s+la\\s+semaine\\s+prochaine"), endOfNextWeek),
    parser(words("(?:au\\s+)?début\\s+de\\s+la\\s+semaine\\s+prochaine"), nextWeek),
    parser(words("(?:au\\s+)?début\\s+du\\s+mois\\s+prochain"), nextMonth),
    parser(words("plus\\s+tard\\s+(?:cette|dans\\s+la)\\s+semaine"), laterThisWeek),
    parser(words("(?:au\\s+|en\\s+)?début\\s+(?:du|de)\\s+mois"), startOfMonth),
    parser(words("(?:[àa]\\s+la\\s+)?mi-?\\s*mois|(?:au\\s+)?milieu\\s+du\\s+mois"), midThisMonth),
    parser(
      words("(?:[àa]\\s+la\\s+)?mi-?\\s*mois\\s+prochain|(?:au\\s+)?milieu\\s+du\\s+mois\\s+prochain"),
      midNextMonth,
    ),
    parser(words("(?:[àa]\\s+la\\s+)?fin\\s+du\\s+mois\\s+prochain"), endOfNextMonth),
    parser(words("l['’]\\s?(?:année|an)\\s+prochaine?"), nextYear),
    parser(words("(?:[àa]\\s+la\\s+)?fin\\s+(?:de\\s+l['’]\\s?année|d['’]\\s?année)"), endOfYear),
    mid("fr", "mi-?\\s*"),
    startOf("fr", "(?:au\\s+|en\\s+)?début\\s+(?:de\\s+|d['’]\\s?)?"),
    endOf("fr", "(?:[àa]\\s+la\\s+)?fin\\s+(?:de\\s+|d['’]\\s?)?"),
    // chrono read "le dernier jour" as yesterday, "de février" left in the title.
    endOf("fr", "(?:le\\s+)?dernier\\s+jour\\s+(?:de\\s+|d['’]\\s?)"),
    startOf("fr", "(?:le\\s+)?premier\\s+jour\\s+(?:de\\s+|d['’]\\s?)"),
    dayAtEnd("le\\s+(\\d{1,2})(?:er)?"),
    namedDayNumber("fr", `(${NTH_WORDS.fr.day})\\s+(\\d{1,2})(?:er)?`, DAY_NUMBER_ENDS),
  ],
  es: [
    holidays("es"),
    OF_NEXT_MONTH.es,
    dayOfTheMonth("(?:el\\s+)?(?:d[ií]a\\s+)?(?:(\\d{1,2})|(primero))\\s+del?\\s+mes"),
    nthDay("es", "(?:el\\s+)?", "del|de", "pr[óo]ximo\\s+mes|mes\\s+que\\s+viene"),
    nthDayAhead("es", "el\\s+", "(?:\\s+(?:del|de\\s+este)\\s+mes)?"),
    relative(/pasado\s+mañana/i, () => 2),
    relative(words("esta\\s+(?:mañana|tarde|noche)"), () => 0),
    comingDay("es", "(?:el\\s+)?"),
    relative(/(?<![\p{L}])(?:en|dentro\s+de)\s+quince\s+d[ií]as(?![\p{L}])/iu, () => 15),
    parser(words("(?:el\\s+)?(?:pr[óo]ximo\\s+mes|mes\\s+que\\s+viene)"), nextMonth),
    parser(words(`en\\s+(\\d{1,2}|${any(ES_COUNT)})\\s+mes(?:es)?`), (ref, m) => inMonths(ref, count(m[1], ES_COUNT))),
    parser(words("(?:el\\s+)?pr[óo]ximo\\s+d[íi]a\\s+(?:h[áa]bil|laborable)"), nextWorkday),
    NEXT_WEEK.es,
    parser(words("(?:la\\s+)?(?:pr[óo]xima\\s+semana|semana\\s+que\\s+viene)"), nextWeek),
    parser(words("(?:a\\s+)?fin(?:al)?\\s+de(?:l)?\\s+mes"), endOfMonth),
    parser(words("(?:el\\s+)?[úu]ltimo\\s+d[íi]a\\s+del\\s+mes"), endOfMonth),
    parser(words("(?:este|el)\\s+fin\\s+de\\s+semana"), weekend),
    parser(words("(?:el\\s+)?(?:pr[óo]ximo\\s+fin\\s+de\\s+semana|fin\\s+de\\s+semana\\s+que\\s+viene)"), nextWeekend),
    // "fin de semana" is the weekend: the week's end needs "la" or "esta".
    parser(words("(?:a\\s+)?final(?:es)?\\s+de\\s+(?:la|esta)\\s+semana"), endOfWeek),
    parser(words("(?:a\\s+)?final(?:es)?\\s+de\\s+la\\s+pr[óo]xima\\s+semana"), endOfNextWeek),
    parser(words("(?:a\\s+)?principios?\\s+de\\s+la\\s+pr[óo]xima\\s+semana"), nextWeek),
    parser(words("(?:a\\s+)?principios?\\s+del\\s+pr[óo]ximo\\s+mes"), nextMonth),
    parser(words("(?:m[áa]s\\s+adelante|m[áa]s\\s+tarde)\\s+esta\\s+semana"), laterThisWeek),
    parser(words("(?:a\\s+)?principios?\\s+de(?:l|\\s+este)?\\s+mes"), startOfMonth),
    parser(words("(?:a\\s+)?mediados\\s+de(?:l|\\s+este)?\\s+mes"), midThisMonth),
    parser(words("(?:a\\s+)?mediados\\s+del\\s+(?:pr[óo]ximo\\s+mes|mes\\s+que\\s+viene)"), midNextMonth),
    parser(words("(?:a\\s+)?fin(?:al)?(?:es)?\\s+del\\s+pr[óo]ximo\\s+mes"), endOfNextMonth),
    parser(words("(?:el\\s+)?(?:pr[óo]ximo\\s+año|año\\s+que\\s+viene)"), nextYear),
    parser(words("(?:a\\s+)?fin(?:al)?(?:es)?\\s+de(?:l)?\\s+año"), endOfYear),
    mid("es", "mediados\\s+de\\s+"),
    startOf("es", "(?:a\\s+)?principios?\\s+de\\s+"),
    endOf("es", "(?:a\\s+)?fin(?:al)?(?:es)?\\s+de\\s+"),
    endOf("es", "(?:el\\s+)?[úu]ltimo\\s+d[íi]a\\s+de\\s+"),
    startOf("es", "(?:el\\s+)?primer\\s+d[íi]a\\s+de\\s+"),
    dayAtEnd("(?:antes\\s+del|el)\\s+(\\d{1,2})"),
    namedDayNumber("es", `(${NTH_WORDS.es.day})\\s+(?:d[íi]a\\s+)?(\\d{1,2})`, DAY_NUMBER_ENDS),
    // "el día 10" anywhere; "día 10" alone at the line's end ("Día 5 de la dieta" is no date).
    parser(words(`(?:el\\s+)?d[íi]a\\s+(\\d{1,2})\\s+de\\s+(${monthNames("es")})`), (ref, m) =>
      nextDate(ref, monthOf("es", m[2]!), Number(m[1])),
    ),
    parser(/(?<![\p{L}\p{N}])(?:el\s+d[íi]a\s+(\d{1,2})(?![\p{L}\p{N}])|d[íi]a\s+(\d{1,2})(?=\s*$))/iu, (ref, m) =>
      dayOfMonth(ref, Number(m[1] ?? m[2])),
    ),
  ],
  pt: [
    holidays("pt"),
    OF_NEXT_MONTH.pt,
    dayOfTheMonth(
      "(?:no\\s+)?dia\\s+(?:(\\d{1,2})º?|(primeiro))\\s+do\\s+m[eê]s",
      "(?:no\\s+)?dia\\s+(\\d{1,2})º",
      // Alone only at the end: "Ler o dia primeiro de aula" is a thing's.
      "(?:no\\s+)?dia\\s+(primeiro)(?=\\s*$)",
    ),
    // "no dia 1º de março (de 2028)": chrono took "1º de março" and left "no dia".
    dayOfNamedMonth("pt", `(?:no\\s+)?dia\\s+(\\d{1,2})º\\s+de\\s+(${monthNames("pt")})(?:\\s+de\\s+(\\d{4}))?`),
    nthDay("pt", "(?:n[ao]\\s+)?", "do|de", "pr[óo]ximo\\s+m[eê]s|m[eê]s\\s+que\\s+vem"),
    nthDayAhead("pt", "n[ao]\\s+", "(?:\\s+(?:do|deste)\\s+m[eê]s)?"),
    relative(/depois\s+de\s+amanhã/i, () => 2),
    relative(words("(?:esta|nesta)\\s+(?:manhã|tarde|noite)"), () => 0),
    comingDay("pt", "(?:n[ao]\\s+)?"),
    namedDay("pt", "(?:n[ao]\\s+)?pr[óo]xim[ao]\\s+", "", false),
    namedDay("pt", "n?(?:est|ess)[ae]\\s+", "", true),
    // "dia 5 de dezembro", "no dia 5"; a bare "dia 5" ends the line ("Dia 5 da dieta" is no date).
    parser(words(`(?:n?o\\s+)?dia\\s+(\\d{1,2})\\s+de\\s+(${monthNames("pt")})`), (ref, m) =>
      nextDate(ref, monthOf("pt", m[2]!), Number(m[1])),
    ),
    // "dia 15/12", "no dia 15/12": "dia" goes with the date (a year after it is chrono's).
    dayMonth(/(?<![\p{L}\p{N}])(?:n?o\s+)?dia\s+(\d{1,2})\/(\d{1,2})(?![\p{L}\p{N}]|\/\d)/iu, "dm"),
    parser(/(?<![\p{L}\p{N}])(?:no\s+dia\s+(\d{1,2})(?![\p{L}\p{N}/])|dia\s+(\d{1,2})(?=\s*$))/iu, (ref, m) =>
      dayOfMonth(ref, Number(m[1] ?? m[2])),
    ),
    relative(/(?<![\p{L}])(?:em|daqui\s+a)\s+quinze\s+dias(?![\p{L}])/iu, () => 15),
    relative(/(?:em|daqui\s+a)\s+(\d{1,3})\s+dias?/i, (m) => Number(m[1])),
    parser(words("(?:o\\s+)?(?:pr[óo]ximo\\s+m[êe]s|m[êe]s\\s+que\\s+vem)"), nextMonth),
    parser(words(`(?:em|daqui\\s+a)\\s+(\\d{1,2}|${any(PT_COUNT)})\\s+(?:m[êe]s|meses)`), (ref, m) =>
      inMonths(ref, count(m[1], PT_COUNT)),
    ),
    parser(words("(?:no\\s+)?pr[óo]ximo\\s+dia\\s+[úu]til"), nextWorkday),
    NEXT_WEEK.pt,
    parser(words("(?:a\\s+)?(?:pr[óo]xima\\s+semana|semana\\s+que\\s+vem)"), nextWeek),
    // "em 2 semanas", "daqui a duas semanas" (chrono's Portuguese reads days only).
    parser(words(`(?:em|daqui\\s+a)\\s+(\\d{1,2}|${any(PT_COUNT)})\\s+semanas?`), (ref, m) =>
      inDays(ref, 7 * count(m[1], PT_COUNT)),
    ),
    parser(words("(?:no\\s+)?fi(?:m|nal)\\s+do\\s+m[êe]s"), endOfMonth),
    parser(words("(?:no\\s+)?[úu]ltimo\\s+dia\\s+do\\s+m[êe]s"), endOfMonth),
    parser(words("(?:(?:n)?este|no)\\s+fim\\s+de\\s+semana"), weekend),
    parser(words("(?:no\\s+)?(?:pr[óo]ximo\\s+fim\\s+de\\s+semana|fim\\s+de\\s+semana\\s+que\\s+vem)"), nextWeekend),
    // "fim de semana" is the weekend; "fim da semana" the week's end.
    parser(words("(?:no\\s+)?fi(?:m|nal)\\s+da\\s+semana"), endOfWeek),
    parser(words("(?:no\\s+)?fi(?:m|nal)\\s+da\\s+pr[óo]xima\\s+semana"), endOfNextWeek),
    parser(words("(?:no\\s+)?in[íi]cio\\s+da\\s+pr[óo]xima\\s+semana"), nextWeek),
    parser(words("(?:no\\s+)?in[íi]cio\\s+do\\s+pr[óo]ximo\\s+m[êe]s"), nextMonth),
    parser(words("mais\\s+(?:tarde|para\\s+o\\s+fim)\\s+(?:n)?esta\\s+semana"), laterThisWeek),
    parser(words("(?:no\\s+)?in[íi]cio\\s+d(?:o|este)\\s+m[êe]s"), startOfMonth),
    parser(words("(?:em\\s+)?meados\\s+d(?:o|este)\\s+m[êe]s|(?:no\\s+)?meio\\s+do\\s+m[êe]s"), midThisMonth),
    parser(words("(?:em\\s+)?meados\\s+do\\s+(?:pr[óo]ximo\\s+m[êe]s|m[êe]s\\s+que\\s+vem)"), midNextMonth),
    parser(words("(?:no\\s+)?fi(?:m|nal)\\s+do\\s+pr[óo]ximo\\s+m[êe]s"), endOfNextMonth),
    parser(words("(?:o\\s+)?(?:pr[óo]ximo\\s+ano|ano\\s+que\\s+vem)"), nextYear),
    parser(words("(?:no\\s+)?fi(?:m|nal)\\s+do\\s+ano"), endOfYear),
    mid("pt", "meados\\s+de\\s+"),
    startOf("pt", "(?:n?o\\s+)?(?:in[íi]cio|come[çc]o)\\s+de\\s+"),
    endOf("pt", "(?:n?o\\s+)?fi(?:m|nal)\\s+de\\s+"),
    endOf("pt", "(?:n?o\\s+)?[úu]ltimo\\s+dia\\s+de\\s+"),
    startOf("pt", "(?:n?o\\s+)?primeiro\\s+dia\\s+de\\s+"),
    namedDayNumber("pt", `(${NTH_WORDS.pt.day}),?\\s+(?:dia\\s+)?(\\d{1,2})`, DAY_NUMBER_ENDS),
  ],
  zh: [
    holidays("zh"),
    nthDayCjk(
      "(?:(下个?月)|(\\d{1,2})月)的?(?:第([一二三四1-4])个?|(最后一个|最后))(?:周|星期|礼拜)([一二三四五六日天])",
      "一二三四五六日",
    ),
    nthDayAheadCjk(
      "(?:本月|这个?月)的?(?:第([一二三四五1-5])个?|(最后一个|最后))(?:周|星期|礼拜)([一二三四五六日天])",
      "一二三四五六日",
    ),
    relative(/大后天/, () => 3),
    relative(/(?<!大)后天/, () => 2),
    dayMonth(/(?<![\d/])(\d{1,2})\/(\d{1,2})(?![\d/])/, "md"),
    parser(chars("下个?月(?![\\d一二三四五六七八九十]+[日号])"), nextMonth),
    parser(chars("下个?月(\\d{1,2})[日号]"), (ref, m) => dayInNextMonth(ref, Number(m[1]))),
    // 15号交报告: the next 15th; not 3号线, 5号楼, 5号电池, 第3号 (numbers of things, not days).
    parser(chars(`(?<![\\d月第/.-])(\\d{1,2})号(?![\\d]|${ZH_NUMBERED})`), (ref, m) => dayOfMonth(ref, Number(m[1]))),
    parser(chars(`(\\d{1,2}|[${any(HAN_COUNT).replaceAll("|", "")}])个月(?:之?后|以后)`), (ref, m) =>
      inMonths(ref, count(m[1], HAN_COUNT)),
    ),
    // 下周的周五: that weekday of next week (下周五 is chrono's).
    parser(chars("下个?(?:周|星期|礼拜)的(?:周|星期|礼拜)([一二三四五六日天])"), (ref, m) =>
      dayOfWeekAhead(ref, 1, CJK_NUMBERS("一二三四五六日")(m[1]!)[0]!),
    ),
    parser(chars("下(?:个)?(?:周|星期|礼拜)(?![一二三四五六日天末])"), nextWeek),
    parser(chars("(?:这个?|本)?周末"), weekend),
    parser(chars("下下个?周末"), weekendAfterNext),
    parser(chars("下个?周末"), nextWeekend),
    parser(chars("明年"), nextYear),
    parser(chars("(?:今?年底|年末)"), endOfYear),
    parser(chars(`(\\d{1,2}|[${any(HAN_COUNT).replaceAll("|", "")}])(?:个)?(?:周|星期|礼拜)(?:之?后|以后)`), (ref, m) =>
      inDays(ref, 7 * count(m[1], HAN_COUNT)),
    ),
    // Not 7月底 (that month's, below) nor 下个月底.
    parser(chars("本月(?:底|末)|(?<![下个\\d一二三四五六七八九十])月(?:底|末)"), endOfMonth),
    endOfCjk("(\\d{1,2})月(?:底|末|的?最后一天)"),
    parser(chars("下个?月(?:底|末)"), endOfNextMonth),
    // 本周五 as 这周五: the day's next one, today's included.
    parser(chars("本(?:周|星期|礼拜)([一二三四五六日天])"), (ref, m) =>
      inDays(ref, daysUntil(ref, CJK_NUMBERS("一二三四五六日")(m[1]!)[0]!, true)),
    ),
    parser(chars("下(?:一)?个工作日"), nextWorkday),
    parser(chars("下下个?(?:周|星期|礼拜)(?![一二三四五六日天末])"), weekAfterNext),
    // 下下周五: that weekday in the week after next.
    parser(chars("下下个?(?:周|星期|礼拜)([一二三四五六日天])"), (ref, m) =>
      dayOfWeekAhead(ref, 2, CJK_NUMBERS("一二三四五六日")(m[1]!)[0]!),
    ),
    parser(chars("下下个?月(?![\\d一二三四五六七八九十]+[日号]|底|末|初)"), monthAfterNext),
    parser(chars("下个?月初"), nextMonth),
    parser(chars("(\\d{1,2})月中旬"), (ref, m) => midMonth(ref, Number(m[1]) - 1)),
    startOfCjk("(\\d{1,2})月(?:初|上旬|的?第一天)"),
    parser(chars("(?:本周|这周)晚些时候"), laterThisWeek),
    // 月中 alone or after 本/这个; not 下月中 (below), 三月中 or 12月中旬 (a month named), 每月中.
    parser(chars("(?:本|这个)?(?<![下每\\d一二三四五六七八九十])月中(?:旬)?"), midThisMonth),
    parser(chars("下个?月中(?:旬)?"), midNextMonth),
    cjkDayNumber("(?:周|星期|礼拜)([一二三四五六日天])\\s*(\\d{1,2})[号日]", "一二三四五六日", false),
    // 12月15日周二: the weekday after the date goes with it.
    parser(chars("(\\d{1,2})月(\\d{1,2})[日号]\\s*[(（]?(?:周|星期|礼拜)[一二三四五六日天][)）]?"), (ref, m) =>
      nextDate(ref, Number(m[1]) - 1, Number(m[2])),
    ),
    parser(chars("(?<![下个\\d一二三四五六七八九十])月初"), startOfMonth),
  ],
  ja: [
    holidays("ja"),
    nthDayCjk(
      "(?:(来月)|(\\d{1,2})月)の?(?:第([一二三四1-4１-４])|(最終|最後の))([月火水木金土日])曜日?",
      "月火水木金土日",
    ),
    nthDayAheadCjk("今月の?(?:第([一二三四五1-5１-５])|(最終|最後の))([月火水木金土日])曜日?", "月火水木金土日"),
    // 明々後日, しあさって: three days on ("しあさって" was "し" and the day after tomorrow).
    relative(/明[々明]後日|しあさって/, () => 3),
    relative(/明後日|あさって/, () => 2),
    weekdayJa,
    relative(/(\d{1,3})\s*日後/, (m) => Number(m[1])),
    dayMonth(/(?<![\d/])(\d{1,2})\/(\d{1,2})(?![\d/])/, "md"),
    parser(chars("来月(?![\\d一二三四五六七八九十]+日)"), nextMonth),
    parser(chars("来月の?(\\d{1,2})日"), (ref, m) => dayInNextMonth(ref, Number(m[1]))),
    // 15日に請求, 30日まで: the next 15th; not 15日間, 3日後, 1日に2回 (days, or "a day").
    parser(chars(`(?<![\\d月第/.-])(\\d{1,2})日${JA_DAYS_AFTER}`), (ref, m) => dayOfMonth(ref, Number(m[1]))),
    parser(chars(`(\\d{1,2}|[${any(HAN_COUNT).replaceAll("|", "")}])\\s*[ヶかカケ]月後`), (ref, m) =>
      inMonths(ref, count(m[1], HAN_COUNT)),
    ),
    parser(chars("来週(?!の?[月火水木金土日]曜|末)"), nextWeek),
    parser(chars("(?:翌|次の)営業日"), nextWorkday),
    parser(chars("(?:今)?週末"), weekend),
    parser(chars("再来週末|再来週の週末"), weekendAfterNext),
    parser(chars("来週末"), nextWeekend),
    parser(chars("今週中"), endOfWeek),
    // 今月中, 今年中, 年内: by this month's, this year's end; 月半ば: mid-month.
    parser(chars("今月中"), endOfMonth),
    parser(chars("今年中|年内"), endOfYear),
    parser(chars("(?<![来\\d一二三四五六七八九十])月半ば"), midThisMonth),
    parser(chars("来月半ば"), midNextMonth),
    parser(chars("来年"), nextYear),
    parser(chars("(?:今)?年末"), endOfYear),
    parser(chars(`(\\d{1,2}|[${any(HAN_COUNT).replaceAll("|", "")}])\\s*週間後`), (ref, m) =>
      inDays(ref, 7 * count(m[1], HAN_COUNT)),
    ),
    parser(chars("今月末|(?<![来\\d一二三四五六七八九十])月末"), endOfMonth),
    // 2月末日, 2月の最終日: not 2月末 with 日 left in the title.
    endOfCjk("(\\d{1,2})月(?:末日|の?最終日|末)"),
    parser(chars("来月末"), endOfNextMonth),
    // 週明け: the start of next week.
    parser(chars("週明け"), nextWeek),
    parser(chars("再来週(?!の?[月火水木金土日]曜|末)"), weekAfterNext),
    parser(chars("再来月(?![\\d一二三四五六七八九十]+日|末)"), monthAfterNext),
    parser(chars("来月初め?"), nextMonth),
    parser(chars("(\\d{1,2})月中旬"), (ref, m) => midMonth(ref, Number(m[1]) - 1)),
    startOfCjk("(\\d{1,2})月(?:初旬|上旬|の?初日|初め?)"),
    parser(chars("今週(?:の)?後半"), laterThisWeek),
    parser(chars("今月(?:の)?(?:中旬|半ば)"), midThisMonth),
    parser(chars("来月(?:の)?(?:中旬|半ば)"), midNextMonth),
    cjkDayNumber("(?<![月\\d])(\\d{1,2})日\\s*[(（]([月火水木金土日])(?:曜日?)?[)）]", "月火水木金土日", true),
    parser(chars("(?<![来\\d一二三四五六七八九十])月初め?"), startOfMonth),
  ],
};
