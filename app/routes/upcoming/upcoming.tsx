import { refusal } from "~/lib/forms";
import { href, Link, useSearchParams } from "react-router";
import { revalidateAfterFetchers } from "~/lib/revalidate";
import { addDays, formatDayRange } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/lib/use-translation";
import { QueryNotice } from "../dashboards/$dashboardId/components/dashboard-header";
import { AcrossPage } from "../today/across-page";
import type { Route } from "./+types/upcoming";
import { OpenStepsProvider } from "../dashboards/$dashboardId/components/row-steps";
import { UpcomingDays } from "./upcoming-days";
import { upcomingAction, upcomingLoader } from "./upcoming.server";
import { addingOn, weekDays } from "./week-days";
import { LayoutSwitch } from "~/components/layout-switch";
import { WeekPicker } from "./week-picker";
import { UpcomingMonth } from "./upcoming-month";
import { HoursGrid } from "./hours-grid";
import { openedFromQuery } from "~/lib/opened-from";
import { PeriodHeader } from "../dashboards/$dashboardId/components/period-header";
import { monthWords, shiftMonth } from "../dashboards/$dashboardId/components/month-grid";

export const loader = (args: Route.LoaderArgs) => upcomingLoader(args);
export const shouldRevalidate = revalidateAfterFetchers;
export const action = (args: Route.ActionArgs) => upcomingAction(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/**
 * /upcoming: the next seven days on every dashboard, a list a day, each objective naming its
 * dashboard, with the days repeating ones come back on; quick add (a dashboard chosen beside
 * the line, the first day shown unless it names one), or under a day by its "Add objective"
 * (?add=, a view link: the line goes on that day); done and not done with Undo; seven days
 * more or fewer by link (?from=). Live as /today is. As a month (decision 089), every
 * dashboard's objectives in its grid, months before and after by link (?month=).
 */
export default function Upcoming({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("planner");
  const { today, from, to, days, dashboards, markers, people, mine, previous, next, notice } = loaderData;
  const [search] = useSearchParams();
  const adding = addingOn(search, from, to);
  // The overdue list's "Reschedule" refused: shown under its field.
  const failure = refusal(actionData);
  const refused =
    failure?.values.intent === "reschedule" ? { errors: failure.errors.to, to: failure.values.to } : undefined;
  const page = (day: string) =>
    `${href("/upcoming")}?${new URLSearchParams({ from: day, ...(mine ? { marker: "me" } : {}) })}`;
  // As a month: its first day (a line without a date goes on today, or on a later month's first).
  const month = loaderData.layout === "month" ? loaderData.month : null;
  // As a week of hours (decision 096): quick add above it, as on a month.
  const asWeek = loaderData.layout === "week";
  const monthPage = (to: string) => `?${new URLSearchParams({ month: to, ...(mine ? { marker: "me" } : {}) })}`;
  return (
    <AcrossPage
      path={href("/upcoming")}
      title={t("across:upcoming.title")}
      // The days shown (a month's grid: the month's name heads it).
      subtitle={formatDayRange(from, to, i18n.language)}
      shortcuts={month ? "month" : asWeek ? "week" : "upcoming"}
      page={loaderData}
      actionData={actionData}
      // A line without a date goes on the first day shown, or on the day it is added under; on
      // a month, on today (a later month's first day).
      day={month ? (month > today ? month : today) : (adding ?? from)}
      inline={!month && !asWeek && adding !== undefined}
      wide={month !== null || asWeek || loaderData.layout === "board"}
      keep={month ? { month: month.slice(0, 7) } : previous ? { from } : {}}
      top={
        <>
          {notice ? <QueryNotice notice={notice} /> : null}
          <div className="flex flex-wrap items-center justify-between gap-2">
            {month ? null : (
              <nav aria-label={t("across:upcoming.weeks")} className="flex flex-wrap gap-2">
                {previous ? (
                  <Link to={page(previous)} className="btn-secondary" data-day-link="previous" preventScrollReset>
                    {t("upcoming.previous")}
                  </Link>
                ) : null}
                <Link to={page(next)} className="btn-secondary" data-day-link="next" preventScrollReset>
                  {t("upcoming.next")}
                </Link>
                {/* Seven days from any day (the past is /today's and the days'). */}
                <WeekPicker from={from} mine={mine} min={addDays(today, 1)} />
              </nav>
            )}
            <LayoutSwitch
              action={href("/upcoming/layout")}
              label={t("across:upcoming.layout")}
              layout={loaderData.layout}
              options={[
                { value: "list", label: t("across:upcoming.list"), glyph: "rows-3" },
                { value: "board", label: t("across:upcoming.board"), glyph: "columns-3" },
                { value: "week", label: t("across:upcoming.week"), glyph: "calendar-clock" },
                { value: "month", label: t("across:upcoming.month"), glyph: "calendar-days" },
              ]}
            />
          </div>
          {month ? (
            <PeriodHeader
              title={monthWords(month, i18n.language)}
              navLabel={t("calendar.months")}
              previous={{ to: monthPage(shiftMonth(month, -1)), label: t("calendar.previous") }}
              current={{ to: monthPage(today.slice(0, 7)), label: t("calendar.thisMonth") }}
              next={{ to: monthPage(shiftMonth(month, 1)), label: t("calendar.next") }}
            />
          ) : null}
        </>
      }
      // Every day is listed, to add to, once there is a dashboard to add to.
      empty={
        loaderData.every_dashboard.length === 0
          ? {
              title: mine && !month ? t("across:upcoming.emptyMine") : t("across:upcoming.empty"),
              text: t("across:upcoming.emptyText"),
            }
          : null
      }
    >
      {month ? (
        <UpcomingMonth
          month={month}
          from={from}
          today={today}
          days={days}
          due={loaderData.due}
          dashboards={dashboards}
          people={people}
          mine={mine}
        />
      ) : asWeek ? (
        <HoursGrid
          today={today}
          days={weekDays(from, to, days)}
          due={loaderData.due}
          dashboards={dashboards}
          people={people}
          // An objective's page comes back to this week.
          back={openedFromQuery("upcoming", mine, previous ? from : undefined)}
          moreHref={(day) => `${page(day)}&layout=list`}
        />
      ) : (
        (quickAdd) => (
          <OpenStepsProvider>
            {/* Not over an overdue list: it is planned, if late. */}
            {days.length === 0 && loaderData.overdue.length === 0 ? (
              <p className="text-sm text-neutral-600 dark:text-neutral-300">
                {mine ? t("across:upcoming.emptyMine") : t("across:upcoming.empty")}
              </p>
            ) : null}
            <UpcomingDays
              today={today}
              days={weekDays(from, to, days)}
              overdue={{ objectives: loaderData.overdue, count: loaderData.overdue_count }}
              due={loaderData.due}
              adding={adding}
              quickAdd={quickAdd}
              dashboards={dashboards}
              markers={markers}
              people={people}
              reminders={loaderData.reminders}
              mine={mine}
              withOthers={new Set(loaderData.shared)}
              copyRequestId={loaderData.copyRequestId}
              week={previous ? from : undefined}
              board={loaderData.layout === "board"}
              refused={refused}
            />
          </OpenStepsProvider>
        )
      )}
    </AcrossPage>
  );
}
