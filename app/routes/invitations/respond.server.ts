import { redirect, type RouterContextProvider } from "react-router";
import { apiFailure, rpc } from "~/lib/api.server";
import { flashHeader } from "~/lib/flash.server";
import { invalidForm, parseForm, typedValues } from "~/lib/forms";
import { respondSchema } from "./schemas";

export const isRespondIntent = (intent: FormDataEntryValue | null) => intent === "accept-invitation" || intent === "decline-invitation";

/**
 * Accepting joins and opens the dashboard; declining drops the invitation and goes to
 * /dashboards. The database checks that the invitation is the caller's (by confirmed email),
 * pending and not expired.
 */
export async function respondToInvitation(formData: FormData, url: URL, context: Readonly<RouterContextProvider>) {
  const form = parseForm(respondSchema, formData);
  if (!form.ok) return invalidForm(form);
  const accept = form.data.intent === "accept-invitation";
  const result = await rpc<{ dashboard_id?: string; dashboard_name: string }>(context, accept ? "accept_invitation" : "decline_invitation", {
    p_invitation: form.data.invitationId,
  });
  if (result.error) return apiFailure(result.error, "_form", typedValues(formData));
  const values = { name: result.data.dashboard_name };
  const flash = await flashHeader({ kind: "success", message: accept ? "dashboards:invitations.joined" : "dashboards:invitations.declined", values }, url);
  return redirect(accept ? `/dashboards/${result.data.dashboard_id}` : "/dashboards", { headers: { "Set-Cookie": flash } });
}
