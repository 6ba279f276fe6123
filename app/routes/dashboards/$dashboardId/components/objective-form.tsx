import { useState } from "react";
import { Form, href, Link } from "react-router";
import { Field, SelectField, TextareaField } from "~/components/field";
import { OutLink } from "~/components/rich-text";
import type { ObjectivePage } from "~/lib/data-api";
import { formatMinutes } from "~/lib/dates";
import type { FieldErrors } from "~/lib/forms";
import { linksIn } from "~/lib/rich-text";
import { useTranslation } from "~/lib/use-translation";
import { OBJECTIVE_DESCRIPTION, OBJECTIVE_TITLE } from "../fields";
import { DayPicks } from "./day-picks";
import { RepeatFields } from "./repeat-fields";
import { ToggleChip } from "./toggle-chip";

const PRIORITIES = [1, 2, 3, 4] as const;

/** The lengths offered (decision 095), with the one it has if another (quick add's "10:00-10:50"). */
const DURATIONS = [15, 30, 45, 60, 90, 120, 150, 180, 240, 300, 360, 480, 720];
const durationChoices = (current: number | null | undefined) =>
  current && !DURATIONS.includes(current) ? [...DURATIONS, current].sort((a, b) => a - b) : DURATIONS;

interface Props {
  objective: ObjectivePage["objective"];
  dashboard: ObjectivePage["dashboard"];
  /** The caller's dashboards it may move to (decision 039). */
  dashboards: ObjectivePage["dashboards"];
  markers: ObjectivePage["markers"];
  members: ObjectivePage["members"];
  me: ObjectivePage["me"];
  /** The reader's today, for the Day field's quick days. */
  today: string;
  /** The list it was opened from (/today, /upcoming), where Cancel goes back. */
  back: string | null;
  /** A refused save's values, kept as typed, and its refusals. */
  values?: Record<string, string>;
  errors?: FieldErrors;
}

/**
 * The objective's edit form: title, description (and the links in both), dashboard, day (with its quick days),
 * priority, assignee, how it repeats, and its filters; Save, or Cancel back to where it was
 * opened from. The deadline, beside the day, is the day it must be done by (decision 072); the
 * time of its day has how long it takes beside it (decisions 093, 095).
 */
export function ObjectiveForm({
  objective,
  dashboard,
  dashboards,
  markers,
  members,
  me,
  today,
  back,
  values,
  errors,
}: Props) {
  const { t, i18n } = useTranslation(["objective", "planner", "api"]);
  const chosen = values ? [] : objective.markers;
  // The Day field's day as it is now, for its quick days (the field itself stays the form's).
  const [day, setDay] = useState(values?.day ?? objective.day);
  // Its saved title's and description's links, to follow from here (decision 084): the fields
  // show them as typed.
  const links = linksIn(`${objective.title}\n${objective.description ?? ""}`);
  return (
    <Form method="post" className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="save" />
      <Field
        label={t("edit.fieldTitle")}
        name="title"
        defaultValue={values?.title ?? objective.title}
        errors={errors?.title}
        {...OBJECTIVE_TITLE}
      />
      <TextareaField
        label={t("edit.description")}
        name="description"
        rows={4}
        hint={t("edit.descriptionHint")}
        defaultValue={values?.description ?? objective.description ?? ""}
        errors={errors?.description}
        {...OBJECTIVE_DESCRIPTION}
      />
      {links.length ? (
        <div className="flex flex-col gap-1 text-sm">
          <h3 id="objective-links" className="font-medium">
            {t("edit.links")}
          </h3>
          <ul aria-labelledby="objective-links" className="flex flex-col gap-1">
            {links.map((link) => (
              <li key={link.href} className="min-w-0">
                <OutLink href={link.href}>{link.text}</OutLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {/* Moving it needs another dashboard of one's own (decision 039). */}
      {dashboards.length > 1 ? (
        <SelectField
          label={t("edit.dashboard")}
          name="dashboard"
          defaultValue={values?.dashboard ?? dashboard.id}
          hint={t("edit.dashboardHint")}
          errors={errors?.dashboard}
        >
          {dashboards.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <Field
        label={t("edit.day")}
        name="day"
        type="date"
        defaultValue={values?.day ?? objective.day}
        errors={errors?.day}
        onInput={(event) => setDay(event.currentTarget.value)}
        required
      />
      <DayPicks today={today} name="day" value={day} onPick={setDay} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t("edit.time")}
          name="at"
          type="time"
          defaultValue={values ? (values.at ?? "") : (objective.at ?? "")}
          hint={t("edit.timeHint")}
          errors={errors?.at}
        />
        <SelectField
          label={t("edit.duration")}
          name="minutes"
          defaultValue={values ? (values.minutes ?? "") : String(objective.minutes ?? "")}
          hint={t("edit.durationHint")}
          errors={errors?.minutes}
        >
          <option value="">{t("edit.durationNone")}</option>
          {durationChoices(objective.minutes).map((minutes) => (
            <option key={minutes} value={minutes}>
              {formatMinutes(minutes, i18n.language)}
            </option>
          ))}
        </SelectField>
      </div>
      <Field
        label={t("edit.deadline")}
        name="deadline"
        type="date"
        defaultValue={values ? (values.deadline ?? "") : (objective.deadline ?? "")}
        hint={t("edit.deadlineHint")}
        errors={errors?.deadline}
      />
      <SelectField
        label={t("priority.label")}
        name="priority"
        defaultValue={values?.priority ?? String(objective.priority ?? 4)}
        hint={t("priority.hint")}
        errors={errors?.priority}
      >
        {PRIORITIES.map((p) => (
          <option key={p} value={p}>
            {t(`priority.o${p}`)}
          </option>
        ))}
      </SelectField>
      {/* Alone on the dashboard, there is nobody else to give it to. */}
      {members.length > 1 || objective.assignee ? (
        <SelectField
          label={t("assignee.label")}
          name="assignee"
          defaultValue={values?.assignee ?? objective.assignee ?? "none"}
          hint={t("assignee.hint")}
          errors={errors?.assignee}
        >
          <option value="none">{t("assignee.nobody")}</option>
          {members.map((m) => (
            <option key={m.id} value={m.id}>
              {m.id === me ? t("assignee.you", { name: m.name }) : m.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <RepeatFields objective={objective} values={values} errors={errors} />
      {markers.length ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">{t("filter.legend")}</legend>
          <div className="flex flex-wrap gap-2 text-sm">
            {markers.map((m) => (
              <ToggleChip key={m.id} marker={m} checked={chosen.includes(m.id)} />
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary">
          {t("edit.save")}
        </button>
        <Link
          to={back ?? `${href("/dashboards/:dashboardId", { dashboardId: dashboard.id })}?day=${objective.day}`}
          className="btn-secondary"
        >
          {t("cancel")}
        </Link>
      </div>
    </Form>
  );
}
