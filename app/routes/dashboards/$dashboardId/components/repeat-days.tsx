import { WEEK_START, weekdayNames } from "~/lib/week-start";
import { useTranslation } from "~/lib/use-translation";

/**
 * The days of the week a rule "on chosen days" comes back on (decision 028): seven
 * checkboxes drawn as round toggles, from the first day of the reader's week. CSS shows
 * them while the Repeat select says so, with JavaScript off too.
 */
export function RepeatDays({ checked }: { checked: readonly number[] }) {
  const { t, i18n } = useTranslation("objective");
  const short = new Intl.DateTimeFormat(i18n.language, { weekday: "short", timeZone: "UTC" });
  const long = weekdayNames(i18n.language);
  const first = WEEK_START[i18n.language];
  // ISO numbers from the week's first day; 1 January 2024 was a Monday.
  const days = Array.from({ length: 7 }, (_, i) => ((first - 1 + i) % 7) + 1);
  return (
    <fieldset className="repeat-days">
      <legend className="text-sm font-medium">{t("edit.repeatDaysLegend")}</legend>
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
