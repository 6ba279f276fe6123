import { data } from "react-router";
import { handleIntents } from "~/lib/actions.server";
import { loadPage, urlId } from "~/lib/api.server";
import { savedSearchIntents } from "../saved-searches.server";
import { searchQuery } from "../search-query.server";
import type { Route } from "./+types/search";

/** One call answers the page: the dashboard and the matches (none for a refused query). */
export async function searchLoader({ params, url, context }: Route.LoaderArgs) {
  const { q, args, signs, typed, errors, today } = searchQuery(url, context);
  const page = await loadPage(context, "search_dashboard", {
    p_dashboard: urlId(params.dashboardId),
    p_query: q,
    ...args,
  });
  const answer = { ...page, title: page.dashboard.name, typed, signs, errors, today };
  return errors ? data(answer, { status: 400 }) : answer;
}

/** Saving this dashboard's search by name, and removing a saved one. */
export const searchAction = (args: Route.ActionArgs) =>
  handleIntents(args, savedSearchIntents(urlId(args.params.dashboardId)));
