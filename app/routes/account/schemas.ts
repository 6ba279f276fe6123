import { z } from "zod";
import { LIMITS } from "~/lib/limits";

function isTimeZone(tz: string) {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** /settings: the person's name and time zone ("" follows the browser's). */
export const profileSchema = z.object({
  displayName: z.string().trim().max(LIMITS.displayName, "api:display_name_too_long"),
  timeZone: z
    .string()
    .max(64, "api:time_zone_invalid")
    .refine((tz) => tz === "" || isTimeZone(tz), "api:time_zone_invalid"),
});
