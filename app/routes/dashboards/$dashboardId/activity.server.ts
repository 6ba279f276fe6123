import { loadPage, ownDay, ownTimeZone, urlId } from "~/lib/api.server";
import type { Route } from "./+types/activity";
import { beforeQuery, objectiveQuery, pageWithNotice, whatQuery, whoseQuery } from "./page-query.server";

/**
 * A page of the dashboard's activity: 50 entries, newest first, older ones by `?before=`;
 * one person's (`?who=`), one kind of change (`?what=`) or one objective's (`?objective=`)
 * when asked.
 */
export async function activityLoader({ params, url, context }: Route.LoaderArgs) {
  const before = beforeQuery(url);
  const who = whoseQuery(url);
  const what = whatQuery(url);
  const objective = objectiveQuery(url);
  const page = await loadPage(context, "get_activity_page", {
    p_dashboard: urlId(params.dashboardId),
    p_before: before.value,
    p_actor: who.value,
    p_what: what.value,
    p_objective: objective.value,
  });
  // What the page's links keep: the filters.
  const filter: Record<string, string> = {};
  if (who.value) filter.who = who.value;
  if (what.value) filter.what = what.value;
  if (objective.value) filter.objective = objective.value;
  return pageWithNotice(
    {
      ...page,
      title: page.dashboard.name,
      filter,
      // Older pages link back to the newest.
      paged: before.value !== null,
      timeZone: ownTimeZone(context, page.time_zone),
      // Entries are grouped under their day in the member's time zone: "Today", "Yesterday".
      today: ownDay(context, page.time_zone),
    },
    before.notice ?? who.notice ?? what.notice ?? objective.notice,
  );
}
