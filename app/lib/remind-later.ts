import { addDays, clockIn, dayIn } from "./dates";

/** The days before its objective's day a reminder is offered on (decision 086), its own day first. */
export const REMINDER_DAYS_BEFORE = [0, 1, 2, 3, 7] as const;

/** Whether one of those has its own words ("The day before"); others are "N days before". */
export const namedDaysBefore = (days: number): days is (typeof REMINDER_DAYS_BEFORE)[number] =>
  (REMINDER_DAYS_BEFORE as readonly number[]).includes(days);

/**
 * Today in `timeZone`, when it is the objective's `day` or one of the `daysBefore` before it that
 * one's reminder goes on: the days "remind me later" is offered on (decision 086); else null.
 */
function todayInReminderDays(day: string, timeZone: string, now: number, daysBefore: number): string | null {
  const today = dayIn(timeZone, new Date(now));
  return today > day || today < addDays(day, -daysBefore) ? null : today;
}

/** "Remind me later" (decision 074): how many minutes on each choice is. */
export const REMIND_LATER_MINUTES = [30, 60, 180] as const;

/**
 * The choices offered on an objective of `day`: none unless today (in `timeZone`) is its day or
 * one of the `daysBefore` days before it that one's reminder goes on (decision 086: the
 * evening before's email is snoozed that evening); then those that do not fall after its day
 * (the database refuses them: a reminder is of its objective's day or before it).
 */
export function remindLaterChoices(day: string, timeZone: string, now = Date.now(), daysBefore = 0): number[] {
  if (!todayInReminderDays(day, timeZone, now, daysBefore)) return [];
  return REMIND_LATER_MINUTES.filter((minutes) => dayIn(timeZone, new Date(now + minutes * 60_000)) <= day);
}

/** The time of "tomorrow at 9:00 AM" among the choices (decision 086). */
export const REMIND_TOMORROW_AT = "09:00";

/**
 * "Tomorrow at 9:00 AM" among the choices, offered when they are (today is the objective's
 * `day` or one of the `daysBefore` before it) and tomorrow is not after its day: the days
 * before its day tomorrow is (0: tomorrow is its day), or null.
 */
export function remindTomorrowDays(day: string, timeZone: string, now = Date.now(), daysBefore = 0): number | null {
  const today = todayInReminderDays(day, timeZone, now, daysBefore);
  if (!today) return null;
  const tomorrow = addDays(today, 1);
  return tomorrow > day
    ? null
    : Math.round((Date.parse(`${day}T12:00:00Z`) - Date.parse(`${tomorrow}T12:00:00Z`)) / 86_400_000);
}

/**
 * A reminder in one click (decision 086), for an objective without one: "on its day at 9:00 AM"
 * and "the evening before at 8:00 PM", typing nothing (a time field is fiddly on a phone).
 */
export const REMINDER_PRESETS = [
  { at: "09:00", before: 0 },
  { at: "20:00", before: 1 },
] as const;

/** A one-click reminder: its time, the days before the objective's, and for one at a time of day, how long before it. */
export interface ReminderPreset {
  at: string;
  before: number;
  /** Minutes before the objective's own time (decision 093): 0 at it. */
  ahead?: number;
}

/** With a time of day (decision 093): at it, half an hour and an hour before it. */
const AHEAD = [0, 30, 60] as const;

/**
 * The presets whose moment on the objective's `day` (or before it) is still to come in
 * `timeZone`. An objective at a time of day (`at`, decision 093) is reminded of at it or a
 * little before (the day before, past midnight), instead of at 9:00; the evening before stays.
 */
export function reminderPresets(day: string, timeZone: string, now = Date.now(), at?: string | null) {
  const moment = new Date(now);
  const here = `${dayIn(timeZone, moment)}T${clockIn(timeZone, moment)}`;
  const presets: ReminderPreset[] = at
    ? [
        ...AHEAD.map((ahead) => {
          const [hours = 0, minutes = 0] = at.split(":").map(Number);
          const from = hours * 60 + minutes - ahead;
          const minute = (from + 1440) % 1440;
          const clock = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
          return { at: clock, before: from < 0 ? 1 : 0, ahead };
        }),
        REMINDER_PRESETS[1],
      ]
    : [...REMINDER_PRESETS];
  return presets.filter((p) => `${addDays(day, -p.before)}T${p.at}` > here);
}

/** "in 30 minutes", "in 1 hour", "in 3 hours" in the page's language, as the platform says it. */
export function remindLaterLabel(minutes: number, language: string): string {
  const words = new Intl.RelativeTimeFormat(language, { numeric: "always" });
  return minutes % 60 === 0 ? words.format(minutes / 60, "hour") : words.format(minutes, "minute");
}
