import { Form } from "react-router";
import { FieldMessages } from "~/components/field";
import type { FieldMessage } from "~/lib/forms";
import { useTranslation } from "~/lib/use-translation";

/**
 * Adds a file's objectives, notes and filters to the dashboard (decision 029): this
 * planner's export, or a Todoist project's CSV template. A plain multipart form, so it
 * works without JavaScript; a refused file comes back with its message under the field.
 */
export function ImportSection({
  requestId,
  errors,
  className,
}: {
  requestId: string;
  errors?: FieldMessage[];
  className: string;
}) {
  const { t } = useTranslation("planner");
  return (
    <section className={className} aria-labelledby="import-title">
      <h2 id="import-title" className="text-lg font-semibold">
        {t("import.title")}
      </h2>
      <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("import.text")}</p>
      <Form method="post" encType="multipart/form-data" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="import" />
        <input type="hidden" name="requestId" value={requestId} />
        <div className="flex flex-col gap-1">
          <label htmlFor="import-file" className="text-sm font-medium">
            {t("import.file")}
          </label>
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".json,.csv,application/json,text/csv"
            required
            aria-invalid={errors?.length ? true : undefined}
            aria-describedby={errors?.length ? "import-error" : undefined}
            className="text-sm file:btn-secondary file:mr-3"
          />
          <FieldMessages id="import-error" errors={errors} />
        </div>
        <div>
          <button type="submit" className="btn-secondary">
            {t("import.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}
