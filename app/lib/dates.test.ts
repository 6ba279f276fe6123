import { describe, expect, it } from "vitest";
import {
  addDays,
  byDayIn,
  clockPlus,
  formatClock,
  formatClockSpan,
  formatMinutes,
  formatDayAt,
  formatDayInText,
  formatDayOf,
  formatReminder,
  formatWeekday,
  isoWeekday,
  nextMonthDay,
  nextNthWeekday,
  reminderOf,
  reminderWhen,
} from "./dates";

describe("a day named within a sentence", () => {
  it("is short for a day of this year, in the user's language", () => {
    expect(formatDayInText("2026-11-27", "en", 2026)).toBe("Fri, Nov 27");
    expect(formatDayInText("2026-11-27", "de", 2026)).toBe("Fr., 27. Nov.");
    expect(formatDayInText("2026-11-27", "ja", 2026)).toBe("11月27日(金)");
  });

  it("says the year of another year's day", () => {
    expect(formatDayInText("2027-01-04", "en", 2026)).toBe("Jan 4, 2027");
    expect(formatDayInText("2025-12-31", "fr", 2026)).toBe("31 déc. 2025");
  });
});

describe("items under their day", () => {
  it("groups by the day in the time zone, keeping the order", () => {
    const at = ["2026-11-28T01:30:00Z", "2026-11-27T23:10:00Z", "2026-11-27T20:00:00Z", "2026-11-26T12:00:00Z"];
    // In Lisbon (UTC in November) the first is the 28th; in New York all but the last are the 27th.
    expect(byDayIn("Europe/Lisbon", at, (x) => x)).toEqual([
      { day: "2026-11-28", items: [at[0]] },
      { day: "2026-11-27", items: [at[1], at[2]] },
      { day: "2026-11-26", items: [at[3]] },
    ]);
    expect(byDayIn("America/New_York", at, (x) => x).map((d) => [d.day, d.items.length])).toEqual([
      ["2026-11-27", 3],
      ["2026-11-26", 1],
    ]);
    expect(byDayIn("UTC", [], (x: string) => x)).toEqual([]);
  });
});

describe("the day a moment fell on", () => {
  it("is the day in the reader's time zone, in their language", () => {
    // 23:30 in London on the 28th is already the 29th in Tokyo.
    expect(formatDayOf("2026-11-28T23:30:00Z", "en", "Europe/London")).toBe("Nov 28, 2026");
    expect(formatDayOf("2026-11-28T23:30:00Z", "en", "Asia/Tokyo")).toBe("Nov 29, 2026");
    expect(formatDayOf("2026-11-28T23:30:00Z", "de", "Asia/Tokyo")).toBe("29.11.2026");
  });
});

describe("the next day of the month ('every 15th')", () => {
  it("is this month's while it has not passed, today included; else the next month's", () => {
    expect(nextMonthDay("2026-11-21", 21)).toBe("2026-11-21");
    expect(nextMonthDay("2026-11-21", 25)).toBe("2026-11-25");
    expect(nextMonthDay("2026-11-21", 15)).toBe("2026-12-15");
    expect(nextMonthDay("2026-12-20", 1)).toBe("2027-01-01");
  });
  it("skips months without that day", () => {
    // November has no 31st: December's.
    expect(nextMonthDay("2026-11-21", 31)).toBe("2026-12-31");
    // From 31 January: no 30th in February 2027, so March's.
    expect(nextMonthDay("2027-01-31", 30)).toBe("2027-03-30");
    // 29 February in a leap year only.
    expect(nextMonthDay("2027-03-01", 29)).toBe("2027-03-29");
    expect(nextMonthDay("2028-02-01", 29)).toBe("2028-02-29");
  });
});

describe("the next day of the week of a month ('every first Monday')", () => {
  it("is this month's while it has not passed, today included; else the next month's", () => {
    // December 2026: Mondays 7, 14, 21, 28; Fridays 4, 11, 18, 25; Thursday the 31st.
    expect(nextNthWeekday("2026-12-01", 1, 1)).toBe("2026-12-07");
    expect(nextNthWeekday("2026-12-07", 1, 1)).toBe("2026-12-07");
    expect(nextNthWeekday("2026-12-08", 1, 1)).toBe("2027-01-04");
    expect(nextNthWeekday("2026-12-01", -1, 5)).toBe("2026-12-25");
    expect(nextNthWeekday("2026-12-26", -1, 5)).toBe("2027-01-29");
    expect(nextNthWeekday("2026-12-01", -1, 4)).toBe("2026-12-31");
    expect(nextNthWeekday("2026-12-01", 4, 4)).toBe("2026-12-24");
  });

  it("a fifth: of the next month that has one (December 2026 has five Tuesdays, no fifth Monday till March)", () => {
    expect(nextNthWeekday("2026-12-01", 5, 2)).toBe("2026-12-29");
    expect(nextNthWeekday("2026-12-30", 5, 2)).toBe("2027-03-30");
    expect(nextNthWeekday("2026-12-01", 5, 1)).toBe("2027-03-29");
    expect(nextNthWeekday("2026-12-31", 5, 4)).toBe("2026-12-31");
  });

  it("of one month only: this year's if still to come, else next year's", () => {
    expect(nextNthWeekday("2026-11-21", -1, 1, 5)).toBe("2027-05-31");
    expect(nextNthWeekday("2026-11-21", 4, 4, 11)).toBe("2026-11-26");
    expect(nextNthWeekday("2026-11-26", 4, 4, 11)).toBe("2026-11-26");
    expect(nextNthWeekday("2026-11-27", 4, 4, 11)).toBe("2027-11-25");
    expect(nextNthWeekday("2026-12-31", 1, 1, 1)).toBe("2027-01-04");
    // Weekday 0, any day: the last day (or the n-th) of the month.
    expect(nextNthWeekday("2026-11-21", -1, 0)).toBe("2026-11-30");
    // Weekday 8, a working day: January 2027 begins on a Friday, May 2027 ends on a Monday,
    // January 2028 ends on a Monday, July 2027 on a Saturday.
    expect(nextNthWeekday("2026-12-31", 1, 8)).toBe("2027-01-01");
    expect(nextNthWeekday("2027-01-02", 2, 8)).toBe("2027-01-04");
    expect(nextNthWeekday("2027-01-02", 3, 8)).toBe("2027-01-05");
    expect(nextNthWeekday("2027-07-01", -1, 8)).toBe("2027-07-30");
    expect(nextNthWeekday("2027-05-31", -1, 8)).toBe("2027-05-31");
    expect(nextNthWeekday("2027-02-01", -1, 8, 7)).toBe("2027-07-30");
    expect(nextNthWeekday("2026-11-30", -1, 0)).toBe("2026-11-30");
    expect(nextNthWeekday("2027-02-01", -1, 0)).toBe("2027-02-28");
    expect(nextNthWeekday("2026-11-21", -1, 0, 2)).toBe("2027-02-28");
    expect(nextNthWeekday("2026-11-21", 2, 0)).toBe("2026-12-02");
  });

  it("agrees with counting the days, every day of two years", () => {
    for (let from = "2027-01-01"; from < "2029-01-01"; from = addDays(from, 1)) {
      for (const [n, weekday] of [
        [1, 1],
        [2, 3],
        [4, 7],
        [-1, 5],
        [-1, 7],
      ] as const) {
        let day = from;
        for (;;) {
          const sameLater = addDays(day, 7).slice(0, 7) === day.slice(0, 7);
          const nth = Math.ceil(Number(day.slice(8)) / 7);
          if (isoWeekday(day) === weekday && (n > 0 ? nth === n : !sameLater)) break;
          day = addDays(day, 1);
        }
        expect(nextNthWeekday(from, n, weekday), `${from} ${n} ${weekday}`).toBe(day);
      }
    }
  });
});

/** ICU's thin and no-break spaces as plain ones, to write what is expected readably. */
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, " ");

describe("a time of day written 14:30", () => {
  it("reads in each language's own way", () => {
    expect(formatClock("14:30", "en-US")).toBe("2:30 PM");
    expect(formatClock("09:05", "de-DE")).toBe("09:05");
    expect(formatClock("00:00", "en-US")).toBe("12:00 AM");
    expect(formatClock("14:30", "ja-JP")).toBe("14:30");
  });

  it("spans a time and a length as each language writes a span, past midnight too (decision 095)", () => {
    expect(clockPlus("10:00", 90)).toBe("11:30");
    expect(clockPlus("23:30", 90)).toBe("01:00");
    expect(clockPlus("22:30", 1440)).toBe("22:30");
    expect(plain(formatClockSpan("10:00", 90, "en-US"))).toBe("10:00 – 11:30 AM");
    expect(plain(formatClockSpan("10:00", 300, "en-US"))).toBe("10:00 AM – 3:00 PM");
    expect(plain(formatClockSpan("10:00", 90, "de-DE"))).toBe("10:00–11:30 Uhr");
    expect(plain(formatClockSpan("23:30", 90, "en-US"))).toBe("11:30 PM – 1:00 AM");
    expect(plain(formatClockSpan("10:00", 90, "ja-JP"))).toBe("10:00～11:30");
    expect(plain(formatClockSpan("23:00", 120, "zh-CN"))).toBe("23:00～01:00");
  });

  it("says a length in each language's short units", () => {
    expect(plain(formatMinutes(45, "en-US"))).toBe("45 min");
    expect(plain(formatMinutes(60, "en-US"))).toBe("1 hr");
    expect(plain(formatMinutes(90, "en-US"))).toBe("1 hr, 30 min");
    expect(plain(formatMinutes(90, "de-DE"))).toBe("1 Std., 30 Min.");
    expect(plain(formatMinutes(150, "fr-FR"))).toBe("2 h et 30 min");
    expect(plain(formatMinutes(90, "zh-CN"))).toBe("1小时30分钟");
  });

  it("heads a week's column with its weekday and the day of the month, in each language (decision 096)", () => {
    expect(formatWeekday("2026-12-08", "en-US")).toEqual({ weekday: "Tue", day: "8" });
    expect(formatWeekday("2026-12-08", "de-DE")).toEqual({ weekday: "Di", day: "8" });
    expect(formatWeekday("2026-12-08", "ja-JP")).toEqual({ weekday: "火", day: "8日" });
    expect(formatWeekday("2026-12-13", "fr-FR")).toEqual({ weekday: "dim.", day: "13" });
  });

  it("joins a day as each language joins a day and a time (quick add's message)", () => {
    expect(formatDayAt("2026-12-08", "15:00", "en-US")).toBe("Tuesday, December 8, 2026 at 3:00 PM");
    expect(formatDayAt("2026-12-08", "15:00", "de-DE")).toBe("Dienstag, 8. Dezember 2026 um 15:00");
    expect(formatDayAt("2026-12-08", "09:30", "fr-FR")).toBe("mardi 8 décembre 2026 à 09:30");
    // The wall clock: no zone moves it to another day.
    expect(formatDayAt("2026-12-31", "23:45", "ja-JP")).toBe("2026年12月31日木曜日 23:45");
  });
});

describe("a reminder as rows and feeds carry it (decisions 074, 086)", () => {
  it("is a time of its objective's day, or a day before it and a time", () => {
    expect(reminderWhen("09:30")).toEqual({ day: null, at: "09:30" });
    expect(reminderWhen("2031-06-09T18:00")).toEqual({ day: "2031-06-09", at: "18:00" });
  });
  it("reads as the time alone on its day, with the day before it", () => {
    expect(formatReminder("14:30", "en-US")).toBe("2:30 PM");
    expect(formatReminder("2031-06-09T18:00", "en-US")).toBe("Jun 9, 6:00 PM");
    expect(formatReminder("2031-06-09T18:00", "de-DE")).toBe("9. Juni, 18:00");
    expect(formatReminder("2031-06-09T18:00", "ja-JP")).toBe("6月9日 18:00");
  });
});

describe("reminderOf", () => {
  it("is the time alone on the objective's day, else the day it goes on and the time (as reminderWhen reads)", () => {
    expect(reminderOf("2031-06-10", "09:30", 0)).toBe("09:30");
    expect(reminderOf("2031-06-10", "18:00", 1)).toBe("2031-06-09T18:00");
    expect(reminderWhen(reminderOf("2031-03-02", "08:15", 7))).toEqual({ day: "2031-02-23", at: "08:15" });
  });
});
