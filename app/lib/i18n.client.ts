import type { Language } from "./i18n";
import type { LanguageTexts } from "./translator";

// One lazy chunk per language and namespace: a page loads only its own language. Switching
// languages reloads the document (the switcher's and the settings' forms), so nothing else
// is ever loaded.
const files = import.meta.glob<LanguageTexts>(["../../locales/*/*.json", "!../../locales/*/emails.json"], {
  import: "default",
});

export async function loadLanguage(lng: Language): Promise<LanguageTexts> {
  const entries = Object.entries(files).filter(([path]) => path.includes(`/locales/${lng}/`));
  const loaded = await Promise.all(
    entries.map(async ([path, load]) => [path.replace(/^.*\/(\w+)\.json$/, "$1"), await load()] as const),
  );
  return Object.fromEntries(loaded);
}
