import { useRef, useState } from "react";
import { plainText } from "~/lib/rich-text";
import { markedText } from "~/components/rich-text";
import { Form, href, Link } from "react-router";
import { FieldMessages, FormErrors } from "~/components/field";
import { Icon } from "~/components/icons";
import type { Marker, MemberName, Objective } from "~/lib/data-api";
import { addDays, formatDay, formatDayInText } from "~/lib/dates";
import { refusal } from "~/lib/forms";
import { useHydrated } from "~/lib/use-hydrated";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/lib/use-translation";
import type { Route } from "./+types/select";
import { AssigneeBadge } from "./components/assignee-badge";
import { DashboardHeader } from "./components/dashboard-header";
import { DeadlineBadge } from "./components/deadline-badge";
import { RowTime } from "./components/row-time";
import { MarkerChips } from "./components/marker-chips";
import { PriorityFlag } from "./components/priority-flag";
import { ReminderBadge } from "./components/row-badges";
import { REMINDER_DAYS_BEFORE } from "~/lib/remind-later";
import { quickDays } from "./components/quick-days";
import { selectAction, selectLoader } from "./select.server";

export const loader = (args: Route.LoaderArgs) => selectLoader(args);
export const action = (args: Route.ActionArgs) => selectAction(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

const PRIORITIES = [1, 2, 3, 4] as const;

const boxesOf = (form: HTMLFormElement | null) => [
  ...(form?.querySelectorAll<HTMLInputElement>("input[name=objective]") ?? []),
];

/**
 * /dashboards/{id}/select?day=: the day's objectives and the overdue ones as checkboxes, and
 * what to do with those ticked (decision 062): move them to a day, give them a priority, a
 * filter, a deadline or an assignee, complete or delete them. One plain form whose buttons
 * name the change, the same without JavaScript; with it, the count follows the ticks, "Select all" and "Select none" tick in
 * place, and Shift-click ticks a range.
 */
export default function SelectObjectives({ loaderData, actionData: answer }: Route.ComponentProps) {
  const failure = refusal(answer);
  const { t, i18n } = useTranslation(["select", "planner", "api"]);
  const { dashboard, day, today, objectives, overdue, filter, all } = loaderData;
  const values = failure?.values;
  // A refused change keeps what was ticked; "Select all" (`?all`) ticks everything.
  const kept = values ? (values.objective?.split(" ") ?? []) : null;
  const ticked = (id: string) => (kept ? kept.includes(id) : all);
  const rows = [...objectives, ...overdue];
  const [count, setCount] = useState(() => rows.filter((o) => ticked(o.id)).length);
  const last = useRef<number | null>(null);
  // The count follows the ticks with JavaScript only; without it, it would go stale.
  const hydrated = useHydrated();
  const recount = (form: HTMLFormElement | null) => setCount(boxesOf(form).filter((b) => b.checked).length);
  const tickAll = (event: React.MouseEvent<HTMLAnchorElement>, on: boolean) => {
    event.preventDefault();
    const form = event.currentTarget.closest("form");
    for (const box of boxesOf(form)) box.checked = on;
    recount(form);
  };
  // Shift-click: every box between the last one clicked and this one takes this one's state.
  const onBoxClick = (event: React.MouseEvent<HTMLFormElement>) => {
    const box = event.target as HTMLInputElement;
    if (box.name !== "objective") return;
    const list = boxesOf(event.currentTarget);
    const index = list.indexOf(box);
    if (event.shiftKey && last.current !== null) {
      const [from, to] = [Math.min(last.current, index), Math.max(last.current, index)];
      for (const other of list.slice(from, to + 1)) other.checked = box.checked;
      recount(event.currentTarget);
    }
    last.current = index;
  };
  const query = new URLSearchParams({ day });
  for (const id of filter) query.append("marker", id);
  const dayView =
    loaderData.opened?.back ?? `${href("/dashboards/:dashboardId", { dashboardId: dashboard.id })}?${query}`;
  // Its own links keep where it was opened from.
  if (loaderData.opened) query.set("from", loaderData.opened.from);
  const withAll = new URLSearchParams(query);
  withAll.set("all", "");
  const thisYear = Number(today.slice(0, 4));
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader dashboard={dashboard} notice={loaderData.notice} />
      <section aria-labelledby="select-title" className="mx-auto flex w-full max-w-4xl flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <div>
            <h2 id="select-title" className="text-xl font-semibold">
              {t("title")}
            </h2>
            <p className="text-sm text-neutral-600 first-letter:uppercase dark:text-neutral-300">
              {formatDay(day, i18n.language)}
            </p>
          </div>
          <Link to={dayView} className="btn-secondary">
            {t("cancel")}
          </Link>
        </div>
        {rows.length === 0 ? (
          <p className="rounded-lg border border-dashed border-neutral-300 p-6 text-center dark:border-neutral-700">
            {t("nothing")}
          </p>
        ) : (
          <Form
            method="post"
            className="flex flex-col gap-4"
            onChange={(event) => recount(event.currentTarget)}
            onClick={onBoxClick}
            aria-describedby="select-hint"
          >
            <FormErrors errors={failure?.errors._form} />
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
              <p id="select-hint" className="text-neutral-600 dark:text-neutral-300">
                {t("hint")}
              </p>
              {hydrated ? (
                <p role="status" className="font-medium">
                  {t("selected", { count })}
                </p>
              ) : null}
              <span className="flex gap-3">
                <Link
                  to={`?${withAll}`}
                  replace
                  preventScrollReset
                  className="link"
                  onClick={(event) => tickAll(event, true)}
                >
                  {t("all")}
                </Link>
                <Link
                  to={`?${query}`}
                  replace
                  preventScrollReset
                  className="link"
                  onClick={(event) => tickAll(event, false)}
                >
                  {t("none")}
                </Link>
              </span>
            </div>
            <FieldMessages id="objective-error" errors={failure?.errors.objective} />
            {objectives.length ? (
              <Rows
                label={formatDay(day, i18n.language)}
                objectives={objectives}
                markers={loaderData.markers}
                people={loaderData.people}
                reminders={loaderData.reminders}
                ticked={ticked}
                today={today}
              />
            ) : null}
            {overdue.length ? (
              <Rows
                label={t("overdue")}
                objectives={overdue}
                markers={loaderData.markers}
                people={loaderData.people}
                reminders={loaderData.reminders}
                ticked={ticked}
                today={today}
                dayOf={(o) => formatDayInText(o.day, i18n.language, thisYear)}
              />
            ) : null}
            <ActionBar
              today={today}
              filters={loaderData.markers}
              members={loaderData.members}
              dashboards={loaderData.dashboards}
              values={values}
              errors={failure?.errors}
            />
          </Form>
        )}
      </section>
    </div>
  );
}

/** One list of checkboxes: the day's, or the overdue ones with their days; each says who does it. */
function Rows({
  label,
  objectives,
  markers,
  people,
  reminders,
  ticked,
  today,
  dayOf,
}: {
  label: string;
  objectives: Objective[];
  /** The dashboard's filters: a row shows its own, as on the day. */
  markers: Marker[];
  /** Assignees' names by id: a row shows who does it, as on the day. */
  people: Record<string, string>;
  /** The reader's own reminders still to go, "HH:MM" by id: a row shows its own, as on the day. */
  reminders: Record<string, string>;
  ticked: (id: string) => boolean;
  today: string;
  dayOf?: (o: Objective) => string;
}) {
  const { t } = useTranslation(["select", "planner"]);
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-semibold text-neutral-700 first-letter:uppercase dark:text-neutral-300">
        {label}
      </legend>
      <ul className="flex flex-col divide-y divide-neutral-100 dark:divide-neutral-800/70">
        {objectives.map((o) => (
          <li key={o.id}>
            <label className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 hover:bg-neutral-50 has-checked:bg-primary-50 dark:hover:bg-neutral-900 dark:has-checked:bg-primary-950/40">
              <input
                type="checkbox"
                name="objective"
                value={o.id}
                defaultChecked={ticked(o.id)}
                className="size-4.5 shrink-0 accent-primary-700"
              />
              <span className={`min-w-0 flex-1 break-words${o.done ? " text-neutral-500 line-through" : ""}`}>
                {o.at ? <RowTime at={o.at} minutes={o.minutes} /> : null}
                {markedText(o.title)}
                {o.done ? <span className="sr-only"> {t("select:done")}</span> : null}
              </span>
              <MarkerChips ids={o.markers} markers={markers} />
              {o.priority ? <PriorityFlag priority={o.priority} /> : null}
              {o.deadline ? <DeadlineBadge deadline={o.deadline} today={today} done={o.done} /> : null}
              {reminders[o.id] && !o.done ? <ReminderBadge at={reminders[o.id]!} title={plainText(o.title)} /> : null}
              {o.assignee ? <AssigneeBadge id={o.assignee} name={people[o.assignee]} /> : null}
              {dayOf ? <span className="shrink-0 text-xs text-red-700 dark:text-red-400">{dayOf(o)}</span> : null}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * What to do with the ticked ones, at the bottom of the screen while the list scrolls (wide
 * screens). The date field's "Move" is the form's first button, so Enter in the field moves.
 */
function ActionBar({
  today,
  filters,
  members,
  dashboards,
  values,
  errors,
}: {
  today: string;
  /** The dashboard's filters; none: no "Filter". */
  filters: { id: string; name: string }[];
  /** The other members; none: nobody to give them to but oneself, so no "Assign to". */
  members: MemberName[] | null;
  /** The caller's other dashboards; none: no "Another dashboard". */
  dashboards: { id: string; name: string }[];
  values?: Record<string, string>;
  errors?: Record<string, unknown[] | undefined>;
}) {
  const { t, i18n } = useTranslation(["select", "planner"]);
  return (
    // Sticky while a long list scrolls; on a phone it would cover half of it, so it follows the list.
    <div className="toast-floor bottom-0 -mx-2 sm:sticky flex flex-wrap items-end gap-x-6 gap-y-3 border-t border-neutral-200 bg-white/95 px-2 py-3 backdrop-blur dark:border-neutral-800 dark:bg-neutral-950/95">
      <DayField name="to" legend={t("moveTo")} label={t("day")} value={values?.to} errors={errors?.to}>
        <button type="submit" name="intent" value="move" className="btn-secondary">
          {t("move")}
        </button>
        <button type="submit" name="move" value={today} className="btn-secondary">
          {t("today")}
        </button>
        <button type="submit" name="move" value={addDays(today, 1)} className="btn-secondary">
          {t("tomorrow")}
        </button>
        {/* The weekend's Saturday and next week's Monday, as a row's menu offers them (after
            its move to tomorrow, here the button above), with their date. */}
        {quickDays(today, today)
          .slice(1)
          .map((q) => (
            <button key={q.key} type="submit" name="move" value={q.day} className="btn-secondary">
              {t(q.key)}
              <span className="text-xs font-normal text-neutral-500 dark:text-neutral-400">
                {formatDayInText(q.day, i18n.language, Number(today.slice(0, 4)))}
              </span>
            </button>
          ))}
      </DayField>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium">{t("planner:priority.label")}</legend>
        <div className="flex gap-1">
          {PRIORITIES.map((p) => (
            <button
              key={p}
              type="submit"
              name="priority"
              value={p}
              className="btn-secondary px-2.5"
              title={t(`planner:priority.o${p}`)}
            >
              <Icon name="flag" className={`size-4 flag-pri${p}`} />
              <span className="sr-only">{t(`planner:priority.o${p}`)}</span>
            </button>
          ))}
        </div>
        <FieldMessages id="priority-error" errors={errors?.priority as never} />
      </fieldset>
      <DayField
        name="deadline"
        legend={t("deadline")}
        label={t("deadlineDay")}
        value={values?.deadline}
        errors={errors?.deadline}
        onKeyDown={pressOnEnter("deadline")}
      >
        <button type="submit" name="intent" value="deadline" className="btn-secondary">
          {t("setDeadline")}
        </button>
        <button type="submit" name="intent" value="clear-deadline" className="btn-secondary">
          {t("clearDeadline")}
        </button>
      </DayField>
      <DayField
        type="time"
        name="time"
        legend={t("time")}
        label={t("timeOfDay")}
        value={values?.time}
        errors={errors?.time}
        onKeyDown={pressOnEnter("time")}
      >
        {/* Named: the deadline's buttons say "Set" and "Remove" too. */}
        <button type="submit" name="intent" value="time" className="btn-secondary" aria-label={t("setTime")}>
          {t("setDeadline")}
        </button>
        <button type="submit" name="intent" value="clear-time" className="btn-secondary" aria-label={t("clearTime")}>
          {t("clearDeadline")}
        </button>
      </DayField>
      <DayField
        type="time"
        name="at"
        legend={t("reminder")}
        label={t("reminderTime")}
        value={values?.at}
        errors={errors?.at}
        onKeyDown={pressOnEnter("reminder")}
      >
        {/* On each one's day, or so many days before it (decision 086). */}
        <label htmlFor="select-before" className="sr-only">
          {t("reminderDay")}
        </label>
        <select id="select-before" name="before" defaultValue={values?.before ?? "0"} className="input w-auto py-1.5">
          {REMINDER_DAYS_BEFORE.map((days) => (
            <option key={days} value={days}>
              {t(`before${days}`)}
            </option>
          ))}
        </select>
        {/* Named: the deadline's buttons say "Set" and "Remove" too. */}
        <button type="submit" name="intent" value="reminder" className="btn-secondary" aria-label={t("setReminder")}>
          {t("setDeadline")}
        </button>
        <button
          type="submit"
          name="intent"
          value="clear-reminder"
          className="btn-secondary"
          aria-label={t("clearReminder")}
        >
          {t("clearDeadline")}
        </button>
      </DayField>
      {filters.length ? (
        <ChoiceField
          name="filter"
          legend={t("filter")}
          options={filters.map((f) => ({ id: f.id, name: `#${f.name}` }))}
          value={values?.filter}
          errors={errors?.filter}
          buttons={[
            // Named with the filter: the deadline's buttons say "Remove" too.
            { intent: "add-filter", label: t("addFilter"), name: t("addFilterName") },
            { intent: "remove-filter", label: t("removeFilter"), name: t("removeFilterName") },
          ]}
        />
      ) : null}
      {members?.length ? (
        <ChoiceField
          name="assignee"
          legend={t("assignTo")}
          options={[{ id: "me", name: t("me") }, { id: "none", name: t("nobody") }, ...members]}
          value={values?.assignee ?? "me"}
          errors={errors?.assignee}
          buttons={[{ intent: "assign", label: t("assign") }]}
        />
      ) : null}
      {dashboards.length ? (
        <ChoiceField
          name="dashboard"
          legend={t("anotherDashboard")}
          options={dashboards}
          value={values?.dashboard}
          errors={errors?.dashboard}
          buttons={[{ intent: "move-dashboard", label: t("moveThere") }]}
        />
      ) : null}
      <div className="ml-auto flex gap-2">
        <button type="submit" name="intent" value="complete" className="btn-primary">
          {t("complete")}
        </button>
        <button type="submit" name="intent" value="delete" className="btn bg-red-700 text-white hover:bg-red-600">
          {t("delete")}
        </button>
      </div>
    </div>
  );
}

/** A date field ("Move to", "Deadline") and the buttons that use it, its message under both. */
function DayField({
  type = "date",
  name,
  legend,
  label,
  value,
  errors,
  onKeyDown,
  children,
}: {
  /** A day, or a time of the day (the reminder's). */
  type?: "date" | "time";
  name: string;
  legend: string;
  label: string;
  value: string | undefined;
  errors: unknown[] | undefined;
  onKeyDown?: (event: React.KeyboardEvent<HTMLInputElement>) => void;
  children: React.ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`select-${name}`} className="sr-only">
          {label}
        </label>
        <input
          id={`select-${name}`}
          type={type}
          name={name}
          defaultValue={value ?? ""}
          className="input w-auto py-1.5"
          aria-describedby={errors ? `${name}-error` : undefined}
          aria-invalid={errors ? true : undefined}
          onKeyDown={onKeyDown}
        />
        {children}
      </div>
      <FieldMessages id={`${name}-error`} errors={errors as never} />
    </fieldset>
  );
}

/**
 * Enter in the deadline's, the time's or the reminder's field sets it (the form's first button is
 * "Move", which Enter presses without JavaScript; there, "Set" is a click away).
 */
function pressOnEnter(intent: "deadline" | "time" | "reminder") {
  return (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const set = event.currentTarget.form?.querySelector<HTMLButtonElement>(`button[value=${intent}]`);
    event.currentTarget.form?.requestSubmit(set);
  };
}

/** A select and the button that applies it ("Assign to", "Another dashboard"), its message under both. */
function ChoiceField({
  name,
  legend,
  options,
  value,
  errors,
  buttons,
}: {
  name: string;
  legend: string;
  options: { id: string; name: string }[];
  value: string | undefined;
  errors: unknown[] | undefined;
  /** Each button's intent and words, and its name where the words alone would be another's too. */
  buttons: { intent: string; label: string; name?: string }[];
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex items-center gap-2">
        <label htmlFor={`select-${name}`} className="sr-only">
          {legend}
        </label>
        <select
          id={`select-${name}`}
          name={name}
          defaultValue={value}
          className="input w-auto max-w-48 py-1.5"
          aria-describedby={errors ? `${name}-error` : undefined}
          aria-invalid={errors ? true : undefined}
        >
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
        {buttons.map((b) => (
          <button
            key={b.intent}
            type="submit"
            name="intent"
            value={b.intent}
            aria-label={b.name}
            className="btn-secondary"
          >
            {b.label}
          </button>
        ))}
      </div>
      <FieldMessages id={`${name}-error`} errors={errors as never} />
    </fieldset>
  );
}
