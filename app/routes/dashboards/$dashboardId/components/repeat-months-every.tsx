import { SelectField } from "~/components/field";
import type { FieldErrors } from "~/lib/forms";
import { repeatLabel } from "~/lib/repeat";
import { useTranslation } from "~/lib/use-translation";

/** The intervals offered for a rule of every month ("every 2 months on the first Monday"); an objective's own is added. */
const MONTHS = [1, 2, 3, 6];

/**
 * How often a rule of every month comes back (decision 028's amendment): every month, every 2
 * months… as `name` ("nthEvery", "mdaysEvery"). Its parent shows it for the rule of every
 * month only, not of one month each year.
 */
export function RepeatMonthsEvery({
  name,
  every,
  errors,
}: {
  name: "nthEvery" | "mdaysEvery";
  /** The interval chosen, in months, as a form value ("2"). */
  every: string;
  errors?: FieldErrors[string];
}) {
  const { t, i18n } = useTranslation(["objective", "planner"]);
  const months = MONTHS.includes(Number(every)) || !/^\d+$/.test(every) ? MONTHS : [...MONTHS, Number(every)];
  return (
    <SelectField label={t("edit.repeatDaysEvery")} hideLabel name={name} defaultValue={every} errors={errors}>
      {months.map((n) => (
        <option key={n} value={n}>
          {repeatLabel(t, { repeat: "monthly", every: n }, i18n.language)}
        </option>
      ))}
    </SelectField>
  );
}
