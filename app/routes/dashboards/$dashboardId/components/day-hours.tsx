import { href, useLocation } from "react-router";
import type { DayView } from "~/lib/data-api";
import { HoursGrid } from "../../../upcoming/hours-grid";

/**
 * A dashboard's day as its hours (decision 098): the day in one column, what has no time on
 * top, what is overdue under it to drag onto an hour, the timed ones by the hour, and on today
 * a line at the time it is (the grid of /upcoming's week and /today's hours). Changes post to
 * this page as it is, which answers with itself; "N more" and "Show all" open the list.
 */
export function DayHours({
  page,
  filter,
  locked,
}: {
  page: Pick<DayView, "dashboard" | "day" | "today" | "now" | "objectives" | "overdue" | "overdue_count" | "people">;
  /** The markers and who, which the list's links keep. */
  filter: readonly string[];
  locked: boolean;
}) {
  const { search } = useLocation();
  const { dashboard, day } = page;
  const mine = (o: DayView["objectives"][number]) => ({ ...o, dashboard: dashboard.id });
  const list = (extra: Record<string, string>) => {
    const params = new URLSearchParams({ day, layout: "list", ...extra });
    for (const id of filter) params.append("marker", id);
    return `?${params}`;
  };
  const objectives = page.objectives.map(mine);
  return (
    <HoursGrid
      today={page.today}
      days={[{ day, objectives, count: objectives.length }]}
      due={{}}
      // One dashboard: no swatch or name on each of its objectives.
      dashboards={{}}
      people={page.people}
      // An objective's page comes back to its day here by itself (in the layout kept).
      back=""
      moreHref={() => list({})}
      now={page.now}
      overdue={{
        items: page.overdue.map(mine),
        more: page.overdue_count - page.overdue.length,
        moreHref: list({ overdue: "all" }),
      }}
      locked={locked}
      postTo={href("/dashboards/:dashboardId", { dashboardId: dashboard.id }) + search}
    />
  );
}
