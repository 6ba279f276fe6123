import { intent, type Intents } from "~/lib/actions.server";
import { respondSchema } from "./schemas";

/**
 * Accepting joins and opens the dashboard; declining drops the invitation and goes to
 * /dashboards. The database checks that the invitation is the caller's (by confirmed email),
 * pending and not expired. Intents of /dashboards and of the invitation's own page.
 */
export const respondIntents: Intents = {
  "accept-invitation": intent(respondSchema, {
    async run(form, { call }) {
      const joined = await call("accept_invitation", { p_invitation: form.invitationId });
      const values = { name: joined.dashboard_name };
      return {
        flash: { kind: "success", message: "dashboards:invitations.joined", values },
        to: `/dashboards/${joined.dashboard_id}`,
      };
    },
  }),
  "decline-invitation": intent(respondSchema, {
    async run(form, { call }) {
      const declined = await call("decline_invitation", { p_invitation: form.invitationId });
      const values = { name: declined.dashboard_name };
      return { flash: { kind: "success", message: "dashboards:invitations.declined", values }, to: "/dashboards" };
    },
  }),
};
