import type { SupabaseClient } from "@supabase/supabase-js";
import PostalMime from "postal-mime";
import { fallbackLanguage, isLanguage } from "../../app/lib/i18n";
import { escapeHtml, postMails, type OutgoingMail } from "../../app/lib/mail-api";
import { parseQuickAdd, repeatUntil } from "../../app/lib/quick-add/parse";
import type { DailyEmailEnv } from "./send";
import { emailLanguage, refusalText } from "./email-language";

/** What the Worker's `email` handler is given (Cloudflare's ForwardableEmailMessage, in part). */
export interface IncomingEmail {
  readonly to: string;
  readonly raw: ReadableStream<Uint8Array> | ArrayBuffer | string;
  setReject(reason: string): void;
}

/** `email_address_owner`'s answer (supabase/migrations/…_add_by_email.sql). */
interface Owner {
  dashboard: { id: string; name: string };
  email: string;
  locale: string | null;
  today: string;
}

export type Received = "added" | "refused" | "limited" | "unknown" | "revoked" | "empty";

/** "add-" and 40 hex digits, at whatever domain routed it here (decision 075). */
const ADDRESS = /^add-([0-9a-f]{40})@/i;

/** What a mail program puts before a forwarded or answered subject, in the seven languages. */
const PREFIXES = /^\s*(?:(?:fwd?|fw|re|aw|wg|tr|rv|enc|res|sv|vs|rif|r|转发|回复|転送|返信)\s*[:：]\s*)+/i;

/** A subject without "Fwd:" and "Re:" (and their kind), its whitespace one space. */
export function cleanSubject(subject: string): string {
  return subject.replace(PREFIXES, "").replace(/\s+/g, " ").trim();
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * The words of an HTML-only email (postal-mime gives its text only when the email has a text
 * part): blocks and breaks as lines, tags, scripts and styles out, entities read.
 */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1>/gi, "")
    .replace(/<br\s*\/?>|<\/(p|div|li|tr|h[1-6]|blockquote)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
      if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? all;
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : all;
    })
    .replace(/[ \t]+/g, " ")
    .replace(/ *\n */g, "\n");
}

/**
 * The names of an email's attached files, after a paperclip, for the end of the description:
 * the files themselves are not kept (no file storage yet), so the objective at least says
 * what the email carried. Inline images (a signature's logo) are left out.
 */
export function attachedNames(attachments: readonly { filename: string | null; disposition: string | null }[]) {
  const names = attachments
    .filter((a) => a.filename && a.disposition !== "inline")
    .map((a) => a.filename!.replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, "").trim())
    .filter(Boolean);
  return names.length ? `📎 ${names.join(", ")}` : "";
}

/**
 * The line quick add reads and the description: the subject and the email's text, or, with
 * no subject, the text's first line and the rest. Null when the email says nothing.
 */
export function lineAndText(subject: string | undefined, text: string | undefined, files = "") {
  const body = (text ?? "").replace(/\r\n?/g, "\n").trim();
  const line = cleanSubject(subject ?? "");
  const described = (description: string) => [description, files].filter(Boolean).join("\n\n");
  if (line) return { line, description: described(body) };
  const [first = "", ...rest] = body.split("\n");
  const fromBody = cleanSubject(first);
  return fromBody ? { line: fromBody, description: described(rest.join("\n").trim()) } : null;
}

/**
 * An email sent to someone's add-by-email address: its subject read as their quick add would
 * (their language, their today), added to the dashboard as them with the text as its
 * description. An unknown or ended address is rejected (the sender's server bounces it, in
 * English, as SMTP replies are); a refusal of the database (a viewer now, an archived
 * dashboard, the plan's limit, a title too long) is told to the address's owner by email in
 * their language, never to the sender, who may be anyone (but for mail a machine sent, which
 * is bounced, and an address past its 100 a day, bounced too). Anything else throws: Cloudflare
 * then answers the sending server with a temporary failure, and it tries again later (the
 * message's id keeps a second delivery from adding twice).
 */
export async function receiveEmail(message: IncomingEmail, env: DailyEmailEnv, db: SupabaseClient): Promise<Received> {
  const token = ADDRESS.exec(message.to)?.[1]?.toLowerCase();
  if (!token) {
    message.setReject("Unknown address");
    return "unknown";
  }
  const owner = await db.rpc("email_address_owner", { p_token: token });
  if (owner.error) {
    if (owner.status === 404 || owner.status === 410) {
      message.setReject(owner.status === 404 ? "Unknown address" : "This address was turned off by its owner");
      return owner.status === 404 ? "unknown" : "revoked";
    }
    throw new Error(`email_address_owner: ${owner.status} ${owner.error.message}`);
  }
  const who = owner.data as Owner;
  const { locale, today } = who;
  const email = await PostalMime.parse(message.raw);
  const files = attachedNames(email.attachments);
  const read = lineAndText(email.subject, email.text || htmlText(email.html ?? ""), files);
  if (!read) {
    message.setReject("An empty email adds nothing: write the objective in the subject");
    return "empty";
  }
  const lng = isLanguage(locale) ? locale : fallbackLanguage;
  const parsed = parseQuickAdd(read.line, lng, today);
  const day = parsed.day ?? today;
  const added = await db.rpc("add_objective_by_email", {
    p_token: token,
    p_day: day,
    p_title: parsed.title,
    p_message_id: email.messageId ?? null,
    p_description: read.description || null,
    p_marker_names: parsed.markers,
    p_priority: parsed.priority ?? 4,
    p_repeat: parsed.repeat,
    p_repeat_every: parsed.every,
    p_repeat_from_done: parsed.fromDone,
    p_repeat_until: repeatUntil(parsed, day),
    p_deadline: parsed.deadline,
    p_assignee_name: parsed.assignee && !parsed.assignee.me ? parsed.assignee.name : null,
    p_assignee_me: parsed.assignee?.me ?? false,
    p_reminder: parsed.reminder,
    // "at 3pm" in the subject (decision 093), and how long a range says it takes (decision 095).
    p_at: parsed.at,
    p_minutes: parsed.minutes,
  });
  if (!added.error) {
    await tellOpenPages(env, who.dashboard.id);
    return "added";
  }
  if (added.status < 400 || added.status >= 500) {
    throw new Error(`add_objective_by_email: ${added.status} ${added.error.message}`);
  }
  // The address's share of the day is spent (a loop, or an address that got out): bounced.
  if (added.status === 429) {
    message.setReject("Too many emails to this address today");
    return "limited";
  }
  // Mail a machine sent (RFC 3834), our own notice forwarded back among it, gets no notice:
  // an inbox that forwards everything here would otherwise loop.
  const automatic = email.headers.some((h) => h.key === "auto-submitted" && h.value.trim().toLowerCase() !== "no");
  if (automatic) {
    message.setReject(`Not added: ${added.error.message}`);
    return "refused";
  }
  const told = composeNotAdded(who, read.line, added.error.message, env.SITE_URL);
  if (!(await postMails(env, [told]))) throw new Error("add_objective_by_email: refused, and its email could not go");
  return "refused";
}

/**
 * The dashboard's open pages (and the /today pages that follow it) load the new objective, as
 * after any member's change in the app. Best effort: it is added either way.
 */
async function tellOpenPages(env: DailyEmailEnv, dashboard: string) {
  const live = env.DASHBOARD_LIVE;
  try {
    await live?.get(live.idFromName(dashboard)).changed(null);
  } catch (error) {
    console.error("add by email: the open pages were not told", error instanceof Error ? error.message : error);
  }
}

/** The owner's email: what was not added, where, and why, in their language. */
export function composeNotAdded(owner: Owner, title: string, code: string, siteUrl: string): OutgoingMail {
  const { t } = emailLanguage(owner.locale, "inbound");
  const reason = refusalText(owner.locale, code);
  const url = `${siteUrl.replace(/\/$/, "")}/dashboards/${owner.dashboard.id}`;
  const lead = t("lead", { title, dashboard: owner.dashboard.name });
  const text = [lead, reason, `${t("open")}: ${url}`, t("why")].join("\n\n");
  const html =
    `<div style="font:15px/1.5 system-ui,sans-serif;max-width:34rem;color:#171717">` +
    `<p>${escapeHtml(lead)}</p>` +
    `<p style="border-left:3px solid #dc2626;padding-left:12px">${escapeHtml(reason)}</p>` +
    `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:6px 14px;border-radius:6px;background:#4f46e5;color:#fff;text-decoration:none;font-size:14px">${escapeHtml(t("open"))}</a></p>` +
    `<p style="color:#737373;font-size:13px">${escapeHtml(t("why"))}</p>` +
    `</div>`;
  return {
    to: owner.email,
    subject: t("subject", { title, dashboard: owner.dashboard.name }),
    text,
    html,
    // Not a person writing (RFC 3834): mail systems send no vacation answers to it, and if it
    // comes back here refused again, no second notice follows.
    headers: { "Auto-Submitted": "auto-generated" },
  };
}
