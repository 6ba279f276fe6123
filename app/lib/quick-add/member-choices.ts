/**
 * Quick add's "+name" (parse.ts's ASSIGNEE): the members a word may name. The database finds
 * a member by their whole name, email or its part before "@", or the first word of their name
 * (private.member_named); a name with a space cannot be written after "+", so the word offered
 * is the name's first word, and only when no other member's name starts with the same word
 * (two Anas would be refused as ambiguous). The browser's, for the list "+" opens.
 */
const WRITABLE = /^\p{L}(?:[\p{L}\p{N}._@-]{0,98}[\p{L}\p{N}])?$/u;

/** A name's first word: what "+" writes for a member, and how a typed "+word" names one. */
export const firstWord = (name: string) => name.trim().split(/\s+/)[0] ?? "";

export interface MemberChoice {
  id: string;
  name: string;
  /** What "+" writes for them. */
  word: string;
}

/** The members to offer for what is typed after "+": a word of their name begins with it, by name, at most `max`. */
export function memberChoices(
  typed: string,
  members: readonly { id: string; name: string }[],
  max = 5,
): MemberChoice[] {
  const count = new Map<string, number>();
  for (const m of members) {
    const word = firstWord(m.name).toLowerCase();
    count.set(word, (count.get(word) ?? 0) + 1);
  }
  const q = typed.toLowerCase();
  return members
    .map((m) => ({ id: m.id, name: m.name, word: firstWord(m.name) }))
    .filter(
      ({ name, word }) =>
        WRITABLE.test(word) &&
        count.get(word.toLowerCase()) === 1 &&
        name
          .toLowerCase()
          .split(/\s+/)
          .some((part) => part.startsWith(q)),
    )
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, max);
}
