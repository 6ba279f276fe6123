import { z } from "zod";
import { MARKER_COLORS } from "~/lib/marker-colors";

// One schema per form, used by the action and for the inputs' HTML constraints.
// Messages are i18n keys; "api:*" keys are shared with the database's error codes.

const isoDate = z.iso.date();
const requestId = z.uuid();

/** The quick-add line may be longer than a title: dates and #markers come out of it. */
export const quickAddSchema = z.object({
  intent: z.literal("add"),
  text: z.string().trim().min(1, "api:title_required").max(600, "api:title_too_long"),
  day: isoDate,
  today: isoDate,
  requestId,
});

export const toggleSchema = z.object({ intent: z.literal("toggle"), objectiveId: z.uuid(), done: z.enum(["true", "false"]) });
export const objectiveIdSchema = z.object({ objectiveId: z.uuid() });
export const reorderSchema = z.object({ intent: z.literal("reorder"), objectiveId: z.uuid(), index: z.coerce.number().int().min(0).max(10_000) });
export const moveTodaySchema = z.object({ intent: z.literal("move-today"), objectiveId: z.uuid().optional() });

export const noteSchema = z.object({
  intent: z.literal("add-note"),
  title: z.string().trim().min(1, "api:title_required").max(200, "api:title_too_long"),
  body: z.string().max(20_000, "api:body_too_long").optional(),
  year: z.coerce.number().int().min(1900).max(9999),
  requestId,
});
export const noteIdSchema = z.object({ noteId: z.uuid() });

export const showDoneSchema = z.object({ intent: z.literal("show-done"), showDone: z.literal("true").optional() });
export const renameSchema = z.object({ intent: z.literal("rename"), name: z.string().trim().min(1, "api:name_required").max(100, "api:name_too_long") });
export const deleteDashboardSchema = z.object({ intent: z.literal("delete"), confirm: z.literal("delete") });

export const editObjectiveSchema = z.object({
  intent: z.literal("save"),
  title: z.string().trim().min(1, "api:title_required").max(500, "api:title_too_long"),
  day: isoDate,
});

const markerName = z.string().trim().min(1, "api:marker_name_required").max(40, "api:marker_name_too_long");
const markerColor = z.enum(MARKER_COLORS, { error: "api:color_invalid" });
export const addMarkerSchema = z.object({ intent: z.literal("add-marker"), name: markerName, color: markerColor, requestId });
export const updateMarkerSchema = z.object({ intent: z.literal("update-marker"), markerId: z.uuid(), name: markerName, color: markerColor });
export const deleteMarkerSchema = z.object({ intent: z.literal("delete-marker"), markerId: z.uuid(), confirm: z.literal("delete") });

export const updateNoteSchema = z.object({
  intent: z.literal("update-note"),
  noteId: z.uuid(),
  title: z.string().trim().min(1, "api:title_required").max(200, "api:title_too_long"),
  body: z.string().max(20_000, "api:body_too_long").optional(),
});

// Sharing. Addresses are split on commas, semicolons and white space; each one is
// checked by the action (to name the bad one) and again by the database.
export const MAX_INVITES = 20;
export const splitEmails = (value: string) => value.split(/[\s,;]+/).filter(Boolean);
export const emailSchema = z.email();
export const inviteSchema = z.object({
  intent: z.literal("invite"),
  emails: z.string().trim().min(1, "api:emails_required").max(5000, "api:too_many_emails"),
  requestId,
});
export const invitationSchema = z.object({ intent: z.enum(["resend-invitation", "revoke-invitation"]), invitationId: z.uuid() });
export const memberSchema = z.object({
  intent: z.enum(["remove-member", "make-admin"]),
  userId: z.uuid(),
  /** Shown in the message afterwards; display only. */
  name: z.string().max(254).optional(),
  confirm: z.enum(["remove", "make-admin"]),
});
export const leaveSchema = z.object({ intent: z.literal("leave"), confirm: z.literal("leave"), name: z.string().max(100).optional() });
