import { handleIntents, intent } from "~/lib/actions.server";
import { loadPage, requestTimeZone } from "~/lib/api.server";
import { getInstance, requestLanguage } from "~/lib/i18n.server";
import { WEEK_START } from "~/lib/week-start";
import type { Route } from "./+types/productivity";
import { goalsSchema, vacationSchema } from "./schemas";

/** One call: the caller's completions by day and week, their goals and streaks (decision 055). */
export async function productivityLoader({ context }: Route.LoaderArgs) {
  const page = await loadPage(context, "get_productivity_page", {
    p_time_zone: requestTimeZone(context),
    // The language's first day of the week; a day the person saved wins (decision 064).
    p_week_start: WEEK_START[requestLanguage(context)],
  });
  return { ...page, title: getInstance(context).t("board:productivity.title") };
}

/** The goals (a refused one comes back next to its field with what was typed), and vacation mode. */
export async function productivityAction(args: Route.ActionArgs) {
  return handleIntents(args, {
    goals: intent(goalsSchema, {
      field: (code) => (code === "weekly_goal_invalid" ? "weekly" : code === "days_off_invalid" ? "daysOff" : "daily"),
      async run(form, { call }) {
        await call("set_productivity_goals", { p_daily: form.daily, p_weekly: form.weekly, p_days_off: form.daysOff });
        return { flash: { kind: "success", message: "board:productivity.saved" } };
      },
    }),
    vacation: intent(vacationSchema, {
      async run(form, { call, context }) {
        const { on } = await call("set_productivity_vacation", {
          p_on: form.on,
          p_time_zone: requestTimeZone(context),
        });
        return {
          flash: {
            kind: "success",
            message: on ? "board:productivity.vacationStarted" : "board:productivity.vacationEnded",
          },
        };
      },
    }),
  });
}
