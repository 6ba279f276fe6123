import { CalendarCheck } from "lucide-react";
import { href, Link } from "react-router";
import { FormErrors } from "~/components/field";
import { formatDay } from "~/lib/dates";
import { refusal } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/lib/use-translation";
import type { Route } from "./+types/today";
import { DayShortcuts } from "../dashboards/$dashboardId/components/day-shortcuts";
import { PendingObjective, QuickAddForm } from "../dashboards/$dashboardId/components/quick-add-form";
import { LiveStatus } from "../dashboards/$dashboardId/components/live-status";
import { TODAY_LIVE_PATH } from "~/lib/live";
import { LiveContext, useLive } from "~/lib/use-live";
import { TodayLists } from "./today-lists";
import { todayAction, todayLoader } from "./today.server";

export const loader = (args: Route.LoaderArgs) => todayLoader(args);
export const action = (args: Route.ActionArgs) => todayAction(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/**
 * /today: what is due today and overdue on every dashboard, a section each (decision 038).
 * "Assigned to me" (?marker=me, as on a dashboard) keeps one's own. With JavaScript it
 * follows changes on all of them through the person's own live connection (decision 014).
 */
export default function Today({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("planner");
  const { today, dashboards, people, assigned, mine, every_dashboard, chosen, requestId } = loaderData;
  // Without JavaScript, a refused line comes back with what was typed and chosen.
  const failure = refusal(actionData);
  const refused = failure?.values.intent === "add" ? failure : undefined;
  const live = useLive(TODAY_LIVE_PATH);
  return (
    <LiveContext value={live}>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="flex flex-col gap-1">
            <h1 className="text-3xl font-bold tracking-tight">{t("today.title")}</h1>
            <p className="text-sm text-neutral-600 dark:text-neutral-300">{formatDay(today, i18n.language)}</p>
            <LiveStatus />
          </div>
          <div className="flex items-center gap-2">
            {assigned ? <WhoseSwitch mine={mine} /> : null}
            <DayShortcuts scope="today" />
          </div>
        </div>
        <FormErrors errors={failure?.errors?._form} />
        {every_dashboard.length > 0 ? (
          <>
            <QuickAddForm
              day={today}
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
        {dashboards.length === 0 ? (
          <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-neutral-300 px-6 py-14 text-center dark:border-neutral-700">
            <CalendarCheck aria-hidden className="size-10 text-primary-600" />
            <h2 className="text-xl font-semibold">{mine ? t("today.emptyMine") : t("today.empty")}</h2>
            <p className="max-w-md text-sm text-neutral-600 dark:text-neutral-300">
              {t("today.emptyText")}{" "}
              <Link to={href("/dashboards")} className="link">
                {t("today.toDashboards")}
              </Link>
            </p>
          </section>
        ) : (
          <TodayLists sections={dashboards} people={people} mine={mine} />
        )}
      </div>
    </LiveContext>
  );
}

/** "Everything" or "Assigned to me": two links, the current one marked, with or without JavaScript. */
function WhoseSwitch({ mine }: { mine: boolean }) {
  const { t } = useTranslation("planner");
  const options = [
    { to: href("/today"), label: t("today.everything"), current: !mine },
    { to: `${href("/today")}?marker=me`, label: t("assignee.mine"), current: mine },
  ];
  return (
    <nav aria-label={t("today.whose")} className="seg">
      {options.map((o) => (
        <Link key={o.to} to={o.to} aria-current={o.current ? "page" : undefined} preventScrollReset>
          {o.label}
        </Link>
      ))}
    </nav>
  );
}
