import type { i18n as I18n, TFunction } from "i18next";
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
  const t = useMemo(
    () => remembered(i18n.getFixedT(language, ns ?? "common"), `${language}|${key}|`),
    [i18n, language, key],
  );
  return { t, i18n };
}

/**
 * Texts already looked up, by language, namespaces and key. i18next takes a few microseconds
 * per lookup and a render makes dozens; a plain text (no options: no plural, no values) never
 * changes for a language, so it is looked up once per isolate (or page). Missing texts are
 * not kept.
 */
const texts = new Map<string, string>();

export function remembered(t: TFunction, prefix: string): TFunction {
  const lookup = (key: unknown, ...rest: unknown[]) => {
    const translate = t as unknown as (...args: unknown[]) => unknown;
    if (rest.length > 0 || typeof key !== "string") return translate(key, ...rest);
    const id = prefix + key;
    let text = texts.get(id);
    if (text === undefined) {
      const found = translate(key);
      if (typeof found !== "string" || found === key || found === key.slice(key.indexOf(":") + 1)) return found;
      texts.set(id, (text = found));
    }
    return text;
  };
  return Object.assign(lookup, t) as unknown as TFunction;
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
