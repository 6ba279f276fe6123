import { SelectField } from "~/components/field";
import { useTranslation } from "~/lib/use-translation";

/** The month (1 to 12) of a rule of one month each year, by name: "nthMonth" or "mdaysMonth". */
export function RepeatMonthSelect({ name, month }: { name: "nthMonth" | "mdaysMonth"; month: string }) {
  const { t, i18n } = useTranslation("objective");
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: "long", timeZone: "UTC" });
  return (
    <SelectField label={t("edit.repeatNthMonth")} hideLabel name={name} defaultValue={month}>
      {Array.from({ length: 12 }, (_, i) => (
        <option key={i} value={i + 1}>
          {monthName.format(Date.UTC(2024, i, 1))}
        </option>
      ))}
    </SelectField>
  );
}
