import { href, redirect, type RouterContextProvider } from "react-router";
import { handleIntents, intent, isRefusal, type Done, type IntentArgs } from "~/lib/actions.server";
import type { ButtonIntents } from "~/lib/forms";
import { loadPage, requestTimeZone, urlId } from "~/lib/api.server";
import {
  addDays,
  clockIn,
  dayIn,
  formatClock,
  formatClockSpan,
  formatDay,
  formatDayAt,
  formatReminder,
  reminderOf,
} from "~/lib/dates";
import { languages } from "~/lib/i18n";
import { getInstance, requestLanguage } from "~/lib/i18n.server";
import { parseQuickAdd, repeatUntil } from "~/lib/quick-add/parse";
import { ruleLabel } from "~/lib/repeat";
import type { Route } from "./+types/day";
import { noteIntents } from "./note-actions.server";
import { dayQuery, pageWithNotice, viewFilter, type Who } from "./page-query.server";
import { sessionContext } from "~/lib/session.server";
import { LIMITS } from "~/lib/limits";
import { DAY_LAYOUTS } from "~/lib/data-api";
import { openedFrom } from "~/lib/opened-from";
import { unwrapData } from "~/lib/route-data";
import { withParam } from "~/lib/view-params";
import { WEEK_START } from "~/lib/week-start";
import type { NewFlash } from "~/lib/flash.server";
import { LIST_BUTTONS } from "./list-buttons";
import { sendAssignmentMail } from "./assignment-mail.server";
import {
  assignSchema,
  dayLayoutSchema,
  rowPrioritySchema,
  moveTodaySchema,
  rescheduleSchema,
  objectiveIdSchema,
  duplicateObjectiveSchema,
  postponeSchema,
  scheduleSchema,
  quickAddSchema,
  type QuickAdd,
  type QuickAddFilter,
  reorderSchema,
  toggleSchema,
  undoMoveSchema,
} from "./schemas";

export async function dayLoader({ params, url, context }: Route.LoaderArgs) {
  const day = dayQuery(url);
  const { markers, assignee, who, kept } = viewFilter(url, context);
  // A long overdue list shows its first (oldest) objectives until asked for all (decision 013).
  const allOverdue = url.searchParams.get("overdue") === "all";
  const page = await loadPage(context, "get_day_page", {
    p_dashboard: urlId(params.dashboardId),
    p_day: day.value,
    p_time_zone: requestTimeZone(context),
    p_markers: markers,
    ...assignee,
    p_overdue_limit: allOverdue ? null : LIMITS.overduePreview,
    // The side column shows the newest notes; the notes page has them all (decision 013).
    p_notes_limit: LIMITS.notesPreview,
  }).catch((error: unknown) => {
    // The start page's dashboard, deleted or left since it was chosen: the dashboards instead
    // of "not found" after signing in or from the logo (decision 065).
    const { status } = unwrapData(error);
    if (status === 404 && context.get(sessionContext).user?.home === url.pathname) throw redirect(href("/dashboards"));
    throw error;
  });
  // `?layout=` for this view alone (the hours' "N more" open the list), else the member's own.
  const asked = url.searchParams.get("layout");
  const layout = DAY_LAYOUTS.find((l) => l === asked) ?? page.dashboard.day_layout;
  return pageWithNotice(
    {
      ...page,
      layout,
      allOverdue,
      title: page.dashboard.name,
      // What links keep: the markers, and who ("me" for "Assigned to me").
      filter: kept,
      // The "Assigned to" choice among them (its select shows it).
      who,
      // What a line added here takes from the filter, so it shows in the list it was added to.
      addsWith: filterDefaults(markers, who, page),
      // Fresh keys per render, so a double submit adds one objective or note, or one copy.
      requestId: crypto.randomUUID(),
      noteRequestId: crypto.randomUUID(),
      copyRequestId: crypto.randomUUID(),
    },
    day.notice,
  );
}

/**
 * A filtered day's quick add gives the line what the filter shows, as Todoist's label views
 * do: its one filter (with several, any of them shows a row, so none is guessed), and who
 * does it ("Assigned to me", or a member still on the dashboard). Only values the page
 * itself knows: a stale link's filter adds nothing.
 */
export function filterDefaults(
  markers: readonly string[],
  who: Who | null,
  page: { markers: readonly { id: string }[]; members: readonly { id: string }[] | null },
): QuickAddFilter {
  const marker = markers.length === 1 && page.markers.some((m) => m.id === markers[0]) ? markers[0] : undefined;
  const member = who?.startsWith("for-") ? who.slice(4) : undefined;
  const assignee = who === "me" ? "me" : member && page.members?.some((m) => m.id === member) ? member : undefined;
  return { ...(marker ? { marker } : {}), ...(assignee ? { assignee } : {}) };
}

export async function dayAction(args: Route.ActionArgs) {
  const dashboard = urlId(args.params.dashboardId);
  return handleIntents(args, {
    add: intent(quickAddSchema, { field: "text", run: (form, args) => addLine(form, dashboard, args) }),
    toggle: toggleIntent(args.context, LIST_BUTTONS.toggle),
    delete: intent(objectiveIdSchema, {
      button: LIST_BUTTONS.delete,
      async run(form, { call, url }) {
        await call("delete_objective", { p_objective: form.objectiveId });
        const { to, undoAt } = rowBack(url);
        return { to, flash: deletedFlash(undoAt, form.objectiveId) };
      },
    }),
    // "Duplicate" (a row's menu): a copy right below; Undo deletes the copy.
    duplicate: intent(duplicateObjectiveSchema, {
      button: LIST_BUTTONS.duplicate,
      async run(form, { call, url }) {
        const copy = await call("duplicate_objective", { p_objective: form.objectiveId, p_request_id: form.requestId });
        const { to, undoAt } = rowBack(url);
        return {
          to,
          flash: {
            kind: "success",
            message: "flashes:duplicated",
            undo: { action: undoAt, fields: { intent: "delete", objectiveId: copy.id } },
          },
        };
      },
    }),
    // The layout switch: kept for this member and dashboard, then the day as it was, in it.
    layout: intent(dayLayoutSchema, {
      async run(form, { call, url }) {
        await call("set_day_layout", { p_dashboard: dashboard, p_layout: form.layout });
        return { to: url.pathname + withParam(withParam(url.search, "layout", null), "row", null) };
      },
    }),
    postpone: postponeIntent(args.context, dashboard),
    schedule: scheduleIntent(args.context),
    // A row's "Assign to me" and "Unassign", and their Undo: the same, back to `from`.
    assign: intent(assignSchema, {
      button: LIST_BUTTONS.assign,
      field: "_form",
      async run(form, { call, context, url }) {
        const me = context.get(sessionContext).user?.id ?? "none";
        const saved = await call("update_objective", {
          p_objective: form.objectiveId,
          p_assignee: form.to === "me" ? me : form.to,
        });
        if (!form.undo) sendAssignmentMail(context, url, dashboard, saved);
        const { to, undoAt } = rowBack(url);
        const message =
          form.to === "me" || form.to === me
            ? "flashes:assignedToYou"
            : form.to === "none"
              ? "flashes:unassigned"
              : "flashes:updated";
        const back = { intent: "assign", objectiveId: form.objectiveId, to: form.from, from: form.to, undo: "1" };
        return { to, flash: { kind: "success", message, undo: { action: undoAt, fields: back } } };
      },
    }),
    // A row's priority flags, and their Undo: the same, back to `from`.
    priority: intent(rowPrioritySchema, {
      button: LIST_BUTTONS.priority,
      field: "_form",
      async run(form, { call, url }) {
        await call("update_objective", { p_objective: form.objectiveId, p_priority: form.priority });
        const { to, undoAt } = rowBack(url);
        const back = {
          intent: "priority",
          objectiveId: form.objectiveId,
          priority: String(form.from),
          from: String(form.priority),
        };
        const values = { priorityKey: `planner:priority.o${form.priority}` };
        return {
          to,
          flash: { kind: "success", message: "flashes:prioritySet", values, undo: { action: undoAt, fields: back } },
        };
      },
    }),
    // The deleted message's Undo (deletedFlash); back to /today or /upcoming when the
    // objective was deleted from its page opened there.
    restore: intent(objectiveIdSchema, {
      async run(form, { call, url }) {
        await call("restore_objective", { p_objective: form.objectiveId });
        return { flash: { kind: "success", message: "flashes:restored" }, to: openedFrom(url)?.back };
      },
    }),
    reorder: intent(reorderSchema, {
      button: LIST_BUTTONS.reorder,
      async run(form, { call }) {
        await call("reorder_objective", { p_objective: form.objectiveId, p_index: form.index });
        return {};
      },
    }),
    "move-today": intent(moveTodaySchema, {
      button: LIST_BUTTONS["move-today"],
      run: (form, args) => moveOverdue(dashboard, { p_objective: form.objectiveId ?? null }, args),
    }),
    // "Reschedule": all of it to the day typed (its Move: `intent`), or to a quick day
    // (`<button name="reschedule" value="{day}">`) (decision 013).
    reschedule: intent(rescheduleSchema, {
      button: ["to"],
      field: "to",
      run: (form, args) => moveOverdue(dashboard, { p_day: form.to }, args),
    }),
    "undo-move": undoMoveIntent,
    ...noteIntents(dashboard),
  });
}

/**
 * The overdue list to today (or one of its objectives: `p_objective`), or all of it to
 * `p_day`, as the page's filter shows it ("Move all" moves what the list shows), with an
 * Undo that puts back what is still where the move left it (undo_move, for an hour).
 */
async function moveOverdue(
  dashboard: string,
  to: { p_objective?: string | null; p_day?: string },
  { call, context, url }: IntentArgs,
): Promise<Done> {
  const { markers, assignee } = viewFilter(url, context);
  const { moved, move } = await call("move_overdue_to_today", {
    p_dashboard: dashboard,
    p_time_zone: requestTimeZone(context),
    ...to,
    p_markers: markers,
    ...assignee,
  });
  return { flash: overdueMovedFlash(context, url, { moved, move }, to.p_day) };
}

/**
 * "2 objectives moved to today." (or to `day`, in the reader's language), with an Undo that
 * puts back what is still where the move left it (undo_move, for an hour): the day view's
 * and /today's overdue moves.
 */
export function overdueMovedFlash(
  context: Readonly<RouterContextProvider>,
  url: URL,
  { moved, move }: { moved: number; move: string | null },
  day?: string,
): NewFlash {
  const undo = move ? { action: url.pathname + url.search, fields: { intent: "undo-move", moveId: move } } : undefined;
  const count = String(moved);
  if (!day) return { kind: "success", message: "flashes:movedToday", values: { count }, undo };
  const date = formatDay(day, languages[requestLanguage(context)].tag);
  return { kind: "success", message: "flashes:severalMoved", values: { count, date }, undo };
}

/**
 * An objective to another day, and its Undo, back to the page it came from: a row's "Move to
 * the next day" on the day view, a drag to another day on the calendar. A move of one through
 * `move_objectives`, so Undo (`undo_move`) puts it back in its own place in its day, not at
 * the day's end; already on that day, nothing moves and nothing is said.
 */
export function postponeIntent(context: Readonly<RouterContextProvider>, dashboard: string) {
  // The message's date, in the reader's language.
  const dateText = (day: string) => formatDay(day, languages[requestLanguage(context)].tag);
  return intent(postponeSchema, {
    button: LIST_BUTTONS.postpone,
    async run(form, { call, url }) {
      const { move } = await call("move_objectives", {
        p_dashboard: dashboard,
        p_objectives: [form.objectiveId],
        p_day: form.day,
      });
      const { to, undoAt } = rowBack(url);
      if (!move) return { to };
      return {
        to,
        flash: {
          kind: "success",
          message: "flashes:movedTo",
          values: { date: dateText(form.day) },
          undo: { action: undoAt, fields: { intent: "undo-move", moveId: move } },
        },
      };
    },
  });
}

/**
 * An objective dropped on /upcoming's week of hours (decision 096): to a day at a time, or with
 * no time, in one change (its length stays with its time); or stretched to a new length.
 * Undo is the same, back.
 */
export function scheduleIntent(context: Readonly<RouterContextProvider>) {
  const tag = languages[requestLanguage(context)].tag;
  return intent(scheduleSchema, {
    async run(form, { call, url }) {
      const stretched = form.minutes !== undefined;
      await call("update_objective", {
        p_objective: form.objectiveId,
        p_day: form.day,
        p_at: form.at,
        ...(stretched ? { p_minutes: form.minutes } : {}),
      });
      const { to, undoAt } = rowBack(url);
      const back: Record<string, string> = {
        intent: "schedule",
        objectiveId: form.objectiveId,
        day: form.fromDay,
        at: form.fromAt,
        fromDay: form.day,
        fromAt: form.at,
        ...(stretched ? { minutes: String(form.fromMinutes ?? 0), fromMinutes: String(form.minutes) } : {}),
      };
      const undo = { action: undoAt, fields: back };
      let flash: NewFlash;
      if (stretched && form.at !== "none") {
        const span = form.minutes ? formatClockSpan(form.at, form.minutes, tag) : formatClock(form.at, tag);
        flash = { kind: "success", message: "flashes:lengthSet", values: { span }, undo };
      } else {
        const date = form.at === "none" ? formatDay(form.day, tag) : formatDayAt(form.day, form.at, tag);
        flash = { kind: "success", message: "flashes:movedTo", values: { date }, undo };
      }
      return { to, flash };
    },
  });
}

/**
 * After a row's change: this page without the row's open actions (nothing is left to show
 * them for), where its Undo posts too. A row's menu on /today posts to its dashboard's day
 * with `?from=today` (decision 038): the change goes back there, its Undo still posts here.
 */
export function rowBack(url: URL): { to: string; undoAt: string } {
  const undoAt = url.pathname + withParam(url.search, "row", null);
  return { to: openedFrom(url)?.back ?? undoAt, undoAt };
}

/** A move's Undo (`undo_move`, for an hour): what is still where the move left it goes back. */
export const undoMoveIntent = intent(undoMoveSchema, {
  async run(form, { call, url }) {
    const { back } = await call("undo_move", { p_move: form.moveId });
    return {
      flash: { kind: "success", message: "flashes:movedBack", values: { count: String(back) } },
      to: openedFrom(url)?.back,
    };
  },
});

/**
 * Done and not done by id: "Marked as done." (or "… The next one is on {date}." for a
 * repeating one), with an Undo to this page that marks it back, which also takes its next one
 * back (decision 028), and "Daily (Weekly) goal reached" when this one met it. The day
 * view's, /today's and /upcoming's, each with its list's button (the database names the
 * dashboard it changed, decision 042).
 */
export function toggleIntent(context: Readonly<RouterContextProvider>, button: ButtonIntents[string]) {
  // The messages' dates, in the reader's language.
  const dateText = (day: string) => formatDay(day, languages[requestLanguage(context)].tag);
  return intent(toggleSchema, {
    button,
    async run(form, { call, context, url }) {
      const done = form.done === "true";
      const answer = await call("set_objective_done", {
        p_objective: form.objectiveId,
        p_done: done,
        p_time_zone: requestTimeZone(context),
        // The week the weekly goal counts (decision 064), unless the person saved their own.
        p_week_start: WEEK_START[requestLanguage(context)],
      });
      const { next } = answer;
      const undo = {
        action: url.pathname + url.search,
        fields: { intent: "toggle", objectiveId: form.objectiveId, done: String(!done) },
      };
      const flash: NewFlash = next
        ? { kind: "success", message: "flashes:doneNext", values: { date: dateText(next.day) }, undo }
        : { kind: "success", message: done ? "flashes:done" : "flashes:notDone", undo };
      return { flash: withGoals(flash, answer) };
    },
  });
}

/** A change's message, then "Daily goal reached" and "Weekly goal reached" when it met them (decision 055). */
export function withGoals(flash: NewFlash, met: { goal?: number; week_goal?: number }): NewFlash | NewFlash[] {
  const told: NewFlash[] = [flash];
  if (met.goal) told.push({ kind: "success", message: "flashes:goalReached", values: { count: String(met.goal) } });
  if (met.week_goal)
    told.push({ kind: "success", message: "flashes:weekGoalReached", values: { count: String(met.week_goal) } });
  return told.length === 1 ? flash : told;
}

/**
 * "Objective deleted.", with an Undo that posts back to the day (`to`, a day view's URL):
 * the database keeps a deleted objective for an hour (restore_objective).
 */
export function deletedFlash(to: string, objectiveId: string): NewFlash {
  return {
    kind: "success",
    message: "flashes:deleted",
    undo: { action: to, fields: { intent: "restore", objectiveId } },
  };
}

/**
 * Quick add's line, parsed in the reader's language, added to `dashboard` on the day it names
 * (else the form's day); the day view's and /today's. The message says where it went.
 */
export async function addLine(
  form: QuickAdd,
  dashboard: string,
  { call, context, url, refuse }: IntentArgs,
): Promise<Done | ReturnType<IntentArgs["refuse"]>> {
  const lng = requestLanguage(context);
  const parsed = parseQuickAdd(form.text, lng, form.today);
  const day = parsed.day ?? form.day;
  // "!9:30" at a time already gone on its day (or on the day before it names, decision 086):
  // said before anything is added (the database says it too, in the zone it keeps, once the
  // objective is there).
  const zone = requestTimeZone(context);
  const now = new Date();
  // "!30 min before" counts from the objective's time: without one, it has nothing to go by.
  if (parsed.reminderBefore !== null && !parsed.at) return refuse({ text: ["api:reminder_before_no_time"] });
  const before = parsed.reminderDaysBefore;
  if (parsed.reminder && `${addDays(day, -before)}T${parsed.reminder}` <= `${dayIn(zone, now)}T${clockIn(zone, now)}`)
    return refuse({ text: ["api:reminder_past"] });
  const until = repeatUntil(parsed, day);
  const me = context.get(sessionContext).user?.id ?? null;
  // A "+name" in the line wins over the filter's assignee (QuickAddFilter).
  const given = form.filterAssignee === "me" ? me : (form.filterAssignee ?? null);
  const added = await call("add_objective", {
    p_dashboard: dashboard,
    p_day: day,
    p_title: parsed.title,
    ...(form.filterMarker ? { p_marker_ids: [form.filterMarker] } : {}),
    p_marker_names: parsed.markers,
    p_request_id: form.requestId,
    p_repeat: parsed.repeat,
    p_repeat_every: parsed.every,
    p_repeat_from_done: parsed.fromDone,
    ...(until ? { p_repeat_until: until } : {}),
    ...(parsed.deadline ? { p_deadline: parsed.deadline } : {}),
    ...(parsed.at ? { p_at: parsed.at } : {}),
    ...(parsed.minutes ? { p_minutes: parsed.minutes } : {}),
    ...(parsed.priority ? { p_priority: parsed.priority } : {}),
    // "+me" is the caller; any other "+name" the database looks up among the members.
    ...(parsed.assignee?.me
      ? { p_assignee: me }
      : parsed.assignee
        ? { p_assignee_name: parsed.assignee.name }
        : given
          ? { p_assignee: given }
          : {}),
  });
  sendAssignmentMail(context, url, dashboard, added);
  // With its time when the line gave one: "Tuesday, December 8, 2026 at 3:00 PM".
  const date = parsed.at ? formatDayAt(day, parsed.at, languages[lng].tag) : formatDay(day, languages[lng].tag);
  const flash = addedFlash(context, parsed, day, form.day, date, until);
  if (!parsed.reminder) return { flash };
  // The reader's own reminder of it (decision 074). Refused in the zone the database keeps
  // (their profile's, another than this request's): added all the same, and said.
  // "Dec 9, 6:00 PM" when it goes on a day before the objective's, as the rows say it.
  const time = formatReminder(reminderOf(day, parsed.reminder, before), languages[lng].tag);
  try {
    // "!30 min before": set so, it follows the objective's time when that changes (decision 094).
    if (parsed.reminderBefore !== null)
      await call("set_my_reminder_before", {
        p_objective: added.id,
        p_minutes: parsed.reminderBefore,
        p_time_zone: zone,
      });
    else
      await call("set_my_reminder", {
        p_objective: added.id,
        p_at: parsed.reminder,
        p_time_zone: zone,
        ...(before ? { p_days_before: before } : {}),
      });
  } catch (error) {
    if (!isRefusal(error, "reminder_past")) throw error;
    // A day and a time ("Dec 9, 6:00 PM") is worded as a moment, not "at" a time.
    const message = before ? "flashes:reminderNotSetBefore" : "flashes:reminderNotSet";
    return { flash: [flash, { kind: "error", message, values: { time } }] };
  }
  return {
    flash: [
      flash,
      { kind: "success", message: before ? "flashes:reminderSetOn" : "flashes:reminderSet", values: { time } },
    ],
  };
}

/** What quick add says of a line added: where it went, and its rule when it set one. */
function addedFlash(
  context: IntentArgs["context"],
  parsed: ReturnType<typeof parseQuickAdd>,
  day: string,
  formDay: string,
  date: string,
  until: string | null,
): NewFlash {
  const lng = requestLanguage(context);
  // Say so when the line set a rule: "daily" may have been meant as a word. "Every 2 weeks after
  // completion until Dec 31, 2026", worded here in the reader's language.
  if (parsed.repeat) {
    const { repeat, every, fromDone } = parsed;
    const rule = ruleLabel(getInstance(context).t, { repeat, every, fromDone, until }, languages[lng].tag);
    return { kind: "success", message: "flashes:addedRepeating", values: { date, rule } };
  }
  if (day === formDay && parsed.at)
    return {
      kind: "success",
      message: "flashes:addedAt",
      values: { time: formatClock(parsed.at, languages[lng].tag) },
    };
  if (day === formDay) return { kind: "success", message: "flashes:added" };
  return { kind: "success", message: "flashes:addedTo", values: { date } };
}
