import { describe, expect, it } from "vitest";
import {
  dayOfWeekAhead,
  daysUntil,
  dayInNextMonth,
  dayOfMonth,
  endOfMonth,
  endOfNamedMonth,
  endOfNextMonth,
  endOfNextWeek,
  endOfWeek,
  endOfYear,
  inMonths,
  laterThisWeek,
  midMonth,
  midNextMonth,
  midNextWeek,
  midThisMonth,
  monthAfterNext,
  nextDate,
  nextMonth,
  nextWeek,
  nextWeekend,
  nextWorkday,
  nextYear,
  startOfMonth,
  startOfNamedMonth,
  weekdayDay,
  weekAfterNext,
  weekend,
} from "./more-dates";

const on = (day: string) => {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
};
const text = (c: { day: number; month: number; year: number } | null) =>
  c && `${c.year}-${String(c.month).padStart(2, "0")}-${String(c.day).padStart(2, "0")}`;

describe("more dates: the days they name, forward from today", () => {
  it("months on keep the day, or the month's last when it is shorter", () => {
    expect(text(inMonths(on("2026-01-31"), 1))).toBe("2026-02-28");
    expect(text(inMonths(on("2027-12-31"), 2))).toBe("2028-02-29");
    expect(text(inMonths(on("2026-11-21"), 13))).toBe("2027-12-21");
  });
  it("next month is its 1st; the end of the month its last day", () => {
    expect(text(nextMonth(on("2026-12-31")))).toBe("2027-01-01");
    expect(text(endOfMonth(on("2028-02-03")))).toBe("2028-02-29");
  });
  it("a day of the month is this month's unless passed, skipping months without it", () => {
    expect(text(dayOfMonth(on("2026-11-21"), 21))).toBe("2026-11-21");
    expect(text(dayOfMonth(on("2026-11-21"), 20))).toBe("2026-12-20");
    expect(text(dayOfMonth(on("2026-04-05"), 31))).toBe("2026-05-31");
    expect(dayOfMonth(on("2026-04-05"), 32)).toBeNull();
    expect(text(dayInNextMonth(on("2026-01-15"), 28))).toBe("2026-02-28");
    expect(dayInNextMonth(on("2026-01-15"), 30)).toBeNull();
  });
  it("a date without a year is the next one, February 29th too; mid-month is the 15th", () => {
    expect(text(nextDate(on("2026-03-01"), 1, 29))).toBe("2028-02-29");
    expect(text(nextDate(on("2026-01-27"), 0, 27))).toBe("2026-01-27");
    expect(text(midMonth(on("2026-01-20"), 0))).toBe("2027-01-15");
    expect(text(midMonth(on("2026-01-15"), 0))).toBe("2026-01-15");
  });
  // Monday 23 to Sunday 29 November 2026: what each word means on each day of that week.
  it.each([
    ["2026-11-23", "2026-11-30", "2026-11-28", "2026-12-05", "2026-11-27"],
    ["2026-11-26", "2026-11-30", "2026-11-28", "2026-12-05", "2026-11-27"],
    ["2026-11-27", "2026-11-30", "2026-11-28", "2026-12-05", "2026-11-27"],
    ["2026-11-28", "2026-11-30", "2026-11-28", "2026-12-05", "2026-12-04"],
    ["2026-11-29", "2026-11-30", "2026-11-29", "2026-12-05", "2026-12-04"],
  ])(
    "on %s: next week %s, the weekend %s, next weekend %s, the end of the week %s",
    (today, week, end, next, friday) => {
      expect(text(nextWeek(on(today)))).toBe(week);
      expect(text(weekend(on(today)))).toBe(end);
      expect(text(nextWeekend(on(today)))).toBe(next);
      expect(text(endOfWeek(on(today)))).toBe(friday);
    },
  );
  it("next week's end is its Friday and its middle its Wednesday, from any day; next month's end its last day", () => {
    for (const today of ["2026-11-23", "2026-11-27", "2026-11-29"]) {
      expect(text(endOfNextWeek(on(today)))).toBe("2026-12-04");
      expect(text(midNextWeek(on(today)))).toBe("2026-12-02");
    }
    expect(text(endOfNextMonth(on("2028-01-31")))).toBe("2028-02-29");
    expect(text(endOfNextMonth(on("2026-12-15")))).toBe("2027-01-31");
  });
  it("a named month's end is this year's until it has passed, February 29th in a leap year", () => {
    expect(text(endOfNamedMonth(on("2026-11-30"), 10))).toBe("2026-11-30");
    expect(text(endOfNamedMonth(on("2026-12-01"), 10))).toBe("2027-11-30");
    // Days to a weekday: after today (a week on the day itself), or from today on (0).
    expect(daysUntil(on("2026-12-02"), 3)).toBe(7);
    expect(daysUntil(on("2026-12-02"), 3, true)).toBe(0);
    expect(daysUntil(on("2026-12-02"), 1)).toBe(5);
    // A weekday of the week after this one, or two after (Monday to Sunday).
    expect(text(dayOfWeekAhead(on("2026-12-02"), 1, 5))).toBe("2026-12-11");
    expect(text(dayOfWeekAhead(on("2026-12-06"), 1, 1))).toBe("2026-12-07");
    expect(text(dayOfWeekAhead(on("2026-12-02"), 2, 7))).toBe("2026-12-20");
    // The next working day: tomorrow from Monday to Thursday, Monday from Friday to Sunday.
    expect(text(nextWorkday(on("2026-12-03")))).toBe("2026-12-04");
    expect(text(nextWorkday(on("2026-12-04")))).toBe("2026-12-07");
    expect(text(nextWorkday(on("2026-12-05")))).toBe("2026-12-07");
    expect(text(nextWorkday(on("2026-12-06")))).toBe("2026-12-07");
    // A month's start: its 1st, next year's once passed; within the month, today.
    expect(text(startOfNamedMonth(on("2026-11-21"), 0))).toBe("2027-01-01");
    expect(text(startOfNamedMonth(on("2026-11-21"), 11))).toBe("2026-12-01");
    expect(text(startOfNamedMonth(on("2026-11-21"), 10))).toBe("2026-11-21");
    expect(text(startOfNamedMonth(on("2026-11-21"), 9))).toBe("2027-10-01");
    expect(text(endOfNamedMonth(on("2027-03-01"), 1))).toBe("2028-02-29");
  });
  it("a weekday and a day's number: the next such day, or the one after if that is the weekday; else the number's", () => {
    expect(text(weekdayDay(on("2026-11-21"), 2, 15))).toBe("2026-12-15");
    expect(text(weekdayDay(on("2026-11-21"), 2, 29))).toBe("2026-12-29");
    expect(text(weekdayDay(on("2026-11-21"), 2, 16))).toBe("2026-12-16");
  });
  it("the month's beginning is today on a 1st, else next month's 1st", () => {
    expect(text(startOfMonth(on("2026-12-01")))).toBe("2026-12-01");
    expect(text(startOfMonth(on("2026-12-02")))).toBe("2027-01-01");
  });
  it("later this week is the day after tomorrow, but no later than Sunday", () => {
    expect(text(laterThisWeek(on("2026-11-23")))).toBe("2026-11-25");
    expect(text(laterThisWeek(on("2026-11-27")))).toBe("2026-11-29");
    expect(text(laterThisWeek(on("2026-11-28")))).toBe("2026-11-29");
    expect(text(laterThisWeek(on("2026-11-29")))).toBe("2026-11-29");
  });
  it("mid month is this month's 15th, next month's once passed; mid next month next month's", () => {
    expect(text(midThisMonth(on("2026-11-15")))).toBe("2026-11-15");
    expect(text(midThisMonth(on("2026-11-16")))).toBe("2026-12-15");
    expect(text(midNextMonth(on("2026-12-02")))).toBe("2027-01-15");
  });
  it("the week after next is its Monday, from any day; the month after next its 1st", () => {
    for (const today of ["2026-11-23", "2026-11-29"]) expect(text(weekAfterNext(on(today)))).toBe("2026-12-07");
    expect(text(monthAfterNext(on("2026-11-30")))).toBe("2027-01-01");
    expect(text(monthAfterNext(on("2026-12-31")))).toBe("2027-02-01");
  });
  it("next year is its January 1st; the end of the year this year's December 31st", () => {
    expect(text(nextYear(on("2026-12-31")))).toBe("2027-01-01");
    expect(text(endOfYear(on("2026-12-31")))).toBe("2026-12-31");
    expect(text(endOfYear(on("2027-01-01")))).toBe("2027-12-31");
  });
});
