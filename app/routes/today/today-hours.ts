import type { Objective, TodayPage, UpcomingDay } from "~/lib/data-api";
import type { DashboardLabel } from "../upcoming/dashboard-chip";

type Row = Objective & { dashboard: string };

/**
 * /today's sections, a dashboard each, as one day of hours (decision 097): today's objectives
 * of every dashboard in one column (each naming its dashboard; the grid orders the timed ones
 * by time), how many more there are than shown, and what is overdue on all of them, the oldest
 * first, with how many more.
 */
export function todayAsHours(page: Pick<TodayPage, "today" | "dashboards">): {
  day: UpcomingDay;
  overdue: { items: Row[]; more: number };
  dashboards: Record<string, DashboardLabel>;
} {
  const sections = page.dashboards;
  const objectives = sections.flatMap((s) => s.objectives.map((o) => ({ ...o, dashboard: s.id })));
  // Stable: within a day, each dashboard's own order, dashboards in the page's.
  const late = sections
    .flatMap((s) => s.overdue.map((o) => ({ ...o, dashboard: s.id })))
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const lateInAll = sections.reduce((n, s) => n + s.overdue_count, 0);
  return {
    day: { day: page.today, objectives, count: sections.reduce((n, s) => n + s.count, 0) },
    overdue: { items: late, more: lateInAll - late.length },
    dashboards: Object.fromEntries(sections.map((s) => [s.id, { name: s.name, color: s.color }])),
  };
}
