import { rpc } from "~/lib/api.server";
import type { ApiData } from "~/lib/data-api";
import type { Route } from "./+types/list";

/** The switcher's answer: one's dashboards, or null when they cannot be read (it says so). */
export interface ListAnswer {
  dashboards: ApiData<"get_dashboard_list"> | null;
}

/**
 * One's dashboards for the switcher (dashboard-switcher.tsx), asked for when it opens: a
 * call of its own, so a page's one call stays the page's. JSON and never an error page.
 */
export async function listLoader({ context }: Route.LoaderArgs) {
  const { data, error } = await rpc(context, "get_dashboard_list", {});
  return Response.json({ dashboards: error ? null : data } satisfies ListAnswer, {
    headers: { "Cache-Control": "private, no-store" },
  });
}
