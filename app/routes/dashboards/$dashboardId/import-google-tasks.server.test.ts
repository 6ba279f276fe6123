import { describe, expect, it } from "vitest";
import { readImport } from "./import-file.server";
import { dueDay } from "./import-google-tasks.server";

const TODAY = "2026-12-04";

const takeout = (...lists: { title: string; items: Record<string, unknown>[] }[]) =>
  JSON.stringify({
    kind: "tasks#taskLists",
    items: lists.map((l, i) => ({ kind: "tasks#taskList", id: `list${i}`, title: l.title, items: l.items })),
  });
const task = (id: string, title: string, more: Record<string, unknown> = {}) => ({
  kind: "tasks#task",
  id,
  title,
  status: "needsAction",
  updated: "2026-11-30T10:00:00.000Z",
  ...more,
});

const read = (text: string, zone = "Europe/Berlin") => {
  const answer = readImport(text, "en", TODAY, zone);
  if (!answer.ok) throw new Error(JSON.stringify(answer.message));
  return answer.file;
};

describe("Google Tasks' export", () => {
  it("brings the open tasks on their due day, notes as descriptions, subtasks as steps", () => {
    const file = read(
      takeout({
        title: "My Tasks",
        items: [
          task("b", "Call the plumber", { position: "00000000000000000001", notes: "  About the boiler  " }),
          task("a", "Pack for the trip", { position: "00000000000000000000", due: "2026-12-10T00:00:00.000Z" }),
          task("a1", "Passports", { parent: "a", position: "00000000000000000000", status: "completed" }),
          task("a2", "Chargers", { parent: "a", position: "00000000000000000001" }),
          task("c", "Done long ago", { status: "completed", completed: "2025-01-01T10:00:00.000Z" }),
          task("c1", "Its step", { parent: "c" }),
          task("d", "Deleted", { deleted: true }),
          task("e", "   "),
        ],
      }),
    );
    expect(file.filters).toEqual([]);
    expect(file.objectives).toEqual([
      {
        day: "2026-12-10",
        title: "Pack for the trip",
        done: false,
        repeat: null,
        repeat_every: 1,
        filters: [],
        checklist: [{ title: "Passports", done: true }, { title: "Chargers" }],
      },
      {
        day: TODAY,
        title: "Call the plumber",
        description: "About the boiler",
        done: false,
        repeat: null,
        repeat_every: 1,
        filters: [],
      },
    ]);
  });

  it("names each task's list as a filter when there are several", () => {
    const file = read(
      takeout(
        { title: "Work", items: [task("w", "Report")] },
        { title: "Home", items: [task("h", "Groceries")] },
        // A list with nothing open names nothing.
        { title: "Archive", items: [task("x", "Old", { status: "completed" })] },
      ),
    );
    expect(file.objectives.map((o) => [o.title, o.filters])).toEqual([
      ["Report", ["Work"]],
      ["Groceries", ["Home"]],
    ]);
  });

  it("reads a due day written as midnight in UTC as that day, and another moment in the importer's zone", () => {
    expect(dueDay("2026-12-10T00:00:00.000Z", "America/New_York")).toBe("2026-12-10");
    expect(dueDay("2026-07-09T22:00:00.000Z", "Europe/Berlin")).toBe("2026-07-10");
    expect(dueDay("2026-12-10T05:00:00.000Z", "America/New_York")).toBe("2026-12-10");
    expect(dueDay("", "UTC")).toBe("");
    expect(dueDay("soon", "UTC")).toBe("");
  });

  it("refuses a title too long by its place among the tasks, and a file with nothing open", () => {
    expect(
      readImport(takeout({ title: "L", items: [task("a", "Fine"), task("b", "x".repeat(501))] }), "en", TODAY),
    ).toEqual({
      ok: false,
      message: { key: "board:import.rowTitle", values: { row: 2, max: 500 } },
    });
    expect(
      readImport(takeout({ title: "L", items: [task("a", "Done", { status: "completed" })] }), "en", TODAY),
    ).toEqual({
      ok: false,
      message: "board:import.empty",
    });
  });
});
