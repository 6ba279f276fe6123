import { BUILD_HEADER, RELOAD_GUARD_MS, type PendingNavigation, resumeTarget } from "./build";
import { TAB_HEADER } from "./live";

/** This tab, for the live connection: a change it made is announced with it (app/lib/live.ts). */
export const TAB_ID =
  typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : String(Math.random());

const PENDING_KEY = "planner-pending-navigation";
const RELOADED_KEY = "planner-auto-reload-at";

/** This tab's build: React Router's manifest version. */
export function clientBuild(): string | undefined {
  return (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version;
}

/**
 * Tells the server which build this tab runs, on React Router's data requests (`*.data`)
 * only: the server answers an older build's navigation with a document load. The tab's id
 * goes with them too, so a live dashboard does not reload the tab that made a change.
 */
export function sendBuildWithDataRequests(version: string) {
  const fetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.origin !== window.location.origin || !url.pathname.endsWith(".data")) return fetch(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set(BUILD_HEADER, version);
    headers.set(TAB_HEADER, TAB_ID);
    return fetch(input, { ...init, headers });
  };
}

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage off (private mode): the guard is then this page's own.
  }
}

/** Remembered while a navigation is under way: a reload mid-way can finish it. */
export function rememberNavigation(to: string | null) {
  write(PENDING_KEY, to ? ({ to, at: Date.now() } satisfies PendingNavigation) : null);
}

/** Loads `to` as a document, unless this tab did so in the last 10 seconds. */
export function reloadAt(to: string): boolean {
  const last = read<number>(RELOADED_KEY);
  if (last !== null && Date.now() - last < RELOAD_GUARD_MS) return false;
  write(RELOADED_KEY, Date.now());
  window.location.assign(to);
  return true;
}

/**
 * Before hydrating: a page reloaded because a chunk of an old build was gone (React Router
 * reloads the page it was on) continues to where the person was going. True when leaving.
 */
export function resumeInterruptedNavigation(): boolean {
  const pending = read<PendingNavigation>(PENDING_KEY);
  write(PENDING_KEY, null);
  const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (entry?.type !== "reload") return false;
  const here = window.location.pathname + window.location.search;
  const to = resumeTarget(pending, here, read<number>(RELOADED_KEY), Date.now());
  if (!to) return false;
  write(RELOADED_KEY, Date.now());
  window.location.replace(to);
  return true;
}
