import { describe, expect, it } from "vitest";
import type { Objective } from "~/lib/data-api";
import { minutesOf, nowAt, nudged, outlineAt, placeDay, slotAt, weekHours } from "./week-hours";

const o = (id: string, at?: string, minutes?: number) =>
  ({ id, title: id, day: "2026-12-08", done: false, markers: [], at, minutes }) as unknown as Objective;

const places = (objectives: Objective[], hours = { first: 8, last: 18 }) =>
  placeDay(objectives, hours).timed.map((b) => [b.o.id, b.row, b.rows, b.column, b.columns, b.clipped]);

describe("weekHours", () => {
  it("draws 8 to 18 when nothing is earlier or later, and stretches to the earliest start and the latest end", () => {
    expect(weekHours([{ objectives: [o("a"), o("b", "09:00", 60)] }])).toEqual({ first: 8, last: 18 });
    expect(weekHours([{ objectives: [o("a", "06:30")] }, { objectives: [o("b", "19:15", 90)] }])).toEqual({
      first: 6,
      last: 21,
    });
  });

  it("stops at midnight, however long the last one goes on", () => {
    expect(weekHours([{ objectives: [o("late", "23:00", 180)] }])).toEqual({ first: 8, last: 24 });
  });

  it("takes in the hour it is now (/today's), early or late", () => {
    expect(weekHours([{ objectives: [] }], "06:40")).toEqual({ first: 6, last: 18 });
    expect(weekHours([{ objectives: [] }], "23:59")).toEqual({ first: 8, last: 24 });
    expect(weekHours([{ objectives: [o("a", "07:00")] }], "12:00")).toEqual({ first: 7, last: 18 });
  });
});

describe("nowAt", () => {
  it("is the row of its quarter hour, and the quarter of that row it is in", () => {
    const hours = { first: 8, last: 18 };
    expect(nowAt("08:00", hours)).toEqual({ row: 1, part: 0 });
    expect(nowAt("09:20", hours)).toEqual({ row: 6, part: 1 });
    expect(nowAt("09:29", hours)).toEqual({ row: 6, part: 3 });
    expect(nowAt("17:59", hours)).toEqual({ row: 40, part: 3 });
  });

  it("is nowhere outside the hours drawn", () => {
    expect(nowAt("07:59", { first: 8, last: 18 })).toBeNull();
    expect(nowAt("18:00", { first: 8, last: 18 })).toBeNull();
  });
});

describe("placeDay", () => {
  it("keeps those without a time apart, in their order", () => {
    const day = placeDay([o("x"), o("a", "09:00"), o("y")], { first: 8, last: 18 });
    expect(day.allDay.map((d) => d.id)).toEqual(["x", "y"]);
  });

  it("places a time by the quarter hour from the first hour, for its length, half an hour at least", () => {
    expect(places([o("standup", "09:00", 15), o("lunch", "12:30", 60), o("call", "14:10")])).toEqual([
      ["standup", 5, 2, 1, 12, false],
      ["lunch", 19, 4, 1, 12, false],
      // 14:10 starts in the 14:00 quarter, and half an hour takes it into a third one.
      ["call", 25, 3, 1, 12, false],
    ]);
  });

  it("orders by time, and sets those that overlap side by side, each in the first lane free", () => {
    expect(
      places([o("late", "11:00", 60), o("workshop", "10:00", 120), o("call", "10:30", 30), o("after", "11:00", 30)]),
    ).toEqual([
      // Three lanes at most at once: thirds of the width.
      ["workshop", 9, 8, 1, 4, false],
      ["call", 11, 2, 5, 4, false],
      // The call's lane is free again at 11:00.
      ["late", 13, 4, 5, 4, false],
      ["after", 13, 2, 9, 4, false],
    ]);
  });

  it("gives each group of overlapping ones its own lanes: one alone afterwards takes the whole width", () => {
    expect(places([o("a", "09:00", 60), o("b", "09:30", 60), o("c", "11:00", 60)]).map((p) => p.slice(3, 5))).toEqual([
      [1, 6],
      [7, 6],
      [1, 12],
    ]);
  });

  it("three at once share the width in thirds, five in fifths rounded down", () => {
    expect(places(["a", "b", "c"].map((id) => o(id, "09:00", 60))).map((p) => p.slice(3, 5))).toEqual([
      [1, 4],
      [5, 4],
      [9, 4],
    ]);
    expect(places(["a", "b", "c", "d", "e"].map((id) => o(id, "09:00", 60))).map((p) => p[3])).toEqual([1, 3, 5, 7, 9]);
  });

  it("cuts one that goes on past the last hour drawn, and says so", () => {
    expect(places([o("party", "22:00", 180)], { first: 8, last: 24 })).toEqual([["party", 57, 8, 1, 12, true]]);
  });
});

describe("slotAt", () => {
  it("is the nearest quarter hour, or the one a point falls in, within the hours drawn", () => {
    const hours = { first: 8, last: 18 };
    expect(slotAt(0, hours)).toBe("08:00");
    expect(slotAt(0.5, hours)).toBe("13:00");
    // 40 rows: 24.6 is nearest the 25th (14:15) and falls in the 24th (14:00).
    expect(slotAt(24.6 / 40, hours)).toBe("14:15");
    expect(slotAt(24.6 / 40, hours, true)).toBe("14:00");
    expect(slotAt(-0.2, hours)).toBe("08:00");
    expect(slotAt(1.5, hours)).toBe("17:45");
  });
});

describe("outlineAt", () => {
  it("is the row of a drop's quarter hour, as tall as what is held, cut at the last hour drawn", () => {
    expect(outlineAt("14:00", 8, { first: 8, last: 18 })).toEqual({ row: 25, rows: 8 });
    expect(outlineAt("17:30", 8, { first: 8, last: 18 })).toEqual({ row: 39, rows: 2 });
    expect(minutesOf("14:30")).toBe(870);
  });
});

describe("nudged", () => {
  const hours = { first: 8, last: 18 };
  it("moves a quarter of an hour earlier or later, keeping its length, from a time off the quarters to the next one", () => {
    expect(nudged({ at: "09:00", minutes: 30 }, 1, false, hours)).toEqual({ at: "09:15", minutes: 30 });
    expect(nudged({ at: "09:00", minutes: null }, -1, false, hours)).toEqual({ at: "08:45", minutes: null });
    expect(nudged({ at: "09:10", minutes: 20 }, 1, false, hours)).toEqual({ at: "09:15", minutes: 20 });
    expect(nudged({ at: "09:10", minutes: 20 }, -1, false, hours)).toEqual({ at: "09:00", minutes: 20 });
  });
  it("stays within the hours drawn", () => {
    expect(nudged({ at: "08:00", minutes: 60 }, -1, false, hours)).toEqual({ at: "08:00", minutes: 60 });
    expect(nudged({ at: "17:45", minutes: null }, 1, false, hours)).toEqual({ at: "17:45", minutes: null });
    expect(nudged({ at: "07:00", minutes: null }, 1, false, { first: 7, last: 18 })).toEqual({
      at: "07:15",
      minutes: null,
    });
  });
  it("makes it a quarter of an hour shorter or longer: from its drawn half hour without a length, a quarter at least, to the last hour", () => {
    expect(nudged({ at: "09:00", minutes: 30 }, 1, true, hours)).toEqual({ at: "09:00", minutes: 45 });
    expect(nudged({ at: "09:00", minutes: null }, 1, true, hours)).toEqual({ at: "09:00", minutes: 45 });
    expect(nudged({ at: "09:00", minutes: null }, -1, true, hours)).toEqual({ at: "09:00", minutes: 15 });
    expect(nudged({ at: "09:00", minutes: 15 }, -1, true, hours)).toEqual({ at: "09:00", minutes: 15 });
    expect(nudged({ at: "17:00", minutes: 60 }, 1, true, hours)).toEqual({ at: "17:00", minutes: 60 });
    expect(nudged({ at: "17:00", minutes: 50 }, 1, true, hours)).toEqual({ at: "17:00", minutes: 60 });
  });
});
