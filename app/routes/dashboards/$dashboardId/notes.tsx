import { useTranslation } from "~/lib/use-translation";
import { FormErrors } from "~/components/field";
import { pageMeta } from "~/lib/meta";
import { revalidateAfterFetchers } from "~/lib/revalidate";
import type { Route } from "./+types/notes";
import { DashboardHeader } from "./components/dashboard-header";
import { MarkerFilter } from "./components/marker-filter";
import { PeriodHeader } from "./components/period-header";
import { NotesPanel, notesYearSearch } from "./components/notes-panel";
import { notesAction, notesLoader } from "./notes.server";
import { refusal } from "~/lib/forms";
import { readOnly } from "./read-only";

export const loader = (args: Route.LoaderArgs) => notesLoader(args);
export const action = (args: Route.ActionArgs) => notesAction(args);
export const shouldRevalidate = revalidateAfterFetchers;
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** /dashboards/{id}/notes: one year's notes on a full page, with year navigation. */
export default function Notes({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = refusal(answer);
  const { t } = useTranslation("planner");
  const { dashboard, year, notes, markers, filter, requestId, notice } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader dashboard={dashboard} notice={notice} />
      <PeriodHeader
        title={t("notes.title", { year })}
        titleId="notes-title"
        navLabel={t("notes.years")}
        previous={{ to: notesYearSearch(year - 1, filter), label: t("notes.previousYear") }}
        current={{ to: notesYearSearch(null, filter), label: t("notes.thisYear") }}
        next={{ to: notesYearSearch(year + 1, filter), label: t("notes.nextYear") }}
      />
      <MarkerFilter markers={markers} filter={filter} keep={{ year: String(year) }} />
      <FormErrors errors={actionData?.errors?._form} />
      <NotesPanel
        year={year}
        notes={notes}
        markers={markers}
        requestId={requestId}
        errors={actionData?.errors}
        values={actionData?.values}
        titled={false}
        readOnly={readOnly(dashboard)}
      />
    </div>
  );
}
