import { describe, expect, it } from "vitest";
import { groupsAsFilters, readImport } from "./import-file.server";

// Saturday 21 November 2026 is the user's today; Monday is the 23rd.
const TODAY = "2026-11-21";
const read = (text: string, lng: "en" | "de" = "en") => readImport(text, lng, TODAY);
const file = (text: string, lng: "en" | "de" = "en") => {
  const answer = read(text, lng);
  if (!answer.ok) throw new Error(JSON.stringify(answer.message));
  return answer.file;
};

describe("readImport: this planner's export", () => {
  it("reads everything from the JSON export", () => {
    const json = JSON.stringify({
      format: "planner-dashboard",
      version: 1,
      filters: [
        { id: "x", name: "Work", color: "blue" },
        { id: "y", name: "Garden", color: "mauve" },
      ],
      objectives: [
        {
          day: "2030-03-08",
          title: "Later",
          description: "Agenda:\n1. Budget",
          priority: 2,
          assignee: "ben@example.com",
          done: false,
          filters: ["Work"],
          repeat: "weekly",
          repeat_from_done: true,
          done_at: null,
        },
        { day: "2030-03-07", title: "Done", done: true, filters: [], repeat: null },
      ],
      notes: [{ year: 2030, title: "Ideas", body: "Line one\nLine two", filters: ["Work"] }],
    });
    expect(file(json)).toEqual({
      filters: [{ name: "Work", color: "blue" }, { name: "Garden" }],
      objectives: [
        {
          day: "2030-03-08",
          title: "Later",
          description: "Agenda:\n1. Budget",
          priority: 2,
          assignee: "ben@example.com",
          done: false,
          repeat: "weekly",
          repeat_every: 1,
          repeat_from_done: true,
          filters: ["Work"],
        },
        { day: "2030-03-07", title: "Done", done: true, repeat: null, repeat_every: 1, filters: [] },
      ],
      notes: [{ year: 2030, title: "Ideas", body: "Line one\nLine two", filters: ["Work"] }],
    });
  });

  it("reads the JSON export's comments: trimmed, blank ones left out, 500 an objective at most", () => {
    const json = (comments: unknown) =>
      JSON.stringify({ format: "planner-dashboard", objectives: [{ day: "2030-03-08", title: "Talked", comments }] });
    expect(
      file(
        json([
          { author: " ann@example.com ", body: "  First\nline two ", created_at: "2026-11-27T08:00:00Z" },
          { author: null, body: "  " },
          { body: "No author", created_at: 5 },
        ]),
      ).objectives[0]!.comments,
    ).toEqual([
      { author: "ann@example.com", body: "First\nline two", created_at: "2026-11-27T08:00:00Z" },
      { body: "No author" },
    ]);
    expect(file(json("not a list")).objectives[0]).not.toHaveProperty("comments");
    expect(file(json(Array.from({ length: 501 }, (_, i) => ({ body: `#${i}` })))).objectives[0]!.comments).toHaveLength(
      500,
    );
    expect(read(json([{ body: "x".repeat(2001) }]))).toEqual({
      ok: false,
      message: { key: "board:import.rowComment", values: { row: 1, max: 2000 } },
    });
  });

  it("reads the JSON export's checklists and comments' edits: steps trimmed, blank ones left out, 100 at most", () => {
    const json = (checklist: unknown, comments: unknown = []) =>
      JSON.stringify({
        format: "planner-dashboard",
        objectives: [{ day: "2030-03-08", title: "Pack", checklist, comments }],
      });
    const read1 = (checklist: unknown, comments?: unknown) => file(json(checklist, comments)).objectives[0]!;
    expect(
      read1([{ title: " Passports ", done: true }, { title: "  " }, { title: "Chargers", done: "yes" }, "Sun cream"])
        .checklist,
    ).toEqual([{ title: "Passports", done: true }, { title: "Chargers" }]);
    expect(read1("not a list")).not.toHaveProperty("checklist");
    expect(read1(Array.from({ length: 101 }, (_, i) => ({ title: `#${i}` }))).checklist).toHaveLength(100);
    expect(read(json([{ title: "x".repeat(501) }]))).toEqual({
      ok: false,
      message: { key: "board:import.rowStep", values: { row: 1, max: 500 } },
    });
    expect(read1([], [{ body: "Fixed", edited_at: "2026-11-27T09:00:00Z" }]).comments).toEqual([
      { body: "Fixed", edited_at: "2026-11-27T09:00:00Z" },
    ]);
  });

  it("refuses more than 10,000 comments a file", () => {
    const objectives = Array.from({ length: 21 }, (_, i) => ({
      day: "2030-03-08",
      title: `Busy ${i}`,
      comments: Array.from({ length: 500 }, () => ({ body: "x" })),
    }));
    expect(read(JSON.stringify({ format: "planner-dashboard", objectives }))).toEqual({
      ok: false,
      message: { key: "board:import.tooManyComments", values: { max: 10000 } },
    });
  });

  it("reads the objectives' and the notes' CSV, with the byte order mark and the formula guard", () => {
    const objectives =
      '\uFEFF"day","title","description","assignee","done","done_at","filters","repeat","repeat_every","created_at"\r\n' +
      '"2030-03-07","\'=HYPERLINK(""x"")","",,"true","2030-03-07T10:00:00Z","",,,"2030-03-01T10:00:00Z"\r\n' +
      '"2030-03-08","Later, with ""quotes""","Room 2,\nfloor 3","ann@example.com","false",,"errands, Work","weekly","2","2030-03-01T10:00:00Z"\r\n';
    expect(file(objectives).objectives).toEqual([
      { day: "2030-03-07", title: '=HYPERLINK("x")', done: true, repeat: null, repeat_every: 1, filters: [] },
      {
        day: "2030-03-08",
        title: 'Later, with "quotes"',
        description: "Room 2,\nfloor 3",
        assignee: "ann@example.com",
        done: false,
        repeat: "weekly",
        repeat_every: 2,
        filters: ["errands", "Work"],
      },
    ]);
    // This planner's export since decision 041: the count from done after the interval.
    const counted =
      '"day","title","done","repeat","repeat_every","repeat_from_done"\r\n' +
      '"2030-03-09","Descale","false","daily","3","true"\r\n"2030-03-09","Once","false",,,"true"\r\n';
    expect(file(counted).objectives).toEqual([
      {
        day: "2030-03-09",
        title: "Descale",
        done: false,
        repeat: "daily",
        repeat_every: 3,
        repeat_from_done: true,
        filters: [],
      },
      { day: "2030-03-09", title: "Once", done: false, repeat: null, repeat_every: 1, filters: [] },
    ]);
    const notes =
      '"year","title","body","filters","created_at","updated_at"\r\n"2030","Ideas","Line one\nLine two","",' +
      '"2030-01-01T00:00:00Z","2030-01-01T00:00:00Z"\r\n';
    expect(file(notes).notes).toEqual([{ year: 2030, title: "Ideas", body: "Line one\nLine two", filters: [] }]);
  });

  it("keeps a rule on days of the week, from the JSON export and the CSV one", () => {
    const json = JSON.stringify({
      format: "planner-dashboard",
      version: 1,
      objectives: [{ day: "2030-03-08", title: "Gym", done: false, filters: [], repeat: "days:5,1", repeat_every: 1 }],
    });
    expect(file(json).objectives).toEqual([
      { day: "2030-03-08", title: "Gym", done: false, repeat: "days:1,5", repeat_every: 1, filters: [] },
    ]);
    const csv =
      '"day","title","done","repeat","repeat_every"\r\n"2030-03-08","Gym","false","days:2,4","1"\r\n' +
      '"2030-03-08","Class","false","days:4,1","2"\r\n"2030-03-08","Shift","false","weekdays","3"\r\n' +
      '"2030-03-08","Every day","false","days:1,2,3,4,5,6,7","2"\r\n';
    expect(file(csv).objectives).toEqual([
      { day: "2030-03-08", title: "Gym", done: false, repeat: "days:2,4", repeat_every: 1, filters: [] },
      // Every few weeks on its days, as the export writes it.
      { day: "2030-03-08", title: "Class", done: false, repeat: "days:1,4", repeat_every: 2, filters: [] },
      { day: "2030-03-08", title: "Shift", done: false, repeat: "weekdays", repeat_every: 3, filters: [] },
      // All seven every few weeks: the whole week, one week in two.
      {
        day: "2030-03-08",
        title: "Every day",
        done: false,
        repeat: "days:1,2,3,4,5,6,7",
        repeat_every: 2,
        filters: [],
      },
    ]);
  });

  it("keeps a rule's end, from the JSON export and the CSV one; one that is no day, or before the day, as none", () => {
    const json = JSON.stringify({
      format: "planner-dashboard",
      version: 1,
      objectives: [
        { day: "2030-03-08", title: "Course", repeat: "weekly", repeat_until: "2030-05-31" },
        { day: "2030-03-08", title: "Soon", repeat: "weekly", repeat_until: "soon" },
        { day: "2030-03-08", title: "Plain", repeat: null, repeat_until: "2030-05-31" },
      ],
    });
    expect(file(json).objectives.map((o) => [o.title, o.repeat_until])).toEqual([
      ["Course", "2030-05-31"],
      ["Soon", undefined],
      ["Plain", undefined],
    ]);
    const csv =
      '"day","title","done","repeat","repeat_every","repeat_from_done","repeat_until"\r\n' +
      '"2030-03-08","Course","false","weekly","1","false","2030-05-31"\r\n' +
      '"2030-03-08","Backwards","false","weekly","1","false","2030-03-01"\r\n';
    expect(file(csv).objectives.map((o) => [o.title, o.repeat_until])).toEqual([
      ["Course", "2030-05-31"],
      ["Backwards", undefined],
    ]);
  });

  it("keeps a deadline, from the JSON export and the CSV one; one that is no day, or beside a rule, as none", () => {
    const json = JSON.stringify({
      format: "planner-dashboard",
      version: 1,
      objectives: [
        { day: "2030-03-08", title: "Grant", deadline: "2030-03-20" },
        { day: "2030-03-08", title: "Late start", deadline: "2030-03-01" },
        { day: "2030-03-08", title: "Vague", deadline: "soon" },
        { day: "2030-03-08", title: "Weekly", repeat: "weekly", deadline: "2030-03-20" },
        { day: "2030-03-08", title: "Done weekly", done: true, repeat: "weekly", deadline: "2030-03-20" },
      ],
    });
    expect(file(json).objectives.map((o) => [o.title, o.deadline])).toEqual([
      ["Grant", "2030-03-20"],
      ["Late start", "2030-03-01"],
      ["Vague", undefined],
      ["Weekly", undefined],
      // Done, its series is over (decision 028): its deadline stays.
      ["Done weekly", "2030-03-20"],
    ]);
    const csv =
      '"day","title","done","repeat","repeat_every","repeat_from_done","repeat_until","deadline"\r\n' +
      '"2030-03-08","Grant","false",,,,,"2030-03-20"\r\n' +
      '"2030-03-08","Plain","false",,,,,\r\n';
    expect(file(csv).objectives.map((o) => [o.title, o.deadline])).toEqual([
      ["Grant", "2030-03-20"],
      ["Plain", undefined],
    ]);
  });

  it("keeps a rule on a day of the week each month or of one month; an unknown one imports as none", () => {
    const csv =
      '"day","title","done","repeat","repeat_every"\r\n"2030-03-29","Rent","false","nth:-1:5","1"\r\n' +
      '"2030-03-04","Review","false","nth:6:1","1"\r\n' +
      '"2030-09-30","Fifth","false","nth:5:1","1"\r\n' +
      '"2030-05-27","Memorial Day","false","nth:-1:1:5","1"\r\n' +
      '"2030-05-27","Bad month","false","nth:-1:1:13","1"\r\n' +
      '"2030-01-07","Board","false","nth:1:1","2"\r\n' +
      '"2030-05-27","Yearly","false","nth:-1:1:5","2"\r\n' +
      '"2030-01-15","Parking","false","mdays:15,1","3"\r\n';
    expect(file(csv).objectives).toEqual([
      { day: "2030-03-29", title: "Rent", done: false, repeat: "nth:-1:5", repeat_every: 1, filters: [] },
      { day: "2030-03-04", title: "Review", done: false, repeat: null, repeat_every: 1, filters: [] },
      { day: "2030-09-30", title: "Fifth", done: false, repeat: "nth:5:1", repeat_every: 1, filters: [] },
      { day: "2030-05-27", title: "Memorial Day", done: false, repeat: "nth:-1:1:5", repeat_every: 1, filters: [] },
      { day: "2030-05-27", title: "Bad month", done: false, repeat: null, repeat_every: 1, filters: [] },
      // Every few months of a rule of every month; every few years of one month each year.
      { day: "2030-01-07", title: "Board", done: false, repeat: "nth:1:1", repeat_every: 2, filters: [] },
      { day: "2030-05-27", title: "Yearly", done: false, repeat: "nth:-1:1:5", repeat_every: 2, filters: [] },
      { day: "2030-01-15", title: "Parking", done: false, repeat: "mdays:1,15", repeat_every: 3, filters: [] },
    ]);
  });

  it("keeps a rule on days of the month (of one month too), spelled once; an unknown one imports as none", () => {
    const csv =
      '"day","title","done","repeat","repeat_every"\r\n"2030-03-15","Pay day","false","mdays:15,1","1"\r\n' +
      '"2030-03-15","Bad day","false","mdays:15,32","1"\r\n' +
      '"2030-03-15","Tax","false","mdays:15,1:3","1"\r\n' +
      '"2030-03-15","Bad month","false","mdays:1,15:13","1"\r\n';
    expect(file(csv).objectives).toEqual([
      { day: "2030-03-15", title: "Pay day", done: false, repeat: "mdays:1,15", repeat_every: 1, filters: [] },
      { day: "2030-03-15", title: "Bad day", done: false, repeat: null, repeat_every: 1, filters: [] },
      { day: "2030-03-15", title: "Tax", done: false, repeat: "mdays:1,15:3", repeat_every: 1, filters: [] },
      { day: "2030-03-15", title: "Bad month", done: false, repeat: null, repeat_every: 1, filters: [] },
    ]);
  });

  it("names the row that cannot be added, and adds nothing", () => {
    const csv = '"day","title"\r\n"2030-03-07","Fine"\r\n"2030-02-30","Bad day"\r\n';
    expect(read(csv)).toEqual({
      ok: false,
      message: { key: "board:import.rowDay", values: { row: 3, value: "2030-02-30" } },
    });
    expect(read(`"day","title"\r\n"2030-03-07","${"x".repeat(501)}"\r\n`)).toEqual({
      ok: false,
      message: { key: "board:import.rowTitle", values: { row: 2, max: 500 } },
    });
    expect(read(`"day","title","description"\r\n"2030-03-07","Fine","${"x".repeat(5001)}"\r\n`)).toEqual({
      ok: false,
      message: { key: "board:import.rowDescription", values: { row: 2, max: 5000 } },
    });
    expect(read('"year","title"\r\n"twenty","Note"\r\n')).toMatchObject({
      ok: false,
      message: { key: "board:import.rowYear" },
    });
  });
});

describe("readImport: a Todoist CSV template", () => {
  const todoist = [
    "TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE,DURATION,DURATION_UNIT",
    "section,Errands,,,,,,,,,,",
    "task,Buy milk @shopping @home,,4,1,Ann (1),,tomorrow,en,Europe/Lisbon,,",
    'task,"Call the plumber, again","Ask about the boiler, too",1,1,Ann (1),Ben Okafor (2),Nov 30,en,,,',
    "note,A comment on the plumber,,,,Ann (1),,,,,,",
    // A comment under a section belongs to no task.
    "section,Garden,,,,,,,,,,",
    "note,A comment on the section,,,,Ann (1),,,,,,",
    "task,Water the plants,,4,2,Ann (1),,every monday,en,,,",
    "task,Steuer,,4,1,Ann (1),,jeden Tag,de,,,",
    "task,Every other,,4,1,Ann (1),,every 2 weeks,en,,,",
    "task,Descale,,4,1,Ann (1),,every! 3 days,en,,,",
    'task,Gym,,4,1,Ann (1),,"every mon, thu",en,,,',
    "task,Someday,,4,1,Ann (1),,,en,,,",
    "task,Antibiotics,,4,1,Ann (1),,every day for 10 days,en,,,",
    "",
    "meta,view_style=list,,,,,,,,,,",
  ].join("\n");

  it("adds its tasks: labels and sections become filters, dates and repeats are read in their language", () => {
    expect(file(todoist)).toEqual({
      filters: [],
      notes: [],
      objectives: [
        {
          day: "2026-11-22",
          title: "Buy milk",
          done: false,
          repeat: null,
          repeat_every: 1,
          filters: ["shopping", "home", "Errands"],
        },
        {
          day: "2026-11-30",
          title: "Call the plumber, again",
          // Its comment after its description.
          description: "Ask about the boiler, too\n\nA comment on the plumber",
          priority: 1,
          // RESPONSIBLE, without Todoist's number.
          assignee: "Ben Okafor",
          done: false,
          repeat: null,
          repeat_every: 1,
          filters: ["Errands"],
        },
        {
          day: "2026-11-23",
          title: "Water the plants",
          done: false,
          repeat: "weekly",
          repeat_every: 1,
          filters: ["Garden"],
        },
        { day: TODAY, title: "Steuer", done: false, repeat: "daily", repeat_every: 1, filters: ["Garden"] },
        { day: TODAY, title: "Every other", done: false, repeat: "weekly", repeat_every: 2, filters: ["Garden"] },
        // Todoist's "every!": counted from the day it is done.
        {
          day: TODAY,
          title: "Descale",
          done: false,
          repeat: "daily",
          repeat_every: 3,
          repeat_from_done: true,
          filters: ["Garden"],
        },
        // Days of the week: the first of them from today.
        { day: "2026-11-23", title: "Gym", done: false, repeat: "days:1,4", repeat_every: 1, filters: ["Garden"] },
        { day: TODAY, title: "Someday", done: false, repeat: null, repeat_every: 1, filters: ["Garden"] },
        // Todoist's end: ten days from today, today the first.
        {
          day: TODAY,
          title: "Antibiotics",
          done: false,
          repeat: "daily",
          repeat_every: 1,
          repeat_until: "2026-11-30",
          filters: ["Garden"],
        },
      ],
    });
  });
});

describe("readImport: a Todoist task's deadline", () => {
  it("is read from DEADLINE in DEADLINE_LANG, a day as written or in words; none beside a rule", () => {
    const csv = [
      "TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE,DURATION,DURATION_UNIT,DEADLINE,DEADLINE_LANG",
      "task,Tax return,,4,1,Ann (1),,tomorrow,en,,,,2026-12-15,en",
      "task,Steuer,,4,1,Ann (1),,,,,,,15. Dezember,de",
      "task,Rent,,4,1,Ann (1),,every month,en,,,,Dec 10,en",
      "task,Someday,,4,1,Ann (1),,,,,,,whenever,en",
    ].join("\n");
    expect(file(csv).objectives.map((o) => [o.title, o.day, o.deadline])).toEqual([
      ["Tax return", "2026-11-22", "2026-12-15"],
      ["Steuer", TODAY, "2026-12-15"],
      ["Rent", TODAY, undefined],
      ["Someday", TODAY, undefined],
    ]);
  });
});

describe("readImport: a time of day (decision 093)", () => {
  it('is read from Todoist\'s DATE, this planner\'s JSON "at" and CSV "time"; one that is none imports as none', () => {
    const todoist = [
      "TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE,DURATION,DURATION_UNIT,DEADLINE,DEADLINE_LANG",
      "task,Dentist,,4,1,Ann (1),,tomorrow at 3pm,en,,,,,",
      "task,Gym,,4,1,Ann (1),,every day at 7:30,en,,,,,",
      "task,Arzt,,4,1,Ann (1),,morgen um 9 Uhr,de,,,,,",
      "task,Plain,,4,1,Ann (1),,tomorrow,en,,,,,",
    ].join("\n");
    expect(file(todoist).objectives.map((o) => [o.title, o.day, o.repeat, o.at])).toEqual([
      ["Dentist", "2026-11-22", null, "15:00"],
      ["Gym", TODAY, "daily", "07:30"],
      ["Arzt", "2026-11-22", null, "09:00"],
      ["Plain", "2026-11-22", null, undefined],
    ]);
    const json = JSON.stringify({
      format: "planner-dashboard",
      version: 1,
      objectives: [
        { day: "2030-03-08", title: "Call", at: "09:15" },
        { day: "2030-03-08", title: "Typed", at: "3 pm" },
        { day: "2030-03-08", title: "Vague", at: "noon-ish" },
      ],
    });
    expect(file(json).objectives.map((o) => [o.title, o.at])).toEqual([
      ["Call", "09:15"],
      ["Typed", "15:00"],
      ["Vague", undefined],
    ]);
    const csv =
      '"day","title","done","deadline","time"\r\n' +
      '"2030-03-08","Standup","false",,"09:00"\r\n' +
      '"2030-03-08","Plain","false",,\r\n';
    expect(file(csv).objectives.map((o) => [o.title, o.at])).toEqual([
      ["Standup", "09:00"],
      ["Plain", undefined],
    ]);
  });
});

describe("readImport: a Todoist task on days of the month", () => {
  it("repeats on them from the first of them, as Todoist's 'every 1st, 15th' says (of one month too)", () => {
    const csv = [
      "TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE,DURATION,DURATION_UNIT",
      'task,Pay rent,,4,1,Ann (1),,"every 1st, 15th",en,,,',
      "task,Miete,,4,1,Ann (1),,jeden 1. und 21.,de,,,",
      "task,Pay the tax,,4,1,Ann (1),,every 1st and 15th of march,en,,,",
    ].join("\n");
    expect(file(csv).objectives).toEqual([
      { day: "2026-12-01", title: "Pay rent", done: false, repeat: "mdays:1,15", repeat_every: 1, filters: [] },
      { day: "2026-11-21", title: "Miete", done: false, repeat: "mdays:1,21", repeat_every: 1, filters: [] },
      { day: "2027-03-01", title: "Pay the tax", done: false, repeat: "mdays:1,15:3", repeat_every: 1, filters: [] },
    ]);
  });
});

describe("readImport: Todoist comments", () => {
  it("go on the task above, one after another, as many as the description holds, then …", () => {
    const csv = (comments: string[]) =>
      ["TYPE,CONTENT,DESCRIPTION,PRIORITY", "task,Paint the fence,,4", ...comments.map((c) => `note,"${c}",,`)].join(
        "\n",
      );
    expect(file(csv(["White, not green", "Two coats"])).objectives[0]!.description).toBe(
      "White, not green\n\nTwo coats",
    );
    // A long discussion does not refuse the file (as Trello's and a calendar's texts).
    expect(file(csv(["x".repeat(4000), "y".repeat(1000), "z"])).objectives[0]!.description).toBe(
      `${"x".repeat(4000)}\n\n…`,
    );
  });
});

describe("readImport: other files", () => {
  it("refuses what it cannot read, and files with nothing to add", () => {
    expect(read("name,age\nAnn,3\n")).toEqual({ ok: false, message: "board:import.unknown" });
    expect(read("{ not json")).toEqual({ ok: false, message: "board:import.unknown" });
    expect(read('{"format":"something-else"}')).toEqual({ ok: false, message: "board:import.unknown" });
    expect(read('"day","title"\r\n')).toEqual({ ok: false, message: "board:import.empty" });
  });

  it("drops control characters, which Postgres would refuse (NUL) and nobody types", () => {
    expect(
      file('"day","title"\r\n"2030-01-01","Nul\u0000 and bell\u0007 gone,\ttab kept"\r\n').objectives[0]!.title,
    ).toBe("Nul and bell gone,\ttab kept");
  });

  it("turns a lone surrogate in JSON into U+FFFD, as a UTF-8 decoder would", () => {
    const json = '{"format":"planner-dashboard","objectives":[{"day":"2030-01-01","title":"a\\ud800b\\ud83d\\ude00"}]}';
    expect(file(json).objectives[0]!.title).toBe("a\uFFFDb\u{1F600}");
  });

  it("refuses more than 2,000 rows of a kind", () => {
    const csv = '"day","title"\n' + Array.from({ length: 2001 }, (_, i) => `2030-01-01,o${i}`).join("\n");
    expect(read(csv)).toEqual({ ok: false, message: { key: "board:import.tooMany", values: { max: 2000 } } });
  });
});

describe("lists and sections as filters", () => {
  const task = (title: string, group?: string, filters: string[] = []) => ({
    row: 1,
    day: TODAY,
    title,
    group,
    filters,
  });
  const filtersOf = (read: ReturnType<typeof groupsAsFilters>) => read.objectives.map((o) => o.filters);

  it("gives each objective its list as a filter when the file has two or more", () => {
    expect(
      filtersOf(groupsAsFilters({ objectives: [task("A", "Home"), task("B", "Work", ["urgent"]), task("C")] })),
    ).toEqual([["Home"], ["urgent", "Work"], []]);
  });

  it("adds none for one list alone (in any case), nor twice beside a label of its name", () => {
    expect(filtersOf(groupsAsFilters({ objectives: [task("A", "Home"), task("B", " home ")] }))).toEqual([[], []]);
    expect(filtersOf(groupsAsFilters({ objectives: [task("A", "Home", ["HOME"]), task("B", "Work")] }))).toEqual([
      ["HOME"],
      ["Work"],
    ]);
  });

  it("cuts a name longer than a filter's, rather than refusing the file", () => {
    const long = "Things to sort out before the move in the spring";
    const [first] = filtersOf(groupsAsFilters({ objectives: [task("A", long), task("B", "Work")] }));
    expect(first).toEqual(["Things to sort out before the move in t…"]);
    expect(first![0]!.length).toBe(40);
  });

  it("reads TickTick's lists and Asana's sections, and leaves them out when the importer says so", () => {
    const tickTick = [
      '"Date: 2026-12-01+0000"',
      '"Folder Name","List Name","Title","Tags","Status","Timezone"',
      '"","Home","Fix the tap","","0","UTC"',
      '"","Work","Send the report","urgent","0","UTC"',
    ].join("\n");
    const asana = [
      "Task ID,Created At,Completed At,Name,Section/Column,Tags,Notes",
      "1,2026-11-01,,Draft the plan,Planning,,",
      "2,2026-11-01,,Ship it,Launch,,",
    ].join("\n");
    const filters = (text: string, groups?: boolean) => {
      const answer = readImport(text, "en", TODAY, "UTC", groups);
      if (!answer.ok) throw new Error(JSON.stringify(answer.message));
      return answer.file.objectives.map((o) => o.filters);
    };
    expect(filters(tickTick)).toEqual([["Home"], ["urgent", "Work"]]);
    expect(filters(tickTick, false)).toEqual([[], ["urgent"]]);
    expect(filters(asana)).toEqual([["Planning"], ["Launch"]]);
    expect(filters(asana, false)).toEqual([[], []]);
  });
});

describe("readImport: how long it takes (decision 095)", () => {
  const times = (objectives: { title: string; at?: string | null; minutes?: number | null }[]) =>
    objectives.map((o) => [o.title, o.at ?? null, o.minutes ?? null]);

  it("reads this planner's JSON and CSV, only with a time and from 1 minute to a day", () => {
    const json = JSON.stringify({
      format: "planner-dashboard",
      objectives: [
        { day: "2030-03-08", title: "Workshop", at: "10:00", minutes: 90 },
        { day: "2030-03-08", title: "Call", at: "11:00", minutes: null },
        { day: "2030-03-08", title: "No time", minutes: 30 },
        { day: "2030-03-08", title: "Too long", at: "09:00", minutes: 2000 },
        { day: "2030-03-08", title: "Half a minute", at: "09:00", minutes: 0.5 },
      ],
    });
    expect(times(file(json).objectives)).toEqual([
      ["Workshop", "10:00", 90],
      ["Call", "11:00", null],
      ["No time", null, null],
      ["Too long", "09:00", null],
      ["Half a minute", "09:00", null],
    ]);
    const csv =
      '"day","title","time","duration"\r\n' +
      '"2030-03-08","Workshop","10:00","45"\r\n' +
      '"2030-03-08","Call","11:00",""\r\n';
    expect(times(file(csv).objectives)).toEqual([
      ["Workshop", "10:00", 45],
      ["Call", "11:00", null],
    ]);
  });

  it("reads a Todoist template's DURATION in minutes, with a time", () => {
    const header =
      "TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE,DURATION,DURATION_UNIT";
    const todoist = [
      header,
      "task,Workshop,,4,1,Ann (1),,Dec 15 10am,en,,90,minute",
      "task,Retreat,,4,1,Ann (1),,Dec 16 9am,en,,2,day",
      "task,Plan,,4,1,Ann (1),,Dec 17,en,,30,minute",
    ].join("\n");
    expect(times(file(todoist).objectives)).toEqual([
      ["Workshop", "10:00", 90],
      ["Retreat", "09:00", null],
      ["Plan", null, null],
    ]);
  });
});
