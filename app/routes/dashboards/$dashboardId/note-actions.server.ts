import { intent, type Intents } from "~/lib/actions.server";
import { withParam } from "~/lib/view-params";
import { LIST_BUTTONS } from "./list-buttons";
import { noteIdSchema, noteSchema, updateNoteSchema } from "./schemas";

// A refusal about the text goes under the text; about the title, under the title.
const noteField = (code: string) => (code === "body_too_long" ? "body" : code.startsWith("title") ? "title" : "_form");

/** Add, edit and delete a note: intents of the day view and of the notes page. */
export const noteIntents = (dashboardId: string): Intents => ({
  "add-note": intent(noteSchema, {
    field: noteField,
    async run(form, { call }) {
      await call("add_note", {
        p_dashboard: dashboardId,
        p_year: form.year,
        p_title: form.title,
        p_body: form.body ?? "",
        p_request_id: form.requestId,
      });
      return { flash: { kind: "success", message: "flashes:noteAdded" } };
    },
  }),
  "update-note": intent(updateNoteSchema, {
    field: noteField,
    async run(form, { call, url }) {
      await call("update_note", { p_note: form.noteId, p_title: form.title, p_body: form.body ?? "" });
      // Saved: the editor closes.
      const to = url.pathname + withParam(url.search, "note", null);
      return { to, flash: { kind: "success", message: "flashes:noteUpdated" } };
    },
  }),
  "delete-note": intent(noteIdSchema, {
    button: LIST_BUTTONS["delete-note"],
    async run(form, { call, url }) {
      await call("delete_note", { p_note: form.noteId });
      // Its editor closes; the message's Undo posts back here (restore_note keeps it an hour).
      const to = url.pathname + withParam(url.search, "note", null);
      const undo = { action: to, fields: { intent: "restore-note", noteId: form.noteId } };
      return { to, flash: { kind: "success", message: "flashes:noteDeleted", undo } };
    },
  }),
  "restore-note": intent(noteIdSchema, {
    async run(form, { call }) {
      await call("restore_note", { p_note: form.noteId });
      return { flash: { kind: "success", message: "flashes:noteRestored" } };
    },
  }),
});
