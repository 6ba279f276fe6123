import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Form, Link } from "react-router";
import { addDays, formatDay } from "~/lib/dates";
import { Icon } from "~/components/icons";
import { DayShortcuts } from "./day-shortcuts";

const GO_DELAY_MS = 700;

function dayUrl(day: string, filter: string[]) {
  const params = new URLSearchParams({ day });
  for (const id of filter) params.append("marker", id);
  return `?${params}`;
}

/**
 * Previous day, today, next day, a date field that jumps to any day (GET), and "Select"
 * (several objectives at once, decision 062) when there is something to select.
 */
export function DayNav({
  day,
  today,
  filter,
  selectable = false,
  layouts,
  shortcuts = "day",
}: {
  day: string;
  today: string;
  filter: string[];
  selectable?: boolean;
  /** The layout switch, beside the day's name (decision 098). */
  layouts?: React.ReactNode;
  shortcuts?: "day" | "dayHours";
}) {
  const { t, i18n } = useTranslation("planner");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A pause after the last change, so typing a year digit by digit goes to that year once.
  const goSoon = (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (input.isConnected && input.value && input.value !== day && input.checkValidity()) input.form?.requestSubmit();
    }, GO_DELAY_MS);
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        {/* Weekdays are lower case in some languages ("quinta-feira"): the first letter is raised. */}
        <h2 className="text-xl font-semibold first-letter:uppercase" aria-live="polite">
          {day === today
            ? t("day.todayHeading", { date: formatDay(day, i18n.language) })
            : formatDay(day, i18n.language)}
        </h2>
        {layouts}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Link to={dayUrl(addDays(day, -1), filter)} className="btn-secondary px-2" rel="prev" data-day-link="previous">
          <Icon name="chevron-left" className="size-4" />
          <span className="max-sm:sr-only">{t("day.previous")}</span>
        </Link>
        <Link to={dayUrl(today, filter)} className="btn-secondary" aria-current={day === today ? "date" : undefined}>
          {t("day.today")}
        </Link>
        <Link to={dayUrl(addDays(day, 1), filter)} className="btn-secondary px-2" rel="next" data-day-link="next">
          <span className="max-sm:sr-only">{t("day.next")}</span>
          <Icon name="chevron-right" className="size-4" />
        </Link>
        <Form method="get" className="flex items-center gap-2">
          {filter.map((id) => (
            <input key={id} type="hidden" name="marker" value={id} />
          ))}
          <label htmlFor="day-picker" className="sr-only">
            {t("day.pick")}
          </label>
          <input
            id="day-picker"
            type="date"
            name="day"
            defaultValue={day}
            required
            className="input w-auto py-1.5"
            onChange={goSoon}
          />
          {/* With JavaScript, a picked date opens by itself; Enter still submits, and the
              button stays for keyboard users (visible when it has the focus). */}
          <button type="submit" className="btn-secondary js:sr-only js:focus:not-sr-only">
            {t("day.go")}
          </button>
        </Form>
        <DayShortcuts scope={shortcuts} />
        {selectable ? (
          // On a phone a tick mark, to keep the toolbar on one line.
          <Link to={`select${dayUrl(day, filter)}`} className="btn-secondary ml-auto max-sm:px-2">
            <Icon name="check" className="size-4 sm:hidden" />
            <span className="max-sm:sr-only">{t("day.select")}</span>
          </Link>
        ) : null}
      </div>
    </div>
  );
}
