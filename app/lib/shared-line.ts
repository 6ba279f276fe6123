import { LIMITS } from "./limits";

const LINK = /\bhttps?:\/\/\S+/i;

/** The share target's parameters (the manifest's `share_target.params`). */
export const SHARE_PARAMS = ["title", "text", "url"] as const;

/** `search` without what was shared: once its line is added, the page is /today again. */
export function withoutShared(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of SHARE_PARAMS) params.delete(name);
  const out = params.toString();
  return out ? `?${out}` : "";
}

/**
 * What another app shared to Planner (the manifest's share target, decision 076: a page's
 * title, some text, a link) as quick add's line, or null when nothing was shared. A shared
 * page (a link) is quoted whole, so neither its title nor its link is read as a day, a
 * filter or a priority ("The 5th Wave", "…/page#section"): the person types "tomorrow" after
 * it if they mean one. Text shared alone (a note) is the line as written, read as typed.
 */
export function sharedLine(params: URLSearchParams): string | null {
  const clean = (name: string) => (params.get(name) ?? "").replace(/\s+/g, " ").trim();
  const title = clean("title");
  const text = clean("text");
  const link = clean("url").match(LINK)?.[0] ?? text.match(LINK)?.[0] ?? "";
  // Android puts the link in the text, often after the page's title.
  const words = [title, text.replace(LINK, "").trim()].filter((w, i, all) => w && all.indexOf(w) === i).join(" — ");
  if (!link) return words ? words.slice(0, LIMITS.quickAdd) : null;
  const inside = [words, link].filter(Boolean).join(" ").replaceAll('"', "'");
  return `"${inside.slice(0, LIMITS.quickAdd - 2)}"`;
}
