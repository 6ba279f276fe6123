import { data, redirect, type RouterContextProvider } from "react-router";
import { apiFailure, rpc } from "~/lib/api.server";
import { flashHeader, type NewFlash } from "~/lib/flash.server";
import { invalidForm, parseForm, typedValues, type FieldErrors } from "~/lib/forms";
import { getInstance } from "~/lib/i18n.server";
import { sendMails, simpleMail } from "~/lib/mail.server";
import { sessionContext } from "~/lib/session.server";
import { emailSchema, invitationSchema, inviteSchema, leaveSchema, MAX_INVITES, memberSchema, splitEmails } from "./schemas";
import type { InviteResult } from "./types";

const SHARING_INTENTS = new Set(["invite", "resend-invitation", "revoke-invitation", "remove-member", "make-admin", "leave"]);

export const isSharingIntent = (intent: FormDataEntryValue | null) => typeof intent === "string" && SHARING_INTENTS.has(intent);

type Context = Readonly<RouterContextProvider>;

/** Invitations, members and leaving, from the dashboard settings page. */
export async function sharingAction(formData: FormData, dashboardId: string, url: URL, context: Context) {
  const values = typedValues(formData);
  const done = async (flash: NewFlash, to = url.pathname) => redirect(to, { headers: { "Set-Cookie": await flashHeader(flash, url) } });
  switch (formData.get("intent")) {
    case "invite":
      return invite(formData, dashboardId, url, context);
    case "resend-invitation":
    case "revoke-invitation": {
      const form = parseForm(invitationSchema, formData);
      if (!form.ok) return invalidForm(form);
      const resend = form.data.intent === "resend-invitation";
      const result = await rpc<{ id: string; email: string; token?: string; dashboard_name?: string }>(context, resend ? "resend_invitation" : "revoke_invitation", {
        p_invitation: form.data.invitationId,
      });
      if (result.error) return apiFailure(result.error, "_form", values);
      if (!resend) return done({ kind: "success", message: "planner:sharing.flash.revoked", values: { email: result.data.email } });
      const { email, token, dashboard_name: dashboard = "" } = result.data;
      const sent = await sendInvitationMails(context, url, token ? [{ email, token }] : [], dashboard);
      return done(sent ? { kind: "success", message: "planner:sharing.flash.resent", values: { email: result.data.email } } : MAIL_FAILED);
    }
    case "remove-member":
    case "make-admin": {
      const form = parseForm(memberSchema, formData);
      if (!form.ok) return invalidForm(form);
      const remove = form.data.intent === "remove-member";
      const result = await rpc(context, remove ? "remove_member" : "make_admin", { p_dashboard: dashboardId, p_user: form.data.userId });
      if (result.error) return apiFailure(result.error, "_form", values);
      const name = form.data.name ?? "";
      return done({ kind: "success", message: remove ? "planner:sharing.flash.removed" : "planner:sharing.flash.madeAdmin", values: { name } });
    }
    default: {
      const form = parseForm(leaveSchema, formData);
      if (!form.ok) return invalidForm(form);
      const result = await rpc(context, "leave_dashboard", { p_dashboard: dashboardId });
      if (result.error) return apiFailure(result.error, "_form", values);
      return done({ kind: "success", message: "planner:sharing.flash.left", values: { name: form.data.name ?? "" } }, "/dashboards");
    }
  }
}

const MAIL_FAILED: NewFlash = { kind: "error", message: "planner:sharing.flash.mailFailed" };

async function invite(formData: FormData, dashboardId: string, url: URL, context: Context) {
  const form = parseForm(inviteSchema, formData);
  if (!form.ok) return invalidForm(form);
  const values = typedValues(formData);
  const emails = splitEmails(form.data.emails);
  const failure = (messages: string[], errorValues: Record<string, string>, status: number) => {
    const errors: FieldErrors = { emails: messages };
    return data({ errors, values, errorValues }, { status });
  };
  const fail = (message: string, messageValues: Record<string, string>) => failure([message], messageValues, 422);
  const bad = emails.find((email) => !emailSchema.safeParse(email).success);
  if (bad) return fail("api:email_invalid", { email: bad });
  if (emails.length > MAX_INVITES) return fail("api:too_many_emails", { max: String(MAX_INVITES) });
  const result = await rpc<InviteResult>(context, "invite_members", { p_dashboard: dashboardId, p_emails: emails, p_request_id: form.data.requestId });
  if (result.error) {
    if (result.error.code === "email_invalid") return fail("api:email_invalid", { email: result.error.hint ?? "" });
    return apiFailure(result.error, "emails", values);
  }
  const { invited, already_members: members, already_invited: pending, tokens } = result.data;
  const skipped = { members: members.join(", "), pending: pending.join(", ") };
  // Nobody new: say why, next to the field, instead of inviting anyone twice.
  if (!invited.length) {
    const messages = [members.length ? "planner:sharing.alreadyMembers" : null, pending.length ? "planner:sharing.alreadyInvited" : null];
    return failure(messages.filter((m) => m !== null), skipped, 409);
  }
  const sent = await sendInvitationMails(context, url, tokens, result.data.dashboard_name);
  if (!sent) return redirect(url.pathname, { headers: { "Set-Cookie": await flashHeader(MAIL_FAILED, url) } });
  const message = members.length || pending.length ? "planner:sharing.flash.invitedSome" : "planner:sharing.flash.invited";
  const flash = await flashHeader({ kind: "success", message, values: { emails: invited.join(", "), skipped: [...members, ...pending].join(", ") } }, url);
  return redirect(url.pathname, { headers: { "Set-Cookie": flash } });
}

/** One email per new token, in the inviter's language, with the link into the product. */
async function sendInvitationMails(context: Context, url: URL, tokens: { email: string; token: string }[], dashboard: string) {
  const t = getInstance(context).getFixedT(null, "planner");
  const { user } = context.get(sessionContext);
  const inviter = user?.name || user?.email || "";
  return sendMails(
    context,
    tokens.map(({ email, token }) =>
      simpleMail(
        email,
        t("sharing.mail.subject", { name: inviter, dashboard }),
        [t("sharing.mail.intro", { name: inviter, dashboard }), t("sharing.mail.expiry"), t("sharing.mail.ignore")],
        { label: t("sharing.mail.open"), href: new URL(`/invitations/${token}`, url.origin).href },
      ),
    ),
  );
}
