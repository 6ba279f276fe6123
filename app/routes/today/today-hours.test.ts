import { describe, expect, it } from "vitest";
import type { Objective, TodaySection } from "~/lib/data-api";
import { todayAsHours } from "./today-hours";

const o = (id: string, day = "2026-12-07", at?: string) =>
  ({ id, title: id, day, done: false, markers: [], at }) as unknown as Objective;

const section = (id: string, objectives: Objective[], overdue: Objective[], extra: Partial<TodaySection> = {}) =>
  ({
    id,
    name: id.toUpperCase(),
    color: "teal",
    objectives,
    count: objectives.length,
    total: objectives.length,
    done: 0,
    overdue,
    overdue_count: overdue.length,
    markers: [],
    ...extra,
  }) as TodaySection;

describe("todayAsHours", () => {
  it("puts every dashboard's today in one day, each row naming its dashboard, and counts what is past the page's rows", () => {
    const { day, dashboards } = todayAsHours({
      today: "2026-12-07",
      dashboards: [
        section("home", [o("bread"), o("call", "2026-12-07", "14:00")], [], { count: 5 }),
        section("work", [o("standup", "2026-12-07", "09:00")], []),
      ],
    });
    expect(day.day).toBe("2026-12-07");
    expect(day.objectives.map((r) => [r.id, (r as Objective & { dashboard: string }).dashboard])).toEqual([
      ["bread", "home"],
      ["call", "home"],
      ["standup", "work"],
    ]);
    // Five listed on home (three past its rows), one on work.
    expect(day.count).toBe(6);
    expect(dashboards).toEqual({ home: { name: "HOME", color: "teal" }, work: { name: "WORK", color: "teal" } });
  });

  it("lists what is overdue on all of them oldest first, a day's in the dashboards' order, and how many more", () => {
    const { overdue } = todayAsHours({
      today: "2026-12-07",
      dashboards: [
        section("home", [], [o("old", "2026-12-01"), o("late", "2026-12-05")], { overdue_count: 4 }),
        section("work", [], [o("report", "2026-12-03"), o("mail", "2026-12-05")]),
      ],
    });
    expect(overdue.items.map((r) => [r.id, r.dashboard])).toEqual([
      ["old", "home"],
      ["report", "work"],
      ["late", "home"],
      ["mail", "work"],
    ]);
    expect(overdue.more).toBe(2);
  });
});
