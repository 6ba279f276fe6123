import { Icon } from "~/components/icons";
import { DashboardDot } from "~/components/dashboard-dot";
import type { DashboardLabel } from "../upcoming/dashboard-chip";
import { plainText } from "~/lib/rich-text";
import { useEffect } from "react";
import { Form, href } from "react-router";
import { Field } from "~/components/field";
import { Highlight } from "~/components/highlight";
import { MarkerChips } from "./$dashboardId/components/marker-chips";
import { AssigneeBadge } from "./$dashboardId/components/assignee-badge";
import { ChecklistBadge, checklistHref, CommentsBadge, commentsHref } from "./$dashboardId/components/row-badges";
import { PriorityFlag } from "./$dashboardId/components/priority-flag";
import { DeadlineBadge } from "./$dashboardId/components/deadline-badge";
import { RowTime } from "./$dashboardId/components/row-time";
import { RepeatBadge } from "./$dashboardId/components/repeat-badge";
import { SEARCH_QUERY } from "./fields";
import type { Marker, SearchResults } from "~/lib/data-api";
import { chipClass } from "~/lib/marker-colors";
import type { SearchSign } from "~/lib/quick-add/search-signs";
import { formatDay } from "~/lib/dates";
import type { FieldMessage } from "~/lib/forms";
import { useTranslation } from "~/lib/use-translation";

const muted = "text-sm text-neutral-600 dark:text-neutral-300";

/**
 * The search form (GET: a search is a link) of one dashboard's page and of all of them, and
 * on /dashboards (`to` the search of all, its label hidden). An empty search page is there
 * to be typed into: it is opened to search (a tab, "/"), and nothing else on it needs the
 * keyboard first.
 */
export function SearchForm({
  label,
  typed,
  errors,
  to,
}: {
  label: string;
  typed: string;
  errors?: FieldMessage[];
  /** Another page's search: a compact form that sends its words there. */
  to?: string;
}) {
  const { t } = useTranslation("planner");
  return (
    <Form method="get" action={to} role="search" className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <Field
          label={label}
          hideLabel={to !== undefined}
          placeholder={to !== undefined ? label : undefined}
          name="q"
          type="search"
          defaultValue={typed}
          errors={errors}
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={to === undefined && typed === ""}
          {...SEARCH_QUERY}
        />
      </div>
      <button type="submit" className={to !== undefined ? "btn-secondary mb-px" : "btn-primary mb-px"}>
        {t("search:submit")}
      </button>
    </Form>
  );
}

/** `autoFocus` works on a page load; a move within the app (the "/" shortcut, a tab) needs this. */
export function useFocusWhenEmpty(typed: string) {
  useEffect(() => {
    if (typed === "") document.querySelector<HTMLInputElement>('form[role="search"] input[name="q"]')?.focus();
  }, [typed]);
}

/**
 * What a search found: objectives (each leading to its day) beside notes (each opening in
 * the notes page of its year), the words marked. `dashboardOf` names each row's dashboard
 * (with the reader's colour for it) where the search went through several.
 */
export function SearchResultLists({
  results,
  typed,
  signs,
  markers = [],
  dashboardOf,
  today,
}: {
  results: SearchResults;
  /** The reader's today, against which deadlines stand. */
  today: string;
  /** The line as typed: its words and signs. */
  typed: string;
  signs: readonly SearchSign[];
  markers?: Marker[];
  dashboardOf?: (id: string) => DashboardLabel | undefined;
}) {
  const { t, i18n } = useTranslation("planner");
  const { words, objectives, objectives_count, notes, notes_count, people } = results;
  if (typed === "")
    return (
      <p className={muted}>
        {t("search:hint")} {t("search:signsHint")}
      </p>
    );
  if (objectives_count === 0 && notes_count === 0)
    return (
      <p role="status" className="text-neutral-600 dark:text-neutral-300">
        {t(dashboardOf ? "search:nothingEverywhere" : "search:nothing", { query: typed })}
      </p>
    );
  const where = (id: string) => {
    const label = dashboardOf?.(id);
    return label ? (
      <span className="inline-flex items-center gap-1.5 text-xs font-medium text-neutral-500 dark:text-neutral-400">
        <DashboardDot color={label.color} className="size-2" />
        {label.name}
      </span>
    ) : null;
  };
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <Found
        id="found-objectives"
        heading={t("search:objectives")}
        total={objectives_count}
        shown={objectives.length}
        empty={t("search:noObjectives")}
        className="lg:col-span-2"
      >
        <ul className="flex flex-col divide-y divide-neutral-200 dark:divide-neutral-800">
          {objectives.map((o) => (
            <li key={o.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2">
              <span className="flex min-w-0 flex-wrap items-baseline gap-2">
                {o.at ? <RowTime at={o.at} minutes={o.minutes} /> : null}
                <a
                  href={`${href("/dashboards/:dashboardId", { dashboardId: o.dashboard_id })}?day=${o.day}`}
                  className={`link ${o.done ? "text-neutral-500 line-through dark:text-neutral-400" : ""}`}
                >
                  <Highlight text={plainText(o.title)} words={words} />
                </a>
                {o.done ? <span className="sr-only">{t("search:done")}</span> : null}
                {o.priority ? <PriorityFlag priority={o.priority} /> : null}
                <MarkerChips ids={o.markers} markers={markers} />
                {o.repeat ? <RepeatBadge repeat={o.repeat} every={o.every} fromDone={o.fromDone} /> : null}
                {o.deadline ? <DeadlineBadge deadline={o.deadline} today={today} done={o.done} /> : null}
                {o.checklist ? (
                  <ChecklistBadge
                    progress={o.checklist}
                    to={checklistHref(o.dashboard_id, o.id)}
                    title={plainText(o.title)}
                    objectiveId={o.id}
                  />
                ) : null}
                {o.comments ? (
                  <CommentsBadge
                    count={o.comments}
                    to={commentsHref(o.dashboard_id, o.id)}
                    title={plainText(o.title)}
                  />
                ) : null}
              </span>
              <span className="flex items-center gap-2">
                {o.assignee ? <AssigneeBadge id={o.assignee} name={people[o.assignee]} /> : null}
                {where(o.dashboard_id)}
                <span className={muted}>{formatDay(o.day, i18n.language, "medium")}</span>
              </span>
              {/* Found in its description: the words around them. */}
              {o.snippet ? (
                <p className="w-full text-sm break-words text-neutral-700 dark:text-neutral-300">
                  <Highlight text={plainText(o.snippet)} words={words} />
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </Found>
      <Found
        id="found-notes"
        heading={t("search:notes")}
        total={notes_count}
        shown={notes.length}
        // A priority or an assignee asked: notes have neither (they have filters).
        empty={t(
          signs.some((s) => s.kind !== "filter" && s.kind !== "without") ? "search:notesNarrowed" : "search:noNotes",
        )}
      >
        <ul className="flex flex-col gap-3">
          {notes.map((n) => (
            <li key={n.id} className="note">
              <div className="flex items-baseline justify-between gap-2">
                <a
                  href={`${href("/dashboards/:dashboardId/notes", { dashboardId: n.dashboard_id })}?year=${n.year}&note=${n.id}`}
                  className="link font-medium"
                >
                  <Highlight text={plainText(n.title)} words={words} />
                </a>
                <span className={muted}>{n.year}</span>
              </div>
              {where(n.dashboard_id)}
              {n.snippet ? (
                <p className="text-sm break-words text-neutral-700 dark:text-neutral-300">
                  <Highlight text={plainText(n.snippet)} words={words} />
                </p>
              ) : null}
              <MarkerChips ids={n.markers} markers={markers} />
            </li>
          ))}
        </ul>
      </Found>
    </div>
  );
}

/**
 * The signs a search line narrowed by ("#office", "p1", "+me"), as chips under the field,
 * each with × to search again without it: a link, so it works without JavaScript.
 */
export function SearchSignChips({ signs, markers = [] }: { signs: readonly SearchSign[]; markers?: Marker[] }) {
  const { t } = useTranslation("planner");
  if (!signs.length) return null;
  const due = signs.some((sign) => sign.kind === "deadline");
  const label = (sign: SearchSign) => {
    switch (sign.kind) {
      case "filter":
        return `#${sign.name}`;
      case "without":
        return t("search:leftOut", { name: sign.name });
      case "priority":
        return t(`priority.p${sign.priority}`);
      case "days":
        // Beside "deadline" the days are the deadline's ("Due today", "Deadline passed").
        return t(`search:${due ? "dueDays" : "days"}.${sign.days}`);
      case "repeating":
        return t("search:repeating");
      case "deadline":
        return t("search:deadline");
      case "assignee":
        return sign.me ? t("assignee.mine") : t("assignee.on", { name: sign.name });
    }
  };
  const color = (sign: SearchSign) => {
    const known = sign.kind === "filter" && markers.find((m) => m.name.toLowerCase() === sign.name.toLowerCase());
    return known ? chipClass(known.color) : "bg-neutral-100 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-100";
  };
  return (
    <div className="-mt-3 flex flex-wrap items-center gap-1.5 text-sm">
      <span id="search-signs" className={muted}>
        {t("search:signs")}
      </span>
      <ul aria-labelledby="search-signs" className="flex flex-wrap items-center gap-1.5">
        {signs.map((sign) => (
          <li key={`${sign.kind}-${label(sign)}`} className={`chip inline-flex items-center gap-1 ${color(sign)}`}>
            {sign.kind === "priority" ? (
              <Icon name="flag" className={`size-3.5 shrink-0 flag-pri${sign.priority}`} />
            ) : sign.kind === "assignee" ? (
              <Icon name="user" className="size-3.5 shrink-0" />
            ) : sign.kind === "repeating" ? (
              <Icon name="repeat-2" className="size-3.5 shrink-0" />
            ) : sign.kind === "deadline" ? (
              <Icon name="target" className="size-3.5 shrink-0" />
            ) : sign.kind === "without" ? (
              <Icon name="ban" className="size-3.5 shrink-0" />
            ) : null}
            <span>{label(sign)}</span>
            <a
              href={`?q=${encodeURIComponent(sign.without)}`}
              aria-label={
                sign.kind === "without"
                  ? t("search:include", { name: sign.name })
                  : t("search:without", { sign: label(sign) })
              }
              className="chip-x"
            >
              <Icon name="x" className="size-3" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One kind of match: its heading with the count of all, the list (or `empty`), and how many are shown. */
function Found({
  id,
  heading,
  total,
  shown,
  empty,
  className = "",
  children,
}: {
  id: string;
  heading: string;
  total: number;
  shown: number;
  empty: string;
  className?: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation("planner");
  return (
    <section className={`flex flex-col gap-3 ${className}`} aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        {heading}{" "}
        <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-medium dark:bg-neutral-800">{total}</span>
      </h2>
      {shown === 0 ? <p className={muted}>{empty}</p> : children}
      {total > shown ? <p className={muted}>{t("search:latest", { shown, total })}</p> : null}
    </section>
  );
}
