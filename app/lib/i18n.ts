/** Languages the interface speaks. The code is what we store; the tag goes on `<html lang>`. */
export const languages = {
  en: { tag: "en", name: "English" },
  pt: { tag: "pt-BR", name: "Português (Brasil)" },
  de: { tag: "de", name: "Deutsch" },
  es: { tag: "es", name: "Español" },
  fr: { tag: "fr", name: "Français" },
  zh: { tag: "zh-CN", name: "中文" },
  ja: { tag: "ja", name: "日本語" },
} as const;

export type Language = keyof typeof languages;
export const supportedLanguages = Object.keys(languages) as Language[];
export const fallbackLanguage: Language = "en";
export const namespaces = [
  "common",
  "auth",
  "landing",
  "dashboards",
  "api",
  "planner",
  // A dashboard's settings page: its options, members, invitations, files (decision 040).
  "board",
  // An objective's page: its edit form, checklist and comments (decision 040).
  "objective",
  // A day's "Select" page: several objectives at once (decision 062).
  "select",
  // The search pages and /dashboards' search box, saved searches (decision 027): not the day view's.
  "search",
  // A dashboard's filters page: its list, forms and colours, not the day view's (decision 040).
  "filters",
  // The templates a dashboard may start from, and their rows' words (decision 091).
  "templates",
  // The public link's page: not the day view's (decision 040).
  "shared",
  // The pages across the dashboards (/today, /upcoming, the tabs /productivity shares with
  // them): their own words, not the day view's (decision 040).
  "across",
  "billing",
  "settings",
  "support",
  // The planner's messages after a change (flashes): worded by the Worker (shownFlashes), so
  // no page lists it either and the browser never loads it.
  "flashes",
  // The app's own emails (invitations, assignments, comments): the Worker's only, since no
  // page lists it (page-namespaces.ts), the browser never loads it.
  "mail",
] as const;
export type Namespace = (typeof namespaces)[number];
/**
 * Texts the app never shows: Auth's emails, rendered from `locales/<lng>/emails.json` into
 * `supabase/templates/` (`npm run email-templates`), and the daily email, which the
 * daily-email Worker writes. Neither the app's Worker nor the browser loads them.
 */
export const emailNamespace = "emails";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && value in languages;
}

/** Maps an `<html lang>` tag back to our language code ("pt-BR" → "pt"). */
export function languageFromTag(tag: string | null | undefined): Language {
  const code = tag?.toLowerCase().split("-")[0];
  return isLanguage(code) ? code : fallbackLanguage;
}

/** How i18next would be set up for our texts: what the translator answers like (translator.test.ts). */
export const i18nextOptions = {
  ns: [...namespaces],
  defaultNS: "common",
  fallbackLng: fallbackLanguage,
  supportedLngs: supportedLanguages,
  interpolation: { escapeValue: false },
} as const;
