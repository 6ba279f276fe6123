import type { AuthConfig, MailKind, NotificationKind } from "../config.ts";
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
    /** The user's metadata: `.Data` in a template. */
    data?: Record<string, unknown>;
  },
) {
  const url = new URL(`${opts.apiUrl}/verify`);
  url.searchParams.set("token", opts.tokenHash);
  url.searchParams.set("type", opts.kind);
  url.searchParams.set("redirect_to", opts.redirectTo);
  const link = url.toString();
  const template = config.templates[opts.kind];
  if (template) {
    const vars = {
      ConfirmationURL: link,
      Token: opts.otp,
      TokenHash: opts.tokenHash,
      SiteURL: config.siteUrl,
      RedirectTo: opts.redirectTo,
      Email: opts.to,
      NewEmail: opts.newEmail ?? "",
    };
    const html = renderTemplate(template.content, vars, opts.data);
    // Subjects are templates too (GoTrue parses them with the same data).
    const subject = template.subject ? renderTemplate(template.subject, vars, opts.data) : SUBJECTS[opts.kind];
    await sendMail(tx, { to: opts.to, subject, text: htmlToText(html), html });
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

/** GoTrue's own subjects and bodies (templatemailer.go), for a notification enabled without a template. */
const NOTIFICATION_DEFAULTS: Record<NotificationKind, { subject: string; content: string }> = {
  password_changed: {
    subject: "Your password was changed",
    content:
      "<h2>Your password was changed</h2>\n\n<p>The password for your account was recently changed.</p>\n<p>If you didn't make this change, reset your password and contact support immediately.</p>\n",
  },
  email_changed: {
    subject: "Your email address was changed",
    content:
      "<h2>Your email address was changed</h2>\n\n<p>The email address for your account was changed from {{ .OldEmail }} to {{ .Email }}.</p>\n<p>If you didn't make this change, contact support immediately.</p>\n",
  },
  mfa_factor_enrolled: {
    subject: "A new verification method was added to your account",
    content:
      "<h2>A new verification method was added</h2>\n\n<p>Sign-in verification method {{ .FactorType }} was added to your account.</p>\n<p>If you didn't make this change, contact support immediately.</p>\n",
  },
  mfa_factor_unenrolled: {
    subject: "A verification method was removed from your account",
    content:
      "<h2>A verification method was removed</h2>\n\n<p>Sign-in verification method {{ .FactorType }} was removed from your account.</p>\n<p>If you didn't make this change, contact support immediately.</p>\n",
  },
};

/**
 * A security notification (api/mail.go's send*Notification), when the project enables it:
 * after the change, to the user's address (the old one for an address change). Like
 * GoTrue, a notification that cannot be sent does not undo the change.
 */
export async function sendNotification(
  tx: Tx,
  config: Pick<AuthConfig, "siteUrl" | "notifications">,
  kind: NotificationKind,
  opts: {
    to: string | null;
    email: string | null;
    oldEmail?: string;
    factorType?: string;
    data?: Record<string, unknown>;
  },
) {
  const own = config.notifications[kind];
  if (!own || !opts.to) return;
  const vars = {
    SiteURL: config.siteUrl,
    Email: opts.email ?? "",
    OldEmail: opts.oldEmail ?? "",
    FactorType: opts.factorType ?? "",
  };
  try {
    const html = renderTemplate(own.content ?? NOTIFICATION_DEFAULTS[kind].content, vars, opts.data);
    const subject = renderTemplate(own.subject ?? NOTIFICATION_DEFAULTS[kind].subject, vars, opts.data);
    await sendMail(tx, { to: opts.to, subject, text: htmlToText(html), html });
  } catch (error) {
    console.warn(`[stand-in] Unable to send the ${kind} notification:`, (error as Error).message);
  }
}

/**
 * The part of Go's html/template that the project's templates use: variables
 * (`{{ .SiteURL }}`, HTML-escaped), and `{{ if eq .Data.key "text" }}` with `else if`,
 * `else` and `end`, `.Data` being the user's metadata (a missing key is equal to nothing,
 * as in Go). Anything else is a mistake in a template and throws.
 */
export function renderTemplate(
  content: string,
  vars: Record<string, string>,
  data: Record<string, unknown> = {},
): string {
  const parts = content.split(/(\{\{.*?\}\})/s);
  let out = "";
  // One frame per open `if`: whether a branch was taken, and whether the current one is.
  const frames: { taken: boolean; on: boolean }[] = [];
  const active = () => frames.every((f) => f.on);
  const condition = (action: string) => {
    const m = /^eq \.Data\.(\w+) "([^"]*)"$/.exec(action);
    if (!m) throw new Error(`Unsupported template condition {{ ${action} }}`);
    const value = data[m[1]!];
    if (value !== undefined && value !== null && typeof value !== "string")
      throw new Error(`incompatible types for comparison: .Data.${m[1]}`);
    return value === m[2];
  };
  for (const [i, part] of parts.entries()) {
    if (i % 2 === 0) {
      if (active()) out += part;
      continue;
    }
    const action = part.slice(2, -2).trim();
    const variable = /^\.(\w+)$/.exec(action);
    if (variable) {
      const name = variable[1]!;
      if (!(name in vars)) throw new Error(`Unknown template variable ${part}`);
      if (active()) out += vars[name]!.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    } else if (action.startsWith("if ")) {
      const on = condition(action.slice(3).trim());
      frames.push({ taken: on, on });
    } else if (action.startsWith("else if ")) {
      const frame = frames.at(-1);
      if (!frame) throw new Error("{{ else if }} outside {{ if }}");
      frame.on = !frame.taken && condition(action.slice(8).trim());
      frame.taken ||= frame.on;
    } else if (action === "else") {
      const frame = frames.at(-1);
      if (!frame) throw new Error("{{ else }} outside {{ if }}");
      frame.on = !frame.taken;
      frame.taken = true;
    } else if (action === "end") {
      if (!frames.pop()) throw new Error("{{ end }} without {{ if }}");
    } else throw new Error(`Unsupported template action ${part}`);
  }
  if (frames.length) throw new Error("{{ if }} without {{ end }}");
  return out;
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
