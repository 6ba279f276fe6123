import { useTranslation } from "~/lib/use-translation";
import { Form, Link, useLocation } from "react-router";
import { addDays, formatDay } from "~/lib/dates";
import { FieldMessages } from "~/components/field";
import type { FieldMessage } from "~/lib/forms";
import { LIMITS } from "~/lib/limits";
import type { Marker, Objective } from "~/lib/data-api";
import { withParam } from "~/lib/view-params";
import { AssigneeBadge } from "./assignee-badge";
import { EditLink } from "./edit-link";
import { RowSteps, useOpenSteps } from "./row-steps";
import { ChecklistBadge, checklistHref, CommentsBadge, commentsHref } from "./row-badges";
import { MarkerChips } from "./marker-chips";
import { PriorityLabel } from "./priority-flag";
import { RepeatBadge } from "./repeat-badge";

/**
 * Objectives of earlier days that are not done, each with its done mark and "Move to
 * today", and "Move all to today" or, under "Reschedule", to a day typed (Todoist's overdue
 * section). One form: each row's buttons are named after their intent (`LIST_BUTTONS`). A
 * long list shows its first objectives and "Show all" (decision 013).
 */
export function OverdueList({
  overdue,
  count,
  all,
  markers,
  people,
  dashboardId,
  today,
  refused,
}: {
  overdue: Objective[];
  /** Every overdue objective, also those not shown. */
  count: number;
  all: boolean;
  markers: Marker[];
  /** Assignees' names by id. */
  people: Record<string, string>;
  dashboardId: string;
  today: string;
  /** "Reschedule" refused: why, and the day as typed. */
  refused?: { errors?: FieldMessage[]; to?: string };
}) {
  const { t } = useTranslation("planner");
  const { search } = useLocation();
  if (count === 0) return null;
  return (
    <Form method="post" aria-labelledby="overdue-title" className="overdue">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="overdue-title" className="mr-auto font-semibold text-amber-900 dark:text-amber-100">
          {t("overdue.title", { count })}
        </h2>
        <Reschedule today={today} refused={refused} id="reschedule" name="intent" value="reschedule" />
        <button name="intent" value="move-today" className="btn-secondary py-1">
          {t("overdue.moveAll")}
        </button>
      </div>
      <OverdueLabels />
      <ul>
        {overdue.map((o, i) => (
          <OverdueRow
            key={o.id}
            o={o}
            title={`v${i}`}
            markers={markers}
            people={people}
            buttons={{ toggle: `${o.id} true`, move: o.id }}
            dashboardId={dashboardId}
            editQuery=""
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
  );
}

/**
 * "Reschedule": a day field (tomorrow to begin with) and Move, folded. First in its form: its
 * Move is the button Enter in the field presses. Its Move is named `name` = `value` (the day
 * view's intent, /today's dashboard) and navigates (`data-page`: not a list's fetcher), so a
 * refusal comes back as the page's, shown under the field (`id`) with the day as typed.
 */
export function Reschedule({
  today,
  refused,
  id,
  name,
  value,
  of,
}: {
  today: string;
  refused?: { errors?: FieldMessage[]; to?: string };
  id: string;
  name: string;
  value: string;
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
            defaultValue={refused?.to ?? addDays(today, 1)}
            aria-label={t("overdue.rescheduleTo")}
            aria-invalid={refused?.errors ? true : undefined}
            aria-describedby={refused?.errors ? id : undefined}
          />
          <button {...named("-m")} name={name} value={value} data-page="">
            {t("common:tooltip.move")}
          </button>
        </span>
        <FieldMessages id={id} errors={refused?.errors} />
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
      <span id="l-oedit">{t("common:tooltip.edit")}</span>
    </div>
  );
}

/**
 * An overdue objective: its done mark (in its priority's colour), title, filters, day and
 * assignee, and "Move to today". `buttons` are the values of its "toggle" and "move-today"
 * buttons; `title` is the id that names them (aria-labelledby, with OverdueLabels).
 */
export function OverdueRow({
  o,
  title,
  markers,
  people,
  buttons,
  dashboardId,
  editQuery,
}: {
  o: Objective;
  title: string;
  markers: Marker[];
  people: Record<string, string>;
  buttons: { toggle: string; move: string };
  /** Its dashboard, where its comments are read. */
  dashboardId: string;
  /** Its "Edit"'s way back (/today's `?from=today`). */
  editQuery: string;
}) {
  const { t, i18n } = useTranslation("planner");
  const steps = useOpenSteps();
  return (
    <li>
      <button
        name="toggle"
        value={buttons.toggle}
        aria-labelledby={`l-odone ${title}`}
        className={`check${o.priority ? ` pri${o.priority}` : ""}`}
      />
      <span className="row-text">
        <span id={title}>{o.title}</span>
        {o.priority ? <PriorityLabel priority={o.priority} /> : null}
        <MarkerChips ids={o.markers} markers={markers} />
        {o.repeat ? <RepeatBadge repeat={o.repeat} every={o.every} fromDone={o.fromDone} /> : null}
        {o.checklist ? (
          <ChecklistBadge
            progress={o.checklist}
            to={checklistHref(dashboardId, o.id)}
            title={o.title}
            objectiveId={o.id}
          />
        ) : null}
        {o.comments ? <CommentsBadge count={o.comments} to={commentsHref(dashboardId, o.id)} title={o.title} /> : null}
        {o.summary ? <span className="row-sum">{o.summary}</span> : null}
        <span className="block text-xs text-neutral-600 dark:text-neutral-300">
          {formatDay(o.day, i18n.language, "medium")}
        </span>
      </span>
      {o.assignee ? <AssigneeBadge id={o.assignee} name={people[o.assignee]} /> : null}
      <EditLink dashboardId={dashboardId} objectiveId={o.id} title={title} query={editQuery} label="l-oedit" />
      <button name="move-today" value={buttons.move} aria-labelledby={`l-today ${title}`} className="link text-sm">
        {t("overdue.move")}
      </button>
      {o.checklist && steps?.open.has(o.id) ? (
        <RowSteps dashboardId={dashboardId} objectiveId={o.id} labelledBy={title} />
      ) : null}
    </li>
  );
}
