import { describe, expect, it } from "vitest";
import { readImport } from "./import-file.server";
import { dayOf } from "./import-ticktick.server";

const TODAY = "2026-12-04";

// TickTick's backup as it starts: lines about the file (the statuses' legend spans lines in
// one quoted cell), then the header.
const PREAMBLE = '"Date: 2026-12-01+0000"\n"Version: 7.1"\n"Status: \n0 Normal\n1 Completed\n2 Archived"\n';
const HEADER =
  '"Folder Name","List Name","Title","Kind","Tags","Content","Is Check list","Start Date","Due Date","Reminder","Repeat","Priority","Status","Created Time","Completed Time","Order","Timezone","Is All Day","Is Floating","Column Name","Column Order","View Mode","taskId","parentId"';

interface Row {
  title: string;
  kind?: string;
  tags?: string;
  content?: string;
  start?: string;
  due?: string;
  repeat?: string;
  priority?: string;
  status?: string;
  created?: string;
  zone?: string;
  id?: string;
  parent?: string;
}
const row = (r: Row) =>
  [
    "",
    "Home",
    r.title,
    r.kind ?? "TEXT",
    r.tags ?? "",
    r.content ?? "",
    r.kind === "CHECKLIST" ? "Y" : "N",
    r.start ?? "",
    r.due ?? "",
    "",
    r.repeat ?? "",
    r.priority ?? "0",
    r.status ?? "0",
    r.created ?? "2026-11-20T10:00:00+0000",
    "",
    "1",
    r.zone ?? "Europe/Berlin",
    "true",
    "false",
    "",
    "",
    "list",
    r.id ?? "",
    r.parent ?? "",
  ]
    .map((cell) => `"${cell.replace(/"/g, '""')}"`)
    .join(",");
const backup = (...rows: Row[]) => PREAMBLE + [HEADER, ...rows.map(row)].join("\n") + "\n";
const read = (text: string) => {
  const answer = readImport(text, "en", TODAY);
  if (!answer.ok) throw new Error(JSON.stringify(answer.message));
  return answer.file;
};

describe("readImport: TickTick's backup", () => {
  it("adds the open tasks on their day where they were set, with tags, priority, content and rule", () => {
    const file = read(
      backup(
        // An all-day task is kept as its zone's midnight: the 9th at 23:00 UTC is the 10th in Berlin.
        {
          title: "Pay rent",
          due: "2026-12-09T23:00:00+0000",
          priority: "5",
          tags: "bills, home",
          content: "IBAN\nin the folder",
        },
        {
          title: "Standup",
          start: "2026-12-07T08:00:00+0000",
          repeat: "RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR",
          priority: "3",
        },
        { title: "Someday", priority: "1" },
        { title: "Finished", due: "2026-11-01T23:00:00+0000", status: "2" },
        { title: "Given up", status: "-1" },
        { title: "" },
      ),
    );
    expect(file.objectives).toEqual([
      {
        day: "2026-12-10",
        title: "Pay rent",
        description: "IBAN\nin the folder",
        priority: 1,
        done: false,
        repeat: null,
        repeat_every: 1,
        filters: ["bills", "home"],
      },
      {
        day: "2026-12-07",
        title: "Standup",
        priority: 2,
        done: false,
        repeat: "weekdays",
        repeat_every: 1,
        filters: [],
      },
      { day: TODAY, title: "Someday", priority: 3, done: false, repeat: null, repeat_every: 1, filters: [] },
    ]);
    expect(file.notes).toEqual([]);
  });

  it("makes a checklist's items and a task's subtasks its steps, and its notes notes of their year", () => {
    const file = read(
      backup(
        { title: "Groceries", kind: "CHECKLIST", content: "Before six\n▫Milk\n▪Bread\n▫ Eggs", id: "a1" },
        { title: "Buy cheese", parent: "a1" },
        { title: "Buy butter", parent: "a1", status: "2" },
        { title: "Sub of a finished one", parent: "gone" },
        { title: "Ideas", kind: "NOTE", content: "A garden\nA shed", created: "2025-06-01T09:00:00+0000" },
      ),
    );
    expect(file.objectives).toHaveLength(1);
    expect(file.objectives[0]).toMatchObject({
      title: "Groceries",
      description: "Before six",
      checklist: [
        { title: "Milk" },
        { title: "Bread", done: true },
        { title: "Eggs" },
        { title: "Buy cheese" },
        { title: "Buy butter", done: true },
      ],
    });
    expect(file.notes).toEqual([{ year: 2025, title: "Ideas", body: "A garden\nA shed", filters: [] }]);
  });

  it("refuses a row this planner cannot take, naming its row as a spreadsheet does", () => {
    const answer = readImport(backup({ title: "x".repeat(600) }), "en", TODAY);
    // As a spreadsheet numbers rows: three about the file (the legend one cell over lines), the
    // header the fourth, the task the fifth.
    expect(answer).toEqual({ ok: false, message: { key: "board:import.rowTitle", values: { row: 5, max: 500 } } });
  });
});

describe("TickTick's rules", () => {
  it("import as this planner's rules (unknown ones as none)", () => {
    const file = read(
      backup(
        {
          title: "Mon and Thu",
          due: "2026-12-07T00:00:00+0000",
          zone: "UTC",
          repeat: "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH",
        },
        { title: "Last Friday", due: "2026-12-25T00:00:00+0000", zone: "UTC", repeat: "RRULE:FREQ=MONTHLY;BYDAY=-1FR" },
        { title: "Hourly", due: "2026-12-05T00:00:00+0000", zone: "UTC", repeat: "RRULE:FREQ=HOURLY" },
      ),
    );
    expect(file.objectives.map((o) => [o.title, o.repeat, o.repeat_every])).toEqual([
      ["Mon and Thu", "days:1,4", 2],
      ["Last Friday", "nth:-1:5", 1],
      ["Hourly", null, 1],
    ]);
  });
});

describe("TickTick's dates", () => {
  it("are the day in the task's zone, else in UTC; none when empty or no date", () => {
    expect(dayOf("2026-10-09T22:00:00+0000", "Europe/Paris")).toBe("2026-10-10");
    expect(dayOf("2026-10-09T22:00:00+0000", "America/New_York")).toBe("2026-10-09");
    expect(dayOf("2026-10-09T22:00:00+0000", "Not/AZone")).toBe("2026-10-09");
    expect(dayOf("2026-10-09T22:00:00+0000", "")).toBe("2026-10-09");
    expect(dayOf("", "UTC")).toBe("");
    expect(dayOf("soon", "UTC")).toBe("");
  });
});
