import { data } from "react-router";
import { loadPage, urlId } from "~/lib/api.server";
import { parseForm } from "~/lib/forms";
import type { Route } from "./+types/search";
import { searchSchema } from "./schemas";

/**
 * One call answers the page: the dashboard and the matches. A query the schema refuses is
 * a 400 with its message under the field and the typed text kept; the page still shows the
 * dashboard (asked with no words).
 */
export async function searchLoader({ params, url, context }: Route.LoaderArgs) {
  const dashboard = urlId(params.dashboardId);
  const form = new FormData();
  form.set("q", url.searchParams.get("q") ?? "");
  const parsed = parseForm(searchSchema, form);
  const page = await loadPage(context, "search_dashboard", {
    p_dashboard: dashboard,
    p_query: parsed.ok ? parsed.data.q : "",
  });
  const answer = { ...page, title: page.dashboard.name, typed: parsed.ok ? page.query : String(form.get("q")) };
  if (parsed.ok) return { ...answer, errors: null };
  return data({ ...answer, errors: parsed.errors }, { status: 400 });
}
