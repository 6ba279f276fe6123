/** A key pressed in a field (typing) is the field's, never a page's shortcut. */
export function inField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && Boolean(target.closest("input, textarea, select, [contenteditable='true']"));
}

/** A plain key: no Ctrl, Alt or Meta (Shift may make "?"), not already taken, not in a field. */
export function isShortcut(event: KeyboardEvent): boolean {
  return !(event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey || inField(event.target));
}
