import { data } from "react-router";
import { uuids } from "~/lib/api.server";
import { isUuid } from "~/lib/uuid";
import { sessionContext } from "~/lib/session.server";
import type { Context } from "~/lib/api.server";
import { ACTIVITY_WHAT, type ActivityWhat } from "~/lib/data-api";
import { addDays, isIsoDate } from "~/lib/dates";
import type { FieldMessage } from "~/lib/forms";
import { LIMITS } from "~/lib/limits";

// What a dashboard page's query string asks for. A value that cannot be read is not
// reinterpreted in silence: the page shows today (this month, this year) with a notice
// naming the value, and answers 400, so a mistyped link says so and stays useful.

/** The markers chosen in the URL (?marker=…&marker=…): the filter is a bookmarkable GET. */
export function markerFilter(url: URL): string[] {
  return uuids(url.searchParams.getAll("marker"));
}

/**
 * The "Assigned to" filter's values, among the markers' so that every link that keeps the
 * filter keeps it: ?marker=me, ?marker=unassigned, or ?marker=for-{member's id}.
 */
export type Who = "me" | "unassigned" | `for-${string}`;

/** The first "Assigned to" value of the query string (a select sends one). */
export function whoQuery(url: URL): Who | null {
  for (const value of url.searchParams.getAll("marker")) {
    if (value === "me" || value === "unassigned") return value;
    if (value.startsWith("for-") && isUuid(value.slice(4))) return value as Who;
  }
  return null;
}

/**
 * The day view's and the calendar's filter: the markers, who does the objectives asked for
 * (decision 037) as the page functions take it (`me`: the caller's id), and what the page's
 * links keep (both).
 */
export function viewFilter(url: URL, context: Context) {
  const markers = markerFilter(url);
  const who = whoQuery(url);
  const me = context.get(sessionContext).user?.id ?? null;
  const assignee = {
    p_assignee: who === "me" ? me : who?.startsWith("for-") ? who.slice(4) : null,
    p_unassigned: who === "unassigned",
  };
  return { markers, who, assignee, kept: who ? [...markers, who] : markers };
}

interface Read<T> {
  value: T | null;
  /** The notice for a value that was given but not understood. */
  notice: FieldMessage | null;
}

/** `texts`: where the notices' words are (the activity's, in its page's own namespace). */
function read<T>(url: URL, name: string, parse: (raw: string) => T | null, texts = "planner:query"): Read<T> {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === "") return { value: null, notice: null };
  const value = parse(raw);
  return value === null
    ? { value, notice: { key: `${texts}.${name}`, values: { value: raw } } }
    : { value, notice: null };
}

/** A year the product shows (a note's): 1900 to 9999. */
const isProductYear = (year: number) => year >= LIMITS.yearMin && year <= LIMITS.yearMax;

/**
 * A day shown with the `days` after it (a week's, a month's grid): a real date whose days all
 * fall in the product's years (a note's, 1900 to 9999). Year 0 or 10000 is no day to show.
 */
const shownDay = (raw: string, days = 1) => {
  // addDays writes year 10000 as "+010000-…".
  const inYears = (iso: string) => /^\d{4}-/.test(iso) && isProductYear(Number(iso.slice(0, 4)));
  return isIsoDate(raw) && inYears(raw) && inYears(addDays(raw, days - 1)) ? raw : null;
};

/** ?day=2026-11-23, with the `days` after it that the page shows (the public link's week). */
export const dayQuery = (url: URL, days = 1) => read(url, "day", (raw) => shownDay(raw, days));

/** ?from=2026-11-30: the first of /upcoming's days. */
export const fromQuery = (url: URL) => read(url, "from", (raw) => shownDay(raw, LIMITS.upcomingDays));

/** ?month=2026-11, answered as its first day; its grid shows the weeks around it too. */
export const monthQuery = (url: URL) =>
  read(url, "month", (raw) =>
    /^\d{4}-(0[1-9]|1[0-2])$/.test(raw) && shownDay(`${raw}-01`) && shownDay(addDays(`${raw}-01`, -7), 49)
      ? `${raw}-01`
      : null,
  );

/** ?year=2026 */
export const yearQuery = (url: URL) =>
  read(url, "year", (raw) => {
    const year = /^\d{4}$/.test(raw) ? Number(raw) : NaN;
    return isProductYear(year) ? year : null;
  });

// The activity page's notices are in its own namespace: the day view does not load them.
const ACTIVITY_TEXTS = "board:activity.query";

/** ?before=1234: the activity (or the notifications) older than this entry (the last one of the page before). */
export const beforeQuery = (url: URL, texts = ACTIVITY_TEXTS) =>
  read(url, "before", (raw) => (/^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null), texts);

/** ?who={member's id}: the activity of one person. */
export const whoseQuery = (url: URL) => read(url, "who", (raw) => (isUuid(raw) ? raw : null), ACTIVITY_TEXTS);

/** ?what=completed: the activity of one kind of change. */
export const whatQuery = (url: URL) =>
  read(
    url,
    "what",
    (raw) => (ACTIVITY_WHAT.includes(raw as ActivityWhat) ? (raw as ActivityWhat) : null),
    ACTIVITY_TEXTS,
  );

/** ?objective={id}: one objective's history in the activity. */
export const objectiveQuery = (url: URL) => read(url, "objective", (raw) => (isUuid(raw) ? raw : null), ACTIVITY_TEXTS);

/** The loader's answer: the page, with a 400 and its notice when the link was misread. */
export function pageWithNotice<T extends object>(page: T, notice: FieldMessage | null) {
  return data({ ...page, notice }, { status: notice ? 400 : 200 });
}
