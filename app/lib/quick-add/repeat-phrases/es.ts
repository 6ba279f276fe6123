import { monthNames } from "../months";
import {
  ES_DAYS,
  ES_LIST,
  ES_NUMBERS,
  N,
  NOT_A_COUNT,
  WEEKEND,
  byInitial,
  listOf,
  monthNumber,
  onLastDay,
  rangeOf,
  words,
  yearlyOn,
  type Phrase,
} from "../repeat-words";
import { MONTH_DAYS, MONTH_DAYS_OF } from "../repeat-month-days";
import { NTH_LISTS } from "../repeat-nth-lists";
import { NTH_WORKDAY } from "../repeat-nth-workday";
import { EVERY_OTHER_WEEK } from "../repeat-weeks";

/** Spanish repeat phrases, the longer first (see repeat-phrases.ts). */
export const ES: Phrase[] = [
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
];
