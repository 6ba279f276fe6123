import { Icon } from "~/components/icons";
import { DashboardDot } from "~/components/dashboard-dot";
import { markedText } from "~/components/rich-text";
import { href, Link } from "react-router";
import type { Completed } from "~/lib/data-api";
import { dayLabel } from "~/lib/day-label";
import { useTranslation } from "~/lib/use-translation";

/**
 * What I completed over the last 7 days, by day, newest first: each by its title (a link to
 * its page while it is on the same dashboard) with its dashboard; a change of several at once
 * as their count.
 */
export function CompletedList({ completed, today }: { completed: Completed[]; today: string }) {
  const { t, i18n } = useTranslation("board");
  const days = [...new Set(completed.map((c) => c.day))];
  return (
    <section aria-labelledby="completed" className="card flex flex-col gap-4 p-5">
      <h2 id="completed" className="text-lg font-semibold">
        {t("productivity.completed")}
      </h2>
      {days.length ? (
        days.map((day) => (
          <div key={day} className="flex flex-col gap-1">
            <h3 id={`completed-${day}`} className="text-sm font-medium text-neutral-600 dark:text-neutral-400">
              {dayLabel(day, today, t, i18n.language)}
            </h3>
            <ul
              aria-labelledby={`completed-${day}`}
              className="flex flex-col divide-y divide-neutral-100 dark:divide-neutral-800"
            >
              {completed
                .filter((c) => c.day === day)
                .map((c, i) => (
                  <li key={i} className="flex items-center gap-2 py-1.5 text-sm">
                    <Icon name="check" className="size-4 shrink-0 text-primary-600 dark:text-primary-400" />
                    {c.title === null ? (
                      <span className="min-w-0 flex-1">{t("productivity.completedMany", { count: c.count })}</span>
                    ) : c.objective_id ? (
                      <Link
                        to={href("/dashboards/:dashboardId/objectives/:objectiveId", {
                          dashboardId: c.dashboard.id,
                          objectiveId: c.objective_id,
                        })}
                        className="min-w-0 flex-1 truncate hover:underline"
                      >
                        {markedText(c.title)}
                      </Link>
                    ) : (
                      <span className="min-w-0 flex-1 truncate">{markedText(c.title)}</span>
                    )}
                    <Link
                      to={href("/dashboards/:dashboardId", { dashboardId: c.dashboard.id })}
                      className="inline-flex max-w-[40%] shrink-0 items-center gap-1.5 rounded-full bg-neutral-100 px-2 py-0.5 text-xs text-neutral-700 hover:underline dark:bg-neutral-800 dark:text-neutral-300"
                    >
                      <DashboardDot color={c.dashboard.color} className="size-2" />
                      <span className="truncate">{c.dashboard.name}</span>
                    </Link>
                  </li>
                ))}
            </ul>
          </div>
        ))
      ) : (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t("productivity.completedNone")}</p>
      )}
    </section>
  );
}
