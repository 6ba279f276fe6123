import { plainText } from "~/lib/rich-text";
import { href, Link } from "react-router";
import { byDayIn } from "~/lib/dates";
import { dayLabel } from "~/lib/day-label";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/lib/use-translation";
import type { Route } from "./+types/activity";
import { activityLoader } from "./activity.server";
import { ActivityFilter } from "./components/activity-filter";
import { ActivityItem } from "./components/activity-item";
import { DashboardHeader } from "./components/dashboard-header";

export const loader = (args: Route.LoaderArgs) => activityLoader(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** /dashboards/{id}/activity: what happened on the dashboard, and who did it (decision 046). */
export default function Activity({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["board", "planner"]);
  const { dashboard, entries, more, hidden, days_kept, members, objective, filter, timeZone, today, paged, notice } =
    loaderData;
  const filtered = Object.keys(filter).length > 0;
  // The page's links keep the filters.
  const link = (extra: Record<string, string> = {}) => {
    const query = new URLSearchParams({ ...filter, ...extra }).toString();
    return query ? `?${query}` : ".";
  };
  const label = (day: string) => dayLabel(day, today, t, i18n.language);
  const last = entries.at(-1);
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader dashboard={dashboard} notice={notice} />
      <section aria-labelledby="activity-title" className="flex max-w-2xl flex-col gap-4">
        <h2 id="activity-title" className="text-lg font-semibold">
          {t("activity.title")}
        </h2>
        {objective ? (
          <p className="text-sm font-medium">{t("activity.history", { title: plainText(objective) })}</p>
        ) : null}
        <ActivityFilter members={members} filter={filter} />
        {entries.length ? (
          byDayIn(timeZone, entries, (e) => e.at).map(({ day, items: those }) => (
            <section key={day} aria-labelledby={`day-${day}`}>
              <h3
                id={`day-${day}`}
                className="border-b border-neutral-200 pb-1 text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:border-neutral-800 dark:text-neutral-400"
              >
                {label(day)}
              </h3>
              <ol>
                {those.map((entry) => (
                  <ActivityItem
                    key={entry.id}
                    entry={entry}
                    dashboardId={dashboard.id}
                    timeZone={timeZone}
                    year={Number(today.slice(0, 4))}
                  />
                ))}
              </ol>
            </section>
          ))
        ) : (
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            {t(paged ? "activity.noOlder" : filtered ? "activity.filter.none" : "activity.empty")}
          </p>
        )}
        {hidden && days_kept ? (
          <p className="rounded-md border border-neutral-200 bg-neutral-50 px-3 py-2 text-sm dark:border-neutral-800 dark:bg-neutral-900">
            {t("activity.hidden", { count: days_kept })}{" "}
            <Link to={href("/subscription/portal")} className="link">
              {t("activity.plans")}
            </Link>
          </p>
        ) : null}
        {paged || (more && last) ? (
          <nav aria-label={t("activity.pages")} className="flex gap-4 text-sm">
            {paged ? (
              <Link to={link()} className="link">
                {t("activity.newest")}
              </Link>
            ) : null}
            {more && last ? (
              <Link to={link({ before: String(last.id) })} className="link">
                {t("activity.older")}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
