/** Calendar dates as YYYY-MM-DD strings: no time zone, no surprises. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

/** Whether the runtime knows a time zone by that name ("Europe/Lisbon"). */
export function isTimeZone(tz: string) {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The day (YYYY-MM-DD) it is at `moment` in `timeZone`: en-CA writes dates that way. */
export function dayIn(timeZone: string, moment = new Date()): string {
  return formatter(`day|${timeZone}`, () => ({
    locale: "en-CA",
    options: { timeZone, year: "numeric", month: "2-digit", day: "2-digit" },
  })).format(moment);
}

/** The time of day ("09:30", 24-hour) it is at `moment` in `timeZone`. */
export function clockIn(timeZone: string, moment: Date): string {
  return formatter(`clock|${timeZone}`, () => ({
    locale: "en-GB",
    options: { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  })).format(moment);
}

/** Items under the day they happened on (`at`, a timestamp) in `timeZone`, in their order. */
export function byDayIn<T>(timeZone: string, items: readonly T[], at: (item: T) => string) {
  const days: { day: string; items: T[] }[] = [];
  for (const item of items) {
    const day = dayIn(timeZone, new Date(at(item)));
    if (days.at(-1)?.day === day) days.at(-1)!.items.push(item);
    else days.push({ day, items: [item] });
  }
  return days;
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first day from `iso` on (itself included) that is the `monthDay`th of its month: a month without it is skipped. */
export function nextMonthDay(iso: string, monthDay: number): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  for (let month = m - 1 + (d > monthDay ? 1 : 0); ; month++) {
    const day = new Date(Date.UTC(y, month, monthDay));
    // Date.UTC rolls 31 February over into March: such a month has no such day.
    if (day.getUTCDate() === monthDay) return day.toISOString().slice(0, 10);
  }
}

/**
 * The first day from `iso` on (itself included) that is one of `monthDays` (1 to 31) of its
 * month, a month's last day standing for the days it lacks: "every 1st and 15th" from today.
 * With `only` (1 to 12), of that month only: "every 1st and 15th of March".
 */
export function nextOfMonthDays(iso: string, monthDays: readonly number[], only?: number): string {
  for (let day = iso; ; day = addDays(day, 1)) {
    const [y, m, d] = day.split("-").map(Number) as [number, number, number];
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    if ((!only || m === only) && monthDays.some((n) => Math.min(n, last) === d)) return day;
  }
}

/** The `n`th (1 to 4; -1: the last) working day, Monday to Friday, of a month (0-based, as Date.UTC takes it). */
function nthWorkday(year: number, month: number, n: number): number {
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const workdays = Array.from({ length: days }, (_, i) => i + 1).filter(
    (date) => (new Date(Date.UTC(year, month, date)).getUTCDay() || 7) < 6,
  );
  return n > 0 ? workdays[n - 1]! : workdays.at(-1)!;
}

/**
 * The first day from `iso` on (itself included) that is the `n`th (1 to 5; -1: the last)
 * `weekday` (ISO) of its month: "every first Monday" from today. Every month has each but a
 * fifth, which most months lack: those are skipped ("every fifth Sunday"). With
 * `only` (1 to 12), of that month only: "every last Monday of May". Weekday 0 is any day:
 * "every last day"; weekday 8 a working day: "every last workday".
 */
export function nextNthWeekday(iso: string, n: number, weekday: number, only?: number): string {
  const [y, m] = iso.split("-").map(Number) as [number, number];
  for (let month = m - 1; ; month++) {
    if (only && month % 12 !== only - 1) continue;
    let date: number;
    // Day 0, any day: the month's n-th day or its last.
    if (weekday === 0) date = n > 0 ? n : new Date(Date.UTC(y, month + 1, 0)).getUTCDate();
    // Day 8, a working day (Monday to Friday): the month's n-th or its last.
    else if (weekday === 8) date = nthWorkday(y, month, n);
    else if (n > 0) {
      const first = new Date(Date.UTC(y, month, 1)).getUTCDay() || 7;
      date = 1 + ((weekday - first + 7) % 7) + 7 * (n - 1);
    } else {
      // Day 0 of the next month is this one's last (Date.UTC rolls months over, years too).
      const last = new Date(Date.UTC(y, month + 1, 0));
      date = last.getUTCDate() - (((last.getUTCDay() || 7) - weekday + 7) % 7);
    }
    // A fifth the month lacks: Date.UTC would roll it over into the next month.
    if (date > new Date(Date.UTC(y, month + 1, 0)).getUTCDate()) continue;
    const spelled = new Date(Date.UTC(y, month, date)).toISOString().slice(0, 10);
    if (spelled >= iso) return spelled;
  }
}

// Making a formatter costs far more than using one (a day view formats a date per overdue
// item, an import a day per step of a series): one per use, language and zone, kept for the
// Worker's life.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, make: () => { locale: string; options: Intl.DateTimeFormatOptions }) {
  let format = formatters.get(key);
  if (!format) {
    const { locale, options } = make();
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** The day of the week of a YYYY-MM-DD day, ISO-numbered: 1 Monday … 7 Sunday. */
export const isoWeekday = (iso: string): number => ((new Date(`${iso}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** "Saturday, November 21, 2026" in the user's language. */
export function formatDay(iso: string, locale: string, style: "full" | "medium" = "full"): string {
  const format = formatter(`${locale}|${style}`, () => ({ locale, options: { dateStyle: style, timeZone: "UTC" } }));
  return format.format(new Date(`${iso}T00:00:00Z`));
}

/** A week's column heading: its weekday and the day of the month ("Tue" and "8", "火" and "8日"). */
export function formatWeekday(iso: string, locale: string): { weekday: string; day: string } {
  const date = new Date(`${iso}T00:00:00Z`);
  const weekday = formatter(`${locale}|weekday`, () => ({ locale, options: { weekday: "short", timeZone: "UTC" } }));
  const day = formatter(`${locale}|month-day`, () => ({ locale, options: { day: "numeric", timeZone: "UTC" } }));
  return { weekday: weekday.format(date), day: day.format(date) };
}

/**
 * "Tuesday, December 8, 2026 at 3:00 PM": a day and a time of it on the wall clock (decision
 * 093), joined as the language joins them ("Dienstag, 8. Dezember 2026 um 15:00").
 */
export function formatDayAt(iso: string, at: string, locale: string): string {
  const format = formatter(`${locale}|full-at`, () => ({
    locale,
    options: { dateStyle: "full", timeStyle: "short", timeZone: "UTC" },
  }));
  return format.format(new Date(`${iso}T${at}:00Z`));
}

/** "Nov 29, 2026": the day a moment (a timestamp) fell on in `timeZone`, in the user's language. */
export function formatDayOf(at: string, locale: string, timeZone: string): string {
  return formatDay(dayIn(timeZone, new Date(at)), locale, "medium");
}

/** "Sat, Nov 21" for a day of `thisYear`, else "Nov 21, 2026": a day named within a sentence. */
export function formatDayInText(iso: string, locale: string, thisYear: number): string {
  if (Number(iso.slice(0, 4)) !== thisYear) return formatDay(iso, locale, "medium");
  const format = formatter(`${locale}|in-text`, () => ({
    locale,
    options: { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" },
  }));
  return format.format(new Date(`${iso}T00:00:00Z`));
}

/** "4:55 PM": a moment's time of day in the user's language and a time zone (cached too). */
export function formatTime(moment: Date, locale: string, timeZone: string): string {
  return formatter(`${locale}|time|${timeZone}`, () => ({ locale, options: { timeStyle: "short", timeZone } })).format(
    moment,
  );
}

/** "Nov 26, 2026, 4:55 PM": a moment's day and time in the user's language and a time zone (cached too). */
export function formatMoment(moment: Date, locale: string, timeZone: string): string {
  return formatter(`${locale}|moment|${timeZone}`, () => ({
    locale,
    options: { dateStyle: "medium", timeStyle: "short", timeZone },
  })).format(moment);
}

/** "Nov 26 – Dec 2, 2026": a range of days in the user's language (the year once, where it can). */
export function formatDayRange(from: string, to: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).formatRange(
    new Date(`${from}T00:00:00Z`),
    new Date(`${to}T00:00:00Z`),
  );
}

/** "7:00 AM": an hour of the day in the user's language. */
export function formatHour(hour: number, locale: string): string {
  return formatTime(new Date(Date.UTC(2000, 0, 1, hour)), locale, "UTC");
}

/** "2:30 PM": a time of day written "14:30" (a reminder's), in the user's language. */
export function formatClock(at: string, locale: string): string {
  const [hour = 0, minute = 0] = at.split(":").map(Number);
  return formatTime(new Date(Date.UTC(2000, 0, 1, hour, minute)), locale, "UTC");
}

/** The time `minutes` after "HH:MM", "HH:MM" on the clock (past midnight: the next day's). */
export function clockPlus(at: string, minutes: number): string {
  const [hour = 0, minute = 0] = at.split(":").map(Number);
  const total = (((hour * 60 + minute + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/**
 * "10:00 – 11:30 AM": an objective's time and how long it takes (decision 095), as the page's
 * language writes a span of time ("10:00–11:30 Uhr").
 */
export function formatClockSpan(at: string, minutes: number, locale: string): string {
  const [hour = 0, minute = 0] = at.split(":").map(Number);
  const start = Date.UTC(2000, 0, 1, hour, minute);
  const end = start + minutes * 60_000;
  // Past midnight a span would name both days; Japanese spans spell 時 and 分 where its times do
  // not ("10:00"): there, the two times as the rows write them, joined.
  if (new Date(end).getUTCDate() !== 1 || locale.startsWith("ja")) {
    const dash = locale.startsWith("ja") || locale.startsWith("zh") ? "～" : " – ";
    return `${formatClock(at, locale)}${dash}${formatClock(clockPlus(at, minutes), locale)}`;
  }
  return formatter(`${locale}|time-span`, () => ({
    locale,
    options: { timeStyle: "short", timeZone: "UTC" },
  })).formatRange(start, end);
}

/** "1 hr, 30 min": a length of time in the user's language (decision 095). */
export function formatMinutes(minutes: number, locale: string): string {
  const unit = (name: "hour" | "minute", value: number) =>
    new Intl.NumberFormat(locale, { style: "unit", unit: name, unitDisplay: "short" }).format(value);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [...(hours ? [unit("hour", hours)] : []), ...(rest || !hours ? [unit("minute", rest)] : [])];
  return new Intl.ListFormat(locale, { type: "unit", style: "short" }).format(parts);
}

/**
 * A reminder as rows and feeds carry it (decisions 074, 086): "14:30" goes on its objective's
 * own day ("2:30 PM"), "2031-06-09T18:00" on a day before it ("Jun 9, 6:00 PM").
 */
export function formatReminder(when: string, locale: string): string {
  const { day, at } = reminderWhen(when);
  if (!day) return formatClock(at, locale);
  const format = formatter(`${locale}|reminder`, () => ({
    locale,
    options: { month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: "UTC" },
  }));
  return format.format(new Date(`${day}T${at}:00Z`));
}

/** A reminder as rows carry it, from its objective's day, its time and the days before (the inverse of reminderWhen). */
export function reminderOf(day: string, at: string, daysBefore: number): string {
  return daysBefore ? `${addDays(day, -daysBefore)}T${at}` : at;
}

/** The day (null: the objective's own) and the time of a reminder as rows and feeds carry it. */
export function reminderWhen(when: string): { day: string | null; at: string } {
  const split = when.indexOf("T");
  return split < 0 ? { day: null, at: when } : { day: when.slice(0, split), at: when.slice(split + 1) };
}
