import { Icon } from "~/components/icons";
import { DashboardDot } from "~/components/dashboard-dot";
import { useTranslation } from "~/lib/use-translation";
import { href, Link, NavLink, useLocation } from "react-router";
import { useMessage } from "~/components/field";
import type { DashboardInfo } from "~/lib/data-api";
import type { FieldMessage } from "~/lib/forms";
import { DashboardSwitcher } from "./dashboard-switcher";
import { LiveStatus } from "./live-status";

export const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex items-center rounded-md px-3 py-1.5 text-sm font-medium max-sm:px-2 ${
    isActive
      ? "bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-50"
      : "hover:bg-neutral-100 dark:hover:bg-neutral-800"
  }`;

/** The dashboard's name and its screens; `notice` says what in the link was not understood. */
export function DashboardHeader({ dashboard, notice }: { dashboard: DashboardInfo; notice?: FieldMessage | null }) {
  const { t } = useTranslation("planner");
  return (
    <>
      <header className="flex flex-col gap-3 border-b border-neutral-200 pb-4 sm:flex-row sm:items-end sm:justify-between dark:border-neutral-800">
        <div className="flex flex-col gap-1">
          <div className="relative flex min-w-0 items-center gap-1">
            <DashboardDot color={dashboard.color} className="mr-1 size-3" />
            <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words">{dashboard.name}</h1>
            <DashboardSwitcher current={dashboard.id} />
          </div>
          <LiveStatus />
        </div>
        <DashboardTabs dashboardId={dashboard.id} />
      </header>
      {dashboard.archived_at ? (
        <ArchivedNotice dashboard={dashboard} />
      ) : dashboard.role === "viewer" ? (
        // Only viewed (decision 066): why nothing here can be changed.
        <p role="status" className={NOTICE}>
          {t("viewer.notice")}
        </p>
      ) : null}
      {notice ? <QueryNotice notice={notice} /> : null}
    </>
  );
}

const NOTICE =
  "rounded-md border border-neutral-300 bg-neutral-100 px-3 py-2 text-sm text-neutral-800 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-200";

/** On each of an archived dashboard's pages (decision 059): why nothing here can change, and for its admin, the way back. */
function ArchivedNotice({ dashboard }: { dashboard: DashboardInfo }) {
  const { t } = useTranslation("planner");
  return (
    <p role="status" className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${NOTICE}`}>
      <span>{t("archived.notice")}</span>
      {dashboard.role === "admin" ? (
        <Link
          to={`${href("/dashboards/:dashboardId/settings", { dashboardId: dashboard.id })}#archive`}
          className="font-medium text-primary-700 underline-offset-2 hover:underline dark:text-primary-400"
        >
          {t("archived.unarchive")}
        </Link>
      ) : null}
    </p>
  );
}

/** What in the page's link was not understood (page-query.server.ts), and what is shown instead. */
export function QueryNotice({ notice }: { notice: FieldMessage }) {
  const text = useMessage();
  return (
    <p
      role="status"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      {text(notice)}
    </p>
  );
}

/** The tabs of one dashboard's screens; also shown by its error page. */
export function DashboardTabs({ dashboardId }: { dashboardId: string }) {
  const { t } = useTranslation("planner");
  const { pathname } = useLocation();
  const params = { dashboardId };
  const day = href("/dashboards/:dashboardId", params);
  // The day's own pages (choosing several, an objective and its steps) are in its section:
  // the tab is marked as the section ("true"), as the header's "Today" is on /upcoming.
  const inDay = pathname === `${day}/select` || pathname.startsWith(`${day}/objectives/`);
  return (
    <nav aria-label={t("tabs.label")} className="flex flex-wrap gap-1 max-sm:gap-0.5">
      <Link
        to={day}
        aria-current={pathname === day ? "page" : inDay ? "true" : undefined}
        className={tabClass({ isActive: pathname === day || inDay })}
      >
        {t("tabs.day")}
      </Link>
      <NavLink to={href("/dashboards/:dashboardId/notes", params)} className={tabClass}>
        {t("tabs.notes")}
      </NavLink>
      <NavLink to={href("/dashboards/:dashboardId/calendar", params)} className={tabClass}>
        {t("tabs.calendar")}
      </NavLink>
      <NavLink to={href("/dashboards/:dashboardId/filters", params)} className={tabClass}>
        {t("tabs.filters")}
      </NavLink>
      {/* On a phone, a clock, a magnifier and a gear: seven words do not fit one line in every language. */}
      <NavLink
        to={href("/dashboards/:dashboardId/activity", params)}
        className={(state) => `${tabClass(state)} gap-1.5`}
      >
        <Icon name="rotate-ccw-clock" className="size-4 sm:hidden" />
        <span className="max-sm:sr-only">{t("tabs.activity")}</span>
      </NavLink>
      <NavLink to={href("/dashboards/:dashboardId/search", params)} className={(state) => `${tabClass(state)} gap-1.5`}>
        <Icon name="search" className="size-4" />
        <span className="max-sm:sr-only">{t("tabs.search")}</span>
      </NavLink>
      <NavLink to={href("/dashboards/:dashboardId/settings", params)} className={tabClass}>
        <Icon name="settings" className="size-4 sm:hidden" />
        <span className="max-sm:sr-only">{t("tabs.settings")}</span>
      </NavLink>
    </nav>
  );
}
