import { Icon } from "~/components/icons";
import { Form, href, Link } from "react-router";
import { DashboardDot } from "~/components/dashboard-dot";
import { formatDayOf } from "~/lib/dates";
import type { DashboardSummary } from "~/lib/data-api";
import { useTranslation } from "~/lib/use-translation";

/**
 * Archived dashboards (decision 059), after those in use and folded away: a plain
 * <details>, so it opens with or without JavaScript. Each row opens the dashboard to read;
 * its admin may bring it back from here (within the plan's limit, said at the page's top).
 */
export function ArchivedList({ dashboards, timeZone }: { dashboards: DashboardSummary[]; timeZone: string }) {
  const { t, i18n } = useTranslation("dashboards");
  if (dashboards.length === 0) return null;
  return (
    <details className="group/archived rounded-xl border border-neutral-200 dark:border-neutral-800">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-5 py-3 text-sm font-medium text-neutral-700 hover:bg-neutral-50 dark:text-neutral-300 dark:hover:bg-neutral-900 [&::-webkit-details-marker]:hidden">
        <Icon name="chevron-right" className="size-4 transition group-open/archived:rotate-90" />
        <Icon name="archive" className="size-4" />
        {t("archived.title", { n: dashboards.length })}
      </summary>
      <ul className="divide-y divide-neutral-200 border-t border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
        {dashboards.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-5 py-3">
            <Link
              to={href("/dashboards/:dashboardId", { dashboardId: d.id })}
              className="inline-flex items-center gap-2 font-medium text-neutral-900 hover:underline dark:text-neutral-100"
            >
              <DashboardDot color={d.color} />
              {d.name}
            </Link>
            <span className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-neutral-600 dark:text-neutral-300">
              <span className="whitespace-nowrap">
                {t("archived.on", {
                  day: formatDayOf(d.archived_at!, i18n.language, timeZone),
                })}
              </span>
              <span className="inline-flex items-center gap-1 whitespace-nowrap">
                <Icon name="users" className="size-4" />
                {t("card.members", { count: d.members })}
              </span>
              {d.role === "admin" ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="unarchive" />
                  <input type="hidden" name="dashboardId" value={d.id} />
                  <button
                    type="submit"
                    className="btn-secondary px-2.5 py-1 text-sm"
                    aria-label={t("archived.unarchiveLabel", { name: d.name })}
                  >
                    <Icon name="archive-arrow-up" className="size-4" />
                    {t("archived.unarchive")}
                  </button>
                </Form>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
