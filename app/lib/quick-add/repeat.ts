import type { Repeat } from "../repeat";
import type { Language } from "../i18n";

/**
 * A phrase that makes a quick-add line repeat. `weekday` names the capture group that
 * is a day of the week ("every Monday"): it stays in the line, with `singular` applied, so
 * the date parser sets the first day, and the rule is weekly.
 */
interface Phrase {
  pattern: RegExp;
  repeat: Repeat;
  singular?: (weekday: string) => string;
}

// Whole words in languages with spaces: no letter or digit on either side.
const words = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, "iu");
// Chinese and Japanese have no spaces between words.
const chars = (source: string) => new RegExp(source, "u");

const EN_DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun";
const DE_DAYS = "montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag";
const FR_DAYS = "lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche";
const ES_DAYS = "lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo";
const PT_DAYS = "segunda|terça|terca|quarta|quinta|sexta";

const dropPluralS = (w: string) => w.replace(/s$/i, "");

/**
 * Per language, the longer phrases first: "every weekday" before "every day", "tous les
 * jours ouvrés" before "tous les jours". Only explicit phrases count: "daily" and its
 * kin, or "every …"; a bare weekday stays a date.
 */
const PHRASES: Record<Language, Phrase[]> = {
  en: [
    { pattern: words(`every\\s+(?<weekday>${EN_DAYS})`), repeat: "weekly" },
    { pattern: words("every\\s+(?:weekday|workday)|on\\s+weekdays|each\\s+weekday"), repeat: "weekdays" },
    { pattern: words("every\\s+day|each\\s+day|daily"), repeat: "daily" },
    { pattern: words("every\\s+week|each\\s+week|weekly"), repeat: "weekly" },
    { pattern: words("every\\s+month|each\\s+month|monthly"), repeat: "monthly" },
    { pattern: words("every\\s+year|each\\s+year|yearly|annually"), repeat: "yearly" },
  ],
  de: [
    { pattern: words(`jeden\\s+(?<weekday>${DE_DAYS})`), repeat: "weekly" },
    { pattern: words("werktags|an\\s+werktagen|jeden\\s+werktag"), repeat: "weekdays" },
    { pattern: words("jeden\\s+tag|täglich"), repeat: "daily" },
    { pattern: words("jede\\s+woche|wöchentlich"), repeat: "weekly" },
    { pattern: words("jeden\\s+monat|monatlich"), repeat: "monthly" },
    { pattern: words("jedes\\s+jahr|jährlich"), repeat: "yearly" },
  ],
  fr: [
    {
      pattern: words(`tous\\s+les\\s+(?<weekday>(?:${FR_DAYS})s)|chaque\\s+(?<weekday2>${FR_DAYS})`),
      repeat: "weekly",
      singular: dropPluralS,
    },
    { pattern: words("tous\\s+les\\s+jours\\s+ouvrés|chaque\\s+jour\\s+ouvré|en\\s+semaine"), repeat: "weekdays" },
    { pattern: words("tous\\s+les\\s+jours|chaque\\s+jour|quotidiennement"), repeat: "daily" },
    { pattern: words("toutes\\s+les\\s+semaines|chaque\\s+semaine|hebdomadaire"), repeat: "weekly" },
    { pattern: words("tous\\s+les\\s+mois|chaque\\s+mois|mensuellement"), repeat: "monthly" },
    { pattern: words("tous\\s+les\\s+ans|chaque\\s+année|annuellement"), repeat: "yearly" },
  ],
  es: [
    {
      pattern: words(`(?:cada|todos\\s+los)\\s+(?<weekday>(?:${ES_DAYS})s?)`),
      repeat: "weekly",
      singular: (w) => w.replace(/^(sábado|sabado|domingo)s$/i, "$1"),
    },
    {
      pattern: words("entre\\s+semana|cada\\s+día\\s+laborable|todos\\s+los\\s+días\\s+laborables"),
      repeat: "weekdays",
    },
    { pattern: words("todos\\s+los\\s+días|cada\\s+día|a\\s+diario|diariamente"), repeat: "daily" },
    { pattern: words("todas\\s+las\\s+semanas|cada\\s+semana|semanalmente"), repeat: "weekly" },
    { pattern: words("todos\\s+los\\s+meses|cada\\s+mes|mensualmente"), repeat: "monthly" },
    { pattern: words("todos\\s+los\\s+años|cada\\s+año|anualmente"), repeat: "yearly" },
  ],
  pt: [
    {
      pattern: words(
        `(?:toda|todas\\s+as|cada)\\s+(?<weekday>(?:${PT_DAYS})s?(?:-feiras?)?)|(?:todo|todos\\s+os|cada)\\s+(?<weekday2>(?:sábado|sabado|domingo)s?)`,
      ),
      repeat: "weekly",
      singular: (w) => w.replace(/s(-feira)s$/i, "$1").replace(/s$/i, ""),
    },
    {
      pattern: words("em\\s+dias\\s+úteis|todo\\s+dia\\s+útil|nos\\s+dias\\s+úteis|dias\\s+úteis"),
      repeat: "weekdays",
    },
    { pattern: words("todos\\s+os\\s+dias|todo\\s+dia|cada\\s+dia|diariamente"), repeat: "daily" },
    { pattern: words("todas\\s+as\\s+semanas|toda\\s+semana|cada\\s+semana|semanalmente"), repeat: "weekly" },
    { pattern: words("todos\\s+os\\s+meses|todo\\s+mês|cada\\s+mês|mensalmente"), repeat: "monthly" },
    { pattern: words("todos\\s+os\\s+anos|todo\\s+ano|cada\\s+ano|anualmente"), repeat: "yearly" },
  ],
  zh: [
    // 每周一 → 星期一 for the date parser.
    {
      pattern: chars("每(?:周|星期|礼拜)(?<weekday>[一二三四五六日天])"),
      repeat: "weekly",
      singular: (w) => `星期${w}`,
    },
    // Not 工作日志 ("work log").
    { pattern: chars("(?:每个?)?工作日(?!志)"), repeat: "weekdays" },
    { pattern: chars("每天|每日"), repeat: "daily" },
    { pattern: chars("每周|每星期|每个?礼拜"), repeat: "weekly" },
    { pattern: chars("每个?月"), repeat: "monthly" },
    { pattern: chars("每年"), repeat: "yearly" },
  ],
  ja: [
    { pattern: chars("毎週(?<weekday>[月火水木金土日])曜日?"), repeat: "weekly", singular: (w) => `${w}曜日` },
    { pattern: chars("平日(?:毎日)?|毎平日"), repeat: "weekdays" },
    { pattern: chars("毎日"), repeat: "daily" },
    { pattern: chars("毎週"), repeat: "weekly" },
    { pattern: chars("毎月"), repeat: "monthly" },
    { pattern: chars("毎年"), repeat: "yearly" },
  ],
};

/**
 * The first repeat phrase of a line (quoted text already set aside): the rule, the words as
 * typed, and the line without them (a weekday kept for the date parser).
 */
export function takeRepeat(
  text: string,
  lng: Language,
  titleRequired = true,
): { repeat: Repeat; repeatText: string; rest: string } | null {
  for (const phrase of PHRASES[lng]) {
    const match = phrase.pattern.exec(text);
    if (!match) continue;
    const weekday = match.groups?.weekday ?? match.groups?.weekday2;
    const keep = weekday ? (phrase.singular ?? ((w: string) => w))(weekday) : "";
    const rest = `${text.slice(0, match.index)} ${keep} ${text.slice(match.index + match[0].length)}`;
    // A line that is only a repeat phrase keeps its words as the title.
    if (titleRequired && rest.replace(keep, "").trim() === "") return null;
    return { repeat: phrase.repeat, repeatText: match[0], rest };
  }
  return null;
}
