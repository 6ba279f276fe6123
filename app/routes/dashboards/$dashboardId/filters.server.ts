import { handleIntents, intent } from "~/lib/actions.server";
import { loadPage, urlId } from "~/lib/api.server";
import type { Route } from "./+types/filters";
import { addMarkerSchema, deleteMarkerSchema, updateMarkerSchema } from "./schemas";

export async function filtersLoader({ params, url, context }: Route.LoaderArgs) {
  const page = await loadPage(context, "get_markers_page", { p_dashboard: urlId(params.dashboardId) });
  return {
    ...page,
    title: page.dashboard.name,
    confirm: url.searchParams.get("confirm"),
    requestId: crypto.randomUUID(),
  };
}

// A refusal about the name goes under the name; about the colour, under the colours.
const markerField = (code: string) =>
  code.startsWith("marker_name") || code === "marker_exists" ? "name" : code === "color_invalid" ? "color" : "_form";

export async function filtersAction(args: Route.ActionArgs) {
  const dashboard = urlId(args.params.dashboardId);
  const intents = {
    "add-marker": intent(addMarkerSchema, {
      field: markerField,
      async run(form, { call }) {
        await call("add_marker", {
          p_dashboard: dashboard,
          p_name: form.name,
          p_color: form.color,
          p_request_id: form.requestId,
        });
        return { flash: { kind: "success", message: "flashes:markerAdded" } };
      },
    }),
    "update-marker": intent(updateMarkerSchema, {
      field: markerField,
      async run(form, { call }) {
        await call("update_marker", { p_marker: form.markerId, p_name: form.name, p_color: form.color });
        return { flash: { kind: "success", message: "flashes:markerUpdated" } };
      },
    }),
    "delete-marker": intent(deleteMarkerSchema, {
      async run(form, { call }) {
        await call("delete_marker", { p_marker: form.markerId });
        return { flash: { kind: "success", message: "flashes:markerDeleted" } };
      },
    }),
  };
  // Back to the list itself: a confirmation step in the URL is done.
  return handleIntents(args, intents, args.url.pathname);
}
