import ical, { ICalAlarmType } from "ical-generator";
import { href } from "react-router";
import { rpc, type ApiResult } from "~/lib/api.server";
import { reminderWhen } from "~/lib/dates";
import type { CalendarFeed } from "~/lib/data-api";
import { fallbackLanguage } from "~/lib/i18n";
import { plainText } from "~/lib/rich-text";
import { translatorFor } from "~/lib/i18n.server";
import type { Route } from "./+types/calendar";
import type { Route as AccountRoute } from "./+types/account-calendar";

const FILE = /^([\w-]{43})\.ics$/;
const DAY_MS = 86_400_000;
// A timed objective without a length is an hour's event, as Todoist's feeds make them (decision 093).
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** Priorities 1 to 3 on iCalendar's scale (1 to 9, 1 the highest). */
const ICAL_PRIORITY = [1, 3, 5];

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * The feed for whoever holds the link: calendar servers fetch it every few hours without
 * a session. A link that was reset or turned off answers 410, so they stop asking.
 */
export function calendarFeedLoader({ params, url, context }: Route.LoaderArgs) {
  const token = FILE.exec(params.file ?? "")?.[1];
  if (!token) return plain(404, "Not Found");
  return feedResponse(rpc(context, "get_calendar_feed", { p_token: token }), url);
}

/** The same for one's link to all one's dashboards (`/feeds/all/{token}.ics`, decision 085). */
export function accountCalendarFeedLoader({ params, url, context }: AccountRoute.LoaderArgs) {
  const token = FILE.exec(params.file ?? "")?.[1];
  if (!token) return plain(404, "Not Found");
  return feedResponse(rpc(context, "get_account_calendar_feed", { p_token: token }), url);
}

async function feedResponse(answer: Promise<ApiResult<CalendarFeed>>, url: URL) {
  const { data: feed, error } = await answer;
  if (error?.status === 410) return plain(410, "This calendar link was reset or turned off.");
  if (error?.status === 404) return plain(404, "Not Found");
  // Anything else is ours or the database's: a 503 asks calendar servers to come back later.
  if (error) return plain(503, "The calendar is unavailable; try again later.");
  // Its owner's language: the feed has no reader of its own (calendar servers fetch it).
  const { t } = translatorFor(feed.locale ?? fallbackLanguage);
  const words = {
    who: (name: string) => t("planner:assignee.on", { name }),
    due: (title: string) => t("planner:deadline.calendar", { title }),
    all: t("planner:feed.calendar"),
    on: (name: string) => t("planner:feed.dashboard", { name }),
  };
  return new Response(calendarText(feed, url.origin, words), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `inline; filename="calendar.ics"`,
      "Cache-Control": "private, max-age=300",
    },
  });
}

/** The words a feed adds, in its owner's language. */
interface FeedWords {
  /** "Assigned to Ann". */
  who: (name: string) => string;
  /** "Deadline: Tax return". */
  due: (title: string) => string;
  /** One's link to all: the calendar's name, and where an event is from ("Dashboard: Home"). */
  all?: string;
  on?: (name: string) => string;
}

/**
 * RFC 5545 text (ical-generator escapes, folds at 75 octets and ends lines with CRLF). Each
 * objective is an all-day event on its day (DTEND is the day after: it is exclusive), done
 * ones marked ✓, its description, who does it (`who` words it) and its filters (as #tags) as
 * the event's, linking back to its day.
 * The days a repeating one comes back on are events too, each named by the objective and its
 * day, so the calendar drops one when the objective itself takes that day (decision 033).
 * An open one's deadline is one more, on its day ("Deadline: Tax return", `due` words it;
 * decision 072), named by the objective and "deadline" so that moving it moves the event.
 * The owner's reminder of an open objective is an alarm on its own event, at that time of
 * its day (`TRIGGER;RELATED=START:PT9H30M`; decision 074) or of a day before it
 * (`-PT6H` for 18:00 the day before; decision 086).
 * One with a time of day (decision 093) is an hour's event at that time instead, in floating
 * time (`DTSTART:20261207T150000`, no zone), as its time is on the wall clock wherever one is;
 * its reminder counts from that time. Its deadline's event stays a day's. One that says how
 * long it takes (decision 095) ends then instead of an hour later.
 */
export function calendarText(feed: CalendarFeed, origin: string, { who, due, all, on }: FeedWords): string {
  const calendar = ical({
    name: feed.dashboard?.name ?? all ?? "Planner",
    prodId: { company: "Planner", product: "Planner", language: "EN" },
    // How often calendar apps that honour it should ask again.
    ttl: 60 * 60,
  });
  const host = new URL(origin).hostname;
  // Each event's day on its dashboard; on one's link to all, it says which (decision 085).
  const dashboardOf = (o: { dashboard?: string }) => o.dashboard ?? feed.dashboard?.id ?? "";
  const from = (o: { dashboard?: string }) =>
    !feed.dashboard && on && o.dashboard && feed.dashboards?.[o.dashboard] ? on(feed.dashboards[o.dashboard]!) : "";
  const events = [
    // The owner's reminder rings on the objective's own event only.
    ...feed.objectives.map((o) => ({
      ...o,
      uid: `${o.id}@${host}`,
      planned: o.day,
      reminder: o.done ? null : (feed.reminders?.[o.id] ?? null),
    })),
    ...feed.upcoming.map((o) => ({
      ...o,
      done: false,
      uid: `${o.id}-${o.day}@${host}`,
      planned: o.day,
      reminder: null,
    })),
    // Its link opens the day it is planned on, where it is.
    ...feed.objectives
      .filter((o) => o.deadline && !o.done)
      .map((o) => ({
        ...o,
        day: o.deadline!,
        title: due(plainText(o.title)),
        at: null,
        minutes: null,
        uid: `${o.id}-deadline@${host}`,
        planned: o.day,
        reminder: null,
      })),
  ];
  for (const o of events) {
    const time = o.at ?? null;
    const start = new Date(`${o.day}T${time ?? "00:00"}:00Z`);
    const event = calendar.createEvent({
      id: o.uid,
      ...(time ? { floating: true } : { allDay: true }),
      start,
      end: new Date(start.getTime() + (time ? (o.minutes ? o.minutes * MINUTE_MS : HOUR_MS) : DAY_MS)),
      summary: o.done ? `✓ ${plainText(o.title)}` : plainText(o.title),
      // Its dashboard (on one's link to all), its description, who does it, then its filters as #tags.
      description:
        [from(o), o.description, o.assignee ? who(o.assignee) : "", o.filters.map((f) => `#${f}`).join(" ")]
          .filter((part) => part !== "")
          .join("\n\n") || null,
      url: `${origin}${href("/dashboards/:dashboardId", { dashboardId: dashboardOf(o) })}?day=${o.planned}`,
      // RFC 5545's scale: 1 the highest, 5 medium; none is left out.
      priority: o.priority < 4 ? ICAL_PRIORITY[o.priority - 1] : null,
      stamp: new Date(o.updated_at),
    });
    // An alarm that long after the day's start, which for an all-day event is midnight
    // where the calendar is; before it, when the reminder goes on a day before (decision 086).
    if (o.reminder) {
      const { day, at } = reminderWhen(o.reminder);
      const [hours, minutes] = at.split(":").map(Number);
      const daysBefore = day ? (Date.parse(`${o.day}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / DAY_MS : 0;
      // A timed event starts at its time, not at midnight.
      const [startHours = 0, startMinutes = 0] = time ? time.split(":").map(Number) : [];
      event
        .createAlarm({
          type: ICalAlarmType.display,
          // ical-generator's seconds before the start: negative is after it.
          trigger: daysBefore * 86_400 + startHours * 3600 + startMinutes * 60 - (hours! * 3600 + minutes! * 60),
          description: plainText(o.title),
        })
        .relatesTo("START");
    }
  }
  return calendar.toString();
}
