import { daysRule, monthDaysRule, spellNth } from "~/lib/repeat-value";

// iCalendar's rules (RFC 5545's RRULE), as TickTick's backup and calendar files write them,
// read as this planner's (decision 028), for the imports (decision 029).

const ISO_DAYS: Record<string, number> = { MO: 1, TU: 2, WE: 3, TH: 4, FR: 5, SA: 6, SU: 7 };
const WORKDAYS = "MO,TU,WE,TH,FR";

/** "2MO" (the second Monday), "-1FR" (the last Friday), "FR" (any Friday): which one and the day. */
const byDayPart = (part: string) => {
  const match = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/.exec(part);
  return match ? { which: match[1] ? Number(match[1]) : undefined, weekday: ISO_DAYS[match[2]!]! } : undefined;
};

/** Of a month's days of the week: the first to fourth, the fifth where every month may do without it, or the last. */
const nthOk = (which: number | undefined, fifth: boolean) =>
  which !== undefined && (which === -1 || (which >= 1 && which <= (fifth ? 5 : 4)));

/**
 * A month's days of the week as BYDAY (and BYSETPOS) say them, as an "nth:" rule ("2MO,4MO":
 * the second and fourth Monday; "MO,TU,WE,TH,FR" with BYSETPOS=-1: the last working day;
 * BYMONTHDAY=-1: the last day), of `month` each year when one is given; undefined when this
 * planner has no such rule.
 */
function nthRule(parts: Record<string, string>, month?: number): string | undefined {
  const setPos = parts.BYSETPOS ? Number(parts.BYSETPOS) : undefined;
  if (parts.BYDAY === WORKDAYS && setPos !== undefined)
    return (setPos === -1 || (setPos >= 1 && setPos <= 20)) && /^-?\d+$/.test(parts.BYSETPOS!)
      ? spellNth([setPos], 8, month)
      : undefined;
  const days = (parts.BYDAY ?? "").split(",").map(byDayPart);
  if (!days.length || days.some((d) => !d) || new Set(days.map((d) => d!.weekday)).size !== 1) return undefined;
  const which = days.map((d) => d!.which ?? setPos);
  // A fifth is said of every month, never of one month each year.
  if (!which.every((n) => nthOk(n, month === undefined))) return undefined;
  return spellNth(which as number[], days[0]!.weekday, month);
}

/**
 * An iCalendar rule ("RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH") as this planner's rule and
 * interval: days (on some days of the week too), weeks (on some days), months (on days of the
 * month, the nth day of the week, or the nth working day), years (on the nth day of the week
 * of a month, or days of a month). One it cannot say ("every 3 hours", "the 2nd Monday and
 * the 3rd Friday") is none. COUNT and UNTIL are the caller's (they end a series; see
 * `repeat_until`).
 */
export function ruleOf(rrule: string): { repeat: string; every: number } {
  const parts = Object.fromEntries(
    rrule
      .replace(/^RRULE:/i, "")
      .split(";")
      .map((part) => part.split("=") as [string, string?])
      .map(([key, value]) => [key.trim().toUpperCase(), (value ?? "").trim().toUpperCase()]),
  );
  const every = Number(parts.INTERVAL || 1);
  const none = { repeat: "", every: 1 };
  if (!Number.isInteger(every) || every < 1) return none;
  const byDay = parts.BYDAY ? parts.BYDAY.split(",") : [];
  const plainDays = () => {
    const days = byDay.map(byDayPart);
    return days.every((d) => d && d.which === undefined) ? days.map((d) => d!.weekday) : undefined;
  };
  const monthDays = (month?: number) =>
    parts.BYMONTHDAY === "-1" && month === undefined
      ? "nth:-1:0"
      : monthDaysRule((parts.BYMONTHDAY ?? "").split(",").map(Number), month);
  const rule = (repeat: string | undefined) => (repeat ? { repeat, every } : none);
  switch (parts.FREQ) {
    case "DAILY": {
      if (!byDay.length) return { repeat: "daily", every };
      // "Every weekday" as some calendars write it: each day, on some days of the week.
      const days = plainDays();
      return every === 1 && days ? rule(daysRule(days)) : none;
    }
    case "WEEKLY": {
      if (!byDay.length) return { repeat: "weekly", every };
      const days = plainDays();
      return days ? rule(daysRule(days, every)) : none;
    }
    case "MONTHLY":
      if (parts.BYMONTHDAY) return rule(monthDays());
      return byDay.length ? rule(nthRule(parts)) : { repeat: "monthly", every };
    case "YEARLY": {
      const month = parts.BYMONTH ? Number(parts.BYMONTH) : undefined;
      // The year's day from the first one (a month and a day of it, or none named).
      if (!byDay.length && (!parts.BYMONTHDAY || !parts.BYMONTHDAY.includes(","))) return { repeat: "yearly", every };
      if (month === undefined || !Number.isInteger(month) || month < 1 || month > 12) return none;
      return rule(byDay.length ? nthRule(parts, month) : monthDays(month));
    }
    default:
      return none;
  }
}
