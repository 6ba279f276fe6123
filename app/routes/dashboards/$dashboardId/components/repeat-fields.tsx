import { Field, SelectField } from "~/components/field";
import { isoWeekday } from "~/lib/dates";
import type { FieldErrors } from "~/lib/forms";
import { MAX_EVERY, repeatLabel, ruleDays, ruleMonthDays, ruleMonthDaysMonth, type Repeat } from "~/lib/repeat";
import { INTERVAL_UNITS, nthOfDay, nthParts, parseRuleValue, REPEAT_CHOICES, ruleValue } from "~/lib/repeat-value";
import { useTranslation } from "~/lib/use-translation";
import { RepeatDays } from "./repeat-days";
import { RepeatMonthDays } from "./repeat-month-days";
import { RepeatNth } from "./repeat-nth";

interface Props {
  objective: {
    day: string;
    repeat?: Repeat | null;
    repeat_every?: number;
    repeat_from_done?: boolean;
    repeat_until?: string | null;
  };
  /** A refused form's values, kept as typed. */
  values?: Record<string, string>;
  errors?: FieldErrors;
}

/**
 * The edit page's rule (decision 028): one select of the common rules, then what six of its
 * choices need, which CSS shows only while they are chosen (so without JavaScript too): the
 * days of the week and how many weeks apart ("days"), which day of the week (or the last day)
 * each month ("nth": the first Monday) or of one month each year ("nthYear": the last Monday of
 * May), the days of the month ("mdays": the 1st and 15th) or of one month each year
 * ("mdaysYear": the 1st and 15th of March), or a number and a unit ("custom": every 3 weeks). Then whether it counts from the day
 * it is done (decision 041), and its last day, if it has one (decision 028).
 */
export function RepeatFields({ objective, values, errors }: Props) {
  const { t, i18n } = useTranslation(["objective", "planner", "api"]);
  // Monday to Friday every few weeks is chosen days, as the page writes it.
  const ownDays =
    objective.repeat === "weekdays" && (objective.repeat_every ?? 1) > 1 ? [1, 2, 3, 4, 5] : ruleDays(objective.repeat);
  const ownValue = ruleValue({ repeat: objective.repeat, every: objective.repeat_every });
  const ownNth = nthParts(objective.repeat);
  const ownMonthDays = ruleMonthDays(objective.repeat);
  const ownMonthDaysMonth = ruleMonthDaysMonth(objective.repeat);
  const own = ownDays.length
    ? "days"
    : ownMonthDays.length
      ? ownMonthDaysMonth
        ? "mdaysYear"
        : "mdays"
      : ownNth
        ? ownNth.month
          ? "nthYear"
          : "nth"
        : REPEAT_CHOICES.includes(ownValue as never)
          ? ownValue
          : "custom";
  // Its own, or its day's to begin with (the third Tuesday, of its month).
  const nth = { ...nthOfDay(objective.day), ...ownNth };
  // An interval of its own, or every 2 weeks to begin with.
  const unit = INTERVAL_UNITS.find((u) => u === objective.repeat) ?? "weekly";
  const every = own === "custom" ? (objective.repeat_every ?? 2) : 2;
  // Kept as typed; else its own days, or its day's to begin with.
  const weekdays = values
    ? (values.weekday ?? "").split(" ").map(Number)
    : ownDays.length
      ? ownDays
      : [isoWeekday(objective.day)];
  const monthDays = values
    ? (values.monthDay ?? "").split(" ").map(Number)
    : ownMonthDays.length
      ? ownMonthDays
      : [Number(objective.day.slice(8))];
  const label = (value: string) => {
    if (value === "days") return t("edit.repeatDays");
    if (value === "custom") return t("edit.repeatCustom");
    if (value === "nth") return t("edit.repeatNth");
    if (value === "nthYear") return t("edit.repeatNthYear");
    if (value === "mdays") return t("edit.repeatMonthDays");
    if (value === "mdaysYear") return t("edit.repeatMonthDaysYear");
    const rule = parseRuleValue(value);
    return rule ? repeatLabel(t, rule, i18n.language) : t("repeat.none");
  };
  return (
    <>
      <SelectField
        label={t("repeat.label")}
        name="repeat"
        defaultValue={values?.repeat ?? own}
        hint={t("repeat.hint")}
        errors={errors?.repeat}
      >
        {[
          ...REPEAT_CHOICES.slice(0, 3),
          "days",
          ...REPEAT_CHOICES.slice(3, 6),
          "nth",
          "mdays",
          ...REPEAT_CHOICES.slice(6),
          "nthYear",
          "mdaysYear",
          "custom",
        ].map((value) => (
          <option key={value} value={value}>
            {label(value)}
          </option>
        ))}
      </SelectField>
      <RepeatDays
        checked={weekdays}
        every={values?.daysEvery ?? String(ownDays.length ? (objective.repeat_every ?? 1) : 1)}
        errors={errors?.daysEvery}
      />
      <RepeatMonthDays
        checked={monthDays}
        month={values?.mdaysMonth ?? String(ownMonthDaysMonth ?? Number(objective.day.slice(5, 7)))}
        every={values?.mdaysEvery ?? String(own === "mdays" ? (objective.repeat_every ?? 1) : 1)}
        years={values?.mdaysYears ?? String(own === "mdaysYear" ? (objective.repeat_every ?? 1) : 1)}
        errors={errors?.mdaysEvery}
        yearsErrors={errors?.mdaysYears}
      />
      <RepeatNth
        which={values ? (values.nth ?? "").split(" ") : (ownNth?.which ?? [nth.n]).map(String)}
        weekday={values?.nthDay ?? String(nth.weekday)}
        month={values?.nthMonth ?? String(nth.month)}
        every={values?.nthEvery ?? String(own === "nth" ? (objective.repeat_every ?? 1) : 1)}
        years={values?.nthYears ?? String(own === "nthYear" ? (objective.repeat_every ?? 1) : 1)}
        errors={errors?.nth}
        everyErrors={errors?.nthEvery}
        yearsErrors={errors?.nthYears}
      />
      <fieldset className="repeat-every">
        <legend className="text-sm font-medium">{t("edit.repeatEvery")}</legend>
        <div className="flex items-start gap-2">
          <div className="w-24">
            <Field
              label={t("edit.repeatEveryNumber")}
              hideLabel
              name="every"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_EVERY}
              defaultValue={values?.every ?? String(every)}
              errors={errors?.every}
            />
          </div>
          <SelectField
            label={t("edit.repeatEveryUnit")}
            hideLabel
            name="unit"
            defaultValue={values?.unit ?? unit}
            errors={errors?.unit}
          >
            {INTERVAL_UNITS.map((u) => (
              <option key={u} value={u}>
                {t(`edit.unit.${u}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>
      {/* Without a rule it means nothing: CSS hides it while "Does not repeat" is chosen. */}
      <div className="from-done">
        <label className="inline-flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            name="fromDone"
            value="true"
            defaultChecked={values ? values.fromDone !== undefined : objective.repeat_from_done}
            aria-describedby="from-done-hint"
            className="size-4"
          />
          {t("repeat.fromDoneLabel")}
        </label>
        <p id="from-done-hint" className="text-xs text-neutral-600 dark:text-neutral-400">
          {t("repeat.fromDoneHint")}
        </p>
      </div>
      {/* Hidden with the box while it does not repeat; empty: no end. */}
      <div className="repeat-until">
        <Field
          label={t("repeat.untilLabel")}
          name="repeatUntil"
          type="date"
          min={objective.day}
          defaultValue={values ? (values.repeatUntil ?? "") : (objective.repeat_until ?? "")}
          hint={t("repeat.untilHint")}
          errors={errors?.repeatUntil}
        />
      </div>
    </>
  );
}
