import { describe, expect, it } from "vitest";
import type { Objective } from "~/lib/data-api";
import { moveInCells, type CalendarCells } from "./use-calendar-moves";

const item = (id: string, day: string) => ({ id, day, title: id }) as unknown as Objective;
const cells: CalendarCells = {
  "2026-11-28": { items: [item("a", "2026-11-28"), item("b", "2026-11-28")], more: 2 },
  "2026-11-29": { items: [item("c", "2026-11-29")], more: 0 },
};

describe("moveInCells", () => {
  it("takes the objective from its day and shows it last on the other, on that day", () => {
    const moved = moveInCells(cells, "a", "2026-11-28", "2026-11-29");
    expect(moved["2026-11-28"]!.items.map((o) => o.id)).toEqual(["b"]);
    expect(moved["2026-11-29"]!.items.map((o) => [o.id, o.day])).toEqual([
      ["c", "2026-11-29"],
      ["a", "2026-11-29"],
    ]);
    // "+N more" stays as the month counted it until the page reloads.
    expect(moved["2026-11-28"]!.more).toBe(2);
  });

  it("makes a cell for a day that had nothing", () => {
    const moved = moveInCells(cells, "c", "2026-11-29", "2026-12-01");
    expect(moved["2026-12-01"]).toEqual({ items: [item("c", "2026-12-01")], more: 0 });
    expect(moved["2026-11-29"]!.items).toEqual([]);
  });

  it("changes nothing for the same day, or an objective not shown on its day", () => {
    expect(moveInCells(cells, "a", "2026-11-28", "2026-11-28")).toBe(cells);
    expect(moveInCells(cells, "zz", "2026-11-28", "2026-11-29")).toBe(cells);
    expect(moveInCells(cells, "a", "2026-11-29", "2026-11-30")).toBe(cells);
  });
});
