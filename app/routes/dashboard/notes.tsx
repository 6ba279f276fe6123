import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormErrors } from "~/components/field";
import { loadPage, requestTimeZone } from "~/lib/api.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/notes";
import { DashboardHeader } from "./components/dashboard-header";
import { MarkerFilter } from "./components/marker-filter";
import { NotesPanel } from "./components/notes-panel";
import { markerFilter } from "./day.server";
import { noteAction } from "./note-actions.server";
import type { DashboardInfo, Marker, Note } from "./types";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const yearParam = Number(url.searchParams.get("year"));
  const page = await loadPage<{ dashboard: DashboardInfo; year: number; notes: Note[]; markers: Marker[] }>(context, "get_notes_page", {
    p_dashboard: params.dashboardId,
    p_year: Number.isInteger(yearParam) && yearParam >= 1900 && yearParam <= 9999 ? yearParam : null,
    p_time_zone: requestTimeZone(context),
    p_markers: markerFilter(url),
  });
  return { ...page, title: page.dashboard.name, filter: markerFilter(url), requestId: crypto.randomUUID() };
}

export async function action({ request, params, url, context }: Route.ActionArgs) {
  return noteAction(await request.formData(), params.dashboardId, url, context);
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

function yearUrl(year: number, filter: string[]) {
  const params = new URLSearchParams({ year: String(year) });
  for (const id of filter) params.append("marker", id);
  return `?${params}`;
}

/** /dashboards/{id}/notes: one year's notes on a full page, with year navigation. */
export default function Notes({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("planner");
  const { dashboard, year, notes, markers, filter, requestId } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader dashboard={dashboard} />
      <nav aria-label={t("notes.years")} className="flex items-center gap-2">
        <Link to={yearUrl(year - 1, filter)} className="btn-secondary px-2" rel="prev">
          <ChevronLeft aria-hidden className="size-4" />
          {t("notes.previousYear")}
        </Link>
        <Link to={yearUrl(year + 1, filter)} className="btn-secondary px-2" rel="next">
          {t("notes.nextYear")}
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      </nav>
      <MarkerFilter markers={markers} filter={filter} keep={{ year: String(year) }} />
      <FormErrors errors={actionData?.errors?._form} />
      <div className="max-w-3xl">
        <NotesPanel year={year} notes={notes} markers={markers} requestId={requestId} errors={actionData?.errors} values={actionData?.values} />
      </div>
    </div>
  );
}
