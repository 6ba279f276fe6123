import { Form, href, Link } from "react-router";
import { Field } from "~/components/field";
import type { FormFailure } from "~/lib/forms";
import { useTranslation } from "~/lib/use-translation";
import { DASHBOARD_NAME } from "../../fields";

/**
 * "Save as a template": the open objectives, their days counted from the first, kept as a
 * template of the member's own, to start again from /templates (decision 092). And the other
 * way, for those who may add to it: a template's objectives added here (`?into=`).
 */
export function TemplateSection({
  dashboardId,
  name,
  canAdd,
  requestId,
  failed,
  className,
}: {
  dashboardId: string;
  name: string;
  canAdd: boolean;
  requestId: string;
  failed: FormFailure | undefined;
  className: string;
}) {
  const { t } = useTranslation("board");
  return (
    <section className={className} aria-labelledby="save-template-title">
      <h2 id="save-template-title" className="text-lg font-semibold">
        {t("saveTemplate.title")}
      </h2>
      <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("saveTemplate.text")}</p>
      <Form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="save-template" />
        <input type="hidden" name="requestId" value={requestId} />
        <Field
          label={t("saveTemplate.name")}
          name="name"
          defaultValue={failed?.values?.name ?? name}
          errors={failed?.errors?.name}
          {...DASHBOARD_NAME}
        />
        {/* A plan that is over has nothing open: its done objectives are kept to do again. */}
        <div className="flex items-start gap-2 text-sm">
          <input
            id="template-done"
            name="includeDone"
            type="checkbox"
            value="true"
            defaultChecked={failed?.values?.includeDone === "true"}
            className="mt-0.5 size-4"
          />
          <label htmlFor="template-done">{t("saveTemplate.includeDone")}</label>
        </div>
        <button type="submit" className="btn-secondary self-start">
          {t("saveTemplate.button")}
        </button>
      </Form>
      {canAdd ? (
        <p className="border-t border-neutral-200 pt-3 text-sm text-neutral-600 dark:border-neutral-800 dark:text-neutral-300">
          {t("saveTemplate.addText")}{" "}
          <Link to={`${href("/templates")}?into=${dashboardId}`} className="link">
            {t("saveTemplate.addLink")}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
