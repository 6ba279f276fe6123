import { useState } from "react";

interface State {
  /** The id the form sends (and its key). */
  id: string;
  /** The id of a submission that is under way or went through, until the form moves on. */
  submitted: string | null;
  /** The last refusal seen: a new one means the submission did not go through. */
  refusal: unknown;
}

/**
 * The request id of a form that adds something: the database makes a double submit one
 * addition. The loader hands out a fresh id on every load, but a form keyed by it would be
 * emptied by any reload (after a toggle of one's own, a change by another member), losing
 * what is being typed. So the form keeps its id until its own submission went through (a
 * reload came after it, and no refusal): then it takes the new id, and the key remounts it
 * empty for the next one. `refusal` is the form's latest refusal (a new object each time).
 */
export function useRequestId(fromLoader: string, refusal: unknown) {
  const [state, setState] = useState<State>({ id: fromLoader, submitted: null, refusal });
  let next = state;
  if (refusal !== next.refusal) next = { ...next, refusal, submitted: refusal ? null : next.submitted };
  if (fromLoader !== next.id && next.submitted === next.id) next = { id: fromLoader, submitted: null, refusal };
  // Derived from the props, during render (React's pattern for state that follows props).
  if (next !== state) setState(next);
  const onSubmit = () => setState((s) => ({ ...s, submitted: s.id }));
  return { requestId: next.id, onSubmit };
}
