import { href } from "react-router";
import { Icon } from "~/components/icons";
import { formatReminder, reminderWhen } from "~/lib/dates";
import { useTranslation } from "~/lib/use-translation";
import { stepsPanelId, useOpenSteps } from "./row-steps";

/** Where an objective's checklist is ticked off: its page (decision 045). */
export const checklistHref = (dashboardId: string, objectiveId: string) =>
  `${href("/dashboards/:dashboardId/objectives/:objectiveId", { dashboardId, objectiveId })}#checklist`;

/** Where the reader's reminder of an objective is changed: its page's section (decision 074). */
export const reminderHref = (dashboardId: string, objectiveId: string) =>
  `${href("/dashboards/:dashboardId/objectives/:objectiveId", { dashboardId, objectiveId })}#reminder`;

/** Where an objective's comments are read: its page's list (decision 044). */
export const commentsHref = (dashboardId: string, objectiveId: string) =>
  `${href("/dashboards/:dashboardId/objectives/:objectiveId", { dashboardId, objectiveId })}#comments`;

/**
 * A row's mark for its comments: a speech bubble and the count, leading to them. Named with
 * the objective's title, as its row's other controls are ("2 comments on Call the landlord").
 */
export function CommentsBadge({ count, to, title }: { count: number; to: string; title: string }) {
  const { t } = useTranslation("planner");
  return (
    <a
      href={to}
      className="row-repeat row-comments"
      title={t("comments.count", { count })}
      aria-label={t("comments.row", { count, title })}
    >
      <Icon name="message-square" className="size-3.5" />
      {count}
    </a>
  );
}

/**
 * A row's mark for its checklist: "2/5", ticked of all, leading to it (decision 045). In a
 * list whose rows open their steps in place, with JavaScript, it opens them under the row
 * instead (decision 051).
 */
export function ChecklistBadge({
  progress: [done, count],
  to,
  title,
  objectiveId,
}: {
  progress: [number, number];
  to: string;
  title: string;
  objectiveId: string;
}) {
  const { t } = useTranslation("planner");
  const steps = useOpenSteps();
  const props = {
    className:
      done === count ? "row-repeat row-comments text-primary-700 dark:text-primary-400" : "row-repeat row-comments",
    title: t("checklist.count", { done, count }),
    "aria-label": t("checklist.row", { done, count, title }),
  };
  const content = (
    <>
      <Icon name="list-checks" className="size-3.5" />
      {done}/{count}
    </>
  );
  return steps ? (
    <button
      type="button"
      aria-expanded={steps.open.has(objectiveId)}
      // The panel exists only while open.
      aria-controls={steps.open.has(objectiveId) ? stepsPanelId(objectiveId) : undefined}
      onClick={() => steps.toggle(objectiveId)}
      {...props}
    >
      {content}
    </button>
  ) : (
    <a href={to} {...props}>
      {content}
    </a>
  );
}

/**
 * A row's mark for the reader's own reminder still to go (decision 074): an alarm clock and
 * its time, and its day when that is before the objective's (decision 086), leading to where
 * it is changed. Named with the title, as the row's other marks.
 * Without `to` (inside a checkbox's label, where a link may not go) it is text, read as
 * "Reminder at 9:30 AM" after the title.
 */
export function ReminderBadge({ at, to, title }: { at: string; to?: string; title: string }) {
  const { t, i18n } = useTranslation("planner");
  const time = formatReminder(at, i18n.language);
  // On a day before the objective's (decision 086): "Reminder on Jun 9, 6:00 PM".
  const before = reminderWhen(at).day !== null;
  const said = before ? t("reminder.on", { time }) : t("reminder.at", { time });
  if (!to)
    return (
      <span className="row-repeat row-comments" title={said}>
        <Icon name="alarm-clock" className="size-3.5" />
        <span aria-hidden="true">{time}</span>
        <span className="sr-only">{said}</span>
      </span>
    );
  return (
    <a
      href={to}
      className="row-repeat row-comments"
      title={said}
      aria-label={before ? t("reminder.rowOn", { time, title }) : t("reminder.row", { time, title })}
    >
      <Icon name="alarm-clock" className="size-3.5" />
      {time}
    </a>
  );
}
