/**
 * Gives `element` the focus only if nobody has it: a form remounted after its save took the
 * focus away (it is on the body then), but a person who went on to another field while the
 * save was under way keeps typing there.
 */
export function focusIfLost(element: HTMLElement | null | undefined) {
  const active = document.activeElement;
  if (!active || active === document.body) element?.focus();
}
