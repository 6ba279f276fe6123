import { z } from "zod";
import { checkbox } from "~/lib/checkbox";

/** A goal as typed: a whole number within its range, else the database's own message. */
const goal = (max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, message)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, message);

/** ISO weekdays, Monday (1) to Sunday (7): the days-off boxes' names are `off1` … `off7`. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The goals' form (decision 055): a day's and a week's objectives, and the days off. */
export const goalsSchema = z
  .object({
    intent: z.literal("goals"),
    daily: goal(100, "api:daily_goal_invalid"),
    weekly: goal(700, "api:weekly_goal_invalid"),
    ...(Object.fromEntries(WEEKDAYS.map((d) => [`off${d}`, checkbox()])) as Record<
      `off${(typeof WEEKDAYS)[number]}`,
      ReturnType<typeof checkbox>
    >),
  })
  .transform(({ daily, weekly, ...form }) => ({
    daily,
    weekly,
    daysOff: WEEKDAYS.filter((d) => form[`off${d}`]),
  }))
  .refine((form) => form.daysOff.length < 7, { message: "api:days_off_invalid", path: ["daysOff"] });

/** Vacation mode's button: on or off (decision 055). */
export const vacationSchema = z.object({
  intent: z.literal("vacation"),
  on: z.enum(["true", "false"]).transform((on) => on === "true"),
});
