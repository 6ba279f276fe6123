import { monthDayWord } from "~/lib/repeat";
import { useTranslation } from "~/lib/use-translation";
import { RepeatMonthSelect } from "./repeat-month-select";
import { MONTHS, RepeatEverySelect, YEARS } from "./repeat-every-select";
import type { FieldErrors } from "~/lib/forms";

/**
 * The days of the month a rule "on chosen days of the month" comes back on (decision 028):
 * 31 checkboxes drawn as round toggles, a week to a line as on a calendar, each named by its
 * day as a date says it ("15th"); for "mdaysYear" a month first, whose days they are ("the
 * 1st and 15th of March"), and every so many years. CSS shows them, the month and the legend
 * that fits while the Repeat select says so, with JavaScript off too.
 */
export function RepeatMonthDays({
  checked,
  month,
  every,
  years,
  errors,
  yearsErrors,
}: {
  checked: readonly number[];
  month: string;
  /** Every so many months, as a form value ("2"): of every month only. */
  every: string;
  /** Every so many years, as a form value ("2"): of one month each year only. */
  years: string;
  errors?: FieldErrors[string];
  yearsErrors?: FieldErrors[string];
}) {
  const { t, i18n } = useTranslation("objective");
  return (
    <fieldset className="repeat-month-days" aria-describedby="repeat-month-days-hint">
      {/* One legend shows: display none leaves the other out of the group's name. */}
      <legend className="text-sm font-medium">
        <span className="mdays-monthly">{t("edit.repeatMonthDaysLegend")}</span>
        <span className="mdays-yearly">{t("edit.repeatMonthDaysYearLegend")}</span>
      </legend>
      <div className="mdays-monthly max-w-56">
        <RepeatEverySelect name="mdaysEvery" unit="monthly" choices={MONTHS} every={every} errors={errors} />
      </div>
      {/* The class that hides it sets no display of its own: a "flex" beside it would win. */}
      <div className="mdays-yearly">
        <div className="flex flex-wrap gap-2">
          {/* "Repeats on these days of [March], [every 2 years]": the month reads on from the legend. */}
          <div className="w-48">
            <RepeatMonthSelect name="mdaysMonth" month={month} />
          </div>
          <div className="w-48">
            <RepeatEverySelect name="mdaysYears" unit="yearly" choices={YEARS} every={years} errors={yearsErrors} />
          </div>
        </div>
      </div>
      <div className="grid max-w-sm grid-cols-7 gap-1">
        {Array.from({ length: 31 }, (_, i) => i + 1).map((d) => (
          <label key={d} className="day-toggle">
            <input
              type="checkbox"
              name="monthDay"
              value={d}
              defaultChecked={checked.includes(d)}
              className="day-toggle-input"
            />
            <span aria-hidden>{d}</span>
            <span className="sr-only">{monthDayWord(d, i18n.language)}</span>
          </label>
        ))}
      </div>
      <p id="repeat-month-days-hint" className="text-xs text-neutral-600 dark:text-neutral-400">
        {t("edit.repeatMonthDaysHint")}
      </p>
    </fieldset>
  );
}
