import { redirect } from "react-router";
import { apiFailure, loadPage, requestTimeZone, rpc } from "~/lib/api.server";
import { flashHeader } from "~/lib/flash.server";
import { invalidForm, parseForm, typedValues } from "~/lib/forms";
import { getInstance } from "~/lib/i18n.server";
import { sessionContext } from "~/lib/session.server";
import { isRespondIntent, respondToInvitation } from "../invitations/respond.server";
import type { Route } from "./+types/index";
import { createDashboardSchema, renameDashboardSchema } from "./schemas";

export interface WaitingInvitation {
  id: string;
  dashboard_id: string;
  dashboard_name: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
}

export interface DashboardSummary {
  id: string;
  name: string;
  role: "admin" | "member";
  members: number;
  open_today: number;
}

export async function dashboardsLoader({ context }: Route.LoaderArgs) {
  const page = await loadPage<{ today: string; dashboards: DashboardSummary[]; invitations: WaitingInvitation[] }>(context, "get_dashboards_page", {
    p_time_zone: requestTimeZone(context),
  });
  const { user } = context.get(sessionContext);
  return {
    title: getInstance(context).t("dashboards:title"),
    name: user?.name ?? "",
    dashboards: page.dashboards,
    invitations: page.invitations,
    // A fresh key per render: a double submit of this form creates one dashboard.
    requestId: crypto.randomUUID(),
  };
}

export async function dashboardsAction({ request, url, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (isRespondIntent(intent)) return respondToInvitation(formData, url, context);
  if (intent === "create") {
    const form = parseForm(createDashboardSchema, formData);
    if (!form.ok) return invalidForm(form);
    const result = await rpc<{ id: string }>(context, "create_dashboard", { p_name: form.data.name, p_request_id: form.data.requestId });
    if (result.error) return apiFailure(result.error, "name", typedValues(formData));
    const flash = await flashHeader({ kind: "success", message: "dashboards:flash.created" }, url);
    return redirect(`/dashboards/${result.data.id}`, { headers: { "Set-Cookie": flash } });
  }
  if (intent === "rename") {
    const form = parseForm(renameDashboardSchema, formData);
    if (!form.ok) return invalidForm(form);
    const result = await rpc(context, "rename_dashboard", { p_dashboard: form.data.dashboardId, p_name: form.data.name });
    if (result.error) return apiFailure(result.error, "name", typedValues(formData));
    const flash = await flashHeader({ kind: "success", message: "dashboards:flash.renamed" }, url);
    return redirect("/dashboards", { headers: { "Set-Cookie": flash } });
  }
  throw new Response("Unknown intent", { status: 400 });
}
