import { useTranslation } from "~/lib/use-translation";
import { Form, Link, useLocation } from "react-router";
import { formatDay } from "~/lib/dates";
import { LIMITS } from "~/lib/limits";
import type { Marker, Objective } from "~/lib/data-api";
import { withParam } from "~/lib/view-params";
import { AssigneeBadge } from "./assignee-badge";
import { MarkerChips } from "./marker-chips";
import { PriorityFlag } from "./priority-flag";
import { RepeatBadge } from "./repeat-badge";

/**
 * Objectives of earlier days that are not done, with "Move to today" and "Move all to
 * today". One form: each row's button is named after the intent (`LIST_BUTTONS`). A long
 * list shows its first objectives and "Show all" (decision 013).
 */
export function OverdueList({
  overdue,
  count,
  all,
  markers,
  people,
}: {
  overdue: Objective[];
  /** Every overdue objective, also those not shown. */
  count: number;
  all: boolean;
  markers: Marker[];
  /** Assignees' names by id. */
  people: Record<string, string>;
}) {
  const { t, i18n } = useTranslation("planner");
  const { search } = useLocation();
  const move = t("overdue.move");
  if (count === 0) return null;
  return (
    <Form method="post" aria-labelledby="overdue-title" className="overdue">
      <div className="flex items-center justify-between gap-2">
        <h2 id="overdue-title" className="font-semibold text-amber-900 dark:text-amber-100">
          {t("overdue.title", { count })}
        </h2>
        <button name="intent" value="move-today" className="btn-secondary py-1">
          {t("overdue.moveAll")}
        </button>
      </div>
      <span hidden id="l-today">
        {move}
      </span>
      <ul>
        {overdue.map((o, i) => (
          <li key={o.id}>
            <span className="row-text">
              <span id={`v${i}`}>{o.title}</span>
              {o.priority ? <PriorityFlag priority={o.priority} /> : null}
              <MarkerChips ids={o.markers} markers={markers} />
              {o.repeat ? <RepeatBadge repeat={o.repeat} every={o.every} /> : null}
              {o.summary ? <span className="row-sum">{o.summary}</span> : null}
              <span className="block text-xs text-neutral-600 dark:text-neutral-300">
                {formatDay(o.day, i18n.language, "medium")}
              </span>
            </span>
            {o.assignee ? <AssigneeBadge id={o.assignee} name={people[o.assignee]} /> : null}
            <button name="move-today" value={o.id} aria-labelledby={`l-today v${i}`} className="link text-sm">
              {move}
            </button>
          </li>
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
