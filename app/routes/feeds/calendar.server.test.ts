import { describe, expect, it } from "vitest";
import type { CalendarFeed } from "~/lib/data-api";
import { calendarText } from "./calendar.server";

const feed: CalendarFeed = {
  dashboard: { id: "11111111-1111-4111-8111-111111111111", name: "Family; home" },
  objectives: [
    {
      id: "22222222-2222-4222-8222-222222222222",
      day: "2030-12-31",
      title: "Dentist, then groceries",
      description: "",
      priority: 1,
      done: false,
      deadline: "2031-01-10",
      assignee: "Ann Lee",
      filters: ["health", "errands"],
      updated_at: "2030-12-01T09:30:00Z",
    },
    {
      id: "33333333-3333-4333-8333-333333333333",
      day: "2031-01-02",
      title: "家族の予定を立てる。".repeat(4),
      description: "Bring the card;\nask for Dr. Ito",
      priority: 4,
      done: true,
      // Done: its deadline is past caring.
      deadline: "2031-01-03",
      filters: [],
      updated_at: "2030-12-02T10:00:00Z",
    },
  ],
  upcoming: [
    {
      id: "44444444-4444-4444-8444-444444444444",
      day: "2031-01-07",
      title: "**Team** lunch at [the deli](https://deli.example/menu)",
      description: "",
      priority: 4,
      filters: ["team"],
      updated_at: "2030-12-03T10:00:00Z",
    },
  ],
  // The owner's reminders: the done one's stays silent.
  reminders: { "22222222-2222-4222-8222-222222222222": "09:30", "33333333-3333-4333-8333-333333333333": "18:05" },
};

describe("calendarText", () => {
  const text = calendarText(feed, "https://planner.example", {
    who: (name) => `Zugewiesen an ${name}`,
    due: (title) => `Frist: ${title}`,
  });
  const lines = text.split("\r\n");
  // Long lines continue on the next one after a space (RFC 5545, 3.1).
  const unfoldedLines = text.replace(/\r\n /g, "").split("\r\n");

  it("writes a calendar named after the dashboard, with CRLF line ends", () => {
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(unfoldedLines).toContain("X-WR-CALNAME:Family; home");
    expect(text).not.toMatch(/[^\r]\n/);
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(4);
  });

  it("makes each objective an all-day event on its day, the end exclusive, across a year's end", () => {
    expect(unfoldedLines).toContain("UID:22222222-2222-4222-8222-222222222222@planner.example");
    expect(unfoldedLines).toContain("DTSTART;VALUE=DATE:20301231");
    expect(unfoldedLines).toContain("DTEND;VALUE=DATE:20310101");
    expect(unfoldedLines).toContain("DTSTAMP:20301201T093000Z");
    expect(unfoldedLines).toContain("SUMMARY:Dentist\\, then groceries");
    // Who does it, worded by the caller (in the link's owner's language), before the tags.
    expect(unfoldedLines).toContain("DESCRIPTION:Zugewiesen an Ann Lee\\n\\n#health #errands");
    // Priority 1 as iCalendar's highest (its deadline's event too); none is left out.
    expect(unfoldedLines.filter((l) => l.startsWith("PRIORITY:"))).toEqual(["PRIORITY:1", "PRIORITY:1"]);
    // A description's text first, escaped: line breaks as \n, ; and , with a backslash.
    expect(unfoldedLines).toContain("DESCRIPTION:Bring the card\\;\\nask for Dr. Ito");
    expect(unfoldedLines).toContain(
      "URL;VALUE=URI:https://planner.example/dashboards/11111111-1111-4111-8111-111111111111?day=2030-12-31",
    );
  });

  it("makes each day a repeating objective comes back on an event named by the objective and the day", () => {
    expect(unfoldedLines).toContain("UID:44444444-4444-4444-8444-444444444444-2031-01-07@planner.example");
    expect(unfoldedLines).toContain("DTSTART;VALUE=DATE:20310107");
    // Marks and a link's address stay out of an event's title (decision 084).
    expect(unfoldedLines).toContain("SUMMARY:Team lunch at the deli");
    expect(unfoldedLines).toContain("DESCRIPTION:#team");
  });

  it("makes an open objective's deadline an event on its day, linking to the day it is planned on", () => {
    const event = text
      .replace(/\r\n /g, "")
      .split("BEGIN:VEVENT")
      .find((e) => e.includes("UID:22222222-2222-4222-8222-222222222222-deadline@planner.example"));
    expect(event).toContain("DTSTART;VALUE=DATE:20310110");
    expect(event).toContain("DTEND;VALUE=DATE:20310111");
    expect(event).toContain("SUMMARY:Frist: Dentist\\, then groceries");
    expect(event).toContain(
      "URL;VALUE=URI:https://planner.example/dashboards/11111111-1111-4111-8111-111111111111?day=2030-12-31",
    );
    expect(text).not.toContain("33333333-3333-4333-8333-333333333333-deadline");
  });

  it("rings the owner's reminder of an open objective on its own event, at that time of its day", () => {
    const events = text.replace(/\r\n /g, "").split("BEGIN:VEVENT");
    const own = events.find((e) => e.includes("UID:22222222-2222-4222-8222-222222222222@planner.example"))!;
    expect(own).toContain(
      ["BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER;RELATED=START:PT9H30M", "DESCRIPTION:Dentist\\, then groceries"].join(
        "\r\n",
      ),
    );
    // Once: not on its deadline's event, nor on the done one's, nor on a repeat's coming days.
    expect(text.match(/BEGIN:VALARM/g)).toHaveLength(1);
  });

  it("rings a reminder of a day before on the objective's event, that long before its day (decision 086)", () => {
    const day = feed.objectives.find((o) => o.id === "22222222-2222-4222-8222-222222222222")!.day;
    const before = (days: number, at: string) => {
      const when = `${new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)}T${at}`;
      const ics = calendarText(
        { ...feed, reminders: { "22222222-2222-4222-8222-222222222222": when } },
        "https://p.example",
        {
          who: (name) => name,
          due: (title) => title,
        },
      );
      return ics.match(/TRIGGER;RELATED=START:(.*)\r\n/)?.[1];
    };
    expect(before(1, "18:00")).toBe("-PT6H");
    expect(before(2, "09:30")).toBe("-P1DT14H30M");
    expect(before(7, "00:00")).toBe("-P7D");
  });

  it("makes one with a time of day an hour's event at that time, in floating time, its reminder from that time (decision 093)", () => {
    const timed = (reminder?: string) =>
      calendarText(
        {
          ...feed,
          objectives: [{ ...feed.objectives[0]!, at: "15:30" }],
          upcoming: [{ ...feed.upcoming[0]!, at: "08:00" }],
          reminders: reminder ? { "22222222-2222-4222-8222-222222222222": reminder } : {},
        },
        "https://p.example",
        { who: (name) => name, due: (title) => title },
      )
        .replace(/\r\n /g, "")
        .split("BEGIN:VEVENT")
        .slice(1);
    const [own, coming, deadline] = timed("14:30");
    // No zone: 15:30 wherever the calendar is, as on the rows.
    expect(own).toContain("DTSTART:20301231T153000\r\nDTEND:20301231T163000\r\n");
    expect(own).toContain("TRIGGER;RELATED=START:-PT1H\r\n");
    expect(coming).toContain("DTSTART:20310107T080000\r\nDTEND:20310107T090000\r\n");
    // Its deadline stays a day's.
    expect(deadline).toContain("DTSTART;VALUE=DATE:20310110\r\n");
    // At its time, and the evening before (decision 086).
    expect(timed("15:30")[0]).toContain("TRIGGER;RELATED=START:PT0S");
    expect(timed("2030-12-30T20:00")[0]).toContain("TRIGGER;RELATED=START:-PT19H30M");
  });

  it("ends one that says how long it takes when it ends, past midnight too (decision 095)", () => {
    const [meeting, night] = calendarText(
      {
        ...feed,
        objectives: [{ ...feed.objectives[0]!, at: "10:00", minutes: 90 }],
        upcoming: [{ ...feed.upcoming[0]!, at: "23:30", minutes: 60 }],
        reminders: {},
      },
      "https://p.example",
      { who: (name) => name, due: (title) => title },
    )
      .replace(/\r\n /g, "")
      .split("BEGIN:VEVENT")
      .slice(1);
    expect(meeting).toContain("DTSTART:20301231T100000\r\nDTEND:20301231T113000\r\n");
    expect(night).toContain("DTSTART:20310107T233000\r\nDTEND:20310108T003000\r\n");
  });

  it("marks done objectives and folds long lines at 75 octets without splitting a character", () => {
    const unfolded = text.replace(/\r\n /g, "");
    expect(unfolded).toContain(`SUMMARY:✓ ${"家族の予定を立てる。".repeat(4)}`);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text).not.toContain("\uFFFD");
  });
});

describe("calendarText of one's link to all one's dashboards (decision 085)", () => {
  const home = "11111111-1111-4111-8111-111111111111";
  const work = "55555555-5555-4555-8555-555555555555";
  const text = calendarText(
    {
      dashboard: null,
      dashboards: { [home]: "Home", [work]: "Work" },
      objectives: [
        { ...feed.objectives[0]!, dashboard: home },
        {
          id: "66666666-6666-4666-8666-666666666666",
          dashboard: work,
          day: "2031-01-03",
          title: "Quarterly report",
          description: "",
          priority: 4,
          done: false,
          filters: [],
          updated_at: "2030-12-02T10:00:00Z",
        },
      ],
      upcoming: [{ ...feed.upcoming[0]!, dashboard: work }],
    },
    "https://planner.example",
    {
      who: (name) => `Assigned to ${name}`,
      due: (title) => `Deadline: ${title}`,
      all: "Planner: all dashboards",
      on: (name) => `Dashboard: ${name}`,
    },
  );
  const unfolded = text.replace(/\r\n /g, "").split("\r\n");
  const events = text.replace(/\r\n /g, "").split("BEGIN:VEVENT").slice(1);
  const event = (summary: string) => events.find((e) => e.includes(`SUMMARY:${summary}\r\n`))!;

  it("is named for all dashboards, each event saying its dashboard and linking to its day there", () => {
    expect(unfolded).toContain("X-WR-CALNAME:Planner: all dashboards");
    expect(event("Quarterly report")).toContain("DESCRIPTION:Dashboard: Work");
    expect(event("Quarterly report")).toContain(
      `URL;VALUE=URI:https://planner.example/dashboards/${work}?day=2031-01-03`,
    );
    expect(event("Dentist\\, then groceries")).toContain("DESCRIPTION:Dashboard: Home\\n\\nAssigned to Ann Lee");
    expect(event("Dentist\\, then groceries")).toContain(`/dashboards/${home}?day=2030-12-31`);
    // A repeating one's days to come and a deadline are from their dashboard too.
    expect(event("Team lunch at the deli")).toContain(`/dashboards/${work}?day=2031-01-07`);
    expect(event("Deadline: Dentist\\, then groceries")).toContain("DESCRIPTION:Dashboard: Home");
  });
});
