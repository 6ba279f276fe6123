import { IconSprite } from "~/components/icons";
import { CalendarCheck } from "lucide-react";
import { href, Link } from "react-router";
import { formatDayRange } from "~/lib/dates";
import { TODAY_LIVE_PATH } from "~/lib/live";
import { pageMeta } from "~/lib/meta";
import { LiveContext, useLive } from "~/lib/use-live";
import { useTranslation } from "~/lib/use-translation";
import { QueryNotice } from "../dashboards/$dashboardId/components/dashboard-header";
import { DayShortcuts } from "../dashboards/$dashboardId/components/day-shortcuts";
import { PendingObjective, QuickAddForm } from "../dashboards/$dashboardId/components/quick-add-form";
import { FormErrors } from "~/components/field";
import { refusal } from "~/lib/forms";
import { AcrossHeader } from "../today/across-header";
import type { Route } from "./+types/upcoming";
import { UpcomingDays } from "./upcoming-days";
import { upcomingAction, upcomingLoader } from "./upcoming.server";

export const loader = (args: Route.LoaderArgs) => upcomingLoader(args);
export const action = (args: Route.ActionArgs) => upcomingAction(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/**
 * /upcoming: the next seven days on every dashboard, a list a day, each objective naming its
 * dashboard, with the days repeating ones come back on; quick add (a dashboard chosen beside
 * the line, the first day shown unless it names one); done and not done with Undo; seven
 * days more or fewer by link (?from=). Live as /today is.
 */
export default function Upcoming({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("planner");
  const { today, from, to, days, dashboards, markers, people, assigned, mine, previous, next, notice } = loaderData;
  const { every_dashboard, chosen, requestId } = loaderData;
  // Without JavaScript, a refused line comes back with what was typed and chosen.
  const failure = refusal(actionData);
  const refused = failure?.values.intent === "add" ? failure : undefined;
  const live = useLive(TODAY_LIVE_PATH);
  const page = (day: string) =>
    `${href("/upcoming")}?${new URLSearchParams({ from: day, ...(mine ? { marker: "me" } : {}) })}`;
  return (
    <LiveContext value={live}>
      {/* The rows' icons (done, repeat) are drawn once per page (icons.tsx). */}
      <IconSprite />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <AcrossHeader
          path={href("/upcoming")}
          title={t("upcoming.title")}
          subtitle={formatDayRange(from, to, i18n.language)}
          assigned={assigned}
          mine={mine}
          keep={previous ? { from } : {}}
        >
          <DayShortcuts scope="upcoming" />
        </AcrossHeader>
        {notice ? <QueryNotice notice={notice} /> : null}
        <FormErrors errors={failure?.errors?._form} />
        {every_dashboard.length > 0 ? (
          <>
            {/* A line without a date goes on the first day shown. */}
            <QuickAddForm
              day={from}
              today={today}
              requestId={requestId}
              dashboards={every_dashboard}
              dashboardId={refused?.values.dashboardId ?? chosen}
              errors={refused?.errors.text}
              value={refused?.values.text}
            />
            <PendingObjective />
          </>
        ) : null}
        <nav aria-label={t("upcoming.weeks")} className="flex flex-wrap gap-2">
          {previous ? (
            <Link to={page(previous)} className="btn-secondary" data-day-link="previous" preventScrollReset>
              {t("upcoming.previous")}
            </Link>
          ) : null}
          <Link to={page(next)} className="btn-secondary" data-day-link="next" preventScrollReset>
            {t("upcoming.next")}
          </Link>
        </nav>
        {days.length === 0 ? (
          <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-neutral-300 px-6 py-14 text-center dark:border-neutral-700">
            <CalendarCheck aria-hidden className="size-10 text-primary-600" />
            <h2 className="text-xl font-semibold">{mine ? t("upcoming.emptyMine") : t("upcoming.empty")}</h2>
            <p className="max-w-md text-sm text-neutral-600 dark:text-neutral-300">
              {t("upcoming.emptyText")}{" "}
              <Link to={href("/dashboards")} className="link">
                {t("today.toDashboards")}
              </Link>
            </p>
          </section>
        ) : (
          <UpcomingDays
            today={today}
            days={days}
            dashboards={dashboards}
            markers={markers}
            people={people}
            mine={mine}
          />
        )}
      </div>
    </LiveContext>
  );
}
