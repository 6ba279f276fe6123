import { z } from "zod";
import { DAY_LAYOUTS, DAY_ORDERS, REACTIONS, type Priority, type Reaction } from "~/lib/data-api";
import { isIsoDate, isTimeZone } from "~/lib/dates";
import { parseClock } from "~/lib/quick-add/time";
import { LIMITS } from "~/lib/limits";
import type { Repeat, RepeatRule } from "~/lib/repeat";
import { daysRule, INTERVAL_UNITS, monthDaysRule, parseRuleValue } from "~/lib/repeat-value";
import { checkbox } from "~/lib/checkbox";
import { MARKER_COLORS } from "~/lib/marker-colors";
import { pastedLines } from "~/lib/pasted-lines";

// One schema per form, used by the action and for the inputs' HTML constraints.
// Messages are i18n keys; "api:*" keys are shared with the database's error codes, and
// lengths and counts come from LIMITS, which the database checks too.

const isoDate = z.iso.date();
const requestId = z.uuid();

/** The quick-add line may be longer than a title: dates and #markers come out of it. */
export const quickAddSchema = z.object({
  intent: z.literal("add"),
  text: z.string().trim().min(1, "api:title_required").max(LIMITS.quickAdd, "planner:quickAdd.tooLong"),
  day: isoDate,
  today: isoDate,
  requestId,
  // What a filtered list gives the line (QuickAddFilter): its one filter, and who does it.
  // A convenience, not a rule: a malformed value (hidden fields only) adds the line without it.
  filterMarker: z.uuid().optional().catch(undefined),
  filterAssignee: z
    .union([z.literal("me"), z.uuid()])
    .optional()
    .catch(undefined),
});
export type QuickAdd = z.infer<typeof quickAddSchema>;

/** What a line added to a filtered list takes from the filter: a filter's id; "me" or a member's id. */
export interface QuickAddFilter {
  marker?: string;
  assignee?: string;
}

export const toggleSchema = z.object({
  intent: z.literal("toggle"),
  objectiveId: z.uuid(),
  done: z.enum(["true", "false"]),
});
export const objectiveIdSchema = z.object({ objectiveId: z.uuid() });
export const undoMoveSchema = z.object({ moveId: z.uuid() });
export const reorderSchema = z.object({
  intent: z.literal("reorder"),
  objectiveId: z.uuid(),
  index: z.coerce.number().int().min(0).max(10_000),
});
/** A row's "Duplicate" (its menu's button: the objective and this render's key). */
export const duplicateObjectiveSchema = z.object({
  intent: z.literal("duplicate"),
  objectiveId: z.uuid(),
  requestId,
});
export const postponeSchema = z.object({
  intent: z.literal("postpone"),
  objectiveId: z.uuid(),
  day: isoDate,
});
/** A time of day as a drag sends it ("09:30"), or "none": no time (decision 096). */
const slot = z.union([z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/), z.literal("none")]);
/** How long, in minutes, as a stretch sends it: 0 for none (decision 095). */
const length = z.coerce.number().int().min(0).max(1440);
/**
 * /upcoming's week of hours (decision 096): an objective dropped on a day at a time, or in its
 * "All day", or stretched to a new length (`minutes`); `fromDay`, `fromAt` and `fromMinutes`
 * are what Undo gives back.
 */
export const scheduleSchema = z.object({
  intent: z.literal("schedule"),
  objectiveId: z.uuid(),
  day: isoDate,
  at: slot,
  fromDay: isoDate,
  fromAt: slot,
  minutes: length.optional(),
  fromMinutes: length.optional(),
});
const assignee = z.union([z.uuid(), z.enum(["me", "none"])], { error: "api:assignee_not_member" });
export const assignSchema = z.object({
  intent: z.literal("assign"),
  objectiveId: z.uuid(),
  to: assignee,
  from: assignee,
  // An Undo's: giving it back to whom it was tells nobody again.
  undo: z.literal("1").optional(),
});
const priorityValue = z
  .enum(["1", "2", "3", "4"], { message: "api:priority_invalid" })
  .transform((value) => Number(value) as Priority);
/** A row's priority flags, and their Undo: the same, back to `from`. */
export const rowPrioritySchema = z.object({
  intent: z.literal("priority"),
  objectiveId: z.uuid(),
  priority: priorityValue,
  from: priorityValue,
});
/** The day's layout switch: its list or its hours, kept for this member and dashboard (decision 098). */
export const dayLayoutSchema = z.object({
  intent: z.literal("layout"),
  layout: z.enum(DAY_LAYOUTS, { error: "api:day_layout_invalid" }),
});
export const moveTodaySchema = z.object({ intent: z.literal("move-today"), objectiveId: z.uuid().optional() });
/** The overdue list's "Reschedule": all of it to `to` (today or later: the database's rule). */
export const rescheduleSchema = z.object({
  intent: z.literal("reschedule"),
  to: z.iso.date({ error: "api:day_required" }),
});

const noteTitle = z.string().trim().min(1, "api:title_required").max(LIMITS.noteTitle, "api:title_too_long");
const noteBody = z.string().max(LIMITS.noteBody, "api:body_too_long").optional();

export const noteSchema = z.object({
  intent: z.literal("add-note"),
  title: noteTitle,
  body: noteBody,
  year: z.coerce.number().int().min(LIMITS.yearMin, "api:year_invalid").max(LIMITS.yearMax, "api:year_invalid"),
  requestId,
});
export const noteIdSchema = z.object({ noteId: z.uuid() });

export const showDoneSchema = z.object({ intent: z.literal("show-done"), showDone: z.literal("true").optional() });
/** "Include in my daily email": the box is sent only when ticked. */
export const dailyEmailDashboardSchema = z.object({
  intent: z.literal("daily-email-dashboard"),
  included: z.literal("true").optional(),
});

/** Settings, View: whether this dashboard may notify the member (decision 054). */
export const dashboardNotificationsSchema = z.object({
  intent: z.literal("dashboard-notifications"),
  on: z.literal("true").optional(),
});
/** "Archive" and "Unarchive" (decision 059): the state it is to be in. */
export const archiveSchema = z.object({ intent: z.literal("archive"), archived: z.enum(["true", "false"]) });
export const dayOrderSchema = z.object({
  intent: z.literal("day-order"),
  order: z.enum(DAY_ORDERS, { error: "api:day_order_invalid" }),
});
/** Settings, View: the member's own colour for the dashboard (decision 088). */
export const dashboardColorSchema = z.object({
  intent: z.literal("color"),
  color: z.enum(MARKER_COLORS, { error: "api:color_invalid" }),
});
export const renameSchema = z.object({
  intent: z.literal("rename"),
  name: z.string().trim().min(1, "api:name_required").max(LIMITS.dashboardName, "api:name_too_long"),
});
export const deleteDashboardSchema = z.object({ intent: z.literal("delete"), confirm: z.literal("delete") });
/** A dashboard of one's own from this one (decision 036). */
export const duplicateSchema = z.object({
  intent: z.literal("duplicate"),
  name: renameSchema.shape.name,
  /** Optional: the day the copy's earliest objective moves to; "" keeps the days. */
  start: z.union([z.literal(""), z.iso.date({ error: "api:day_invalid" })]).optional(),
  requestId,
});
/** Its open objectives saved as a template of one's own (decision 092). */
export const saveTemplateSchema = z.object({
  intent: z.literal("save-template"),
  name: renameSchema.shape.name,
  /** "true": the done objectives too, as to do again. */
  includeDone: z.literal("true").optional(),
  requestId,
});
/** A new calendar link (or a new one in place of the old), and turning it off. */
export const feedCreateSchema = z.object({ intent: z.literal("feed-create") });
export const feedOffSchema = z.object({ intent: z.literal("feed-off") });
/** One's add-by-email address (decision 075): made (or made again) and turned off. */
export const emailAddressCreateSchema = z.object({ intent: z.literal("email-address-create") });
export const emailAddressOffSchema = z.object({ intent: z.literal("email-address-off") });
/** The dashboard's public link (decision 030): replacing or ending it breaks it for everyone, so both confirm. */
export const shareCreateSchema = z.object({ intent: z.literal("share-create") });
export const shareNewSchema = z.object({ intent: z.literal("share-new"), confirm: z.literal("share-new") });
export const shareOffSchema = z.object({ intent: z.literal("share-off"), confirm: z.literal("share-off") });
/** A file to import (decision 029); its rows are checked after it is read. */
export const importSchema = z.object({
  intent: z.literal("import"),
  file: z
    .instanceof(File, { error: "board:import.noFile" })
    .refine((f) => f.size > 0, "board:import.noFile")
    .refine((f) => f.size <= LIMITS.importBytes, { error: "board:import.tooBig" }),
  /** The importer's today, from the page (their own zone): rows without a date land on it. */
  today: isoDate,
  /** Their zone, from the page: a calendar's times in UTC fall on their days in it. */
  timeZone: z
    .string()
    .max(64)
    .catch("UTC")
    .transform((tz) => (isTimeZone(tz) ? tz : "UTC")),
  /** "Lists and sections as filters": a checkbox, on unless cleared (absent when it is). */
  groups: z
    .string()
    .optional()
    .transform((on) => on !== undefined),
  requestId,
});

/** An import's Undo, from its message: what it added taken away again. */
export const undoImportSchema = z.object({ intent: z.literal("undo-import"), batchId: z.uuid() });

/**
 * A time of day from a field (decision 093): "HH:MM" from a time picker, or typed where a
 * browser has none ("3 pm", "15h30", "下午3点"), as "HH:MM"; refused otherwise. Empty is ""
 * where the form allows none (`empty`), else refused.
 */
export const typedClock = ({ empty }: { empty: boolean }) =>
  z
    .string()
    .trim()
    .transform((typed, ctx) => {
      if (empty && typed === "") return "";
      const at = parseClock(typed);
      if (at === null) ctx.addIssue({ code: "custom", message: "api:time_invalid" });
      return at ?? typed;
    });

/** The edit form's Repeat choices whose rule the fields below it say (repeat-fields.tsx). */
const RULE_CHOICES = ["days", "custom", "nth", "nthYear", "mdays", "mdaysYear"] as const;
export const editObjectiveSchema = z
  .object({
    intent: z.literal("save"),
    title: z.string().trim().min(1, "api:title_required").max(LIMITS.objectiveTitle, "api:title_too_long"),
    day: isoDate,
    // 1 (urgent) to 4 (none); absent keeps it.
    priority: z
      .enum(["1", "2", "3", "4"], { message: "api:priority_invalid" })
      .transform((value) => Number(value) as Priority)
      .optional(),
    // A member's id, or "none" for nobody; absent keeps it.
    assignee: z.union([z.uuid(), z.literal("none")], { error: "api:assignee_not_member" }).optional(),
    // Another of the caller's dashboards to move it to (decision 039); absent or its own keeps it.
    dashboard: z.uuid({ error: "api:dashboard_not_found" }).optional(),
    // Absent (a form from before descriptions) keeps it; empty clears it.
    description: z.string().trim().max(LIMITS.objectiveDescription, "api:description_too_long").optional(),
    // "weekly:2" is every two weeks (lib/repeat.ts); absent (a form from before repeats) keeps the rule.
    // "days": on the days of the week ticked below (`weekday`, a list: 1 Monday … 7 Sunday),
    // every `daysEvery` weeks (1 to 99);
    // "custom": every `every` of `unit` ("every 3 weeks"); "nth": the `nth` ticked (a list: 1 to
    // 4, of a working day to 20; -1 the last) `nthDay` (ISO; 0 any day, 8 a working day) of each
    // month; "nthYear": of the month `nthMonth` (1 to 12) each year; "mdays": on the days of the
    // month ticked (`monthDay`, a list: 1 to 31); "mdaysYear": of the month `mdaysMonth` each year.
    repeat: z
      .string()
      .transform((value, ctx) => {
        if (RULE_CHOICES.includes(value as never)) return value as (typeof RULE_CHOICES)[number];
        const rule = parseRuleValue(value);
        if (rule === undefined) ctx.addIssue({ code: "custom", message: "api:repeat_invalid" });
        return rule ?? null;
      })
      .optional(),
    // Read only with their choice ("days", "custom", "nth", "nthYear", "mdays", "mdaysYear"); a
    // stray one of another choice is ignored.
    weekday: z.array(z.string()).optional(),
    daysEvery: z.string().optional(),
    monthDay: z.array(z.string()).optional(),
    every: z.string().optional(),
    unit: z.string().optional(),
    nth: z.array(z.string()).optional(),
    nthDay: z.string().optional(),
    nthMonth: z.string().optional(),
    mdaysMonth: z.string().optional(),
    // Every few months, of a rule of every month ("nth", "mdays"), or years, of one month each
    // year ("nthYear", "mdaysYear"): 1 to 99.
    nthEvery: z.string().optional(),
    mdaysEvery: z.string().optional(),
    nthYears: z.string().optional(),
    mdaysYears: z.string().optional(),
    // Ticked: the rule counts from the day it is done (decision 041); read with `repeat` only.
    fromDone: checkbox(),
    // The series' last day; empty: no end; absent (a form from before ends) keeps it.
    // (The message on the day itself: a union hands on its branch's own.)
    repeatUntil: z.union([z.literal(""), z.iso.date({ error: "api:repeat_until_invalid" })]).optional(),
    // The day it must be done by (decision 072); empty: none; absent (a form from before) keeps it.
    deadline: z.union([z.literal(""), z.iso.date({ error: "api:deadline_invalid" })]).optional(),
    // A time of its day (decision 093); empty: any time; absent (a form from before) keeps it.
    at: typedClock({ empty: true }).optional(),
    // How long it takes from that time, in minutes (decision 095); empty: not said; absent keeps it.
    minutes: z
      .string()
      .transform((value, ctx) => {
        const minutes = value === "" ? 0 : /^\d{1,4}$/.test(value) ? Number(value) : NaN;
        if (!(minutes <= 1440)) ctx.addIssue({ code: "custom", message: "api:duration_invalid" });
        return minutes;
      })
      .optional(),
  })
  .superRefine((form, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (form.repeat === "days") {
      const every = intervalOf(form.daysEvery);
      if (Number.isNaN(every)) issue("daysEvery", "objective:edit.repeatEveryInvalid");
      else if (!form.weekday?.length) issue("repeat", "objective:edit.repeatDaysRequired");
      else if (!daysRule(form.weekday.map(Number), every)) issue("repeat", "api:repeat_invalid");
    }
    if (form.repeat === "mdays" || form.repeat === "mdaysYear") {
      if (!form.monthDay?.length) issue("repeat", "objective:edit.repeatMonthDaysRequired");
      else if (!monthDaysOf(form)) issue("repeat", "api:repeat_invalid");
    }
    if (form.repeat === "mdays" && Number.isNaN(intervalOf(form.mdaysEvery)))
      issue("mdaysEvery", "objective:edit.repeatEveryInvalid");
    if (form.repeat === "nth" && Number.isNaN(intervalOf(form.nthEvery)))
      issue("nthEvery", "objective:edit.repeatEveryInvalid");
    if (form.repeat === "mdaysYear" && Number.isNaN(intervalOf(form.mdaysYears)))
      issue("mdaysYears", "objective:edit.repeatEveryInvalid");
    if (form.repeat === "nthYear" && Number.isNaN(intervalOf(form.nthYears)))
      issue("nthYears", "objective:edit.repeatEveryInvalid");
    if (form.repeat === "custom") {
      const every = form.every?.trim() ?? "";
      if (!/^\d{1,2}$/.test(every) || Number(every) < 1) issue("every", "objective:edit.repeatEveryInvalid");
      if (!INTERVAL_UNITS.includes(form.unit as never)) issue("unit", "api:repeat_invalid");
    }
    if (form.repeat === "nth" || form.repeat === "nthYear") {
      if (!nthWhich(form).length) issue("nth", "objective:edit.repeatNthRequired");
      else if (!parseRuleValue(nthRule(form))) issue("nth", "api:repeat_invalid");
    }
    // ISO days compare as text (one not a day has its own message: zod checks on past it).
    if (form.repeat !== null && isIsoDate(form.repeatUntil) && form.repeatUntil < form.day)
      issue("repeatUntil", "api:repeat_until_before_day");
    // A length counts from a time: said beside the length, chosen without one.
    if (form.at === "" && form.minutes) issue("minutes", "api:duration_no_time");
    // Never both (the database says so too): said beside the deadline, which is the one typed.
    if (form.repeat !== null && form.repeat !== undefined && isIsoDate(form.deadline))
      issue("deadline", "api:deadline_with_repeat");
  });

/** The edit form's rule: its select's, the days of the week it ticked, or its interval; undefined keeps it. */
export function chosenRule(form: z.infer<typeof editObjectiveSchema>): RepeatRule | null | undefined {
  if (form.repeat === "days") {
    const every = intervalOf(form.daysEvery);
    return { repeat: daysRule((form.weekday ?? []).map(Number), every)!, every };
  }
  if (form.repeat === "mdays" || form.repeat === "mdaysYear")
    return {
      repeat: monthDaysOf(form)!,
      every: intervalOf(form.repeat === "mdays" ? form.mdaysEvery : form.mdaysYears),
    };
  if (form.repeat === "custom") return { repeat: form.unit as Repeat, every: Number(form.every) };
  if (form.repeat === "nth" || form.repeat === "nthYear")
    return { repeat: nthRule(form), every: intervalOf(form.repeat === "nth" ? form.nthEvery : form.nthYears) };
  return form.repeat;
}

/** An interval field's weeks, months or years ("daysEvery", "nthEvery", "nthYears"…): 1 when absent (a form from before), NaN out of 1 to 99. */
const intervalOf = (value: string | undefined): number => {
  const every = value?.trim() ?? "1";
  return /^\d{1,2}$/.test(every) && Number(every) >= 1 ? Number(every) : NaN;
};

/** "mdays:1,15", or with the month for "mdaysYear" ("mdays:1,15:3"); undefined for a day or month out of range. */
const monthDaysOf = (form: { repeat?: unknown; monthDay?: string[]; mdaysMonth?: string }): Repeat | undefined =>
  monthDaysRule(
    (form.monthDay ?? []).map(Number),
    form.repeat === "mdaysYear" ? (/^\d{1,2}$/.test(form.mdaysMonth ?? "") ? Number(form.mdaysMonth) : NaN) : undefined,
  );

/**
 * Which ones were ticked: the 5th to the 20th only of a working day, the 5th of a day of the
 * week of every month too (the page shows them only then; ticked before another choice, they
 * are strays, as a hidden field's are).
 */
const nthWhich = (form: { repeat?: unknown; nth?: string[]; nthDay?: string }): string[] =>
  (form.nth ?? []).filter(
    (n) =>
      form.nthDay === "8" ||
      Number(n) <= 4 ||
      (n === "5" && form.repeat === "nth" && /^[1-7]$/.test(form.nthDay ?? "")),
  );
/**
 * "nth:-1:5" (the last Friday), "nth:2,4:2" (the second and fourth Tuesday), and with the month
 * for "nthYear" ("nth:-1:1:5": the last Monday of May); spelled as the database keeps it.
 */
const nthRule = (form: { repeat?: unknown; nth?: string[]; nthDay?: string; nthMonth?: string }): Repeat => {
  const rule: Repeat = `nth:${nthWhich(form).join(",")}:${form.nthDay}${form.repeat === "nthYear" ? `:${form.nthMonth}` : ""}`;
  return parseRuleValue(rule)?.repeat ?? rule;
};
export const deleteObjectiveSchema = z.object({ intent: z.literal("delete") });
/** "Complete forever": done, and a repeating one's series ends (no next one). */
export const completeForeverSchema = z.object({ intent: z.literal("forever") });
/** How many days before its objective's day a reminder goes (decision 086): 0 to 30, none sent 0. */
export const daysBefore = () =>
  z.coerce
    .number()
    .int("api:reminder_days_invalid")
    .min(0, "api:reminder_days_invalid")
    .max(30, "api:reminder_days_invalid")
    .optional();
/** A time of a day, "HH:MM" as a time field sends it (seconds are dropped by the database). */
export const reminderTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?$/, "api:reminder_time_invalid");
/**
 * One's own reminder of it at a time of its day (decision 074), "HH:MM" as a time field sends
 * it, or of a day up to 30 before it (decision 086; the page offers 1, 2, 3 and 7).
 */
export const reminderSchema = z.object({
  intent: z.literal("reminder"),
  at: reminderTime,
  before: daysBefore(),
});
/** …at so many minutes from now ("Remind me later": 30, 60 or 180 on the page; a day at most). */
export const remindLaterSchema = z.object({
  intent: z.literal("remind-later"),
  minutes: z.coerce.number().int().min(1, "api:reminder_minutes_invalid").max(1440, "api:reminder_minutes_invalid"),
});
/**
 * …so many minutes before the objective's time, moving with it (decision 094; the page offers
 * 0, 30 and 60; up to 30 days, as a day before may be).
 */
export const remindBeforeSchema = z.object({
  intent: z.literal("remind-before"),
  minutes: z.coerce.number().int().min(0, "api:reminder_before_invalid").max(43200, "api:reminder_before_invalid"),
});
/** …taken off. */
export const removeReminderSchema = z.object({ intent: z.literal("remove-reminder") });
/** Its Undo: the change's record (undo_objectives), and the day to show after. */
export const reopenForeverSchema = z.object({ intent: z.literal("reopen"), batchId: z.uuid(), day: isoDate });
const commentBody = z.string().trim().min(1, "api:comment_required").max(LIMITS.commentBody, "api:comment_too_long");
/** A comment under an objective (decision 044); the request id makes a double submit write one. */
export const commentSchema = z.object({ intent: z.literal("comment"), body: commentBody, requestId });
/** One's own comment, corrected; the same text twice changes nothing. */
export const editCommentSchema = z.object({
  intent: z.literal("edit-comment"),
  commentId: z.uuid(),
  body: commentBody,
});
export const deleteCommentSchema = z.object({ intent: z.literal("delete-comment"), commentId: z.uuid() });
/** A reaction to a comment (decision 079), from its button: "heart:on" adds one's heart, "heart:off" takes it back. */
export const reactSchema = z.object({
  intent: z.literal("react"),
  commentId: z.uuid(),
  choice: z
    .string()
    .regex(new RegExp(`^(${REACTIONS.join("|")}):(on|off)$`), "api:reaction_invalid")
    .transform((choice) => {
      const [reaction, state] = choice.split(":");
      return { reaction: reaction as Reaction, on: state === "on" };
    }),
});
const checklistTitle = z
  .string()
  .trim()
  .min(1, "api:checklist_item_required")
  .max(LIMITS.checklistItem, "api:checklist_item_too_long");
/** A step added to the objective's checklist (decision 045), once for a double submit. */
export const addChecklistItemSchema = z.object({ intent: z.literal("add-item"), title: checklistTitle, requestId });
/**
 * A list pasted into "Add a step" (with JavaScript; the field itself holds one line): its
 * lines, blank ones left out, become as many steps, all or none.
 */
export const addChecklistItemsSchema = z.object({
  intent: z.literal("add-items"),
  titles: z
    .string()
    .transform(pastedLines)
    .pipe(
      z
        .array(z.string())
        .min(1, "api:checklist_item_required")
        .max(LIMITS.checklistItems, "api:checklist_full")
        // One message for however many lines are too long.
        .superRefine((lines, ctx) => {
          if (lines.some((line) => line.length > LIMITS.checklistItem))
            ctx.addIssue({
              code: "too_big",
              origin: "string",
              maximum: LIMITS.checklistItem,
              inclusive: true,
              message: "api:checklist_item_too_long",
              input: lines,
            });
        }),
    ),
  requestId,
});
/** Its button's value: the item and what it becomes ("<id> true" ticks it). */
export const tickChecklistItemSchema = z.object({
  intent: z.literal("tick-item"),
  itemId: z.uuid(),
  done: z.enum(["true", "false"]).transform((value) => value === "true"),
});
export const renameChecklistItemSchema = z.object({
  intent: z.literal("rename-item"),
  itemId: z.uuid(),
  title: checklistTitle,
});
export const deleteChecklistItemSchema = z.object({ intent: z.literal("delete-item"), itemId: z.uuid() });
/** To a place in the list, 1 first (the step's edit form's "Move up" and "Move down"). */
export const moveChecklistItemSchema = z.object({
  intent: z.literal("move-item"),
  itemId: z.uuid(),
  position: z.coerce.number().int().min(1).max(LIMITS.checklistItems),
});
/** A deletion's Undo. */
export const restoreChecklistItemSchema = z.object({ intent: z.literal("restore-item"), itemId: z.uuid() });
/** A step made an objective of its own, from its edit form: once for a double submit. */
export const checklistItemToObjectiveSchema = z.object({
  intent: z.literal("item-to-objective"),
  itemId: z.uuid(),
  requestId,
});
/** A move's Undo: the move's record (undo_objectives), and the day to show after. */
export const moveObjectiveSchema = z.object({ intent: z.literal("move"), batchId: z.uuid(), day: isoDate });

const markerName = z
  .string()
  .trim()
  .min(1, "api:marker_name_required")
  .max(LIMITS.markerName, "api:marker_name_too_long");
const markerColor = z.enum(MARKER_COLORS, { error: "api:color_invalid" });
export const addMarkerSchema = z.object({
  intent: z.literal("add-marker"),
  name: markerName,
  color: markerColor,
  requestId,
});
export const updateMarkerSchema = z.object({
  intent: z.literal("update-marker"),
  markerId: z.uuid(),
  name: markerName,
  color: markerColor,
});
export const deleteMarkerSchema = z.object({
  intent: z.literal("delete-marker"),
  markerId: z.uuid(),
  confirm: z.literal("delete"),
});

export const updateNoteSchema = z.object({
  intent: z.literal("update-note"),
  noteId: z.uuid(),
  title: noteTitle,
  body: noteBody,
});

// Sharing. Addresses are split on commas, semicolons and white space; each one is
// checked here (the message names the bad one) and again by the database.
export const splitEmails = (value: string) => value.split(/[\s,;]+/).filter(Boolean);
export const inviteSchema = z.object({
  intent: z.literal("invite"),
  emails: z
    .string()
    .trim()
    .min(1, "api:emails_required")
    .transform(splitEmails)
    .pipe(z.array(z.email("api:email_invalid")).max(LIMITS.invitesPerSubmit, "api:too_many_emails")),
  /** What accepting gives; a form without the choice invites members, as before. */
  role: z.enum(["member", "viewer"], "api:role_invalid").default("member"),
  requestId,
});
export const invitationSchema = z.object({
  intent: z.enum(["resend-invitation", "revoke-invitation"]),
  invitationId: z.uuid(),
});
/** A pending invitation's "Make view-only" / "Let them edit" (decision 066). */
export const invitationRoleSchema = z.object({
  intent: z.literal("invitation-role"),
  invitationId: z.uuid(),
  role: z.enum(["member", "viewer"], "api:role_invalid"),
});
export const memberSchema = z.object({
  intent: z.enum(["remove-member", "make-admin"]),
  userId: z.uuid(),
  /** Shown in the message afterwards; display only. */
  name: z.string().max(LIMITS.email).optional(),
  confirm: z.enum(["remove", "make-admin"]),
});
/** The member dialog's "Make view-only" / "Let them edit" (decision 066). */
export const memberRoleSchema = z.object({
  intent: z.literal("member-role"),
  userId: z.uuid(),
  /** Shown in the message afterwards; display only. */
  name: z.string().max(LIMITS.email).optional(),
  role: z.enum(["member", "viewer"], "api:role_invalid"),
});
export const leaveSchema = z.object({
  intent: z.literal("leave"),
  confirm: z.literal("leave"),
  name: z.string().max(LIMITS.dashboardName).optional(),
});
