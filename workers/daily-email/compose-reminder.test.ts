import { describe, expect, it } from "vitest";
import { composeReminder, type Reminder } from "./compose-reminder";

const reminder = (locale: string | null, extra: Partial<Reminder["objective"]> = {}): Reminder => ({
  user_id: "u",
  email: "ana@example.com",
  name: "Ana",
  locale,
  at: "14:30",
  days_before: 0,
  objective: {
    id: "o1",
    title: "Call <Ben>",
    day: "2026-04-14",
    priority: 2,
    description: "Number in\nthe notes",
    ...extra,
  },
  dashboard: { id: "d1", name: "Casa & Co" },
});

describe("composeReminder", () => {
  it("names the objective by its words, without the marks or addresses of its title", () => {
    const mail = composeReminder(
      reminder("en", { title: "**Call** [Ben](https://ben.example)" }),
      "https://planner.example/",
    );
    expect(mail.subject).toBe("Reminder: Call Ben");
    expect(mail.text).toContain("Call Ben (priority 2)");
    expect(mail.html).not.toContain("**");
  });

  it("names the objective, its time in the reader's way, its dashboard, and links to its page", () => {
    const mail = composeReminder(reminder("en"), "https://planner.example/");
    expect(mail.to).toBe("ana@example.com");
    expect(mail.subject).toBe("Reminder: Call <Ben>");
    expect(mail.text).toBe(
      [
        "You asked to be reminded of this at 2:30 PM today, on Casa & Co:",
        "Call <Ben> (priority 2)",
        "Number in\nthe notes",
        "Open the objective: https://planner.example/dashboards/d1/objectives/o1",
        "Remind me later: https://planner.example/dashboards/d1/objectives/o1#reminder",
        "You set this reminder on the objective’s page. To change or remove it, open the objective.",
      ].join("\n\n"),
    );
    // Escaped in HTML, as every title a member typed.
    expect(mail.html).toContain("Call &#60;Ben&#62;");
    expect(mail.html).toContain("Casa &#38; Co");
    expect(mail.html).not.toContain("<Ben>");
    expect(mail.html).toContain('href="https://planner.example/dashboards/d1/objectives/o1"');
    // "Remind me later" leads to the page's choices (a link: following it changes nothing).
    expect(mail.html).toMatch(
      /href="https:\/\/planner\.example\/dashboards\/d1\/objectives\/o1#reminder"[^>]*>Remind me later</,
    );
    expect(mail.headers).toBeUndefined();
  });

  it("says which day the objective is planned for when the reminder went on a day before it (decision 086)", () => {
    const mail = composeReminder({ ...reminder("en"), at: "18:00", days_before: 1 }, "https://planner.example");
    expect(mail.text.split("\n\n")[0]).toBe(
      "You asked to be reminded of this at 6:00 PM today, on Casa & Co. It is planned for Tuesday, April 14, 2026:",
    );
    const fr = composeReminder({ ...reminder("fr"), at: "18:00", days_before: 2 }, "https://planner.example");
    expect(fr.text).toContain("Il est prévu le mardi 14 avril 2026 :");
  });

  it("speaks the reader's language, and English when none is saved", () => {
    const de = composeReminder(reminder("de"), "https://planner.example");
    expect(de.subject).toBe("Erinnerung: Call <Ben>");
    expect(de.text).toContain("um 14:30");
    expect(de.text).toContain("Priorität 2");
    expect(de.html).toContain('lang="de"');
    expect(de.text).toContain("Später erinnern: https://planner.example/dashboards/d1/objectives/o1#reminder");
    expect(composeReminder(reminder("ja"), "https://planner.example").subject).toBe("リマインダー：Call <Ben>");
    expect(composeReminder(reminder(null), "https://planner.example").subject).toBe("Reminder: Call <Ben>");
  });

  it("leaves out no priority and no description, and cuts a long description", () => {
    const plain = composeReminder(reminder("en", { priority: 4, description: "" }), "https://planner.example");
    expect(plain.text.split("\n\n")[1]).toBe("Call <Ben>");
    expect(plain.html).not.toContain("priority");
    const long = composeReminder(reminder("en", { description: "word ".repeat(200) }), "https://planner.example");
    expect(long.text).toContain(`${"word ".repeat(99)}word…`);
    expect(long.text).not.toContain("word ".repeat(101));
  });
});
