import { useTranslation } from "~/lib/use-translation";
import { href } from "react-router";
import { swatchClass } from "~/lib/marker-colors";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/calendar";
import { DashboardHeader } from "./components/dashboard-header";
import { MarkerFilter } from "./components/marker-filter";
import { MonthGrid, monthWords, shiftMonth } from "./components/month-grid";
import { PeriodHeader } from "./components/period-header";
import { useCalendarMoves } from "./components/use-calendar-moves";
import { calendarAction, calendarLoader } from "./calendar.server";
import { readOnly } from "./read-only";

export const loader = (args: Route.LoaderArgs) => calendarLoader(args);
export const action = (args: Route.ActionArgs) => calendarAction(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/**
 * /dashboards/{id}/calendar: a month grid of objectives; each day links to its day view, each
 * objective's title to its page. Under a day's objectives, what is due that day (decision 072).
 */
export default function Calendar({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("planner");
  const { dashboard, month, from, today, days: cells, due, markers, people, filter, members, who, notice } = loaderData;
  // With JavaScript, an objective dragged to another day moves there (not on a read-only dashboard).
  const moves = useCalendarMoves(cells, !readOnly(dashboard));
  const monthTitle = monthWords(month, i18n.language);
  const query = (extra: Record<string, string>) => {
    const params = new URLSearchParams(extra);
    for (const id of filter) params.append("marker", id);
    return `?${params}`;
  };
  const dayLink = (day: string) =>
    `${href("/dashboards/:dashboardId", { dashboardId: dashboard.id })}${query({ day })}`;
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader dashboard={dashboard} notice={notice} />
      <PeriodHeader
        title={monthTitle}
        navLabel={t("calendar.months")}
        previous={{ to: query({ month: shiftMonth(month, -1) }), label: t("calendar.previous") }}
        current={{ to: query({ month: today.slice(0, 7) }), label: t("calendar.thisMonth") }}
        next={{ to: query({ month: shiftMonth(month, 1) }), label: t("calendar.next") }}
      />
      <MarkerFilter markers={markers} filter={filter} keep={{ month: month.slice(0, 7) }} members={members} who={who} />
      <MonthGrid
        from={from}
        month={month}
        today={today}
        title={monthTitle}
        moves={moves}
        dayLink={dayLink}
        swatches={(o) =>
          markers.filter((m) => o.markers.includes(m.id)).map((m) => ({ key: m.id, className: swatchClass(m.color) }))
        }
        objectiveHref={(o) =>
          href("/dashboards/:dashboardId/objectives/:objectiveId", { dashboardId: dashboard.id, objectiveId: o.id })
        }
        due={due}
        people={people}
      />
    </div>
  );
}
