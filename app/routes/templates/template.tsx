import { Icon } from "~/components/icons";
import { refusal } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/lib/use-translation";
import type { Route } from "./+types/template";
import { templateById } from "./catalogue";
import { previewWhen } from "./preview-when";
import { templateDay, templateFacts } from "./rows";
import { TemplatePage, type PreviewItem } from "./template-page";
import { TemplateHeader } from "./template-parts";
import { templateAction, templateLoader } from "./templates.server";

export const loader = (args: Route.LoaderArgs) => templateLoader(args);
export const action = (args: Route.ActionArgs) => templateAction(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/**
 * One of the app's templates: what it adds, and the forms that make a dashboard of it, named
 * and started on a day of one's choosing, or add it to one the reader has (decision 091).
 */
export default function TemplateRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["templates", "planner"]);
  const template = templateById(loaderData.templateId)!;
  const words = (path: string, values?: Record<string, unknown>) => t(`templates:${template.id}.${path}`, values);
  const colors = new Map(template.filters.map((filter) => [filter.key, filter.color]));
  const items = (start: string): PreviewItem[] =>
    template.objectives.map((objective) => ({
      key: objective.key,
      when: previewWhen(t, i18n.language, objective),
      day: templateDay(start, objective),
      title: words(`objectives.${objective.key}`),
      priority: objective.priority,
      chips: (objective.filters ?? []).map((key) => ({
        name: words(`filters.${key}`),
        color: colors.get(key) ?? "slate",
      })),
      steps: (objective.steps ?? []).map((step) => words(`steps.${step}`)),
    }));
  return (
    <TemplatePage
      header={
        <TemplateHeader
          icon={template.icon}
          name={words("name")}
          about={words("description")}
          facts={templateFacts(template)}
        />
      }
      items={items}
      note={
        template.note
          ? (year) => (
              <p className="flex items-center gap-2 text-sm text-neutral-600 dark:text-neutral-300">
                <Icon name="sticky-note" className="size-4" />
                {t("templates:note", { year, title: words(`notes.${template.note}.title`, { year }) })}
              </p>
            )
          : undefined
      }
      defaultName={words("name")}
      lastDay={templateFacts(template).lastDay}
      start={loaderData.start}
      requestId={loaderData.requestId}
      dashboards={loaderData.dashboards}
      into={loaderData.into}
      answer={refusal(actionData)}
    />
  );
}
