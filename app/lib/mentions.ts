import { typedWord } from "./typed-word";

/**
 * "@Ben" in a comment: which words name a member, by the rule the database emails them by
 * (private.mentioned_members, as quick add's "+name"): a whole name; else a first name; else
 * the start of a name. A word naming two people at its first level names neither. The page
 * knows names (a display name, else the email's first part), not emails, so "@ben@example.com"
 * emails Ben without being marked.
 */

/** What a sentence puts after a name: "@Ben," "@Ben?" (as the database trims it). */
const TRAILING = /[.,;:!?)"'»”’]+$/u;

/** The member a word (without its "@") names, as an index into `names`, or -1. */
export function memberNamed(word: string, names: readonly string[]): number {
  const w = word.toLowerCase();
  if (!w) return -1;
  const levels = names.map((n) => {
    const name = n.trim().toLowerCase();
    if (name === w) return 1;
    if (name.split(" ")[0] === w) return 2;
    return name.startsWith(w) ? 3 : 0;
  });
  const best = Math.min(...levels.filter((l) => l > 0));
  const found = levels.flatMap((l, i) => (l === best ? [i] : []));
  return found.length === 1 ? found[0]! : -1;
}

/** The text in pieces, the mentions marked: whitespace and everything else kept as written. */
export function mentionParts(body: string, names: readonly string[]): { text: string; mention: boolean }[] {
  const parts: { text: string; mention: boolean }[] = [];
  let plain = "";
  for (const piece of body.split(/(\s+)/u)) {
    const name = piece.startsWith("@") ? piece.slice(1).replace(TRAILING, "") : "";
    if (name && memberNamed(name, names) >= 0) {
      if (plain) parts.push({ text: plain, mention: false });
      parts.push({ text: `@${name}`, mention: true });
      plain = piece.slice(name.length + 1);
    } else plain += piece;
  }
  if (plain) parts.push({ text: plain, mention: false });
  return parts;
}

/** The "@name" being typed just before the caret ("@Be" → "Be"; "" right after "@"), or null. */
export const typedMention = (beforeCaret: string): string | null => typedWord(beforeCaret, "@");

/**
 * The members to offer for what is typed after "@": those among `offered` a word of whose
 * name begins with it, by name, at most `max`; each with the word to write, their first name
 * (two members of the same first name are named by neither: the list shows their whole
 * names, and the comment's mark shows whether a word named someone). Indexes are into `names`.
 */
export function mentionChoices(
  typed: string,
  names: readonly string[],
  offered: readonly number[],
  max = 5,
): { index: number; name: string; word: string }[] {
  const q = typed.toLowerCase();
  return offered
    .filter((i) =>
      names[i]!.toLowerCase()
        .split(/\s+/u)
        .some((w) => w.startsWith(q)),
    )
    .sort((a, b) => names[a]!.localeCompare(names[b]!))
    .slice(0, max)
    .map((index) => {
      const name = names[index]!.trim();
      return { index, name, word: name.split(/\s+/u)[0]! };
    });
}
