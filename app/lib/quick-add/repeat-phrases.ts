import type { Language } from "../i18n";
import type { Phrase } from "./repeat-words";
import { EN } from "./repeat-phrases/en";
import { DE } from "./repeat-phrases/de";
import { FR } from "./repeat-phrases/fr";
import { ES } from "./repeat-phrases/es";
import { PT } from "./repeat-phrases/pt";
import { ZH } from "./repeat-phrases/zh";
import { JA } from "./repeat-phrases/ja";

/**
 * Per language, the longer phrases first: "every weekday" before "every day", "tous les
 * jours ouvrés" before "tous les jours". Only explicit phrases count: "daily" and its
 * kin, "every …", or a weekday in the plural ("on Mondays", "montags", "los lunes"); a bare
 * weekday stays a date.
 */
export const PHRASES: Record<Language, Phrase[]> = { en: EN, de: DE, fr: FR, es: ES, pt: PT, zh: ZH, ja: JA };
