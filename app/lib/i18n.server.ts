import { createInstance, type i18n, type Resource, type ResourceLanguage } from "i18next";
import { createCookie, type RouterContextProvider } from "react-router";
import { createI18nextMiddleware } from "remix-i18next";
import { fallbackLanguage, i18nextOptions, languageFromTag, supportedLanguages, type Language } from "./i18n";

/** The chosen language, kept for a year (specification: locale cookie lives 365 days). */
export const localeCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 365 * 24 * 60 * 60,
});

// Bundled into the Worker: no file system and no fetch on the edge.
const files = import.meta.glob<ResourceLanguage>(["../../locales/*/*.json", "!../../locales/*/emails.json"], {
  eager: true,
  import: "default",
});

export const resources: Resource = {};
for (const [path, content] of Object.entries(files)) {
  const [, lng, ns] = path.match(/locales\/(\w+)\/(\w+)\.json$/) ?? [];
  if (lng && ns) (resources[lng] ??= {})[ns] = content;
}

// remix-i18next picks the request's language (cookie, then Accept-Language). The instance it
// also makes for every request is left unused and kept bare: a fresh instance starts with
// empty caches (a new Intl.PluralRules per plural, about 50 µs each), so pages translate
// with one instance per language, made once per isolate (`getInstance`).
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

const instances = new Map<Language, i18n>();

/**
 * The request's i18next instance: one per language and isolate, shared by requests. Nothing
 * on the server changes an instance's language or texts, so sharing it is safe.
 */
export function getInstance(context: Readonly<RouterContextProvider>): i18n {
  const lng = requestLanguage(context);
  let instance = instances.get(lng);
  if (!instance) {
    instance = createInstance({ ...i18nextOptions, resources, lng, initAsync: false });
    void instance.init();
    instances.set(lng, instance);
  }
  return instance;
}
