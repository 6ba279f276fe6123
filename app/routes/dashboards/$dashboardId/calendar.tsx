import { useTranslation } from "~/lib/use-translation";
import { plainText } from "~/lib/rich-text";
import { markedText } from "~/components/rich-text";
import { href, Link } from "react-router";
import { Icon } from "~/components/icons";
import { AssigneeBadge } from "./components/assignee-badge";
import { PriorityFlag } from "./components/priority-flag";
import { RepeatBadge } from "./components/repeat-badge";
import { addDays, formatDay } from "~/lib/dates";
import { deadlineState } from "~/lib/deadline";
import { swatchClass } from "~/lib/marker-colors";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/calendar";
import { DashboardHeader } from "./components/dashboard-header";
import { MarkerFilter } from "./components/marker-filter";
import { PeriodHeader } from "./components/period-header";
import { useCalendarMoves } from "./components/use-calendar-moves";
import { calendarAction, calendarLoader } from "./calendar.server";
import { readOnly } from "./read-only";

export const loader = (args: Route.LoaderArgs) => calendarLoader(args);
export const action = (args: Route.ActionArgs) => calendarAction(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

function shiftMonth(month: string, by: number) {
  const d = new Date(`${month}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + by);
  return d.toISOString().slice(0, 7);
}

/**
 * /dashboards/{id}/calendar: a month grid of objectives; each day links to its day view, each
 * objective's title to its page. Under a day's objectives, what is due that day (decision 072).
 */
export default function Calendar({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("planner");
  const { dashboard, month, from, today, days: cells, due, markers, people, filter, members, who, notice } = loaderData;
  // With JavaScript, an objective dragged to another day moves there (not on a read-only dashboard).
  const moves = useCalendarMoves(cells, !readOnly(dashboard));
  const days = Array.from({ length: 42 }, (_, i) => addDays(from, i));
  const weeks = Array.from({ length: 6 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  const monthTitle = new Intl.DateTimeFormat(i18n.language, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}T00:00:00Z`),
  );
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: "short", timeZone: "UTC" });
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
      {/* On a phone the month fits the screen: each objective shows as a dot in its first
          filter's colour (app.css .cal-*), its title kept for screen readers, and the day
          number opens the day. */}
      <div className="overflow-x-auto">
        <table className="w-full table-fixed border-collapse text-sm sm:min-w-[42rem]">
          <caption className="sr-only">{monthTitle}</caption>
          <thead>
            <tr>
              {weeks[0]!.map((d) => (
                <th key={d} scope="col" className="py-1 text-left font-medium text-neutral-600 dark:text-neutral-300">
                  {weekday.format(new Date(`${d}T00:00:00Z`))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]}>
                {week.map((d) => {
                  const { items, more } = moves.cells[d] ?? { items: [], more: 0 };
                  const inMonth = d.slice(0, 7) === month.slice(0, 7);
                  const isToday = d === today;
                  return (
                    <td
                      key={d}
                      {...moves.cell(d)}
                      className={`h-16 border border-neutral-200 p-0.5 align-top sm:h-28 sm:p-1 dark:border-neutral-800 ${inMonth ? "" : "bg-neutral-50 text-neutral-500 dark:bg-neutral-900 dark:text-neutral-400"}`}
                    >
                      <Link
                        to={dayLink(d)}
                        aria-current={isToday ? "date" : undefined}
                        aria-label={formatDay(d, i18n.language)}
                        className={`inline-flex size-7 items-center justify-center rounded-full font-medium hover:bg-neutral-100 dark:hover:bg-neutral-800 ${isToday ? "bg-primary-700 text-white hover:bg-primary-600" : ""}`}
                      >
                        {Number(d.slice(8))}
                      </Link>
                      <ul className="cal-items">
                        {items.map((o) => (
                          <li
                            key={o.id}
                            {...moves.item(o, d)}
                            className={`${o.done ? "cal-item cal-done" : o.projected ? "cal-item cal-next" : "cal-item"}${o.priority ? ` cal-p${o.priority}` : ""}`}
                          >
                            {markers
                              .filter((m) => o.markers.includes(m.id))
                              .map((m) => (
                                <span key={m.id} aria-hidden className={`cal-swatch ${swatchClass(m.color)}`} />
                              ))}
                            {/* The title opens the objective (on a phone, where the item is a dot, it is read
                                out and shows once focused). */}
                            <Link
                              to={href("/dashboards/:dashboardId/objectives/:objectiveId", {
                                dashboardId: dashboard.id,
                                objectiveId: o.id,
                              })}
                              className="cal-title"
                            >
                              {markedText(o.title)}
                            </Link>
                            {o.priority ? <PriorityFlag priority={o.priority} /> : null}
                            {o.projected && o.repeat ? (
                              <RepeatBadge repeat={o.repeat} every={o.every} fromDone={o.fromDone} until={o.until} />
                            ) : null}
                            {o.assignee ? <AssigneeBadge id={o.assignee} name={people[o.assignee]} /> : null}
                          </li>
                        ))}
                      </ul>
                      {due[d]?.length ? (
                        <ul className="cal-items">
                          {due[d].map((o) => (
                            <li
                              key={o.id}
                              className={`cal-item cal-deadline${deadlineState(d, today) === "missed" ? " cal-missed" : ""}`}
                            >
                              <Icon name="target" className="size-3 shrink-0 max-sm:hidden" />
                              <Link
                                to={href("/dashboards/:dashboardId/objectives/:objectiveId", {
                                  dashboardId: dashboard.id,
                                  objectiveId: o.id,
                                })}
                                aria-label={t("deadline.calendar", { title: plainText(o.title) })}
                                className="cal-title"
                              >
                                {markedText(o.title)}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                      {more > 0 ? (
                        <Link to={dayLink(d)} className="cal-more link">
                          {t("calendar.more", { count: more })}
                        </Link>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
