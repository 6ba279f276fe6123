import { createContext } from "react-router";

/**
 * How long one request waited for Supabase, so that the Worker's own time can be told
 * apart (`npm run bench` reads it). Sent as a Server-Timing header only where the
 * SERVER_TIMING variable is "1" (the benchmark's Worker), never by default.
 */
export interface RequestTiming {
  /** Milliseconds spent waiting for Supabase's answers. */
  waited: number;
  /** Requests made to Supabase. */
  requests: number;
}

/** Set per request in workers/app.ts; null where nothing measures (unit tests). */
export const timingContext = createContext<RequestTiming | null>(null);

/** `fetch` for the Supabase client that adds its waiting time to `timing`. */
export function timedFetch(timing: RequestTiming): typeof fetch {
  return async (input, init) => {
    const started = performance.now();
    try {
      return await fetch(input, init);
    } finally {
      timing.waited += performance.now() - started;
      timing.requests += 1;
    }
  };
}

/** `worker` is the request's time minus the waiting: rendering, routing, our code. */
export function serverTimingHeader(total: number, timing: RequestTiming): string {
  const worker = Math.max(0, total - timing.waited);
  return `worker;dur=${worker.toFixed(2)}, db;dur=${timing.waited.toFixed(2)};desc="${timing.requests} request(s)", total;dur=${total.toFixed(2)}`;
}
