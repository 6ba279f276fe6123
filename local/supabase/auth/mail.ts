import type { Tx } from "../db.ts";
import { sendMail } from "../mailbox.ts";

export type MailKind = "signup" | "magiclink" | "recovery" | "email_change" | "invite";

const SUBJECTS: Record<MailKind, string> = {
  signup: "Confirm Your Signup",
  magiclink: "Your Magic Link",
  recovery: "Reset Your Password",
  email_change: "Confirm Email Change",
  invite: "You have been invited",
};

const ACTIONS: Record<MailKind, string> = {
  signup: "confirm your user",
  magiclink: "login",
  recovery: "reset the password for your user",
  email_change: "confirm the update of your email",
  invite: "accept the invite",
};

/**
 * Hosted Supabase's default templates: {{ .ConfirmationURL }} points at GoTrue's /verify,
 * which then redirects to the app with ?code= (PKCE) or #access_token= (implicit).
 */
export async function sendAuthMail(
  tx: Tx,
  opts: { kind: MailKind; to: string; apiUrl: string; tokenHash: string; otp: string; redirectTo: string },
) {
  const url = new URL(`${opts.apiUrl}/verify`);
  url.searchParams.set("token", opts.tokenHash);
  url.searchParams.set("type", opts.kind);
  url.searchParams.set("redirect_to", opts.redirectTo);
  const link = url.toString();
  const action = ACTIONS[opts.kind];
  await sendMail(tx, {
    to: opts.to,
    subject: SUBJECTS[opts.kind],
    text: `Follow this link to ${action}:\n${link}\n\nAlternatively, enter the code: ${opts.otp}\n`,
    html: `<h2>${SUBJECTS[opts.kind]}</h2><p>Follow this link to ${action}:</p><p><a href="${link.replace(/&/g, "&amp;")}">${SUBJECTS[opts.kind]}</a></p><p>Alternatively, enter the code: <strong>${opts.otp}</strong></p>`,
  });
}
