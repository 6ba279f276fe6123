import { href, Link } from "react-router";
import { Icon } from "~/components/icons";
import { markedText } from "~/components/rich-text";
import type { Objective, UpcomingDay, UpcomingPage } from "~/lib/data-api";
import { addDays, formatClock, formatClockSpan, formatDay, formatDayInText, formatWeekday } from "~/lib/dates";
import { deadlineState } from "~/lib/deadline";
import { swatchClass } from "~/lib/marker-colors";
import { plainText } from "~/lib/rich-text";
import { useTranslation } from "~/lib/use-translation";
import { AssigneeBadge } from "../dashboards/$dashboardId/components/assignee-badge";
import { PriorityFlag } from "../dashboards/$dashboardId/components/priority-flag";
import { RepeatBadge } from "../dashboards/$dashboardId/components/repeat-badge";
import { RowTime } from "../dashboards/$dashboardId/components/row-time";
import { useCalendarMoves } from "../dashboards/$dashboardId/components/use-calendar-moves";
import type { DashboardLabel } from "./dashboard-chip";
import { useAddAt } from "./use-add-at";
import { BLOCK_KEYS, useBlockKeys } from "./use-block-keys";
import { useWeekDrops } from "./use-week-drops";
import { useNow } from "./use-now";
import { nowAt, outlineAt, placeDay, SLOT, weekHours } from "./week-hours";

type Row = Objective & { dashboard: string };

/**
 * Days of hours: /upcoming as a week (decision 096), /today as its day (decision 097), a
 * dashboard's day (decision 098). A column a day, what has no time on top ("All day", with what
 * is due that day, and on one day alone what is overdue), and below, by the hour, what has one, as tall as it takes (half an hour at
 * least), those that overlap side by side, and on today a line at the time it is now. Each
 * title opens its objective's page, which comes back here; with JavaScript and a mouse an
 * objective drags onto another day or hour, and a click on a free hour starts quick add's line
 * there. The grid is CSS grid rows of a quarter of an hour, placed by class (the page's
 * Content-Security-Policy allows no inline style), so it needs no script.
 */
export function HoursGrid({
  today,
  days,
  due,
  dashboards,
  people,
  back,
  moreHref,
  now,
  overdue,
  locked = false,
  postTo,
}: {
  today: string;
  /** Every day shown, the empty ones too (weekDays); one alone is drawn without a heading of its own. */
  days: UpcomingDay[];
  due: Record<string, UpcomingPage["deadlines"] | undefined>;
  dashboards: Record<string, DashboardLabel>;
  people: Record<string, string>;
  /** The query an objective's page comes back here with (openedFromQuery). */
  back: string;
  /** A day's list, where its "N more" leads. */
  moreHref: (day: string) => string;
  /** The time it is ("14:32", in the zone today is taken in): a line across today's hours. */
  now?: string;
  /** What is overdue, above the one day's hours, to drag onto them (/today); past `items`, `more` on `moreHref`. */
  overdue?: { items: Row[]; more: number; moreHref: string };
  /** Nothing changes here (an archived dashboard, or one only viewed): nothing drags or stretches. */
  locked?: boolean;
  /** Where a drop or a stretch is posted, when not to the objective's dashboard's day with `back` (a dashboard's own day: that page as it is). */
  postTo?: string;
}) {
  const { t, i18n } = useTranslation("planner");
  const single = days.length === 1;
  const clock = useNow(now);
  const actionFor = (o: Row) => postTo ?? href("/dashboards/:dashboardId", { dashboardId: o.dashboard }) + back;
  const moves = useCalendarMoves<Row>(
    Object.fromEntries([
      ...days.map((d) => [d.day, { items: d.objectives as Row[], more: d.count - d.objectives.length }] as const),
      ...(overdue ? [[OVERDUE, { items: overdue.items, more: overdue.more }] as const] : []),
    ]),
    !locked,
    actionFor,
  );
  // The hours are the week's as saved: a drag shown before its answer does not stretch them.
  const hours = weekHours(days, clock);
  const drops = useWeekDrops(moves, hours, actionFor, !locked);
  const keys = useBlockKeys(hours, actionFor, !locked);
  const addAt = useAddAt(hours);
  const cells = drops.shown(keys.shown(moves.cells));
  const hourList = Array.from({ length: hours.last - hours.first }, (_, i) => hours.first + i);
  const perHour = 60 / SLOT;
  const objectiveHref = (o: { id: string; dashboard: string }) =>
    href("/dashboards/:dashboardId/objectives/:objectiveId", { dashboardId: o.dashboard, objectiveId: o.id }) + back;
  const tomorrow = addDays(today, 1);
  const late = overdue ? cells[OVERDUE]! : null;
  return (
    <div className="week-scroll">
      <div className={single ? "week week-one" : "week"}>
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
              {/* Short to the eye ("Tue" over "8"), whole to a screen reader; one day alone
                  (/today) only to a screen reader: the page's title says which. */}
              <h2 id={`w${i}`}>
                {single ? null : (
                  <>
                    <span aria-hidden>{heading.weekday}</span>
                    <span aria-hidden className="week-date">
                      {heading.day}
                    </span>
                  </>
                )}
                <span className="sr-only">
                  {d.day === today ? `${t("today.title")} · ` : null}
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
                  <Link to={moreHref(d.day)} className="link text-xs">
                    {t(d.day === today ? "across:today.more" : "across:upcoming.more", { count: more })}
                  </Link>
                ) : null}
                {/* What is late, oldest first, its day beside it: dragged onto an hour, today then. */}
                {late && i === 0 && late.items.length + late.more > 0 ? (
                  <div className="wk-overdue">
                    <h3 id="wk-overdue">{t("overdue.title", { count: late.items.length + late.more })}</h3>
                    <ul aria-labelledby="wk-overdue">
                      {late.items.map((o) => (
                        <li key={o.id} {...drops.item(o, o.day, 2)} className={itemClass("wk-item", o)}>
                          <WeekItem
                            o={o}
                            to={objectiveHref(o)}
                            dashboards={dashboards}
                            people={people}
                            late={formatDayInText(o.day, i18n.language, Number(today.slice(0, 4)))}
                          />
                        </li>
                      ))}
                    </ul>
                    {late.more > 0 ? (
                      <Link to={overdue!.moreHref} className="link text-xs">
                        {t("overdue.showAll", { count: late.items.length + late.more })}
                      </Link>
                    ) : null}
                  </div>
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
                {d.day === today && clock ? <NowLine at={clock} hours={hours} /> : null}
                {/* Where a held objective would go, and at what time. */}
                {drops.ghost?.day === d.day ? (
                  <Outline at={drops.ghost.at} rows={drops.ghost.rows} hours={hours} />
                ) : null}
                {placed.timed.map((b) => (
                  <li
                    key={b.o.id}
                    {...drops.item(b.o, d.day, b.rows)}
                    {...keys.keys(b.o, d.day)}
                    className={`${itemClass("wk-block", b.o)}${b.clipped ? " wk-clipped" : ""}${b.rows <= 3 ? " wk-short" : ""} row-start-${b.row} row-span-${b.rows} col-start-${b.column} col-span-${b.columns}`}
                  >
                    <WeekItem
                      o={b.o}
                      to={objectiveHref(b.o)}
                      dashboards={dashboards}
                      people={people}
                      timed={b.rows <= 3 ? "short" : "tall"}
                      keyed={keys.keyed(b.o)}
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

/**
 * The time it is, as a line across today's hours at its quarter hour and as far into it as a
 * class can say (a quarter's quarters: within four minutes); none outside the hours drawn.
 */
function NowLine({ at, hours }: { at: string; hours: { first: number; last: number } }) {
  const place = nowAt(at, hours);
  if (!place) return null;
  return (
    <li aria-hidden className={`wk-now row-start-${place.row} col-start-1 col-span-12`}>
      <span className={NOW_OFFSETS[place.part]} />
    </li>
  );
}

/** How far into its quarter hour the line is: written whole, so Tailwind finds them. */
const NOW_OFFSETS = ["top-0", "top-1/4", "top-1/2", "top-3/4"] as const;

/** The overdue list's key among the cells (no day's). */
const OVERDUE = "overdue";

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
  late,
  keyed,
}: {
  o: Row;
  to: string;
  dashboards: Record<string, DashboardLabel>;
  people: Record<string, string>;
  /** On the hours: tall enough for its time on a line of its own, or one line in all. */
  timed?: "tall" | "short";
  /** Overdue: the day it was planned for ("Sat, Dec 5"). */
  late?: string;
  /** Its keys move and stretch it (use-block-keys.ts). */
  keyed?: boolean;
}) {
  const { t, i18n } = useTranslation("planner");
  const dashboard = dashboards[o.dashboard];
  return (
    <>
      {/* Among several dashboards, which one's; on a dashboard's own day, none. */}
      {dashboard ? <span aria-hidden className={`cal-swatch ${swatchClass(dashboard.color)}`} /> : null}
      <Link to={to} className="wk-title" aria-keyshortcuts={keyed ? BLOCK_KEYS : undefined}>
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
      {late ? <span className="wk-late">{late}</span> : null}
      {o.priority ? <PriorityFlag priority={o.priority} /> : null}
      {o.repeat ? <RepeatBadge repeat={o.repeat} every={o.every} fromDone={o.fromDone} until={o.until} /> : null}
      {o.assignee ? <AssigneeBadge id={o.assignee} name={people[o.assignee]} /> : null}
    </>
  );
}
