import { useTranslation } from "~/lib/use-translation";
import { RichBlocks, richText } from "~/components/rich-text";
import { useEffect, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import { Field, TextareaField } from "~/components/field";
import { Icon } from "~/components/icons";
import { useViewLinkClicks, ViewLink } from "~/components/view-link";
import { focusIfLost } from "~/lib/focus";
import type { FieldErrors } from "~/lib/forms";
import { useRequestId } from "~/lib/use-request-id";
import { paramLinks } from "~/lib/view-params";
import { NOTE_BODY, NOTE_TITLE } from "../fields";
import type { Marker, Note } from "~/lib/data-api";
import { MarkerChips } from "./marker-chips";

interface Props {
  year: number;
  notes: Note[];
  markers: Marker[];
  requestId: string;
  errors?: FieldErrors;
  values?: Record<string, string>;
  /**
   * The day view's side column shows only the newest notes, their text cut to a few lines,
   * and links to the notes page for all `count` of them (decision 013).
   */
  preview?: { count: number; to: string };
  /** False where the page shows the title itself (`#notes-title`), beside its year navigation. */
  titled?: boolean;
  /** An archived dashboard's (decision 059): no form to add a note. */
  readOnly?: boolean;
}

/** The notes page's link for a year (none: the current year), with the marker filter kept. */
export function notesYearSearch(year: number | null, filter: string[]) {
  const params = new URLSearchParams(year === null ? {} : { year: String(year) });
  for (const id of filter) params.append("marker", id);
  return `?${params}`;
}

/**
 * The year's notes: newest first, add, edit and delete. One note's editor is open at a
 * time, chosen by the URL (`?note={id}`), so the page does not carry a form per note.
 */
export function NotesPanel({
  year,
  notes,
  markers,
  requestId,
  errors,
  values,
  preview,
  titled = true,
  readOnly,
}: Props) {
  const { t } = useTranslation(["planner", "api"]);
  const { search } = useLocation();
  const onClick = useViewLinkClicks();
  const edit = t("common:tooltip.edit");
  // The note being edited: the link's, or the one whose save was refused.
  // Read-only (an archived dashboard): no editor, and no link to one.
  const editing = readOnly
    ? null
    : values?.intent === "update-note"
      ? values.noteId
      : new URLSearchParams(search).get("note");
  const noteLink = paramLinks(search, "note");
  const adding = values?.intent === "add-note";
  const add = useRequestId(requestId, adding ? (errors ?? null) : null);
  // A note went in (a new id): the focus its form had goes to "New note", ready for the next.
  const summary = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    focusIfLost(summary.current);
  }, [add.requestId]);
  const addForm = (
    <Form
      method="post"
      key={add.requestId}
      onSubmit={add.onSubmit}
      className={
        preview
          ? "flex flex-col gap-2 px-3 pb-3"
          : // The notes page: beside the notes on a wide screen (kept in view), above them on a phone.
            "flex flex-col gap-2 rounded-lg border border-neutral-200 p-3 lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1 dark:border-neutral-800"
      }
    >
      {preview ? null : <h3 className="font-semibold">{t("notes.new")}</h3>}
      <input type="hidden" name="intent" value="add-note" />
      <input type="hidden" name="year" value={year} />
      <input type="hidden" name="requestId" value={add.requestId} />
      <Field
        label={t("notes.noteTitle")}
        name="title"
        defaultValue={adding ? values?.title : undefined}
        errors={adding ? errors?.title : undefined}
        {...NOTE_TITLE}
      />
      <TextareaField
        label={t("notes.body")}
        name="body"
        rows={3}
        defaultValue={adding ? values?.body : undefined}
        errors={adding ? errors?.body : undefined}
        {...NOTE_BODY}
      />
      <button type="submit" className="btn-secondary self-start">
        {t("notes.add")}
      </button>
    </Form>
  );
  return (
    <section
      aria-labelledby="notes-title"
      className={
        preview
          ? "flex flex-col gap-4"
          : "flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-6"
      }
    >
      {titled ? (
        <h2 id="notes-title" className="text-lg font-semibold">
          {t("notes.title", { year })}
        </h2>
      ) : null}
      {readOnly ? null : preview ? (
        // The side column keeps the form folded under one line until it is wanted (a native
        // disclosure, so also without JavaScript); open when its submission was refused,
        // folded again once a note went in, as after the page load without JavaScript.
        <details key={add.requestId} className="note-add" open={Boolean(adding && errors)} onToggle={focusTitle}>
          <summary ref={summary}>
            <Icon name="plus" className="size-4" />
            {t("notes.new")}
          </summary>
          {addForm}
        </details>
      ) : (
        addForm
      )}
      {notes.length === 0 ? (
        <div className="rounded-lg border border-dashed border-neutral-300 p-4 text-center text-sm lg:col-start-1 lg:row-start-1 dark:border-neutral-700">
          <p className="font-medium">{t("notes.empty")}</p>
          {readOnly ? null : <p className="text-neutral-600 dark:text-neutral-300">{t("empty.createFirst")}</p>}
        </div>
      ) : (
        <>
          {/* The form of the editor's Delete button, which sits inside the editor's own form. */}
          <Form method="post" id="note-list" hidden />
          <span hidden id="ln-edit">
            {edit}
          </span>
          {/* Edit links' clicks (a pointer's or Enter's) bubble here: see useViewLinkClicks. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
          <ul className="flex flex-col gap-3 lg:col-start-1 lg:row-start-1" onClick={onClick}>
            {notes.map((n, i) => (
              <li key={n.id} className="note">
                <h3 id={`n${i}`} className="font-medium">
                  {richText(n.title)}
                </h3>
                {editing === n.id ? (
                  <NoteEditor
                    note={n}
                    close={noteLink(null)}
                    anchor={`n${i}`}
                    errors={values?.noteId === n.id ? errors : undefined}
                    values={values?.noteId === n.id ? values : undefined}
                  />
                ) : (
                  <>
                    {n.body ? (
                      <RichBlocks text={n.body} className={preview ? "note-body line-clamp-6" : "note-body"} />
                    ) : null}
                    <p className="flex flex-wrap items-center gap-1">
                      <MarkerChips ids={n.markers} markers={markers} />
                      {readOnly ? null : (
                        <a
                          href={`${noteLink(n.id)}#n${i}`}
                          aria-labelledby={`ln-edit n${i}`}
                          className="link ml-auto text-sm"
                        >
                          {edit}
                        </a>
                      )}
                    </p>
                  </>
                )}
              </li>
            ))}
          </ul>
          {preview && preview.count > notes.length ? (
            <Link to={preview.to} className="link self-start text-sm">
              {t("notes.all", { count: preview.count })}
            </Link>
          ) : null}
        </>
      )}
    </section>
  );
}

/** Opening the folded form puts the cursor in its title. */
function focusTitle(event: React.SyntheticEvent<HTMLDetailsElement>) {
  const details = event.currentTarget;
  if (details.open) details.querySelector<HTMLInputElement>("input[name=title]")?.focus();
}

/** The open note's form (`?note={id}`): title and text, Save, Cancel, and Delete. */
function NoteEditor({
  note,
  close,
  anchor,
  errors,
  values,
}: {
  note: Note;
  close: string;
  anchor: string;
  errors?: FieldErrors;
  values?: Record<string, string>;
}) {
  const { t } = useTranslation(["planner", "api"]);
  return (
    <Form method="post" className="mt-1 flex flex-col gap-2 text-sm">
      <input type="hidden" name="intent" value="update-note" />
      <input type="hidden" name="noteId" value={note.id} />
      <Field
        label={t("notes.noteTitle")}
        name="title"
        defaultValue={values?.title ?? note.title}
        errors={errors?.title}
        {...NOTE_TITLE}
      />
      <TextareaField
        label={t("notes.body")}
        name="body"
        rows={4}
        defaultValue={values?.body ?? note.body}
        errors={errors?.body}
        {...NOTE_BODY}
      />
      <div className="flex items-center gap-3">
        <button type="submit" className="btn-secondary">
          {t("notes.save")}
        </button>
        <ViewLink to={close} anchor={anchor} className="link text-sm">
          {t("notes.cancel")}
        </ViewLink>
        <button
          form="note-list"
          name="delete-note"
          value={note.id}
          className="ml-auto inline-flex items-center gap-1 rounded px-2 py-1 text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
        >
          <Icon name="trash" className="size-4" />
          {t("common:tooltip.delete")}
        </button>
      </div>
    </Form>
  );
}
