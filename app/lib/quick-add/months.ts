import type { Language } from "../i18n";

/**
 * Month names, January first, with the short forms people type: quick add's dates ("mid March")
 * and its yearly rules ("every March 15", "every last Monday of May").
 */
export const MONTHS: Partial<Record<Language, string[][]>> = {
  en: [
    ["january", "jan"],
    ["february", "feb"],
    ["march", "mar"],
    ["april", "apr"],
    ["may"],
    ["june", "jun"],
    ["july", "jul"],
    ["august", "aug"],
    ["september", "sept", "sep"],
    ["october", "oct"],
    ["november", "nov"],
    ["december", "dec"],
  ],
  de: [
    ["januar", "jänner", "jan"],
    ["februar", "feb"],
    ["märz", "maerz", "mär"],
    ["april", "apr"],
    ["mai"],
    ["juni", "jun"],
    ["juli", "jul"],
    ["august", "aug"],
    ["september", "sep"],
    ["oktober", "okt"],
    ["november", "nov"],
    ["dezember", "dez"],
  ],
  fr: [
    ["janvier"],
    ["février", "fevrier"],
    ["mars"],
    ["avril"],
    ["mai"],
    ["juin"],
    ["juillet"],
    ["août", "aout"],
    ["septembre"],
    ["octobre"],
    ["novembre"],
    ["décembre", "decembre"],
  ],
  es: [
    ["enero"],
    ["febrero"],
    ["marzo"],
    ["abril"],
    ["mayo"],
    ["junio"],
    ["julio"],
    ["agosto"],
    ["septiembre", "setiembre"],
    ["octubre"],
    ["noviembre"],
    ["diciembre"],
  ],
  pt: [
    ["janeiro"],
    ["fevereiro"],
    ["março", "marco"],
    ["abril"],
    ["maio"],
    ["junho"],
    ["julho"],
    ["agosto"],
    ["setembro"],
    ["outubro"],
    ["novembro"],
    ["dezembro"],
  ],
};
/**
 * English "may" before a verb is no month: "the 3rd may move", "every 15th may change", "the 1st
 * may be late" (the day stays the title's, or is a day of its own: "on the 1st").
 */
export const MAY_AS_VERB =
  "\\s+(?:be|not|have|need|want|go|come|move|change|work|take|slip|get|make|help|happen|apply|vary|differ|fall|require|also|still|never|only|just|well|already|cause|affect|become|seem|look|arrive|expire|shift|include|mean|cost|rain|snow|bring|join|leave|stay|win|lose|fail|wait)(?![a-z])";
/** The month names of a language, for a pattern. */
export const monthNames = (lng: Language) =>
  MONTHS[lng]!.flat()
    .map((name) => (lng === "en" && name === "may" ? `may(?!${MAY_AS_VERB})` : name))
    .join("|");
/** A month's index (January 0) by a name of MONTHS, any case, a short form's period dropped; -1 for none. */
export const monthOf = (lng: Language, name: string) =>
  MONTHS[lng]!.findIndex((names) => names.includes(name.toLowerCase().replace(/\.$/, "")));
