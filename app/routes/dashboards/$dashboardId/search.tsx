import { href } from "react-router";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/lib/use-translation";
import { SearchForm, SearchResultLists, useFocusWhenEmpty } from "../search-results";
import type { Route } from "./+types/search";
import { DashboardHeader } from "./components/dashboard-header";
import { searchLoader } from "./search.server";

export const loader = (args: Route.LoaderArgs) => searchLoader(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** /dashboards/{id}/search?q=: the objectives and notes that contain every word typed. */
export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("planner");
  const { dashboard, markers, typed, errors } = loaderData;
  useFocusWhenEmpty(typed);
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader dashboard={dashboard} />
      <SearchForm label={t("search.label")} typed={typed} errors={errors?.q} />
      <SearchResultLists results={loaderData} markers={markers} />
      {loaderData.query !== "" ? (
        <p className="text-sm">
          <a href={`${href("/search")}?q=${encodeURIComponent(loaderData.query)}`} className="link">
            {t("search.inAll", { query: loaderData.query })}
          </a>
        </p>
      ) : null}
    </div>
  );
}
