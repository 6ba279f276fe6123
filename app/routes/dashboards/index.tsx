import { LayoutDashboard, Plus, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, href, Link, useNavigation } from "react-router";
import { Field, FormErrors } from "~/components/field";
import { constraintsOf, refusal, type FormFailure } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/index";
import type { DashboardSummary } from "~/lib/data-api";
import { dashboardsAction, dashboardsLoader } from "./index.server";
import { InvitationsList } from "./invitations-list";
import { createDashboardSchema, renameDashboardSchema } from "./schemas";

export const loader = (args: Route.LoaderArgs) => dashboardsLoader(args);
export const action = (args: Route.ActionArgs) => dashboardsAction(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function Dashboards({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = refusal(answer);
  const { t } = useTranslation("dashboards");
  const busy = useNavigation().state === "submitting";
  const { dashboards, invitations, requestId } = loaderData;
  const creating = actionData?.values?.intent === "create";
  return (
    <div className="flex flex-col gap-8">
      <div>
        <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("greeting", { name: loaderData.name })}</p>
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
      </div>
      <FormErrors errors={actionData?.errors?._form} />
      <InvitationsList invitations={invitations} />
      <Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <input type="hidden" name="intent" value="create" />
        <input type="hidden" name="requestId" value={requestId} />
        <div className="flex-1">
          <Field
            label={t("create.name")}
            name="name"
            defaultValue={creating ? actionData?.values.name : undefined}
            errors={creating ? actionData?.errors.name : undefined}
            {...constraintsOf(createDashboardSchema, "name")}
          />
        </div>
        <button type="submit" className="btn-primary sm:mb-0.5" disabled={busy}>
          <Plus aria-hidden className="size-4" />
          {t("create.submit")}
        </button>
      </Form>
      {dashboards.length === 0 ? (
        <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-neutral-300 px-6 py-16 text-center dark:border-neutral-700">
          <LayoutDashboard aria-hidden className="size-10 text-primary-600" />
          <h2 className="text-xl font-semibold">{t("empty.title")}</h2>
          <p className="max-w-md text-sm text-neutral-600 dark:text-neutral-300">{t("empty.text")}</p>
        </section>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {dashboards.map((d) => (
            <DashboardCard
              key={d.id}
              dashboard={d}
              actionData={actionData?.values?.dashboardId === d.id ? actionData : undefined}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function DashboardCard({ dashboard, actionData }: { dashboard: DashboardSummary; actionData?: FormFailure }) {
  const { t } = useTranslation("dashboards");
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-neutral-200 p-5 dark:border-neutral-800">
      <h2 className="text-lg font-semibold">
        <Link to={href("/dashboards/:dashboardId", { dashboardId: dashboard.id })} className="hover:underline">
          {dashboard.name}
        </Link>
      </h2>
      <p className="flex flex-wrap gap-x-4 text-sm text-neutral-600 dark:text-neutral-300">
        <span>{t("card.openToday", { count: dashboard.open_today })}</span>
        <span className="inline-flex items-center gap-1">
          <Users aria-hidden className="size-4" />
          {t("card.members", { count: dashboard.members })}
        </span>
      </p>
      {dashboard.role === "admin" ? (
        <details open={Boolean(actionData)} className="text-sm">
          <summary className="cursor-pointer text-neutral-600 hover:underline dark:text-neutral-300">
            {t("rename.open")}
          </summary>
          <Form method="post" className="mt-2 flex flex-col gap-2">
            <input type="hidden" name="intent" value="rename" />
            <input type="hidden" name="dashboardId" value={dashboard.id} />
            <Field
              label={t("rename.name", { name: dashboard.name })}
              name="name"
              defaultValue={actionData?.values.name ?? dashboard.name}
              errors={actionData?.errors.name}
              {...constraintsOf(renameDashboardSchema, "name")}
            />
            <button type="submit" className="btn-secondary self-start">
              {t("rename.submit")}
            </button>
          </Form>
        </details>
      ) : null}
    </li>
  );
}
