import { monthNames } from "../months";
import {
  FR_DAYS,
  FR_LIST,
  FR_NUMBERS,
  N,
  WEEKEND,
  byInitial,
  dropPluralS,
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

/** French repeat phrases, the longer first (see repeat-phrases.ts). */
export const FR: Phrase[] = [
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
];
