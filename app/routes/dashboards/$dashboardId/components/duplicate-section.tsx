import { Form } from "react-router";
import { Field } from "~/components/field";
import type { FormFailure } from "~/lib/forms";
import { useTranslation } from "~/lib/use-translation";
import { DASHBOARD_NAME } from "../../fields";

/**
 * "Duplicate": a dashboard of the member's own with this one's filters, open objectives and
 * notes (decision 036). The request id makes a double submit one copy.
 */
export function DuplicateSection({
  name,
  requestId,
  failed,
  className,
}: {
  name: string;
  requestId: string;
  failed: FormFailure | undefined;
  className: string;
}) {
  const { t } = useTranslation("board");
  return (
    <section className={className} aria-labelledby="duplicate-title">
      <h2 id="duplicate-title" className="text-lg font-semibold">
        {t("duplicate.title")}
      </h2>
      <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("duplicate.text")}</p>
      <Form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="duplicate" />
        <input type="hidden" name="requestId" value={requestId} />
        <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
          <Field
            label={t("duplicate.name")}
            name="name"
            defaultValue={failed?.values?.name ?? t("duplicate.defaultName", { name })}
            errors={failed?.errors?.name}
            {...DASHBOARD_NAME}
          />
          <Field
            label={t("duplicate.start")}
            name="start"
            type="date"
            defaultValue={failed?.values?.start ?? ""}
            errors={failed?.errors?.start}
          />
        </div>
        <p className="text-xs text-neutral-600 dark:text-neutral-300">{t("duplicate.startHint")}</p>
        <button type="submit" className="btn-secondary self-start">
          {t("duplicate.button")}
        </button>
      </Form>
    </section>
  );
}
