/**
 * A one-line add form's lines (quick add, a checklist's steps), sent one after another. With
 * JavaScript the field empties as soon as a line is entered, so the next one can be typed
 * while the last is saved (as in Todoist); lines entered meanwhile wait here, in the order
 * typed, and each goes once the one before is answered (the list keeps the order they were
 * typed in). A refused line stops the queue: it goes back to the field (if the person is not
 * typing there already), with its message, and the lines after it wait until the person
 * enters a line again (that one goes first) or drops them. See decision 047.
 */
export interface QueuedLine {
  /** The line's own request id: sent twice, it is still one objective. */
  id: string;
  text: string;
  /** The form's fields as they were when it was entered (the day, the dashboard chosen…). */
  fields: readonly (readonly [string, string])[];
}

export interface LineQueue {
  /** Entered, not sent yet. */
  waiting: readonly QueuedLine[];
  /** Sent, not answered yet. */
  sending: QueuedLine | null;
  /** A line was refused: the rest wait for the person. */
  paused: boolean;
}

export const EMPTY_QUEUE: LineQueue = { waiting: [], sending: null, paused: false };

/** A line entered. After a refusal it is the corrected line: it goes first, and the rest follow. */
export function enqueue(queue: LineQueue, line: QueuedLine): LineQueue {
  return queue.paused
    ? { ...queue, waiting: [line, ...queue.waiting], paused: false }
    : { ...queue, waiting: [...queue.waiting, line] };
}

/** The line to send now, if one may go: none is being sent and the queue is not stopped. */
export function nextLine(queue: LineQueue): QueuedLine | null {
  return queue.sending || queue.paused ? null : (queue.waiting[0] ?? null);
}

/**
 * `line` (chosen by nextLine) is on its way. Applied to the latest state, which may have
 * gained lines since it was chosen (lines entered meanwhile are kept).
 */
export function begin(queue: LineQueue, line: QueuedLine): LineQueue {
  return { ...queue, waiting: queue.waiting.filter((l) => l !== line), sending: line };
}

/** The line being sent was answered: added, or refused (which stops the rest). */
export function answered(queue: LineQueue, refused: boolean): LineQueue {
  return { ...queue, sending: null, paused: queue.paused || refused };
}

/**
 * The refused line, back at the head of the waiting lines: when it came back the person was
 * already typing the next one, whose field it must not take.
 */
export function putBack(queue: LineQueue, line: QueuedLine): LineQueue {
  return { ...queue, waiting: [line, ...queue.waiting] };
}

/** The waiting lines dropped, at the person's word. */
export function discard(queue: LineQueue): LineQueue {
  return { ...queue, waiting: [], paused: false };
}
