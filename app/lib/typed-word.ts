/**
 * The word being typed right after `sign` just before the caret ("@Be" → "Be"; "" right
 * after the sign), or null: the sign starts the field or follows a space, and the word has
 * no space or second sign.
 */
export function typedWord(beforeCaret: string, sign: string): string | null {
  const at = beforeCaret.lastIndexOf(sign);
  if (at < 0 || (at > 0 && !/\s/u.test(beforeCaret[at - 1]!))) return null;
  const word = beforeCaret.slice(at + sign.length);
  return /[\s]/u.test(word) ? null : word;
}
