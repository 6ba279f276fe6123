import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Field, TextareaField } from "~/components/field";
import { Icon } from "~/components/icons";
import { constraintsOf, type FieldErrors } from "~/lib/forms";
import { noteSchema, updateNoteSchema } from "../schemas";
import type { Marker, Note } from "~/lib/data-api";
import { MarkerChips } from "./marker-chips";

interface Props {
  year: number;
  notes: Note[];
  markers: Marker[];
  requestId: string;
  errors?: FieldErrors;
  values?: Record<string, string>;
}

/** The year's notes: newest first, add, edit and delete. */
export function NotesPanel({ year, notes, markers, requestId, errors, values }: Props) {
  const { t } = useTranslation(["planner", "api"]);
  const adding = values?.intent === "add-note";
  return (
    <section aria-labelledby="notes-title" className="flex flex-col gap-4">
      <h2 id="notes-title" className="text-lg font-semibold">
        {t("notes.title", { year })}
      </h2>
      <Form
        method="post"
        key={requestId}
        className="flex flex-col gap-2 rounded-lg border border-neutral-200 p-3 dark:border-neutral-800"
      >
        <input type="hidden" name="intent" value="add-note" />
        <input type="hidden" name="year" value={year} />
        <input type="hidden" name="requestId" value={requestId} />
        <Field
          label={t("notes.noteTitle")}
          name="title"
          defaultValue={adding ? values?.title : undefined}
          errors={adding ? errors?.title : undefined}
          {...constraintsOf(noteSchema, "title")}
        />
        <TextareaField
          label={t("notes.body")}
          name="body"
          rows={3}
          defaultValue={adding ? values?.body : undefined}
          errors={adding ? errors?.body : undefined}
          {...constraintsOf(noteSchema, "body")}
        />
        <button type="submit" className="btn-secondary self-start">
          {t("notes.add")}
        </button>
      </Form>
      {notes.length === 0 ? (
        <div className="rounded-lg border border-dashed border-neutral-300 p-4 text-center text-sm dark:border-neutral-700">
          <p className="font-medium">{t("notes.empty")}</p>
          <p className="text-neutral-600 dark:text-neutral-300">{t("empty.createFirst")}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {notes.map((n) => (
            <li
              key={n.id}
              className="flex flex-col gap-1 rounded-lg border border-neutral-200 p-3 dark:border-neutral-800"
            >
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-medium">{n.title}</h3>
                <Form method="post">
                  <input type="hidden" name="intent" value="delete-note" />
                  <input type="hidden" name="noteId" value={n.id} />
                  <button
                    type="submit"
                    className="rounded p-1 text-neutral-600 hover:text-red-700"
                    aria-label={t("notes.delete", { title: n.title })}
                    data-tooltip={t("common:tooltip.delete")}
                  >
                    <Icon name="trash" className="size-4" />
                  </button>
                </Form>
              </div>
              {n.body ? (
                <p className="text-sm whitespace-pre-line text-neutral-700 dark:text-neutral-300">{n.body}</p>
              ) : null}
              <MarkerChips ids={n.markers} markers={markers} />
              <NoteEditor
                note={n}
                errors={values?.noteId === n.id ? errors : undefined}
                values={values?.noteId === n.id ? values : undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Inline edit without JavaScript: a disclosure with the note's form. */
function NoteEditor({ note, errors, values }: { note: Note; errors?: FieldErrors; values?: Record<string, string> }) {
  const { t } = useTranslation(["planner", "api"]);
  return (
    <details open={Boolean(errors)} className="text-sm">
      <summary className="cursor-pointer text-neutral-600 hover:underline dark:text-neutral-300">
        {t("notes.edit", { title: note.title })}
      </summary>
      <Form method="post" className="mt-2 flex flex-col gap-2">
        <input type="hidden" name="intent" value="update-note" />
        <input type="hidden" name="noteId" value={note.id} />
        <Field
          label={t("notes.noteTitle")}
          name="title"
          defaultValue={values?.title ?? note.title}
          errors={errors?.title}
          {...constraintsOf(updateNoteSchema, "title")}
        />
        <TextareaField
          label={t("notes.body")}
          name="body"
          rows={4}
          defaultValue={values?.body ?? note.body}
          errors={errors?.body}
          {...constraintsOf(updateNoteSchema, "body")}
        />
        <button type="submit" className="btn-secondary self-start">
          {t("notes.save")}
        </button>
      </Form>
    </details>
  );
}
