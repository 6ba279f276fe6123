import { formatClock, formatClockSpan, formatHour } from "../../app/lib/dates";
import { escapeHtml, type OutgoingMail } from "../../app/lib/mail-api";
import { languages, type Language } from "../../app/lib/i18n";
import { plainText } from "../../app/lib/rich-text";
import { DASHBOARD_COLORS, emailLanguage, PRIORITY_COLORS } from "./email-language";

/** An objective as the email lists it: who does it, when assigned (decision 037). */
interface Listed {
  title: string;
  priority: number;
  /** The member's name, or null for nobody. */
  assignee?: string | null;
  /** Assigned to the reader. */
  yours?: boolean;
  /** The reader's own reminder still to go today, "HH:MM" (today's objectives only; decision 074). */
  reminder?: string | null;
  /** Its time of day, "HH:MM" (today's objectives only; decision 093). */
  at?: string | null;
  /** How long it takes from `at`, in minutes (decision 095). */
  minutes?: number;
}

/** One email as `claim_daily_emails` returns it (supabase/migrations/…_daily_email.sql). */
export interface DailyEmail {
  user_id: string;
  email: string;
  name: string | null;
  locale: string | null;
  /** The person's local day, YYYY-MM-DD. */
  day: string;
  /** The hour it is sent from, in the person's time zone. */
  hour: number;
  /** Monday to Friday only. */
  weekdays?: boolean;
  off_token: string;
  dashboards: {
    id: string;
    name: string;
    /** The reader's own colour for it (decision 088). */
    color?: string;
    open_today: number;
    overdue: number;
    objectives: Listed[];
    /** The oldest five open before the day, oldest first. */
    overdue_objectives: (Listed & { day: string })[];
    /** The first five open ones due today or in the two days after, soonest first (decision 072). */
    due?: (Listed & { deadline: string })[];
    /** The reader's own reminders going today for later days' objectives, by time (decision 086). */
    ahead?: (Listed & { day: string })[];
  }[];
}

/** A dashboard's colour as a dot before its name (decision 088); none for a name it lacks. */
function dot(color: string | undefined) {
  const hex = color ? DASHBOARD_COLORS[color] : undefined;
  return hex
    ? `<span style="display:inline-block;width:10px;height:10px;border-radius:5px;background:${hex};margin-right:8px;vertical-align:middle"></span>`
    : "";
}

/** The day in the person's words: "Tuesday, March 10" (or "Mar 8" when short). */
function formatDay(day: string, lng: Language, short = false) {
  return new Intl.DateTimeFormat(
    languages[lng].tag,
    short
      ? { month: "short", day: "numeric", timeZone: "UTC" }
      : { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" },
  ).format(new Date(`${day}T00:00:00Z`));
}

/**
 * The daily email in the person's language, as text and as simple HTML (inline styles:
 * mail apps drop style sheets), with a one-click "turn off" (RFC 8058).
 */
export function composeDailyEmail(mail: DailyEmail, siteUrl: string): OutgoingMail {
  const { lng, t } = emailLanguage(mail.locale, "daily");
  const site = siteUrl.replace(/\/$/, "");
  const offUrl = `${site}/daily-email/off/${encodeURIComponent(mail.off_token)}`;
  const settingsUrl = `${site}/settings#daily-email`;
  const subject = t("subject", { date: formatDay(mail.day, lng) });
  const greeting = mail.name ? t("greeting", { name: mail.name }) : t("greetingNoName");

  const text: string[] = [greeting, t("lead")];
  const html: string[] = [`<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t("lead"))}</p>`];
  const label = (o: { priority: number }) => (o.priority < 4 ? t("priority", { priority: o.priority }) : "");
  const who = (o: Listed) => (o.yours ? t("forYou") : o.assignee ? t("forName", { name: o.assignee }) : "");
  const when = (o: Listed) =>
    o.reminder ? t("reminderAt", { time: formatClock(o.reminder, languages[lng].tag) }) : "";
  // Its time of day before the title, as on the day view: "3:00 PM Dentist" (decision 093), or
  // its span: "10:00 – 11:30 AM Workshop" (decision 095).
  const at = (o: Listed) =>
    o.at
      ? `${o.minutes ? formatClockSpan(o.at, o.minutes, languages[lng].tag) : formatClock(o.at, languages[lng].tag)} `
      : "";
  /** A list of objectives as text lines and as HTML, each with its priority and maybe its day. */
  const listed = (objectives: (Listed & { day?: string })[]) => ({
    text: objectives.map((o) => {
      const notes = [label(o), o.day ? formatDay(o.day, lng, true) : "", who(o), when(o)].filter(Boolean);
      return `- ${at(o)}${plainText(o.title)}${notes.length ? ` (${notes.join(", ")})` : ""}`;
    }),
    html: objectives.length
      ? `<ul style="margin:0 0 8px;padding:0">${objectives
          .map((o) => {
            const color = PRIORITY_COLORS[o.priority] ?? "#a3a3a3";
            return (
              `<li style="margin:2px 0;list-style:none"><span style="display:inline-block;width:10px;height:10px;border:2px solid ${color};border-radius:50%;margin-right:8px;vertical-align:-1px"></span>` +
              (o.at ? `<span style="color:#15803d;font-weight:600">${escapeHtml(at(o))}</span>` : "") +
              escapeHtml(plainText(o.title)) +
              (o.priority < 4 ? `<span style="color:${color};font-size:13px"> ${escapeHtml(label(o))}</span>` : "") +
              (o.day
                ? `<span style="color:#737373;font-size:13px"> · ${escapeHtml(formatDay(o.day, lng, true))}</span>`
                : "") +
              (who(o) ? `<span style="color:#737373;font-size:13px"> · ${escapeHtml(who(o))}</span>` : "") +
              (when(o) ? `<span style="color:#737373;font-size:13px"> · ${escapeHtml(when(o))}</span>` : "") +
              `</li>`
            );
          })
          .join("")}</ul>`
      : "",
  });
  const muted = (line: string) => `<p style="margin:0 0 8px;color:#525252;font-size:14px">${escapeHtml(line)}</p>`;
  for (const board of mail.dashboards) {
    const url = `${site}/dashboards/${board.id}`;
    const counts = [
      board.open_today ? t("today", { count: board.open_today }) : t("nothingToday"),
      ...(board.overdue ? [t("overdue", { count: board.overdue })] : []),
    ].join(" · ");
    const moreToday = board.open_today - board.objectives.length;
    const moreLate = board.overdue - board.overdue_objectives.length;
    const today = listed(board.objectives);
    const late = listed(board.overdue_objectives);
    const due = listed((board.due ?? []).map((o) => ({ ...o, day: o.deadline })));
    const ahead = listed(board.ahead ?? []);
    text.push(
      [
        `${board.name} — ${counts}`,
        ...today.text,
        ...(moreToday > 0 ? [`  ${t("more", { count: moreToday })}`] : []),
        ...(late.text.length ? [`${t("overdueHeading")}:`, ...late.text] : []),
        ...(moreLate > 0 ? [`  ${t("more", { count: moreLate })}`] : []),
        ...(due.text.length ? [`${t("dueHeading")}:`, ...due.text] : []),
        ...(ahead.text.length ? [`${t("aheadHeading")}:`, ...ahead.text] : []),
        `${t("open", { name: board.name })}: ${url}`,
      ].join("\n"),
    );
    html.push(
      `<div style="border:1px solid #e5e5e5;border-radius:10px;padding:12px 16px;margin:16px 0">` +
        `<h2 style="font-size:17px;margin:0 0 2px">${dot(board.color)}${escapeHtml(board.name)}</h2>` +
        muted(counts) +
        today.html +
        (moreToday > 0 ? muted(t("more", { count: moreToday })) : "") +
        (late.html
          ? `<h3 style="font-size:14px;margin:12px 0 4px;color:#b91c1c">${escapeHtml(t("overdueHeading"))}</h3>${late.html}`
          : "") +
        (moreLate > 0 ? muted(t("more", { count: moreLate })) : "") +
        (due.html
          ? `<h3 style="font-size:14px;margin:12px 0 4px;color:#c2410c">${escapeHtml(t("dueHeading"))}</h3>${due.html}`
          : "") +
        (ahead.html
          ? `<h3 style="font-size:14px;margin:12px 0 4px;color:#4f46e5">${escapeHtml(t("aheadHeading"))}</h3>${ahead.html}`
          : "") +
        `<a href="${escapeHtml(url)}" style="display:inline-block;padding:6px 14px;border-radius:6px;background:#4f46e5;color:#fff;text-decoration:none;font-size:14px">${escapeHtml(t("open", { name: board.name }))}</a>` +
        `</div>`,
    );
  }
  // Every dashboard's day on one page (/today, decision 038).
  const todayUrl = `${site}/today`;
  text.push(`${t("all")}: ${todayUrl}`);
  html.push(`<p><a href="${escapeHtml(todayUrl)}" style="color:#4f46e5">${escapeHtml(t("all"))}</a></p>`);
  const why = t(mail.weekdays ? "whyWeekdays" : "why", { time: formatHour(mail.hour, languages[lng].tag) });
  text.push(`${why}\n${t("change")}: ${settingsUrl}\n${t("off")}: ${offUrl}`);
  html.push(
    `<p style="color:#737373;font-size:13px">${escapeHtml(why)}<br>` +
      `<a href="${escapeHtml(settingsUrl)}" style="color:#525252">${escapeHtml(t("change"))}</a> · ` +
      `<a href="${escapeHtml(offUrl)}" style="color:#525252">${escapeHtml(t("off"))}</a></p>`,
  );
  return {
    to: mail.email,
    subject,
    text: text.join("\n\n"),
    html: `<div lang="${languages[lng].tag}" style="font:15px/1.5 system-ui,sans-serif;max-width:34rem;color:#171717">${html.join("")}</div>`,
    headers: { "List-Unsubscribe": `<${offUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
