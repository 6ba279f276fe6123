import { useTranslation } from "~/lib/use-translation";
import { Form } from "react-router";
import { Field, FormErrors } from "~/components/field";
import { refusal } from "~/lib/forms";
import { useRequestId } from "~/lib/use-request-id";
import { pageMeta } from "~/lib/meta";
import { revalidateAfterFetchers } from "~/lib/revalidate";
import type { Route } from "./+types/filters";
import { ColorPicker } from "./components/color-picker";
import { FilterList } from "./components/filter-list";
import { DashboardHeader } from "./components/dashboard-header";
import { filtersAction, filtersLoader } from "./filters.server";
import { MARKER_NAME } from "./fields";
import { readOnly } from "./read-only";

export const loader = (args: Route.LoaderArgs) => filtersLoader(args);
export const action = (args: Route.ActionArgs) => filtersAction(args);
export const shouldRevalidate = revalidateAfterFetchers;
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** /dashboards/{id}/filters: the markers ("filters") of a dashboard. */
export default function Filters({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = refusal(answer);
  const { t } = useTranslation(["planner", "api"]);
  const { dashboard, markers, confirm, requestId } = loaderData;
  const values = actionData?.values;
  const adding = values?.intent === "add-marker";
  const add = useRequestId(requestId, adding ? actionData : null);
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader dashboard={dashboard} />
      <FormErrors errors={actionData?.errors?._form} />
      {/* Archived, no filter can be added (decision 059). */}
      {readOnly(dashboard) ? null : (
        <section
          aria-labelledby="add-filter"
          className="flex flex-col gap-3 rounded-lg border border-neutral-200 p-4 dark:border-neutral-800"
        >
          <h2 id="add-filter" className="text-lg font-semibold">
            {t("filters:add")}
          </h2>
          <Form method="post" key={add.requestId} onSubmit={add.onSubmit} className="flex flex-col gap-3">
            <input type="hidden" name="intent" value="add-marker" />
            <input type="hidden" name="requestId" value={add.requestId} />
            <Field
              label={t("filters:name")}
              name="name"
              defaultValue={adding ? values?.name : undefined}
              errors={adding ? actionData?.errors?.name : undefined}
              {...MARKER_NAME}
            />
            <ColorPicker
              name="color"
              idPrefix="new"
              value={(adding && values?.color) || "blue"}
              errors={adding ? actionData?.errors?.color : undefined}
            />
            <button type="submit" className="btn-primary self-start">
              {t("filters:addSubmit")}
            </button>
          </Form>
        </section>
      )}
      <section aria-labelledby="filters-title" className="flex flex-col gap-3">
        <h2 id="filters-title" className="text-lg font-semibold">
          {t("filters:title")}
        </h2>
        <FilterList markers={markers} confirm={confirm} failure={actionData} />
      </section>
    </div>
  );
}
