import { Form, useNavigation } from "react-router";
import { FormErrors } from "~/components/field";
import { Icon } from "~/components/icons";
import { refusal } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/lib/use-translation";
import type { Route } from "./+types/shared";
import { factsOf } from "./rows";
import { savedItems } from "./saved-rows";
import { sharedAction, sharedLoader } from "./shared.server";
import { TemplatePage } from "./template-page";
import { TemplateHeader } from "./template-parts";

export const loader = (args: Route.LoaderArgs) => sharedLoader(args);
export const action = (args: Route.ActionArgs) => sharedAction(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/**
 * A template someone shared by link (decision 092): what it adds, the forms of every template,
 * and a copy kept among one's own.
 */
export default function SharedTemplateRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["templates", "planner"]);
  const { template, by } = loaderData;
  const busy = useNavigation().state === "submitting";
  const answer = refusal(actionData);
  const header = (
    <TemplateHeader
      icon="layout-template"
      name={template.name}
      about={by ? t("templates:shared.by", { name: by }) : t("templates:shared.byNobody")}
      facts={factsOf(template.objectives, template.repeating, template.last_day)}
    />
  );
  const copy = (
    <Form
      method="post"
      className="flex flex-col gap-3 rounded-xl border border-neutral-200 p-5 dark:border-neutral-800"
    >
      <input type="hidden" name="intent" value="copy" />
      <input type="hidden" name="requestId" value={loaderData.requestId} />
      <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("templates:shared.copyText")}</p>
      <FormErrors errors={answer?.values.intent === "copy" ? answer.errors._form : undefined} />
      <button type="submit" className="btn-secondary self-start" disabled={busy}>
        <Icon name="bookmark" className="size-4" />
        {t("templates:shared.copy")}
      </button>
    </Form>
  );
  return (
    <TemplatePage
      header={header}
      items={savedItems(template, t, i18n.language)}
      defaultName={template.name}
      lastDay={template.last_day}
      start={loaderData.start}
      requestId={loaderData.requestId}
      dashboards={loaderData.dashboards}
      into={loaderData.into}
      answer={answer}
      aside={copy}
    />
  );
}
