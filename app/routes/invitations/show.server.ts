import { data } from "react-router";
import { handleIntents } from "~/lib/actions.server";
import { rpc } from "~/lib/api.server";
import { getInstance } from "~/lib/i18n.server";
import type { Route } from "./+types/show";
import { respondIntents } from "./respond.server";

export async function invitationLoader({ params, context }: Route.LoaderArgs) {
  const title = getInstance(context).t("dashboards:invitation.title");
  const result = await rpc(context, "get_invitation", { p_token: params.token });
  // An unknown link still gets its page (with words for it), as a 404.
  if (result.error?.code === "invitation_not_found") return data({ title, invitation: null }, { status: 404 });
  if (result.error) throw data(result.error.code, { status: result.error.status });
  return data({ title, invitation: result.data }, { status: 200 });
}

export async function invitationAction(args: Route.ActionArgs) {
  return handleIntents(args, respondIntents);
}
