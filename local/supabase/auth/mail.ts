import type { AuthConfig, MailKind } from "../config.ts";
import type { Tx } from "../db.ts";
import { sendMail } from "../mailbox.ts";

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
 * which then redirects to the app with ?code= (PKCE) or #access_token= (implicit). A
 * project's own template ([auth.email.template.*]) gets GoTrue's variables instead.
 */
export async function sendAuthMail(
  tx: Tx,
  config: Pick<AuthConfig, "siteUrl" | "templates">,
  opts: {
    kind: MailKind;
    to: string;
    apiUrl: string;
    tokenHash: string;
    otp: string;
    redirectTo: string;
    newEmail?: string;
  },
) {
  const url = new URL(`${opts.apiUrl}/verify`);
  url.searchParams.set("token", opts.tokenHash);
  url.searchParams.set("type", opts.kind);
  url.searchParams.set("redirect_to", opts.redirectTo);
  const link = url.toString();
  const template = config.templates[opts.kind];
  if (template) {
    const html = renderTemplate(template.content, {
      ConfirmationURL: link,
      Token: opts.otp,
      TokenHash: opts.tokenHash,
      SiteURL: config.siteUrl,
      RedirectTo: opts.redirectTo,
      Email: opts.to,
      NewEmail: opts.newEmail ?? "",
    });
    await sendMail(tx, { to: opts.to, subject: template.subject ?? SUBJECTS[opts.kind], text: htmlToText(html), html });
    return;
  }
  const action = ACTIONS[opts.kind];
  await sendMail(tx, {
    to: opts.to,
    subject: SUBJECTS[opts.kind],
    text: `Follow this link to ${action}:\n${link}\n\nAlternatively, enter the code: ${opts.otp}\n`,
    html: `<h2>${SUBJECTS[opts.kind]}</h2><p>Follow this link to ${action}:</p><p><a href="${link.replace(/&/g, "&amp;")}">${SUBJECTS[opts.kind]}</a></p><p>Alternatively, enter the code: <strong>${opts.otp}</strong></p>`,
  });
}

/** Go template variables ({{ .SiteURL }}), HTML-escaped as html/template does; nothing else of Go's syntax. */
export function renderTemplate(content: string, vars: Record<string, string>): string {
  return content.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (whole, name: string) => {
    if (!(name in vars)) throw new Error(`Unknown template variable ${whole}`);
    return vars[name]!.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  });
}

/** A plain-text part for the mailbox: links as their addresses, tags dropped. */
function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>[\s\S]*?<\/a>/g, "$1")
    .replace(/<(br|\/p|\/h\d|\/li)\s*\/?>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, "&")
    .replace(/\n\s*\n+/g, "\n\n")
    .trim();
}
