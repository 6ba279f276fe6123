import { href } from "react-router";
import type { Objective, UpcomingPage } from "~/lib/data-api";
import { swatchClass } from "~/lib/marker-colors";
import { openedFromQuery } from "~/lib/opened-from";
import { useTranslation } from "~/lib/use-translation";
import { MonthGrid, monthWords } from "../dashboards/$dashboardId/components/month-grid";
import { useCalendarMoves } from "../dashboards/$dashboardId/components/use-calendar-moves";
import type { DashboardLabel } from "./dashboard-chip";

type Row = Objective & { dashboard: string };

/**
 * /upcoming as a month (decision 089): every dashboard's objectives in one grid, each day's
 * first few, each with its dashboard's colour (decision 088) as a dashboard's calendar shows
 * its filters'. A day's number opens its week as a list (today's: /today; a day gone by has
 * nowhere to go); a title opens its objective's page, which comes back to this month; with
 * JavaScript and a mouse an objective drags onto another day (posted to its dashboard's day,
 * which answers with this month again).
 */
export function UpcomingMonth({
  month,
  from,
  today,
  days,
  due,
  dashboards,
  people,
  mine,
}: {
  /** The month's first day, and its grid's. */
  month: string;
  from: string;
  today: string;
  days: UpcomingPage["days"];
  due: Record<string, UpcomingPage["deadlines"] | undefined>;
  dashboards: Record<string, DashboardLabel>;
  people: Record<string, string>;
  mine: boolean;
}) {
  const { i18n } = useTranslation("planner");
  const back = openedFromQuery("upcoming", mine, undefined, month.slice(0, 7));
  const moves = useCalendarMoves<Row>(
    Object.fromEntries(
      days.map((d) => [d.day, { items: d.objectives as Row[], more: d.count - d.objectives.length }] as const),
    ),
    true,
    (o) => href("/dashboards/:dashboardId", { dashboardId: o.dashboard }) + back,
  );
  const marker: Record<string, string> = mine ? { marker: "me" } : {};
  const dayLink = (day: string) =>
    day < today
      ? null
      : day === today
        ? `${href("/today")}${mine ? "?marker=me" : ""}`
        : `${href("/upcoming")}?${new URLSearchParams({ from: day, layout: "list", ...marker })}`;
  return (
    <MonthGrid
      from={from}
      month={month}
      today={today}
      title={monthWords(month, i18n.language)}
      moves={moves}
      dayLink={dayLink}
      swatches={(o) => [{ key: o.dashboard, className: swatchClass(dashboards[o.dashboard]?.color ?? "slate") }]}
      objectiveHref={(o) =>
        href("/dashboards/:dashboardId/objectives/:objectiveId", { dashboardId: o.dashboard!, objectiveId: o.id }) +
        back
      }
      due={due}
      people={people}
    />
  );
}
