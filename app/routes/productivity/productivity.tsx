import { Icon } from "~/components/icons";
import { DashboardDot } from "~/components/dashboard-dot";
import { Form, href, Link } from "react-router";
import { Field, FormErrors } from "~/components/field";
import { addDays, formatDay, isoWeekday } from "~/lib/dates";
import { refusal, type FormFailure } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/lib/use-translation";
import type { Route } from "./+types/productivity";
import { AcrossTabs } from "../today/across-tabs";
import { CompletedList } from "./completed-list";
import { productivityAction, productivityLoader } from "./productivity.server";
import { VacationCard } from "./vacation-card";

export const loader = (args: Route.LoaderArgs) => productivityLoader(args);
export const action = (args: Route.ActionArgs) => productivityAction(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** ISO weekday (1 Monday … 7 Sunday) of a day. */

/**
 * /productivity (decision 055): what I completed today and this week against my goals, my
 * streaks, the last 7 days and 4 weeks as bars, the week by dashboard and by name, the goals' form and
 * vacation mode (first while it is on).
 */
export default function Productivity({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("board");
  const { today, goals, days, weeks, streak, week_streak: weekStreak, dashboards, completed, vacation } = loaderData;
  const lng = i18n.language;
  const weekday = (day: string, style: "short" | "long") =>
    new Intl.DateTimeFormat(lng, { weekday: style, timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
  const shortDay = (day: string) =>
    new Intl.DateTimeFormat(lng, { month: "short", day: "numeric", timeZone: "UTC" }).format(
      new Date(`${day}T12:00:00Z`),
    );
  const todayDone = days.at(-1)?.done ?? 0;
  const weekDone = weeks.at(-1)?.done ?? 0;
  const dayOff = goals.days_off.includes(isoWeekday(today));
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-4">
        <AcrossTabs />
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{t("productivity.title")}</h1>
          <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("productivity.lead")}</p>
        </div>
      </div>
      {vacation.on ? <VacationCard vacation={vacation} /> : null}
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <GoalCard
          title={t("productivity.today")}
          done={todayDone}
          goal={goals.daily}
          note={
            todayDone >= goals.daily
              ? t("productivity.dailyReached")
              : vacation.on
                ? t("productivity.onVacation")
                : dayOff
                  ? t("productivity.dayOff")
                  : t("productivity.toGo", { count: goals.daily - todayDone })
          }
        />
        <GoalCard
          title={t("productivity.thisWeek")}
          done={weekDone}
          goal={goals.weekly}
          note={
            weekDone >= goals.weekly
              ? t("productivity.weeklyReached")
              : t("productivity.toGo", { count: goals.weekly - weekDone })
          }
        />
        <StreakCard
          title={t("productivity.dailyStreak")}
          current={t("productivity.days", { count: streak.current })}
          longest={t("productivity.longest", { value: t("productivity.days", { count: streak.longest }) })}
        />
        <StreakCard
          title={t("productivity.weeklyStreak")}
          current={t("productivity.weeks", { count: weekStreak.current })}
          longest={t("productivity.longest", { value: t("productivity.weeks", { count: weekStreak.longest }) })}
        />
      </div>
      <Bars
        id="last-days"
        title={t("productivity.lastDays")}
        goal={goals.daily}
        goalLabel={t("productivity.goalLine", { count: goals.daily })}
        bars={days.map(({ day, done, away }) => {
          // A day of a vacation, else a day off: its streak waits.
          const off = away
            ? t("productivity.vacationDay")
            : goals.days_off.includes(isoWeekday(day))
              ? t("productivity.offDay")
              : undefined;
          const name = t("productivity.dayDone", { day: formatDay(day, lng), count: done });
          return {
            key: day,
            done,
            label: day === today ? t("productivity.todayShort") : weekday(day, "short"),
            name: off ? `${name} (${off})` : name,
            off,
          };
        })}
      />
      <Bars
        id="last-weeks"
        title={t("productivity.lastWeeks")}
        goal={goals.weekly}
        goalLabel={t("productivity.goalLine", { count: goals.weekly })}
        bars={weeks.map(({ start, done, away }, i) => {
          // A week with a day of a vacation: its streak waits.
          const off = away ? t("productivity.vacationDay") : undefined;
          const name = t("productivity.weekDone", { day: formatDay(start, lng), count: done });
          return {
            key: start,
            done,
            label: i === weeks.length - 1 ? t("productivity.thisWeekShort") : shortDay(start),
            name: off ? `${name} (${off})` : name,
            off,
          };
        })}
      />
      <section aria-labelledby="by-dashboard" className="card flex flex-col gap-3 p-5">
        <h2 id="by-dashboard" className="text-lg font-semibold">
          {t("productivity.byDashboard")}
        </h2>
        {dashboards.length ? (
          <ul className="flex flex-col gap-2">
            {dashboards.map((d) => (
              <li key={d.id} className="flex items-center gap-3">
                {/* One left since has no colour of the reader's: its place is kept, empty. */}
                {d.color ? <DashboardDot color={d.color} /> : <span aria-hidden className="size-2.5 shrink-0" />}
                <Link
                  to={href("/dashboards/:dashboardId", { dashboardId: d.id })}
                  className="link min-w-0 flex-1 truncate"
                >
                  {d.name}
                </Link>
                <Meter value={d.done} max={dashboards[0]!.done} className="w-1/3 shrink-0" />
                <span className="w-10 text-right text-sm tabular-nums">{d.done}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-neutral-600 dark:text-neutral-400">{t("productivity.nothingYet")}</p>
        )}
      </section>
      <CompletedList completed={completed} today={today} />
      <GoalsForm goals={goals} failed={refusal(actionData)} weekday={weekday} weekStart={weeks.at(-1)!.start} />
      {vacation.on ? null : <VacationCard vacation={vacation} />}
    </div>
  );
}

/** Done against a goal: the figures and a bar that fills up to it. */
function GoalCard({ title, done, goal, note }: { title: string; done: number; goal: number; note: string }) {
  const { t } = useTranslation("board");
  const reached = done >= goal;
  return (
    <section className="card flex flex-col gap-2 p-4 sm:p-5" aria-label={title}>
      <h2 className="flex items-center gap-2 text-sm font-medium text-neutral-600 dark:text-neutral-300">
        <Icon name="target" className="size-4" />
        {title}
      </h2>
      <p className="text-3xl font-bold tabular-nums">{t("productivity.ofGoal", { done, goal })}</p>
      <div
        role="progressbar"
        aria-label={title}
        aria-valuemin={0}
        aria-valuemax={goal}
        aria-valuenow={Math.min(done, goal)}
      >
        <Meter value={done} max={goal} reached={reached} />
      </div>
      <p className="text-sm text-neutral-600 dark:text-neutral-400">{note}</p>
    </section>
  );
}

function StreakCard({ title, current, longest }: { title: string; current: string; longest: string }) {
  return (
    <section className="card flex flex-col gap-1 p-4 sm:p-5" aria-label={title}>
      <h2 className="flex items-center gap-2 text-sm font-medium text-neutral-600 dark:text-neutral-300">
        <Icon name="flame" className="size-4 text-orange-600 dark:text-orange-400" />
        {title}
      </h2>
      <p className="text-2xl font-bold">{current}</p>
      <p className="text-sm text-neutral-600 dark:text-neutral-400">{longest}</p>
    </section>
  );
}

/**
 * Columns up to the largest of the figures and the goal, a dashed line at the goal; those
 * that met it in the accent colour. Each column's figure is read out as a sentence.
 */
function Bars({
  id,
  title,
  goal,
  goalLabel,
  bars,
}: {
  id: string;
  title: string;
  goal: number;
  goalLabel: string;
  /** `off`: why its streak waits ("Day off", "Vacation"), marked by a dot. */
  bars: { key: string; done: number; label: string; name: string; off?: string }[];
}) {
  const top = Math.max(goal, ...bars.map((b) => b.done));
  return (
    <section aria-labelledby={id} className="card flex flex-col gap-3 p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="flex items-center gap-2 text-xs text-neutral-600 dark:text-neutral-400">
          <span aria-hidden className="inline-block w-5 border-t-2 border-dashed border-neutral-400" />
          {goalLabel}
          {/* The dot under a day off or of a vacation, told once (each column's sentence says it too). */}
          {bars.some((b) => b.off) ? (
            <span aria-hidden className="ms-2">
              · {[...new Set(bars.map((b) => b.off).filter(Boolean))].join(" / ")}
            </span>
          ) : null}
        </p>
      </div>
      <ol className="grid grid-flow-col auto-cols-fr gap-2 text-center">
        {bars.map((b) => (
          <li key={b.key} className="flex flex-col gap-1">
            <span className="sr-only">{b.name}</span>
            <span aria-hidden className="text-xs font-medium tabular-nums">
              {b.done}
            </span>
          </li>
        ))}
      </ol>
      {/* Drawn, not styled: the page's policy allows no inline styles, and SVG's own
          attributes place the columns. Each column is a sentence in the list above. */}
      <svg aria-hidden viewBox={`0 0 ${bars.length * 10} 100`} preserveAspectRatio="none" className="h-32 w-full">
        {bars.map((b, i) => {
          const height = b.done ? Math.max(2, (b.done / top) * 96) : 1;
          return (
            <rect
              key={b.key}
              x={i * 10 + 1.5}
              y={100 - height}
              width={7}
              height={height}
              rx={0.8}
              className={
                b.done >= goal
                  ? "fill-emerald-600 dark:fill-emerald-400"
                  : b.done
                    ? "fill-primary-600 dark:fill-primary-400"
                    : "fill-neutral-200 dark:fill-neutral-800"
              }
            />
          );
        })}
        <line
          x1={0}
          x2={bars.length * 10}
          y1={100 - (goal / top) * 96}
          y2={100 - (goal / top) * 96}
          strokeWidth={1.5}
          strokeDasharray="5 4"
          vectorEffect="non-scaling-stroke"
          className="stroke-neutral-400 dark:stroke-neutral-500"
        />
      </svg>
      <ol aria-hidden className="grid grid-flow-col auto-cols-fr gap-2 text-center">
        {bars.map((b) => (
          <li key={b.key} className="truncate text-xs text-neutral-600 dark:text-neutral-400" title={b.off}>
            {b.label}
            {b.off ? " ·" : ""}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A bar filled up to `value` of `max`, drawn in SVG (no inline styles under the page's policy). */
function Meter({
  value,
  max,
  reached = false,
  className = "w-full",
}: {
  value: number;
  max: number;
  reached?: boolean;
  className?: string;
}) {
  return (
    <svg aria-hidden viewBox="0 0 100 2" preserveAspectRatio="none" className={`h-2 rounded-full ${className}`}>
      <rect width={100} height={2} className="fill-neutral-200 dark:fill-neutral-800" />
      <rect
        width={max > 0 ? Math.min(100, (value / max) * 100) : 0}
        height={2}
        className={reached ? "fill-emerald-600 dark:fill-emerald-400" : "fill-primary-600 dark:fill-primary-400"}
      />
    </svg>
  );
}

/** The goals: a day's and a week's, and the days off; a refused figure is told by its field. */
function GoalsForm({
  goals,
  failed,
  weekday,
  weekStart,
}: {
  goals: { daily: number; weekly: number; days_off: number[] };
  failed: FormFailure | undefined;
  weekday: (day: string, style: "short" | "long") => string;
  /** This week's first day (the person's first day of the week, decision 064). */
  weekStart: string;
}) {
  const { t } = useTranslation("board");
  // This week's days in order, to name the week's bounds and the days off in the page's language.
  const week = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const off = (d: number) => (failed ? failed.values?.[`off${d}`] !== undefined : goals.days_off.includes(d));
  return (
    <section aria-labelledby="goals" className="card flex flex-col gap-4 p-5" id="goals-section">
      <div>
        <h2 id="goals" className="text-lg font-semibold">
          {t("productivity.goals")}
        </h2>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          {t("productivity.goalsLead", { first: weekday(week[0]!, "long"), last: weekday(week[6]!, "long") })}
        </p>
      </div>
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="goals" />
        <FormErrors errors={failed?.errors?._form} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t("productivity.dailyGoal")}
            name="daily"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            required
            defaultValue={failed?.values?.daily ?? String(goals.daily)}
            errors={failed?.errors?.daily}
          />
          <Field
            label={t("productivity.weeklyGoal")}
            name="weekly"
            type="number"
            inputMode="numeric"
            min={1}
            max={700}
            required
            defaultValue={failed?.values?.weekly ?? String(goals.weekly)}
            errors={failed?.errors?.weekly}
          />
        </div>
        <fieldset className="flex flex-col gap-2" aria-describedby="days-off-hint">
          <legend className="text-sm font-medium">{t("productivity.daysOff")}</legend>
          <p id="days-off-hint" className="text-xs text-neutral-600 dark:text-neutral-400">
            {t("productivity.daysOffHint")}
          </p>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {week.map((day) => {
              const d = isoWeekday(day);
              return (
                <label key={d} className="inline-flex items-center gap-2">
                  <input type="checkbox" name={`off${d}`} value="true" defaultChecked={off(d)} className="size-4" />
                  {weekday(day, "long")}
                </label>
              );
            })}
          </div>
          <FormErrors errors={failed?.errors?.daysOff} />
        </fieldset>
        <button type="submit" className="btn-primary self-start">
          {t("productivity.saveGoals")}
        </button>
      </Form>
    </section>
  );
}
