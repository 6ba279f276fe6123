/** A pasted text's lines, trimmed, blank ones left out (a list pasted as many steps). */
export function pastedLines(text: string): string[] {
  return text
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter(Boolean);
}
