import { matchRoutes, type DataStrategyResult, type MiddlewareFunction } from "react-router";
import type { Language } from "./i18n";
import { pageNamespaces, showsRefusal } from "./page-namespaces";
import { dataRouter, unwrapData } from "./route-data";
import { createTranslator, type GrowingTranslator, type LanguageTexts } from "./translator";

// One lazy chunk per language and namespace. A page loads its language's namespaces that it
// shows (<html data-ns>, page-namespaces.ts), and a client navigation the next page's (decision
// 040). Switching languages reloads the document (the switcher's and the settings' forms). The
// emails' words and the flash messages are worded by the Worker: no browser loads them.
const files = import.meta.glob<LanguageTexts>(
  [
    "../../locales/*/*.json",
    "!../../locales/*/emails.json",
    "!../../locales/*/mail.json",
    "!../../locales/*/flashes.json",
  ],
  { import: "default" },
);

let translator: GrowingTranslator | undefined;
const loading = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

function load(ns: string): Promise<void> {
  const lng = translator!.language;
  let promise = loading.get(ns);
  if (!promise) {
    const file = files[`../../locales/${lng}/${ns}.json`];
    promise = file ? file().then((content) => translator!.add(ns, content)) : Promise.resolve();
    // A failed load (offline, or a build gone) may be tried again by the next page.
    promise.catch(() => loading.delete(ns));
    loading.set(ns, promise);
  }
  return promise;
}

/** The browser's translator, once these namespaces of the page's language have loaded. */
export async function startTranslator(lng: Language, namespaces: readonly string[]): Promise<GrowingTranslator> {
  translator = createTranslator(
    lng,
    {},
    {
      // A page asked for texts that page-namespaces.ts does not list for it: say so (the
      // end-to-end tests fail on it), and show them once they are here.
      onMissing(ns) {
        if (loading.has(ns) || !files[`../../locales/${lng}/${ns}.json`]) return;
        console.error(`[texts] "${ns}" was not loaded for ${window.location.pathname}; see page-namespaces.ts`);
        load(ns).then(
          () => listeners.forEach((listener) => listener()),
          () => {},
        );
      },
    },
  );
  await Promise.all(namespaces.map(load));
  return translator;
}

/** Calls `listener` when texts asked for before they were loaded have arrived; returns the unsubscribe. */
export function onTextsAdded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Root's client middleware: a navigation (or a fetcher's request) loads the texts of the page
 * it goes to while its data loads, and renders once both are here.
 */
export const loadPageTexts: MiddlewareFunction<Record<string, DataStrategyResult>> = async ({ request }, next) => {
  const routes = dataRouter()?.routes;
  const matches = translator && routes ? matchRoutes(routes, new URL(request.url).pathname) : null;
  const wanted = pageNamespaces(matches?.flatMap((m) => m.route.id ?? []) ?? []).filter((ns) => !translator!.has(ns));
  // Without them the page would show keys until they come (onMissing): better a moment later.
  const texts = Promise.all(wanted.map(load)).catch(() => {});
  const result = await next();
  // An error, or a form's messages: their words ("api") before they render. An action's
  // answer comes wrapped with its status (data()).
  const refused =
    translator &&
    Object.values(result).some(({ type, result: r }) => type === "error" || showsRefusal(unwrapData(r).data));
  await Promise.all([texts, refused ? load("api").catch(() => {}) : null]);
  return result;
};
