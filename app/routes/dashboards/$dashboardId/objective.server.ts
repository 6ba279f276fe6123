import { plainText } from "~/lib/rich-text";
import { data } from "react-router";
import { handleIntents, intent } from "~/lib/actions.server";
import { loadPage, ownDay, ownTimeZone, requestTimeZone, urlId, uuids } from "~/lib/api.server";
import { formatReminder, reminderOf } from "~/lib/dates";
import { reminderPresets, remindLaterChoices, remindTomorrowDays } from "~/lib/remind-later";
import { languages } from "~/lib/i18n";
import { requestLanguage } from "~/lib/i18n.server";
import { WEEK_START } from "~/lib/week-start";
import type { NewFlash } from "~/lib/flash.server";
import { keepOpenedFrom, openedFrom } from "~/lib/opened-from";
import type { Route } from "./+types/objective";
import { sendAssignmentMail } from "./assignment-mail.server";
import { sendCommentMail } from "./comment-mail.server";
import { deletedFlash, withGoals } from "./day.server";
import {
  addChecklistItemSchema,
  addChecklistItemsSchema,
  checklistItemToObjectiveSchema,
  commentSchema,
  completeForeverSchema,
  deleteChecklistItemSchema,
  deleteCommentSchema,
  deleteObjectiveSchema,
  editCommentSchema,
  reactSchema,
  chosenRule,
  editObjectiveSchema,
  moveObjectiveSchema,
  moveChecklistItemSchema,
  reminderSchema,
  remindBeforeSchema,
  remindLaterSchema,
  removeReminderSchema,
  renameChecklistItemSchema,
  reopenForeverSchema,
  restoreChecklistItemSchema,
  tickChecklistItemSchema,
} from "./schemas";

/** A checklist form's refusals: about its title (or a full list) under the field, others above the list. */
const checklistField = (code: string) =>
  code === "checklist_item_required" || code === "checklist_item_too_long" || code === "checklist_full"
    ? "title"
    : "checklist";

/** The edit form's fields that the database's refusals name. */
const EDIT_FIELDS = ["title", "description", "priority", "repeat", "assignee", "dashboard", "deadline"] as const;
/** A refusal's field on the edit form: "repeat_until_…" under its end, "time_invalid" under the time, … */
const editField = (code: string) =>
  code.startsWith("repeat_until")
    ? "repeatUntil"
    : code.startsWith("time_")
      ? "at"
      : code.startsWith("duration_")
        ? "minutes"
        : (EDIT_FIELDS.find((name) => code.startsWith(name)) ?? "_form");

export async function objectiveLoader({ params, context, url }: Route.LoaderArgs) {
  const page = await loadPage(context, "get_objective_page", { p_objective: urlId(params.objectiveId) });
  // The objective of another dashboard is not found under this one.
  if (page.dashboard.id !== params.dashboardId) throw data("objective_not_found", { status: 404 });
  // The reader's own zone (their profile's, else the request's): reminders and comments' times.
  const zone = ownTimeZone(context, page.time_zone);
  const { day, done } = page.objective;
  const daysBefore = page.reminder?.days_before ?? 0;
  return {
    ...page,
    title: plainText(page.objective.title),
    // Opened from /today or /upcoming: Cancel goes back there.
    back: openedFrom(url)?.back ?? null,
    // The reader's reminder, when its moment went by unsent (it was on another day, or the
    // objective was moved to a day gone): the page says so. Decided here, not while rendering.
    reminderPassed:
      page.reminder !== null && !page.reminder.sent_at && Date.parse(page.reminder.remind_at) <= Date.now(),
    // "Or remind me in 30 minutes, 1 hour, 3 hours": those not after its day, when today is its
    // day or one of the days before it one's reminder goes on (decision 086).
    remindLater: done ? [] : remindLaterChoices(day, zone, Date.now(), daysBefore),
    // A reminder in one click when there is none: those still to come (decision 086).
    reminderPresets: done || page.reminder ? [] : reminderPresets(day, zone, Date.now(), page.objective.at),
    // …and "tomorrow at 9:00 AM" while tomorrow is not after its day (decision 086).
    remindTomorrow: done ? null : remindTomorrowDays(day, zone, Date.now(), daysBefore),
    timeZone: zone,
    // The Day field's quick days count from the reader's today.
    today: ownDay(context, page.time_zone),
    // "Delete" on a comment asks first, and "Edit" opens its form, in the address: both work
    // without JavaScript.
    deletingComment: url.searchParams.get("deleteComment"),
    editingComment: url.searchParams.get("editComment"),
    // A checklist item's title opens for renaming the same way; after a step is added without
    // JavaScript, the field is ready for the next one.
    editingItem: url.searchParams.get("editItem"),
    addingItems: url.searchParams.has("addItem"),
    // The open step's "Make it an objective": a double submit makes one.
    moveOutRequestId: crypto.randomUUID(),
    // A fresh key per render: a double submit of the comment form writes one comment.
    requestId: crypto.randomUUID(),
    // The checklist's own: a step and a comment sent from one render are two things.
    itemRequestId: crypto.randomUUID(),
  };
}

export async function objectiveAction(args: Route.ActionArgs) {
  const objective = urlId(args.params.objectiveId);
  const here = urlId(args.params.dashboardId);
  const dayUrl = (day: string, dashboard = here) => `/dashboards/${dashboard}?day=${day}`;
  // Opened from /today or /upcoming: its own redirects keep that, so Cancel still goes back.
  const opened = openedFrom(args.url);
  const self = (extra?: string) => args.url.pathname + keepOpenedFrom(args.url.search, extra);
  /**
   * A reminder set (at a time, or later): back to this page, which shows it, saying when: its
   * time, and its day when that is before the objective's (decision 086).
   */
  const reminderSet = (set: { at: string; day: string; days_before: number }) => ({
    flash: {
      kind: "success" as const,
      message: set.days_before ? "flashes:reminderSetOn" : "flashes:reminderSet",
      values: {
        time: formatReminder(
          reminderOf(set.day, set.at, set.days_before),
          languages[requestLanguage(args.context)].tag,
        ),
      },
    },
    to: self(),
  });
  /**
   * After a move to another dashboard (decision 039): the message names it, with an Undo that
   * brings it back to its place here, with its assignee (the move's record). Both dashboards'
   * open pages hear of it (the answer names them: `dashboard` and `moved_from`).
   */
  const moved = (saved: {
    dashboard: string;
    day: string;
    moved_to?: string;
    unassigned?: boolean;
    batch?: string;
  }): NewFlash => ({
    kind: "success",
    message: saved.unassigned ? "flashes:movedToDashboardUnassigned" : "flashes:movedToDashboard",
    values: { name: saved.moved_to ?? "" },
    undo: saved.batch
      ? {
          action: `/dashboards/${saved.dashboard}/objectives/${objective}${opened?.query ?? ""}`,
          fields: { intent: "move", batchId: saved.batch, day: saved.day },
        }
      : undefined,
  });
  return handleIntents(args, {
    save: intent(editObjectiveSchema, {
      // "title_too_long" under Title, "priority_invalid" under Priority, …
      field: editField,
      // The days of the week or of the month and which ones of a day a rule takes (checkboxes, all named so).
      lists: ["weekday", "monthDay", "nth"],
      async run(form, { call, formData, context, url }) {
        const rule = chosenRule(form);
        const saved = await call("update_objective", {
          p_objective: objective,
          p_title: form.title,
          p_day: form.day,
          p_marker_ids: uuids(formData.getAll("marker")),
          // Absent keeps the rule; null (none) ends it.
          p_repeat: rule === undefined ? null : (rule?.repeat ?? "none"),
          p_repeat_every: rule?.every ?? null,
          // The box is sent only when ticked: with the rule's select, its absence means no.
          p_repeat_from_done: rule === undefined ? null : form.fromDone,
          // Empty: no end; absent keeps it.
          p_repeat_until: form.repeatUntil === undefined ? null : form.repeatUntil || "none",
          p_deadline: form.deadline === undefined ? null : form.deadline || "none",
          p_at: form.at === undefined ? null : form.at || "none",
          // 0: none; absent keeps it (the database drops it with the time).
          p_minutes: form.minutes ?? null,
          p_description: form.description ?? null,
          p_priority: form.priority ?? null,
          p_assignee: form.assignee ?? null,
          p_dashboard: form.dashboard ?? null,
        });
        sendAssignmentMail(context, url, saved.dashboard, saved);
        const flash: NewFlash = saved.moved_to ? moved(saved) : { kind: "success", message: "flashes:updated" };
        return { flash, to: opened?.back ?? dayUrl(saved.day, saved.dashboard) };
      },
    }),
    // A move's Undo, posted where the objective is now: back to its day where it was (or to
    // the list the page was opened from).
    move: intent(moveObjectiveSchema, {
      field: "_form",
      async run(form, { call }) {
        const { back, dashboard } = await call("undo_objectives", { p_batch: form.batchId });
        return {
          flash: { kind: "success", message: "flashes:movedBack", values: { count: String(back) } },
          to: opened?.back ?? dayUrl(form.day, dashboard),
        };
      },
    }),
    // Comments (decision 044): back to this page's list, without a confirmation in the address.
    comment: intent(commentSchema, {
      field: "body",
      async run(form, { call, context, url }) {
        const saved = await call("add_comment", {
          p_objective: objective,
          p_body: form.body,
          p_request_id: form.requestId,
        });
        sendCommentMail(context, url, saved);
        return { flash: { kind: "success", message: "flashes:commentAdded" }, to: `${self()}#comments` };
      },
    }),
    "edit-comment": intent(editCommentSchema, {
      // Its text's refusals under the text; "not yours", "gone" above the list.
      field: (code) => (code === "comment_required" || code === "comment_too_long" ? "body" : "comments"),
      async run(form, { call }) {
        const saved = await call("edit_comment", { p_comment: form.commentId, p_body: form.body });
        return {
          flash: { kind: "success", message: "flashes:commentSaved" },
          to: `${self()}#comment-${saved.id}`,
        };
      },
    }),
    "delete-comment": intent(deleteCommentSchema, {
      field: "comments",
      async run(form, { call }) {
        await call("delete_comment", { p_comment: form.commentId });
        return { flash: { kind: "success", message: "flashes:commentDeleted" }, to: `${self()}#comments` };
      },
    }),
    // Reactions (decision 079): quiet, back to the comment.
    react: intent(reactSchema, {
      field: "comments",
      async run(form, { call }) {
        const { reaction, on } = form.choice;
        await call("set_comment_reaction", { p_comment: form.commentId, p_reaction: reaction, p_on: on });
        return { to: `${self()}#comment-${form.commentId}` };
      },
    }),
    // Its checklist (decision 045): quiet changes, back to the list; only a deletion says so,
    // with an Undo that puts the step back where it was.
    "add-item": intent(addChecklistItemSchema, {
      field: checklistField,
      async run(form, { call }) {
        await call("add_checklist_item", { p_objective: objective, p_title: form.title, p_request_id: form.requestId });
        // No fragment: a page with one does not autofocus (HTML), and the field scrolls into view.
        return { to: self("addItem") };
      },
    }),
    // A pasted list (with JavaScript): its refusals under the field it was pasted into.
    "add-items": intent(addChecklistItemsSchema, {
      field: (code) => (checklistField(code) === "title" ? "titles" : "checklist"),
      async run(form, { call }) {
        await call("add_checklist_items", {
          p_objective: objective,
          p_titles: form.titles,
          p_request_id: form.requestId,
        });
        return { to: self("addItem") };
      },
    }),
    "tick-item": intent(tickChecklistItemSchema, {
      field: "checklist",
      button: ["itemId", "done"],
      async run(form, { call }) {
        const item = await call("set_checklist_item_done", { p_item: form.itemId, p_done: form.done });
        return { to: `${self()}#item-${item.id}` };
      },
    }),
    "rename-item": intent(renameChecklistItemSchema, {
      field: checklistField,
      async run(form, { call }) {
        const item = await call("rename_checklist_item", { p_item: form.itemId, p_title: form.title });
        return { to: `${self()}#item-${item.id}` };
      },
    }),
    // From the step's edit form, which stays open for the next move.
    "move-item": intent(moveChecklistItemSchema, {
      field: "checklist",
      async run(form, { call }) {
        const item = await call("move_checklist_item", { p_item: form.itemId, p_position: form.position });
        return { to: self(`editItem=${item.id}`) };
      },
    }),
    "delete-item": intent(deleteChecklistItemSchema, {
      field: "checklist",
      button: ["itemId"],
      async run(form, { call }) {
        const item = await call("delete_checklist_item", { p_item: form.itemId });
        return {
          flash: {
            kind: "success",
            message: "flashes:stepDeleted",
            undo: { action: self(), fields: { intent: "restore-item", itemId: item.id } },
          },
          to: `${self()}#checklist`,
        };
      },
    }),
    // It leaves the list as a deletion does: the same Undo puts it back (and takes the
    // objective away). The page stays, its list one step shorter.
    "item-to-objective": intent(checklistItemToObjectiveSchema, {
      field: "checklist",
      async run(form, { call }) {
        const made = await call("checklist_item_to_objective", { p_item: form.itemId, p_request_id: form.requestId });
        return {
          flash: {
            kind: "success",
            message: "flashes:stepMadeObjective",
            undo: { action: self(), fields: { intent: "restore-item", itemId: made.item } },
          },
          to: `${self()}#checklist`,
        };
      },
    }),
    "restore-item": intent(restoreChecklistItemSchema, {
      field: "checklist",
      async run(form, { call }) {
        const item = await call("restore_checklist_item", { p_item: form.itemId });
        return { to: `${self()}#item-${item.id}` };
      },
    }),
    // "Complete forever": done with no next one, back to its day (or the list it was opened
    // from), whose message has an Undo that opens it again with its rule.
    forever: intent(completeForeverSchema, {
      field: "_form",
      async run(_form, { call, context }) {
        const done = await call("complete_objective_forever", {
          p_objective: objective,
          p_time_zone: requestTimeZone(context),
          p_week_start: WEEK_START[requestLanguage(context)],
        });
        const flash: NewFlash = {
          kind: "success",
          message: done.batch ? "flashes:doneForever" : "flashes:done",
          undo: done.batch
            ? { action: self(), fields: { intent: "reopen", batchId: done.batch, day: done.day } }
            : undefined,
        };
        return { flash: withGoals(flash, done), to: opened?.back ?? dayUrl(done.day) };
      },
    }),
    reopen: intent(reopenForeverSchema, {
      field: "_form",
      async run(form, { call }) {
        // Nothing back: someone opened it meanwhile (by hand, or this Undo twice).
        const { back } = await call("undo_objectives", { p_batch: form.batchId });
        const message = back ? "flashes:repeatsAgain" : "flashes:alreadyOpen";
        return { flash: { kind: "success", message }, to: opened?.back ?? dayUrl(form.day) };
      },
    }),
    // One's own reminder (decision 074): back to this page, which shows it.
    reminder: intent(reminderSchema, {
      field: "at",
      async run(form, { call, context }) {
        const set = await call("set_my_reminder", {
          p_objective: objective,
          p_at: form.at,
          p_time_zone: requestTimeZone(context),
          p_days_before: form.before ?? 0,
        });
        return reminderSet(set!);
      },
    }),
    // …or in so many minutes, from its email ("Remind me later") or the page's choices.
    "remind-later": intent(remindLaterSchema, {
      field: "at",
      async run(form, { call, context }) {
        const set = await call("set_my_reminder_in", {
          p_objective: objective,
          p_minutes: form.minutes,
          p_time_zone: requestTimeZone(context),
        });
        return reminderSet(set);
      },
    }),
    // …or so many minutes before its time, following that time (decision 094).
    "remind-before": intent(remindBeforeSchema, {
      field: "at",
      async run(form, { call, context }) {
        const set = await call("set_my_reminder_before", {
          p_objective: objective,
          p_minutes: form.minutes,
          p_time_zone: requestTimeZone(context),
        });
        return reminderSet(set);
      },
    }),
    "remove-reminder": intent(removeReminderSchema, {
      field: "at",
      async run(_form, { call }) {
        await call("set_my_reminder", { p_objective: objective, p_at: null });
        return { flash: { kind: "success", message: "flashes:reminderRemoved" }, to: self() };
      },
    }),
    // Back to its day, or to the list the page was opened from: there the Undo (posted to its
    // day) comes back too.
    delete: intent(deleteObjectiveSchema, {
      async run(_form, { call }) {
        const { day } = await call("delete_objective", { p_objective: objective });
        const undoAt = `/dashboards/${here}${keepOpenedFrom(args.url.search, `day=${day}`)}`;
        return { flash: deletedFlash(undoAt, objective), to: opened?.back ?? dayUrl(day) };
      },
    }),
  });
}
