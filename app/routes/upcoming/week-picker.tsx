import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { useTranslation } from "~/lib/use-translation";

const GO_DELAY_MS = 700;

/**
 * /upcoming's seven days from any day (a GET form, `?from=`, "Assigned to me" kept), as the
 * day view's date field (day-nav.tsx) goes to any day: with JavaScript a picked date opens
 * by itself, after a pause, so typing a year digit by digit goes to that year once; Enter
 * still submits, and "Go" stays for keyboard users (visible when it has the focus). Not
 * shared with the day view on purpose: a module both pages import became a chunk of its
 * own, 282 bytes more for the day view's first visit (issue 12's 100 KB).
 */
export function WeekPicker({ from, mine, min }: { from: string; mine: boolean; min: string }) {
  const { t } = useTranslation("planner");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const goSoon = (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (input.isConnected && input.value && input.value !== from && input.checkValidity())
        input.form?.requestSubmit();
    }, GO_DELAY_MS);
  };
  return (
    <Form method="get" className="flex items-center gap-2">
      {mine ? <input type="hidden" name="marker" value="me" /> : null}
      <label htmlFor="day-picker" className="sr-only">
        {t("day.pick")}
      </label>
      <input
        id="day-picker"
        type="date"
        name="from"
        defaultValue={from}
        min={min}
        required
        className="input w-auto py-1.5"
        onChange={goSoon}
      />
      <button type="submit" className="btn-secondary js:sr-only js:focus:not-sr-only">
        {t("day.go")}
      </button>
    </Form>
  );
}
