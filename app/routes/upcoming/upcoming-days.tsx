import { Form, href, useFetchers } from "react-router";
import { richText } from "~/components/rich-text";
import { FetcherMarker } from "~/components/fetcher-marker";
import type { Marker, Objective, UpcomingDay, UpcomingPage } from "~/lib/data-api";
import type { FieldMessage } from "~/lib/forms";
import { addDays, formatDay } from "~/lib/dates";
import { useTranslation } from "~/lib/use-translation";
import { AssigneeBadge } from "../dashboards/$dashboardId/components/assignee-badge";
import { MarkerChips } from "../dashboards/$dashboardId/components/marker-chips";
import { rowCheckAndText } from "../dashboards/$dashboardId/components/objective-list";
import { RepeatBadge } from "../dashboards/$dashboardId/components/repeat-badge";
import { RowSteps, useOpenSteps } from "../dashboards/$dashboardId/components/row-steps";
import { useListSubmit } from "../dashboards/$dashboardId/use-list-submit";
import { useViewLinkClicks } from "~/components/view-link";
import { MenuEnter } from "../dashboards/$dashboardId/components/row-menu";
import { EditAndMore, rowAction, useRowMenus } from "../today/row-more";
import { pending } from "../today/today-lists";
import { AddHere, useAddHereFocus } from "../today/add-here";
import { useCalendarMoves } from "../dashboards/$dashboardId/components/use-calendar-moves";
import { DashboardChip, type DashboardLabel } from "./dashboard-chip";
import { DueList } from "./due-list";
import { UpcomingOverdue } from "./upcoming-overdue";

/** The overdue list's key among the days' (not a day: nothing drops there). */
const LATE = "overdue";

interface Shared {
  dashboards: Record<string, DashboardLabel>;
  markers: Marker[];
  people: Record<string, string>;
  /** The reader's own reminders still to go, "HH:MM" by objective. */
  reminders: Record<string, string>;
  /** "Assigned to me": the dashboards' links keep it. */
  mine: boolean;
}

/**
 * The days, each a list: its objectives as the day view draws them, each with its dashboard
 * (the link to that day there), and the days a repeating one comes back on, drawn without a
 * done mark (the objective itself is on its own day). A form a day for its rows' buttons.
 * Under each day, what is due that day (decision 072), and "Add objective" (a view link,
 * `?add=`), which opens quick add there, for that day.
 * With JavaScript and a mouse, rows drag onto other days (without: Edit, or the menu).
 */
export function UpcomingDays({
  today,
  days,
  overdue,
  due,
  adding,
  quickAdd,
  withOthers,
  copyRequestId,
  week,
  refused,
  board,
  ...shared
}: Shared & {
  today: string;
  /** Every day shown, the empty ones too (weekDays). */
  days: UpcomingDay[];
  /** The first week's overdue objectives, and how many there are in all. */
  overdue: { objectives: (Objective & { dashboard: string })[]; count: number };
  /** What is due each day, by day (decision 072). */
  due: Record<string, UpcomingPage["deadlines"]>;
  /** The day quick add is open under (?add=), and quick add itself, to draw there. */
  adding: string | undefined;
  quickAdd: React.ReactNode;
  /** The week shown, past the first (?from=): Edit and the rows' menus come back to it. */
  week: string | undefined;
  /** The dashboards with other members, and "Duplicate"'s key: for the rows' menus. */
  withOthers: ReadonlySet<string>;
  copyRequestId: string;
  /** The overdue list's "Reschedule" refused: why, and the day as typed. */
  refused?: { errors?: FieldMessage[]; to?: string };
  /** A column a day, side by side (decision 073), rather than one under another. */
  board: boolean;
}) {
  const { t, i18n } = useTranslation("planner");
  const onSubmit = useListSubmit();
  const onClick = useViewLinkClicks();
  const state = pending(useFetchers());
  // A row's actions, open in the address (`?row=`) as on the day view (decision 038).
  const menus = useRowMenus({ shared: withOthers, copyRequestId, from: "upcoming", mine: shared.mine, week });
  // Rows open their steps in place, as on the day (decision 051; upcoming.tsx provides it).
  const steps = useOpenSteps();
  const tomorrow = addDays(today, 1);
  // With JavaScript and a mouse, a row dragged onto another day moves there (as on the
  // calendar), posted to its dashboard's day, which answers with this list again.
  // The overdue ones drag too (from a list of their own, which takes none).
  const moves = useCalendarMoves(
    Object.fromEntries([
      ...days.map((d) => [d.day, { items: d.objectives, more: d.count - d.objectives.length }] as const),
      [LATE, { items: overdue.objectives, more: overdue.count - overdue.objectives.length }] as const,
    ]),
    true,
    (o) => href("/dashboards/:dashboardId", { dashboardId: o.dashboard }) + menus.back,
  );
  useAddHereFocus(adding);
  return (
    <div className={board ? "upcoming-board" : "flex flex-col gap-6"}>
      <div hidden>
        <span id="l-done">{t("common:tooltip.markDone")}</span>
        <span id="l-undone">{t("common:tooltip.markNotDone")}</span>
        <span id="l-edit">{t("common:tooltip.edit")}</span>
        <span id="l-more">{t("objective.more")}</span>
      </div>
      <UpcomingOverdue
        rows={moves.cells[LATE]!.items}
        more={moves.cells[LATE]!.more}
        today={today}
        state={state}
        menus={menus}
        item={(o) => moves.item(o, LATE)}
        refused={refused}
        {...shared}
      />
      {days.map((d, i) => {
        const { items, more } = moves.cells[d.day]!;
        const open = items.find((o) => o.id === menus.open);
        return (
          <section
            key={d.day}
            id={`day-${d.day}`}
            aria-labelledby={`u${i}`}
            className="flex flex-col gap-2"
            {...moves.cell(d.day)}
          >
            <h2 id={`u${i}`} className="text-lg font-semibold">
              {d.day === tomorrow ? `${t("upcoming.tomorrow")} · ` : null}
              {formatDay(d.day, i18n.language)}
            </h2>
            {items.length > 0 ? (
              // A form a day: quick add, drawn under a day, is a form of its own (forms do not nest).
              <Form method="post" onSubmit={onSubmit}>
                <FetcherMarker />
                <MenuEnter id={open?.id} action={open && rowAction(open.dashboard, menus)} />
                {/* Its rows' "More actions" open in place with JavaScript (view links). */}
                {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
                <ul className="rows" data-tooltips onClick={onClick}>
                  {items.map((o, j) =>
                    o.projected ? (
                      <ComingBack key={`${o.id}-next`} o={o} {...shared} />
                    ) : (
                      <li
                        key={o.id}
                        className="row"
                        hidden={state.leaving.has(o.id) && o.id !== moves.moving}
                        {...moves.item(o, d.day)}
                      >
                        {rowCheckAndText(
                          o,
                          `${o.id} ${!(state.done.get(o.id) ?? o.done)}`,
                          `t${i}-${j}`,
                          state.done.get(o.id) ?? o.done,
                          shared.markers,
                          o.dashboard,
                          today,
                          shared.reminders[o.id],
                        )}
                        <RowEnd o={o} {...shared} />
                        <EditAndMore o={o} dashboardId={o.dashboard} title={`t${i}-${j}`} menus={menus} today={today} />
                        {o.checklist && steps?.open.has(o.id) ? (
                          <RowSteps dashboardId={o.dashboard} objectiveId={o.id} labelledBy={`t${i}-${j}`} />
                        ) : null}
                      </li>
                    ),
                  )}
                </ul>
              </Form>
            ) : null}
            {more > 0 ? (
              <p className="text-sm text-neutral-600 dark:text-neutral-300">
                {t("across:upcoming.more", { count: more })}
              </p>
            ) : null}
            {due[d.day] ? <DueList due={due[d.day]!} dashboards={shared.dashboards} mine={shared.mine} /> : null}
            <AddHere value={d.day} adding={adding} quickAdd={quickAdd} section={`day-${d.day}`} heading={`u${i}`} />
          </section>
        );
      })}
    </div>
  );
}

/** A day a repeating objective comes back on: its title, filters and rule, nothing to press. */
function ComingBack({ o, ...shared }: Shared & { o: Objective & { dashboard: string } }) {
  const { t } = useTranslation("planner");
  return (
    <li className="row text-neutral-600 dark:text-neutral-300">
      <span aria-hidden className="check check-ro border-dashed" />
      <span className="row-text">
        <span>{richText(o.title)}</span>
        <span className="sr-only">{t("across:upcoming.comesBack")}</span>
        <MarkerChips ids={o.markers} markers={shared.markers} />
        {o.repeat ? <RepeatBadge repeat={o.repeat} every={o.every} fromDone={o.fromDone} /> : null}
      </span>
      <RowEnd o={o} {...shared} />
      {/* The room a row's Edit and More take: its chips line up with theirs. */}
      <span aria-hidden className="row-more row-edit invisible" />
      <span aria-hidden className="row-more invisible" />
    </li>
  );
}

/** Its dashboard (the link to that day there, "Assigned to me" kept) and who does it. */
function RowEnd({ o, dashboards, people, mine }: Shared & { o: Objective & { dashboard: string } }) {
  return (
    <>
      <DashboardChip dashboard={o.dashboard} label={dashboards[o.dashboard]} day={o.day} mine={mine} />
      {o.assignee ? <AssigneeBadge id={o.assignee} name={people[o.assignee]} /> : null}
    </>
  );
}
