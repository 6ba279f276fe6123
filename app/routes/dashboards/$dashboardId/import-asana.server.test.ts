import { describe, expect, it } from "vitest";
import { readImport } from "./import-file.server";

const TODAY = "2026-12-04";

const HEADER = [
  "Task ID",
  "Created At",
  "Completed At",
  "Last Modified",
  "Name",
  "Section/Column",
  "Assignee",
  "Assignee Email",
  "Start Date",
  "Due Date",
  "Tags",
  "Notes",
  "Projects",
  "Parent task",
  "Priority",
];
interface Row {
  name: string;
  completed?: string;
  assignee?: string;
  email?: string;
  start?: string;
  due?: string;
  tags?: string;
  notes?: string;
  parent?: string;
  priority?: string;
}
let id = 1200000000000000;
const row = (r: Row) =>
  [
    String(id++),
    "2026-11-01",
    r.completed ?? "",
    "2026-11-30",
    r.name,
    "To do",
    r.assignee ?? "",
    r.email ?? "",
    r.start ?? "",
    r.due ?? "",
    r.tags ?? "",
    r.notes ?? "",
    "Website",
    r.parent ?? "",
    r.priority ?? "",
  ]
    .map((cell) => `"${cell.replace(/"/g, '""')}"`)
    .join(",");
const csv = (...rows: Row[]) => [HEADER.join(","), ...rows.map(row)].join("\n") + "\n";
const read = (text: string) => {
  const answer = readImport(text, "en", TODAY);
  if (!answer.ok) throw new Error(JSON.stringify(answer.message));
  return answer.file;
};

describe("an Asana project's CSV", () => {
  it("brings the open tasks on their due day with tags, notes, assignee and priority", () => {
    const file = read(
      csv(
        {
          name: "Write copy",
          due: "2026-12-10",
          tags: "Content, content,SEO",
          notes: "Home page first",
          email: "ann@example.com",
          assignee: "Ann Lee",
          priority: "High",
        },
        { name: "Launched", completed: "2026-11-20", due: "2026-11-20" },
        { name: "Pick fonts", assignee: "Ben Moss", priority: "Low" },
      ),
    );
    expect(file.objectives).toEqual([
      {
        day: "2026-12-10",
        title: "Write copy",
        description: "Home page first",
        priority: 1,
        assignee: "ann@example.com",
        done: false,
        repeat: null,
        repeat_every: 1,
        filters: ["Content", "SEO"],
      },
      {
        day: TODAY,
        title: "Pick fonts",
        priority: 3,
        assignee: "Ben Moss",
        done: false,
        repeat: null,
        repeat_every: 1,
        filters: [],
      },
    ]);
  });

  it("plans a task that starts before it is due on its start, the due day its deadline", () => {
    const file = read(
      csv(
        { name: "Started", start: "2026-12-01", due: "2026-12-18" },
        { name: "Later", start: "2026-12-15", due: "2026-12-20" },
        { name: "Late", start: "2026-11-01", due: "2026-11-15" },
      ),
    );
    expect(file.objectives.map((o) => [o.title, o.day, o.deadline])).toEqual([
      ["Started", TODAY, "2026-12-18"],
      ["Later", "2026-12-15", "2026-12-20"],
      ["Late", "2026-11-15", "2026-11-15"],
    ]);
  });

  it("brings subtasks as steps of their open task; of a done one nothing; of one elsewhere, tasks of their own", () => {
    const file = read(
      csv(
        { name: "Draft", parent: "Write copy" },
        { name: "Write copy" },
        { name: "Review", parent: "Write copy", completed: "2026-11-30" },
        { name: "Old launch", completed: "2026-10-01" },
        { name: "Old step", parent: "Old launch" },
        { name: "Orphan", parent: "Another project's task" },
      ),
    );
    expect(file.objectives.map((o) => [o.title, o.checklist])).toEqual([
      ["Write copy", [{ title: "Draft" }, { title: "Review", done: true }]],
      ["Orphan", undefined],
    ]);
  });

  it("finds the header below the lines a Google Sheet's copy of the project puts above it", () => {
    const sheet = [
      ",,",
      ",,https://app.asana.com/-/googleSheetsProjectCsv?domain=1",
      ",,",
      csv({ name: "Ship it", due: "2026-12-09" }),
    ];
    expect(read(sheet.join("\n")).objectives.map((o) => [o.title, o.day])).toEqual([["Ship it", "2026-12-09"]]);
  });

  it("names the row a refusal is about, as a spreadsheet numbers it", () => {
    expect(readImport(csv({ name: "Fine" }, { name: "x".repeat(501) }), "en", TODAY)).toEqual({
      ok: false,
      message: { key: "board:import.rowTitle", values: { row: 3, max: 500 } },
    });
  });
});
