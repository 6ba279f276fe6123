/** A key pressed in a field (typing) is the field's, never a page's shortcut. */
export function inField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && Boolean(target.closest("input, textarea, select, [contenteditable='true']"));
}

/** A plain key: no Ctrl, Alt or Meta (Shift may make "?"), not already taken, not in a field. */
export function isShortcut(event: KeyboardEvent): boolean {
  return !(event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey || inField(event.target));
}

/** A list's objectives, by their done marks: every row that can be ticked has one. */
const MARKS = 'li > button[name="toggle"]';

/**
 * "j" and "k": the next or previous objective on the page, its done mark focused (Space or
 * Enter then ticks it; the row's other controls follow it in the tab order). From the focus
 * inside a row, that row's place; from anywhere else, the first ("j") or the last ("k").
 * Rows hidden while their deletion is saved are passed over.
 */
export function stepAmongRows(step: 1 | -1): HTMLElement | null {
  const marks = [...document.querySelectorAll<HTMLElement>(MARKS)].filter((mark) => mark.getClientRects().length > 0);
  if (marks.length === 0) return null;
  const row = document.activeElement?.closest("li");
  const at = row ? marks.findIndex((mark) => mark.parentElement === row) : -1;
  const next = at < 0 ? (step > 0 ? 0 : marks.length - 1) : Math.min(marks.length - 1, Math.max(0, at + step));
  marks[next]!.focus();
  return marks[next]!;
}
