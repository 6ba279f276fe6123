/** The rules a repeating objective may follow (decision 028), each counted from its day. */
export const REPEATS = ["daily", "weekdays", "weekly", "monthly", "yearly"] as const;
export type Repeat = (typeof REPEATS)[number];
