import { useState } from "react";
import { Form, href, Link, useNavigation } from "react-router";
import { Field, FormErrors } from "~/components/field";
import { Icon } from "~/components/icons";
import { refusal } from "~/lib/forms";
import { formatDayInText, isIsoDate } from "~/lib/dates";
import { chipClass } from "~/lib/marker-colors";
import { pageMeta } from "~/lib/meta";
import { repeatLabel } from "~/lib/repeat";
import { useHydrated } from "~/lib/use-hydrated";
import { useTranslation } from "~/lib/use-translation";
import { DASHBOARD_NAME } from "../dashboards/fields";
import { PriorityFlag } from "../dashboards/$dashboardId/components/priority-flag";
import type { Route } from "./+types/template";
import { templateById, type Template, type TemplateObjective } from "./catalogue";
import { templateDay } from "./rows";
import { IntoForm } from "./template-into";
import { TemplateFacts, TemplateIcon } from "./template-parts";
import { templateAction, templateLoader } from "./templates.server";

export const loader = (args: Route.LoaderArgs) => templateLoader(args);
export const action = (args: Route.ActionArgs) => templateAction(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/**
 * One template: what it adds, and the form that makes a dashboard of it, named and started
 * on a day of one's choosing (decision 091).
 */
export default function TemplatePage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = refusal(answer);
  const { t } = useTranslation("templates");
  const busy = useNavigation().state === "submitting";
  const template = templateById(loaderData.templateId)!;
  const typed = actionData?.values;
  // Which form was refused: the one adding to a dashboard one has, or the new dashboard's.
  const into = typed?.intent === "into";
  const own = into ? undefined : actionData;
  // The day a form will start it on: with JavaScript the preview dates its rows by it.
  const [start, setStart] = useState(typed?.start && isIsoDate(typed.start) ? typed.start : loaderData.start);
  const follow = (event: React.ChangeEvent<HTMLInputElement>) =>
    isIsoDate(event.currentTarget.value) && setStart(event.currentTarget.value);
  const hydrated = useHydrated();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link to={href("/templates")} className="link inline-flex items-center gap-1 self-start text-sm">
          <Icon name="arrow-left" className="size-4" />
          {t("all")}
        </Link>
        <div className="flex items-center gap-3">
          <TemplateIcon template={template} />
          <h1 className="text-3xl font-bold tracking-tight">{t(`${template.id}.name`)}</h1>
        </div>
        <p className="max-w-2xl text-neutral-700 dark:text-neutral-200">{t(`${template.id}.description`)}</p>
        <TemplateFacts template={template} />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <TemplatePreview template={template} start={start} dated={hydrated} />
        <div className="flex flex-col gap-4 lg:sticky lg:top-4">
          <Form
            method="post"
            className="flex flex-col gap-4 rounded-xl border border-neutral-200 p-5 dark:border-neutral-800"
          >
            <h2 className="text-lg font-semibold">{t("form.heading")}</h2>
            <input type="hidden" name="requestId" value={loaderData.requestId} />
            <FormErrors errors={own?.errors?._form} />
            <Field
              label={t("form.name")}
              name="name"
              defaultValue={own?.values.name ?? t(`${template.id}.name`)}
              errors={own?.errors?.name}
              {...DASHBOARD_NAME}
            />
            <Field
              label={t("form.start")}
              hint={t("form.startHint")}
              name="start"
              type="date"
              required
              defaultValue={own?.values.start ?? loaderData.start}
              min={loaderData.start}
              onChange={follow}
              errors={own?.errors?.start}
            />
            <button type="submit" className="btn-primary self-start" disabled={busy}>
              <Icon name="plus" className="size-4" />
              {t("form.submit")}
            </button>
          </Form>
          {loaderData.dashboards.length ? (
            <IntoForm
              dashboards={loaderData.dashboards}
              start={loaderData.start}
              requestId={loaderData.requestId}
              refused={into ? actionData : undefined}
              onStart={follow}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * What the template adds: its objectives in the order of their days from `start`, each with its
 * day or rule, steps and filters; `dated`, each with its date too (it follows the form's field,
 * which only JavaScript can: without it the page shows the days' numbers alone).
 */
function TemplatePreview({ template, start, dated }: { template: Template; start: string; dated: boolean }) {
  const { t, i18n } = useTranslation(["templates", "planner"]);
  const year = Number(start.slice(0, 4));
  const colors = new Map(template.filters.map((filter) => [filter.key, filter.color]));
  const when = (objective: TemplateObjective) =>
    objective.repeat
      ? repeatLabel(t, { repeat: objective.repeat, every: objective.every }, i18n.language)
      : t("templates:dayN", { day: objective.day + 1 });
  // The same order as the dashboard's days; a day's in the template's order (a stable sort).
  const ordered = template.objectives
    .map((objective) => ({ objective, day: templateDay(start, objective) }))
    .sort((a, b) => a.day.localeCompare(b.day));
  return (
    <section aria-labelledby="template-preview" className="flex flex-col gap-3">
      <h2 id="template-preview" className="text-lg font-semibold">
        {t("templates:preview")}
      </h2>
      <ol className="flex flex-col divide-y divide-neutral-200 rounded-xl border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
        {ordered.map(({ objective, day }) => (
          <li key={objective.key} className="flex gap-4 px-4 py-3">
            <span className="flex w-28 shrink-0 flex-col pt-0.5 text-sm text-neutral-600 max-sm:w-20 dark:text-neutral-300">
              {when(objective)}
              {dated ? (
                <span className="text-xs text-neutral-500 dark:text-neutral-400">
                  {formatDayInText(day, i18n.language, year)}
                </span>
              ) : null}
            </span>
            <div className="flex min-w-0 flex-col gap-1">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium">{t(`templates:${template.id}.objectives.${objective.key}`)}</span>
                {objective.priority ? <PriorityFlag priority={objective.priority} /> : null}
                {(objective.filters ?? []).map((key) => (
                  <span key={key} className={`chip ${chipClass(colors.get(key) ?? "slate")}`}>
                    {t(`templates:${template.id}.filters.${key}`)}
                  </span>
                ))}
              </p>
              {objective.steps?.length ? (
                <p className="text-sm text-neutral-600 dark:text-neutral-300">
                  {objective.steps.map((step) => t(`templates:${template.id}.steps.${step}`)).join(" · ")}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      {template.note ? (
        <p className="flex items-center gap-2 text-sm text-neutral-600 dark:text-neutral-300">
          <Icon name="sticky-note" className="size-4" />
          {t("templates:note", { year, title: t(`templates:${template.id}.notes.${template.note}.title`, { year }) })}
        </p>
      ) : null}
    </section>
  );
}
