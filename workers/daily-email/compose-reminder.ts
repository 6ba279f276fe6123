import { formatClock, formatDay } from "../../app/lib/dates";
import { languages } from "../../app/lib/i18n";
import { escapeHtml, type OutgoingMail } from "../../app/lib/mail-api";
import { plainText } from "../../app/lib/rich-text";
import { emailLanguage, PRIORITY_COLORS } from "./email-language";

/** One reminder as `claim_reminders` returns it (supabase/migrations/…_reminders.sql). */
export interface Reminder {
  user_id: string;
  email: string;
  name: string | null;
  locale: string | null;
  /** The time it was set for, "HH:MM" in the person's zone. */
  at: string;
  /** How many days before the objective's day it went (0: on its day; decision 086). */
  days_before: number;
  objective: { id: string; title: string; day: string; priority: number; description: string };
  dashboard: { id: string; name: string };
}

/** A description longer than this is cut in the email (the objective's page has it all). */
const DESCRIPTION_CHARS = 500;

/**
 * A reminder in the person's language (decision 074): the objective's title as the subject,
 * its priority and the start of its description, and a link to its page, where the reminder
 * is changed or taken off, and "Remind me later", to its reminder section, which offers
 * "in 30 minutes, 1 hour, 3 hours" (a link only: a mail scanner that follows links must not
 * change anything). No unsubscribe header: the person set this one reminder themself.
 */
export function composeReminder(reminder: Reminder, siteUrl: string): OutgoingMail {
  const { lng, t } = emailLanguage(reminder.locale, "reminder");
  const { t: daily } = emailLanguage(reminder.locale, "daily");
  const { objective, dashboard } = reminder;
  const url = `${siteUrl.replace(/\/$/, "")}/dashboards/${dashboard.id}/objectives/${objective.id}`;
  const tag = languages[lng].tag;
  const time = formatClock(reminder.at, tag);
  // Set for a day before the objective's (decision 086): the lead says which day it is for.
  const lead = reminder.days_before
    ? t("leadBefore", { time, dashboard: dashboard.name, day: formatDay(objective.day, tag) })
    : t("lead", { time, dashboard: dashboard.name });
  const priority = objective.priority < 4 ? daily("priority", { priority: objective.priority }) : "";
  const description =
    objective.description.length > DESCRIPTION_CHARS
      ? `${objective.description.slice(0, DESCRIPTION_CHARS).trimEnd()}…`
      : objective.description;
  const color = PRIORITY_COLORS[objective.priority] ?? "#a3a3a3";
  const text = [
    lead,
    `${plainText(objective.title)}${priority ? ` (${priority})` : ""}`,
    ...(description ? [description] : []),
    `${t("open")}: ${url}`,
    `${t("later")}: ${url}#reminder`,
    t("why"),
  ].join("\n\n");
  const html =
    `<div lang="${tag}" style="font:15px/1.5 system-ui,sans-serif;max-width:34rem;color:#171717">` +
    `<p>${escapeHtml(lead)}</p>` +
    `<div style="border:1px solid #e5e5e5;border-radius:10px;padding:12px 16px;margin:16px 0">` +
    `<p style="margin:0;font-size:17px;font-weight:600"><span style="display:inline-block;width:10px;height:10px;border:2px solid ${color};border-radius:50%;margin-right:8px;vertical-align:1px"></span>${escapeHtml(plainText(objective.title))}</p>` +
    (priority ? `<p style="margin:2px 0 0;color:${color};font-size:13px">${escapeHtml(priority)}</p>` : "") +
    (description
      ? `<p style="margin:8px 0 0;color:#525252;font-size:14px;white-space:pre-line">${escapeHtml(description)}</p>`
      : "") +
    `<p style="margin:12px 0 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:6px 14px;border-radius:6px;background:#4f46e5;color:#fff;text-decoration:none;font-size:14px">${escapeHtml(t("open"))}</a>` +
    `<a href="${escapeHtml(url)}#reminder" style="display:inline-block;margin-left:12px;padding:6px 0;color:#4f46e5;font-size:14px">${escapeHtml(t("later"))}</a></p>` +
    `</div>` +
    `<p style="color:#737373;font-size:13px">${escapeHtml(t("why"))}</p>` +
    `</div>`;
  return { to: reminder.email, subject: t("subject", { title: plainText(objective.title) }), text, html };
}
