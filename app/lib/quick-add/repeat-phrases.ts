import type { Repeat } from "../repeat";
import type { Language } from "../i18n";
import { monthNames } from "./months";
import {
  CJK_MONTH,
  CJK_NUMBERS,
  DE_ADVERBS,
  DE_DAYS,
  DE_LIST,
  DE_NUMBERS,
  EN_DAYS,
  EN_LIST,
  EN_NUMBERS,
  ES_DAYS,
  ES_LIST,
  ES_NUMBERS,
  FR_DAYS,
  FR_LIST,
  FR_NUMBERS,
  JA_DAY_END,
  N,
  NOT_A_COUNT,
  PT_DAYS,
  PT_LIST,
  PT_NUMBERS,
  WEEKEND,
  byInitial,
  chars,
  cjkMonth,
  dropPluralS,
  listOf,
  monthNumber,
  onLastDay,
  rangeOf,
  words,
  yearlyOn,
  type Phrase,
} from "./repeat-words";
import { MONTH_DAYS, MONTH_DAYS_OF } from "./repeat-month-days";
import { NTH_LISTS } from "./repeat-nth-lists";
import { NTH_WORKDAY } from "./repeat-nth-workday";
import { EVERY_OTHER_WEEK } from "./repeat-weeks";

/** One Portuguese weekday, as "segunda sim, segunda não" names it. */
const PT_ONE_DAY = `(?:${PT_DAYS}|sábado|sabado|domingo)(?:-feira)?`;
/** English weekdays in the plural: "on Mondays". */
const EN_PLURAL = "(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s";

/**
 * Per language, the longer phrases first: "every weekday" before "every day", "tous les
 * jours ouvrés" before "tous les jours". Only explicit phrases count: "daily" and its
 * kin, "every …", or a weekday in the plural ("on Mondays", "montags", "los lunes"); a bare
 * weekday stays a date.
 */
export const PHRASES: Record<Language, Phrase[]> = {
  en: [
    ...EVERY_OTHER_WEEK.en,
    ...NTH_LISTS.en,
    ...NTH_WORKDAY.en,
    MONTH_DAYS_OF.en,
    // "every last day of February"; "every last day", "on the last day of every month".
    onLastDay(`(?:every|each)\\s+last\\s+day\\s+(?:of|in)\\s+(?<month>${monthNames("en")})\\.?`, monthNumber("en")),
    onLastDay(
      "(?:every|each)\\s+last\\s+day(?:\\s+of\\s+(?:the|every|each)\\s+month)?|(?:on\\s+)?the\\s+last\\s+day\\s+of\\s+(?:every|each)\\s+month|(?:every|each)\\s+month\\s+on\\s+the\\s+last\\s+day",
    ),
    // "every March 15", "every 15th of March": yearly (before "every 15th").
    yearlyOn(
      "every|each",
      `(?:${monthNames("en")})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${monthNames("en")})`,
    ),
    // "every 3rd day", "every second week": an interval, not the month's 3rd.
    {
      pattern: words("every\\s+(?<n>\\d{1,2}(?:st|nd|rd|th)|second|third)\\s+(?<unit>day|week|month|year)"),
      repeat: byInitial({ d: "daily", w: "weekly", m: "monthly", y: "yearly" }),
    },
    MONTH_DAYS.en,
    // "every 15th", "every 1st of the month", "every first of the month", "(on the) 15th (first) of every month";
    // not the first of a list the phrases above did not take ("every 1st and 15th of Marching"),
    // nor a working day past the 20th ("every 21st business day": no rule says it).
    {
      pattern: words(
        `every\\s+(?<mday>\\d{1,2})(?:st|nd|rd|th)(?:\\s+of\\s+(?:the|every|each)\\s+month)?(?!\\s+(?:of\\s+)?(?:${monthNames("en")})|\\s*(?:,|&|and\\s)\\s*\\d|\\s+(?:work(?:ing)?[\\s-]?|business\\s+|week)days?)|(?:every\\s+|(?:on\\s+)?the\\s+(?=first(?:\\s+day)?\\s+of\\s+(?:every|each)\\s))(?<mday3>first)(?:\\s+day)?\\s+of\\s+(?:the|every|each)\\s+month|(?:(?:on\\s+)?the\\s+)?(?<mday2>\\d{1,2})(?:st|nd|rd|th)\\s+of\\s+(?:every|each)\\s+month`,
      ),
      repeat: "monthly",
      monthDay: true,
    },
    // Todoist's "every 27": the 27th, when the number ends the line ("every 30 minutes" is none).
    { pattern: words("every\\s+(?<mday>\\d{1,2})(?=\\s*$)"), repeat: "monthly", monthDay: true },
    {
      pattern: words(`every\\s+${N}\\s+(?<unit>days?|weeks?|months?|years?)`),
      repeat: byInitial({ d: "daily", w: "weekly", m: "monthly", y: "yearly" }),
    },
    { pattern: words("fortnightly|biweekly|every\\s+fortnight"), repeat: "weekly", every: 2 },
    // A quarter: every 3 months; half a year: 6.
    { pattern: words("every\\s+quarter|each\\s+quarter|quarterly"), repeat: "monthly", every: 3 },
    { pattern: words("every\\s+half\\s+year|half-yearly|semi-?annually|biannually"), repeat: "monthly", every: 6 },
    { pattern: words("(?:every|each)\\s+weekend|on\\s+weekends"), repeat: WEEKEND },
    { pattern: words(`every\\s+(?:other|second)\\s+(?<weekday>${EN_DAYS})`), repeat: "weekly", every: 2 },
    {
      pattern: words(`(?:every|each)\\s+${rangeOf(EN_LIST.source, "to|through|thru|till|until")}`),
      repeat: "weekly",
      days: EN_NUMBERS,
    },
    {
      // English lists with spaces alone too: "every mon wed fri".
      pattern: words(`(?:every|each)\\s+(?<days>${listOf(EN_LIST.source, "and", true)})`),
      repeat: "weekly",
      days: EN_NUMBERS,
    },
    { pattern: words(`every\\s+(?<weekday>${EN_DAYS})`), repeat: "weekly" },
    // "on Mondays", "on Mondays and Thursdays": every one (a bare "Mondays" may be a thing's).
    {
      pattern: words(`on\\s+(?<days>${listOf(EN_PLURAL, "and")})`),
      repeat: "weekly",
      days: EN_NUMBERS,
    },
    { pattern: words(`on\\s+(?<weekday>${EN_PLURAL})`), repeat: "weekly", singular: (day) => day.slice(0, -1) },
    {
      pattern: words(
        "(?:every|each)\\s+(?:weekday|workday|(?:business|working|work)\\s+day)|on\\s+(?:weekdays|workdays|business\\s+days|working\\s+days)",
      ),
      repeat: "weekdays",
    },
    // "nightly" says when in the day as "every night" does: its word stays.
    {
      pattern: words("(?:every|each)\\s+(?:morning|afternoon|evening|night)|nightly"),
      repeat: "daily",
      stays: true,
    },
    { pattern: words("every\\s+day|each\\s+day|daily"), repeat: "daily" },
    { pattern: words("every\\s+week|each\\s+week|weekly"), repeat: "weekly" },
    { pattern: words("every\\s+month|each\\s+month|monthly"), repeat: "monthly" },
    { pattern: words("every\\s+year|each\\s+year|yearly|annually"), repeat: "yearly" },
  ],
  de: [
    ...EVERY_OTHER_WEEK.de,
    ...NTH_LISTS.de,
    ...NTH_WORKDAY.de,
    MONTH_DAYS_OF.de,
    // "jeden letzten Tag im Februar"; "jeden letzten Tag im Monat", "jedes Monatsende".
    onLastDay(`jeden\\s+letzten\\s+tag\\s+im\\s+(?<month>${monthNames("de")})\\.?`, monthNumber("de")),
    onLastDay(
      "jeden\\s+letzten\\s+tag(?:\\s+(?:im\\s+monat|des\\s+monats))?|am\\s+letzten\\s+tag\\s+(?:jedes|jeden|eines\\s+jeden)\\s+monats|jedes\\s+monatsende|jeden\\s+monatsletzten",
    ),
    yearlyOn("jeden", `\\d{1,2}\\.\\s*(?:${monthNames("de")})\\.?`),
    MONTH_DAYS.de,
    // "jeden 15.", "jeden 15. des Monats", "am 15. jeden Monats".
    {
      pattern: words(
        `jeden\\s+(?<mday>\\d{1,2})\\.(?:\\s+des\\s+monats)?(?!\\s*(?:${monthNames("de")}|werktag|arbeitstag|geschäftstag))|am\\s+(?<mday2>\\d{1,2})\\.\\s+(?:jeden|eines\\s+jeden)\\s+monats`,
      ),
      repeat: "monthly",
      monthDay: true,
    },
    {
      pattern: words(`alle\\s+${N}\\s+(?<unit>tage|wochen|monate|jahre)`),
      repeat: byInitial({ t: "daily", w: "weekly", m: "monthly", j: "yearly" }),
    },
    { pattern: words("jede\\s+zweite\\s+woche|vierzehntäglich|zweiwöchentlich"), repeat: "weekly", every: 2 },
    { pattern: words("jedes\\s+quartal|vierteljährlich|quartalsweise"), repeat: "monthly", every: 3 },
    { pattern: words("jedes\\s+halbe\\s+jahr|halbjährlich"), repeat: "monthly", every: 6 },
    { pattern: words("jedes\\s+wochenende|an\\s+wochenenden|wochenends"), repeat: WEEKEND },
    { pattern: words(`jeden\\s+zweiten\\s+(?<weekday>${DE_DAYS})`), repeat: "weekly", every: 2 },
    {
      pattern: words(`jeden\\s+${rangeOf(DE_LIST.source, "bis")}|${rangeOf(DE_ADVERBS.source, "bis", "from2", "to2")}`),
      repeat: "weekly",
      days: DE_NUMBERS,
    },
    {
      pattern: words(
        `jeden\\s+(?<days>${listOf(DE_LIST.source, "und")})|(?:immer\\s+)?(?<days2>${listOf(DE_ADVERBS.source, "und")})`,
      ),
      repeat: "weekly",
      days: DE_NUMBERS,
    },
    { pattern: words(`jeden\\s+(?<weekday>${DE_DAYS})`), repeat: "weekly" },
    // "Sport montags", "immer samstags": every Monday, Saturday ("Sonntags-Brunch" is a thing).
    {
      pattern: words(`(?:immer\\s+)?(?<weekday>${DE_ADVERBS.source})(?!-)`),
      repeat: "weekly",
      // The weekday's name sets the first day; chrono knows no "Sonnabend".
      singular: (day) => day.slice(0, -1).replace(/^sonnabend$/i, "Samstag"),
    },
    // "jeden zweiten Tag", "jede zweite Woche": every other one.
    {
      pattern: words("(?:jeden|jede|jedes)\\s+zweiten?\\s+(?<unit>tag|woche|monat|jahr)"),
      repeat: byInitial({ t: "daily", w: "weekly", m: "monthly", j: "yearly" }),
      every: 2,
    },
    {
      pattern: words(
        "werktags|wochentags|arbeitstäglich|an\\s+(?:allen\\s+)?(?:werktagen|arbeitstagen|wochentagen)|jeden\\s+(?:werktag|arbeitstag)",
      ),
      repeat: "weekdays",
    },
    { pattern: words("jeden\\s+(?:morgen|vormittag|nachmittag|abend)|jede\\s+nacht"), repeat: "daily", stays: true },
    { pattern: words("jeden\\s+tag|täglich"), repeat: "daily" },
    { pattern: words("jede\\s+woche|wöchentlich"), repeat: "weekly" },
    { pattern: words("jeden\\s+monat|monatlich"), repeat: "monthly" },
    { pattern: words("jedes\\s+jahr|jährlich"), repeat: "yearly" },
  ],
  fr: [
    ...EVERY_OTHER_WEEK.fr,
    ...NTH_LISTS.fr,
    ...NTH_WORKDAY.fr,
    MONTH_DAYS_OF.fr,
    // "chaque dernier jour de février"; "chaque dernier jour du mois", "chaque fin de mois".
    onLastDay(
      `(?:chaque|tous\\s+les)\\s+derniers?\\s+jours?\\s+(?:de\\s+|d['’]\\s*|en\\s+)(?<month>${monthNames("fr")})`,
      monthNumber("fr"),
    ),
    onLastDay(
      "(?:chaque|tous\\s+les)\\s+derniers?\\s+jours?\\s+du\\s+mois|le\\s+dernier\\s+jour\\s+de\\s+chaque\\s+mois|(?:chaque|toutes\\s+les)\\s+fins?\\s+de\\s+mois",
    ),
    yearlyOn("tous\\s+les|chaque", `\\d{1,2}(?:er)?\\s+(?:${monthNames("fr")})`),
    MONTH_DAYS.fr,
    // "tous les 15 du mois", "chaque 15 du mois", "le 15 de chaque mois".
    {
      pattern: words(
        `(?:tous\\s+les|chaque)\\s+(?<mday>\\d{1,2})(?:er)?\\s+du\\s+mois|le\\s+(?<mday2>\\d{1,2})(?:er)?\\s+de\\s+chaque\\s+mois|le\\s+(?<mday3>premier)\\s+de\\s+chaque\\s+mois`,
      ),
      repeat: "monthly",
      monthDay: true,
    },
    {
      pattern: words(`(?:tous|toutes)\\s+les\\s+${N}\\s+(?<unit>jours|semaines|mois|ans)`),
      repeat: byInitial({ j: "daily", s: "weekly", m: "monthly", a: "yearly" }),
    },
    { pattern: words("une\\s+semaine\\s+sur\\s+deux|tous\\s+les\\s+quinze\\s+jours"), repeat: "weekly", every: 2 },
    { pattern: words("un\\s+jour\\s+sur\\s+deux"), repeat: "daily", every: 2 },
    { pattern: words("chaque\\s+trimestre|tous\\s+les\\s+trimestres|trimestriellement"), repeat: "monthly", every: 3 },
    { pattern: words("chaque\\s+semestre|tous\\s+les\\s+semestres|semestriellement"), repeat: "monthly", every: 6 },
    { pattern: words("tous\\s+les\\s+week-?ends|chaque\\s+week-?end"), repeat: WEEKEND },
    { pattern: words(`un\\s+(?<weekday>${FR_DAYS})\\s+sur\\s+deux`), repeat: "weekly", every: 2 },
    {
      pattern: words(`(?:tous\\s+les|chaque)\\s+(?:jours?\\s+)?(?:du\\s+)?${rangeOf(FR_LIST.source, "au")}`),
      repeat: "weekly",
      days: FR_NUMBERS,
    },
    {
      pattern: words(`(?:tous\\s+les|chaque|les)\\s+(?<days>${listOf(FR_LIST.source, "et(?:\\s+les?)?")})`),
      repeat: "weekly",
      days: FR_NUMBERS,
    },
    {
      // "les mercredis": on Wednesdays ("le mercredi" is one).
      pattern: words(`(?:tous\\s+)?les\\s+(?<weekday>(?:${FR_DAYS})s)|chaque\\s+(?<weekday2>${FR_DAYS})`),
      repeat: "weekly",
      singular: dropPluralS,
    },
    {
      pattern: words(
        "tous\\s+les\\s+jours\\s+(?:ouvrés|ouvrables|de\\s+(?:la\\s+)?semaine)|chaque\\s+jour\\s+(?:ouvré|ouvrable|de\\s+(?:la\\s+)?semaine)|en\\s+semaine",
      ),
      repeat: "weekdays",
    },
    {
      pattern: words("(?:chaque|tous\\s+les|toutes\\s+les)\\s+(?:matins?|après-midis?|soirs?|nuits?)"),
      repeat: "daily",
      stays: true,
    },
    { pattern: words("tous\\s+les\\s+jours|chaque\\s+jour|quotidiennement"), repeat: "daily" },
    { pattern: words("toutes\\s+les\\s+semaines|chaque\\s+semaine|hebdomadaire"), repeat: "weekly" },
    { pattern: words("tous\\s+les\\s+mois|chaque\\s+mois|mensuellement"), repeat: "monthly" },
    { pattern: words("tous\\s+les\\s+ans|chaque\\s+année|annuellement"), repeat: "yearly" },
  ],
  es: [
    ...EVERY_OTHER_WEEK.es,
    ...NTH_LISTS.es,
    ...NTH_WORKDAY.es,
    MONTH_DAYS_OF.es,
    // "cada último día de febrero"; "cada último día del mes", "cada fin de mes".
    onLastDay(
      `(?:cada|todos\\s+los)\\s+(?:últimos?|ultimos?)\\s+d[ií]as?\\s+de\\s+(?<month>${monthNames("es")})`,
      monthNumber("es"),
    ),
    onLastDay(
      "(?:cada|todos\\s+los)\\s+(?:últimos?|ultimos?)\\s+d[ií]as?\\s+(?:del|de\\s+cada)\\s+mes|(?:el\\s+)?(?:último|ultimo)\\s+d[ií]a\\s+de\\s+cada\\s+mes|cada\\s+fin\\s+de\\s+mes|todos\\s+los\\s+fines\\s+de\\s+mes",
    ),
    // "cada 15 de marzo", "cada día 15 de marzo": yearly (before "cada día 15").
    yearlyOn("(?:cada|todos\\s+los)(?:\\s+d[ií]as?)?", `\\d{1,2}\\s+de\\s+(?:${monthNames("es")})`),
    MONTH_DAYS.es,
    // "cada día 15", "todos los días 15", "el 15 de cada mes" (before "cada día": daily).
    {
      pattern: words(
        `(?:cada|todos\\s+los)\\s+d[ií]as?\\s+(?<mday>\\d{1,2})${NOT_A_COUNT.es}(?:\\s+de\\s+cada\\s+mes)?(?!\\s+de\\s)|el\\s+(?:d[ií]a\\s+)?(?<mday2>\\d{1,2})\\s+de\\s+cada\\s+mes|el\\s+(?<mday3>primero)\\s+de\\s+cada\\s+mes`,
      ),
      repeat: "monthly",
      monthDay: true,
    },
    // Fifteen days are two weeks, as people mean them; "día por medio": every other day.
    { pattern: words("cada\\s+quince\\s+d[íi]as|quincenalmente"), repeat: "weekly", every: 2 },
    { pattern: words("d[íi]a\\s+por\\s+medio"), repeat: "daily", every: 2 },
    {
      pattern: words(`cada\\s+${N}\\s+(?<unit>días|dias|semanas|meses|años|anos)`),
      repeat: byInitial({ d: "daily", s: "weekly", m: "monthly", a: "yearly" }),
    },
    { pattern: words("cada\\s+fin\\s+de\\s+semana|todos\\s+los\\s+fines\\s+de\\s+semana"), repeat: WEEKEND },
    { pattern: words("cada\\s+trimestre|todos\\s+los\\s+trimestres|trimestralmente"), repeat: "monthly", every: 3 },
    { pattern: words("cada\\s+semestre|todos\\s+los\\s+semestres|semestralmente"), repeat: "monthly", every: 6 },
    // "un día sí y otro no", "semana sí, semana no": every other one.
    { pattern: words("(?:un\\s+)?d[íi]a\\s+s[íi],?\\s+(?:y\\s+)?(?:otro|d[íi]a)\\s+no"), repeat: "daily", every: 2 },
    {
      pattern: words("(?:una\\s+)?semana\\s+s[íi],?\\s+(?:y\\s+)?(?:otra|semana)\\s+no"),
      repeat: "weekly",
      every: 2,
    },
    {
      // "un lunes sí y otro no": every other Monday.
      pattern: words(
        `cada\\s+dos\\s+(?<weekday>(?:${ES_DAYS})s?)|(?:un\\s+)?(?<weekday2>${ES_DAYS})\\s+s[íi],?\\s+(?:y\\s+)?(?:otro|(?:${ES_DAYS}))\\s+no`,
      ),
      repeat: "weekly",
      every: 2,
      singular: (w) => w.replace(/^(sábado|sabado|domingo)s$/i, "$1"),
    },
    {
      pattern: words(`(?:cada|todos\\s+los)\\s+(?:días\\s+|dias\\s+)?(?:de\\s+)?${rangeOf(ES_LIST.source, "a")}`),
      repeat: "weekly",
      days: ES_NUMBERS,
    },
    {
      pattern: words(`(?:cada|todos\\s+los|los)\\s+(?<days>${listOf(ES_LIST.source, "y(?:\\s+los)?|e")})`),
      repeat: "weekly",
      days: ES_NUMBERS,
    },
    {
      // "los lunes", "los sábados": on Mondays, on Saturdays ("el lunes" is one).
      pattern: words(
        `(?:cada|todos\\s+los)\\s+(?<weekday>(?:${ES_DAYS})s?)|los\\s+(?<weekday2>lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bados|domingos)`,
      ),
      repeat: "weekly",
      singular: (w) => w.replace(/^(sábado|sabado|domingo)s$/i, "$1"),
    },
    {
      pattern: words(
        "entre\\s+semana|cada\\s+d[íi]a\\s+(?:laborable|hábil|habil)|todos\\s+los\\s+d[íi]as\\s+(?:laborables|hábiles|habiles)|(?:en\\s+)?(?:los\\s+)?d[íi]as\\s+(?:laborables|hábiles|habiles)",
      ),
      repeat: "weekdays",
    },
    { pattern: words("(?:cada|todas\\s+las)\\s+(?:mañanas?|tardes?|noches?)"), repeat: "daily", stays: true },
    { pattern: words("todos\\s+los\\s+días|cada\\s+día|a\\s+diario|diariamente"), repeat: "daily" },
    { pattern: words("todas\\s+las\\s+semanas|cada\\s+semana|semanalmente"), repeat: "weekly" },
    { pattern: words("todos\\s+los\\s+meses|cada\\s+mes|mensualmente"), repeat: "monthly" },
    { pattern: words("todos\\s+los\\s+años|cada\\s+año|anualmente"), repeat: "yearly" },
  ],
  pt: [
    ...EVERY_OTHER_WEEK.pt,
    ...NTH_LISTS.pt,
    ...NTH_WORKDAY.pt,
    MONTH_DAYS_OF.pt,
    // "todo último dia de fevereiro"; "todo último dia do mês", "todo fim de mês".
    onLastDay(`(?:todo|cada)\\s+(?:último|ultimo)\\s+dia\\s+de\\s+(?<month>${monthNames("pt")})`, monthNumber("pt")),
    onLastDay(
      "(?:todo|cada)\\s+(?:último|ultimo)\\s+dia\\s+(?:do|de\\s+cada)\\s+m[eê]s|(?:no\\s+)?(?:último|ultimo)\\s+dia\\s+de\\s+cada\\s+m[eê]s|todo\\s+fim\\s+de\\s+m[eê]s|todos\\s+os\\s+finais\\s+de\\s+m[eê]s",
    ),
    // "todo dia 15 de março", "todo 15 de março": yearly (before "todo dia 15").
    yearlyOn("(?:todo|todos\\s+os|cada)(?:\\s+dias?)?", `\\d{1,2}\\s+de\\s+(?:${monthNames("pt")})`),
    MONTH_DAYS.pt,
    // "todo dia 15", "todos os dias 15", "dia 15 de cada mês" (before "todo dia": daily).
    {
      pattern: words(
        `(?:todo\\s+dia|todos\\s+os\\s+dias)\\s+(?:(?<mday>\\d{1,2})${NOT_A_COUNT.pt}|(?<mday3>primeiro))(?:\\s+(?:de\\s+cada|do)\\s+m[eê]s)?(?!\\s+de\\s)|(?:no\\s+)?dia\\s+(?<mday2>\\d{1,2})\\s+de\\s+cada\\s+m[eê]s`,
      ),
      repeat: "monthly",
      monthDay: true,
    },
    // Fifteen days are two weeks, as people mean them; "dia sim, dia não": every other day.
    { pattern: words("(?:a\\s+)?cada\\s+quinze\\s+dias|quinzenalmente"), repeat: "weekly", every: 2 },
    { pattern: words("dia\\s+sim,?\\s+dia\\s+não"), repeat: "daily", every: 2 },
    {
      pattern: words(`(?:a\\s+)?cada\\s+${N}\\s+(?<unit>dias|semanas|meses|anos)`),
      repeat: byInitial({ d: "daily", s: "weekly", m: "monthly", a: "yearly" }),
    },
    // "dia sim, dia não", "semana sim, semana não": every other one; "segunda sim, segunda não" below.
    { pattern: words("dia\\s+sim,?\\s+(?:dia|outro)\\s+não"), repeat: "daily", every: 2 },
    { pattern: words("semana\\s+sim,?\\s+(?:semana|outra)\\s+não"), repeat: "weekly", every: 2 },
    {
      pattern: words(
        `(?:a\\s+)?cada\\s+duas\\s+(?<weekday>(?:${PT_DAYS})s?(?:-feiras?)?)|(?:a\\s+)?cada\\s+dois\\s+(?<weekday2>(?:sábado|sabado|domingo)s?)|(?<date>${PT_ONE_DAY})\\s+sim,?\\s+(?:${PT_ONE_DAY}|outr[ao])\\s+não`,
      ),
      repeat: "weekly",
      every: 2,
      singular: (w) => w.replace(/s(-feira)s$/i, "$1").replace(/s$/i, ""),
    },
    {
      pattern: words("todo\\s+fim\\s+de\\s+semana|todos\\s+os\\s+fins\\s+de\\s+semana|nos\\s+fins\\s+de\\s+semana"),
      repeat: WEEKEND,
    },
    { pattern: words("(?:a\\s+)?cada\\s+trimestre|todo\\s+trimestre|trimestralmente"), repeat: "monthly", every: 3 },
    { pattern: words("(?:a\\s+)?cada\\s+semestre|todo\\s+semestre|semestralmente"), repeat: "monthly", every: 6 },
    {
      pattern: words(
        `(?:todos\\s+os\\s+dias|todo\\s+dia|toda|todo|cada)\\s+(?:de\\s+)?${rangeOf(PT_LIST.source, "a")}`,
      ),
      repeat: "weekly",
      days: PT_NUMBERS,
    },
    {
      pattern: words(
        `(?:todas?\\s+as|todos?\\s+os|toda|todo|cada|às|aos|nas|nos)\\s+(?<days>${listOf(PT_LIST.source, "e(?:\\s+(?:às|aos|as|os|nas|nos))?")})`,
      ),
      repeat: "weekly",
      days: PT_NUMBERS,
    },
    {
      pattern: words(
        `(?:toda|todas\\s+as|cada)\\s+(?<weekday>(?:${PT_DAYS})s?(?:-feiras?)?)|(?:todo|todos\\s+os|cada)\\s+(?<weekday2>(?:sábado|sabado|domingo)s?)`,
      ),
      repeat: "weekly",
      singular: (w) => w.replace(/s(-feira)s$/i, "$1").replace(/s$/i, ""),
    },
    {
      // "às segundas", "nas sextas", "aos sábados": on Mondays, Fridays, Saturdays.
      pattern: words(
        `(?:às|nas)\\s+(?<weekday>(?:${PT_DAYS})s(?:-feiras)?)|(?:aos|nos)\\s+(?<weekday2>(?:sábado|sabado|domingo)s)`,
      ),
      repeat: "weekly",
      singular: (w) => w.replace(/s(-feira)s$/i, "$1").replace(/s$/i, ""),
    },
    {
      pattern: words(
        "todos\\s+os\\s+dias\\s+úteis|em\\s+dias\\s+úteis|todo\\s+dia\\s+útil|nos\\s+dias\\s+úteis|dias\\s+úteis",
      ),
      repeat: "weekdays",
    },
    { pattern: words("(?:cada|toda|todas\\s+as)\\s+(?:manhãs?|tardes?|noites?)"), repeat: "daily", stays: true },
    { pattern: words("todos\\s+os\\s+dias|todo\\s+dia|cada\\s+dia|diariamente"), repeat: "daily" },
    { pattern: words("todas\\s+as\\s+semanas|toda\\s+semana|cada\\s+semana|semanalmente"), repeat: "weekly" },
    { pattern: words("todos\\s+os\\s+meses|todo\\s+mês|cada\\s+mês|mensalmente"), repeat: "monthly" },
    { pattern: words("todos\\s+os\\s+anos|todo\\s+ano|cada\\s+ano|anualmente"), repeat: "yearly" },
  ],
  zh: [
    ...NTH_LISTS.zh,
    ...NTH_WORKDAY.zh,
    MONTH_DAYS_OF.zh,
    // 每年2月的最后一天; 每月最后一天, 每个月底 (before 每月).
    onLastDay(`每年(?<month>${CJK_MONTH})月的?最后一天`, cjkMonth),
    onLastDay("每个?月的?最后一天|每个?月的?月底|每个?月底|每月末"),
    MONTH_DAYS.zh,
    // 每月15日, 每个月15号 (before 每月: monthly from its own day).
    { pattern: chars("每个?月(?<mday>\\d{1,2})[日号]"), repeat: "monthly", monthDay: true },
    {
      pattern: chars("每(?<n>\\d{1,2}|两|二|三)个?(?<unit>天|日|周|星期|礼拜|月|年)"),
      repeat: (unit) => (({ 天: "daily", 日: "daily", 月: "monthly", 年: "yearly" })[unit] as Repeat) ?? "weekly",
    },
    // 隔周一 → 星期一 for the date parser, every two weeks.
    { pattern: chars("隔周(?<weekday>[一二三四五六日天])"), repeat: "weekly", every: 2, singular: (w) => `星期${w}` },
    { pattern: chars("隔周"), repeat: "weekly", every: 2 },
    { pattern: chars("每个?季度"), repeat: "monthly", every: 3 },
    { pattern: chars("每半年"), repeat: "monthly", every: 6 },
    // Before 每周: 每周末 is every weekend.
    { pattern: chars("每个?周末"), repeat: WEEKEND },
    { pattern: chars("每隔一天|隔天"), repeat: "daily", every: 2 },
    // 每周一至五, 每周一到周五, 每星期二~四.
    {
      pattern: chars(
        "每(?:周|星期|礼拜)(?<from>[一二三四五六日天])(?:至|到|-|–|—|~|～)(?:周|星期|礼拜)?(?<to>[一二三四五六日天])",
      ),
      repeat: "weekly",
      days: CJK_NUMBERS("一二三四五六日"),
    },
    // 每周一三五, 每周一、周四, 每星期二和星期五: 日 and 天 (Sunday) only after 周 (每周三天 is "three days a week").
    {
      pattern: chars(
        "每(?:周|星期|礼拜)(?<days>[一二三四五六日天](?:[、,，和及与]?(?:(?:周|星期|礼拜)[一二三四五六日天]|[一二三四五六]))+)",
      ),
      repeat: "weekly",
      days: CJK_NUMBERS("一二三四五六日"),
    },
    // 每周一, 每逢周六 ("whenever it is Saturday") → 星期一 for the date parser.
    {
      pattern: chars(
        "每(?:周|星期|礼拜)(?<weekday>[一二三四五六日天])|每逢(?:周|星期|礼拜)(?<weekday2>[一二三四五六日天])",
      ),
      repeat: "weekly",
      singular: (w) => `星期${w}`,
    },
    // Not 工作日志 ("work log"), nor 下个工作日 (the next one: a day).
    { pattern: chars("(?<!下一?个?)(?:每个?)?工作日(?!志)"), repeat: "weekdays" },
    { pattern: chars("每天(?:早上|早晨|上午|中午|下午|晚上)|每(?:早|晚)"), repeat: "daily", stays: true },
    { pattern: chars("每天|每日"), repeat: "daily" },
    { pattern: chars("每周|每星期|每个?礼拜"), repeat: "weekly" },
    { pattern: chars("每个?月"), repeat: "monthly" },
    { pattern: chars("每年"), repeat: "yearly" },
  ],
  ja: [
    ...NTH_LISTS.ja,
    ...NTH_WORKDAY.ja,
    MONTH_DAYS_OF.ja,
    // 毎年2月の末日; 毎月末日, 毎月最終日, 毎月末 (before 毎月).
    onLastDay(`毎年(?<month>${CJK_MONTH})月の?(?:末日|最終日|末)`, cjkMonth),
    onLastDay("毎月の?(?:末日|最終日|末)|月末ごと"),
    MONTH_DAYS.ja,
    // 毎月15日 (before 毎月: monthly from its own day).
    { pattern: chars("毎月(?<mday>\\d{1,2})日"), repeat: "monthly", monthDay: true },
    // "ごと" only: "3日おき" is read as every third or every fourth day.
    {
      pattern: chars("(?<n>\\d{1,2})(?<unit>日|週間|か月|ヶ月|カ月|ヵ月|年)ごと"),
      repeat: (unit) => (unit === "日" ? "daily" : unit === "週間" ? "weekly" : unit === "年" ? "yearly" : "monthly"),
    },
    {
      pattern: chars("隔週(?<weekday>[月火水木金土日])曜日?"),
      repeat: "weekly",
      every: 2,
      singular: (w) => `${w}曜日`,
    },
    { pattern: chars("隔週"), repeat: "weekly", every: 2 },
    { pattern: chars("四半期ごと|毎四半期"), repeat: "monthly", every: 3 },
    { pattern: chars("半年ごと|半年毎"), repeat: "monthly", every: 6 },
    // Before 毎週: 毎週末 is every weekend.
    { pattern: chars("毎週末|週末ごと"), repeat: WEEKEND },
    { pattern: chars("隔日|[一1１]日おき"), repeat: "daily", every: 2 },
    // 毎週月〜金, 毎週月曜から金曜まで.
    {
      pattern: chars(
        "毎週(?<from>[月火水木金土日])(?:曜日?)?(?:〜|～|~|-|–|—|から)(?<to>[月火水木金土日])(?:曜日?)?(?:まで)?",
      ),
      repeat: "weekly",
      days: CJK_NUMBERS("月火水木金土日"),
    },
    // 毎週月・木, 毎週月曜と木曜, 毎週月水金 (not 日本 or 水泳: another word's first kanji).
    {
      pattern: chars(
        `毎週(?<days>[月火水木金土日](?:曜日?)?(?:[・、,，と]?[月火水木金土]${JA_DAY_END}|[・、,，と]?(?<!曜)日${JA_DAY_END})+)`,
      ),
      repeat: "weekly",
      days: CJK_NUMBERS("月火水木金土日"),
    },
    { pattern: chars("毎週(?<weekday>[月火水木金土日])曜日?"), repeat: "weekly", singular: (w) => `${w}曜日` },
    { pattern: chars("平日(?:毎日)?|毎平日|毎営業日|営業日ごと"), repeat: "weekdays" },
    { pattern: chars("毎(?:朝|晩|夜|夕)"), repeat: "daily", stays: true },
    { pattern: chars("毎日"), repeat: "daily" },
    { pattern: chars("毎週"), repeat: "weekly" },
    { pattern: chars("毎月"), repeat: "monthly" },
    { pattern: chars("毎年"), repeat: "yearly" },
  ],
};

// Todoist's shorthand: "ev" is "every" ("ev day", "ev mon, fri", "ev 3 weeks"). Before, "X ev
// monday, friday" read "friday" as a day and kept "X ev".
PHRASES.en = PHRASES.en.map((phrase) => ({
  ...phrase,
  pattern: new RegExp(phrase.pattern.source.replaceAll("every", "(?:every|ev)"), phrase.pattern.flags),
}));
