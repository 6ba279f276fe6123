import { Icon } from "~/components/icons";
import { Form, href } from "react-router";
import { Field, FormErrors } from "~/components/field";
import type { SavedSearch } from "~/lib/data-api";
import type { FormFailure } from "~/lib/forms";
import { useTranslation } from "~/lib/use-translation";
import { SAVED_SEARCH_NAME } from "./fields";

/**
 * The person's saved searches of this page (decision 027): links that search again (the one
 * searched now marked), each with × to remove it; and "Save this search" for the line
 * searched (or, saved already, "Rename"). Plain forms and links: the same without JavaScript.
 */
export function SavedSearches({
  saved,
  typed,
  failed,
}: {
  saved: readonly SavedSearch[];
  /** The line searched now ("" before a search, or when it was refused). */
  typed: string;
  /** A refused "Save": its message by its field, the typed name kept. */
  failed: FormFailure | undefined;
}) {
  const { t } = useTranslation("planner");
  const current = saved.find((s) => s.query === typed.trim());
  // A refused save is told in its form; a refused removal (gone already: another tab) above the list.
  const saving = failed?.values?.intent === "save" ? failed : undefined;
  const removing = failed?.values?.intent === "unsave" ? failed : undefined;
  return (
    <div className="-mt-3 flex flex-col gap-3">
      <FormErrors errors={removing?.errors?._form} />
      {saved.length ? (
        <nav aria-labelledby="saved-searches" className="flex flex-wrap items-center gap-1.5 text-sm">
          <h2 id="saved-searches" className="text-neutral-600 dark:text-neutral-300">
            {t("search:saved")}
          </h2>
          <ul className="flex flex-wrap items-center gap-1.5">
            {saved.map((s) => (
              <li
                key={s.id}
                className={`chip inline-flex items-center gap-1 ${
                  s === current
                    ? "bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-50"
                    : "bg-neutral-100 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-100"
                }`}
              >
                <Icon name="bookmark" className="size-3.5 shrink-0" />
                <a
                  href={`?q=${encodeURIComponent(s.query)}`}
                  aria-current={s === current ? "page" : undefined}
                  title={s.query}
                  className="hover:underline"
                >
                  {s.name}
                </a>
                <Form method="post" className="contents">
                  <input type="hidden" name="intent" value="unsave" />
                  <input type="hidden" name="id" value={s.id} />
                  <button type="submit" aria-label={t("search:unsave", { name: s.name })} className="chip-x">
                    <Icon name="x" className="size-3" />
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {typed.trim() ? (
        // Saved already: the same form renames it. Open again after a refusal, its message by its field.
        // Keyed by what it saves as: once saved or renamed it starts closed again (with JavaScript the page stays).
        <details key={`${typed}/${current?.name}`} className="text-sm print:hidden" open={saving !== undefined}>
          <summary className="link w-fit cursor-pointer">
            {current ? t("search:rename", { name: current.name }) : t("search:save")}
          </summary>
          <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="save" />
            <input type="hidden" name="q" value={typed} />
            <FormErrors errors={saving?.errors?._form ?? saving?.errors?.q} />
            <div className="w-64 max-w-full">
              <Field
                label={t("search:saveName")}
                name="name"
                placeholder={typed}
                defaultValue={saving?.values?.name ?? current?.name ?? ""}
                errors={saving?.errors?.name}
                {...SAVED_SEARCH_NAME}
              />
            </div>
            <button type="submit" className="btn-secondary mb-px">
              {t("search:saveSubmit")}
            </button>
          </Form>
        </details>
      ) : null}
    </div>
  );
}

/** On /dashboards, under the box that searches them all: the searches saved there, as links. */
export function SavedSearchLinks({ saved }: { saved: readonly SavedSearch[] }) {
  const { t } = useTranslation("planner");
  if (!saved.length) return null;
  return (
    <nav aria-labelledby="saved-searches" className="-mt-5 flex flex-wrap items-center gap-1.5 text-sm">
      <h2 id="saved-searches" className="text-neutral-600 dark:text-neutral-300">
        {t("search:saved")}
      </h2>
      <ul className="flex flex-wrap items-center gap-1.5">
        {saved.map((s) => (
          <li key={s.id}>
            <a
              href={`${href("/search")}?q=${encodeURIComponent(s.query)}`}
              title={s.query}
              className="chip inline-flex items-center gap-1 bg-neutral-100 text-neutral-800 hover:underline dark:bg-neutral-800 dark:text-neutral-100"
            >
              <Icon name="bookmark" className="size-3.5 shrink-0" />
              {s.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
