import { describe, expect, it } from "vitest";
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
} from "./line-queue";

const line = (text: string): QueuedLine => ({ id: `id-${text}`, text, fields: [["text", text]] });
const texts = (queue: LineQueue) => queue.waiting.map((l) => l.text);
/** The line that may go now, and the queue once it went. */
const takeNext = (queue: LineQueue): [LineQueue, QueuedLine | null] => {
  const next = nextLine(queue);
  return [next ? begin(queue, next) : queue, next];
};

describe("quick add's line queue", () => {
  it("sends the lines one at a time, in the order entered", () => {
    let queue = enqueue(enqueue(EMPTY_QUEUE, line("a")), line("b"));
    let sent: QueuedLine | null;
    [queue, sent] = takeNext(queue);
    expect(sent?.text).toBe("a");
    // Nothing else goes while "a" is being sent.
    expect(takeNext(queue)[1]).toBeNull();
    queue = enqueue(queue, line("c"));
    expect(texts(queue)).toEqual(["b", "c"]);
    queue = answered(queue, false);
    [queue, sent] = takeNext(queue);
    expect(sent?.text).toBe("b");
    queue = answered(queue, false);
    [queue, sent] = takeNext(queue);
    expect(sent?.text).toBe("c");
    queue = answered(queue, false);
    expect(takeNext(queue)).toEqual([{ waiting: [], sending: null, paused: false }, null]);
  });

  it("stops at a refusal; the corrected line goes first, then the rest", () => {
    let queue = enqueue(enqueue(EMPTY_QUEUE, line("a")), line("b"));
    [queue] = takeNext(queue);
    queue = answered(queue, true);
    expect(queue.paused).toBe(true);
    expect(takeNext(queue)[1]).toBeNull();
    queue = enqueue(queue, line("a fixed"));
    expect(queue.paused).toBe(false);
    expect(texts(queue)).toEqual(["a fixed", "b"]);
    expect(takeNext(queue)[1]?.text).toBe("a fixed");
  });

  it("puts a refused line back at the head when the field is taken, and drops the waiting lines when asked", () => {
    const [sending, sent] = takeNext(enqueue(enqueue(EMPTY_QUEUE, line("a")), line("b")));
    let queue = putBack(answered(sending, true), sent!);
    expect(texts(queue)).toEqual(["a", "b"]);
    expect(takeNext(queue)[1]).toBeNull();
    // The line typed meanwhile goes first, then the refused one is tried again.
    expect(texts(enqueue(queue, line("c")))).toEqual(["c", "a", "b"]);
    expect(takeNext(queue)[1]).toBeNull();
    queue = discard(queue);
    expect(queue).toEqual({ waiting: [], sending: null, paused: false });
  });

  it("a line entered after the next was chosen, before it went, is kept", () => {
    const seen = enqueue(EMPTY_QUEUE, line("a"));
    const chosen = nextLine(seen)!;
    // The page's state moved on meanwhile: "b" was entered.
    const latest = enqueue(seen, line("b"));
    const queue = begin(latest, chosen);
    expect(queue.sending?.text).toBe("a");
    expect(texts(queue)).toEqual(["b"]);
    // Answered on the latest state too: "b" is still there, and goes next.
    expect(takeNext(answered(queue, false))[1]?.text).toBe("b");
  });

  it("a refusal with nothing after it waits for nothing", () => {
    let queue = enqueue(EMPTY_QUEUE, line("a"));
    [queue] = takeNext(queue);
    queue = enqueue(answered(queue, true), line("a fixed"));
    expect(takeNext(queue)[1]?.text).toBe("a fixed");
  });
});
