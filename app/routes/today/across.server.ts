import type { RouterContextProvider } from "react-router";
import { watchToday } from "~/lib/live.server";
import { sessionContext } from "~/lib/session.server";

/**
 * What a page across every dashboard (/today, /upcoming) adds to its answer: it follows
 * changes on every dashboard the database listed as the caller's (live, decision 014), quick
 * add's dashboard is the one the last line went to (without JavaScript, ?dashboard=) if it
 * is still theirs, and fresh request ids per render, so a double submit adds one objective
 * (or one copy, from a row's menu). The dashboards with other members: their rows' menus
 * offer "Assign to me".
 */
export function acrossDashboards(
  context: Readonly<RouterContextProvider>,
  url: URL,
  every: { id: string; members: unknown[] }[],
): { chosen: string | undefined; requestId: string; copyRequestId: string; shared: string[] } {
  const user = context.get(sessionContext).user;
  if (user)
    watchToday(
      context,
      user.id,
      every.map((d) => d.id),
    );
  return {
    chosen: every.find((d) => d.id === url.searchParams.get("dashboard"))?.id,
    requestId: crypto.randomUUID(),
    copyRequestId: crypto.randomUUID(),
    shared: every.filter((d) => d.members.length).map((d) => d.id),
  };
}
