import { useState } from "react";
import { Form } from "react-router";
import { FieldMessages } from "~/components/field";
import type { SettingsPage } from "~/lib/data-api";
import { formatTime } from "~/lib/dates";
import type { FieldMessage } from "~/lib/forms";
import { useTranslation } from "~/lib/use-translation";

/** The files the import reads (import-file.server.ts), each named in the page's language. */
const SOURCES = ["planner", "todoist", "ticktick", "asana", "trello", "googleTasks", "calendar", "sheet"] as const;

/**
 * Adds a file's objectives, notes and filters to the dashboard (decision 029): this
 * planner's export, another app's (Todoist, TickTick, Trello) or a calendar. A plain multipart form, so it
 * works without JavaScript; a refused file comes back with its message under the field.
 * "Lists and sections as filters" (on unless cleared) makes each list or section a filter.
 */
export function ImportSection({
  requestId,
  today,
  timeZone,
  last,
  errors,
  className,
}: {
  requestId: string;
  /** The importer's today (their own zone): where rows without a date land. */
  today: string;
  /** Their zone: a calendar's times in UTC fall on their days in it. */
  timeZone: string;
  /** The caller's last import here while it can be undone (its hour), or null. */
  last: SettingsPage["last_import"];
  errors?: FieldMessage[];
  className: string;
}) {
  const { t, i18n } = useTranslation("board");
  // The chosen file's name, shown once JavaScript runs; before, "File chosen" (app.css).
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <section className={className} aria-labelledby="import-title">
      <h2 id="import-title" className="text-lg font-semibold">
        {t("import.title")}
      </h2>
      <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("import.text")}</p>
      <div className="text-sm text-neutral-600 dark:text-neutral-300">
        <p id="import-sources" className="font-medium text-neutral-800 dark:text-neutral-100">
          {t("import.sources")}
        </p>
        <ul aria-labelledby="import-sources" className="mt-1 list-disc space-y-0.5 ps-5">
          {SOURCES.map((source) => (
            <li key={source}>{t(`import.from.${source}`)}</li>
          ))}
        </ul>
      </div>
      <Form method="post" encType="multipart/form-data" className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="import" />
        <input type="hidden" name="requestId" value={requestId} />
        <input type="hidden" name="today" value={today} />
        <input type="hidden" name="timeZone" value={timeZone} />
        <label htmlFor="import-file" className="text-sm font-medium">
          {t("import.file")}
        </label>
        <div className="file-pick flex flex-wrap items-center gap-3">
          {/* The browser's own button says "Choose File" in the browser's language, not the
              page's: the field hides inside a button-like label that says it in the page's. */}
          <label className="btn-secondary cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600">
            <input
              id="import-file"
              name="file"
              type="file"
              accept=".json,.csv,.ics,application/json,text/csv,text/calendar"
              required
              aria-invalid={errors?.length ? true : undefined}
              aria-describedby={errors?.length ? "import-error" : undefined}
              className="sr-only"
              onChange={(event) => setChosen(event.currentTarget.files?.[0]?.name ?? null)}
            />
            <span aria-hidden="true">{t("import.choose")}</span>
          </label>
          <span className="min-w-0 truncate text-sm text-neutral-600 dark:text-neutral-300" aria-hidden="true">
            {chosen ?? (
              <>
                <span className="file-none">{t("import.none")}</span>
                <span className="file-some">{t("import.some")}</span>
              </>
            )}
          </span>
        </div>
        <FieldMessages id="import-error" errors={errors} />
        <div className="flex items-start gap-2 text-sm">
          <input
            id="import-groups"
            name="groups"
            type="checkbox"
            value="1"
            defaultChecked
            aria-describedby="import-groups-hint"
            className="mt-0.5 size-4"
          />
          <div>
            <label htmlFor="import-groups" className="font-medium">
              {t("import.groups")}
            </label>
            <p id="import-groups-hint" className="text-xs text-neutral-600 dark:text-neutral-400">
              {t("import.groupsHint")}
            </p>
          </div>
        </div>
        <div>
          <button type="submit" className="btn-primary">
            {t("import.submit")}
          </button>
        </div>
      </Form>
      {last ? (
        // Its Undo for the hour, after the message that offered it has gone (decision 029).
        <Form
          method="post"
          className="flex flex-wrap items-center gap-3 rounded-md border border-neutral-200 p-3 text-sm dark:border-neutral-700"
        >
          <input type="hidden" name="intent" value="undo-import" />
          <input type="hidden" name="batchId" value={last.batch} />
          <p className="min-w-0 flex-1 text-neutral-600 dark:text-neutral-300">
            {t("import.last", {
              count: last.objectives + last.notes,
              time: formatTime(new Date(last.made_at), i18n.language, timeZone),
              until: formatTime(new Date(last.until), i18n.language, timeZone),
            })}
          </p>
          <button type="submit" className="btn-secondary">
            {t("import.undo")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
