import { FieldMessages, SelectField } from "~/components/field";
import type { FieldErrors } from "~/lib/forms";
import { workdayOrdinal } from "~/lib/repeat";
import { MAX_NTH_WORKDAY } from "~/lib/repeat-value";
import { WEEK_START, weekdayNames } from "~/lib/week-start";
import { useTranslation } from "~/lib/use-translation";
import { RepeatMonthSelect } from "./repeat-month-select";
import { MONTHS, RepeatEverySelect, YEARS } from "./repeat-every-select";

/**
 * The first to the fourth, then the last: which ones an "nth:" rule names; of a working day,
 * the 5th to the 20th between them too (CSS shows those only while "workday" is chosen), and
 * of a day of the week of every month the fifth (CSS hides it for any day and for one month).
 */
const WHICH = ["1", "2", "3", "4", ...Array.from({ length: MAX_NTH_WORKDAY - 4 }, (_, i) => String(i + 5)), "-1"];
const workdayOnly = (n: string) => Number(n) > 5;

/**
 * Which day of the week each month a rule comes back on (decision 028): "the first Monday",
 * "the last Friday", several ("the second and fourth Tuesday"), or of a working day up to the
 * 20th ("the 5th workday"): toggles for which ones and a select for the day, after a legend
 * that reads into them; for "nthYear" a third, the month ("the last Monday of May"), every so
 * many years. CSS shows them, the month and the legend that fits while the Repeat select says so,
 * with JavaScript off too.
 */
export function RepeatNth({
  which,
  weekday,
  month,
  every,
  years,
  errors,
  everyErrors,
  yearsErrors,
}: {
  which: readonly string[];
  weekday: string;
  month: string;
  /** Every so many months, as a form value ("2"): of every month only. */
  every: string;
  /** Every so many years, as a form value ("2"): of one month each year only. */
  years: string;
  errors?: FieldErrors[string];
  everyErrors?: FieldErrors[string];
  yearsErrors?: FieldErrors[string];
}) {
  const { t, i18n } = useTranslation("objective");
  const names = weekdayNames(i18n.language);
  const first = WEEK_START[i18n.language];
  // ISO numbers from the week's first day.
  const days = Array.from({ length: 7 }, (_, i) => ((first - 1 + i) % 7) + 1);
  return (
    <fieldset className="repeat-nth" aria-describedby={errors?.length ? "repeat-nth-error" : undefined}>
      {/* One legend shows: display none leaves the other out of the group's name. */}
      <legend className="text-sm font-medium">
        <span className="nth-monthly">{t("edit.repeatNthLegend")}</span>
        <span className="nth-yearly">{t("edit.repeatNthYearLegend")}</span>
      </legend>
      <div className="nth-monthly max-w-56">
        <RepeatEverySelect name="nthEvery" unit="monthly" choices={MONTHS} every={every} errors={everyErrors} />
      </div>
      <div className="nth-yearly max-w-56">
        <RepeatEverySelect name="nthYears" unit="yearly" choices={YEARS} every={years} errors={yearsErrors} />
      </div>
      <div className="flex flex-wrap items-start gap-2">
        <div role="group" aria-label={t("edit.repeatNthWhich")} className="flex flex-wrap gap-1">
          {WHICH.map((n) => (
            <label
              key={n}
              className={`day-toggle px-3${workdayOnly(n) ? " nth-workday" : n === "5" ? " nth-fifth" : ""}`}
            >
              <input
                type="checkbox"
                name="nth"
                value={n}
                defaultChecked={which.includes(n)}
                aria-invalid={errors?.length ? true : undefined}
                className="day-toggle-input"
              />
              {workdayOnly(n) ? (
                workdayOrdinal(Number(n), i18n.language)
              ) : n === "5" ? (
                // "fifth" beside "first" to "fourth"; "5th" beside "6th" of a working day.
                <>
                  <span className="nth-fifth-word">{t("edit.nth.5")}</span>
                  <span className="nth-fifth-figure">{workdayOrdinal(5, i18n.language)}</span>
                </>
              ) : (
                t(`edit.nth.${n}`)
              )}
            </label>
          ))}
        </div>
        <SelectField label={t("edit.repeatNthDay")} hideLabel name="nthDay" defaultValue={weekday}>
          {days.map((d) => (
            <option key={d} value={d}>
              {names[d - 1]!.name}
            </option>
          ))}
          {/* Any day: "the last day" of the month. */}
          <option value="0">{t("edit.repeatNthAnyDay")}</option>
          {/* A working day, Monday to Friday: "the last workday" of the month. */}
          <option value="8">{t("edit.repeatNthWorkday")}</option>
        </SelectField>
        <div className="nth-yearly">
          <RepeatMonthSelect name="nthMonth" month={month} />
        </div>
      </div>
      <FieldMessages id="repeat-nth-error" errors={errors} />
    </fieldset>
  );
}
