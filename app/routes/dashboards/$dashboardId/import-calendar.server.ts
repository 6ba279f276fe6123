import ICAL from "ical.js";
import type { Priority } from "~/lib/data-api";
import { clockIn, dayIn } from "~/lib/dates";
import { LIMITS } from "~/lib/limits";
import { plannedDay } from "./import-dates.server";
import type { ReadFile, ReadNote, ReadTask } from "./import-read.server";
import { ruleOf } from "./import-rrule.server";

// A calendar file (iCalendar, RFC 5545: Google Calendar's and Outlook's exports, Apple's,
// Thunderbird's and Nextcloud's tasks): its to-dos, events and journal entries, read with
// Mozilla's ical.js (the parser Thunderbird uses), which unfolds, unescapes and walks
// repeating series with their exceptions.

type Component = InstanceType<typeof ICAL.Component>;
type Time = InstanceType<typeof ICAL.Time>;

/** Whether a file's text is a calendar. */
export const isCalendar = (body: string) => /^BEGIN:VCALENDAR\b/i.test(body.trimStart());

// A series read from its first time up to today: a daily one of ten years is 3,650 steps of
// about 10 µs. Beyond this many, it is taken as ended.
const MAX_STEPS = 20_000;
const SUB_DAILY = new Set(["SECONDLY", "MINUTELY", "HOURLY"]);

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The day a calendar time falls on: a date as written; a time in UTC ("…Z") on the importer's
 * day in their zone; a time in a named zone, or floating, on the day written (that zone's).
 */
function dayOf(time: Time, zone: string): string {
  if (!time.isDate && time.zone === ICAL.Timezone.utcTimezone) return dayIn(zone, time.toJSDate());
  return `${time.year}-${pad(time.month)}-${pad(time.day)}`;
}

/** "09:30" as written or, for a time in UTC, in the importer's zone. */
function clockOf(time: Time, zone: string): string {
  if (time.zone !== ICAL.Timezone.utcTimezone) return `${pad(time.hour)}:${pad(time.minute)}`;
  return clockIn(zone, time.toJSDate());
}

const time = (component: Component, name: string): Time | null => {
  const value = component.getFirstPropertyValue(name);
  return value instanceof ICAL.Time ? value : null;
};
const text = (component: Component, name: string) => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === "string" ? value.trim() : "";
};

/** CATEGORIES, in one property or several, once each (whatever their case). */
function categories(component: Component): string[] {
  const names = new Map<string, string>();
  for (const property of component.getAllProperties("categories"))
    for (const value of property.getValues())
      if (typeof value === "string" && value.trim() && !names.has(value.trim().toLowerCase()))
        names.set(value.trim().toLowerCase(), value.trim());
  return [...names.values()];
}

/** PRIORITY: 1 the highest to 9 the lowest (Apple writes 1, 5 and 9), as this planner's 1 to 3; 0 or none is none. */
function priorityOf(component: Component): Priority {
  const n = Number(component.getFirstPropertyValue("priority") ?? 0);
  return n >= 1 && n <= 4 ? 1 : n === 5 ? 2 : n >= 6 && n <= 9 ? 3 : 4;
}

/** A text as long as a description may be: what fits, then "…" (a calendar's long invitation does not refuse the file). */
const capped = (value: string) =>
  value.length > LIMITS.objectiveDescription ? `${value.slice(0, LIMITS.objectiveDescription - 1).trimEnd()}…` : value;

/**
 * A repeating component's series from `start`: the first day on or after `from`, and its last
 * day when it ends (UNTIL or COUNT), each in the importer's zone as `dayOf` says; null when it
 * has no day from `from` on.
 */
function series(component: Component, start: Time, from: string, zone: string) {
  const recur = component.getFirstPropertyValue("rrule");
  if (!(recur instanceof ICAL.Recur)) return null;
  const expansion = new ICAL.RecurExpansion({ component, dtstart: fastForward(recur, start, from) });
  // Days two before `from` are before it in every zone: passed without working out their day.
  const floor = from > "1900" ? ICAL.Time.fromDateString(from) : null;
  floor?.adjust(-2, 0, 0, 0);
  let next: string | null = null;
  let last = "";
  for (let step = 0, at: Time | undefined; step < MAX_STEPS && (at = expansion.next()); step++) {
    if (floor && at.compare(floor) < 0) continue;
    const day = dayOf(at, zone);
    next ??= day >= from ? day : null;
    if (!next) continue;
    last = day;
    // An endless one needs nothing past its next day.
    if (!recur.isFinite()) return { next, until: "" };
  }
  return next ? { next, until: recur.isFinite() ? last : "" } : null;
}

/**
 * When an event ends: DTEND, else DTSTART and DURATION, else a day after a date (RFC 5545).
 * Not ical.js's Event, which looks through the whole file for each one's exceptions.
 */
function endOf(component: Component, start: Time): Time | null {
  const end = time(component, "dtend");
  if (end) return end;
  const duration = component.getFirstPropertyValue("duration");
  if (!(duration instanceof ICAL.Duration) && !start.isDate) return null;
  const computed = start.clone();
  if (duration instanceof ICAL.Duration) computed.addDuration(duration);
  else computed.adjust(1, 0, 0, 0);
  return computed;
}

/**
 * A daily or weekly series' first time moved on by whole periods to a little before `from`
 * (the same days: a multiple of its interval, and of a week where it names days), so that a
 * daily one of ten years is not walked a day at a time. Others, and those that count their
 * times, start where they start.
 */
function fastForward(recur: InstanceType<typeof ICAL.Recur>, start: Time, from: string): Time {
  const { BYDAY, ...others } = recur.parts;
  if (recur.count || !["DAILY", "WEEKLY"].includes(recur.freq) || Object.values(others).some((p) => p?.length))
    return start;
  const period = (recur.freq === "WEEKLY" || BYDAY?.length ? 7 : 1) * (recur.interval || 1);
  const days = Math.floor((Date.parse(from) - start.toJSDate().getTime()) / 86_400_000) - 2 * period - 2;
  if (!(days > period)) return start;
  const moved = start.clone();
  moved.adjust(Math.floor(days / period) * period, 0, 0, 0);
  return moved;
}

/** The rule said as this planner's, when it says one (a rule by the hour says none). */
function ruleIn(component: Component) {
  const recur = component.getFirstPropertyValue("rrule");
  if (!(recur instanceof ICAL.Recur) || SUB_DAILY.has(recur.freq)) return { repeat: "", every: 1 };
  return ruleOf(recur.toString());
}

/**
 * An event as an objective, when it is still to come: a single one on its day (one under way,
 * over several days, today), a repeating one on its next day on or after `today` with its
 * rule (a rule this planner cannot say leaves that next day alone). Its time and place open
 * the description ("09:30–10:00 · Room 4"), as its first line shows under the title.
 */
function event(component: Component, row: number, today: string, zone: string): ReadTask | null {
  const start = time(component, "dtstart");
  const title = text(component, "summary");
  if (!start || !title || text(component, "status").toUpperCase() === "CANCELLED") return null;
  const end = endOf(component, start);
  let day = dayOf(start, zone);
  let rule = ruleIn(component);
  let until = "";
  if (component.hasProperty("rrule")) {
    const found = series(component, start, today, zone);
    if (!found) return null;
    day = found.next;
    until = found.until;
  } else {
    // DTEND is the moment after: an all-day event of the 24th ends on the 25th.
    const over = end && end.compare(start) > 0 ? end.clone() : null;
    if (over?.isDate) over.adjust(-1, 0, 0, 0);
    else over?.adjust(0, 0, 0, -1);
    const lastDay = dayOf(over ?? start, zone);
    if (lastDay < today) return null;
    if (day < today) day = today;
    rule = { repeat: "", every: 1 };
  }
  const when = start.isDate
    ? ""
    : end && !end.isDate && dayOf(end, zone) === dayOf(start, zone) && end.compare(start) > 0
      ? `${clockOf(start, zone)}–${clockOf(end, zone)}`
      : clockOf(start, zone);
  const head = [when, text(component, "location")].filter(Boolean).join(" · ");
  return {
    row,
    day,
    title,
    description: capped([head, text(component, "description")].filter(Boolean).join("\n\n")),
    // Outlook gives every event PRIORITY 5 ("normal importance"): only a high one says something.
    priority: priorityOf(component) === 1 ? 1 : 4,
    ...rule,
    until: rule.repeat ? until : "",
    deadline: "",
    filters: categories(component),
    checklist: [],
  };
}

const isDone = (component: Component) =>
  ["COMPLETED", "CANCELLED"].includes(text(component, "status").toUpperCase()) ||
  component.hasProperty("completed") ||
  Number(component.getFirstPropertyValue("percent-complete")) === 100;

/**
 * An open to-do as an objective, on its days as `plannedDay` says (DTSTART the day to do it,
 * DUE the day it is due by). Its rule from its first day, as written (an overdue
 * repeating to-do stays overdue, as in the app it came from).
 */
function todo(component: Component, row: number, today: string, zone: string): ReadTask | null {
  const title = text(component, "summary");
  if (!title || isDone(component)) return null;
  const due = time(component, "due");
  const start = time(component, "dtstart");
  const dueDay = due ? dayOf(due, zone) : "";
  const startDay = start ? dayOf(start, zone) : "";
  const { day, deadline } = plannedDay(startDay, dueDay, today);
  const rule = ruleIn(component);
  const first = start ?? due;
  const until = rule.repeat && first ? (series(component, first, "0000-01-01", zone)?.until ?? "") : "";
  return {
    row,
    day,
    title,
    description: capped(text(component, "description")),
    priority: priorityOf(component),
    ...rule,
    until,
    deadline,
    filters: categories(component),
    checklist: [],
  };
}

/** The to-do a subtask belongs to: RELATED-TO with no RELTYPE, or RELTYPE=PARENT. */
function parentOf(component: Component): string {
  const related = component
    .getAllProperties("related-to")
    .find((p) => ["", "PARENT"].includes(String(p.getParameter("reltype") ?? "").toUpperCase()));
  const value = related?.getFirstValue();
  return typeof value === "string" ? value.trim() : "";
}

/**
 * A calendar's open to-dos (their subtasks as steps of the first open one above them, done ones
 * ticked), its events still to come (the past ones stay behind: an export holds years of
 * them), and its journal entries as notes of their year; by day, then time of day. Throws
 * ical.js's error for a file that is not iCalendar.
 */
export function readCalendar(body: string, today: string, zone: string): ReadFile {
  // Some exports put several calendars in one file (one a list, or a calendar a person).
  const parsed = ICAL.parse(body);
  const calendars = (Array.isArray(parsed[0]) ? parsed : [parsed]) as ConstructorParameters<typeof ICAL.Component>[0][];
  const items = calendars
    .flatMap((jcal) => new ICAL.Component(jcal).getAllSubcomponents())
    .filter((c) => ["vtodo", "vevent", "vjournal"].includes(c.name))
    // An exception to a series (RECURRENCE-ID) is one of its days, not an item of its own.
    .filter((c) => !c.hasProperty("recurrence-id"));
  const notes: ReadNote[] = [];
  const kept: { objective: ReadTask; at: string }[] = [];
  const todos = new Map<string, { component: Component; objective: ReadTask | null }>();
  items.forEach((component, i) => {
    const row = i + 1;
    if (component.name === "vjournal") {
      const title = text(component, "summary");
      const bodies = component.getAllProperties("description").map((p) => String(p.getFirstValue() ?? "").trim());
      const start = time(component, "dtstart");
      if (!title && !bodies.some(Boolean)) return;
      notes.push({
        row,
        year: Number((start ? dayOf(start, zone) : today).slice(0, 4)),
        title: title || bodies.find(Boolean)!.split("\n")[0]!.slice(0, LIMITS.noteTitle),
        body: bodies.filter(Boolean).join("\n\n"),
        filters: categories(component),
      });
      return;
    }
    if (component.name === "vtodo") {
      const uid = text(component, "uid");
      const objective = parentOf(component) ? null : todo(component, row, today, zone);
      if (uid) todos.set(uid, { component, objective });
      if (objective) kept.push({ objective, at: "" });
      return;
    }
    const objective = event(component, row, today, zone);
    const start = time(component, "dtstart");
    if (objective) kept.push({ objective, at: start && !start.isDate ? clockOf(start, zone) : "" });
  });
  // Subtasks: of the nearest to-do above them that comes (never one left behind, done).
  for (const { component } of todos.values()) {
    if (!parentOf(component) || !text(component, "summary")) continue;
    let parent = todos.get(parentOf(component));
    for (let hops = 0; parent && !parent.objective && parentOf(parent.component) && hops < 10; hops++)
      parent = todos.get(parentOf(parent.component));
    if (parent?.objective)
      parent.objective.checklist.push({ title: text(component, "summary"), done: isDone(component) });
    else if (!parent) {
      // Its to-do is not in the file: it comes as one of its own.
      const objective = todo(component, items.indexOf(component) + 1, today, zone);
      if (objective) kept.push({ objective, at: "" });
    }
  }
  kept.sort(
    (a, b) =>
      a.objective.day.localeCompare(b.objective.day) || a.at.localeCompare(b.at) || a.objective.row - b.objective.row,
  );
  return { objectives: kept.map((k) => k.objective), notes };
}
