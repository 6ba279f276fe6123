import { useTranslation } from "~/lib/use-translation";
import { plainText, summaryText } from "~/lib/rich-text";
import { richText } from "~/components/rich-text";
import { Form, useFetcher, useFetchers, useLocation, type Fetcher } from "react-router";
import { FetcherMarker } from "~/components/fetcher-marker";
import { Icon } from "~/components/icons";
import { useViewLinkClicks } from "~/components/view-link";
import { FETCHER_FIELD, fromButton } from "~/lib/forms";
import { useHydrated } from "~/lib/use-hydrated";
import { useDragReorder } from "~/lib/use-drag-reorder";
import { paramLinks } from "~/lib/view-params";
import type { Marker, Objective, Priority } from "~/lib/data-api";
import { LIST_BUTTONS } from "../list-buttons";
import { useListSubmit } from "../use-list-submit";
import { AssigneeBadge } from "./assignee-badge";
import { ChecklistBadge, checklistHref, CommentsBadge, commentsHref, ReminderBadge, reminderHref } from "./row-badges";
import { MarkerChips } from "./marker-chips";
import { PriorityLabel } from "./priority-flag";
import { DeadlineBadge } from "./deadline-badge";
import { RowTime } from "./row-time";
import { RepeatBadge } from "./repeat-badge";
import { MenuEnter, RowMenu } from "./row-menu";
import { RowSteps, useOpenSteps } from "./row-steps";

/** A pending priority as the page's rows carry it: none (4) is no priority at all. */
const priorityOf = (form: FormData) => {
  const priority = Number(form.get("priority")) as Priority;
  return priority === 4 ? undefined : priority;
};

/**
 * What a list looks like while changes are on their way: a pending toggle shows its new
 * state, a priority its colour, a reorder moves its item, a delete hides it. Derived from
 * the router's fetchers, never stored. Hidden, not removed: unmounting the item would abort
 * its delete's follow-up. Also the overdue list's: `movingAll` while "Move all to today" is.
 */
export function withPending(objectives: Objective[], fetchers: Fetcher[]) {
  let list = objectives;
  const deleting = new Set<string>();
  const done = new Map<string, boolean>();
  let movingAll = false;
  for (const f of fetchers) {
    if (!f.formData) continue;
    const form = fromButton(f.formData, LIST_BUTTONS);
    const intent = form.get("intent");
    const id = form.get("objectiveId");
    if (typeof id !== "string") {
      movingAll ||= intent === "move-today";
      continue;
    }
    if (intent === "toggle") done.set(id, form.get("done") === "true");
    // A new priority: its mark takes the colour at once.
    if (intent === "priority") list = list.map((o) => (o.id === id ? { ...o, priority: priorityOf(form) } : o));
    // Deleted, or moved to another day (an overdue one to today): gone from this one.
    if (intent === "delete" || intent === "postpone" || intent === "move-today") deleting.add(id);
    if (intent === "reorder") {
      const moving = list.find((o) => o.id === id);
      if (!moving) continue;
      const rest = list.filter((o) => o.id !== id);
      const index = Math.max(0, Math.min(Number(form.get("index")), rest.length));
      list = [...rest.slice(0, index), moving, ...rest.slice(index)];
    }
  }
  return { list, deleting, done, movingAll };
}

/**
 * The day's objectives. The list is one form: a row holds its done button, its title with
 * its filters, and "More actions", a link that opens the row's menu (edit, move up and down,
 * delete) with or without JavaScript. Buttons are named after their intent (`LIST_BUTTONS`),
 * and their accessible names join a label of the list with the row's title
 * (`aria-labelledby`), so a row repeats neither hidden fields nor its title.
 * With JavaScript, rows are also dragged to reorder, unless the member sees the day with
 * priority first (decision 035): then the order is not theirs to change here. A row with a
 * time of day stays where its time puts it (decision 093): it neither moves nor is dropped on.
 */
export function ObjectiveList({
  dashboardId,
  day,
  today,
  objectives,
  markers,
  people,
  reminders,
  shared,
  manualOrder,
  copyRequestId,
}: {
  dashboardId: string;
  /** The day the list is of (YYYY-MM-DD). */
  day: string;
  /** Today's date: today's rows move to "tomorrow". */
  today: string;
  objectives: Objective[];
  markers: Marker[];
  /** Assignees' names by id. */
  people: Record<string, string>;
  /** The reader's own reminders still to go, "HH:MM" by objective. */
  reminders: Record<string, string>;
  /** Someone else is a member of the dashboard. */
  shared: boolean;
  /** The members' order is shown: rows move up and down (false: priority first). */
  manualOrder: boolean;
  /** The key of a row's "Duplicate" for this render. */
  copyRequestId: string;
}) {
  const { t } = useTranslation("planner");
  const { list, deleting, done } = withPending(objectives, useFetchers());
  // Dragging needs JavaScript, which handles the drop.
  const draggable = useHydrated() && manualOrder;
  const onSubmit = useListSubmit();
  const onClick = useViewLinkClicks();
  // The rows whose steps are open in place (decision 051).
  const steps = useOpenSteps();
  const { search } = useLocation();
  const open = new URLSearchParams(search).get("row");
  const rowLink = paramLinks(search, "row");
  // Rows with a time come first, by it (decision 093): the members' order is of the others.
  const timed = manualOrder ? list.filter((o) => o.at).length : 0;
  const drag = useFetcher({ key: "drag-reorder" });
  const reorder = useDragReorder(draggable, (id, index) => {
    void drag.submit(
      { intent: "reorder", objectiveId: id, index: String(index), [FETCHER_FIELD]: "1" },
      { method: "post" },
    );
  });
  return (
    <Form method="post" onSubmit={onSubmit}>
      <FetcherMarker />
      <MenuEnter id={list.find((o) => o.id === open)?.id} />
      <div hidden>
        <span id="l-done">{t("common:tooltip.markDone")}</span>
        <span id="l-undone">{t("common:tooltip.markNotDone")}</span>
        <span id="l-more">{t("objective.more")}</span>
      </div>
      {/* Its links open a row's actions (view links), in place with JavaScript: their clicks,
          from a pointer or Enter, bubble to the list. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <ul className="rows" data-tooltips onClick={onClick}>
        {list.map((o, i) => {
          const isDone = done.get(o.id) ?? o.done;
          const menu = open === o.id;
          // The title's id names the row's buttons, and is where a page reloaded without
          // JavaScript scrolls to.
          const title = `t${i}`;
          return (
            <li
              key={o.id}
              hidden={deleting.has(o.id)}
              className="row"
              // Only when it can be dropped (and the attributes cost bytes).
              {...(o.at ? null : reorder.row(o.id, i))}
            >
              {draggable && !o.at ? (
                <span className="row-grip" {...reorder.grip(o.id)}>
                  <Icon name="grip-vertical" />
                </span>
              ) : draggable ? (
                // Its place kept, so the day's marks stay in one column.
                <span className="row-grip invisible" aria-hidden="true">
                  <Icon name="grip-vertical" />
                </span>
              ) : null}
              {rowCheckAndText(o, `${o.id} ${!isDone}`, title, isDone, markers, dashboardId, today, reminders[o.id])}
              {o.assignee ? <AssigneeBadge id={o.assignee} name={people[o.assignee]} /> : null}
              {/* Named by aria-labelledby; its icon is drawn by CSS (.row-more). */}
              {/* eslint-disable-next-line jsx-a11y/anchor-has-content */}
              <a
                href={`${rowLink(menu ? null : o.id)}#${title}`}
                aria-labelledby={`l-more ${title}`}
                aria-expanded={menu}
                className="row-more"
              />
              {menu ? (
                <RowMenu
                  dashboardId={dashboardId}
                  day={day}
                  objectiveId={o.id}
                  index={i}
                  count={list.length}
                  movable={manualOrder && !o.at}
                  top={timed}
                  priority={o.priority ?? 4}
                  assignee={o.assignee ?? undefined}
                  shared={shared}
                  labelledBy={`l-more ${title}`}
                  close={rowLink(null)}
                  copyRequestId={copyRequestId}
                  today={today}
                />
              ) : null}
              {o.checklist && steps?.open.has(o.id) ? (
                <RowSteps dashboardId={dashboardId} objectiveId={o.id} labelledBy={title} />
              ) : null}
            </li>
          );
        })}
      </ul>
    </Form>
  );
}

/**
 * A row's done mark (in its priority's colour, `value` its "toggle" button's) and its text:
 * the title (`title` is its id, which names the mark), its priority read out, its filters,
 * repeat mark, deadline, the reader's reminder, its comments' count and its description's first line (decision 031), cut to the row's width. A
 * plain function, not a component: the day draws it a hundred times (issue 12). Also /today's.
 */
export function rowCheckAndText(
  o: Objective,
  value: string,
  title: string,
  isDone: boolean,
  markers: Marker[],
  /** Its dashboard, where its comments are read (the row's bubble leads there). */
  dashboardId: string,
  /** The reader's today, against which its deadline stands. */
  today: string,
  /** The reader's own reminder of it still to go, "HH:MM" (decision 074). */
  reminder?: string,
) {
  return (
    <>
      <button
        name="toggle"
        value={value}
        aria-labelledby={`${isDone ? "l-undone" : "l-done"} ${title}`}
        className={`${isDone ? "check check-on" : "check"}${o.priority ? ` pri${o.priority}` : ""}`}
      >
        {isDone ? <Icon name="check" className="size-3.5" /> : null}
      </button>
      <span className="row-text">
        {o.at ? <RowTime at={o.at} minutes={o.minutes} /> : null}
        <span id={title} className={isDone ? "row-done" : undefined}>
          {richText(o.title)}
        </span>
        {o.priority ? <PriorityLabel priority={o.priority} /> : null}
        <MarkerChips ids={o.markers} markers={markers} />
        {o.repeat ? <RepeatBadge repeat={o.repeat} every={o.every} fromDone={o.fromDone} until={o.until} /> : null}
        {o.deadline ? <DeadlineBadge deadline={o.deadline} today={today} done={isDone} /> : null}
        {reminder && !isDone ? (
          <ReminderBadge at={reminder} to={reminderHref(dashboardId, o.id)} title={plainText(o.title)} />
        ) : null}
        {o.checklist ? (
          <ChecklistBadge
            progress={o.checklist}
            to={checklistHref(dashboardId, o.id)}
            title={plainText(o.title)}
            objectiveId={o.id}
          />
        ) : null}
        {o.comments ? (
          <CommentsBadge count={o.comments} to={commentsHref(dashboardId, o.id)} title={plainText(o.title)} />
        ) : null}
        {o.summary ? <span className="row-sum">{summaryText(o.summary)}</span> : null}
      </span>
    </>
  );
}
