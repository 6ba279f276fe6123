import { refusal } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/lib/use-translation";
import type { Route } from "./+types/search";
import { SavedSearches } from "./saved-searches";
import { SearchForm, SearchResultLists, SearchSignChips, useFocusWhenEmpty } from "./search-results";
import { searchEverywhereAction, searchEverywhereLoader } from "./search.server";

export const loader = (args: Route.LoaderArgs) => searchEverywhereLoader(args);
export const action = (args: Route.ActionArgs) => searchEverywhereAction(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** /search?q=: the same search through every dashboard the person belongs to. */
export default function SearchEverywhere({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("planner");
  const { dashboards, markers, typed, signs, errors } = loaderData;
  const labels = new Map(dashboards.map((d) => [d.id, d]));
  useFocusWhenEmpty(typed);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">{t("search:everywhere")}</h1>
      <SearchForm label={t("search:everywhereLabel")} typed={typed} errors={errors?.q} />
      <SearchSignChips signs={signs} markers={markers} />
      <SavedSearches saved={loaderData.saved} typed={errors ? "" : typed} failed={refusal(actionData)} />
      <SearchResultLists
        results={loaderData}
        typed={typed}
        signs={signs}
        markers={markers}
        dashboardOf={(id) => labels.get(id)}
        today={loaderData.today}
      />
    </div>
  );
}
