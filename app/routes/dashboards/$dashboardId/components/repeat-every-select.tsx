import { SelectField } from "~/components/field";
import type { FieldErrors } from "~/lib/forms";
import { repeatLabel } from "~/lib/repeat";
import { useTranslation } from "~/lib/use-translation";

/** The intervals offered for a rule of every month ("every 2 months on the first Monday"). */
export const MONTHS = [1, 2, 3, 6];
/** The intervals offered for a rule of one month each year ("every 2 years on the first Monday of June"). */
export const YEARS = [1, 2, 3, 4, 5];

/**
 * How often a rule of chosen days comes back (decision 028): "Every week", "Every 2 weeks"…
 * (`unit` weekly, for days of the week), "Every month", "Every 2 months"… (monthly, for a
 * rule of every month) or "Every year", "Every 2 years"… (yearly, for one of one month each
 * year), as the form value `name`; `choices` are offered, an objective's own interval is added.
 */
export function RepeatEverySelect({
  name,
  unit,
  choices,
  every,
  errors,
}: {
  name: "daysEvery" | "nthEvery" | "mdaysEvery" | "nthYears" | "mdaysYears";
  unit: "weekly" | "monthly" | "yearly";
  choices: readonly number[];
  /** The interval chosen, as a form value ("2"). */
  every: string;
  errors?: FieldErrors[string];
}) {
  const { t, i18n } = useTranslation(["objective", "planner"]);
  const offered = choices.includes(Number(every)) || !/^\d+$/.test(every) ? choices : [...choices, Number(every)];
  return (
    <SelectField label={t("edit.repeatDaysEvery")} hideLabel name={name} defaultValue={every} errors={errors}>
      {offered.map((n) => (
        <option key={n} value={n}>
          {repeatLabel(t, { repeat: unit, every: n }, i18n.language)}
        </option>
      ))}
    </SelectField>
  );
}
