import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { ConfirmPanel } from "~/components/confirm-panel";
import { Field, FormErrors } from "~/components/field";
import { formatDay } from "~/lib/dates";
import { constraintsOf } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/settings";
import { DashboardHeader } from "./components/dashboard-header";
import { renameSchema } from "./schemas";
import { settingsAction, settingsLoader } from "./settings.server";

export const loader = (args: Route.LoaderArgs) => settingsLoader(args);
export const action = (args: Route.ActionArgs) => settingsAction(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

const section = "flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800";

/** /dashboards/{id}/settings: view options, members, rename and delete. */
export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["planner", "api"]);
  const { dashboard, members, counts, confirmDelete } = loaderData;
  const isAdmin = dashboard.role === "admin";
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader dashboard={dashboard} />
      <FormErrors errors={actionData?.errors?._form} />
      <section className={section} aria-labelledby="view-title">
        <h2 id="view-title" className="text-lg font-semibold">
          {t("settings.view")}
        </h2>
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="show-done" />
          <label className="inline-flex items-center gap-2">
            <input type="checkbox" name="showDone" value="true" defaultChecked={dashboard.show_done} className="size-4" />
            {t("settings.showDone")}
          </label>
          <button type="submit" className="btn-secondary py-1">
            {t("settings.save")}
          </button>
        </Form>
      </section>
      <section className={section} aria-labelledby="members-title">
        <h2 id="members-title" className="text-lg font-semibold">
          {t("settings.members")}
        </h2>
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {members.map((m) => (
            <li key={m.user_id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <span>
                <span className="font-medium">{m.display_name ?? m.email}</span>{" "}
                <span className="text-sm text-slate-600 dark:text-slate-300">{m.email}</span>
              </span>
              <span className="text-sm text-slate-600 dark:text-slate-300">
                {t(m.role === "admin" ? "settings.admin" : "settings.member")} ·{" "}
                {t("settings.since", { date: formatDay(m.joined_at.slice(0, 10), i18n.language, "medium") })}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {isAdmin ? (
        <section className={section} aria-labelledby="name-title">
          <h2 id="name-title" className="text-lg font-semibold">
            {t("settings.name")}
          </h2>
          <Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <input type="hidden" name="intent" value="rename" />
            <div className="flex-1">
              <Field
                label={t("settings.newName")}
                name="name"
                defaultValue={actionData?.values?.intent === "rename" ? actionData.values.name : dashboard.name}
                errors={actionData?.errors?.name}
                {...constraintsOf(renameSchema, "name")}
              />
            </div>
            <button type="submit" className="btn-secondary">
              {t("settings.rename")}
            </button>
          </Form>
        </section>
      ) : null}
      <section className="flex flex-col gap-3 rounded-lg border border-red-300 p-4 dark:border-red-900" aria-labelledby="delete-title">
        <h2 id="delete-title" className="text-lg font-semibold">
          {t("settings.delete")}
        </h2>
        {!isAdmin ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("settings.onlyAdminDeletes")}</p>
        ) : confirmDelete ? (
          <ConfirmPanel
            id="confirm-delete"
            title={t("settings.confirmTitle")}
            text={t("settings.confirmText", { objectives: counts.objectives, notes: counts.notes, markers: counts.markers, members: members.length })}
            confirmLabel={t("settings.delete")}
            cancelLabel={t("settings.cancel")}
            fields={{ intent: "delete", confirm: "delete" }}
          />
        ) : (
          <div className="flex flex-col items-start gap-2">
            <p className="text-sm text-slate-600 dark:text-slate-300">{t("settings.deleteText")}</p>
            <Link to="?confirm=delete" className="btn border border-red-300 text-red-800 hover:bg-red-50 dark:border-red-900 dark:text-red-200 dark:hover:bg-red-950">
              {t("settings.delete")}
            </Link>
          </div>
        )}
      </section>
    </div>
  );
}
