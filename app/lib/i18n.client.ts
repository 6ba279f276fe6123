import i18next, { type ResourceLanguage } from "i18next";
import type { Language } from "./i18n";

// One lazy chunk per language and namespace: a page loads only its own language.
const files = import.meta.glob<ResourceLanguage>("../../locales/*/*.json", { import: "default" });

export async function loadLanguage(lng: Language): Promise<Record<string, ResourceLanguage>> {
  const entries = Object.entries(files).filter(([path]) => path.includes(`/locales/${lng}/`));
  const loaded = await Promise.all(
    entries.map(async ([path, load]) => [path.replace(/^.*\/(\w+)\.json$/, "$1"), await load()] as const),
  );
  return Object.fromEntries(loaded);
}

/** Loads a language that was not loaded at start (after a language switch). */
export async function ensureLanguage(lng: Language) {
  if (i18next.hasResourceBundle(lng, "common")) return;
  const bundles = await loadLanguage(lng);
  for (const [ns, content] of Object.entries(bundles)) i18next.addResourceBundle(lng, ns, content);
}
