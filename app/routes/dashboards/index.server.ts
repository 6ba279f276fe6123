import { handleIntents, intent } from "~/lib/actions.server";
import { loadPage, ownTimeZone, requestTimeZone } from "~/lib/api.server";
import { getInstance } from "~/lib/i18n.server";
import { sessionContext } from "~/lib/session.server";
import { keepThemeCookie } from "~/lib/theme.server";
import { respondIntents } from "../invitations/respond.server";
import type { Route } from "./+types/index";
import { createDashboardSchema, favoriteSchema, moveDashboardSchema, unarchiveSchema } from "./schemas";

export async function dashboardsLoader({ context, request, url }: Route.LoaderArgs) {
  const page = await loadPage(context, "get_dashboards_page", { p_time_zone: requestTimeZone(context) });
  const { user } = context.get(sessionContext);
  // Where people land after signing in: a new device takes the theme saved to the profile.
  keepThemeCookie(context, request, url, page.appearance);
  return {
    appearance: page.appearance,
    title: getInstance(context).t("dashboards:title"),
    name: user?.name ?? "",
    dashboards: page.dashboards,
    invitations: page.invitations,
    notifications_unread: page.notifications_unread,
    saved_searches: page.saved_searches,
    // The reader's zone: the day each archived dashboard was put away on.
    timeZone: ownTimeZone(context, page.time_zone),
    // A fresh key per render: a double submit of this form creates one dashboard.
    requestId: crypto.randomUUID(),
  };
}

export async function dashboardsAction(args: Route.ActionArgs) {
  return handleIntents(args, {
    create: intent(createDashboardSchema, {
      field: "name",
      async run(form, { call }) {
        const { id } = await call("create_dashboard", { p_name: form.name, p_request_id: form.requestId });
        return { flash: { kind: "success", message: "dashboards:flash.created" }, to: `/dashboards/${id}` };
      },
    }),
    favorite: intent(favoriteSchema, {
      async run(form, { call }) {
        const { favorite } = await call("set_dashboard_favorite", {
          p_dashboard: form.dashboardId,
          p_favorite: form.favorite === "true",
        });
        return {
          flash: { kind: "success", message: favorite ? "dashboards:flash.favorite" : "dashboards:flash.unfavorite" },
        };
      },
    }),
    // Back to the arranging page itself: no message, the cards' order says it.
    move: intent(moveDashboardSchema, {
      async run(form, { call }) {
        await call("move_dashboard", { p_dashboard: form.dashboardId, p_index: form.index });
        return {};
      },
    }),
    unarchive: intent(unarchiveSchema, {
      async run(form, { call }) {
        await call("set_dashboard_archived", { p_dashboard: form.dashboardId, p_archived: false });
        return { flash: { kind: "success", message: "flashes:unarchived" } };
      },
    }),
    ...respondIntents,
  });
}
