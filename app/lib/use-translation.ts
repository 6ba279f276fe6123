import type { i18n as I18n } from "i18next";
import { useContext, useMemo, useSyncExternalStore } from "react";
import { getI18n, I18nContext } from "react-i18next";
import type { Namespace } from "./i18n";

/**
 * react-i18next's `useTranslation` without its cost per component: on a server render it
 * copies the whole i18next instance for every component that asks (about a tenth of a day
 * view's render, issue 12). The same answer otherwise: `t` for the namespaces (others by
 * "ns:key"), the instance itself, and a new render when the language changes.
 */
export function useTranslation(ns?: Namespace | readonly Namespace[]) {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const language = useSyncExternalStore(
    subscriber(i18n),
    () => i18n.language,
    () => i18n.language,
  );
  const key = typeof ns === "string" ? ns : (ns ?? []).join(",");
  // `key` stands for `ns`, which callers pass as a new array each render.
  const t = useMemo(() => i18n.getFixedT(language, ns ?? "common"), [i18n, language, key]);
  return { t, i18n };
}

const subscribers = new WeakMap<I18n, (onChange: () => void) => () => void>();

/** One stable subscribe function per instance, so React keeps its subscription. */
function subscriber(i18n: I18n) {
  let subscribe = subscribers.get(i18n);
  if (!subscribe) {
    subscribe = (onChange) => {
      i18n.on("languageChanged", onChange);
      return () => i18n.off("languageChanged", onChange);
    };
    subscribers.set(i18n, subscribe);
  }
  return subscribe;
}
