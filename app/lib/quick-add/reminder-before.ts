import { clockPlus } from "../dates";

/**
 * "!30 min before", "!1h before", "!2 Stunden vorher", "!30 min avant", "!1 hora antes",
 * "!30分钟前", "!30分前": one's reminder that long before the objective's time, which moves
 * with it (decisions 074, 094). In every language at once, as "!9:30" is; read before "!9:30",
 * which would take "!1h" for one o'clock. Plain strings, not String.raw (decision 023).
 */
export const REMINDER_BEFORE = new RegExp(
  "(?<![\\p{L}\\p{N}_!！])[!！](\\d{1,3})\\s*" +
    "(?:(minutes|minute|mins|min|m|Minuten|Minute|Min\\.?|minutos|minuto|分钟|分鐘|分)" +
    "|(hours|hour|hrs|hr|h|Stunden|Stunde|Std\\.?|heures|heure|horas|hora|小时|小時|時間))" +
    "\\s*(?:before|earlier|vorher|davor|früher|avant|antes|之前|前)(?![\\p{L}\\p{N}_:])",
  "giu",
);

/** The most a reminder goes before its objective's time: 30 days (private.reminders.minutes_before). */
const MOST = 43_200;

/** A REMINDER_BEFORE match's minutes, or null beyond 30 days. */
export function reminderBeforeOf(match: RegExpMatchArray): number | null {
  const [, amount, minutes] = match;
  const total = Number(amount) * (minutes ? 1 : 60);
  return total <= MOST ? total : null;
}

/** The clock time and days before its objective's day of a reminder `minutes` before `at` ("HH:MM"). */
export function reminderAt(at: string, minutes: number): { at: string; daysBefore: number } {
  const [hour = 0, minute = 0] = at.split(":").map(Number);
  return { at: clockPlus(at, -minutes), daysBefore: Math.max(0, Math.ceil((minutes - hour * 60 - minute) / 1440)) };
}
