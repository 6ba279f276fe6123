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
import { ListOrHours } from "~/components/layout-switch";
import { openedFromQuery } from "~/lib/opened-from";
import { HoursGrid } from "../upcoming/hours-grid";
import { todayAsHours } from "./today-hours";
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
 * connection (decision 014). As its hours (decision 097, kept on the device as /upcoming's
 * layout is), one column of every dashboard's today by the hour, what is overdue above it.
 */
export default function Today({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("planner");
  const { today, dashboards, people, mine } = loaderData;
  const [search] = useSearchParams();
  const hours = loaderData.layout === "hours" ? todayAsHours(loaderData) : null;
  // The list, where the hours' "N more" lead ("Assigned to me" kept).
  const list = `${href("/today")}?${new URLSearchParams({ layout: "list", ...(mine ? { marker: "me" } : {}) })}`;
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
      shortcuts={hours ? "hours" : "today"}
      page={adding && !hours ? { ...loaderData, chosen: adding } : loaderData}
      actionData={actionData}
      day={today}
      inline={!hours && adding !== undefined}
      top={
        <>
          {loaderData.every_dashboard.length > 0 ? (
            <div className="flex justify-end">
              <ListOrHours action={href("/today/layout")} layout={loaderData.layout} />
            </div>
          ) : null}
          {loaderData.due.length ? (
            <DueToday due={loaderData.due} count={loaderData.due_count} today={today} mine={mine} />
          ) : null}
        </>
      }
      // Only deadlines: those are the page, without a word that nothing is due. The hours are
      // there to plan the day on, once there is a dashboard to plan on.
      empty={
        (hours ? loaderData.every_dashboard.length === 0 : dashboards.length === 0 && loaderData.due.length === 0)
          ? { title: mine ? t("across:today.emptyMine") : t("across:today.empty"), text: t("across:today.emptyText") }
          : null
      }
    >
      {hours ? (
        <HoursGrid
          today={today}
          days={[hours.day]}
          due={{}}
          dashboards={hours.dashboards}
          people={people}
          back={openedFromQuery("today", mine)}
          moreHref={() => list}
          now={loaderData.now}
          overdue={{ ...hours.overdue, moreHref: list }}
        />
      ) : (
        (quickAdd) => (
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
        )
      )}
    </AcrossPage>
  );
}
