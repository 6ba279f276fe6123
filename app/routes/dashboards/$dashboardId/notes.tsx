import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { FormErrors } from "~/components/field";
import { pageMeta } from "~/lib/meta";
import { revalidateAfterFetchers } from "~/lib/revalidate";
import type { Route } from "./+types/notes";
import { DashboardHeader } from "./components/dashboard-header";
import { MarkerFilter } from "./components/marker-filter";
import { NotesPanel, notesYearSearch } from "./components/notes-panel";
import { notesAction, notesLoader } from "./notes.server";
import { refusal } from "~/lib/forms";

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
      {/* As the calendar's month: the year, and its navigation beside it (icons on a phone). */}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="notes-title" className="text-xl font-semibold">
          {t("notes.title", { year })}
        </h2>
        <nav aria-label={t("notes.years")} className="flex gap-2">
          <Link to={notesYearSearch(year - 1, filter)} className="btn-secondary px-2" rel="prev">
            <ChevronLeft aria-hidden className="size-4" />
            <span className="max-sm:sr-only">{t("notes.previousYear")}</span>
          </Link>
          <Link to={notesYearSearch(null, filter)} className="btn-secondary">
            {t("notes.thisYear")}
          </Link>
          <Link to={notesYearSearch(year + 1, filter)} className="btn-secondary px-2" rel="next">
            <span className="max-sm:sr-only">{t("notes.nextYear")}</span>
            <ChevronRight aria-hidden className="size-4" />
          </Link>
        </nav>
      </div>
      <MarkerFilter markers={markers} filter={filter} keep={{ year: String(year) }} />
      <FormErrors errors={actionData?.errors?._form} />
      <div className="max-w-3xl">
        <NotesPanel
          year={year}
          notes={notes}
          markers={markers}
          requestId={requestId}
          errors={actionData?.errors}
          values={actionData?.values}
          titled={false}
        />
      </div>
    </div>
  );
}
