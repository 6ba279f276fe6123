import { describe, expect, it } from "vitest";
import { daysRule, monthDaysRule, nthOfDay, nthParts, parseRuleValue, ruleValue } from "./repeat-value";

describe("rules on chosen days of the week", () => {
  it("are spelled as the database keeps them: ascending, once each, named when they have a name", () => {
    expect(daysRule([4, 1, 4])).toBe("days:1,4");
    expect(daysRule([5, 4, 3, 2, 1])).toBe("weekdays");
    expect(daysRule([1, 2, 3, 4, 5, 6, 7])).toBe("daily");
    expect(daysRule([6])).toBe("days:6");
    expect(daysRule([])).toBeUndefined();
    expect(daysRule([0, 1])).toBeUndefined();
    expect(daysRule([8])).toBeUndefined();
  });

  it("travel as a form's value and back", () => {
    expect(ruleValue({ repeat: "days:1,4", every: 1 })).toBe("days:1,4");
    expect(parseRuleValue("days:4,1")).toEqual({ repeat: "days:1,4", every: 1 });
    expect(parseRuleValue("days:1,2,3,4,5")).toEqual({ repeat: "weekdays", every: 1 });
    expect(parseRuleValue("days:")).toBeUndefined();
    expect(parseRuleValue("days:8")).toBeUndefined();
    expect(parseRuleValue("days")).toBeUndefined();
  });

  it("every few weeks, carry the interval; all seven days too (the whole week), but every week they are every day", () => {
    expect(ruleValue({ repeat: "days:1,4", every: 2 })).toBe("days:1,4:2");
    expect(parseRuleValue("days:4,1:2")).toEqual({ repeat: "days:1,4", every: 2 });
    expect(parseRuleValue("days:6,7:3")).toEqual({ repeat: "days:6,7", every: 3 });
    expect(parseRuleValue("days:1,2,3,4,5:2")).toEqual({ repeat: "weekdays", every: 2 });
    expect(ruleValue({ repeat: "weekdays", every: 2 })).toBe("weekdays:2");
    expect(parseRuleValue("weekdays:2")).toEqual({ repeat: "weekdays", every: 2 });
    expect(daysRule([7, 1, 2, 3, 4, 5, 6], 2)).toBe("days:1,2,3,4,5,6,7");
    expect(daysRule([1, 2, 3, 4, 5, 6, 7])).toBe("daily");
    expect(parseRuleValue("days:1,2,3,4,5,6,7:2")).toEqual({ repeat: "days:1,2,3,4,5,6,7", every: 2 });
    expect(parseRuleValue("days:1,2,3,4,5,6,7")).toEqual({ repeat: "daily", every: 1 });
    expect(daysRule([1, 4], 2)).toBe("days:1,4");
    for (const bad of ["days:1,2,3,4,5,6,7:100", "days:1,4:0", "days:1,4:100", "days:1,4:", "weekdays:0"]) {
      expect(parseRuleValue(bad), bad).toBeUndefined();
    }
  });
});

describe("rules on chosen days of the month", () => {
  it("are spelled as the database keeps them: ascending, once each; all 31 are every day", () => {
    expect(monthDaysRule([15, 1, 15])).toBe("mdays:1,15");
    expect(monthDaysRule([31, 10, 2])).toBe("mdays:2,10,31");
    expect(monthDaysRule(Array.from({ length: 31 }, (_, i) => 31 - i))).toBe("daily");
    expect(monthDaysRule([])).toBeUndefined();
    expect(monthDaysRule([0, 1])).toBeUndefined();
    expect(monthDaysRule([32])).toBeUndefined();
    expect(monthDaysRule([1.5])).toBeUndefined();
  });

  it("of one month each year, keep the month; all 31 days of it stay that month's", () => {
    expect(monthDaysRule([15, 1], 3)).toBe("mdays:1,15:3");
    const all = Array.from({ length: 31 }, (_, i) => i + 1);
    expect(monthDaysRule(all, 12)).toBe(`mdays:${all.join(",")}:12`);
    for (const month of [0, 13, 1.5]) expect(monthDaysRule([1], month)).toBeUndefined();
  });

  it("travel as a form's value and back", () => {
    expect(ruleValue({ repeat: "mdays:1,15", every: 1 })).toBe("mdays:1,15");
    expect(parseRuleValue("mdays:15,1")).toEqual({ repeat: "mdays:1,15", every: 1 });
    expect(parseRuleValue("mdays:15,1:3")).toEqual({ repeat: "mdays:1,15:3", every: 1 });
    expect(parseRuleValue("mdays:31:12")).toEqual({ repeat: "mdays:31:12", every: 1 });
    for (const bad of [
      "mdays:",
      "mdays:0",
      "mdays:32",
      "mdays:01",
      "mdays:1,",
      "mdays:1,15:13",
      "mdays:1:0",
      "mdays:1:03",
      "mdays:1,:3",
      "mdays:1:3:4",
      "mdays",
    ])
      expect(parseRuleValue(bad)).toBeUndefined();
  });
});

describe("rules on a day of the week each month", () => {
  it("travel as a form's value and back, in one spelling", () => {
    expect(ruleValue({ repeat: "nth:-1:5", every: 1 })).toBe("nth:-1:5");
    expect(parseRuleValue("nth:1:1")).toEqual({ repeat: "nth:1:1", every: 1 });
    expect(parseRuleValue("nth:-1:7")).toEqual({ repeat: "nth:-1:7", every: 1 });
    for (const bad of [
      "nth:6:1",
      "nth:5:1:5",
      "nth:5:0",
      "nth:0:1",
      "nth:1:9",
      "nth:1",
      "nth:1:1:13",
      "nth:1:1:0",
      "nth:1:1:05",
      "nth:-2:1",
    ])
      expect(parseRuleValue(bad)).toBeUndefined();
    expect(nthParts("nth:-1:5")).toEqual({ n: -1, which: [-1], weekday: 5 });
    // With a month: that month's, each year.
    expect(parseRuleValue("nth:-1:1:5")).toEqual({ repeat: "nth:-1:1:5", every: 1 });
    expect(ruleValue({ repeat: "nth:4:4:11", every: 1 })).toBe("nth:4:4:11");
    expect(nthParts("nth:4:4:11")).toEqual({ n: 4, which: [4], weekday: 4, month: 11 });
    // Day 0: any day, the month's last.
    expect(parseRuleValue("nth:-1:0")).toEqual({ repeat: "nth:-1:0", every: 1 });
    expect(nthParts("nth:-1:0:2")).toEqual({ n: -1, which: [-1], weekday: 0, month: 2 });
    // Day 8: a working day.
    expect(parseRuleValue("nth:-1:8")).toEqual({ repeat: "nth:-1:8", every: 1 });
    expect(nthParts("nth:1:8:12")).toEqual({ n: 1, which: [1], weekday: 8, month: 12 });
    // Several: spelled ascending, once each, the last at the end.
    expect(parseRuleValue("nth:4,2,4:2")).toEqual({ repeat: "nth:2,4:2", every: 1 });
    expect(parseRuleValue("nth:-1,1:5:3")).toEqual({ repeat: "nth:1,-1:5:3", every: 1 });
    expect(nthParts("nth:2,4:2")).toEqual({ n: 2, which: [2, 4], weekday: 2 });
    for (const bad of ["nth:1,:1", "nth:,1:1", "nth:1,6:1", "nth:1;3:1"]) expect(parseRuleValue(bad)).toBeUndefined();
    // A working day goes up to the 20th (every month has 20); a day of the week to the 5th
    // of every month (a month without one is skipped), not of one month; any day to the 4th.
    expect(parseRuleValue("nth:5:8")).toEqual({ repeat: "nth:5:8", every: 1 });
    expect(parseRuleValue("nth:-1,20,5,12:8:1")).toEqual({ repeat: "nth:5,12,20,-1:8:1", every: 1 });
    expect(nthParts("nth:10:8")).toEqual({ n: 10, which: [10], weekday: 8 });
    expect(parseRuleValue("nth:5:7")).toEqual({ repeat: "nth:5:7", every: 1 });
    expect(parseRuleValue("nth:5,3,1:6")).toEqual({ repeat: "nth:1,3,5:6", every: 1 });
    expect(nthParts("nth:5,-1:1")).toEqual({ n: 5, which: [5, -1], weekday: 1 });
    for (const bad of ["nth:21:8", "nth:5:0", "nth:5:7:6", "nth:6:7", "nth:05:8", "nth:0:8", "nth:5,6:1"])
      expect(parseRuleValue(bad)).toBeUndefined();
    expect(nthParts("days:1,5")).toBeUndefined();
    expect(nthParts(null)).toBeUndefined();
  });

  it("of a day: which of its month's days of the week it is, a fifth being the last", () => {
    // December 2026: Tuesdays 1, 8, 15, 22, 29.
    expect(nthOfDay("2026-12-01")).toEqual({ n: 1, weekday: 2, month: 12 });
    expect(nthOfDay("2026-12-15")).toEqual({ n: 3, weekday: 2, month: 12 });
    expect(nthOfDay("2026-12-28")).toEqual({ n: 4, weekday: 1, month: 12 });
    expect(nthOfDay("2026-12-29")).toEqual({ n: -1, weekday: 2, month: 12 });
    expect(nthOfDay("2026-12-31")).toEqual({ n: -1, weekday: 4, month: 12 });
  });
});
