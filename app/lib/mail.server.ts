import type { RouterContextProvider } from "react-router";
import { cloudflareContext } from "./cloudflare";
import { escapeHtml, postMails, type MailEnv, type OutgoingMail } from "./mail-api";

export type { OutgoingMail } from "./mail-api";

/** `postMails` with the request's Worker environment. */
export async function sendMails(context: Readonly<RouterContextProvider>, mails: OutgoingMail[]): Promise<boolean> {
  return postMails(context.get(cloudflareContext).env as MailEnv, mails);
}

/**
 * Sends after the answer (the Worker's waitUntil): a slow or failing email API neither delays
 * nor undoes the change that asked for the emails. A refusal is logged as `what`.
 */
export function sendMailsLater(context: Readonly<RouterContextProvider>, mails: OutgoingMail[], what: string) {
  const sent = sendMails(context, mails).then((ok) => {
    if (!ok) console.error(`${what}: the email API refused it`);
  });
  context.get(cloudflareContext).ctx.waitUntil(sent.catch(() => {}));
}

/**
 * A plain email: paragraphs and one button-like link, as text and as simple HTML, and maybe
 * a footer in small print after the link (why it came, how to stop it).
 */
export function simpleMail(
  to: string,
  subject: string,
  paragraphs: string[],
  link: { label: string; href: string },
  footer: string[] = [],
): OutgoingMail {
  const text = [...paragraphs, `${link.label}: ${link.href}`, ...footer].join("\n\n");
  const html = `<div style="font:15px/1.5 system-ui,sans-serif;max-width:32rem">${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join(
      "",
    )}<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:8px 16px;border-radius:6px;background:#4f46e5;color:#fff;text-decoration:none">${escapeHtml(link.label)}</a></p>${footer
    .map((p) => `<p style="color:#737373;font-size:13px">${escapeHtml(p)}</p>`)
    .join("")}</div>`;
  return { to, subject, text, html };
}
