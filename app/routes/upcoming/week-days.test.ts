import { describe, expect, it } from "vitest";
import type { UpcomingDay } from "~/lib/data-api";
import { addingOn, weekDays } from "./week-days";

const held = (day: string, count: number): UpcomingDay => ({ day, objectives: [], count });

describe("weekDays", () => {
  it("lists every day of the range in order, the held ones as answered", () => {
    const tuesday = held("2026-12-01", 3);
    const days = weekDays("2026-11-30", "2026-12-06", [tuesday, held("2026-12-05", 1)]);
    expect(days.map((d) => d.day)).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
    expect(days[1]).toBe(tuesday);
    expect(days.map((d) => d.count)).toEqual([0, 3, 0, 0, 0, 1, 0]);
  });

  it("crosses a year's end and leaves out days outside the range", () => {
    const days = weekDays("2026-12-30", "2027-01-02", [held("2027-01-05", 2)]);
    expect(days.map((d) => d.day)).toEqual(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"]);
    expect(days.every((d) => d.count === 0)).toBe(true);
  });
});

describe("addingOn", () => {
  const at = (query: string) => addingOn(new URLSearchParams(query), "2026-11-30", "2026-12-06");
  it("reads a day of the range", () => {
    expect(at("add=2026-11-30")).toBe("2026-11-30");
    expect(at("from=2026-11-30&add=2026-12-06")).toBe("2026-12-06");
  });
  it("drops a day outside it, or anything else", () => {
    expect(at("add=2026-11-29")).toBeUndefined();
    expect(at("add=2026-12-07")).toBeUndefined();
    expect(at("add=tomorrow")).toBeUndefined();
    expect(at("add=2026-12-01x")).toBeUndefined();
    expect(at("")).toBeUndefined();
  });
});
