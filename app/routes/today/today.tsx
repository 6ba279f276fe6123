import { refusal } from "~/lib/forms";
import { href, useSearchParams } from "react-router";
import { revalidateAfterFetchers } from "~/lib/revalidate";
import { formatDay } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/lib/use-translation";
import type { Route } from "./+types/today";
import { AcrossPage } from "./across-page";
import { DueToday } from "./due-today";
import { TodayLists } from "./today-lists";
import { todayAction, todayLoader } from "./today.server";

export const loader = (args: Route.LoaderArgs) => todayLoader(args);
export const shouldRevalidate = revalidateAfterFetchers;
export const action = (args: Route.ActionArgs) => todayAction(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/**
 * /today: what is due today and overdue on every dashboard, a section each (decision 038),
 * what is due by its deadline though planned later above them (decision 072), with quick
 * add at the top, or under a section by its "Add objective" (?add=, a view link: that
 * dashboard chosen). "Assigned to me" (?marker=me, as on a dashboard) keeps one's own.
 * With JavaScript it follows changes on all of them through the person's own live
 * connection (decision 014).
 */
export default function Today({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("planner");
  const { today, dashboards, people, mine } = loaderData;
  const [search] = useSearchParams();
  // Only a section shown: any other ?add= opens nothing.
  const adding = dashboards.find((d) => d.id === search.get("add"))?.id;
  // A section's "Reschedule" refused: shown under its field.
  const failure = refusal(actionData);
  const refused =
    failure?.values.intent === "reschedule"
      ? { dashboardId: failure.values.dashboardId, errors: failure.errors.to, to: failure.values.to }
      : undefined;
  const refusedAll =
    failure?.values.intent === "reschedule-all" ? { errors: failure.errors.to, to: failure.values.to } : undefined;
  return (
    <AcrossPage
      path={href("/today")}
      title={t("today.title")}
      subtitle={formatDay(today, i18n.language)}
      shortcuts="today"
      page={adding ? { ...loaderData, chosen: adding } : loaderData}
      actionData={actionData}
      day={today}
      inline={adding !== undefined}
      top={
        loaderData.due.length ? (
          <DueToday due={loaderData.due} count={loaderData.due_count} today={today} mine={mine} />
        ) : null
      }
      // Only deadlines: those are the page, without a word that nothing is due.
      empty={
        dashboards.length === 0 && loaderData.due.length === 0
          ? { title: mine ? t("across:today.emptyMine") : t("across:today.empty"), text: t("across:today.emptyText") }
          : null
      }
    >
      {(quickAdd) => (
        <TodayLists
          sections={dashboards}
          people={people}
          reminders={loaderData.reminders}
          mine={mine}
          shared={new Set(loaderData.shared)}
          copyRequestId={loaderData.copyRequestId}
          adding={adding}
          quickAdd={quickAdd}
          today={today}
          refused={refused}
          refusedAll={refusedAll}
        />
      )}
    </AcrossPage>
  );
}
