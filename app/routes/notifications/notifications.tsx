import { Icon } from "~/components/icons";
import { href, Link, useFetcher } from "react-router";
import { FetcherMarker } from "~/components/fetcher-marker";
import { TODAY_LIVE_PATH } from "~/lib/live";
import { revalidateAfterFetchers } from "~/lib/revalidate";
import { LiveContext, useLive } from "~/lib/use-live";
import { byDayIn } from "~/lib/dates";
import { dayLabel } from "~/lib/day-label";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/lib/use-translation";
import type { Route } from "./+types/notifications";
import { QueryNotice } from "../dashboards/$dashboardId/components/dashboard-header";
import { LiveStatus } from "../dashboards/$dashboardId/components/live-status";
import { NotificationItem } from "./notification-item";
import { notificationsAction, notificationsLoader } from "./notifications.server";

export const loader = (args: Route.LoaderArgs) => notificationsLoader(args);
export const action = (args: Route.ActionArgs) => notificationsAction(args);
export const shouldRevalidate = revalidateAfterFetchers;
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/**
 * /notifications: what concerns me on every dashboard, newest first (decision 052): an
 * objective assigned to me or taken off me, comments that mention me or are on what I
 * follow, changes to my objectives, members joining my dashboards. All or only the unread;
 * mark one or all read.
 */
export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["board", "planner"]);
  // A new one shows while the page is open (the person's live connection, as on /today).
  const live = useLive(TODAY_LIVE_PATH);
  const { notifications, more, notifications_unread: unread, unreadOnly, paged, timeZone, today, notice } = loaderData;
  const readAll = useFetcher();
  const allRead = readAll.formData !== undefined;
  const shown = unreadOnly && allRead ? [] : notifications;
  // All of them, up to the newest: only from the first page, where the newest are.
  const markAll = !paged && !allRead && notifications.some((n) => !n.read);
  const last = notifications.at(-1);
  const query = (extra: Record<string, string>) =>
    `?${new URLSearchParams({ ...(unreadOnly ? { show: "unread" } : {}), ...extra })}`;
  const label = (day: string) => dayLabel(day, today, t, i18n.language);
  const tab = (selected: boolean) =>
    `rounded-full px-3 py-1 ${selected ? "bg-neutral-900 text-white dark:bg-white dark:text-neutral-900" : "hover:bg-neutral-100 dark:hover:bg-neutral-800"}`;
  return (
    <LiveContext value={live}>
      <section aria-labelledby="notifications-title" className="mx-auto flex max-w-2xl flex-col gap-4">
        <header className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 id="notifications-title" className="text-2xl font-semibold tracking-tight">
              {t("notifications.title")}
            </h1>
            <p className="text-sm text-neutral-600 dark:text-neutral-400" aria-live="polite">
              {unread && !allRead ? t("notifications.count", { count: unread }) : t("notifications.none")}
            </p>
            <div className="mt-1">
              <LiveStatus />
            </div>
          </div>
          {markAll ? (
            <readAll.Form method="post">
              <FetcherMarker />
              <input type="hidden" name="intent" value="read-all" />
              {/* The newest shown: what arrives after the page was read stays new. */}
              <input type="hidden" name="upto" value={notifications[0]!.id} />
              <button type="submit" className="btn-secondary">
                {t("notifications.markAllRead")}
              </button>
            </readAll.Form>
          ) : null}
        </header>
        {notice ? <QueryNotice notice={notice} /> : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <nav aria-label={t("notifications.show")} className="flex gap-1 text-sm">
            <Link
              to={href("/notifications")}
              className={tab(!unreadOnly)}
              aria-current={unreadOnly ? undefined : "page"}
            >
              {t("notifications.all")}
            </Link>
            <Link
              to={`${href("/notifications")}?show=unread`}
              className={tab(unreadOnly)}
              aria-current={unreadOnly ? "page" : undefined}
            >
              {t("notifications.onlyUnread")}
            </Link>
          </nav>
          <Link
            to={`${href("/settings")}#notifications`}
            className="inline-flex items-center gap-1.5 text-sm text-neutral-600 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-neutral-100"
          >
            <Icon name="settings" className="size-4" />
            {t("notifications.settings")}
          </Link>
        </div>
        {shown.length ? (
          byDayIn(timeZone, shown, (n) => n.entry.at).map(({ day, items: those }) => (
            <section key={day} aria-labelledby={`day-${day}`}>
              <h2
                id={`day-${day}`}
                className="border-b border-neutral-200 pb-1 text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:border-neutral-800 dark:text-neutral-400"
              >
                {label(day)}
              </h2>
              <ol className="mt-1 flex flex-col gap-0.5">
                {those.map((n) => (
                  <NotificationItem
                    key={n.id}
                    notification={allRead ? { ...n, read: true } : n}
                    timeZone={timeZone}
                    year={Number(today.slice(0, 4))}
                  />
                ))}
              </ol>
            </section>
          ))
        ) : (
          <div className="rounded-lg border border-dashed border-neutral-300 px-6 py-10 text-center dark:border-neutral-700">
            <p className="font-medium">
              {t(paged ? "notifications.noOlder" : unreadOnly ? "notifications.emptyUnread" : "notifications.empty")}
            </p>
            {paged ? null : (
              <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{t("notifications.emptyText")}</p>
            )}
          </div>
        )}
        {paged || (more && last) ? (
          <nav aria-label={t("notifications.pages")} className="flex gap-4 text-sm">
            {paged ? (
              <Link to={unreadOnly ? query({}) : href("/notifications")} className="link">
                {t("activity.newest")}
              </Link>
            ) : null}
            {more && last ? (
              <Link to={query({ before: String(last.id) })} className="link">
                {t("activity.older")}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </LiveContext>
  );
}
