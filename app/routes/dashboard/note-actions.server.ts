import { redirect, type RouterContextProvider } from "react-router";
import { apiFailure, rpc } from "~/lib/api.server";
import { flashHeader } from "~/lib/flash.server";
import { invalidForm, parseForm, typedValues } from "~/lib/forms";
import { noteIdSchema, noteSchema, updateNoteSchema } from "./schemas";

const NOTE_INTENTS = new Set(["add-note", "update-note", "delete-note"]);

export const isNoteIntent = (intent: FormDataEntryValue | null) => typeof intent === "string" && NOTE_INTENTS.has(intent);

/** Add, edit and delete a note; shared by the day view and the notes page. */
export async function noteAction(formData: FormData, dashboardId: string, url: URL, context: Readonly<RouterContextProvider>) {
  const values = typedValues(formData);
  const back = async (message: string) =>
    redirect(url.pathname + url.search, { headers: { "Set-Cookie": await flashHeader({ kind: "success", message }, url) } });
  const field = (code: string) => (code === "body_too_long" ? "body" : code.startsWith("title") ? "title" : "_form");
  switch (formData.get("intent")) {
    case "add-note": {
      const form = parseForm(noteSchema, formData);
      if (!form.ok) return invalidForm(form);
      const result = await rpc(context, "add_note", {
        p_dashboard: dashboardId,
        p_year: form.data.year,
        p_title: form.data.title,
        p_body: form.data.body ?? "",
        p_request_id: form.data.requestId,
      });
      if (result.error) return apiFailure(result.error, field(result.error.code), values);
      return back("planner:flash.noteAdded");
    }
    case "update-note": {
      const form = parseForm(updateNoteSchema, formData);
      if (!form.ok) return invalidForm(form);
      const result = await rpc(context, "update_note", { p_note: form.data.noteId, p_title: form.data.title, p_body: form.data.body ?? "" });
      if (result.error) return apiFailure(result.error, field(result.error.code), values);
      return back("planner:flash.noteUpdated");
    }
    default: {
      const form = parseForm(noteIdSchema, formData);
      if (!form.ok) return invalidForm(form);
      const result = await rpc(context, "delete_note", { p_note: form.data.noteId });
      if (result.error) return apiFailure(result.error, "_form", values);
      return back("planner:flash.noteDeleted");
    }
  }
}
