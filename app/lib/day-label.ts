import { addDays, formatDay } from "./dates";

/**
 * The heading of a list's day: "Today", "Yesterday", else the day in full, in the reader's
 * language (activity, notifications, what one completed). `t` is the board namespace's.
 */
export function dayLabel(
  day: string,
  today: string,
  t: (key: "activity.today" | "activity.yesterday") => string,
  lng: string,
): string {
  if (day === today) return t("activity.today");
  if (day === addDays(today, -1)) return t("activity.yesterday");
  return formatDay(day, lng);
}
