import type { Resource, ResourceLanguage } from "i18next";
import { createCookie } from "react-router";
import { initReactI18next } from "react-i18next";
import { createI18nextMiddleware } from "remix-i18next";
import { fallbackLanguage, i18nextOptions, supportedLanguages } from "./i18n";

/** The chosen language, kept for a year (specification: locale cookie lives 365 days). */
export const localeCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 365 * 24 * 60 * 60,
});

// Bundled into the Worker: no file system and no fetch on the edge.
const files = import.meta.glob<ResourceLanguage>("../../locales/*/*.json", {
  eager: true,
  import: "default",
});

export const resources: Resource = {};
for (const [path, content] of Object.entries(files)) {
  const [, lng, ns] = path.match(/locales\/(\w+)\/(\w+)\.json$/) ?? [];
  if (lng && ns) (resources[lng] ??= {})[ns] = content;
}

export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages,
    fallbackLanguage,
    cookie: localeCookie,
    order: ["cookie", "header"],
  },
  i18next: { ...i18nextOptions, resources },
  plugins: [initReactI18next],
});
