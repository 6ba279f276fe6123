import { useEffect, useRef, useState, type RefObject } from "react";
import { useFetcher, useSubmit } from "react-router";
import { BATCH_FIELD, type FormFailure } from "~/lib/forms";
import {
  answered,
  begin,
  discard,
  EMPTY_QUEUE,
  enqueue,
  nextLine,
  putBack,
  type LineQueue,
  type QueuedLine,
} from "~/lib/line-queue";
import { newUuid } from "~/lib/uuid";

const formData = (line: QueuedLine) => {
  const data = new FormData();
  for (const [name, value] of line.fields) data.append(name, value);
  return data;
};

/**
 * A one-line form that adds something (quick add, a checklist's step), with JavaScript
 * (app/lib/line-queue.ts): a line entered empties the field at once, and the lines
 * go through the fetcher `key` one after another, each with a request id of its own. The
 * form's field `name` holds the line. Without JavaScript the form posts itself, with the
 * loader's id.
 */
export function useLineQueue(key: string, name: string, form: RefObject<HTMLFormElement | null>) {
  const field = () => {
    const element = form.current?.elements.namedItem(name);
    return element instanceof HTMLInputElement ? element : null;
  };
  const fetcher = useFetcher<Partial<FormFailure>>({ key });
  const submit = useSubmit();
  const [queue, setQueue] = useState<LineQueue>(EMPTY_QUEUE);
  const latest = useRef(queue);
  latest.current = queue;
  const action = useRef<string | undefined>(undefined);
  const sent = useRef<Promise<unknown>>(Promise.resolve());
  // The answer to the line being sent is the fetcher going idle after it was seen busy.
  const seenBusy = useRef(false);
  // The refused line put back in the field. Sent again as it is, it keeps its request id: a
  // line whose answer the connection lost may have been added, and must not be added twice.
  const returned = useRef<{ text: string; id: string } | null>(null);

  /** The form as it is now, its line `text`; `other` replaces or adds fields (another intent). */
  const lineFrom = (text: string, other: Record<string, string> = {}): QueuedLine | null => {
    if (!form.current) return null;
    action.current = form.current.getAttribute("action") ?? undefined;
    const values = new Map<string, string>();
    for (const [field, value] of new FormData(form.current)) if (typeof value === "string") values.set(field, value);
    const id = returned.current?.text === text ? returned.current.id : newUuid();
    returned.current = null;
    values.set(name, text);
    values.set("requestId", id);
    for (const [field, value] of Object.entries(other)) values.set(field, value);
    return { id, text, fields: [...values] };
  };

  /** Enters the field's line, or `text` sent with the `other` fields (a pasted list). */
  const send = (text?: string, other?: Record<string, string>) => {
    const input = field();
    const line = input && lineFrom(text ?? input.value, other);
    if (!input || !line) return;
    setQueue((q) => enqueue(q, line));
    input.value = "";
    input.focus();
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  useEffect(() => {
    if (fetcher.state !== "idle") {
      if (queue.sending) seenBusy.current = true;
      return;
    }
    // Every change below applies to the latest state (an updater): a line entered between
    // this render and its effect must not be overwritten by what this render saw.
    const sending = queue.sending;
    if (sending) {
      if (!seenBusy.current) return; // sent in this very render: its answer is still to come
      seenBusy.current = false;
      const refused = Boolean(fetcher.data?.errors);
      const input = field();
      // The refused line goes back to the field, next to its message, unless the person is
      // typing the next one there: then it waits first in line. (A pasted list's message says
      // why it was refused; the field holds one line, and the clipboard still has the list.)
      const back = refused && !sending.text.includes("\n") ? input : null;
      const typing = back !== null && back.value.trim() !== "";
      if (back && !typing) {
        back.value = sending.text;
        returned.current = { text: sending.text, id: sending.id };
      }
      setQueue((q) => (typing ? putBack(answered(q, refused), sending) : answered(q, refused)));
      return;
    }
    const line = nextLine(queue);
    if (!line) return;
    setQueue((q) => begin(q, line));
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
            fetcherKey: `${key}:${line.id}`,
          });
      })();
    },
    [],
  );

  // Closing the tab, or leaving for another site or a page loaded whole, ends the page before
  // the queue's turn comes: the line being sent (the browser cancels its request) and those
  // waiting go at once in one request that outlives the page, which the action runs in turn
  // (BATCH_FIELD), each with its request id, so one that had arrived is not added twice.
  // (Lines held behind a refused one wait for the person, as when leaving within the app.)
  useEffect(() => {
    const onPageHide = () => {
      const { sending, waiting, paused } = latest.current;
      const lines = [...(sending ? [sending] : []), ...(paused ? [] : waiting)];
      if (lines.length === 0) return;
      const body = lines.length === 1 ? formData(lines[0]!) : new FormData();
      if (lines.length > 1) body.set(BATCH_FIELD, JSON.stringify(lines.map((line) => line.fields)));
      void fetch(action.current ?? window.location.href, {
        method: "POST",
        body,
        keepalive: true,
        // The answer is a redirect to the page being left: nobody reads it.
        redirect: "manual",
      }).catch(() => {});
    };
    window.addEventListener("pagehide", onPageHide);
    return () => window.removeEventListener("pagehide", onPageHide);
  }, []);

  const answering = queue.sending !== null || fetcher.state !== "idle";
  return {
    onSubmit,
    send,
    queue,
    /** The last line's refusal, while nothing newer is on its way. */
    refusal: answering ? undefined : fetcher.data?.errors,
    discard: () => setQueue(discard),
  };
}
