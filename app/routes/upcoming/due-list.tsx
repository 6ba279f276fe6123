import { href, Link } from "react-router";
import { Icon } from "~/components/icons";
import type { UpcomingPage } from "~/lib/data-api";
import { useTranslation } from "~/lib/use-translation";
import { DashboardChip, type DashboardLabel } from "./dashboard-chip";

/**
 * What is due on a day of /upcoming (decision 072): each open objective whose deadline it is,
 * planned on another day, linking to its page, with its dashboard (a link to that day there).
 */
export function DueList({
  due,
  dashboards,
  mine,
}: {
  due: UpcomingPage["deadlines"];
  dashboards: Record<string, DashboardLabel>;
  /** "Assigned to me": the dashboards' links keep it. */
  mine: boolean;
}) {
  const { t } = useTranslation("planner");
  return (
    <ul aria-label={t("deadline.due")} className="flex flex-col gap-1 text-sm">
      {due.map((o) => (
        <li key={o.id} className="flex min-w-0 items-center gap-2 px-1">
          <Icon name="target" className="size-3.5 shrink-0 text-orange-600 dark:text-orange-400" />
          <Link
            to={href("/dashboards/:dashboardId/objectives/:objectiveId", {
              dashboardId: o.dashboard,
              objectiveId: o.id,
            })}
            className="min-w-0 truncate hover:underline"
          >
            {t("deadline.calendar", { title: o.title })}
          </Link>
          <DashboardChip dashboard={o.dashboard} label={dashboards[o.dashboard]} day={o.day} mine={mine} />
        </li>
      ))}
    </ul>
  );
}
