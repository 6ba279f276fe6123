import { href } from "react-router";
import { refusal } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/lib/use-translation";
import { SavedSearches } from "../saved-searches";
import { SearchForm, SearchResultLists, SearchSignChips, useFocusWhenEmpty } from "../search-results";
import type { Route } from "./+types/search";
import { DashboardHeader } from "./components/dashboard-header";
import { searchAction, searchLoader } from "./search.server";

export const loader = (args: Route.LoaderArgs) => searchLoader(args);
export const action = (args: Route.ActionArgs) => searchAction(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** /dashboards/{id}/search?q=: the objectives and notes that contain every word typed. */
export default function Search({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("planner");
  const { dashboard, markers, typed, signs, errors } = loaderData;
  useFocusWhenEmpty(typed);
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader dashboard={dashboard} />
      <SearchForm label={t("search:label")} typed={typed} errors={errors?.q} />
      <SearchSignChips signs={signs} markers={markers} />
      <SavedSearches saved={loaderData.saved} typed={errors ? "" : typed} failed={refusal(actionData)} />
      <SearchResultLists results={loaderData} typed={typed} signs={signs} markers={markers} today={loaderData.today} />
      {typed !== "" ? (
        <p className="text-sm print:hidden">
          <a href={`${href("/search")}?q=${encodeURIComponent(typed)}`} className="link">
            {t("search:inAll", { query: typed })}
          </a>
        </p>
      ) : null}
    </div>
  );
}
