import { data } from "react-router";
import { handleIntents } from "~/lib/actions.server";
import { loadPage } from "~/lib/api.server";
import { getInstance } from "~/lib/i18n.server";
import type { Route } from "./+types/search";
import { savedSearchIntents } from "./saved-searches.server";
import { searchQuery } from "./search-query.server";

/** One call answers the page: the caller's dashboards and the matches in all of them. */
export async function searchEverywhereLoader({ url, context }: Route.LoaderArgs) {
  const { q, args, signs, typed, errors, today } = searchQuery(url, context);
  const page = await loadPage(context, "search_my_dashboards", { p_query: q, ...args });
  const answer = { ...page, title: getInstance(context).t("search:everywhere"), typed, signs, errors, today };
  return errors ? data(answer, { status: 400 }) : answer;
}

/** Saving the search of all dashboards by name, and removing a saved one. */
export const searchEverywhereAction = (args: Route.ActionArgs) => handleIntents(args, savedSearchIntents(null));
