import type { RouterContextProvider } from "react-router";
import { cloudflareContext } from "./cloudflare";

/** One email the app sends itself (Auth's emails are Supabase's). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

interface MailEnv {
  MAIL_API_URL?: string;
  MAIL_FROM?: string;
  /** A secret: `.dev.vars` locally, `wrangler secret put MAIL_API_KEY` in production. */
  MAIL_API_KEY?: string;
}

/**
 * Sends emails in one request to an email API that speaks Resend's protocol
 * (`POST /emails/batch`); locally that is the stand-in's mailbox. Returns false when
 * nothing could be sent, so the caller can say so; the failure is logged without content.
 */
export async function sendMails(context: Readonly<RouterContextProvider>, mails: OutgoingMail[]): Promise<boolean> {
  if (!mails.length) return true;
  const env = context.get(cloudflareContext).env as MailEnv;
  if (!env.MAIL_API_URL || !env.MAIL_API_KEY) {
    console.error("mail: MAIL_API_URL or MAIL_API_KEY is not set");
    return false;
  }
  const from = env.MAIL_FROM || "Planner <planner@localhost>";
  try {
    const res = await fetch(`${env.MAIL_API_URL.replace(/\/$/, "")}/emails/batch`, {
      method: "POST",
      headers: { Authorization: `Bearer ${env.MAIL_API_KEY}`, "Content-Type": "application/json" },
      body: JSON.stringify(mails.map((m) => ({ from, to: [m.to], subject: m.subject, text: m.text, html: m.html }))),
    });
    if (!res.ok) console.error("mail: the email API answered", res.status);
    return res.ok;
  } catch (error) {
    console.error("mail: the email API is unreachable", error instanceof Error ? error.message : error);
    return false;
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain email: paragraphs and one button-like link, as text and as simple HTML. */
export function simpleMail(
  to: string,
  subject: string,
  paragraphs: string[],
  link: { label: string; href: string },
): OutgoingMail {
  const text = [...paragraphs, `${link.label}: ${link.href}`].join("\n\n");
  const html = `<div style="font:15px/1.5 system-ui,sans-serif;max-width:32rem">${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join(
      "",
    )}<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:8px 16px;border-radius:6px;background:#4f46e5;color:#fff;text-decoration:none">${escapeHtml(link.label)}</a></p></div>`;
  return { to, subject, text, html };
}
