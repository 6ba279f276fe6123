import { useTranslation } from "~/lib/use-translation";
import { plainText } from "~/lib/rich-text";
import { markedText } from "~/components/rich-text";
import { Link } from "react-router";
import { Icon } from "~/components/icons";
import type { Objective } from "~/lib/data-api";
import { addDays, formatClock, formatDay } from "~/lib/dates";
import { deadlineState } from "~/lib/deadline";
import { AssigneeBadge } from "./assignee-badge";
import { PriorityFlag } from "./priority-flag";
import { RepeatBadge } from "./repeat-badge";
import type { useCalendarMoves } from "./use-calendar-moves";

/** "2026-12-01" and `by` months: "2027-01" (a `?month=`). */
export function shiftMonth(month: string, by: number) {
  const d = new Date(`${month}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + by);
  return d.toISOString().slice(0, 7);
}

/** "December 2026", in the reader's language. */
export const monthWords = (month: string, language: string) =>
  new Intl.DateTimeFormat(language, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}T00:00:00Z`),
  );

/** What is due on a day of the grid (decision 072). */
export interface GridDeadline {
  id: string;
  title: string;
  /** Its dashboard, where the grid holds several. */
  dashboard?: string;
}

/**
 * A month's six weeks as a table (a dashboard's calendar, /upcoming's month): each day's
 * number opens it (`dayLink`; none for a day with nowhere to open), its first objectives
 * each with their swatches (its filters', or its dashboard's) and its title opening its
 * page, what is due that day, and "+N more". With JavaScript, objectives drag onto other
 * days (`moves`). On a phone the month fits the screen: each objective is a dot in its first
 * swatch's colour (app.css .cal-*), its title kept for screen readers.
 */
export function MonthGrid<O extends Objective>({
  from,
  month,
  today,
  title,
  moves,
  dayLink,
  swatches,
  objectiveHref,
  due,
  people,
}: {
  /** The grid's first day, and the month's first. */
  from: string;
  month: string;
  today: string;
  /** The month as words: the table's caption. */
  title: string;
  moves: ReturnType<typeof useCalendarMoves<O>>;
  dayLink: (day: string) => string | null;
  swatches: (o: O) => { key: string; className: string }[];
  /** An objective's page (or a deadline's objective's), by its id and, on several, its dashboard. */
  objectiveHref: (o: { id: string; dashboard?: string }) => string;
  due: Record<string, GridDeadline[] | undefined>;
  people: Record<string, string>;
}) {
  const { t, i18n } = useTranslation("planner");
  const days = Array.from({ length: 42 }, (_, i) => addDays(from, i));
  const weeks = Array.from({ length: 6 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: "short", timeZone: "UTC" });
  return (
    <div className="overflow-x-auto">
      <table className="w-full table-fixed border-collapse text-sm sm:min-w-[42rem]">
        <caption className="sr-only">{title}</caption>
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
                const link = dayLink(d);
                const number = `inline-flex size-7 items-center justify-center rounded-full font-medium ${isToday ? "bg-primary-700 text-white" : ""}`;
                return (
                  <td
                    key={d}
                    {...moves.cell(d)}
                    className={`h-16 border border-neutral-200 p-0.5 align-top sm:h-28 sm:p-1 dark:border-neutral-800 ${inMonth ? "" : "bg-neutral-50 text-neutral-500 dark:bg-neutral-900 dark:text-neutral-400"}`}
                  >
                    {link ? (
                      <Link
                        to={link}
                        aria-current={isToday ? "date" : undefined}
                        aria-label={formatDay(d, i18n.language)}
                        className={`${number} ${isToday ? "hover:bg-primary-600" : "hover:bg-neutral-100 dark:hover:bg-neutral-800"}`}
                      >
                        {Number(d.slice(8))}
                      </Link>
                    ) : (
                      <span aria-label={formatDay(d, i18n.language)} className={number}>
                        {Number(d.slice(8))}
                      </span>
                    )}
                    <ul className="cal-items">
                      {items.map((o) => (
                        <li
                          key={o.id}
                          {...moves.item(o, d)}
                          className={`${o.done ? "cal-item cal-done" : o.projected ? "cal-item cal-next" : "cal-item"}${o.priority ? ` cal-p${o.priority}` : ""}`}
                        >
                          {swatches(o).map((s) => (
                            <span key={s.key} aria-hidden className={`cal-swatch ${s.className}`} />
                          ))}
                          {/* The title opens the objective (on a phone, where the item is a dot, it is read
                              out and shows once focused). */}
                          <Link to={objectiveHref(o)} className="cal-title">
                            {/* Its time of day first, as on the rows (decision 093). */}
                            {o.at ? (
                              <time className="cal-at" dateTime={o.at}>
                                {formatClock(o.at, i18n.language)}
                              </time>
                            ) : null}
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
                              to={objectiveHref(o)}
                              aria-label={t("deadline.calendar", { title: plainText(o.title) })}
                              className="cal-title"
                            >
                              {markedText(o.title)}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    {more > 0 && link ? (
                      <Link to={link} className="cal-more link">
                        {t("calendar.more", { count: more })}
                      </Link>
                    ) : more > 0 ? (
                      <span className="cal-more">{t("calendar.more", { count: more })}</span>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
