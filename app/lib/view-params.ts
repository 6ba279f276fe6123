/**
 * Query parameters that only say what is open on a page (a row's actions, a note's editor, a
 * filter's form). They are links, so the same screen works without JavaScript; with it,
 * changing them needs no new data (see `revalidateAfterFetchers`) and a change's redirect
 * may drop them.
 */
export const VIEW_PARAMS = ["row", "note", "edit", "add"] as const;

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
