import type { FieldErrors } from "~/lib/forms";
import { WEEK_START, weekdayNames } from "~/lib/week-start";
import { useTranslation } from "~/lib/use-translation";
import { RepeatEverySelect } from "./repeat-every-select";

/** The intervals offered for chosen days ("every 2 weeks on Mon and Thu"); an objective's own is added. */
const WEEKS = [1, 2, 3, 4];

/**
 * The days of the week a rule "on chosen days" comes back on (decision 028): how often (every
 * week, every 2 weeks…: `daysEvery`), then seven checkboxes drawn as round toggles, from the
 * first day of the reader's week. CSS shows them while the Repeat select says so, with
 * JavaScript off too.
 */
export function RepeatDays({
  checked,
  every,
  errors,
}: {
  checked: readonly number[];
  /** The interval chosen, in weeks, as a form value ("2"). */
  every: string;
  errors?: FieldErrors[string];
}) {
  const { t, i18n } = useTranslation(["objective", "planner"]);
  const short = new Intl.DateTimeFormat(i18n.language, { weekday: "short", timeZone: "UTC" });
  const long = weekdayNames(i18n.language);
  const first = WEEK_START[i18n.language];
  // ISO numbers from the week's first day; 1 January 2024 was a Monday.
  const days = Array.from({ length: 7 }, (_, i) => ((first - 1 + i) % 7) + 1);
  return (
    <fieldset className="repeat-days">
      <legend className="text-sm font-medium">{t("edit.repeatDaysLegend")}</legend>
      <div className="mb-2 max-w-56">
        <RepeatEverySelect name="daysEvery" unit="weekly" choices={WEEKS} every={every} errors={errors} />
      </div>
      <div className="grid max-w-sm grid-cols-7 gap-1">
        {days.map((d) => (
          <label key={d} className="day-toggle">
            <input
              type="checkbox"
              name="weekday"
              value={d}
              defaultChecked={checked.includes(d)}
              className="day-toggle-input"
            />
            <span aria-hidden>{short.format(Date.UTC(2024, 0, d))}</span>
            <span className="sr-only">{long[d - 1]!.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
