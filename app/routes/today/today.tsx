import { IconSprite } from "~/components/icons";
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
import { AcrossHeader } from "./across-header";
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
      {/* The rows' icons (done, repeat) are drawn once per page (icons.tsx). */}
      <IconSprite />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <AcrossHeader
          path={href("/today")}
          title={t("today.title")}
          subtitle={formatDay(today, i18n.language)}
          assigned={assigned}
          mine={mine}
        >
          <DayShortcuts scope="today" />
        </AcrossHeader>
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
