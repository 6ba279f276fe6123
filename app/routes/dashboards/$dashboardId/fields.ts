import { LIMITS } from "~/lib/limits";

// The dashboard screens' HTML constraints, for the browser, which gets no zod (issue 12):
// app/lib/fields.test.ts checks each one against constraintsOf(schema, field).

export const QUICK_ADD_TEXT = { required: true, maxLength: LIMITS.quickAdd };
export const OBJECTIVE_TITLE = { required: true, maxLength: LIMITS.objectiveTitle };
export const OBJECTIVE_DESCRIPTION = { maxLength: LIMITS.objectiveDescription };
export const COMMENT_BODY = { required: true, maxLength: LIMITS.commentBody };
export const CHECKLIST_ITEM = { required: true, maxLength: LIMITS.checklistItem };
export const NOTE_TITLE = { required: true, maxLength: LIMITS.noteTitle };
export const NOTE_BODY = { maxLength: LIMITS.noteBody };
export const MARKER_NAME = { required: true, maxLength: LIMITS.markerName };
export const INVITE_EMAILS = { required: true };
