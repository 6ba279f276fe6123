import { redirect } from "react-router";
import { apiFailure, loadPage, rpc } from "~/lib/api.server";
import { flashHeader } from "~/lib/flash.server";
import { invalidForm, parseForm, typedValues } from "~/lib/forms";
import type { Route } from "./+types/settings";
import { deleteDashboardSchema, renameSchema, showDoneSchema } from "./schemas";
import { isSharingIntent, sharingAction } from "./sharing-actions.server";
import type { SettingsPage } from "./types";

/** Dialogs and confirmation steps live in the URL, so they work without JavaScript. */
export async function settingsLoader({ params, url, context }: Route.LoaderArgs) {
  const page = await loadPage<SettingsPage>(context, "get_settings_page", { p_dashboard: params.dashboardId });
  const search = url.searchParams;
  return {
    ...page,
    title: page.dashboard.name,
    confirm: search.get("confirm"),
    inviting: search.has("invite") && page.dashboard.role === "admin",
    openMember: page.members.find((m) => m.user_id === search.get("member")) ?? null,
    // A fresh key per render: a double submit of the invite form invites once.
    requestId: crypto.randomUUID(),
  };
}

export async function settingsAction({ request, params, url, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const dashboard = params.dashboardId;
  const flash = async (message: string) => ({ "Set-Cookie": await flashHeader({ kind: "success", message }, url) });
  if (isSharingIntent(formData.get("intent"))) return sharingAction(formData, dashboard, url, context);
  switch (formData.get("intent")) {
    case "show-done": {
      const form = parseForm(showDoneSchema, formData);
      if (!form.ok) return invalidForm(form);
      const result = await rpc(context, "set_show_done", { p_dashboard: dashboard, p_show_done: form.data.showDone === "true" });
      if (result.error) return apiFailure(result.error, "_form", typedValues(formData));
      return redirect(url.pathname, { headers: await flash("planner:flash.optionsSaved") });
    }
    case "rename": {
      const form = parseForm(renameSchema, formData);
      if (!form.ok) return invalidForm(form);
      const result = await rpc(context, "rename_dashboard", { p_dashboard: dashboard, p_name: form.data.name });
      if (result.error) return apiFailure(result.error, "name", typedValues(formData));
      return redirect(url.pathname, { headers: await flash("dashboards:flash.renamed") });
    }
    case "delete": {
      const form = parseForm(deleteDashboardSchema, formData);
      if (!form.ok) return invalidForm(form);
      const result = await rpc(context, "delete_dashboard", { p_dashboard: dashboard });
      if (result.error) return apiFailure(result.error, "_form", typedValues(formData));
      return redirect("/dashboards", { headers: await flash("planner:flash.dashboardDeleted") });
    }
    default:
      throw new Response("Unknown intent", { status: 400 });
  }
}
