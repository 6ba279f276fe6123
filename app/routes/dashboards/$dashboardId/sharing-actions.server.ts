import type { RouterContextProvider } from "react-router";
import { intent, type Intents } from "~/lib/actions.server";
import type { NewFlash } from "~/lib/flash.server";
import { typedValues } from "~/lib/forms";
import type { InvitationRole } from "~/lib/data-api";
import { getInstance } from "~/lib/i18n.server";
import { LIMITS } from "~/lib/limits";
import { announceRemoval } from "~/lib/live.server";
import { sendMails, simpleMail } from "~/lib/mail.server";
import { accountKey, clientIp, rateLimited, withinLimits } from "~/lib/rate-limit.server";
import { sessionContext } from "~/lib/session.server";
import {
  invitationRoleSchema,
  invitationSchema,
  inviteSchema,
  leaveSchema,
  memberRoleSchema,
  memberSchema,
} from "./schemas";

type Context = Readonly<RouterContextProvider>;

const MAIL_FAILED: NewFlash = { kind: "error", message: "board:sharing.flash.mailFailed" };
const RATE_LIMITED = "board:sharing.rateLimited";

/** Invitations, members and leaving: intents of the dashboard's settings page. */
export const sharingIntents = (dashboardId: string): Intents => ({
  invite: intent(inviteSchema, {
    field: "emails",
    async run(form, { call, refuse, request, context, url, formData }) {
      if (!(await withinInviteLimits(request, context)))
        return rateLimited(typedValues(formData), "emails", RATE_LIMITED);
      const result = await call("invite_members", {
        p_dashboard: dashboardId,
        p_emails: form.emails,
        p_role: form.role,
        p_request_id: form.requestId,
      });
      const { invited, already_members: members, already_invited: pending, tokens } = result;
      // Nobody new: say why, next to the field, instead of inviting anyone twice.
      if (!invited.length) {
        const skipped = { members: members.join(", "), pending: pending.join(", ") };
        const messages = [
          ...(members.length ? [{ key: "board:sharing.alreadyMembers", values: skipped }] : []),
          ...(pending.length ? [{ key: "board:sharing.alreadyInvited", values: skipped }] : []),
        ];
        return refuse({ emails: messages }, 409);
      }
      const sent = await sendInvitationMails(context, url, tokens, result.dashboard_name, result.role);
      if (!sent) return { flash: MAIL_FAILED };
      const message =
        members.length || pending.length ? "board:sharing.flash.invitedSome" : "board:sharing.flash.invited";
      const values = { emails: invited.join(", "), skipped: [...members, ...pending].join(", ") };
      return { flash: { kind: "success", message, values } };
    },
  }),
  "resend-invitation": intent(invitationSchema, {
    async run(form, { call, request, context, url, formData }) {
      if (!(await withinInviteLimits(request, context)))
        return rateLimited(typedValues(formData), "_form", RATE_LIMITED);
      const { email, token, dashboard_name, role } = await call("resend_invitation", {
        p_invitation: form.invitationId,
      });
      const sent = await sendInvitationMails(context, url, [{ email, token }], dashboard_name, role);
      return {
        flash: sent ? { kind: "success", message: "board:sharing.flash.resent", values: { email } } : MAIL_FAILED,
      };
    },
  }),
  "revoke-invitation": intent(invitationSchema, {
    async run(form, { call }) {
      const { email } = await call("revoke_invitation", { p_invitation: form.invitationId });
      return { flash: { kind: "success", message: "board:sharing.flash.revoked", values: { email } } };
    },
  }),
  "invitation-role": intent(invitationRoleSchema, {
    async run(form, { call }) {
      const { email, role } = await call("set_invitation_role", { p_invitation: form.invitationId, p_role: form.role });
      const message =
        role === "viewer" ? "board:sharing.flash.invitationViewer" : "board:sharing.flash.invitationEditor";
      return { flash: { kind: "success", message, values: { email } } };
    },
  }),
  "remove-member": intent(memberSchema, {
    async run(form, { call, context }) {
      await call("remove_member", { p_dashboard: dashboardId, p_user: form.userId });
      // Their open pages lose the live connection at once and say so.
      announceRemoval(context, dashboardId, form.userId);
      return {
        flash: { kind: "success", message: "board:sharing.flash.removed", values: { name: form.name ?? "" } },
      };
    },
  }),
  "make-admin": intent(memberSchema, {
    async run(form, { call }) {
      await call("make_admin", { p_dashboard: dashboardId, p_user: form.userId });
      return {
        flash: { kind: "success", message: "board:sharing.flash.madeAdmin", values: { name: form.name ?? "" } },
      };
    },
  }),
  "member-role": intent(memberRoleSchema, {
    async run(form, { call }) {
      await call("set_member_role", { p_dashboard: dashboardId, p_user: form.userId, p_role: form.role });
      return {
        flash: {
          kind: "success",
          message: form.role === "viewer" ? "board:sharing.flash.madeViewer" : "board:sharing.flash.madeEditor",
          values: { name: form.name ?? "" },
        },
      };
    },
  }),
  leave: intent(leaveSchema, {
    async run(form, { call, context }) {
      await call("leave_dashboard", { p_dashboard: dashboardId });
      // As a removal: their other tabs on it close, and their /today stops following it now.
      const { user } = context.get(sessionContext);
      if (user) announceRemoval(context, dashboardId, user.id);
      return {
        flash: { kind: "success", message: "board:sharing.flash.left", values: { name: form.name ?? "" } },
        to: "/dashboards",
      };
    },
  }),
});

/** Invitations send emails: a few submits per minute per user and per visitor. */
async function withinInviteLimits(request: Request, context: Context) {
  const { user } = context.get(sessionContext);
  return withinLimits(context, [
    ["RATE_LIMIT_INVITE", await accountKey("inviter", user?.id ?? "")],
    ["RATE_LIMIT_INVITE", clientIp(request)],
  ]);
}

/** One email per new token, in the inviter's language, with the link into the product. */
async function sendInvitationMails(
  context: Context,
  url: URL,
  tokens: { email: string; token: string }[],
  dashboard: string,
  role: InvitationRole,
) {
  const t = getInstance(context).getFixedT("mail");
  const { user } = context.get(sessionContext);
  const inviter = user?.name || user?.email || "";
  return sendMails(
    context,
    tokens.map(({ email, token }) =>
      simpleMail(
        email,
        t("invitation.subject", { name: inviter, dashboard }),
        [
          t(role === "viewer" ? "invitation.introViewer" : "invitation.intro", { name: inviter, dashboard }),
          t("invitation.expiry", { days: LIMITS.invitationDays }),
          t("invitation.ignore"),
        ],
        { label: t("invitation.open"), href: new URL(`/invitations/${token}`, url.origin).href },
      ),
    ),
  );
}
