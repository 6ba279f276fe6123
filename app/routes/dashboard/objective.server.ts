import { redirect } from "react-router";
import { apiFailure, loadPage, rpc, uuids } from "~/lib/api.server";
import { flashHeader } from "~/lib/flash.server";
import { invalidForm, parseForm, typedValues } from "~/lib/forms";
import type { Route } from "./+types/objective";
import { editObjectiveSchema } from "./schemas";
import type { DashboardInfo, Marker, Objective } from "./types";

export async function objectiveLoader({ params, context }: Route.LoaderArgs) {
  const page = await loadPage<{ dashboard: DashboardInfo; objective: Objective; markers: Marker[] }>(context, "get_objective_page", {
    p_objective: params.objectiveId,
  });
  if (page.dashboard.id !== params.dashboardId) throw new Response("Not found", { status: 404 });
  return { ...page, title: page.objective.title };
}

export async function objectiveAction({ request, params, url, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const dayUrl = (day: string) => `/dashboards/${params.dashboardId}?day=${day}`;
  if (formData.get("intent") === "delete") {
    const result = await rpc<Objective>(context, "delete_objective", { p_objective: params.objectiveId });
    if (result.error) return apiFailure(result.error, "_form", typedValues(formData));
    const flash = await flashHeader({ kind: "success", message: "planner:flash.deleted" }, url);
    return redirect(dayUrl(result.data.day), { headers: { "Set-Cookie": flash } });
  }
  const form = parseForm(editObjectiveSchema, formData);
  if (!form.ok) return invalidForm(form);
  const markers = uuids(formData.getAll("marker"));
  const result = await rpc<Objective>(context, "update_objective", {
    p_objective: params.objectiveId,
    p_title: form.data.title,
    p_day: form.data.day,
    p_marker_ids: markers,
  });
  if (result.error) return apiFailure(result.error, result.error.code.startsWith("title") ? "title" : "_form", typedValues(formData));
  const flash = await flashHeader({ kind: "success", message: "planner:flash.updated" }, url);
  return redirect(dayUrl(result.data.day), { headers: { "Set-Cookie": flash } });
}
