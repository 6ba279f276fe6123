/** One email the app sends itself (Auth's emails are Supabase's). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface MailEnv {
  MAIL_API_URL?: string;
  MAIL_FROM?: string;
  /** A secret: `.dev.vars` locally, `wrangler secret put MAIL_API_KEY` in production. */
  MAIL_API_KEY?: string;
}

/** Resend's batch endpoint takes at most 100 emails a request. */
export const MAIL_BATCH_SIZE = 100;

/**
 * Sends emails in one request to an email API that speaks Resend's protocol
 * (`POST /emails/batch`); locally that is the stand-in's mailbox. Returns false when
 * nothing could be sent, so the caller can say so; the failure is logged without content.
 * Shared by the app's Worker and the daily-email Worker.
 */
export async function postMails(env: MailEnv, mails: OutgoingMail[]): Promise<boolean> {
  if (!mails.length) return true;
  if (!env.MAIL_API_URL || !env.MAIL_API_KEY) {
    console.error("mail: MAIL_API_URL or MAIL_API_KEY is not set");
    return false;
  }
  const from = env.MAIL_FROM || "Planner <planner@localhost>";
  try {
    const res = await fetch(`${env.MAIL_API_URL.replace(/\/$/, "")}/emails/batch`, {
      method: "POST",
      headers: { Authorization: `Bearer ${env.MAIL_API_KEY}`, "Content-Type": "application/json" },
      body: JSON.stringify(
        mails.map((m) => ({
          from,
          to: [m.to],
          subject: m.subject,
          text: m.text,
          html: m.html,
          ...(m.headers ? { headers: m.headers } : {}),
        })),
      ),
    });
    if (!res.ok) console.error("mail: the email API answered", res.status);
    return res.ok;
  } catch (error) {
    console.error("mail: the email API is unreachable", error instanceof Error ? error.message : error);
    return false;
  }
}

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
