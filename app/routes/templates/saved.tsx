import { Form, useNavigation } from "react-router";
import { Field, FormErrors } from "~/components/field";
import { Icon } from "~/components/icons";
import { formatDayOf } from "~/lib/dates";
import { refusal, type FormFailure } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/lib/use-translation";
import { DASHBOARD_NAME } from "../dashboards/fields";
import { CopyField } from "../dashboards/$dashboardId/components/copy-field";
import type { Route } from "./+types/saved";
import { factsOf } from "./rows";
import { savedItems } from "./saved-rows";
import { savedAction, savedLoader } from "./saved.server";
import { TemplatePage } from "./template-page";
import { TemplateHeader } from "./template-parts";

export const loader = (args: Route.LoaderArgs) => savedLoader(args);
export const action = (args: Route.ActionArgs) => savedAction(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/**
 * A template of one's own (decision 092): what it adds, the same forms as the app's templates
 * have, and its rename and delete (with Undo in the message).
 */
export default function SavedTemplateRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["templates", "planner"]);
  const { template } = loaderData;
  const answer = refusal(actionData);
  const items = savedItems(template, t, i18n.language);
  return (
    <TemplatePage
      header={
        <TemplateHeader
          icon="layout-template"
          name={template.name}
          about={t("templates:saved.from", {
            name: template.source,
            day: formatDayOf(template.created_at, i18n.language, loaderData.timeZone),
          })}
          facts={factsOf(template.objectives, template.repeating, template.last_day)}
        />
      }
      items={items}
      defaultName={template.name}
      lastDay={template.last_day}
      start={loaderData.start}
      requestId={loaderData.requestId}
      dashboards={loaderData.dashboards}
      into={loaderData.into}
      answer={answer}
      aside={
        <Manage
          name={template.name}
          shareUrl={loaderData.shareUrl}
          refused={answer?.values.intent === "rename" ? answer : undefined}
        />
      }
    />
  );
}

/**
 * "This template": its name changed in place, its link for others (made, copied, ended), and
 * its delete (Undo is in the message).
 */
function Manage({
  name,
  shareUrl,
  refused,
}: {
  name: string;
  shareUrl: string | null;
  refused: FormFailure | undefined;
}) {
  const { t } = useTranslation("templates");
  const busy = useNavigation().state === "submitting";
  return (
    <section
      aria-labelledby="manage-template"
      className="flex flex-col gap-4 rounded-xl border border-neutral-200 p-5 dark:border-neutral-800"
    >
      <h2 id="manage-template" className="text-lg font-semibold">
        {t("saved.manage")}
      </h2>
      <Form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="rename" />
        <FormErrors errors={refused?.errors?._form} />
        <Field
          label={t("saved.name")}
          name="name"
          defaultValue={refused?.values.name ?? name}
          errors={refused?.errors?.name}
          {...DASHBOARD_NAME}
        />
        <button type="submit" className="btn-secondary self-start" disabled={busy}>
          {t("saved.rename")}
        </button>
      </Form>
      <div className="flex flex-col gap-2 border-t border-neutral-200 pt-4 dark:border-neutral-800">
        <h3 className="font-medium">{t("saved.share")}</h3>
        <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("saved.shareText")}</p>
        {shareUrl ? <CopyField id="template-link" label={t("saved.shareUrl")} value={shareUrl} /> : null}
        <Form method="post">
          <input type="hidden" name="intent" value={shareUrl ? "unshare" : "share"} />
          <button type="submit" className="btn-secondary" disabled={busy}>
            <Icon name={shareUrl ? "x" : "link"} className="size-4" />
            {t(shareUrl ? "saved.shareOff" : "saved.shareOn")}
          </button>
        </Form>
      </div>
      <Form method="post" className="border-t border-neutral-200 pt-4 dark:border-neutral-800">
        <input type="hidden" name="intent" value="delete" />
        <button
          type="submit"
          className="btn border border-red-300 text-red-800 hover:bg-red-50 dark:border-red-900 dark:text-red-200 dark:hover:bg-red-950"
          disabled={busy}
        >
          <Icon name="trash" className="size-4" />
          {t("saved.delete")}
        </button>
      </Form>
    </section>
  );
}
