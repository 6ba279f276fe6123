import { useEffect, useRef } from "react";

/**
 * Gives `element` the focus only if nobody has it: a form remounted after its save took the
 * focus away (it is on the body then), but a person who went on to another field while the
 * save was under way keeps typing there.
 */
export function focusIfLost(element: HTMLElement | null | undefined) {
  const active = document.activeElement;
  if (!active || active === document.body) element?.focus();
}

/**
 * A form that remounts empty once its own submission went through (a new `key`, from
 * useRequestId): the field `ref` gives (its own, or the form's first text field) gets back
 * the focus the remount took, for the next entry, unless the person went elsewhere meanwhile.
 */
export function useFocusAfterRemount(busy: boolean, key: string, ref: { current: HTMLElement | null }) {
  const submitted = useRef(false);
  useEffect(() => {
    if (busy) submitted.current = true;
  }, [busy]);
  useEffect(() => {
    if (!submitted.current) return;
    submitted.current = false;
    const element = ref.current;
    focusIfLost(
      element instanceof HTMLFormElement
        ? element.querySelector<HTMLElement>("textarea, input:not([type=hidden])")
        : element,
    );
  }, [key, ref]);
}
