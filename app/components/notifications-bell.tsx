import { Icon } from "~/components/icons";
import { useEffect } from "react";
import { href, Link, useFetchers, useLocation, useMatches } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { useOptionalUser } from "~/lib/use-root-data";
import { useTranslation } from "~/lib/use-translation";

/**
 * The last count a page carried, kept in the browser for the pages that carry none (a
 * dashboard's shared link, an error page), so the bell keeps the count it had. Never on the
 * server, so a page loaded as a document renders the same on both sides.
 */
let lastKnown: { user: string; count: number } | null = null;

/**
 * The unread count on this page, if its data carries it: /dashboards, /today, /upcoming and
 * /notifications do, in their one call (decision 052), and a dashboard's pages in their
 * dashboard object (decision 058); else, with JavaScript, the last one known. While a "mark
 * as read" is on its way, the count it will leave.
 */
function useUnread(): number | null {
  const matches = useMatches();
  const fetchers = useFetchers();
  const hydrated = useHydrated();
  let unread: number | null = null;
  for (const match of matches) {
    const data = match.loaderData as
      { notifications_unread?: unknown; dashboard?: { notifications_unread?: unknown } } | undefined;
    const count = data?.notifications_unread ?? data?.dashboard?.notifications_unread;
    if (typeof count === "number") unread = count;
  }
  // Whose it is: another person signing in on this tab starts without it.
  const user = useOptionalUser()?.id ?? "";
  const fresh = unread;
  useEffect(() => {
    if (fresh !== null) lastKnown = { user, count: fresh };
  }, [fresh, user]);
  if (unread === null && hydrated && lastKnown?.user === user) unread = lastKnown.count;
  if (unread === null) return null;
  for (const { formData, formAction } of fetchers) {
    if (formAction?.split("?")[0] !== href("/notifications")) continue;
    const intent = formData?.get("intent");
    if (intent === "read-all") return 0;
    if (intent === "read") unread = Math.max(0, unread - 1);
  }
  return unread;
}

/** The header's bell: a link to /notifications, with the unread count where the page knows it. */
export function NotificationsBell() {
  const { t } = useTranslation();
  const unread = useUnread();
  const { pathname } = useLocation();
  return (
    <Link
      to={href("/notifications")}
      aria-label={unread ? t("nav.notificationsUnread", { count: unread }) : t("nav.notifications")}
      aria-current={pathname === "/notifications" ? "page" : undefined}
      data-tooltip={t("nav.notifications")}
      className="bell"
    >
      <Icon name="bell" className="size-5" />
      {unread ? <span aria-hidden>{unread > 99 ? "99+" : unread}</span> : null}
    </Link>
  );
}
