import { formatClock, formatClockSpan } from "~/lib/dates";
import { useTranslation } from "~/lib/use-translation";

/**
 * An objective's time of day before its title (decision 093): "3:00 PM" or "15:00" as the
 * page's language writes it, on the wall clock (no zone), so a day's timed rows read as an
 * agenda; with how long it takes, the span ("10:00 – 11:30 AM", decision 095). Read out before
 * the title, as it is seen.
 */
export function RowTime({ at, minutes }: { at: string; minutes?: number | null }) {
  const { i18n } = useTranslation("planner");
  return (
    <time className="row-at" dateTime={at}>
      {minutes ? formatClockSpan(at, minutes, i18n.language) : formatClock(at, i18n.language)}
    </time>
  );
}
