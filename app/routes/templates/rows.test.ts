import { describe, expect, it } from "vitest";
import { isoWeekday } from "~/lib/dates";
import { supportedLanguages } from "~/lib/i18n";
import { translatorFor } from "~/lib/i18n.server";
import { LIMITS } from "~/lib/limits";
import { TEMPLATES, templateById, type Template } from "./catalogue";
import { previewWhen } from "./preview-when";
import { templateDay, templateFacts, templateRows } from "./rows";

// A template's rows as the database takes them (decision 091), from a start day, in each language.
describe("templateDay", () => {
  it("counts days from the start, then goes on to the first of the objective's weekdays", () => {
    // 2026-12-09 is a Wednesday.
    expect(templateDay("2026-12-09", { day: 0 })).toBe("2026-12-09");
    expect(templateDay("2026-12-09", { day: 27 })).toBe("2027-01-05");
    expect(templateDay("2026-12-09", { day: 0, on: [1] })).toBe("2026-12-14");
    expect(templateDay("2026-12-09", { day: 0, on: [3] })).toBe("2026-12-09");
    expect(templateDay("2026-12-12", { day: 0, on: [1, 2, 3, 4, 5] })).toBe("2026-12-14");
    // A day on first: the Monday after the start's next day.
    expect(templateDay("2026-12-13", { day: 1, on: [1] })).toBe("2026-12-14");
    expect(templateDay("2026-12-14", { day: 1, on: [1] })).toBe("2026-12-21");
  });
});

describe("templateRows", () => {
  it("dates the objectives from the start day, in order, with their steps, filters and rules", () => {
    const rows = templateRows(templateById("moving")!, "2026-12-09", translatorFor("en").t);
    expect(rows.p_filters).toEqual([
      { name: "Admin", color: "blue" },
      { name: "Packing", color: "amber" },
    ]);
    expect(rows.p_objectives[0]).toEqual({
      day: "2026-12-09",
      title: "Get quotes from three movers",
      priority: 2,
      repeat: null,
      filters: ["Admin"],
      checklist: [],
    });
    expect(rows.p_objectives.at(-1)).toMatchObject({ day: "2027-01-06", title: "Unpack the kitchen and the bedroom" });
    expect(rows.p_objectives.find((o) => o.title === "Moving day")).toMatchObject({
      day: "2027-01-05",
      priority: 1,
      checklist: [{ title: "Read the meters" }, { title: "Check every room" }, { title: "Hand over the keys" }],
    });
    expect(rows.p_notes).toEqual([]);
  });

  it("puts a routine's repeating ones on their weekdays, ordered by day, and the year's note", () => {
    const rows = templateRows(templateById("weekly")!, "2026-12-12", translatorFor("de").t);
    expect(rows.p_objectives.map((o) => [o.day, o.title, o.repeat])).toEqual([
      ["2026-12-14", "Die Woche planen", "days:1"],
      ["2026-12-14", "Den morgigen Tag planen", "weekdays"],
      ["2026-12-18", "Auf die Woche zurückblicken", "days:5"],
    ]);
    expect(rows.p_notes).toEqual([{ year: 2026, title: "Was 2026 zählt", body: expect.stringContaining("Jahr") }]);
  });

  it("gives a meeting its time of day (decision 093), and none to the others; the preview says it", () => {
    const { t } = translatorFor("en");
    const rows = templateRows(templateById("launch")!, "2026-12-09", t);
    expect(rows.p_objectives.filter((o) => o.at).map((o) => [o.title, o.at])).toEqual([
      [expect.any(String), "10:00"],
      [expect.any(String), "10:00"],
    ]);
    expect(rows.p_objectives.filter((o) => !o.at)).toHaveLength(5);
    expect(previewWhen(t, "en", { day: 0, at: "10:00" })).toBe("Day 1 · 10:00 AM");
    expect(previewWhen(t, "en", { day: 2 })).toBe("Day 3");
  });

  it("gives a rule of every few weeks its interval, and none to the others", () => {
    const rows = templateRows(templateById("chores")!, "2026-12-09", translatorFor("fr").t);
    expect(rows.p_objectives.find((o) => o.title === "Changer les draps")).toMatchObject({
      day: "2026-12-12",
      repeat: "days:6",
      repeat_every: 2,
    });
    expect(rows.p_objectives.filter((o) => "repeat_every" in o)).toHaveLength(1);
    expect(rows.p_objectives.find((o) => o.title === "Laver les vitres")).toMatchObject({
      day: "2026-12-09",
      repeat: "monthly",
    });
  });

  // Every template in every language: each text there, within the database's limits, and a
  // template's filters distinct by name (the import finds them by name, in any case).
  for (const lng of supportedLanguages)
    it(`has every text in ${lng}`, () => {
      const { t } = translatorFor(lng);
      for (const template of TEMPLATES) {
        const rows = templateRows(template, "2027-03-01", t);
        const texts = [
          t(`templates:${template.id}.name`),
          t(`templates:${template.id}.description`),
          ...rows.p_filters.map((f) => f.name),
          ...rows.p_objectives.flatMap((o) => [o.title, ...o.checklist!.map((s) => s.title)]),
          ...rows.p_notes.flatMap((n) => [n.title, n.body!]),
        ];
        for (const text of texts) {
          expect(text, `${template.id} in ${lng}`).not.toMatch(/templates:|^\w+\.\w+/);
          expect(text.trim()).not.toBe("");
        }
        expect(t(`templates:${template.id}.name`).length).toBeLessThanOrEqual(LIMITS.dashboardName);
        for (const f of rows.p_filters) expect(f.name.length).toBeLessThanOrEqual(40);
        for (const o of rows.p_objectives) expect(o.title.length).toBeLessThanOrEqual(500);
        expect(new Set(rows.p_filters.map((f) => f.name.toLowerCase())).size).toBe(rows.p_filters.length);
        // Each filter an objective names is one of the template's.
        for (const o of rows.p_objectives)
          for (const f of o.filters!) expect(rows.p_filters.map((x) => x.name)).toContain(f);
      }
    });

  it("keeps a repeating objective on a day of its own rule", () => {
    for (const template of TEMPLATES as readonly Template[])
      for (const objective of template.objectives) {
        const repeat: string | undefined = objective.repeat;
        if (!repeat?.startsWith("days:")) continue;
        const day = templateDay("2027-03-03", objective);
        expect(repeat.slice(5).split(",").map(Number)).toContain(isoWeekday(day));
      }
  });
});

describe("templateFacts", () => {
  it("counts the objectives, the repeating ones and the weeks a plan spans", () => {
    expect(templateFacts(templateById("moving")!)).toEqual({ objectives: 10, repeating: 0, weeks: 4, lastDay: 28 });
    expect(templateFacts(templateById("weekly")!)).toEqual({ objectives: 3, repeating: 3, weeks: 0, lastDay: 0 });
    expect(templateFacts(templateById("trip")!)).toEqual({ objectives: 7, repeating: 0, weeks: 2, lastDay: 13 });
  });
});
