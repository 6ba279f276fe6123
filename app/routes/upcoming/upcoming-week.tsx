import { href, Link } from "react-router";
import { Icon } from "~/components/icons";
import { markedText } from "~/components/rich-text";
import type { Objective, UpcomingDay, UpcomingPage } from "~/lib/data-api";
import { addDays, formatClock, formatClockSpan, formatDay, formatWeekday } from "~/lib/dates";
import { deadlineState } from "~/lib/deadline";
import { swatchClass } from "~/lib/marker-colors";
import { openedFromQuery } from "~/lib/opened-from";
import { plainText } from "~/lib/rich-text";
import { useTranslation } from "~/lib/use-translation";
import { AssigneeBadge } from "../dashboards/$dashboardId/components/assignee-badge";
import { PriorityFlag } from "../dashboards/$dashboardId/components/priority-flag";
import { RepeatBadge } from "../dashboards/$dashboardId/components/repeat-badge";
import { RowTime } from "../dashboards/$dashboardId/components/row-time";
import { useCalendarMoves } from "../dashboards/$dashboardId/components/use-calendar-moves";
import type { DashboardLabel } from "./dashboard-chip";
import { useAddAt } from "./use-add-at";
import { useWeekDrops } from "./use-week-drops";
import { outlineAt, placeDay, SLOT, weekHours } from "./week-hours";

type Row = Objective & { dashboard: string };

/**
 * /upcoming as a week of hours (decision 096): a column a day, what has no time on top ("All
 * day", with what is due that day), and below, by the hour, what has one, as tall as it takes
 * (half an hour at least), those that overlap side by side. Each title opens its objective's
 * page, which comes back to this week; with JavaScript and a mouse an objective drags onto
 * another day or hour, and a click on a free hour starts quick add's line there. The grid is CSS grid rows of a quarter of an hour, placed by
 * class (the page's Content-Security-Policy allows no inline style), so it needs no script.
 */
export function UpcomingWeek({
  today,
  days,
  due,
  dashboards,
  people,
  mine,
  week,
}: {
  today: string;
  /** Every day shown, the empty ones too (weekDays). */
  days: UpcomingDay[];
  due: Record<string, UpcomingPage["deadlines"] | undefined>;
  dashboards: Record<string, DashboardLabel>;
  people: Record<string, string>;
  mine: boolean;
  /** The week shown, past the first (?from=): an objective's page comes back to it. */
  week: string | undefined;
}) {
  const { t, i18n } = useTranslation("planner");
  const back = openedFromQuery("upcoming", mine, week);
  const actionFor = (o: Row) => href("/dashboards/:dashboardId", { dashboardId: o.dashboard }) + back;
  const moves = useCalendarMoves<Row>(
    Object.fromEntries(
      days.map((d) => [d.day, { items: d.objectives as Row[], more: d.count - d.objectives.length }] as const),
    ),
    true,
    actionFor,
  );
  // The hours are the week's as saved: a drag shown before its answer does not stretch them.
  const hours = weekHours(days);
  const drops = useWeekDrops(moves, hours, actionFor);
  const addAt = useAddAt(hours);
  const cells = drops.shown(moves.cells);
  const hourList = Array.from({ length: hours.last - hours.first }, (_, i) => hours.first + i);
  const perHour = 60 / SLOT;
  const objectiveHref = (o: { id: string; dashboard: string }) =>
    href("/dashboards/:dashboardId/objectives/:objectiveId", { dashboardId: o.dashboard, objectiveId: o.id }) + back;
  const tomorrow = addDays(today, 1);
  return (
    <div className="week-scroll">
      <div className="week">
        {/* The hours, beside the first day; the items read out their own times. */}
        <div aria-hidden className="week-hours">
          <span />
          <span className="week-all-day">{t("across:upcoming.allDay")}</span>
          <div className="week-slots">
            {hourList.map((hour) => (
              <span key={hour} className={`row-start-${(hour - hours.first) * perHour + 1} row-span-${perHour}`}>
                {formatClock(`${String(hour).padStart(2, "0")}:00`, i18n.language)}
              </span>
            ))}
          </div>
        </div>
        {days.map((d, i) => {
          const { items, more } = cells[d.day]!;
          // Placed in the hours drawn: one dropped past them (shown before its answer) is clipped.
          const placed = placeDay(items, hours);
          const dueToday = due[d.day] ?? [];
          const heading = formatWeekday(d.day, i18n.language);
          return (
            <section key={d.day} aria-labelledby={`w${i}`} className="week-day" {...moves.cell(d.day)}>
              {/* Short to the eye ("Tue" over "8"), whole to a screen reader. */}
              <h2 id={`w${i}`}>
                <span aria-hidden>{heading.weekday}</span>
                <span aria-hidden className="week-date">
                  {heading.day}
                </span>
                <span className="sr-only">
                  {d.day === tomorrow ? `${t("upcoming.tomorrow")} · ` : null}
                  {formatDay(d.day, i18n.language)}
                </span>
              </h2>
              <div className="week-top" {...drops.zone(d.day, false)}>
                {placed.allDay.length > 0 ? (
                  <ul aria-label={t("across:upcoming.allDay")}>
                    {placed.allDay.map((o) => (
                      <li key={o.id} {...drops.item(o, d.day, 2)} className={itemClass("wk-item", o)}>
                        <WeekItem o={o} to={objectiveHref(o)} dashboards={dashboards} people={people} />
                      </li>
                    ))}
                  </ul>
                ) : null}
                {dueToday.length > 0 ? (
                  <ul aria-label={t("deadline.due")}>
                    {dueToday.map((o) => (
                      <li
                        key={o.id}
                        className={`wk-item cal-deadline${deadlineState(d.day, today) === "missed" ? " cal-missed" : ""}`}
                      >
                        <Icon name="target" className="size-3 shrink-0" />
                        <Link
                          to={objectiveHref(o)}
                          aria-label={t("deadline.calendar", { title: plainText(o.title) })}
                          className="wk-title"
                        >
                          {markedText(o.title)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {more > 0 ? (
                  <Link
                    to={`${href("/upcoming")}?${new URLSearchParams({ from: d.day, layout: "list", ...(mine ? { marker: "me" } : {}) })}`}
                    className="link text-xs"
                  >
                    {t("across:upcoming.more", { count: more })}
                  </Link>
                ) : null}
              </div>
              <ol
                aria-label={t("across:upcoming.timed")}
                className="week-slots week-lines"
                {...drops.zone(d.day, true)}
                {...addAt(d.day)}
              >
                {/* The day's whole height, hour lines and all, whatever it holds. */}
                <li
                  aria-hidden
                  className={`row-start-1 row-span-${hourList.length * perHour} col-start-1 col-span-12`}
                />
                {/* Where a held objective would go, and at what time. */}
                {drops.ghost?.day === d.day ? (
                  <Outline at={drops.ghost.at} rows={drops.ghost.rows} hours={hours} />
                ) : null}
                {placed.timed.map((b) => (
                  <li
                    key={b.o.id}
                    {...drops.item(b.o, d.day, b.rows)}
                    className={`${itemClass("wk-block", b.o)}${b.clipped ? " wk-clipped" : ""}${b.rows <= 3 ? " wk-short" : ""} row-start-${b.row} row-span-${b.rows} col-start-${b.column} col-span-${b.columns}`}
                  >
                    <WeekItem
                      o={b.o}
                      to={objectiveHref(b.o)}
                      dashboards={dashboards}
                      people={people}
                      timed={b.rows <= 3 ? "short" : "tall"}
                    />
                    {/* Its bottom edge stretches it (with JavaScript; its page has the length). */}
                    {drops.stretcher(b.o, d.day) && !b.clipped ? (
                      <span aria-hidden className="wk-stretch" {...drops.stretcher(b.o, d.day)} />
                    ) : null}
                  </li>
                ))}
              </ol>
            </section>
          );
        })}
      </div>
    </div>
  );
}

/** Where a held objective would go, and at what time (use-week-drops.ts). */
function Outline({ at, rows, hours }: { at: string; rows: number; hours: { first: number; last: number } }) {
  const { i18n } = useTranslation("planner");
  const place = outlineAt(at, rows, hours);
  return (
    <li aria-hidden className={`wk-ghost row-start-${place.row} row-span-${place.rows} col-start-1 col-span-12`}>
      {formatClock(at, i18n.language)}
    </li>
  );
}

/** An item's classes: done, coming back (a repeating one's next day), its priority. */
const itemClass = (base: string, o: Objective) =>
  `${base}${o.done ? " wk-done" : ""}${o.projected ? " wk-next" : ""}${o.priority ? ` wk-p${o.priority}` : ""}`;

/**
 * An objective on the week: its dashboard's colour, its time (the span, when it has a length),
 * its title opening its page, its dashboard's name for screen readers, its priority, repeat and
 * who does it.
 */
function WeekItem({
  o,
  to,
  dashboards,
  people,
  timed,
}: {
  o: Row;
  to: string;
  dashboards: Record<string, DashboardLabel>;
  people: Record<string, string>;
  /** On the hours: tall enough for its time on a line of its own, or one line in all. */
  timed?: "tall" | "short";
}) {
  const { t, i18n } = useTranslation("planner");
  const dashboard = dashboards[o.dashboard];
  return (
    <>
      <span aria-hidden className={`cal-swatch ${swatchClass(dashboard?.color ?? "slate")}`} />
      <Link to={to} className="wk-title">
        {timed === "tall" && o.at ? (
          <>
            <RowTime at={o.at} minutes={o.minutes} />{" "}
          </>
        ) : timed === "short" && o.at ? (
          // One line: its start after the title (the block's height shows how long), its
          // whole span read out first.
          <>
            <span className="sr-only">
              {o.minutes ? formatClockSpan(o.at, o.minutes, i18n.language) : formatClock(o.at, i18n.language)}{" "}
            </span>
            <time aria-hidden className="row-at" dateTime={o.at}>
              {formatClock(o.at, i18n.language)}
            </time>
          </>
        ) : null}
        <span>{markedText(o.title)}</span>
        {o.projected ? <span className="sr-only">{t("across:upcoming.comesBack")}</span> : null}
        {dashboard ? <span className="sr-only">{` · ${dashboard.name}`}</span> : null}
      </Link>
      {o.priority ? <PriorityFlag priority={o.priority} /> : null}
      {o.repeat ? <RepeatBadge repeat={o.repeat} every={o.every} fromDone={o.fromDone} until={o.until} /> : null}
      {o.assignee ? <AssigneeBadge id={o.assignee} name={people[o.assignee]} /> : null}
    </>
  );
}
