import { plainText } from "~/lib/rich-text";
import { Form, href, Link } from "react-router";
import { markedText } from "~/components/rich-text";
import type { TodayPage } from "~/lib/data-api";
import { formatDayInText } from "~/lib/dates";
import { openedFromQuery } from "~/lib/opened-from";
import { useTranslation } from "~/lib/use-translation";
import { DeadlineBadge } from "../dashboards/$dashboardId/components/deadline-badge";
import { DashboardChip } from "../upcoming/dashboard-chip";

/**
 * /today's "Deadlines" (decision 072): open objectives planned for a later day whose
 * deadline is today or has passed, which its sections (today's and overdue) would not show.
 * Each names its deadline, its dashboard (a link to the day it is planned on) and that day,
 * and "Today" moves it here: its dashboard's day does it and answers with /today again,
 * with Undo. Past the first few, search's "deadline" lists every one.
 */
export function DueToday({
  due,
  count,
  today,
  mine,
}: {
  due: TodayPage["due"];
  count: number;
  today: string;
  /** "Assigned to me": the links and the move come back to it. */
  mine: boolean;
}) {
  const { t, i18n } = useTranslation(["across", "planner"]);
  const back = openedFromQuery("today", mine);
  const thisYear = Number(today.slice(0, 4));
  const more = count - due.length;
  return (
    <section aria-labelledby="due-title" className="due-today">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id="due-title" className="text-sm font-semibold">
          {t("today.dueHeading")}
        </h2>
        <p className="text-xs text-neutral-600 dark:text-neutral-300">{t("today.dueHint")}</p>
      </div>
      <ul className="flex flex-col divide-y divide-orange-200/70 dark:divide-orange-900/50">
        {due.map((o) => (
          // On a phone the title keeps its line; the dashboard and "Today" go under it.
          <li key={o.id} className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 py-1.5 text-sm">
            <DeadlineBadge deadline={o.deadline} today={today} done={false} />
            <Link
              to={
                href("/dashboards/:dashboardId/objectives/:objectiveId", {
                  dashboardId: o.dashboard,
                  objectiveId: o.id,
                }) + back
              }
              className="min-w-0 flex-1 basis-44 truncate font-medium hover:underline"
            >
              {markedText(o.title)}
            </Link>
            <span className="shrink-0 text-xs text-neutral-600 max-sm:hidden dark:text-neutral-300">
              {t("today.planned", { day: formatDayInText(o.day, i18n.language, thisYear) })}
            </span>
            <span className="ml-auto flex items-center gap-2">
              <DashboardChip dashboard={o.dashboard} label={o} day={o.day} mine={mine} />
              <Form method="post" action={href("/dashboards/:dashboardId", { dashboardId: o.dashboard }) + back}>
                <button
                  type="submit"
                  name="postpone"
                  value={`${o.id} ${today}`}
                  className="btn-secondary px-2.5 py-1 text-xs"
                  aria-label={t("today.doToday", { title: plainText(o.title) })}
                >
                  {t("planner:today.title")}
                </button>
              </Form>
            </span>
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <Link
          to={`${href("/search")}?${new URLSearchParams({ q: t("today.dueQuery") })}`}
          className="link self-start text-sm"
        >
          {t("today.dueMore", { count: more })}
        </Link>
      ) : null}
    </section>
  );
}
