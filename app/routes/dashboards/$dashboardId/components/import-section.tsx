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
  today,
  errors,
  className,
}: {
  requestId: string;
  /** The importer's today (their own zone): where rows without a date land. */
  today: string;
  errors?: FieldMessage[];
  className: string;
}) {
  const { t } = useTranslation("board");
  return (
    <section className={className} aria-labelledby="import-title">
      <h2 id="import-title" className="text-lg font-semibold">
        {t("import.title")}
      </h2>
      <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("import.text")}</p>
      <Form method="post" encType="multipart/form-data" className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="import" />
        <input type="hidden" name="requestId" value={requestId} />
        <input type="hidden" name="today" value={today} />
        <label htmlFor="import-file" className="text-sm font-medium">
          {t("import.file")}
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".json,.csv,application/json,text/csv"
            required
            aria-invalid={errors?.length ? true : undefined}
            aria-describedby={errors?.length ? "import-error" : undefined}
            className="min-w-0 text-sm text-neutral-700 file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-neutral-300 file:bg-white file:px-4 file:py-2 file:text-sm file:font-semibold file:text-neutral-800 hover:file:bg-neutral-50 dark:text-neutral-300 dark:file:border-neutral-700 dark:file:bg-neutral-900 dark:file:text-neutral-100 dark:hover:file:bg-neutral-800"
          />
          <button type="submit" className="btn-primary">
            {t("import.submit")}
          </button>
        </div>
        <FieldMessages id="import-error" errors={errors} />
      </Form>
    </section>
  );
}
