import { addDays } from "./dates";

/** How a deadline stands on a day: gone by, today, or still to come (decision 072). */
export type DeadlineState = "missed" | "today" | "ahead";

export const deadlineState = (deadline: string, today: string): DeadlineState =>
  deadline < today ? "missed" : deadline === today ? "today" : "ahead";

// Made once per language and form, as dates.ts's: a hundred rows would make a hundred.
const formatters = new Map<string, Intl.DateTimeFormat>();
const format = (lng: string, form: "weekday" | "month" | "year") => {
  const key = `${lng}|deadline-${form}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(
      lng,
      form === "weekday"
        ? { weekday: "short", timeZone: "UTC" }
        : form === "month"
          ? { month: "short", day: "numeric", timeZone: "UTC" }
          : { dateStyle: "medium", timeZone: "UTC" },
    );
    formatters.set(key, made);
  }
  return made;
};

/**
 * A deadline as a row shows it, short: "Today", "Tomorrow", "Yesterday", a weekday in the
 * week to come ("Fri"), else its day ("Dec 10"), with the year when not this one. `t` gives
 * the three words in the reader's language.
 */
export function deadlineText(
  deadline: string,
  today: string,
  lng: string,
  t: (key: "deadline.today" | "deadline.tomorrow" | "deadline.yesterday") => string,
): string {
  if (deadline === today) return t("deadline.today");
  if (deadline === addDays(today, 1)) return t("deadline.tomorrow");
  if (deadline === addDays(today, -1)) return t("deadline.yesterday");
  const at = new Date(`${deadline}T00:00:00Z`);
  if (deadline > today && deadline < addDays(today, 7)) return format(lng, "weekday").format(at);
  return format(lng, deadline.slice(0, 4) === today.slice(0, 4) ? "month" : "year").format(at);
}
