import { describe, expect, it } from "vitest";
import { quickDays } from "./quick-days";

// 2026-11-30 is a Monday.
const week = ["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"];
const moves = (today: string, day: string) => quickDays(today, day).map((c) => `${c.key} ${c.day}`);

describe("quickDays", () => {
  it("offers tomorrow, this Saturday and next Monday from a weekday, for a row of today", () => {
    expect(quickDays("2026-12-02", "2026-12-02")).toEqual([
      { key: "tomorrow", day: "2026-12-03" },
      { key: "weekend", day: "2026-12-05" },
      { key: "nextWeek", day: "2026-12-07" },
    ]);
  });

  it("counts the weekend and next week from today on every day of the week, the next day from the row's", () => {
    const far = "2027-03-01";
    expect(week.map((today) => moves(today, far))).toEqual([
      ["postpone 2027-03-02", "today 2026-11-30", "weekend 2026-12-05", "nextWeek 2026-12-07"],
      ["postpone 2027-03-02", "today 2026-12-01", "weekend 2026-12-05", "nextWeek 2026-12-07"],
      ["postpone 2027-03-02", "today 2026-12-02", "weekend 2026-12-05", "nextWeek 2026-12-07"],
      ["postpone 2027-03-02", "today 2026-12-03", "weekend 2026-12-05", "nextWeek 2026-12-07"],
      ["postpone 2027-03-02", "today 2026-12-04", "weekend 2026-12-05", "nextWeek 2026-12-07"],
      // On a weekend, the next one; next week's Monday is still the coming Monday.
      ["postpone 2027-03-02", "today 2026-12-05", "nextWeekend 2026-12-12", "nextWeek 2026-12-07"],
      ["postpone 2027-03-02", "today 2026-12-06", "nextWeekend 2026-12-12", "nextWeek 2026-12-07"],
    ]);
  });

  it("leaves out the row's own day, and a day the next day is already", () => {
    // Friday's row: tomorrow is Saturday.
    expect(moves("2026-12-04", "2026-12-04")).toEqual(["tomorrow 2026-12-05", "nextWeek 2026-12-07"]);
    // Sunday's row: tomorrow is next week's Monday.
    expect(moves("2026-12-06", "2026-12-06")).toEqual(["tomorrow 2026-12-07", "nextWeekend 2026-12-12"]);
    // A row on Saturday seen on Thursday: its next day, today, and Monday.
    expect(moves("2026-12-03", "2026-12-05")).toEqual([
      "postpone 2026-12-06",
      "today 2026-12-03",
      "nextWeek 2026-12-07",
    ]);
    // Yesterday's row: its next day is today.
    expect(moves("2026-12-02", "2026-12-01")).toEqual([
      "postpone 2026-12-02",
      "weekend 2026-12-05",
      "nextWeek 2026-12-07",
    ]);
    // Next Monday's row: no "next week".
    expect(moves("2026-12-02", "2026-12-07")).toEqual([
      "postpone 2026-12-08",
      "today 2026-12-02",
      "weekend 2026-12-05",
    ]);
  });
});
