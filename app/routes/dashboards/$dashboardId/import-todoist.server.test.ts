import { describe, expect, it } from "vitest";
import { readImport } from "./import-file.server";

// Saturday 21 November 2026 is the user's today.
const TODAY = "2026-11-21";
const HEADER = "TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE";
const file = (...rows: string[]) => {
  const answer = readImport([HEADER, ...rows].join("\n"), "en", TODAY);
  if (!answer.ok) throw new Error(JSON.stringify(answer.message));
  return answer.file;
};

describe("a Todoist template's sub-tasks", () => {
  it("are steps of the task they are under, a dated one an objective of its own", () => {
    const read = file(
      "task,Plan the trip,,1,1,Ann (1),,Dec 1,en,",
      "task,Pick a hotel @travel,,4,2,Ann (1),,,en,",
      "note,The one by the lake,,,,Ann (1),,,,",
      "task,Check the rooms,,4,3,Ann (1),,,en,",
      "task,Book the flights,,2,2,Ann (1),,Nov 25,en,",
      "task,Seats by the window,,4,3,Ann (1),,,en,",
      "task,Pack,,4,2,Ann (1),,,en,",
      "section,Home,,,,,,,,",
      // Under a section, nothing above it: its own.
      "task,Water the plants,,4,2,Ann (1),,,en,",
    );
    expect(read.objectives.map((o) => [o.title, o.day, o.checklist])).toEqual([
      [
        "Plan the trip",
        "2026-12-01",
        // Each level's steps on the nearest objective above; labels on a step stay behind.
        [{ title: "Pick a hotel" }, { title: "Check the rooms" }, { title: "Pack" }],
      ],
      ["Book the flights", "2026-11-25", [{ title: "Seats by the window" }]],
      ["Water the plants", TODAY, undefined],
    ]);
    // A comment on a step goes on its objective.
    expect(read.objectives[0]!.description).toBe("The one by the lake");
    expect(read.objectives[1]).toMatchObject({ priority: 2 });
  });
});

describe("a Todoist template's blank rows", () => {
  it("are skipped, and a refusal names the row a spreadsheet shows", () => {
    const rows = ["task,Fine,,4,1,Ann (1),,,en,", ",,,,,,,,,", "", `task,${"x".repeat(501)},,4,1,Ann (1),,,en,`];
    expect(readImport([HEADER, ...rows].join("\n"), "en", TODAY)).toEqual({
      ok: false,
      message: { key: "board:import.rowTitle", values: { row: 5, max: 500 } },
    });
    expect(file(...rows.slice(0, 3), "task,Also fine,,4,1,Ann (1),,,en,").objectives.map((o) => o.title)).toEqual([
      "Fine",
      "Also fine",
    ]);
  });
});

describe("this planner's CSV with blank rows", () => {
  it("reads past them, a leading one too, and names rows as a spreadsheet does", () => {
    const csv = (...rows: string[]) => ["", "day,title", ...rows].join("\r\n");
    const answer = readImport(csv("2026-12-01,One", "", "2026-12-02,Two"), "en", TODAY);
    expect(answer.ok && answer.file.objectives.map((o) => o.title)).toEqual(["One", "Two"]);
    expect(readImport(csv("2026-12-01,One", "", "someday,Two"), "en", TODAY)).toEqual({
      ok: false,
      message: { key: "board:import.rowDay", values: { row: 5, value: "someday" } },
    });
  });
});
