import { useTranslation } from "~/lib/use-translation";
import { Form, Link } from "react-router";
import { ConfirmPanel } from "~/components/confirm-panel";
import { Field, FormErrors } from "~/components/field";
import { refusal } from "~/lib/forms";
import { useRequestId } from "~/lib/use-request-id";
import { chipClass } from "~/lib/marker-colors";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/filters";
import { ColorPicker } from "./components/color-picker";
import { DashboardHeader } from "./components/dashboard-header";
import { filtersAction, filtersLoader } from "./filters.server";
import { MARKER_NAME } from "./fields";

export const loader = (args: Route.LoaderArgs) => filtersLoader(args);
export const action = (args: Route.ActionArgs) => filtersAction(args);
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
      <section
        aria-labelledby="add-filter"
        className="flex flex-col gap-3 rounded-lg border border-neutral-200 p-4 dark:border-neutral-800"
      >
        <h2 id="add-filter" className="text-lg font-semibold">
          {t("filters.add")}
        </h2>
        <Form method="post" key={add.requestId} onSubmit={add.onSubmit} className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="add-marker" />
          <input type="hidden" name="requestId" value={add.requestId} />
          <Field
            label={t("filters.name")}
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
            {t("filters.addSubmit")}
          </button>
        </Form>
      </section>
      <section aria-labelledby="filters-title" className="flex flex-col gap-3">
        <h2 id="filters-title" className="text-lg font-semibold">
          {t("filters.title")}
        </h2>
        {markers.length === 0 ? (
          <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("filters.empty")}</p>
        ) : null}
        <ul className="flex flex-col gap-3">
          {markers.map((m) => {
            const editing = values?.intent === "update-marker" && values.markerId === m.id;
            return (
              <li
                key={m.id}
                className="flex flex-col gap-2 rounded-lg border border-neutral-200 p-3 dark:border-neutral-800"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className={`rounded-full px-2 py-0.5 text-sm font-medium ${chipClass(m.color)}`}>{m.name}</span>
                  <span className="text-sm text-neutral-600 dark:text-neutral-300">
                    {t("filters.usage", { objectives: m.objectives, notes: m.notes })}
                  </span>
                </div>
                <details open={editing}>
                  <summary className="cursor-pointer text-sm hover:underline">
                    {t("filters.edit", { name: m.name })}
                  </summary>
                  <Form method="post" className="mt-2 flex flex-col gap-3">
                    <input type="hidden" name="intent" value="update-marker" />
                    <input type="hidden" name="markerId" value={m.id} />
                    <Field
                      label={t("filters.name")}
                      name="name"
                      defaultValue={editing ? values?.name : m.name}
                      errors={editing ? actionData?.errors?.name : undefined}
                      {...MARKER_NAME}
                    />
                    <ColorPicker name="color" idPrefix={m.id} value={(editing && values?.color) || m.color} />
                    <button type="submit" className="btn-secondary self-start">
                      {t("settings.save")}
                    </button>
                  </Form>
                </details>
                {confirm === m.id ? (
                  <ConfirmPanel
                    id={`confirm-${m.id}`}
                    title={t("settings.confirmTitle")}
                    text={t("filters.confirmText")}
                    confirmLabel={t("filters.delete")}
                    cancelLabel={t("settings.cancel")}
                    fields={{ intent: "delete-marker", markerId: m.id, confirm: "delete" }}
                  />
                ) : (
                  <Link
                    to={`?confirm=${m.id}`}
                    className="link self-start text-sm text-red-700 dark:text-red-400"
                    aria-label={t("filters.deleteNamed", { name: m.name })}
                  >
                    {t("filters.delete")}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
