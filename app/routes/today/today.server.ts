import { handleIntents, intent } from "~/lib/actions.server";
import { loadPage, requestTimeZone } from "~/lib/api.server";
import { getInstance } from "~/lib/i18n.server";
import { LIMITS } from "~/lib/limits";
import { sharedLine, withoutShared } from "~/lib/shared-line";
import { withParam } from "~/lib/view-params";
import { rescheduleSchema as dayRescheduleSchema } from "../dashboards/$dashboardId/schemas";
import { addLine, overdueMovedFlash, toggleIntent, undoMoveIntent } from "../dashboards/$dashboardId/day.server";
import { sessionContext } from "~/lib/session.server";
import { acrossDashboards } from "./across.server";
import { whoQuery } from "../dashboards/$dashboardId/page-query.server";
import type { Route } from "./+types/today";
import { moveAllSchema, moveTodaySchema, quickAddSchema, rescheduleAllSchema, rescheduleSchema } from "./schemas";
import { TODAY_BUTTONS } from "./today-buttons";
import { todayLayout } from "./layout.server";

/** One call answers the page: every dashboard's today and overdue (decision 038). */
export async function todayLoader({ request, url, context }: Route.LoaderArgs) {
  // /today offers "Assigned to me" only.
  const mine = whoQuery(url) === "me";
  // A list a dashboard, or the day's hours (decision 097): the same call either way.
  const layout = await todayLayout(request, url);
  const page = await loadPage(context, "get_today_page", {
    p_time_zone: requestTimeZone(context),
    p_mine: mine,
    p_per_day: LIMITS.todayPerDashboard,
    p_overdue_limit: LIMITS.overduePreview,
  });
  return {
    ...page,
    ...acrossDashboards(context, url, page.every_dashboard),
    mine,
    layout,
    // Shared from another app (the manifest's share target, decision 076): quick add's line.
    sharedText: sharedLine(url.searchParams),
    title: getInstance(context).t("planner:today.title"),
  };
}

/**
 * Quick add with a dashboard chosen beside the line, on the day it names, else the form's:
 * /today's, and /upcoming's.
 */
export const addIntent = intent(quickAddSchema, {
  field: "text",
  async run(form, intentArgs) {
    const done = await addLine(form, form.dashboardId, intentArgs);
    // Refused ("!9:00" gone by): the typed line back, as any refusal.
    if ("type" in done) return done;
    const { url } = intentArgs;
    // Without JavaScript the page comes back with the same dashboard chosen (?dashboard=).
    // What another app shared was this line: the page comes back without it (not to add twice).
    return { ...done, to: url.pathname + withParam(withoutShared(url.search), "dashboard", form.dashboardId) };
  },
});

/** An overdue objective to today, named with its dashboard: /today's and /upcoming's. */
export const moveTodayIntent = intent(moveTodaySchema, {
  button: TODAY_BUTTONS["move-today"],
  async run(form, { call, context, url }) {
    const answer = await call("move_overdue_to_today", {
      p_dashboard: form.dashboardId,
      p_time_zone: requestTimeZone(context),
      p_objective: form.objectiveId,
    });
    return { flash: overdueMovedFlash(context, url, answer) };
  },
});

/**
 * Every dashboard's overdue (one's own under "Assigned to me") to the day typed (its Move:
 * `intent`), or to a quick day (the button named after the intent, its value the day), as one
 * move with one Undo: /upcoming's "reschedule", /today's "reschedule-all".
 */
export function rescheduleEverywhereIntent(name: "reschedule" | "reschedule-all") {
  const schema = name === "reschedule" ? dayRescheduleSchema : rescheduleAllSchema;
  return intent(schema, {
    button: ["to"],
    field: "to",
    async run(form, { call, context, url }) {
      const answer = await call("move_overdue_everywhere", {
        p_time_zone: requestTimeZone(context),
        p_day: form.to,
        p_mine: whoQuery(url) === "me",
      });
      return { flash: overdueMovedFlash(context, url, answer, form.to) };
    },
  });
}

export async function todayAction(args: Route.ActionArgs) {
  return handleIntents(args, {
    add: addIntent,
    toggle: toggleIntent(args.context, TODAY_BUTTONS.toggle),
    "move-today": moveTodayIntent,
    // A section's "Move all to today": what it lists, so under "Assigned to me" one's own only.
    "move-all": intent(moveAllSchema, {
      button: TODAY_BUTTONS["move-all"],
      async run(form, { call, context, url }) {
        const answer = await call("move_overdue_to_today", {
          p_dashboard: form.dashboardId,
          p_time_zone: requestTimeZone(context),
          p_assignee: whoQuery(url) === "me" ? (context.get(sessionContext).user?.id ?? null) : null,
        });
        return { flash: overdueMovedFlash(context, url, answer) };
      },
    }),
    // A section's "Reschedule": the same, to the day typed.
    reschedule: intent(rescheduleSchema, {
      button: TODAY_BUTTONS.reschedule,
      field: "to",
      async run(form, { call, context, url }) {
        const answer = await call("move_overdue_to_today", {
          p_dashboard: form.dashboardId,
          p_time_zone: requestTimeZone(context),
          p_day: form.to,
          p_assignee: whoQuery(url) === "me" ? (context.get(sessionContext).user?.id ?? null) : null,
        });
        return { flash: overdueMovedFlash(context, url, answer, form.to) };
      },
    }),
    // "Reschedule" above the sections: all of them, on every dashboard, as one move (/upcoming's).
    "reschedule-all": rescheduleEverywhereIntent("reschedule-all"),
    // The day view's: "1 objective moved back.", here again.
    "undo-move": undoMoveIntent,
  });
}
