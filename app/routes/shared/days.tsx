import { richText } from "~/components/rich-text";
import { href, Link } from "react-router";
import { Icon } from "~/components/icons";
import type { Marker, SharedDays } from "~/lib/data-api";
import { addDays, formatDay, formatDayRange } from "~/lib/dates";
import { LIMITS } from "~/lib/limits";
import { pageMeta } from "~/lib/meta";
import { useOptionalUser } from "~/lib/use-root-data";
import { useTranslation } from "~/lib/use-translation";
import { QueryNotice } from "../dashboards/$dashboardId/components/dashboard-header";
import { MarkerChips } from "../dashboards/$dashboardId/components/marker-chips";
import { PriorityLabel } from "../dashboards/$dashboardId/components/priority-flag";
import { RepeatBadge } from "../dashboards/$dashboardId/components/repeat-badge";
import { DeadlineBadge } from "../dashboards/$dashboardId/components/deadline-badge";
import { RowTime } from "../dashboards/$dashboardId/components/row-time";
import type { Route } from "./+types/days";
import { sharedDaysLoader } from "./days.server";

export const loader = (args: Route.LoaderArgs) => sharedDaysLoader(args);
export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta(loaderData),
  { name: "robots", content: "noindex" },
];
// The URL holds a secret: never send it on as a referrer. Readers see changes on reload.
export const headers: Route.HeadersFunction = () => ({
  "Referrer-Policy": "no-referrer",
  "Cache-Control": "private, no-cache",
});

/** /shared/{token}: a dashboard's week for anyone with its public link, read-only (decision 030). */
export default function Shared({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("planner");
  if (loaderData.state !== "ok")
    return (
      <div className="mx-auto flex w-full max-w-lg flex-col gap-4 rounded-xl border border-neutral-200 p-6 dark:border-neutral-800">
        <Icon name="link" className="size-10 text-primary-600" />
        <h1 className="text-2xl font-bold tracking-tight">{loaderData.title}</h1>
        <p>{t(`shared:${loaderData.state}Text`)}</p>
        <OwnPlanner />
      </div>
    );
  const { page, notice, whole } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2 border-b border-neutral-200 pb-4 dark:border-neutral-800">
        <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs font-medium text-neutral-700 dark:bg-neutral-800 dark:text-neutral-200">
          <Icon name="eye" className="size-3.5" />
          {t("shared:readOnly")}
        </p>
        <h1 className="text-2xl font-bold tracking-tight">{page.dashboard.name}</h1>
        <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("shared:intro")}</p>
      </header>
      {notice ? <QueryNotice notice={notice} /> : null}
      {whole ? (
        <Link to={`?${new URLSearchParams({ day: page.from })}`} className="link self-start text-sm">
          <Icon name="chevron-left" className="mr-1 inline size-4 align-[-3px]" />
          {t("shared:backToWeek")}
        </Link>
      ) : (
        <WeekNav from={page.from} today={page.today} />
      )}
      <ol className="flex flex-col gap-5" aria-label={t("shared:days")}>
        {page.days.map((d) => (
          <SharedDay key={d.day} day={d} today={page.today} markers={page.markers} whole={whole} />
        ))}
      </ol>
      <OwnPlanner />
    </div>
  );
}

/** The week shown, and links to the one before, this one and the next (plain links). */
function WeekNav({ from, today }: { from: string; today: string }) {
  const { t, i18n } = useTranslation("planner");
  const week = (day: string) => `?${new URLSearchParams({ day })}`;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-lg font-semibold">
        {formatDayRange(from, addDays(from, LIMITS.sharedDays - 1), i18n.language)}
      </h2>
      <nav aria-label={t("shared:weeks")} className="flex items-center gap-2">
        <Link to={week(addDays(from, -LIMITS.sharedDays))} className="btn-secondary px-2" rel="prev">
          <Icon name="chevron-left" className="size-4" />
          <span className="max-sm:sr-only">{t("shared:previous")}</span>
        </Link>
        <Link to="?" className="btn-secondary" aria-current={from === today ? "date" : undefined}>
          {t("day.today")}
        </Link>
        <Link to={week(addDays(from, LIMITS.sharedDays))} className="btn-secondary px-2" rel="next">
          <span className="max-sm:sr-only">{t("shared:next")}</span>
          <Icon name="chevron-right" className="size-4" />
        </Link>
      </nav>
    </div>
  );
}

/** One day: its objectives as the dashboard orders them, done ones ticked; nothing to press. */
function SharedDay({
  day,
  today,
  markers,
  whole,
}: {
  day: SharedDays["days"][number];
  today: string;
  markers: Marker[];
  /** Shown alone with all its objectives: no link to show them all. */
  whole: boolean;
}) {
  const { t, i18n } = useTranslation("planner");
  const more = day.count - day.objectives.length;
  const heading = `d-${day.day}`;
  return (
    // An empty day takes one line: the week stays short to scan.
    <li
      aria-labelledby={heading}
      className={day.count === 0 ? "flex flex-wrap items-baseline gap-x-3" : "flex flex-col gap-2"}
    >
      <h3 id={heading} className="flex items-baseline gap-2 text-sm font-semibold first-letter:uppercase">
        <span className={day.day < today ? "text-neutral-500 dark:text-neutral-400" : undefined}>
          {formatDay(day.day, i18n.language)}
        </span>
        {day.day === today ? (
          <span className="rounded-full bg-primary-100 px-2 text-xs font-medium text-primary-800 dark:bg-primary-900 dark:text-primary-100">
            {t("day.today")}
          </span>
        ) : null}
      </h3>
      {day.objectives.length === 0 ? (
        <p className="text-sm text-neutral-500 dark:text-neutral-400">{t("shared:nothing")}</p>
      ) : (
        <ul className="rows">
          {day.objectives.map((o) => (
            <li key={o.id} className="row">
              <span
                className={`${o.done ? "check check-on" : "check check-ro"}${o.priority ? ` pri${o.priority}` : ""}`}
                aria-hidden
              >
                {o.done ? <Icon name="check" className="size-3.5" /> : null}
              </span>
              <span className="row-text">
                {o.done ? <span className="sr-only">{t("shared:done")} </span> : null}
                {o.at ? <RowTime at={o.at} minutes={o.minutes} /> : null}
                <span className={o.done ? "row-done" : undefined}>{richText(o.title)}</span>
                {o.priority ? <PriorityLabel priority={o.priority} /> : null}
                <MarkerChips ids={o.markers} markers={markers} />
                {o.repeat ? (
                  <RepeatBadge repeat={o.repeat} every={o.every} fromDone={o.fromDone} until={o.until} />
                ) : null}
                {o.deadline ? <DeadlineBadge deadline={o.deadline} today={today} done={o.done} /> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      {more > 0 ? (
        <p className="text-sm text-neutral-600 dark:text-neutral-300">
          {t("shared:more", { count: more })}{" "}
          {whole ? null : (
            <Link to={`?${new URLSearchParams({ day: day.day, all: "" })}`} className="link">
              {t("shared:showAll")}
            </Link>
          )}
        </p>
      ) : null}
    </li>
  );
}

/** Where a reader goes next: their own dashboards, or an account of their own. */
function OwnPlanner() {
  const { t } = useTranslation("planner");
  const user = useOptionalUser();
  return (
    <p className="flex flex-wrap items-center gap-3 border-t border-neutral-200 pt-4 text-sm text-neutral-600 dark:border-neutral-800 dark:text-neutral-300">
      {user ? (
        <Link to={href("/dashboards")} className="btn-secondary">
          {t("shared:myDashboards")}
        </Link>
      ) : (
        <>
          <span>{t("shared:own")}</span>
          <Link to={href("/login/sign-up")} className="btn-primary">
            {t("shared:signUp")}
          </Link>
        </>
      )}
    </p>
  );
}
