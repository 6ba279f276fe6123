import { monthNames } from "../months";
import {
  N,
  NOT_A_COUNT,
  PT_DAYS,
  PT_LIST,
  PT_NUMBERS,
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

/** One Portuguese weekday, as "segunda sim, segunda não" names it. */
const PT_ONE_DAY = `(?:${PT_DAYS}|sábado|sabado|domingo)(?:-feira)?`;

/** Portuguese repeat phrases, the longer first (see repeat-phrases.ts). */
export const PT: Phrase[] = [
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
    pattern: words(`(?:todos\\s+os\\s+dias|todo\\s+dia|toda|todo|cada)\\s+(?:de\\s+)?${rangeOf(PT_LIST.source, "a")}`),
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
];
