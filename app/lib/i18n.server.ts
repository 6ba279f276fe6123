import { createCookie, type RouterContextProvider } from "react-router";
import { createI18nextMiddleware } from "remix-i18next";
import { fallbackLanguage, languageFromTag, supportedLanguages, type Language } from "./i18n";
import { createTranslator, type LanguageTexts, type Translator } from "./translator";

/** The chosen language, kept for a year (specification: locale cookie lives 365 days). */
export const localeCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 365 * 24 * 60 * 60,
});

// Bundled into the Worker: no file system and no fetch on the edge.
const files = import.meta.glob<LanguageTexts>(["../../locales/*/*.json", "!../../locales/*/emails.json"], {
  eager: true,
  import: "default",
});

export const resources: Partial<Record<Language, LanguageTexts>> = {};
for (const [path, content] of Object.entries(files)) {
  const [, lng, ns] = path.match(/locales\/(\w+)\/(\w+)\.json$/) ?? [];
  if (lng && ns) (resources[lng as Language] ??= {})[ns] = content;
}

// remix-i18next picks the request's language (cookie, then Accept-Language). The i18next
// instance it also makes for every request is left unused and kept bare: pages translate with
// one translator per language (translator.ts, the same as in the browser), made once per
// isolate (`getInstance`).
const [i18nextMiddleware, getLocale] = createI18nextMiddleware({
  detection: {
    supportedLanguages,
    fallbackLanguage,
    cookie: localeCookie,
    order: ["cookie", "header"],
  },
  i18next: { supportedLngs: supportedLanguages, fallbackLng: fallbackLanguage },
});
export { i18nextMiddleware, getLocale };

/** The request's language, one of ours (detection only ever answers one of them). */
export function requestLanguage(context: Readonly<RouterContextProvider>): Language {
  return languageFromTag(getLocale(context));
}

const translators = new Map<Language, Translator>();

/**
 * The request's translator: one per language and isolate, shared by requests (nothing changes
 * its language or texts).
 */
export function getInstance(context: Readonly<RouterContextProvider>): Translator {
  return translatorFor(requestLanguage(context));
}

/** A language's translator, for texts in another language than the request's (the team's mail). */
export function translatorFor(lng: Language): Translator {
  let translator = translators.get(lng);
  if (!translator) translators.set(lng, (translator = createTranslator(lng, resources)));
  return translator;
}
