import { DashboardDot } from "~/components/dashboard-dot";
import { Icon } from "~/components/icons";
import { href, Link, useFetcher } from "react-router";
import { FetcherMarker } from "~/components/fetcher-marker";
import type { Notification } from "~/lib/data-api";
import { formatTime } from "~/lib/dates";
import { FETCHER_FIELD } from "~/lib/forms";
import { useTranslation } from "~/lib/use-translation";
import { ActivityIcon, ActivitySentence } from "../dashboards/$dashboardId/components/activity-item";

/**
 * One notification: what happened (as the dashboard's activity tells it), on which dashboard,
 * why it reached the reader, and when; unread ones are marked and can be marked read. With
 * JavaScript the mark goes by a fetcher and the row turns read at once, and following one of
 * its links marks it read on the way (the fetcher outlives the page).
 */
export function NotificationItem({
  notification: n,
  timeZone,
  year,
}: {
  notification: Notification;
  timeZone: string;
  year: number;
}) {
  const { t, i18n } = useTranslation(["board", "planner"]);
  const fetcher = useFetcher();
  const read = n.read || fetcher.formData?.get("intent") === "read";
  const label = `notification-${n.id}`;
  // Assigned to the reader (on adding, or later) or taken off them: "… assigned you …"; their
  // own role changed: "… made you view-only".
  const you = (n.why === "assigned" && ["added", "assigned", "unassigned"].includes(n.entry.kind)) || n.why === "role";
  const readOnOpen = (event: React.MouseEvent) => {
    if (read || !(event.target instanceof Element) || !event.target.closest("a[href]")) return;
    void fetcher.submit(
      { intent: "read", id: String(n.id), [FETCHER_FIELD]: "1" },
      { method: "post", action: href("/notifications") },
    );
  };
  return (
    <li
      aria-labelledby={label}
      onClickCapture={readOnOpen}
      className={`flex items-start gap-3 rounded-lg px-2 py-2.5 ${read ? "" : "bg-primary-50/70 dark:bg-primary-950/40"}`}
    >
      <ActivityIcon kind={n.entry.kind} />
      <div className="min-w-0 flex-1">
        <p id={label} className="text-sm break-words">
          {read ? null : <span className="sr-only">{t("notifications.unread")} </span>}
          <ActivitySentence entry={n.entry} dashboardId={n.dashboard.id} year={year} you={you} />
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-1.5 text-xs text-neutral-600 dark:text-neutral-400">
          <Link
            to={href("/dashboards/:dashboardId", { dashboardId: n.dashboard.id })}
            className="inline-flex items-center gap-1.5 hover:underline"
          >
            {n.dashboard.color ? <DashboardDot color={n.dashboard.color} className="size-2" /> : null}
            {n.dashboard.name}
          </Link>
          <span aria-hidden>·</span>
          <span>{t(`notifications.why.${n.why}`)}</span>
          <span aria-hidden>·</span>
          <time dateTime={n.entry.at} className="tabular-nums">
            {formatTime(new Date(n.entry.at), i18n.language, timeZone)}
          </time>
        </p>
      </div>
      {read ? null : (
        <fetcher.Form method="post" className="flex shrink-0 items-center gap-2">
          <FetcherMarker />
          <input type="hidden" name="intent" value="read" />
          <input type="hidden" name="id" value={n.id} />
          <span aria-hidden className="size-2 rounded-full bg-primary-600 dark:bg-primary-400" />
          <button
            type="submit"
            className="rounded-full p-1 text-neutral-500 hover:bg-neutral-200 hover:text-neutral-900 dark:text-neutral-400 dark:hover:bg-neutral-800 dark:hover:text-white"
            aria-label={t("notifications.markRead")}
            aria-describedby={label}
            data-tooltip={t("notifications.markRead")}
          >
            <Icon name="check" className="size-4" />
          </button>
        </fetcher.Form>
      )}
    </li>
  );
}
