import { describe, expect, it } from "vitest";
import { MARKER_COLORS } from "../../app/lib/marker-colors";
import { composeDailyEmail, type DailyEmail } from "./compose";
import { DASHBOARD_COLORS } from "./email-language";

// Who does each listed objective (decision 037): the reader, another member by name, or
// nothing when nobody is assigned.
const mail = (locale: string): DailyEmail => ({
  user_id: "u",
  email: "ana@example.com",
  name: "Ana",
  locale,
  day: "2026-04-14",
  hour: 7,
  off_token: "0".repeat(32),
  dashboards: [
    {
      id: "d",
      name: "Casa",
      open_today: 3,
      overdue: 0,
      objectives: [
        { title: "Mine", priority: 4, assignee: "Ana", yours: true },
        { title: "Ben's <b>", priority: 2, assignee: "Ben <Okafor>", yours: false },
        { title: "Nobody's", priority: 4, assignee: null, yours: false },
      ],
      overdue_objectives: [],
    },
  ],
});

describe("composeDailyEmail: assignees", () => {
  it("says for whom, in the reader's language, escaped in HTML", () => {
    const en = composeDailyEmail(mail("en"), "https://planner.example");
    expect(en.text).toContain("- Mine (for you)\n- Ben's <b> (priority 2, for Ben <Okafor>)\n- Nobody's\n");
    expect(en.html).toContain(" · for Ben &#60;Okafor&#62;</span>");
    expect(en.html).not.toContain("Ben <Okafor>");
    expect(en.text).toContain("You get this email every day at 7:00");
    expect(composeDailyEmail({ ...mail("en"), weekdays: true }, "https://planner.example").text).toContain(
      "You get this email every weekday at 7:00",
    );
    const pt = composeDailyEmail(mail("pt"), "https://planner.example");
    expect(pt.text).toContain("- Mine (para você)");
    expect(pt.text).toContain("para Ben <Okafor>)");
  });
});

describe("composeDailyEmail: a time of day (decision 093)", () => {
  it("goes before the title, in the reader's clock", () => {
    const timed = {
      ...mail("en"),
      dashboards: mail("en").dashboards.map((d) => ({
        ...d,
        objectives: [{ title: "Dentist", priority: 4, at: "15:00" }, ...d.objectives],
      })),
    };
    const en = composeDailyEmail(timed, "https://planner.example");
    expect(en.text).toContain("- 3:00 PM Dentist\n- Mine (for you)\n");
    expect(en.html).toContain('<span style="color:#15803d;font-weight:600">3:00 PM </span>Dentist');
    expect(composeDailyEmail({ ...timed, locale: "de" }, "https://planner.example").text).toContain("- 15:00 Dentist");
  });

  it("with how long it takes, the span (decision 095)", () => {
    const spanned = {
      ...mail("en"),
      dashboards: mail("en").dashboards.map((d) => ({
        ...d,
        objectives: [{ title: "Workshop", priority: 4, at: "10:00", minutes: 90 }, ...d.objectives],
      })),
    };
    const plain = (text: string) => text.replace(/[\u2009\u202f]/g, " ");
    expect(plain(composeDailyEmail(spanned, "https://planner.example").text)).toContain(
      "- 10:00 – 11:30 AM Workshop\n",
    );
    expect(plain(composeDailyEmail({ ...spanned, locale: "de" }, "https://planner.example").text)).toContain(
      "- 10:00–11:30 Uhr Workshop",
    );
  });
});

describe("composeDailyEmail: the dashboards' colours (decision 088)", () => {
  it("starts each dashboard's section with the reader's colour for it, in HTML only", () => {
    const colored = { ...mail("en"), dashboards: mail("en").dashboards.map((d) => ({ ...d, color: "teal" })) };
    const { html, text } = composeDailyEmail(colored, "https://planner.example");
    expect(html).toContain(
      '<h2 style="font-size:17px;margin:0 0 2px"><span style="display:inline-block;width:10px;height:10px;border-radius:5px;background:#14b8a6;margin-right:8px;vertical-align:middle"></span>Casa</h2>',
    );
    expect(text).not.toContain("#14b8a6");
    // A colour it does not know (or none) draws no dot, and nothing of the name.
    const odd = {
      ...mail("en"),
      dashboards: mail("en").dashboards.map((d) => ({ ...d, color: "x;background:url(y)" })),
    };
    expect(composeDailyEmail(odd, "https://planner.example").html).toContain(
      '<h2 style="font-size:17px;margin:0 0 2px">Casa</h2>',
    );
  });

  it("knows every colour of the palette", () => {
    expect(Object.keys(DASHBOARD_COLORS).sort()).toEqual([...MARKER_COLORS].sort());
    for (const hex of Object.values(DASHBOARD_COLORS)) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe("composeDailyEmail: /today", () => {
  it("leads to today on every dashboard, after the dashboards", () => {
    const en = composeDailyEmail(mail("en"), "https://planner.example/");
    expect(en.text).toContain(
      "Open Casa: https://planner.example/dashboards/d\n\nToday on every dashboard, on one page: https://planner.example/today\n\n",
    );
    expect(en.html).toContain(
      '<a href="https://planner.example/today" style="color:#4f46e5">Today on every dashboard, on one page</a>',
    );
    expect(composeDailyEmail(mail("de"), "https://planner.example").text).toContain(
      "Heute auf allen Dashboards, auf einer Seite: https://planner.example/today",
    );
  });
});

describe("composeDailyEmail: deadlines", () => {
  it("lists what is due soon under its own heading, each with its day, in the reader's language", () => {
    const due = mail("en");
    due.dashboards[0]!.due = [
      { title: "Tax <return>", priority: 1, deadline: "2026-04-15", assignee: null, yours: false },
    ];
    const en = composeDailyEmail(due, "https://planner.example");
    expect(en.text).toContain("Due soon:\n- Tax <return> (priority 1, Apr 15)\nOpen Casa:");
    expect(en.html).toContain(">Due soon</h3>");
    expect(en.html).toContain("Tax &#60;return&#62;");
    expect(composeDailyEmail({ ...due, locale: "de" }, "https://planner.example").text).toContain("Bald fällig:\n");
    // None: no heading.
    expect(composeDailyEmail(mail("en"), "https://planner.example").text).not.toContain("Due soon");
  });
});

describe("composeDailyEmail: reminders", () => {
  it("says when the reader's own reminder of a listed objective goes, in their language and clock", () => {
    const reminded = mail("en");
    reminded.dashboards[0]!.objectives[0]!.reminder = "14:30";
    const en = composeDailyEmail(reminded, "https://planner.example");
    expect(en.text).toContain("- Mine (for you, reminder at 2:30 PM)\n- Ben's <b> (priority 2, for Ben <Okafor>)\n");
    expect(en.html).toContain("> · reminder at 2:30 PM</span>");
    expect(composeDailyEmail({ ...reminded, locale: "de" }, "https://planner.example").text).toContain(
      "Erinnerung um 14:30",
    );
  });
});

describe("composeDailyEmail: reminders going today for later days (decision 086)", () => {
  it("lists them under their heading, each with its day and time, in the reader's language", () => {
    const ahead = (locale: string): DailyEmail => ({
      ...mail(locale),
      dashboards: mail(locale).dashboards.map((d) => ({
        ...d,
        ahead: [{ title: "Buy a present", priority: 4, day: "2026-04-18", reminder: "18:00", assignee: null }],
      })),
    });
    const en = composeDailyEmail(ahead("en"), "https://planner.example");
    expect(en.text).toContain("Reminders today, for later days:\n- Buy a present (Apr 18, reminder at 6:00 PM)\n");
    expect(en.html).toContain(">Reminders today, for later days</h3>");
    expect(en.html).toContain(" · Apr 18</span>");
    const de = composeDailyEmail(ahead("de"), "https://planner.example");
    expect(de.text).toContain(
      "Erinnerungen heute, für spätere Tage:\n- Buy a present (18. Apr., Erinnerung um 18:00)\n",
    );
    // None: no heading.
    expect(composeDailyEmail(mail("en"), "https://planner.example").text).not.toContain("Reminders today");
  });
});
