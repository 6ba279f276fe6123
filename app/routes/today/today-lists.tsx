import { DashboardDot } from "~/components/dashboard-dot";
import { Form, href, Link, useFetchers, useNavigation, type Fetcher } from "react-router";
import { FetcherMarker } from "~/components/fetcher-marker";
import { useViewLinkClicks } from "~/components/view-link";
import { Icon } from "~/components/icons";
import type { Marker, Objective, TodaySection } from "~/lib/data-api";
import { fromButton, type FieldMessage } from "~/lib/forms";
import { useTranslation } from "~/lib/use-translation";
import { AssigneeBadge } from "../dashboards/$dashboardId/components/assignee-badge";
import {
  OverdueLabels,
  OverdueRow,
  Reschedule,
  RescheduleForm,
} from "../dashboards/$dashboardId/components/overdue-list";
import { rowCheckAndText } from "../dashboards/$dashboardId/components/objective-list";
import { OpenStepsProvider, RowSteps, useOpenSteps } from "../dashboards/$dashboardId/components/row-steps";
import { useListSubmit } from "../dashboards/$dashboardId/use-list-submit";
import { LIST_BUTTONS } from "../dashboards/$dashboardId/list-buttons";
import { openedFromQuery } from "~/lib/opened-from";
import { MenuEnter } from "../dashboards/$dashboardId/components/row-menu";
import { EditAndMore, rowAction, useRowMenus, type RowMenus } from "./row-more";
import { AddHere, useAddHereFocus } from "./add-here";
import { TODAY_BUTTONS } from "./today-buttons";

/** /today's own buttons, and those of a row's menu (posted to its dashboard's day). */
const BUTTONS = { ...TODAY_BUTTONS, delete: LIST_BUTTONS.delete, postpone: LIST_BUTTONS.postpone };

/**
 * Done states on their way, overdue rows (or lists) on their way to today, and rows on their
 * way out (deleted, moved to the next day from their menu): from the router's fetchers.
 */
export function pending(fetchers: Fetcher[]) {
  const done = new Map<string, boolean>();
  const moving = new Set<string>();
  const leaving = new Set<string>();
  // Dashboards whose overdue objectives all go to today.
  const movingAll = new Set<string>();
  for (const f of fetchers) {
    if (!f.formData) continue;
    const form = fromButton(f.formData, BUTTONS);
    const dashboard = form.get("dashboardId");
    if (form.get("intent") === "move-all" && typeof dashboard === "string") movingAll.add(dashboard);
    const id = form.get("objectiveId");
    if (typeof id !== "string") continue;
    if (form.get("intent") === "toggle") done.set(id, form.get("done") === "true");
    if (form.get("intent") === "move-today") moving.add(id);
    if (form.get("intent") === "delete" || form.get("intent") === "postpone") leaving.add(id);
  }
  return { done, moving, movingAll, leaving };
}

/** Done, moved or deleted: on its way out of an overdue list, and no longer counted (/upcoming's too). */
export const isGone = (o: Objective, state: ReturnType<typeof pending>) =>
  state.moving.has(o.id) || state.done.get(o.id) || state.leaving.has(o.id);

/**
 * A "Reschedule" of every dashboard's overdue posting as the page does (its Move names the
 * intent, a quick day is a button named after it): /today's "reschedule-all", /upcoming's
 * "reschedule". While it does, the lists it moves are on their way.
 */
export const reschedulingAll = (posting: FormData | undefined, intent: string) =>
  posting?.get("intent") === intent || !!posting?.has(intent);

/** A section's overdue count, less those on their way out. */
const overdueLeft = (s: TodaySection, state: ReturnType<typeof pending>) =>
  s.overdue_count - s.overdue.filter((o) => isGone(o, state)).length;

/**
 * Every dashboard's section: its name (the link to its day), today's progress, today's rows
 * as the day view draws them, "Add objective" (quick add opens there, for that dashboard:
 * `?add=`), and its overdue ones with "Move to today". Buttons are named after their intent
 * (TODAY_BUTTONS) and name their rows by `aria-labelledby`, as on the day view; a section's
 * rows and its overdue ones are a form each (quick add, between them, is one of its own).
 */
export function TodayLists({
  sections,
  people,
  reminders,
  mine,
  shared,
  copyRequestId,
  adding,
  quickAdd,
  today,
  refused,
  refusedAll,
}: {
  sections: TodaySection[];
  people: Record<string, string>;
  /** The reader's own reminders still to go, "HH:MM" by objective. */
  reminders: Record<string, string>;
  /** "Assigned to me": the dashboards' links keep it. */
  mine: boolean;
  /** The dashboards with other members: their rows' menus offer "Assign to me". */
  shared: ReadonlySet<string>;
  /** A row menu's "Duplicate" key for this render: a double submit copies once. */
  copyRequestId: string;
  /** The dashboard quick add is open under (?add=), and quick add itself, to draw there. */
  adding: string | undefined;
  quickAdd: React.ReactNode;
  today: string;
  /** A section's "Reschedule" refused (which, why, and the day as typed), or the one above them all's. */
  refused?: { dashboardId?: string; errors?: FieldMessage[]; to?: string };
  refusedAll?: { errors?: FieldMessage[]; to?: string };
}) {
  const { t } = useTranslation("planner");
  const state = pending(useFetchers());
  // Overdue on several dashboards: one "Reschedule" for all of it, above the sections, as
  // Todoist's Today has (each section keeps its own). While it posts, every list is on its way.
  const late = sections.filter((s) => overdueLeft(s, state) > 0);
  if (reschedulingAll(useNavigation().formData, "reschedule-all")) for (const s of late) state.movingAll.add(s.id);
  // Those on their way (all of a section's, or a row's) no longer counted.
  const still = late.filter((s) => !state.movingAll.has(s.id));
  // A row's actions, open in the address (`?row=`) as on the day view.
  const menus = useRowMenus({ shared, copyRequestId, from: "today", mine });
  useAddHereFocus(adding);
  return (
    // Rows open their steps in place, as on the day (decision 051).
    <OpenStepsProvider>
      <div className="flex flex-col gap-8">
        <div hidden>
          <span id="l-done">{t("common:tooltip.markDone")}</span>
          <span id="l-undone">{t("common:tooltip.markNotDone")}</span>
          <span id="l-all">{t("overdue.moveAll")}</span>
          <span id="l-select">{t("day.select")}</span>
          <span id="l-edit">{t("common:tooltip.edit")}</span>
          <span id="l-more">{t("objective.more")}</span>
        </div>
        <OverdueLabels />
        {still.length > 1 ? (
          <div className="relative -mb-4 flex flex-wrap items-center justify-end gap-2">
            <RescheduleForm id="reschedule-all" />
            <p id="all-late" className="text-sm text-neutral-600 dark:text-neutral-300">
              {t("across:today.overdueEverywhere", {
                count: still.reduce((n, s) => n + overdueLeft(s, state), 0),
                dashboards: still.length,
              })}
            </p>
            <Reschedule today={today} refused={refusedAll} id="reschedule-all" of="all-late" intent="reschedule-all" />
          </div>
        ) : null}
        {sections.map((s, i) => (
          <Section
            key={s.id}
            section={s}
            index={i}
            people={people}
            reminders={reminders}
            mine={mine}
            state={state}
            menus={menus}
            add={<AddHere value={s.id} adding={adding} quickAdd={quickAdd} section={`s${i}`} heading={`d${i}`} />}
            today={today}
            refused={refused?.dashboardId === s.id ? refused : undefined}
          />
        ))}
      </div>
    </OpenStepsProvider>
  );
}

function Section({
  section: s,
  index,
  people,
  reminders,
  mine,
  state,
  menus,
  add,
  today,
  refused,
}: {
  section: TodaySection;
  index: number;
  people: Record<string, string>;
  reminders: Record<string, string>;
  mine: boolean;
  state: ReturnType<typeof pending>;
  menus: RowMenus;
  /** Its "Add objective", or quick add open there. */
  add: React.ReactNode;
  today: string;
  refused?: { errors?: FieldMessage[]; to?: string };
}) {
  const { t } = useTranslation("planner");
  const onSubmit = useListSubmit();
  const onClick = useViewLinkClicks();
  const day = href("/dashboards/:dashboardId", { dashboardId: s.id });
  // Its day, with "Assigned to me" still on.
  const open = mine ? `${day}?marker=me` : day;
  const more = s.count - s.objectives.length;
  const gone = (o: Objective) => isGone(o, state);
  const late = overdueLeft(s, state);
  return (
    <section id={`s${index}`} aria-labelledby={`d${index}`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`d${index}`} className="flex items-center gap-2 text-lg font-semibold">
          <DashboardDot color={s.color} />
          <Link to={open} className="hover:underline">
            {s.name}
          </Link>
        </h2>
        <div className="flex items-baseline gap-4">
          {s.total ? (
            <p className="text-sm text-neutral-600 dark:text-neutral-300">
              {t("dashboards:card.progress", { done: s.done, total: s.total })}
            </p>
          ) : null}
          {/* Several of its objectives at once (decision 062), and back here after. */}
          <Link
            to={href("/dashboards/:dashboardId/select", { dashboardId: s.id }) + openedFromQuery("today", mine)}
            aria-labelledby={`l-select d${index}`}
            className="link text-sm print:hidden"
          >
            {t("day.select")}
          </Link>
        </div>
      </div>
      {s.objectives.length ? (
        <Form method="post" onSubmit={onSubmit}>
          <FetcherMarker />
          <MenuEnter id={s.objectives.find((o) => o.id === menus.open)?.id} action={rowAction(s.id, menus)} />
          {/* Its rows' "More actions" open in place with JavaScript (view links). */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
          <ul className="rows" data-tooltips onClick={onClick}>
            {s.objectives.map((o, i) => (
              <TodayRow
                key={o.id}
                o={o}
                title={`t${index}-${i}`}
                markers={s.markers}
                people={people}
                reminder={reminders[o.id]}
                state={state}
                dashboardId={s.id}
                menus={menus}
                today={today}
              />
            ))}
          </ul>
        </Form>
      ) : s.total ? (
        <p className="flex items-center gap-2 text-sm text-neutral-600 dark:text-neutral-300">
          <Icon name="check" className="size-4 text-primary-600" />
          {t("across:today.allDone")}
        </p>
      ) : null}
      {more > 0 ? (
        <Link to={open} className="link self-start text-sm">
          {t("across:today.more", { count: more })}
        </Link>
      ) : null}
      {add}
      {late > 0 && !state.movingAll.has(s.id) ? (
        <>
          <RescheduleForm id={`reschedule-${index}`} />
          <Form method="post" onSubmit={onSubmit} className="contents">
            <FetcherMarker />
            {/* Enter in an open menu's day field moves its row, not the whole list. */}
            <MenuEnter id={s.overdue.find((o) => o.id === menus.open)?.id} action={rowAction(s.id, menus)} />
            <div className="overdue" role="group" aria-labelledby={`o${index}`}>
              <div className="relative flex flex-wrap items-center gap-2">
                <h3 id={`o${index}`} className="mr-auto font-semibold text-amber-900 dark:text-amber-100">
                  {t("overdue.title", { count: late })}
                </h3>
                <Reschedule
                  today={today}
                  refused={refused}
                  id={`reschedule-${index}`}
                  dashboardId={s.id}
                  of={`d${index}`}
                />
                {/* Named with its dashboard: each section has one. */}
                <button name="move-all" value={s.id} aria-labelledby={`l-all d${index}`} className="btn-secondary py-1">
                  {t("overdue.moveAll")}
                </button>
              </div>
              {/* Its rows' "More actions" open in place with JavaScript (view links). */}
              {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
              <ul onClick={onClick}>
                {s.overdue.map((o, i) => (
                  <OverdueRow
                    key={o.id}
                    o={o}
                    title={`v${index}-${i}`}
                    markers={s.markers}
                    people={people}
                    buttons={{ toggle: `${o.id} true ${s.id}`, move: `${o.id} ${s.id}` }}
                    dashboardId={s.id}
                    today={today}
                    hidden={gone(o)}
                    more={
                      <EditAndMore o={o} dashboardId={s.id} title={`v${index}-${i}`} menus={menus} today={today} late />
                    }
                  />
                ))}
              </ul>
              {s.overdue_count > s.overdue.length ? (
                <Link to={`${day}?${mine ? "marker=me&" : ""}overdue=all`} className="link self-start text-sm">
                  {t("overdue.showAll", { count: s.overdue_count })}
                </Link>
              ) : null}
            </div>
          </Form>
        </>
      ) : null}
    </section>
  );
}

/** A row of today, as the day view draws it, with "Edit" and the day view's menu. */
function TodayRow({
  o,
  title,
  markers,
  people,
  reminder,
  state,
  dashboardId,
  menus,
  today,
}: {
  o: Objective;
  /** The title's id, which names its done mark. */
  title: string;
  markers: Marker[];
  people: Record<string, string>;
  /** The reader's own reminder of it, "HH:MM". */
  reminder: string | undefined;
  state: ReturnType<typeof pending>;
  dashboardId: string;
  menus: RowMenus;
  today: string;
}) {
  const isDone = state.done.get(o.id) ?? o.done;
  const steps = useOpenSteps();
  return (
    <li className="row" hidden={state.leaving.has(o.id)}>
      {rowCheckAndText(o, `${o.id} ${!isDone}`, title, isDone, markers, dashboardId, today, reminder)}
      {o.assignee ? <AssigneeBadge id={o.assignee} name={people[o.assignee]} /> : null}
      <EditAndMore o={o} dashboardId={dashboardId} title={title} menus={menus} today={today} />
      {o.checklist && steps?.open.has(o.id) ? (
        <RowSteps dashboardId={dashboardId} objectiveId={o.id} labelledBy={title} />
      ) : null}
    </li>
  );
}
