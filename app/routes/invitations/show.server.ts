import { data } from "react-router";
import { rpc } from "~/lib/api.server";
import { getInstance } from "~/lib/i18n.server";
import type { Route } from "./+types/show";
import { respondToInvitation } from "./respond.server";

/** What get_invitation answers for a token (see *_sharing.sql). */
export interface InvitationPreview {
  id: string;
  email: string;
  created_at: string;
  expires_at: string;
  invited_by: string | null;
  dashboard_id: string;
  dashboard_name: string;
  state: "pending" | "expired" | "accepted" | "declined" | "revoked";
  signed_in: boolean;
  my_email: string | null;
  email_matches: boolean;
  member: boolean;
}

export async function invitationLoader({ params, context }: Route.LoaderArgs) {
  const title = getInstance(context).t("dashboards:invitation.title");
  const result = await rpc<InvitationPreview>(context, "get_invitation", { p_token: params.token });
  if (result.error?.code === "invitation_not_found") return data({ title, invitation: null }, { status: 404 });
  if (result.error) throw data(result.error.code, { status: result.error.status });
  return { title, invitation: result.data };
}

export async function invitationAction({ request, url, context }: Route.ActionArgs) {
  return respondToInvitation(await request.formData(), url, context);
}
