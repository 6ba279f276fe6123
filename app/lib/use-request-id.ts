import { useRef, useState, type RefObject } from "react";

interface State {
  /** The id the form sends (and its key). */
  id: string;
  /** The id of a submission that is under way or went through, until the form moves on. */
  submitted: string | null;
  /** The last refusal seen: a new one means the submission did not go through. */
  refusal: unknown;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;
const textFields = (form: HTMLFormElement | null) =>
  [...(form?.querySelectorAll<TextField>("input[name]:not([type=hidden]), textarea[name]") ?? [])].filter(
    (field) => !(field instanceof HTMLInputElement) || field.type !== "checkbox",
  );

/**
 * The request id of a form that adds something: the database makes a double submit one
 * addition. The loader hands out a fresh id on every load, but a form keyed by it would be
 * emptied by any reload (after a toggle of one's own, a change by another member), losing
 * what is being typed. So the form keeps its id until its own submission went through (a
 * reload came after it, and no refusal): then it takes the new id, and the key remounts it
 * empty for the next one. `refusal` is the form's latest refusal (a new object each time).
 *
 * Given the form, what was typed into it after it was sent (the next step, while the last
 * one was saving) survives that remount: `typedSince(name)` is the field's new default.
 */
export function useRequestId(fromLoader: string, refusal: unknown, form?: RefObject<HTMLFormElement | null>) {
  const [state, setState] = useState<State>({ id: fromLoader, submitted: null, refusal });
  const sentValues = useRef<Map<string, string> | null>(null);
  const carried = useRef<Map<string, string>>(new Map());
  let next = state;
  if (refusal !== next.refusal) next = { ...next, refusal, submitted: refusal ? null : next.submitted };
  if (fromLoader !== next.id && next.submitted === next.id) {
    next = { id: fromLoader, submitted: null, refusal };
    // Read before the remount replaces the fields: whatever differs from what was sent.
    const typed = new Map<string, string>();
    for (const field of textFields(form?.current ?? null))
      if (field.value !== (sentValues.current?.get(field.name) ?? "")) typed.set(field.name, field.value);
    carried.current = typed;
    sentValues.current = null;
  }
  // Derived from the props, during render (React's pattern for state that follows props).
  if (next !== state) setState(next);
  const onSubmit = () => {
    sentValues.current = new Map(textFields(form?.current ?? null).map((field) => [field.name, field.value]));
    setState((s) => ({ ...s, submitted: s.id }));
  };
  const typedSince = (name: string) => carried.current.get(name);
  return { requestId: next.id, onSubmit, typedSince };
}
