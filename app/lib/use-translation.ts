import { createContext, useContext } from "react";
import type { Namespace } from "./i18n";
import type { Translator } from "./translator";

/** The page's translator: one per language, given by entry.server.tsx and entry.client.tsx. */
export const TranslatorContext = createContext<Translator | null>(null);

/**
 * `t` for the namespaces (others by "ns:key"), and the translator itself (`language`,
 * `exists`). A language change reloads the document (root.tsx), so a page keeps one
 * translator and `t` keeps its identity.
 */
export function useTranslation(ns?: Namespace | readonly Namespace[]) {
  const i18n = useContext(TranslatorContext);
  if (!i18n) throw new Error("useTranslation needs a TranslatorContext provider (entry.server.tsx, entry.client.tsx)");
  return { t: i18n.getFixedT(ns), i18n };
}
