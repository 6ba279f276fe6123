import type { Db } from "../supabase/db.ts";
import { json, type HttpResponse, type Req } from "../supabase/http.ts";
import { sendMail } from "../supabase/mailbox.ts";

// The app sends its own emails (invitations) through an email API with Resend's protocol:
// POST {MAIL_API_URL}/emails and /emails/batch with a bearer key. Here they land in the
// same local mailbox as Auth's emails (/__mailbox), so tests read both the same way.

interface Email {
  from?: unknown;
  to?: unknown;
  subject?: unknown;
  html?: unknown;
  text?: unknown;
}

function invalid(message: string): HttpResponse {
  return json(422, { statusCode: 422, name: "validation_error", message });
}

function check(email: Email): string | null {
  if (typeof email.from !== "string" || !email.from) return "The `from` field is required.";
  const to = Array.isArray(email.to) ? email.to : [email.to];
  if (!to.length || !to.every((t) => typeof t === "string" && /^[^@\s]+@[^@\s]+$/.test(t.replace(/^.*<(.+)>$/, "$1"))))
    return "Invalid `to` field.";
  if (to.length > 50) return "Too many recipients.";
  if (typeof email.subject !== "string" || !email.subject) return "The `subject` field is required.";
  if (typeof email.html !== "string" && typeof email.text !== "string") return "Either `html` or `text` is required.";
  return null;
}

/** POST /__resend/emails and /__resend/emails/batch. */
export async function resendRoute(db: Db, req: Req, sub: string): Promise<HttpResponse> {
  if (!/^Bearer\s+\S+/.test(req.headers.authorization ?? "")) {
    return json(401, {
      statusCode: 401,
      name: "missing_api_key",
      message: "Missing API key in the authorization header.",
    });
  }
  if (req.method !== "POST" || (sub !== "/emails" && sub !== "/emails/batch")) {
    return json(404, { statusCode: 404, name: "not_found", message: "The requested endpoint does not exist." });
  }
  const batch = sub === "/emails/batch";
  const emails = (batch ? req.body : [req.body]) as Email[];
  if (!Array.isArray(emails) || !emails.length || emails.length > 100) return invalid("Expected 1 to 100 emails.");
  for (const email of emails) {
    const problem = check(email ?? {});
    if (problem) return invalid(problem);
  }
  const ids: { id: string }[] = [];
  await db.transaction(async (tx) => {
    for (const email of emails) {
      for (const to of (Array.isArray(email.to) ? email.to : [email.to]) as string[]) {
        await sendMail(tx, {
          to: to.replace(/^.*<(.+)>$/, "$1"),
          subject: email.subject as string,
          text: String(email.text ?? ""),
          html: String(email.html ?? email.text),
        });
      }
      ids.push({ id: crypto.randomUUID() });
    }
  });
  return json(200, batch ? { data: ids } : ids[0]);
}
