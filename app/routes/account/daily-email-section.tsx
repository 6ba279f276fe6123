import { Form } from "react-router";
import { SelectField } from "~/components/field";
import { formatHour } from "~/lib/dates";
import type { FormFailure } from "~/lib/forms";
import { useTranslation } from "~/lib/use-translation";
import { SettingsSection } from "./settings-section";

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** /settings, Daily email: off, or an hour of the person's time zone, every day or on weekdays (decision 034). */
export function DailyEmailSection({
  hour,
  weekdays,
  zone,
  saved,
  failed,
}: {
  hour: number | null;
  /** Monday to Friday only. */
  weekdays: boolean;
  /** The time zone the hours are in: the saved one, else this browser's (saved on turning on). */
  zone: string;
  saved: boolean;
  failed: FormFailure | undefined;
}) {
  const { t, i18n } = useTranslation("settings");
  const current = failed?.values?.hour ?? (hour === null ? "" : String(hour));
  const onWeekdays = failed ? failed.values?.weekdays !== undefined : weekdays;
  return (
    <SettingsSection id="daily-email" title={t("dailyEmail.title")} lead={t("dailyEmail.lead")}>
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="daily-email" />
        <SelectField
          label={t("dailyEmail.label")}
          name="hour"
          defaultValue={current}
          hint={t(saved ? "dailyEmail.zone" : "dailyEmail.zoneDetected", { zone: zone.replaceAll("_", " ") })}
          errors={failed?.errors?.hour}
        >
          <option value="">{t("dailyEmail.off")}</option>
          {HOURS.map((h) => (
            <option key={h} value={String(h)}>
              {t("dailyEmail.at", { time: formatHour(h, i18n.language) })}
            </option>
          ))}
        </SelectField>
        <label className="inline-flex items-center gap-2">
          <input type="checkbox" name="weekdays" value="true" defaultChecked={onWeekdays} className="size-4" />
          {t("dailyEmail.weekdays")}
        </label>
        <button type="submit" className="btn-primary self-start">
          {t("dailyEmail.save")}
        </button>
      </Form>
    </SettingsSection>
  );
}
