import { createInstance, type TFunction } from "i18next";
import { fallbackLanguage, isLanguage, type Language } from "../../app/lib/i18n";
import de from "../../locales/de/emails.json";
import en from "../../locales/en/emails.json";
import es from "../../locales/es/emails.json";
import fr from "../../locales/fr/emails.json";
import ja from "../../locales/ja/emails.json";
import pt from "../../locales/pt/emails.json";
import zh from "../../locales/zh/emails.json";
import apiDe from "../../locales/de/api.json";
import apiEn from "../../locales/en/api.json";
import apiEs from "../../locales/es/api.json";
import apiFr from "../../locales/fr/api.json";
import apiJa from "../../locales/ja/api.json";
import apiPt from "../../locales/pt/api.json";
import apiZh from "../../locales/zh/api.json";
import settingsDe from "../../locales/de/settings.json";
import settingsEn from "../../locales/en/settings.json";
import settingsEs from "../../locales/es/settings.json";
import settingsFr from "../../locales/fr/settings.json";
import settingsJa from "../../locales/ja/settings.json";
import settingsPt from "../../locales/pt/settings.json";
import settingsZh from "../../locales/zh/settings.json";

// The Worker's emails speak the person's saved language: every bundle is in the Worker
// (it is small), loaded once; the database's refusals too, which an email added by mail
// may meet (decision 075), and the settings page's names of devices, which a new-device
// email uses (decision 082).
const api = { en: apiEn, pt: apiPt, de: apiDe, es: apiEs, fr: apiFr, zh: apiZh, ja: apiJa };
const settings = {
  en: settingsEn,
  pt: settingsPt,
  de: settingsDe,
  es: settingsEs,
  fr: settingsFr,
  zh: settingsZh,
  ja: settingsJa,
};
const i18n = createInstance();
void i18n.init({
  initAsync: false,
  resources: Object.fromEntries(
    Object.entries({ en, pt, de, es, fr, zh, ja }).map(([l, r]) => [
      l,
      { emails: r, api: api[l as keyof typeof api], settings: settings[l as keyof typeof settings] },
    ]),
  ),
  ns: ["emails", "api", "settings"],
  defaultNS: "emails",
  fallbackLng: fallbackLanguage,
  interpolation: { escapeValue: false },
});

/** The person's language (their saved one, else the fallback) and its texts under `prefix`. */
export function emailLanguage(
  locale: string | null,
  prefix: "daily" | "reminder" | "inbound" | "signIn",
): { lng: Language; t: TFunction } {
  const lng: Language = isLanguage(locale) ? locale : fallbackLanguage;
  return { lng, t: i18n.getFixedT(lng, "emails", prefix) };
}

/** The settings page's Account texts (devices by name, ways of signing in) in `lng`. */
export const accountTexts = (lng: Language): TFunction => i18n.getFixedT(lng, "settings", "account");

/** A refusal of the database (its code, "read_only"…) in the person's language. */
export function refusalText(locale: string | null, code: string): string {
  const lng: Language = isLanguage(locale) ? locale : fallbackLanguage;
  return i18n.getFixedT(lng, "api")(code, { defaultValue: i18n.getFixedT(lng, "api")("unexpected") });
}

/** The day's priority colours (the app's red, orange and blue). */
export const PRIORITY_COLORS: Record<number, string> = { 1: "#dc2626", 2: "#ea580c", 3: "#2563eb" };

/**
 * A dashboard's colour (decision 088) as mail apps draw it: the app's swatches
 * (marker-colors.ts) in hex, since mail apps know neither classes nor oklch.
 */
export const DASHBOARD_COLORS: Record<string, string> = {
  red: "#ef4444",
  orange: "#f97316",
  amber: "#f59e0b",
  yellow: "#facc15",
  lime: "#84cc16",
  green: "#16a34a",
  emerald: "#10b981",
  teal: "#14b8a6",
  cyan: "#06b6d4",
  sky: "#0ea5e9",
  blue: "#2563eb",
  indigo: "#6366f1",
  violet: "#8b5cf6",
  purple: "#a855f7",
  fuchsia: "#d946ef",
  pink: "#ec4899",
  rose: "#f43f5e",
  slate: "#64748b",
};
