import { handleIntents } from "~/lib/actions.server";
import { loadPage, requestTimeZone, urlId } from "~/lib/api.server";
import type { Route } from "./+types/notes";
import { noteIntents } from "./note-actions.server";
import { markerFilter, pageWithNotice, yearQuery } from "./page-query.server";

export async function notesLoader({ params, url, context }: Route.LoaderArgs) {
  const year = yearQuery(url);
  const filter = markerFilter(url);
  const page = await loadPage(context, "get_notes_page", {
    p_dashboard: urlId(params.dashboardId),
    p_year: year.value,
    p_time_zone: requestTimeZone(context),
    p_markers: filter,
  });
  return pageWithNotice({ ...page, title: page.dashboard.name, filter, requestId: crypto.randomUUID() }, year.notice);
}

export async function notesAction(args: Route.ActionArgs) {
  return handleIntents(args, noteIntents(urlId(args.params.dashboardId)));
}
