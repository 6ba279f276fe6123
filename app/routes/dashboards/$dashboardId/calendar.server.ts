import { handleIntents } from "~/lib/actions.server";
import { loadPage, requestTimeZone, urlId } from "~/lib/api.server";
import type { CalendarPage, Objective } from "~/lib/data-api";
import { LIMITS } from "~/lib/limits";
import { WEEK_START } from "~/lib/week-start";
import { requestLanguage } from "~/lib/i18n.server";
import type { Route } from "./+types/calendar";
import { postponeIntent, undoMoveIntent } from "./day.server";
import { monthQuery, pageWithNotice, viewFilter } from "./page-query.server";

export async function calendarLoader({ params, url, context }: Route.LoaderArgs) {
  const month = monthQuery(url);
  const { markers, assignee, who, kept } = viewFilter(url, context);
  const page = await loadPage(context, "get_calendar_page", {
    p_dashboard: urlId(params.dashboardId),
    p_month: month.value,
    // The language's; a day the person saved wins (in the database).
    p_week_start: WEEK_START[requestLanguage(context)],
    p_time_zone: requestTimeZone(context),
    p_markers: markers,
    ...assignee,
    p_per_day: LIMITS.calendarPerDay,
  });
  // Each day's first few for its cell (all the database sends), and how many more: the page
  // (and the data it carries to the browser) stays small however full the month is.
  const days: Record<string, { items: Objective[]; more: number }> = {};
  for (const o of page.objectives) (days[o.day] ??= { items: [], more: 0 }).items.push(o);
  for (const [day, count] of Object.entries(page.day_counts)) {
    const cell = (days[day] ??= { items: [], more: 0 });
    cell.more = count - cell.items.length;
  }
  // What is due each day (decision 072), apart from what is planned.
  const due: Record<string, CalendarPage["deadlines"]> = {};
  for (const d of page.deadlines) (due[d.day] ??= []).push(d);
  const { objectives: _shown, day_counts: _counts, deadlines: _due, ...rest } = page;
  return pageWithNotice({ ...rest, days, due, title: page.dashboard.name, filter: kept, who }, month.notice);
}

/** An objective dragged to another day (with JavaScript), with Undo, back to this month. */
export function calendarAction(args: Route.ActionArgs) {
  return handleIntents(args, {
    postpone: postponeIntent(args.context, urlId(args.params.dashboardId)),
    "undo-move": undoMoveIntent,
  });
}
