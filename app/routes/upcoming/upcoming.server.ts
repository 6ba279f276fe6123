import { handleIntents } from "~/lib/actions.server";
import { loadPage, requestTimeZone } from "~/lib/api.server";
import { addDays } from "~/lib/dates";
import { requestLanguage } from "~/lib/i18n.server";
import { WEEK_START } from "~/lib/week-start";
import { getInstance } from "~/lib/i18n.server";
import { LIMITS } from "~/lib/limits";
import { fromQuery, monthQuery, pageWithNotice, whoQuery } from "../dashboards/$dashboardId/page-query.server";
import { acrossDashboards } from "../today/across.server";
import { toggleIntent, undoMoveIntent } from "../dashboards/$dashboardId/day.server";
import { addIntent, moveTodayIntent, rescheduleEverywhereIntent } from "../today/today.server";
import { TODAY_BUTTONS } from "../today/today-buttons";
import type { UpcomingPage } from "~/lib/data-api";
import { upcomingLayout } from "./layout.server";
import type { Route } from "./+types/upcoming";

/**
 * One call answers the page: the next seven days on every dashboard (?from= seven others),
 * the first seven with what is overdue, "Assigned to me" as on /today (?marker=me); or as a
 * month (decision 089), that month's grid (?month=, this one's by default), each day's first
 * few as a dashboard's calendar shows them.
 */
export async function upcomingLoader({ request, url, context }: Route.LoaderArgs) {
  const mine = whoQuery(url) === "me";
  const layout = await upcomingLayout(request, url);
  const asked = layout === "month" ? monthQuery(url) : fromQuery(url);
  const page = await loadPage(context, "get_upcoming_page", {
    p_time_zone: requestTimeZone(context),
    p_mine: mine,
    ...(layout === "month"
      ? {
          // Any day of it (the database takes its month), else the month of the reader's own today.
          p_month: asked.value,
          p_as_month: true,
          p_week_start: WEEK_START[requestLanguage(context)],
          p_per_day: LIMITS.calendarPerDay,
          p_overdue_limit: 0,
        }
      : {
          p_from: asked.value,
          p_days: LIMITS.upcomingDays,
          p_per_day: LIMITS.upcomingPerDay,
          p_overdue_limit: LIMITS.upcomingPerDay,
        }),
  });
  const tomorrow = addDays(page.today, 1);
  const colors = new Map(page.every_dashboard.map((d) => [d.id, d.color]));
  // What is due each day (decision 072), apart from what is planned.
  const due: Record<string, UpcomingPage["deadlines"]> = {};
  for (const d of page.deadlines) (due[d.day] ??= []).push(d);
  const before = addDays(page.from, -LIMITS.upcomingDays);
  return pageWithNotice(
    {
      ...page,
      // Each shown row's dashboard by id: its name and the reader's colour for it (decision 088).
      dashboards: Object.fromEntries(
        Object.entries(page.dashboards).map(([id, name]) => [id, { name, color: colors.get(id) ?? "slate" }]),
      ),
      due,
      layout,
      ...acrossDashboards(context, url, page.every_dashboard),
      mine,
      // The seven days before these, from tomorrow at the earliest (the past is /today's, and the days').
      previous: page.from > tomorrow ? (before < tomorrow ? tomorrow : before) : null,
      next: addDays(page.to, 1),
      title: getInstance(context).t("across:upcoming.title"),
    },
    asked.notice,
  );
}

/**
 * Quick add (on the first day shown unless the line names one), done and not done with Undo,
 * an overdue one to today and all of them to a day ("Reschedule"), with Undo, as on /today.
 */
export async function upcomingAction(args: Route.ActionArgs) {
  return handleIntents(args, {
    add: addIntent,
    toggle: toggleIntent(args.context, TODAY_BUTTONS.toggle),
    "move-today": moveTodayIntent,
    // "Reschedule": every dashboard's overdue, as /today's above its sections.
    reschedule: rescheduleEverywhereIntent("reschedule"),
    "undo-move": undoMoveIntent,
  });
}
