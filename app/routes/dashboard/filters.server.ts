import { redirect } from "react-router";
import { apiFailure, loadPage, rpc } from "~/lib/api.server";
import { flashHeader } from "~/lib/flash.server";
import { invalidForm, parseForm, typedValues } from "~/lib/forms";
import type { Route } from "./+types/filters";
import { addMarkerSchema, deleteMarkerSchema, updateMarkerSchema } from "./schemas";
import type { DashboardInfo, Marker } from "./types";

export interface MarkerUse extends Marker {
  objectives: number;
  notes: number;
}

export async function filtersLoader({ params, url, context }: Route.LoaderArgs) {
  const page = await loadPage<{ dashboard: DashboardInfo; markers: MarkerUse[] }>(context, "get_markers_page", { p_dashboard: params.dashboardId });
  return { ...page, title: page.dashboard.name, confirm: url.searchParams.get("confirm"), requestId: crypto.randomUUID() };
}

export async function filtersAction({ request, params, url, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const values = typedValues(formData);
  const done = async (message: string) =>
    redirect(url.pathname, { headers: { "Set-Cookie": await flashHeader({ kind: "success", message }, url) } });
  const field = (code: string) => (code.startsWith("marker_name") || code === "marker_exists" ? "name" : code === "color_invalid" ? "color" : "_form");
  switch (formData.get("intent")) {
    case "add-marker": {
      const form = parseForm(addMarkerSchema, formData);
      if (!form.ok) return invalidForm(form);
      const result = await rpc(context, "add_marker", {
        p_dashboard: params.dashboardId,
        p_name: form.data.name,
        p_color: form.data.color,
        p_request_id: form.data.requestId,
      });
      if (result.error) return apiFailure(result.error, field(result.error.code), values);
      return done("planner:flash.markerAdded");
    }
    case "update-marker": {
      const form = parseForm(updateMarkerSchema, formData);
      if (!form.ok) return invalidForm(form);
      const result = await rpc(context, "update_marker", { p_marker: form.data.markerId, p_name: form.data.name, p_color: form.data.color });
      if (result.error) return apiFailure(result.error, field(result.error.code), values);
      return done("planner:flash.markerUpdated");
    }
    case "delete-marker": {
      const form = parseForm(deleteMarkerSchema, formData);
      if (!form.ok) return invalidForm(form);
      const result = await rpc(context, "delete_marker", { p_marker: form.data.markerId });
      if (result.error) return apiFailure(result.error, "_form", values);
      return done("planner:flash.markerDeleted");
    }
    default:
      throw new Response("Unknown intent", { status: 400 });
  }
}
