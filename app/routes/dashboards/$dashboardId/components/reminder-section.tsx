import { useEffect, useId, useRef } from "react";
import { Form } from "react-router";
import { FieldMessages } from "~/components/field";
import type { ObjectivePage } from "~/lib/data-api";
import { addDays, formatClock, formatDay, formatDayInText, formatTime } from "~/lib/dates";
import type { FieldMessage } from "~/lib/forms";
import {
  namedDaysBefore,
  REMIND_TOMORROW_AT,
  REMINDER_DAYS_BEFORE,
  remindLaterLabel,
  type ReminderPreset,
} from "~/lib/remind-later";
import { useTranslation } from "~/lib/use-translation";

/**
 * The reader's own reminder of the objective (decision 074): an email at a time of its day,
 * or of a day before it (decision 086), in their time zone. Each member has their own; nobody
 * else sees it. A plain form: the time field's Enter and the first button set it, "Remove"
 * takes it off; on its day (and the days before it one's reminder goes on), "Or remind me in
 * 30 minutes / 1 hour / 3 hours" sets it that far from now, and "tomorrow at 9:00 AM" while
 * tomorrow is not after its day (forms of their own: the reminder email's "Remind me later"
 * leads here). Opened at `#reminder`, its time field has the focus (with JavaScript).
 */
export function ReminderSection({
  reminder,
  day,
  done,
  repeats,
  passed,
  later,
  tomorrow,
  presets,
  timeZone,
  value,
  before,
  errors,
}: {
  reminder: ObjectivePage["reminder"];
  /** The objective's day, which the time is of. */
  day: string;
  done: boolean;
  /** It repeats: the next one of the series gets the reminder too. */
  repeats: boolean;
  /** Its moment went by unsent. */
  passed: boolean;
  /** Minutes from now it may be set at and stay on its day (none unless that is today). */
  later: number[];
  /** "Tomorrow at 9:00 AM" among them: the days before its day tomorrow is; null: not offered. */
  tomorrow: number | null;
  /** One-click reminders still to come, offered when there is none (decision 086). */
  presets: readonly ReminderPreset[];
  timeZone: string;
  /** The time typed, when the form came back refused. */
  value?: string;
  /** The days before chosen, when the form came back refused. */
  before?: string;
  errors?: FieldMessage[];
}) {
  const { t, i18n } = useTranslation("objective");
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  // Come for it (the row's "Set a reminder", its alarm clock): the time is ready to type.
  useEffect(() => {
    if (window.location.hash === "#reminder") field.current?.focus();
  }, []);
  // The page's language, as the rows' badges and the rest of the app format with.
  const tag = i18n.language;
  // Nothing to remind of once it is done, unless a reminder is there to take off.
  if (done && !reminder) return null;
  const zone = timeZone.replaceAll("_", " ");
  // The day it goes on: the objective's, or so many before it.
  const date = formatDay(addDays(day, -(reminder?.days_before ?? 0)), tag);
  const hint = !reminder
    ? t("reminder.hint", { zone })
    : reminder.sent_at
      ? t("reminder.sent", { time: formatTime(new Date(reminder.sent_at), tag, timeZone) })
      : done
        ? t("reminder.silent")
        : passed
          ? t("reminder.passed", { day: date })
          : t("reminder.set", { time: formatClock(reminder.at, tag), day: date, zone });
  // The next one of the series is reminded too (it follows, decision 074): worth saying.
  const series = repeats && !done ? ` ${t("reminder.series")}` : "";
  // Set before the objective's time, it moves with that time (decision 094): say by how much.
  // "at its time", "30 minutes before", "an hour before": a one-click choice's words, or the hint's.
  const aheadWords = (kind: "preset" | "follows", ahead: number, time = "") =>
    ahead === 0
      ? t(`reminder.${kind}AtTime`, { time })
      : ahead % 60
        ? t(`reminder.${kind}Minutes`, { count: ahead, time })
        : t(`reminder.${kind}Hours`, { count: ahead / 60, time });
  const ahead = reminder?.minutes_before;
  const follows =
    ahead === null || ahead === undefined || done || reminder?.sent_at ? "" : ` ${aheadWords("follows", ahead)}`;
  const hintId = `${id}-hint`;
  const thisYear = Number(day.slice(0, 4));
  // Its own day first, then the days before; one set otherwise (by "remind me later") is kept.
  // A refused form's choice is shown as sent when it is a number of days the database takes.
  const sent = Number(before);
  const chosen = Number.isInteger(sent) && sent >= 0 && sent <= 30 ? sent : (reminder?.days_before ?? 0);
  const choices: readonly number[] = namedDaysBefore(chosen)
    ? REMINDER_DAYS_BEFORE
    : [...REMINDER_DAYS_BEFORE, chosen].sort((a, b) => a - b);
  const dayWords = (days: number) =>
    namedDaysBefore(days) ? t(`reminder.before${days}`) : t("reminder.beforeDays", { count: days });
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <section id="reminder" aria-labelledby={`${id}-title`} className="flex flex-col gap-1">
      <h3 id={`${id}-title`} className="text-sm font-medium">
        {t("reminder.title")}
      </h3>
      <Form method="post" className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <label htmlFor={id} className="text-sm">
          {t("reminder.at")}
        </label>
        <input
          // Remounted when the saved reminder changes (set, changed, removed), so what the field
          // shows is what is saved; a refused time keeps what was typed.
          key={reminder?.at ?? ""}
          ref={field}
          id={id}
          name="at"
          type="time"
          className="input w-36"
          defaultValue={value ?? reminder?.at ?? ""}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}
          required
          disabled={done}
        />
        <label htmlFor={`${id}-day`} className="sr-only">
          {t("reminder.which")}
        </label>
        <select
          key={`${reminder?.days_before ?? 0}`}
          id={`${id}-day`}
          name="before"
          className="input w-auto"
          defaultValue={String(chosen)}
          aria-describedby={hintId}
          disabled={done}
        >
          {choices.map((days) => (
            <option key={days} value={days}>
              {`${dayWords(days)} (${formatDayInText(addDays(day, -days), tag, thisYear)})`}
            </option>
          ))}
        </select>
        {done ? null : (
          <button type="submit" name="intent" value="reminder" className="btn-secondary">
            {reminder ? t("reminder.change") : t("reminder.submit")}
          </button>
        )}
        {reminder ? (
          <button type="submit" name="intent" value="remove-reminder" formNoValidate className="link">
            {t("reminder.remove")}
          </button>
        ) : null}
      </Form>
      <p id={hintId} className="text-xs text-neutral-600 dark:text-neutral-400">
        {hint}
        {follows}
        {series}
      </p>
      <FieldMessages id={errorId} errors={errors} />
      {presets.length ? (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span id={`${id}-presets`} className="text-neutral-600 dark:text-neutral-400">
            {t("reminder.presets")}
          </span>
          <div role="group" aria-labelledby={`${id}-presets`} className="flex flex-wrap gap-1.5">
            {presets.map((p) =>
              p.ahead === undefined ? (
                <OneClick key={`${p.before} ${p.at}`} at={p.at} before={p.before}>
                  {t(p.before ? "reminder.presetEve" : "reminder.presetDay", { time: formatClock(p.at, tag) })}
                </OneClick>
              ) : (
                // Before its time: the count is sent, so the reminder follows the time (decision 094).
                <Form key={`ahead ${p.ahead}`} method="post" className="contents">
                  <input type="hidden" name="intent" value="remind-before" />
                  <button type="submit" name="minutes" value={p.ahead} className="chip-pick">
                    {aheadWords("preset", p.ahead, formatClock(p.at, tag))}
                  </button>
                </Form>
              ),
            )}
          </div>
        </div>
      ) : null}
      {later.length || tomorrow !== null ? (
        <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span id={`${id}-later`} className="text-neutral-600 dark:text-neutral-400">
            {t("reminder.later")}
          </span>
          {/* Each choice a submit button; "tomorrow" sets a time and a day, so it is a form of its own. */}
          <div role="group" aria-labelledby={`${id}-later`} className="flex flex-wrap gap-1.5">
            {later.length ? (
              <Form method="post" className="contents">
                <input type="hidden" name="intent" value="remind-later" />
                {later.map((minutes) => (
                  <button key={minutes} type="submit" name="minutes" value={minutes} className="chip-pick">
                    {remindLaterLabel(minutes, tag)}
                  </button>
                ))}
              </Form>
            ) : null}
            {tomorrow !== null ? (
              <OneClick at={REMIND_TOMORROW_AT} before={tomorrow}>
                {t("reminder.tomorrowAt", { time: formatClock(REMIND_TOMORROW_AT, tag) })}
              </OneClick>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** A reminder set in one click: the form the fields send, its time and days before filled in. */
function OneClick({ at, before, children }: { at: string; before: number; children: React.ReactNode }) {
  return (
    <Form method="post" className="contents">
      <input type="hidden" name="intent" value="reminder" />
      <input type="hidden" name="at" value={at} />
      <input type="hidden" name="before" value={before} />
      <button type="submit" className="chip-pick">
        {children}
      </button>
    </Form>
  );
}
