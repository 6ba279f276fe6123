import { Icon, type IconName } from "~/components/icons";
import { plainText } from "~/lib/rich-text";
import { markedText } from "~/components/rich-text";
import { Fragment } from "react";
import { href, Link } from "react-router";
import type { ActivityEntry, ActivityKind } from "~/lib/data-api";
import { formatClock, formatClockSpan, formatDayInText, formatTime } from "~/lib/dates";
import { useTranslation } from "~/lib/use-translation";

/** The kind without "_many": the icon and its colour are the single change's. */
type Base = ActivityKind extends infer K ? (K extends `${infer B}_many` ? B : K) : never;

const ICONS: Record<Base, [IconName, string]> = {
  added: ["plus", "text-sky-700 dark:text-sky-300"],
  completed: ["circle-check", "text-primary-700 dark:text-primary-300"],
  reopened: ["rotate-ccw", "text-amber-700 dark:text-amber-300"],
  rescheduled: ["calendar-clock", "text-violet-700 dark:text-violet-300"],
  renamed: ["pencil", "text-neutral-600 dark:text-neutral-300"],
  deleted: ["trash", "text-red-700 dark:text-red-300"],
  restored: ["undo-2", "text-sky-700 dark:text-sky-300"],
  moved_in: ["arrow-left-right", "text-violet-700 dark:text-violet-300"],
  moved_out: ["arrow-left-right", "text-violet-700 dark:text-violet-300"],
  commented: ["message-square", "text-sky-700 dark:text-sky-300"],
  joined: ["user-plus", "text-primary-700 dark:text-primary-300"],
  left: ["user-minus", "text-neutral-600 dark:text-neutral-300"],
  removed: ["user-minus", "text-red-700 dark:text-red-300"],
  note_added: ["sticky-note", "text-sky-700 dark:text-sky-300"],
  note_edited: ["sticky-note", "text-neutral-600 dark:text-neutral-300"],
  note_deleted: ["trash", "text-red-700 dark:text-red-300"],
  note_restored: ["undo-2", "text-sky-700 dark:text-sky-300"],
  dashboard_renamed: ["pencil", "text-neutral-600 dark:text-neutral-300"],
  dashboard_archived: ["archive", "text-neutral-600 dark:text-neutral-300"],
  dashboard_unarchived: ["archive-arrow-up", "text-sky-700 dark:text-sky-300"],
  filter_added: ["hash", "text-sky-700 dark:text-sky-300"],
  filter_renamed: ["hash", "text-neutral-600 dark:text-neutral-300"],
  filter_deleted: ["hash", "text-red-700 dark:text-red-300"],
  assigned: ["user-check", "text-sky-700 dark:text-sky-300"],
  unassigned: ["user-x", "text-neutral-600 dark:text-neutral-300"],
  made_viewer: ["eye", "text-neutral-600 dark:text-neutral-300"],
  made_editor: ["pencil-line", "text-sky-700 dark:text-sky-300"],
  deadline_set: ["target", "text-orange-700 dark:text-orange-300"],
  deadline_cleared: ["target", "text-neutral-600 dark:text-neutral-300"],
  time_set: ["clock", "text-violet-700 dark:text-violet-300"],
  time_cleared: ["clock", "text-neutral-600 dark:text-neutral-300"],
};

/** A translated sentence whose {{slots}} are elements (a name in bold, a title that links). */
function fill(sentence: string, parts: Record<string, React.ReactNode>) {
  return sentence.split(/(\{\{\w+\}\})/).map((piece, i) => {
    const slot = /^\{\{(\w+)\}\}$/.exec(piece)?.[1];
    return slot && slot in parts ? <Fragment key={i}>{parts[slot]}</Fragment> : piece;
  });
}

/** An entry's icon in its colour, in a round badge. */
export function ActivityIcon({ kind }: { kind: ActivityKind }) {
  const [icon, tone] = ICONS[kind.replace(/_many$/, "") as Base];
  return (
    <span
      aria-hidden
      className={`mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-neutral-100 dark:bg-neutral-800 ${tone}`}
    >
      <Icon name={icon} className="size-4" />
    </span>
  );
}

/**
 * What an entry says: who did what to which objective or note. The title links to it while
 * it is still on the dashboard. `you`: the entry assigned the objective to the reader (or took it
 * off them), and says so: "Ann assigned you …".
 */
export function ActivitySentence({
  entry: e,
  dashboardId,
  year,
  you = false,
}: {
  entry: ActivityEntry;
  dashboardId: string;
  /** The member's year: its days are named without it. */
  year: number;
  you?: boolean;
}) {
  const { t, i18n } = useTranslation(["board", "planner"]);
  const base = e.kind.replace(/_many$/, "") as Base;
  const member = base === "joined" || base === "left";
  // Joined and left name the member; everything else who did it.
  const name = member ? e.subject : e.name;
  const who = name ?? t("assignee.former");
  // Its objective's page (at the comment, for one), or the note open in its year.
  const titleHref = !e.exists
    ? null
    : e.objective
      ? href("/dashboards/:dashboardId/objectives/:objectiveId", { dashboardId, objectiveId: e.objective }) +
        (e.detail.comment ? `#comment-${e.detail.comment}` : "")
      : e.note
        ? `${href("/dashboards/:dashboardId/notes", { dashboardId })}?year=${e.detail.year}&note=${e.note}`
        : null;
  // A filter by its sign, as quick add and the chips write it.
  const sign = base.startsWith("filter_") ? "#" : "";
  // What members wrote shows its marks (decision 084); names of filters and dashboards as typed.
  const written = Boolean(e.objective || e.note);
  const subject = written && e.subject ? markedText(e.subject) : e.subject;
  const title = titleHref ? (
    <Link to={titleHref} className="link font-medium">
      {subject}
    </Link>
  ) : (
    <span className="font-medium">
      {sign}
      {subject}
    </span>
  );
  // A time of day's {to} is "HH:MM" (decision 093), with how long it takes (decision 095); every
  // other {to} a day.
  const time =
    base === "time_set" && e.detail.to
      ? e.detail.minutes
        ? formatClockSpan(e.detail.to, e.detail.minutes, i18n.language)
        : formatClock(e.detail.to, i18n.language)
      : undefined;
  const day = time ? undefined : (e.detail.to ?? e.detail.day);
  // Several moved to as many days: no one day to name. Assigned to oneself: "took on".
  const key =
    e.kind === "rescheduled_many" && !e.detail.to
      ? "activity.kind.rescheduled_spread"
      : you
        ? `notifications.kind.${e.kind}_you`
        : (e.kind === "assigned" || e.kind === "unassigned") && e.actor && e.detail.assignee === e.actor
          ? `activity.kind.${e.kind}_self`
          : `activity.kind.${e.kind}`;
  const sentence = t(key, {
    who: "{{who}}",
    title: "{{title}}",
    // A renamed objective's old title is a slot too: typed text is never read as a slot.
    from: e.detail.from && base === "rescheduled" ? formatDayInText(e.detail.from, i18n.language, year) : "{{from}}",
    day: day ? formatDayInText(day, i18n.language, year) : undefined,
    time,
    count: e.detail.count,
    assignee: "{{assignee}}",
  });
  return (
    <>
      {fill(sentence, {
        who: <strong className="font-semibold">{who}</strong>,
        title,
        from: e.detail.from && sign + (written ? plainText(e.detail.from) : e.detail.from),
        // The assignee by the name they had then (a deleted account has none).
        assignee: <strong className="font-semibold">{e.detail.name ?? t("assignee.former")}</strong>,
      })}
    </>
  );
}

/** One entry of a dashboard's activity: its icon, what happened, and when. */
export function ActivityItem({
  entry,
  dashboardId,
  timeZone,
  year,
}: {
  entry: ActivityEntry;
  dashboardId: string;
  timeZone: string;
  /** The member's year: its days are named without it. */
  year: number;
}) {
  const { i18n } = useTranslation(["board", "planner"]);
  return (
    <li className="flex items-start gap-3 py-2">
      <ActivityIcon kind={entry.kind} />
      <p className="min-w-0 flex-1 text-sm break-words">
        <ActivitySentence entry={entry} dashboardId={dashboardId} year={year} />
      </p>
      <time dateTime={entry.at} className="mt-0.5 shrink-0 text-xs text-neutral-600 tabular-nums dark:text-neutral-400">
        {formatTime(new Date(entry.at), i18n.language, timeZone)}
      </time>
    </li>
  );
}
