import { data, redirect, type DataStrategyResult, type MiddlewareFunction } from "react-router";
import isNetworkError from "is-network-error";
import { dataRouter, unwrapData } from "./route-data";

/**
 * A page that lost its connection stays the page it was (decision 069). Without this, a
 * request that never reached the server (a train's tunnel, a laptop waking up) throws, and
 * React Router replaces the whole page with the error page: the list, a half-typed line,
 * where one had scrolled, all gone. Instead:
 * - a reload of the page shown (after a change, or asked for) keeps what is shown;
 * - a change answers as refused, so the form keeps its line and says so (`_form`);
 * - a link or a search form followed goes nowhere: the page stays, and says so;
 * - only the browser's back and forward buttons, which have already changed the address,
 *   still end on the error page, which then says the connection is gone.
 * `ConnectionBar` (app/components/connection-bar.tsx) says what happened and tries again.
 */

/**
 * What the page could not do. A page reload that fails says little more than what came
 * before it (a change, a link) already said: it does not replace it.
 */
export type Lost = { kind: "stale" } | { kind: "unopened"; href: string } | { kind: "unsaved" };

let lost: Lost | null = null;
const listeners = new Set<() => void>();

export function lostConnection(): Lost | null {
  return lost;
}

/** Calls `listener` when the state changes; returns the unsubscribe (useSyncExternalStore). */
export function onConnectionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function tell(next: Lost | null) {
  if (next?.kind === "stale" && lost) return;
  if (JSON.stringify(next) === JSON.stringify(lost)) return;
  lost = next;
  for (const listener of listeners) listener();
}

/**
 * No answer came at all: `fetch` rejected with a browser's network error ("Failed to fetch",
 * "NetworkError when attempting to fetch resource.", "Load failed", …). A bug's TypeError, or
 * an answer with an error status, is not one.
 */
export function isNetworkFailure(error: unknown): boolean {
  return isNetworkError(error);
}

/** The refusal a change gets when it may not have reached the server (forms.ts's FormFailure). */
export const UNSAVED_MESSAGE = "common:connection.unsaved";

const pathOf = (at: { pathname: string; search: string }) => at.pathname + at.search;

/** Root's client middleware (the innermost): sees every request's results before the router does. */
export const stayWhenUnreachable: MiddlewareFunction<Record<string, DataStrategyResult>> = async (
  { request },
  next,
) => {
  const change = request.method !== "GET";
  // The body is read only if the request failed; a clone now, as fetch consumes the original.
  const sent = change ? request.clone() : null;
  const results = await next();
  const router = dataRouter();
  const failed = Object.keys(results).filter((id) => {
    const result = results[id]!;
    // An action's error comes wrapped with its status (single fetch's data()).
    return result.type === "error" && isNetworkFailure(unwrapData(result.result).data);
  });
  if (!router) return results;
  const { location, loaderData, navigation } = router.state;
  const here = pathOf(location);
  const asked = pathOf(new URL(request.url));
  if (failed.length === 0) {
    // The page shown loaded again, or another one opened: whatever was lost is back.
    if (!change && (asked === here || (navigation.location && pathOf(navigation.location) === asked))) tell(null);
    return results;
  }
  if (change) {
    const values: Record<string, string> = {};
    for (const [name, value] of await sent!.formData().catch(() => new FormData()))
      if (typeof value === "string") values[name] = value;
    const refused = data({ errors: { _form: [UNSAVED_MESSAGE] }, values }, { status: 503 });
    for (const id of failed) results[id] = { type: "data", result: refused };
    tell({ kind: "unsaved" });
  } else if (asked === here) {
    for (const id of failed) if (id in loaderData) results[id] = { type: "data", result: loaderData[id] };
    tell({ kind: "stale" });
  } else if (navigation.location && pathOf(navigation.location) === asked) {
    // Back and forward have moved the address already: nothing to stay on.
    if (pathOf(window.location) !== here) return results;
    // Followed a link: back to the page shown, in place of it (the redirect's reload of it,
    // still without a connection, keeps it as above).
    const back = redirect(here, { headers: { "X-Remix-Replace": "true" } });
    for (const id of failed) results[id] = { type: "data", result: back };
    tell({ kind: "unopened", href: asked });
  } else {
    // A fetcher's load (a hint, a list of steps): nothing comes, as before it answered.
    for (const id of failed) results[id] = { type: "data", result: undefined };
    tell({ kind: "stale" });
  }
  return results;
};
