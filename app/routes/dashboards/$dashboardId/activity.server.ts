import { loadPage, ownDay, ownTimeZone, urlId } from "~/lib/api.server";
import type { Route } from "./+types/activity";
import { beforeQuery, pageWithNotice } from "./page-query.server";

/** A page of the dashboard's activity: 50 entries, newest first, older ones by `?before=`. */
export async function activityLoader({ params, url, context }: Route.LoaderArgs) {
  const before = beforeQuery(url);
  const page = await loadPage(context, "get_activity_page", {
    p_dashboard: urlId(params.dashboardId),
    p_before: before.value,
  });
  return pageWithNotice(
    {
      ...page,
      title: page.dashboard.name,
      // Older pages link back to the newest.
      paged: before.value !== null,
      timeZone: ownTimeZone(context, page.time_zone),
      // Entries are grouped under their day in the member's time zone: "Today", "Yesterday".
      today: ownDay(context, page.time_zone),
    },
    before.notice,
  );
}
