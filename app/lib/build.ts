/**
 * New builds while a tab is open (decision 012). The browser tells the server which build
 * it runs in a header on React Router's data requests; the server answers a request from
 * an older build with a document navigation to the same place, so the new build loads
 * cleanly. A failed import of a route's chunk reloads at the route the person was going to,
 * at most once per 10 seconds.
 */
export const BUILD_HEADER = "X-Planner-Build";
/** A small JSON answer with the server's build, for the client's polling. */
export const BUILD_PATH = "/__build";
/** The specification's reload guard. */
export const RELOAD_GUARD_MS = 10_000;
/** How often an open tab asks whether a newer build is out (and whenever it is shown again). */
export const POLL_MS = 5 * 60_000;

/** The request a data URL stands for: `/x.data?_routes=…` → `/x`, `/_.data` → `/`. */
export function documentPathOf(dataUrl: URL): string {
  const pathname = dataUrl.pathname.endsWith("/_.data")
    ? dataUrl.pathname.replace(/_\.data$/, "")
    : dataUrl.pathname.replace(/\.data$/, "");
  const search = new URLSearchParams(dataUrl.search);
  search.delete("_routes");
  const query = search.toString();
  return (pathname || "/") + (query ? `?${query}` : "");
}

export interface PendingNavigation {
  to: string;
  at: number;
}

/**
 * Where a page that was reloaded by a failed chunk import should go instead: the route the
 * person was going to, if that was a moment ago, not here already, and no such reload
 * happened in the last 10 seconds (so it never loops).
 */
export function resumeTarget(
  pending: PendingNavigation | null,
  here: string,
  lastAutoReload: number | null,
  now: number,
): string | null {
  if (!pending || now - pending.at > RELOAD_GUARD_MS) return null;
  if (pending.to === here) return null;
  if (lastAutoReload !== null && now - lastAutoReload < RELOAD_GUARD_MS) return null;
  return pending.to;
}
