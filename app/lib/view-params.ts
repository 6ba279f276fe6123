/**
 * Query parameters that only say what is open on a page (a row's actions, a note's editor, a
 * filter's form). They are links, so the same screen works without JavaScript; with it,
 * changing them needs no new data (see `revalidateAfterFetchers`) and a change's redirect
 * may drop them.
 */
export const VIEW_PARAMS = ["row", "note", "edit"] as const;

/** `search` with `name` set to `value`, or removed when `value` is null: "?day=…&row=…". */
export function withParam(search: string, name: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const out = params.toString();
  return out ? `?${out}` : "?";
}

/**
 * `withParam` for the many links of a list (one per row): `search` is parsed once, and each
 * link is a concatenation (the parameter moves to the end of the query).
 */
export function paramLinks(search: string, name: string): (value: string | null) => string {
  const params = new URLSearchParams(search);
  params.delete(name);
  const rest = params.toString();
  const prefix = `${rest ? `?${rest}&` : "?"}${name}=`;
  return (value) => (value === null ? (rest ? `?${rest}` : "?") : prefix + encodeURIComponent(value));
}

/** Whether two URLs differ only in view parameters. */
export function sameButView(a: URL, b: URL): boolean {
  if (a.pathname !== b.pathname) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const name of VIEW_PARAMS) params.delete(name);
    params.sort();
    return params.toString();
  };
  return strip(a) === strip(b);
}

/** The lists across dashboards that open a dashboard's pages and get the person back after. */
export type OpenedFrom = "today" | "upcoming";

/** The query a list's link adds (its reader is `openedFrom`): "?from=today&marker=me". */
export function openedFromQuery(from: OpenedFrom, mine: boolean): string {
  return `?from=${from}${mine ? "&marker=me" : ""}`;
}

function readFrom(params: URLSearchParams): { from: OpenedFrom; mine: boolean } | null {
  const from = params.get("from");
  if (from !== "today" && from !== "upcoming") return null;
  return { from, mine: params.getAll("marker").includes("me") };
}

/**
 * `?from=today` or `?from=upcoming`: the page (an objective's, a dashboard's Select) was opened
 * from that list, and goes back there after a change and on Cancel, with "Assigned to me"
 * (`marker=me`) still on. Only these two values are read: the address sends nobody elsewhere.
 * `query` is what the page's own links and redirects keep (`keepOpenedFrom`).
 */
export function openedFrom(url: URL): { from: OpenedFrom; back: string; query: string } | null {
  const opened = readFrom(url.searchParams);
  if (!opened) return null;
  const { from, mine } = opened;
  return { from, back: `/${from}${mine ? "?marker=me" : ""}`, query: openedFromQuery(from, mine) };
}

/**
 * The query of a page's link or redirect to itself (a comment's form, a step's, after a
 * change): of the current `search`, only where the page was opened from, then `extra`
 * ("editComment=…"). "" when there is nothing to keep.
 */
export function keepOpenedFrom(search: string, extra = ""): string {
  const opened = readFrom(new URLSearchParams(search));
  const kept = opened ? openedFromQuery(opened.from, opened.mine) : "";
  if (!extra) return kept;
  return kept ? `${kept}&${extra}` : `?${extra}`;
}
