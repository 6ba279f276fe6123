import { href } from "react-router";
import { handleIntents, intent, type Done, type IntentArgs } from "~/lib/actions.server";
import { loadPage, requestTimeZone, urlId } from "~/lib/api.server";
import { formatClock, formatDay } from "~/lib/dates";
import { namedDaysBefore } from "~/lib/remind-later";
import { languages } from "~/lib/i18n";
import { getInstance, requestLanguage } from "~/lib/i18n.server";
import { sessionContext } from "~/lib/session.server";
import { openedFrom } from "~/lib/opened-from";
import { sendSeveralAssignedMail } from "./assignment-mail.server";
import { withGoals } from "./day.server";
import { WEEK_START } from "~/lib/week-start";
import type { Route } from "./+types/select";
import { dayQuery, pageWithNotice, viewFilter } from "./page-query.server";
import {
  addFilterSeveralSchema,
  assignSeveralSchema,
  clearDeadlineSeveralSchema,
  clearReminderSeveralSchema,
  clearTimeSeveralSchema,
  completeSeveralSchema,
  deadlineSeveralSchema,
  deleteSeveralSchema,
  moveDashboardSeveralSchema,
  moveSeveralSchema,
  prioritySeveralSchema,
  reminderSeveralSchema,
  removeFilterSeveralSchema,
  timeSeveralSchema,
  SELECTION_LISTS,
  undoSeveralSchema,
} from "./select-schemas";

/**
 * The day's objectives and every overdue one, to tick (decision 062): the day view's page
 * with its filter, the whole overdue list and no notes, and the caller's other dashboards,
 * in one call. `?all` ticks them all.
 */
export async function selectLoader({ params, url, context }: Route.LoaderArgs) {
  const day = dayQuery(url);
  const { markers, assignee, kept } = viewFilter(url, context);
  const page = await loadPage(context, "get_select_page", {
    p_dashboard: urlId(params.dashboardId),
    p_day: day.value,
    p_time_zone: requestTimeZone(context),
    p_markers: markers,
    ...assignee,
  });
  return pageWithNotice(
    {
      dashboard: page.dashboard,
      day: page.day,
      today: page.today,
      objectives: page.objectives,
      overdue: page.overdue,
      markers: page.markers,
      people: page.people,
      // The reader's own reminders still to go: a row shows its alarm clock, as on the day.
      reminders: page.reminders,
      // The other members by name, when there are any: "Assign to" offers them.
      members: page.members,
      // The caller's other dashboards: "Another dashboard" offers them.
      dashboards: page.dashboards,
      title: page.dashboard.name,
      filter: kept,
      all: url.searchParams.has("all"),
      // Opened from /today: back there after a change, and on Cancel.
      opened: openedFrom(url),
    },
    day.notice,
  );
}

/**
 * The page this one came from: /today (with "Assigned to me" if it was on), or the day view
 * with its day and filter, without `all`.
 */
function dayView(url: URL, dashboardId: string) {
  const opened = openedFrom(url);
  if (opened) return opened.back;
  const params = new URLSearchParams(url.search);
  params.delete("all");
  const query = params.toString();
  return href("/dashboards/:dashboardId", { dashboardId }) + (query ? `?${query}` : "");
}

/**
 * Each button's change to the ticked objectives, back to the day view with what it did and
 * an Undo: a move's posts to the day view's own "undo-move" (the one "Move all to today"
 * uses), every other one's here. A refusal (nothing ticked, no day to move to) stays on
 * this page with the ticks and the values kept.
 */
export async function selectAction(args: Route.ActionArgs) {
  const dashboard = urlId(args.params.dashboardId);
  const back = dayView(args.url, dashboard);
  const here = args.url.pathname + args.url.search;
  const lng = requestLanguage(args.context);
  const lists = SELECTION_LISTS;
  return handleIntents(args, {
    complete: intent(completeSeveralSchema, {
      lists,
      field: "objective",
      async run(form, { call, context }) {
        const answer = await call("complete_objectives", {
          p_dashboard: dashboard,
          p_objectives: form.objective,
          p_time_zone: requestTimeZone(context),
          p_week_start: WEEK_START[requestLanguage(context)],
        });
        const { done, batch } = answer;
        if (!batch) return { to: back, flash: { kind: "info", message: "flashes:severalDoneAlready" } };
        const undo = { action: here, fields: { intent: "undo", batchId: batch } };
        return {
          to: back,
          flash: withGoals(
            { kind: "success", message: "flashes:severalDone", values: { count: String(done) }, undo },
            answer,
          ),
        };
      },
    }),
    delete: intent(deleteSeveralSchema, {
      lists,
      field: "objective",
      async run(form, { call }) {
        const { deleted, batch } = await call("delete_objectives", {
          p_dashboard: dashboard,
          p_objectives: form.objective,
        });
        const undo = { action: here, fields: { intent: "undo", batchId: batch } };
        return {
          to: back,
          flash: { kind: "success", message: "flashes:severalDeleted", values: { count: String(deleted) }, undo },
        };
      },
    }),
    // "Move" with the date field, or "Today", "Tomorrow", the weekend and next week
    // (`<button name="move" value="{day}">`).
    move: intent(moveSeveralSchema, {
      lists,
      button: ["to"],
      field: (code) => (code.startsWith("day") ? "to" : "objective"),
      async run(form, { call }): Promise<Done> {
        const { moved, move } = await call("move_objectives", {
          p_dashboard: dashboard,
          p_objectives: form.objective,
          p_day: form.to,
        });
        const date = formatDay(form.to, languages[lng].tag);
        if (!move)
          return { to: back, flash: { kind: "info", message: "flashes:severalOnDayAlready", values: { date } } };
        const undo = { action: back, fields: { intent: "undo-move", moveId: move } };
        return {
          to: back,
          flash: { kind: "success", message: "flashes:severalMoved", values: { count: String(moved), date }, undo },
        };
      },
    }),
    // A flag per priority: `<button name="priority" value="1">`.
    priority: intent(prioritySeveralSchema, {
      lists,
      button: ["priority"],
      field: (code) => (code.startsWith("priority") ? "priority" : "objective"),
      async run(form, { call }) {
        const { batch } = await call("set_objectives_priority", {
          p_dashboard: dashboard,
          p_objectives: form.objective,
          p_priority: form.priority,
        });
        const values = { count: String(form.objective.length), priorityKey: `planner:priority.o${form.priority}` };
        // Undo when it changed any (each gets its own back); none changed: nothing to undo.
        const undo = batch ? { action: here, fields: { intent: "undo", batchId: batch } } : undefined;
        return { to: back, flash: { kind: "success", message: "flashes:severalPriority", values, undo } };
      },
    }),
    // One deadline for all but the repeating ones (they cannot have one), or none.
    deadline: intent(deadlineSeveralSchema, {
      lists,
      field: (code) => (code.startsWith("deadline") ? "deadline" : "objective"),
      async run(form, { call }) {
        const answer = await call("set_objectives_deadline", {
          p_dashboard: dashboard,
          p_objectives: form.objective,
          p_deadline: form.deadline,
        });
        return deadlineDone(answer, formatDay(form.deadline, languages[lng].tag), back, here);
      },
    }),
    "clear-deadline": intent(clearDeadlineSeveralSchema, {
      lists,
      field: "objective",
      async run(form, { call }) {
        const answer = await call("set_objectives_deadline", {
          p_dashboard: dashboard,
          p_objectives: form.objective,
          p_deadline: null,
        });
        return deadlineDone(answer, null, back, here);
      },
    }),
    // One time of day for all of them (decision 093), or none.
    time: intent(timeSeveralSchema, {
      lists,
      field: (code) => (code.startsWith("time") ? "time" : "objective"),
      async run(form, { call }) {
        const answer = await call("set_objectives_time", {
          p_dashboard: dashboard,
          p_objectives: form.objective,
          p_at: form.time,
        });
        return timeDone(answer, formatClock(form.time, languages[lng].tag), back, here);
      },
    }),
    "clear-time": intent(clearTimeSeveralSchema, {
      lists,
      field: "objective",
      async run(form, { call }) {
        const answer = await call("set_objectives_time", {
          p_dashboard: dashboard,
          p_objectives: form.objective,
          p_at: null,
        });
        return timeDone(answer, null, back, here);
      },
    }),
    // One's own reminder at one time of each one's day (decision 074), or off all of them.
    reminder: intent(reminderSeveralSchema, {
      lists,
      field: (code) => (code.startsWith("reminder") || code === "time_zone_invalid" ? "at" : "objective"),
      async run(form, { call, context }) {
        const answer = await call("set_my_reminders", {
          p_dashboard: dashboard,
          p_objectives: form.objective,
          p_at: form.at,
          p_time_zone: requestTimeZone(context),
          p_days_before: form.before ?? 0,
        });
        // "7:15 PM", or "7:15 PM the day before" (decision 086), as the messages say it.
        const clock = formatClock(answer.at!, languages[lng].tag);
        const time = answer.days_before
          ? getInstance(context).t(before(answer.days_before), { time: clock, count: answer.days_before })
          : clock;
        return reminderDone(answer, time, back, here);
      },
    }),
    "clear-reminder": intent(clearReminderSeveralSchema, {
      lists,
      field: "objective",
      async run(form, { call }) {
        const answer = await call("set_my_reminders", {
          p_dashboard: dashboard,
          p_objectives: form.objective,
          p_at: null,
        });
        return reminderDone(answer, null, back, here);
      },
    }),
    // One of the dashboard's filters on all of them, or off all of them.
    "add-filter": intent(addFilterSeveralSchema, {
      lists,
      field: (code) => (code.startsWith("marker") ? "filter" : "objective"),
      run: (form, { call }) => filterDone(call, dashboard, form, true, back, here),
    }),
    "remove-filter": intent(removeFilterSeveralSchema, {
      lists,
      field: (code) => (code.startsWith("marker") ? "filter" : "objective"),
      run: (form, { call }) => filterDone(call, dashboard, form, false, back, here),
    }),
    // To a member, oneself ("me") or nobody ("none"): one email for all of them.
    assign: intent(assignSeveralSchema, {
      lists,
      field: (code) => (code.startsWith("assignee") ? "assignee" : "objective"),
      async run(form, { call, context, url }) {
        const me = context.get(sessionContext).user?.id ?? null;
        const to = form.assignee === "me" ? me : form.assignee === "none" ? null : form.assignee;
        const answer = await call("assign_objectives", {
          p_dashboard: dashboard,
          p_objectives: form.objective,
          p_assignee: to,
        });
        sendSeveralAssignedMail(context, url, dashboard, answer);
        const count = String(form.objective.length);
        const message =
          to === null
            ? "flashes:severalUnassigned"
            : to === me
              ? "flashes:severalAssignedYou"
              : "flashes:severalAssigned";
        const values: Record<string, string> = { count, name: answer.name ?? "" };
        const undo = answer.batch ? { action: here, fields: { intent: "undo", batchId: answer.batch } } : undefined;
        return { to: back, flash: { kind: "success", message, values, undo } };
      },
    }),
    // To another of one's dashboards, each as the edit page moves one (decision 039).
    "move-dashboard": intent(moveDashboardSeveralSchema, {
      lists,
      field: (code) => (code.startsWith("dashboard") ? "dashboard" : "objective"),
      async run(form, { call }) {
        const { moved, unassigned, name, batch } = await call("move_objectives_to_dashboard", {
          p_dashboard: dashboard,
          p_objectives: form.objective,
          p_to: form.dashboard,
        });
        const message = unassigned ? "flashes:severalToDashboardUnassigned" : "flashes:severalToDashboard";
        const undo = { action: here, fields: { intent: "undo", batchId: batch } };
        return { to: back, flash: { kind: "success", message, values: { count: String(moved), name }, undo } };
      },
    }),
    undo: intent(undoSeveralSchema, {
      async run(form, { call }) {
        const { back: count, kind } = await call("undo_objectives", { p_batch: form.batchId });
        const message = {
          done: "flashes:severalReopened",
          delete: "flashes:severalRestored",
          priority: "flashes:severalPriorityBack",
          assign: "flashes:severalAssigneeBack",
          deadline: "flashes:severalDeadlineBack",
          time: "flashes:severalTimeBack",
          filters: "flashes:severalFiltersBack",
          reminder: "flashes:severalRemindersBack",
          dashboard: "flashes:movedBack",
          forever: count ? "flashes:repeatsAgain" : "flashes:alreadyOpen",
        }[kind];
        return { to: back, flash: { kind: "success", message, values: { count: String(count) } } };
      },
    }),
  });
}

/**
 * What a change of deadlines says, back on `back`: how many are due that day now (and that
 * repeating ones were left out), or lost theirs, with an Undo posted to `here`; or that
 * nothing changed. `date` null: taken away.
 */
function deadlineDone(
  { changed, repeating, batch }: { changed: number; repeating: number; batch: string | null },
  date: string | null,
  back: string,
  here: string,
): Done {
  if (!batch) {
    const message =
      date === null
        ? "flashes:severalNoDeadline"
        : repeating
          ? "flashes:severalDeadlineOnlyRepeating"
          : "flashes:severalDueAlready";
    return { to: back, flash: { kind: "info", message, values: { date: date ?? "" } } };
  }
  const message =
    date === null
      ? "flashes:severalDeadlineCleared"
      : repeating
        ? "flashes:severalDeadlineRepeating"
        : "flashes:severalDeadline";
  const undo = { action: here, fields: { intent: "undo", batchId: batch } };
  return { to: back, flash: { kind: "success", message, values: { count: String(changed), date: date ?? "" }, undo } };
}

/**
 * What a change of times says, back on `back`: how many are at `time` now, or lost theirs,
 * with an Undo posted to `here`; or that nothing changed. `time` null: taken away.
 */
function timeDone(
  { changed, batch }: { changed: number; batch: string | null },
  time: string | null,
  back: string,
  here: string,
): Done {
  if (!batch) {
    const message = time === null ? "flashes:severalNoTime" : "flashes:severalAtAlready";
    return { to: back, flash: { kind: "info", message, values: { time: time ?? "" } } };
  }
  const message = time === null ? "flashes:severalTimeCleared" : "flashes:severalTime";
  const undo = { action: here, fields: { intent: "undo", batchId: batch } };
  return { to: back, flash: { kind: "success", message, values: { count: String(changed), time: time ?? "" }, undo } };
}

/**
 * What a change of one's reminders says, back on `back`: how many ring at `time` now (and
 * that done ones and those whose time has gone were left out), or lost theirs, with an Undo
 * posted to `here`; or why nothing changed. `time` null: taken off.
 */
function reminderDone(
  { changed, skipped, batch }: { changed: number; skipped: number; batch: string | null },
  time: string | null,
  back: string,
  here: string,
): Done {
  if (!batch) {
    const message =
      time === null
        ? "flashes:severalNoReminder"
        : skipped
          ? "flashes:severalReminderNone"
          : "flashes:severalRemindedAlready";
    return { to: back, flash: { kind: "info", message, values: { time: time ?? "" } } };
  }
  const message =
    time === null
      ? "flashes:severalReminderCleared"
      : skipped
        ? "flashes:severalReminderSkipped"
        : "flashes:severalReminder";
  const undo = { action: here, fields: { intent: "undo", batchId: batch } };
  const values = { count: String(changed), skipped: String(skipped), time: time ?? "" };
  return { to: back, flash: { kind: "success", message, values, undo } };
}

/**
 * Gives the ticked ones a filter (`add`) or takes it off them, back on `back` with how many
 * changed and an Undo posted to `here`; or that they all had it (or none did) already.
 */
async function filterDone(
  call: IntentArgs["call"],
  dashboard: string,
  form: { objective: string[]; filter: string },
  add: boolean,
  back: string,
  here: string,
): Promise<Done> {
  const { changed, name, batch } = await call("set_objectives_filter", {
    p_dashboard: dashboard,
    p_objectives: form.objective,
    p_marker: form.filter,
    p_add: add,
  });
  if (!batch) {
    const message = add ? "flashes:severalHaveFilter" : "flashes:severalLackFilter";
    return { to: back, flash: { kind: "info", message, values: { name } } };
  }
  const message = add ? "flashes:severalFilterAdded" : "flashes:severalFilterRemoved";
  const undo = { action: here, fields: { intent: "undo", batchId: batch } };
  return { to: back, flash: { kind: "success", message, values: { count: String(changed), name }, undo } };
}

/** The words of a reminder so many days before each one's day, in the messages (decision 086). */
function before(days: number): string {
  return namedDaysBefore(days) ? `select:atBefore${days}` : "select:atBeforeDays";
}
