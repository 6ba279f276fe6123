import { apiFailure, loadPage, requestTimeZone, rpc, uuids } from "~/lib/api.server";
import { formatDay, isIsoDate } from "~/lib/dates";
import type { NewFlash } from "~/lib/flash.server";
import { invalidForm, parseForm, typedValues } from "~/lib/forms";
import { afterChange } from "~/lib/forms.server";
import { languageFromTag, languages } from "~/lib/i18n";
import { getLocale } from "~/lib/i18n.server";
import { parseQuickAdd } from "~/lib/quick-add/parse";
import type { Route } from "./+types/day";
import { isNoteIntent, noteAction } from "./note-actions.server";
import { moveTodaySchema, objectiveIdSchema, quickAddSchema, reorderSchema, toggleSchema } from "./schemas";
import type { DayPage } from "./types";

/** The markers chosen in the URL (?marker=…&marker=…): the filter is a bookmarkable GET. */
export function markerFilter(url: URL): string[] {
  return uuids(url.searchParams.getAll("marker"));
}

export async function dayLoader({ params, url, context }: Route.LoaderArgs) {
  const dayParam = url.searchParams.get("day");
  const page = await loadPage<DayPage>(context, "get_day_page", {
    p_dashboard: params.dashboardId,
    p_day: isIsoDate(dayParam) ? dayParam : null,
    p_time_zone: requestTimeZone(context),
    p_markers: markerFilter(url),
  });
  return {
    ...page,
    title: page.dashboard.name,
    filter: markerFilter(url),
    // Fresh keys per render, so a double submit adds one objective or note.
    requestId: crypto.randomUUID(),
    noteRequestId: crypto.randomUUID(),
  };
}

// Back to the same day and filter (Post/Redirect/Get, or data for a fetcher).
const back = (formData: FormData, url: URL, flash?: NewFlash) => afterChange(formData, url, url.pathname + url.search, flash);

export async function dayAction({ request, params, url, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const dashboard = params.dashboardId;
  const values = typedValues(formData);
  if (isNoteIntent(formData.get("intent"))) return noteAction(formData, dashboard, url, context);
  switch (formData.get("intent")) {
    case "add": {
      const form = parseForm(quickAddSchema, formData);
      if (!form.ok) return invalidForm(form);
      const lng = languageFromTag(getLocale(context));
      const parsed = parseQuickAdd(form.data.text, lng, form.data.today);
      const day = parsed.day ?? form.data.day;
      const result = await rpc(context, "add_objective", {
        p_dashboard: dashboard,
        p_day: day,
        p_title: parsed.title,
        p_marker_names: parsed.markers,
        p_request_id: form.data.requestId,
      });
      if (result.error) return apiFailure(result.error, "text", values);
      const flash: NewFlash =
        day === form.data.day
          ? { kind: "success", message: "planner:flash.added" }
          : { kind: "success", message: "planner:flash.addedTo", values: { date: formatDay(day, languages[lng].tag) } };
      return back(formData, url, flash);
    }
    case "toggle": {
      const form = parseForm(toggleSchema, formData);
      if (!form.ok) return invalidForm(form);
      const done = form.data.done === "true";
      const result = await rpc(context, "set_objective_done", { p_objective: form.data.objectiveId, p_done: done });
      if (result.error) return apiFailure(result.error, "_form", values);
      return back(formData, url, {
        kind: "success",
        message: done ? "planner:flash.done" : "planner:flash.notDone",
        undo: { action: url.pathname + url.search, fields: { intent: "toggle", objectiveId: form.data.objectiveId, done: String(!done) } },
      });
    }
    case "delete": {
      const form = parseForm(objectiveIdSchema, formData);
      if (!form.ok) return invalidForm(form);
      const result = await rpc(context, "delete_objective", { p_objective: form.data.objectiveId });
      if (result.error) return apiFailure(result.error, "_form", values);
      return back(formData, url, { kind: "success", message: "planner:flash.deleted" });
    }
    case "reorder": {
      const form = parseForm(reorderSchema, formData);
      if (!form.ok) return invalidForm(form);
      const result = await rpc(context, "reorder_objective", { p_objective: form.data.objectiveId, p_index: form.data.index });
      if (result.error) return apiFailure(result.error, "_form", values);
      return back(formData, url);
    }
    case "move-today": {
      const form = parseForm(moveTodaySchema, formData);
      if (!form.ok) return invalidForm(form);
      const result = await rpc<{ moved: number }>(context, "move_overdue_to_today", {
        p_dashboard: dashboard,
        p_time_zone: requestTimeZone(context),
        p_objective: form.data.objectiveId ?? null,
      });
      if (result.error) return apiFailure(result.error, "_form", values);
      return back(formData, url, { kind: "success", message: "planner:flash.movedToday", values: { count: String(result.data.moved) } });
    }
    default:
      throw new Response("Unknown intent", { status: 400 });
  }
}
