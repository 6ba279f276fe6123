import { createInstance, type TFunction } from "i18next";
import { fallbackLanguage, isLanguage, type Language } from "../../app/lib/i18n";
import de from "../../locales/de/emails.json";
import en from "../../locales/en/emails.json";
import es from "../../locales/es/emails.json";
import fr from "../../locales/fr/emails.json";
import ja from "../../locales/ja/emails.json";
import pt from "../../locales/pt/emails.json";
import zh from "../../locales/zh/emails.json";

// The Worker's emails speak the person's saved language: every bundle is in the Worker
// (it is small), loaded once.
const i18n = createInstance();
void i18n.init({
  initAsync: false,
  resources: Object.fromEntries(Object.entries({ en, pt, de, es, fr, zh, ja }).map(([l, r]) => [l, { emails: r }])),
  ns: ["emails"],
  defaultNS: "emails",
  fallbackLng: fallbackLanguage,
  interpolation: { escapeValue: false },
});

/** The person's language (their saved one, else the fallback) and its texts under `prefix`. */
export function emailLanguage(locale: string | null, prefix: "daily" | "reminder"): { lng: Language; t: TFunction } {
  const lng: Language = isLanguage(locale) ? locale : fallbackLanguage;
  return { lng, t: i18n.getFixedT(lng, "emails", prefix) };
}

/** The day's priority colours (the app's red, orange and blue). */
export const PRIORITY_COLORS: Record<number, string> = { 1: "#dc2626", 2: "#ea580c", 3: "#2563eb" };
