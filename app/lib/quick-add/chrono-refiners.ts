import type * as chrono from "chrono-node";
import { MAY_AS_VERB } from "./months";
import { daysUntil, inDays } from "./more-dates";

// Results of chrono's own parsers that read a day wrongly, mended after they ran (parse.ts adds
// these to the parsers of their languages).

/** chrono's own "3rd may": no month before a verb ("the 3rd may move", "1st may be late"). */
const verb = new RegExp(`^${MAY_AS_VERB}`, "i");
export const MAY_BEFORE_A_VERB: chrono.Refiner = {
  refine: (context, results) =>
    results.filter((r) => !/(?:^|\s)may$/i.test(r.text) || !verb.test(context.text.slice(r.index + r.text.length))),
};

// chrono's Chinese puts a weekday with a time of day on today: "周六晚上" on a Thursday was
// Thursday evening. Without a day's number, it is that weekday's next one (today's included).
export const ZH_WEEKDAY_WITH_A_TIME: chrono.Refiner = {
  refine: (context, results) => {
    for (const r of results) {
      const weekday = r.start.get("weekday");
      if (
        weekday === null ||
        r.start.date().getDay() === weekday ||
        /[\d〇零一二两三四五六七八九十][号日]/.test(r.text)
      )
        continue;
      // chrono counts from Sunday 0; ISO days from Monday 1.
      const ref = context.reference.instant;
      const { year, month, day } = inDays(ref, daysUntil(ref, weekday || 7, true));
      r.start.assign("year", year);
      r.start.assign("month", month);
      r.start.assign("day", day);
    }
    // A time of day alone says when in a day, not which ("下午茶" is afternoon tea, "看夜景" a
    // night view, "晚上" after "下周六" made a list of two days with today): chrono made each
    // today. "今晚", "明天晚上", "周六晚上" are one result with their day.
    const timeOfDay = /^(?:凌晨|清晨|早上|早晨|上午|中午|下午|傍晚|晚上|夜里|夜间|半夜|午夜|夜|晚)$/;
    return results.filter((r) => !timeOfDay.test(r.text.trim()));
  },
};

// "Black Friday", "Good Friday", "Cyber Monday", "Easter Sunday": days of their own, which
// chrono read as the weekday's next one ("Plan for Black Friday" was "Plan for Black" on any
// Friday). They set no day; their words stay.
const NAMED_DAY = /(?:^|\s)(?:black|good|cyber|super|ash|maundy|holy|easter|palm|whit|giving)\s+$/i;
export const NAMED_DAYS: chrono.Refiner = {
  refine: (context, results) =>
    results.filter((r) => !r.start.isCertain("weekday") || !NAMED_DAY.test(context.text.slice(0, r.index))),
};

/**
 * "24/7" is round the clock: in English always ("Set up 24/7 monitoring" was due on July 24th),
 * elsewhere before a word ("Support 24/7 erreichbar"); "Payer le 24/7" is still July 24th.
 */
export const roundTheClock = (always: boolean): chrono.Refiner => ({
  refine: (context, results) =>
    results.filter(
      (r) => r.text.trim() !== "24/7" || (!always && !/^\s+\p{L}/u.test(context.text.slice(r.index + r.text.length))),
    ),
});
