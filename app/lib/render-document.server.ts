import type { ReactNode } from "react";
// React's Bun build hands its destination strings; the Node and edge builds encode every string
// they write (thousands per page) into bytes on the spot, a quarter of a day view's render in
// the Worker. Same renderer, same markup (render-document.server.test.ts compares them);
// it needs what the Node build needs (`util`, `crypto`, `stream`, with nodejs_compat).
import { renderToPipeableStream } from "react-dom/server.bun";

export interface DocumentStream extends ReadableStream<Uint8Array> {
  /** Settles when everything has rendered, Suspense boundaries included (bots wait for it). */
  allReady: Promise<void>;
}

interface Options {
  nonce?: string;
  signal?: AbortSignal;
  onError?: (error: unknown) => void;
}

/**
 * `renderToReadableStream` with the same contract (resolves once the shell is ready, rejects if
 * the shell fails, `allReady`), built on the Bun build's `renderToPipeableStream`: what React
 * writes between two flushes is joined and encoded once, as one chunk of the response.
 */
export function renderDocument(children: ReactNode, { nonce, signal, onError }: Options): Promise<DocumentStream> {
  return new Promise((resolve, reject) => {
    let markReady!: () => void;
    let fail!: (error: unknown) => void;
    const allReady = new Promise<void>((done, failed) => ((markReady = done), (fail = failed)));
    // As renderToReadableStream's: rejected by a fatal error, which nobody may be waiting for.
    allReady.catch(() => {});
    const encoder = new TextEncoder();
    let parts: string[] = [];
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let open = true;
    let piped = false;
    const body = new ReadableStream<Uint8Array>(
      {
        start: (c) => void (controller = c),
        // Writing starts when the response is first read, as with renderToReadableStream: by then
        // what finished right after the shell (React Router's data) is written in place, not
        // streamed in later behind a Suspense fallback.
        pull: () => {
          if (piped) return;
          piped = true;
          render.pipe(sink as unknown as NodeJS.WritableStream);
        },
        cancel: (reason) => {
          open = false;
          render.abort(reason);
        },
      },
      { highWaterMark: 0 },
    ) as DocumentStream;
    body.allReady = allReady;
    // The part of a Node Writable that React's pipe uses. The Bun build writes strings only
    // (render-document.server.test.tsx would see anything else in its output).
    const sink = {
      write(chunk: string) {
        parts.push(chunk);
        return true;
      },
      flush() {
        if (open && parts.length > 0) controller.enqueue(encoder.encode(parts.join("")));
        parts = [];
      },
      end() {
        sink.flush();
        if (open) controller.close();
        open = false;
      },
      destroy(error: unknown) {
        if (open) controller.error(error);
        open = false;
        fail(error);
      },
      on: () => sink,
    };
    const render = renderToPipeableStream(children, {
      nonce,
      onError,
      onShellReady: () => resolve(body),
      onShellError: reject,
      onAllReady: markReady,
    });
    signal?.addEventListener("abort", () => render.abort(signal.reason), { once: true });
  });
}
