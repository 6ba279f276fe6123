import { href, Link } from "react-router";
import { Icon } from "~/components/icons";
import type { UpcomingPage } from "~/lib/data-api";
import { useTranslation } from "~/lib/use-translation";

/**
 * What is due on a day of /upcoming (decision 072): each open objective whose deadline it is,
 * planned on another day, linking to its page, with its dashboard's name.
 */
export function DueList({ due, dashboards }: { due: UpcomingPage["deadlines"]; dashboards: Record<string, string> }) {
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
          <span className="shrink-0 truncate rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-medium text-neutral-700 max-sm:max-w-24 dark:bg-neutral-800 dark:text-neutral-200">
            {dashboards[o.dashboard]}
          </span>
        </li>
      ))}
    </ul>
  );
}
