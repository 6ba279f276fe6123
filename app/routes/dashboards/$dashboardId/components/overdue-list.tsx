import { useTranslation } from "~/lib/use-translation";
import { plainText, summaryText } from "~/lib/rich-text";
import { richText } from "~/components/rich-text";
import { Form, Link, useFetchers, useLocation } from "react-router";
import { FetcherMarker } from "~/components/fetcher-marker";
import { useViewLinkClicks } from "~/components/view-link";
import { addDays, formatDay } from "~/lib/dates";
import { FieldMessages } from "~/components/field";
import type { FieldMessage } from "~/lib/forms";
import { LIMITS } from "~/lib/limits";
import type { Marker, Objective } from "~/lib/data-api";
import { paramLinks, withParam } from "~/lib/view-params";
import { useListSubmit } from "../use-list-submit";
import { AssigneeBadge } from "./assignee-badge";
import { withPending } from "./objective-list";
import { MenuEnter, QuickMove } from "./row-menu";
import { quickDays } from "./quick-days";
import { RowMore } from "./row-more";
import { RowSteps, useOpenSteps } from "./row-steps";
import { ChecklistBadge, checklistHref, CommentsBadge, commentsHref } from "./row-badges";
import { MarkerChips } from "./marker-chips";
import { PriorityLabel } from "./priority-flag";
import { DeadlineBadge } from "./deadline-badge";
import { RowTime } from "./row-time";
import { RepeatBadge } from "./repeat-badge";

/**
 * Objectives of earlier days that are not done, each with its done mark, "Move to today" and
 * its menu ("More actions": the day's rows' one, moving from today), and "Move all to today"
 * or, under "Reschedule", to a day typed (Todoist's overdue section). One form: each row's
 * buttons are named after their intent (`LIST_BUTTONS`) and go through fetchers with
 * JavaScript, as the day's rows do; a row on its way (done, moved, deleted) is hidden and no
 * longer counted, and the list while all of it moves. A long list shows its first objectives
 * and "Show all" (decision 013).
 */
export function OverdueList({
  overdue,
  count,
  all,
  markers,
  people,
  dashboardId,
  day,
  today,
  refused,
  shared,
  copyRequestId,
}: {
  overdue: Objective[];
  /** Every overdue objective, also those not shown. */
  count: number;
  all: boolean;
  markers: Marker[];
  /** Assignees' names by id. */
  people: Record<string, string>;
  dashboardId: string;
  /** The day shown: on an earlier one, its own undone objectives are in both lists. */
  day: string;
  today: string;
  /** "Reschedule" refused: why, and the day as typed. */
  refused?: { errors?: FieldMessage[]; to?: string };
  /** Someone else is a member: a row's menu offers "Assign to me". */
  shared: boolean;
  /** A row menu's "Duplicate" key for this render. */
  copyRequestId: string;
}) {
  const { t } = useTranslation("planner");
  const { search } = useLocation();
  const onSubmit = useListSubmit();
  const onClick = useViewLinkClicks();
  const { list, deleting, done, movingAll } = withPending(overdue, useFetchers());
  const open = new URLSearchParams(search).get("row");
  const link = paramLinks(search, "row");
  // Its count and heading follow the rows on their way out at once.
  const left = count - list.filter((o) => deleting.has(o.id) || done.get(o.id)).length;
  if (left <= 0 || movingAll) return null;
  return (
    <>
      <RescheduleForm id="reschedule" />
      <Form method="post" aria-labelledby="overdue-title" className="overdue" onSubmit={onSubmit}>
        <FetcherMarker />
        {/* Enter in an open menu's day field moves its row, not the whole list (the day's own
            rows, also here on an earlier day, have their menu in the day's list). */}
        <MenuEnter id={list.find((o) => o.id === open && o.day !== day)?.id} />
        <div className="relative flex flex-wrap items-center gap-2">
          <h2 id="overdue-title" className="mr-auto font-semibold text-amber-900 dark:text-amber-100">
            {t("overdue.title", { count: left })}
          </h2>
          <Reschedule today={today} refused={refused} id="reschedule" />
          <button name="intent" value="move-today" className="btn-secondary py-1">
            {t("overdue.moveAll")}
          </button>
        </div>
        <OverdueLabels />
        {/* Its rows' "More actions" open in place with JavaScript (view links). */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
        <ul onClick={onClick}>
          {list.map((o, i) => (
            <OverdueRow
              key={o.id}
              o={o}
              title={`v${i}`}
              markers={markers}
              people={people}
              buttons={{ toggle: `${o.id} true`, move: o.id }}
              dashboardId={dashboardId}
              today={today}
              hidden={deleting.has(o.id) || done.get(o.id)}
              // The day's list has its menu (one `?row=` opens one).
              more={
                o.day === day ? null : (
                  <RowMore
                    o={o}
                    dashboardId={dashboardId}
                    title={`v${i}`}
                    state={{ open: open === o.id, link, shared, copyRequestId }}
                    today={today}
                    late
                    label="l-omore"
                  />
                )
              }
            />
          ))}
        </ul>
        {count > LIMITS.overduePreview ? (
          <Link
            to={withParam(search, "overdue", all ? null : "all")}
            preventScrollReset
            className="link self-start text-sm"
          >
            {all ? t("overdue.showFewer") : t("overdue.showAll", { count })}
          </Link>
        ) : null}
      </Form>
    </>
  );
}

/**
 * "Reschedule"'s own form, empty: its field and Move (inside the list's) belong to it by their
 * `form` attribute, so Enter in the field presses its Move, whatever else the list's form holds
 * (an open menu's Move, first there), and it posts as the page does: a refusal is the page's
 * to show. Outside the list's form: forms do not nest.
 */
export function RescheduleForm({ id }: { id: string }) {
  return <Form id={`${id}-f`} method="post" hidden />;
}

/**
 * "Reschedule", folded: a day field (tomorrow to begin with) and Move, then tomorrow, the
 * weekend and next week, each with its date (as a row's menu offers them, Todoist's scheduler).
 * All belong to its own form (`RescheduleForm` with the same `id`, drawn outside the list's).
 * On the day view its Move is the `reschedule` intent (the field's day) and the quick ones
 * are the `reschedule` button with their day; on /today (`dashboardId`, the section's) all
 * are that button, its value the dashboard and, for a quick one, its day (`TODAY_BUTTONS`).
 * A refusal comes back as the page's, shown under the field (`id`) with the day as typed.
 */
export function Reschedule({
  today,
  refused,
  id,
  dashboardId,
  of,
  intent = "reschedule",
}: {
  today: string;
  refused?: { errors?: FieldMessage[]; to?: string };
  id: string;
  /** /today's: the section's dashboard, first in its buttons' values. */
  dashboardId?: string;
  /** Its intent, and its buttons' name: /today's "reschedule-all" moves every section's. */
  intent?: string;
  /** Where there are several (/today's sections): the id of what names its list, added to its names. */
  of?: string;
}) {
  const { t } = useTranslation("planner");
  const named = (part: string) => (of ? { id: id + part, "aria-labelledby": `${id}${part} ${of}` } : undefined);
  return (
    <details className="reschedule" open={refused ? true : undefined}>
      <summary {...named("-s")} className="btn-secondary py-1">
        {t("overdue.reschedule")}
      </summary>
      <div>
        <span className="row-menu-day">
          <input
            type="date"
            name="to"
            form={`${id}-f`}
            defaultValue={refused?.to ?? addDays(today, 1)}
            aria-label={t("overdue.rescheduleTo")}
            aria-invalid={refused?.errors ? true : undefined}
            aria-describedby={refused?.errors ? id : undefined}
          />
          <button
            {...named("-m")}
            {...(dashboardId ? { name: intent, value: dashboardId } : { name: "intent", value: intent })}
            form={`${id}-f`}
          >
            {t("common:tooltip.move")}
          </button>
        </span>
        <FieldMessages id={id} errors={refused?.errors} />
        {/* After the field: Enter there presses the form's first button, Move. */}
        {quickDays(today, today).map((q) => (
          <button
            {...named(`-${q.key}`)}
            key={q.key}
            name={intent}
            value={dashboardId ? `${dashboardId} ${q.day}` : q.day}
            form={`${id}-f`}
            className={`row-move move-${q.key}`}
          >
            <QuickMove move={q} today={today} />
          </button>
        ))}
      </div>
    </details>
  );
}

/** The words that name an overdue row's buttons with its title (once per page). */
export function OverdueLabels() {
  const { t } = useTranslation("planner");
  return (
    <div hidden>
      <span id="l-odone">{t("common:tooltip.markDone")}</span>
      <span id="l-today">{t("overdue.move")}</span>
      <span id="l-omore">{t("objective.more")}</span>
    </div>
  );
}

/**
 * An overdue objective: its done mark (in its priority's colour), title, filters, day and
 * assignee, "Move to today" and `more` (its "More actions", where "Edit" is). `buttons` are the values
 * of its "toggle" and "move-today" buttons; `title` is the id that names them
 * (aria-labelledby, with OverdueLabels).
 */
export function OverdueRow({
  o,
  title,
  markers,
  people,
  buttons,
  dashboardId,
  hidden,
  more,
  where,
  item,
  today,
}: {
  o: Objective;
  title: string;
  markers: Marker[];
  people: Record<string, string>;
  buttons: { toggle: string; move: string };
  /** Its dashboard, where its comments are read. */
  dashboardId: string;
  /** On its way out (done, moved or deleted): hidden, not removed, so its fetcher's follow-up runs. */
  hidden?: boolean;
  /** Its "More actions" (RowMore), after /today's "Edit". */
  more: React.ReactNode;
  /** /upcoming's: its dashboard (a link there), after its day. */
  where?: React.ReactNode;
  /** /upcoming's: what makes it draggable onto a day. */
  item?: React.LiHTMLAttributes<HTMLLIElement>;
  /** The reader's today, against which its deadline stands. */
  today: string;
}) {
  const { t, i18n } = useTranslation("planner");
  const steps = useOpenSteps();
  return (
    <li hidden={hidden} {...item}>
      <button
        name="toggle"
        value={buttons.toggle}
        aria-labelledby={`l-odone ${title}`}
        className={`check${o.priority ? ` pri${o.priority}` : ""}`}
      />
      <span className="row-text">
        {o.at ? <RowTime at={o.at} minutes={o.minutes} /> : null}
        <span id={title}>{richText(o.title)}</span>
        {o.priority ? <PriorityLabel priority={o.priority} /> : null}
        <MarkerChips ids={o.markers} markers={markers} />
        {o.repeat ? <RepeatBadge repeat={o.repeat} every={o.every} fromDone={o.fromDone} until={o.until} /> : null}
        {o.deadline ? <DeadlineBadge deadline={o.deadline} today={today} done={false} /> : null}
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
        <span className="block text-xs text-neutral-600 dark:text-neutral-300">
          {formatDay(o.day, i18n.language, "medium")}
          {where}
        </span>
      </span>
      {o.assignee ? <AssigneeBadge id={o.assignee} name={people[o.assignee]} /> : null}
      <button name="move-today" value={buttons.move} aria-labelledby={`l-today ${title}`} className="move-now">
        {t("overdue.move")}
      </button>
      {more}
      {o.checklist && steps?.open.has(o.id) ? (
        <RowSteps dashboardId={dashboardId} objectiveId={o.id} labelledBy={title} />
      ) : null}
    </li>
  );
}
