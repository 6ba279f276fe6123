import { handleIntents, intent } from "~/lib/actions.server";
import { loadPage, ownDay, ownTimeZone } from "~/lib/api.server";
import { getInstance } from "~/lib/i18n.server";
import { watchToday } from "~/lib/live.server";
import { sessionContext } from "~/lib/session.server";
import { beforeQuery, pageWithNotice } from "../dashboards/$dashboardId/page-query.server";
import type { Route } from "./+types/notifications";
import { readAllSchema, readOneSchema } from "./schemas";

/** ?show=unread: the unread ones only. */
const unreadOnly = (url: URL) => url.searchParams.get("show") === "unread";

/**
 * One call: a page of 50 notifications, newest first, older ones by `?before=` (decision 052);
 * the page follows the caller's dashboards live, as /today does.
 */
export async function notificationsLoader({ url, context }: Route.LoaderArgs) {
  const before = beforeQuery(url, "board:notifications.query");
  const unread = unreadOnly(url);
  const page = await loadPage(context, "get_notifications_page", { p_before: before.value, p_unread: unread });
  // Live as /today is: a change on any of the caller's dashboards reloads the list.
  const user = context.get(sessionContext).user;
  if (user) watchToday(context, user.id, page.dashboards);
  const { dashboards: _followed, unread: count, ...shown } = page;
  return pageWithNotice(
    {
      ...shown,
      // Under the title, and the header's bell reads it by this name as on the home pages.
      notifications_unread: count,
      title: getInstance(context).t("board:notifications.title"),
      unreadOnly: unread,
      // Older pages link back to the newest.
      paged: before.value !== null,
      timeZone: ownTimeZone(context, page.time_zone),
      today: ownDay(context, page.time_zone),
    },
    before.notice,
  );
}

/** Marking read: all up to the newest shown, or one. Marking again changes nothing. */
export async function notificationsAction(args: Route.ActionArgs) {
  return handleIntents(args, {
    "read-all": intent(readAllSchema, {
      async run(form, { call }) {
        const { marked } = await call("mark_notifications_read", { p_upto: form.upto });
        return {
          flash: { kind: "success", message: "board:notifications.flash.read", values: { count: String(marked) } },
        };
      },
    }),
    read: intent(readOneSchema, {
      async run(form, { call }) {
        await call("mark_notifications_read", { p_id: form.id });
        return {};
      },
    }),
  });
}
