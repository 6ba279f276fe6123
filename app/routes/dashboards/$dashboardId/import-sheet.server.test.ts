import { describe, expect, it } from "vitest";
import type { Language } from "~/lib/i18n";
import { readImport } from "./import-file.server";

// Friday 4 December 2026 is the user's today.
const TODAY = "2026-12-04";
const read = (text: string, lng: Language = "en") => readImport(text, lng, TODAY);
const file = (text: string, lng: Language = "en") => {
  const answer = read(text, lng);
  if (!answer.ok) throw new Error(JSON.stringify(answer.message));
  return answer.file;
};

describe("any spreadsheet of tasks (CSV)", () => {
  it("reads Notion's export: the name, its date in words, status, tags and the person", () => {
    const csv = [
      "Name,Assign,Date,Status,Tags,Notes",
      'Write the brief,ann@example.com,"December 10, 2026",In progress,"Work, Writing",Two pages',
      "Send the invoices,,,Done,Work,",
      "Old plan,,,Cancelled,,",
      "Plan the party,Ben Moss,every friday,Not started,Home; home,",
    ].join("\n");
    expect(file(csv).objectives).toEqual([
      {
        day: "2026-12-10",
        title: "Write the brief",
        description: "Two pages",
        assignee: "ann@example.com",
        done: false,
        repeat: null,
        repeat_every: 1,
        filters: ["Work", "Writing"],
      },
      // Done rows stay behind; a repeat in words repeats; tags once each, as first written.
      {
        day: TODAY,
        title: "Plan the party",
        assignee: "Ben Moss",
        done: false,
        repeat: "weekly",
        repeat_every: 1,
        filters: ["Home"],
      },
    ]);
  });

  it("reads headers in the user's languages, ticks, priorities in words and a deadline", () => {
    const csv = [
      "Aufgabe;Fällig am;Erledigt;Priorität;Frist",
      "Steuer;05.12.2026;FALSCH;hoch;31.12.2026",
      "Altpapier;;x;;",
      "Keller;12/05/2026;;niedrig;",
    ].join("\n");
    expect(file(csv, "de").objectives.map((o) => [o.title, o.day, o.priority, o.deadline])).toEqual([
      ["Steuer", "2026-12-05", 1, "2026-12-31"],
      // Day first, as German writes it.
      ["Keller", "2026-05-12", 3, undefined],
    ]);
    expect(file("任务,截止日期,优先级\n买牛奶,2026年12月8日,高\n", "zh").objectives).toMatchObject([
      { title: "买牛奶", day: "2026-12-08", priority: 1 },
    ]);
  });

  it("reads Microsoft Planner's: its progress, priority words, labels and checklist items as steps", () => {
    const csv = [
      "Task ID,Task Name,Bucket Name,Progress,Priority,Assigned To,Start Date,Due Date,Description,Checklist Items,Labels",
      "a1,Book the venue,Party,In progress,Important,Ann Lee,,12/15/2026,Garden if dry,Call three places;Pay the deposit,Home",
      "a2,Send invitations,Party,Completed,Medium,,,12/01/2026,,,",
    ].join("\n");
    expect(file(csv).objectives).toEqual([
      {
        day: "2026-12-15",
        title: "Book the venue",
        description: "Garden if dry",
        priority: 2,
        assignee: "Ann Lee",
        done: false,
        repeat: null,
        repeat_every: 1,
        filters: ["Home"],
        checklist: [{ title: "Call three places" }, { title: "Pay the deposit" }],
      },
    ]);
  });

  it("reads a column of numeric days in the one order that fits all of them", () => {
    // In English month first, unless a day past the 12th shows the column is day first.
    const dates = (...days: string[]) =>
      file(["Task,Due", ...days.map((d, i) => `t${i},${d}`)].join("\n")).objectives.map((o) => o.day);
    expect(dates("12/05/2026", "1/2/27")).toEqual(["2026-12-05", "2027-01-02"]);
    expect(dates("12/05/2026", "25/12/2026")).toEqual(["2026-05-12", "2026-12-25"]);
  });

  it("refuses a day it cannot read, naming its row as a spreadsheet shows it; a list of people is no task list", () => {
    expect(read("Title,Due\nFine,2026-12-05\n\nOdd,someday soon-ish\n")).toEqual({
      ok: false,
      message: { key: "board:import.rowDay", values: { row: 4, value: "someday soon-ish" } },
    });
    expect(read("Name,Age\nAnn,3\n")).toEqual({ ok: false, message: "board:import.unknown" });
    const many = ["Task", ...Array.from({ length: 2001 }, (_, i) => `t${i}`)].join("\n");
    expect(read(many)).toEqual({ ok: false, message: { key: "board:import.tooMany", values: { max: 2000 } } });
    // A title column alone is enough when it says so.
    expect(file("To-do\nBuy milk\n").objectives).toMatchObject([{ title: "Buy milk", day: TODAY }]);
  });
});
