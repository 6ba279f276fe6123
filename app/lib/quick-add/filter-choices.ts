/**
 * Quick add's "#name" (parse.ts's MARKER): the filters a word may name, those whose name is
 * one such word (a name with a space cannot be written after "#", nor a number alone: "#123"
 * is an issue's number). The browser's, for the list "#" opens; the parser stays on the server.
 */
const WRITABLE = /^(?=[\p{N}_-]*\p{L})[\p{L}\p{N}_-]{1,40}$/u;

/** The filters to offer for what is typed after "#": names that begin with it, by name, at most `max`. */
export function filterChoices<F extends { name: string }>(typed: string, filters: readonly F[], max = 5): F[] {
  const q = typed.toLowerCase();
  return filters
    .filter(({ name }) => WRITABLE.test(name) && name.toLowerCase().startsWith(q))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, max);
}
