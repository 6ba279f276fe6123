import { describe, expect, it } from "vitest";
import { readImport } from "./import-file.server";

const TODAY = "2026-12-04";

/** A calendar file as exports write it: CR LF, a zone's definition first. */
const calendar = (...components: string[]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "BEGIN:VTIMEZONE",
    "TZID:Europe/Berlin",
    "BEGIN:STANDARD",
    "DTSTART:19701025T030000",
    "TZOFFSETFROM:+0200",
    "TZOFFSETTO:+0100",
    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
    ...components.flatMap((c) => c.trim().split("\n")),
    "END:VCALENDAR",
    "",
  ].join("\r\n");

const vevent = (...lines: string[]) =>
  ["BEGIN:VEVENT", `UID:${lines.join("").length}@test`, ...lines, "END:VEVENT"].join("\n");
const vtodo = (...lines: string[]) => ["BEGIN:VTODO", ...lines, "END:VTODO"].join("\n");

const read = (text: string, zone = "Europe/Berlin") => {
  const answer = readImport(text, "en", TODAY, zone);
  if (!answer.ok) throw new Error(JSON.stringify(answer.message));
  return answer.file;
};
const titles = (text: string, zone?: string) => read(text, zone).objectives.map((o) => [o.title, o.day]);

describe("a calendar's events", () => {
  it("come when still to come, on their day, their time and place opening the description", () => {
    const file = read(
      calendar(
        vevent(
          "DTSTART;TZID=Europe/Berlin:20261210T093000",
          "DTEND;TZID=Europe/Berlin:20261210T100000",
          "SUMMARY:Dentist\\, Dr. Lee",
          "LOCATION:Main St 4",
          "DESCRIPTION:Bring the card.\\nAnd the form.",
        ),
        vevent("DTSTART;VALUE=DATE:20261120", "DTEND;VALUE=DATE:20261121", "SUMMARY:Past, stays behind"),
        vevent("DTSTART;VALUE=DATE:20261203", "DTEND;VALUE=DATE:20261206", "SUMMARY:Conference, under way"),
        vevent("DTSTART;VALUE=DATE:20261203", "DTEND;VALUE=DATE:20261204", "SUMMARY:All-day yesterday"),
        vevent("DTSTART;VALUE=DATE:20261224", "SUMMARY:Christmas Eve", "CATEGORIES:Family,family,Holidays"),
        vevent("DTSTART:20261212T100000Z", "STATUS:CANCELLED", "SUMMARY:Cancelled"),
        vevent("DTSTART:20261212T100000Z", "SUMMARY:"),
      ),
    );
    expect(file.objectives).toEqual([
      expect.objectContaining({ title: "Conference, under way", day: TODAY }),
      expect.objectContaining({
        title: "Dentist, Dr. Lee",
        day: "2026-12-10",
        description: "09:30–10:00 · Main St 4\n\nBring the card.\nAnd the form.",
        repeat: null,
      }),
      expect.objectContaining({ title: "Christmas Eve", day: "2026-12-24", filters: ["Family", "Holidays"] }),
    ]);
    expect(file.objectives[2]).not.toHaveProperty("description");
  });

  it("in UTC fall on the importer's day in their zone; those in a named zone on the day written", () => {
    const text = calendar(
      vevent("DTSTART:20261210T233000Z", "DTEND:20261210T234500Z", "SUMMARY:Late call"),
      vevent("DTSTART;TZID=America/New_York:20261210T220000", "SUMMARY:New York evening"),
    );
    expect(titles(text, "Asia/Tokyo")).toEqual([
      ["New York evening", "2026-12-10"],
      ["Late call", "2026-12-11"],
    ]);
    expect(read(text, "Asia/Tokyo").objectives[1]!.description).toBe("08:30–08:45");
    expect(titles(text, "America/Los_Angeles")).toEqual([
      ["Late call", "2026-12-10"],
      ["New York evening", "2026-12-10"],
    ]);
  });

  it("in a series come on their next day from today, with this planner's rule and its end", () => {
    const file = read(
      calendar(
        // Every Monday from January 2025, 200 times: the next is Monday the 7th; the last in 2028.
        vevent(
          "DTSTART;TZID=Europe/Berlin:20250106T093000",
          "DTEND;TZID=Europe/Berlin:20250106T100000",
          "RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=200",
          "SUMMARY:Team sync",
        ),
        // Every day since 2015, but not today: tomorrow.
        vevent("DTSTART;VALUE=DATE:20150101", "RRULE:FREQ=DAILY", "EXDATE;VALUE=DATE:20261204", "SUMMARY:Journal"),
        // Thanksgiving, each year.
        vevent("DTSTART;VALUE=DATE:20201126", "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=4TH", "SUMMARY:Thanksgiving"),
        // Ended in the summer: stays behind.
        vevent("DTSTART;VALUE=DATE:20260105", "RRULE:FREQ=WEEKLY;UNTIL=20260630", "SUMMARY:Spring course"),
        // Every three hours: no rule of ours; its next day alone.
        vevent("DTSTART:20261201T090000Z", "RRULE:FREQ=HOURLY;INTERVAL=3", "SUMMARY:Stretch"),
        // One of a series' days moved: part of that series, not an event of its own.
        vevent("DTSTART;VALUE=DATE:20261209", "RECURRENCE-ID;VALUE=DATE:20261207", "SUMMARY:Team sync (moved)"),
      ),
    );
    expect(file.objectives.map((o) => [o.title, o.day, o.repeat, o.repeat_every, o.repeat_until])).toEqual([
      ["Stretch", TODAY, null, 1, undefined],
      ["Journal", "2026-12-05", "daily", 1, undefined],
      ["Team sync", "2026-12-07", "days:1", 1, "2028-10-30"],
      ["Thanksgiving", "2027-11-25", "nth:4:4:11", 1, undefined],
    ]);
  });
});

describe("a long series", () => {
  it("comes on the day its own rhythm gives, however many years it has run", () => {
    const file = read(
      calendar(
        // Every third day since New Year 2015, every other week on Monday and Thursday since 2019,
        // every weekday (written daily) since 2016 at 08:00 UTC, read in Tokyo (17:00 there).
        vevent("DTSTART;VALUE=DATE:20150101", "RRULE:FREQ=DAILY;INTERVAL=3", "SUMMARY:Water the plants"),
        vevent("DTSTART;VALUE=DATE:20190107", "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH", "SUMMARY:Piano"),
        vevent("DTSTART:20160104T080000Z", "RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR", "SUMMARY:Standup"),
      ),
      "Asia/Tokyo",
    );
    expect(file.objectives.map((o) => [o.title, o.day, o.repeat, o.repeat_every])).toEqual([
      ["Standup", TODAY, "weekdays", 1],
      ["Water the plants", "2026-12-05", "daily", 3],
      ["Piano", "2026-12-14", "days:1,4", 2],
    ]);
  });
});

describe("a calendar's to-dos", () => {
  it("come when open, on their due day, else their start, else today; a start before the due day makes a deadline", () => {
    const file = read(
      calendar(
        vtodo("UID:a", "SUMMARY:Pay rent", "DUE;VALUE=DATE:20261210", "PRIORITY:1", "CATEGORIES:Home"),
        vtodo("UID:b", "SUMMARY:Write report", "DTSTART;VALUE=DATE:20261201", "DUE;VALUE=DATE:20261218", "PRIORITY:5"),
        vtodo("UID:c", "SUMMARY:Plan trip", "DTSTART;VALUE=DATE:20261215", "DUE;VALUE=DATE:20261220", "PRIORITY:9"),
        vtodo("UID:d", "SUMMARY:Overdue", "DUE:20261130T160000Z"),
        vtodo("UID:e", "SUMMARY:Someday", "DESCRIPTION:No date at all"),
        vtodo("UID:f", "SUMMARY:Done already", "STATUS:COMPLETED", "COMPLETED:20261201T100000Z"),
        vtodo("UID:g", "SUMMARY:Half done", "PERCENT-COMPLETE:50"),
        vtodo("UID:h", "SUMMARY:Fully done", "PERCENT-COMPLETE:100"),
      ),
    );
    expect(file.objectives.map((o) => [o.title, o.day, o.deadline, o.priority])).toEqual([
      ["Overdue", "2026-11-30", undefined, undefined],
      ["Write report", TODAY, "2026-12-18", 2],
      ["Someday", TODAY, undefined, undefined],
      ["Half done", TODAY, undefined, undefined],
      ["Pay rent", "2026-12-10", undefined, 1],
      ["Plan trip", "2026-12-15", "2026-12-20", 3],
    ]);
    expect(file.objectives[4]).toMatchObject({ filters: ["Home"], done: false });
  });

  it("bring their subtasks as steps, done ones ticked; a subtask of one left behind comes with nothing", () => {
    const file = read(
      calendar(
        vtodo("UID:trip", "SUMMARY:Pack for the trip", "DUE;VALUE=DATE:20261210"),
        vtodo("UID:p1", "SUMMARY:Passports", "RELATED-TO:trip", "STATUS:COMPLETED"),
        vtodo("UID:p2", "SUMMARY:Chargers", "RELATED-TO;RELTYPE=PARENT:trip"),
        vtodo("UID:p3", "SUMMARY:Adapter", "RELATED-TO:p2"),
        vtodo("UID:old", "SUMMARY:Old project", "STATUS:COMPLETED"),
        vtodo("UID:o1", "SUMMARY:Old step", "RELATED-TO:old"),
        vtodo("UID:lost", "SUMMARY:Parent elsewhere", "RELATED-TO:not-in-this-file"),
      ),
    );
    expect(file.objectives.map((o) => [o.title, o.checklist])).toEqual([
      ["Parent elsewhere", undefined],
      ["Pack for the trip", [{ title: "Passports", done: true }, { title: "Chargers" }, { title: "Adapter" }]],
    ]);
  });

  it("keep their rule from their own day (an overdue one stays overdue)", () => {
    const file = read(
      calendar(
        vtodo("UID:w", "SUMMARY:Water plants", "DUE;VALUE=DATE:20261130", "RRULE:FREQ=WEEKLY;INTERVAL=2"),
        vtodo(
          "UID:m",
          "SUMMARY:Invoice",
          "DUE;VALUE=DATE:20261231",
          "RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=3",
        ),
      ),
    );
    expect(file.objectives.map((o) => [o.title, o.day, o.repeat, o.repeat_every, o.repeat_until])).toEqual([
      ["Water plants", "2026-11-30", "weekly", 2, undefined],
      ["Invoice", "2026-12-31", "nth:-1:8", 1, "2027-02-26"],
    ]);
  });
});

describe("a calendar file", () => {
  it("brings its journal entries as notes of their year", () => {
    const file = read(
      calendar(
        [
          "BEGIN:VJOURNAL",
          "DTSTART;VALUE=DATE:20250310",
          "SUMMARY:Spring plans",
          "DESCRIPTION:Garden\\, then the shed.",
          "CATEGORIES:Home",
          "END:VJOURNAL",
        ].join("\n"),
        ["BEGIN:VJOURNAL", "DESCRIPTION:Untitled thought\\nsecond line", "END:VJOURNAL"].join("\n"),
      ),
    );
    expect(file.notes).toEqual([
      { year: 2025, title: "Spring plans", body: "Garden, then the shed.", filters: ["Home"] },
      { year: 2026, title: "Untitled thought", body: "Untitled thought\nsecond line", filters: [] },
    ]);
  });

  it("caps a long invitation's text instead of refusing the file", () => {
    const long = "Join the meeting: ".padEnd(6_000, "x");
    const [event] = read(
      calendar(vevent("DTSTART;VALUE=DATE:20261210", "SUMMARY:Webinar", `DESCRIPTION:${long}`)),
    ).objectives;
    expect(event!.description).toHaveLength(5_000);
    expect(event!.description!.endsWith("…")).toBe(true);
  });

  it("is refused when it cannot be read, when it has nothing to come, and for a title too long, by its place", () => {
    expect(readImport("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nnot a line\r\n", "en", TODAY)).toEqual({
      ok: false,
      message: "board:import.unknown",
    });
    expect(readImport(calendar(vevent("DTSTART;VALUE=DATE:20200101", "SUMMARY:Long ago")), "en", TODAY)).toEqual({
      ok: false,
      message: "board:import.empty",
    });
    const answer = readImport(
      calendar(vtodo("UID:1", "SUMMARY:Fine"), vtodo("UID:2", `SUMMARY:${"y".repeat(501)}`)),
      "en",
      TODAY,
    );
    expect(answer).toEqual({ ok: false, message: { key: "board:import.rowTitle", values: { row: 2, max: 500 } } });
  });

  it("reads every calendar of a file that holds several", () => {
    const text = calendar(vtodo("UID:1", "SUMMARY:Milk")) + calendar(vtodo("UID:2", "SUMMARY:Bread"));
    expect(titles(text)).toEqual([
      ["Milk", TODAY],
      ["Bread", TODAY],
    ]);
  });

  it("is read whatever its byte order mark and line ends", () => {
    const text = "\uFEFF" + calendar(vtodo("UID:1", "SUMMARY:Milk")).replace(/\r\n/g, "\n");
    expect(titles(text)).toEqual([["Milk", TODAY]]);
  });
});
