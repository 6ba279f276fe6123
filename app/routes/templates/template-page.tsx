import { useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Field, FormErrors } from "~/components/field";
import { Icon } from "~/components/icons";
import type { IsoDay, Priority } from "~/lib/data-api";
import { addDays, formatDayInText, isIsoDate } from "~/lib/dates";
import type { FormFailure } from "~/lib/forms";
import { chipClass } from "~/lib/marker-colors";
import { useHydrated } from "~/lib/use-hydrated";
import { useTranslation } from "~/lib/use-translation";
import { DASHBOARD_NAME } from "../dashboards/fields";
import { PriorityFlag } from "../dashboards/$dashboardId/components/priority-flag";
import { IntoForm } from "./template-into";

/** One objective of a template's preview, dated from the start day. */
export interface PreviewItem {
  key: string;
  /** "Day 3", or its rule ("Every Wed and Sat"). */
  when: string;
  day: IsoDay;
  title: string;
  priority?: Priority;
  chips: { name: string; color: string }[];
  steps: string[];
}

/**
 * A template's page, the app's or one's own (decisions 091, 092): its header, what it adds in
 * the order of its days from the start day, and the forms that make a dashboard of it or add
 * it to one the reader has. With JavaScript the preview's dates follow the start field.
 */
export function TemplatePage({
  header,
  items,
  note,
  defaultName,
  lastDay,
  start: today,
  requestId,
  dashboards,
  into,
  answer,
  aside,
}: {
  header: ReactNode;
  items: (start: IsoDay) => PreviewItem[];
  /** What is said under the list of the start day's year (a template's note). */
  note?: (year: number) => ReactNode;
  defaultName: string;
  /** Its last objective's day after its first: a plan over days may be planned back from its end. */
  lastDay: number;
  start: IsoDay;
  requestId: string;
  dashboards: { id: string; name: string }[];
  /** The dashboard it is for, when reached from its settings: its form opens on it. */
  into: string | null;
  answer: FormFailure | undefined;
  /** Under the forms: what else the page offers (one's own template's rename and delete). */
  aside?: ReactNode;
}) {
  const { t } = useTranslation("templates");
  const busy = useNavigation().state === "submitting";
  const typed = answer?.values;
  // Which form was refused: the one adding to a dashboard one has, or the new dashboard's.
  const refusedInto = typed?.intent === "into";
  const own = typed?.intent ? undefined : answer;
  // The day a form will start it on: with JavaScript the preview dates its rows by it, or
  // back from the day its last one lands on when that is chosen.
  const [start, setStart] = useState(typed?.start && isIsoDate(typed.start) ? typed.start : today);
  const [end, setEnd] = useState(typed?.end && isIsoDate(typed.end) ? typed.end : "");
  // The two fields agree: a finish day shows its start day in "Start on"; a start day chosen
  // afterwards empties "Or finish on" (the server plans from a finish day when there is one).
  const other = (input: HTMLInputElement, name: string) =>
    input.form?.elements.namedItem(name) as HTMLInputElement | null;
  const follow = (event: React.ChangeEvent<HTMLInputElement>) => {
    if (!isIsoDate(event.currentTarget.value)) return;
    setStart(event.currentTarget.value);
    const finish = other(event.currentTarget, "end");
    if (finish) finish.value = "";
    setEnd("");
  };
  const followEnd = (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = isIsoDate(event.currentTarget.value) ? event.currentTarget.value : "";
    setEnd(value);
    const from = other(event.currentTarget, "start");
    const first = value && addDays(value, -lastDay);
    // Not a day gone (the field's minimum would stop the form; the server says why instead).
    if (first && from && first >= today) from.value = first;
  };
  const first = end ? addDays(end, -lastDay) : start;
  const hydrated = useHydrated();
  return (
    <div className="flex flex-col gap-6">
      {header}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <TemplatePreview items={items(first)} start={first} dated={hydrated}>
          {note?.(Number(first.slice(0, 4)))}
        </TemplatePreview>
        <div className="flex flex-col gap-4 lg:sticky lg:top-4">
          <Form
            method="post"
            className="flex flex-col gap-4 rounded-xl border border-neutral-200 p-5 dark:border-neutral-800"
          >
            <h2 className="text-lg font-semibold">{t("form.heading")}</h2>
            <input type="hidden" name="requestId" value={requestId} />
            <FormErrors errors={own?.errors?._form} />
            <Field
              label={t("form.name")}
              name="name"
              defaultValue={own?.values.name ?? defaultName}
              errors={own?.errors?.name}
              {...DASHBOARD_NAME}
            />
            <Field
              label={t("form.start")}
              hint={t("form.startHint")}
              name="start"
              type="date"
              required
              defaultValue={own?.values.start ?? today}
              min={today}
              onChange={follow}
              errors={own?.errors?.start}
            />
            {lastDay > 0 ? (
              <Field
                label={t("form.end")}
                hint={t("form.endHint")}
                name="end"
                type="date"
                defaultValue={own?.values.end ?? ""}
                min={addDays(today, lastDay)}
                onChange={followEnd}
                errors={own?.errors?.end}
              />
            ) : null}
            <button type="submit" className="btn-primary self-start" disabled={busy}>
              <Icon name="plus" className="size-4" />
              {t("form.submit")}
            </button>
          </Form>
          {dashboards.length ? (
            <IntoForm
              dashboards={dashboards}
              start={today}
              requestId={requestId}
              refused={refusedInto ? answer : undefined}
              chosen={into}
              onStart={follow}
            />
          ) : null}
          {aside}
        </div>
      </div>
    </div>
  );
}

/**
 * What the template adds: its objectives in the order of their days from `start` (a day's in
 * the template's order), each with its day or rule, steps and filters; `dated`, each with its
 * date too (it follows the form's field, which only JavaScript can: without it the page shows
 * the days' numbers alone).
 */
function TemplatePreview({
  items,
  start,
  dated,
  children,
}: {
  items: PreviewItem[];
  start: IsoDay;
  dated: boolean;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation("templates");
  const year = Number(start.slice(0, 4));
  const ordered = [...items].sort((a, b) => a.day.localeCompare(b.day));
  return (
    <section aria-labelledby="template-preview" className="flex flex-col gap-3">
      <h2 id="template-preview" className="text-lg font-semibold">
        {t("preview")}
      </h2>
      <ol className="flex flex-col divide-y divide-neutral-200 rounded-xl border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
        {ordered.map((item) => (
          <li key={item.key} className="flex gap-4 px-4 py-3">
            <span className="flex w-28 shrink-0 flex-col pt-0.5 text-sm text-neutral-600 max-sm:w-20 dark:text-neutral-300">
              {item.when}
              {dated ? (
                <span className="text-xs text-neutral-500 dark:text-neutral-400">
                  {formatDayInText(item.day, i18n.language, year)}
                </span>
              ) : null}
            </span>
            <div className="flex min-w-0 flex-col gap-1">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium break-words">{item.title}</span>
                {item.priority && item.priority < 4 ? <PriorityFlag priority={item.priority} /> : null}
                {item.chips.map((chip) => (
                  <span key={chip.name} className={`chip ${chipClass(chip.color)}`}>
                    {chip.name}
                  </span>
                ))}
              </p>
              {item.steps.length ? (
                <p className="text-sm text-neutral-600 dark:text-neutral-300">{item.steps.join(" · ")}</p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      {children}
    </section>
  );
}
