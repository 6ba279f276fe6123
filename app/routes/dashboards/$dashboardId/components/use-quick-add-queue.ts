import { useEffect, useRef, useState, type RefObject } from "react";
import { useFetcher, useSubmit } from "react-router";
import type { FormFailure } from "~/lib/forms";
import {
  answered,
  discard,
  EMPTY_QUEUE,
  enqueue,
  putBack,
  takeNext,
  type LineQueue,
  type QueuedLine,
} from "~/lib/quick-add/line-queue";
import { newUuid } from "~/lib/uuid";

export const QUICK_ADD = "quick-add";

const formData = (line: QueuedLine) => {
  const data = new FormData();
  for (const [name, value] of line.fields) data.append(name, value);
  return data;
};

/**
 * Quick add with JavaScript (app/lib/quick-add/line-queue.ts): a line entered empties the
 * field at once, and the lines go through the `quick-add` fetcher one after another, each
 * with a request id of its own. Without JavaScript the form posts itself (the loader's id).
 */
export function useQuickAddQueue(form: RefObject<HTMLFormElement | null>, input: RefObject<HTMLInputElement | null>) {
  const fetcher = useFetcher<Partial<FormFailure>>({ key: QUICK_ADD });
  const submit = useSubmit();
  const [queue, setQueue] = useState<LineQueue>(EMPTY_QUEUE);
  const latest = useRef(queue);
  latest.current = queue;
  const action = useRef<string | undefined>(undefined);
  const sent = useRef<Promise<unknown>>(Promise.resolve());
  // The answer to the line being sent is the fetcher going idle after it was seen busy.
  const seenBusy = useRef(false);

  /** The form as it is now, with `text` for its line. */
  const lineFrom = (text: string): QueuedLine | null => {
    if (!form.current) return null;
    action.current = form.current.getAttribute("action") ?? undefined;
    const id = newUuid();
    const fields: [string, string][] = [];
    for (const [name, value] of new FormData(form.current))
      if (typeof value === "string") fields.push([name, name === "text" ? text : name === "requestId" ? id : value]);
    return { id, text, fields };
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = input.current;
    const line = field && lineFrom(field.value);
    if (!field || !line) return;
    setQueue((q) => enqueue(q, line));
    field.value = "";
    field.focus();
  };

  useEffect(() => {
    if (fetcher.state !== "idle") {
      if (queue.sending) seenBusy.current = true;
      return;
    }
    if (queue.sending) {
      if (!seenBusy.current) return; // sent in this very render: its answer is still to come
      seenBusy.current = false;
      const refused = Boolean(fetcher.data?.errors);
      let next = answered(queue, refused);
      const field = input.current;
      if (refused && field) {
        // The refused line goes back to the field, next to its message, unless the person
        // is typing the next one there: then it waits first in line.
        if (field.value.trim()) next = putBack(next, queue.sending);
        else field.value = queue.sending.text;
      }
      setQueue(next);
      return;
    }
    const [next, line] = takeNext(queue);
    if (!line) return;
    setQueue(next);
    sent.current = fetcher.submit(formData(line), { method: "post", action: action.current });
  }, [fetcher.state, fetcher.data, queue]);

  // Leaving the page with lines still waiting their turn: they go all the same, in order,
  // each after the one before (a fetcher outlives its form).
  useEffect(
    () => () => {
      const { waiting, paused } = latest.current;
      if (paused || waiting.length === 0) return;
      void (async () => {
        await sent.current;
        for (const line of waiting)
          await submit(formData(line), {
            method: "post",
            action: action.current,
            navigate: false,
            fetcherKey: `${QUICK_ADD}:${line.id}`,
          });
      })();
    },
    [],
  );

  const answering = queue.sending !== null || fetcher.state !== "idle";
  return {
    onSubmit,
    queue,
    /** The last line's refusal, while nothing newer is on its way. */
    refusal: answering ? undefined : fetcher.data?.errors,
    discard: () => setQueue(discard),
  };
}
