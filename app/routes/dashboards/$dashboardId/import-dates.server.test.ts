import { describe, expect, it } from "vitest";
import { plannedDay } from "./import-dates.server";

const TODAY = "2026-12-04";

describe("plannedDay", () => {
  it("plans a task that starts before it is due on its start, today once that has passed, never after its due day", () => {
    expect(plannedDay("2026-12-10", "2026-12-20", TODAY)).toEqual({ day: "2026-12-10", deadline: "2026-12-20" });
    expect(plannedDay("2026-12-01", "2026-12-20", TODAY)).toEqual({ day: TODAY, deadline: "2026-12-20" });
    expect(plannedDay("2026-11-01", "2026-11-15", TODAY)).toEqual({ day: "2026-11-15", deadline: "2026-11-15" });
  });

  it("plans any other on its due day, else its start, else today, with no deadline", () => {
    expect(plannedDay("", "2026-12-20", TODAY)).toEqual({ day: "2026-12-20", deadline: "" });
    expect(plannedDay("2026-12-20", "", TODAY)).toEqual({ day: "2026-12-20", deadline: "" });
    expect(plannedDay("2026-12-20", "2026-12-20", TODAY)).toEqual({ day: "2026-12-20", deadline: "" });
    expect(plannedDay("2026-12-22", "2026-12-20", TODAY)).toEqual({ day: "2026-12-20", deadline: "" });
    expect(plannedDay("", "", TODAY)).toEqual({ day: TODAY, deadline: "" });
  });
});
