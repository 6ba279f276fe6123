import { describe, expect, it } from "vitest";
import type { Language } from "../i18n";
import { keepAsText } from "./keep-as-text";
import { parseQuickAdd } from "./parse";
import { understood } from "./understood";

// Friday 4 December 2026.
const TODAY = "2026-12-04";

describe("quick add: deadlines in braces", () => {
  it("reads a day in braces in every language, beside the line's own day", () => {
    const cases: [Language, string, string, string | null, string][] = [
      ["en", "Tax return {Dec 15}", "Tax return", null, "2026-12-15"],
      ["en", "Draft the report tomorrow {monday} p1", "Draft the report", "2026-12-05", "2026-12-07"],
      ["en", "Essay {in 2 weeks} #school", "Essay", null, "2026-12-18"],
      ["de", "Steuererklärung morgen {15. Dezember}", "Steuererklärung", "2026-12-05", "2026-12-15"],
      ["fr", "Déclaration {15 décembre}", "Déclaration", null, "2026-12-15"],
      ["es", "Informe {lunes}", "Informe", null, "2026-12-07"],
      ["pt", "Relatório amanhã {segunda}", "Relatório", "2026-12-05", "2026-12-07"],
      ["zh", "报税 {12月15日}", "报税", null, "2026-12-15"],
      ["ja", "確定申告 {12月15日}", "確定申告", null, "2026-12-15"],
    ];
    for (const [lng, input, title, day, deadline] of cases)
      expect(parseQuickAdd(input, lng, TODAY), input).toMatchObject({ title, day, deadline });
    expect(parseQuickAdd("Tax return {Dec 15}", "en", TODAY).deadlineText).toBe("{Dec 15}");
  });

  it("reads the quick add hint's own examples", () => {
    for (const [lng, braces] of [
      ["en", "{dec 15}"],
      ["pt", "{15 dez}"],
      ["de", "{15. Dez}"],
      ["es", "{15 dic}"],
      ["fr", "{15 déc}"],
      ["zh", "{12月15日}"],
      ["ja", "{12月15日}"],
    ] as const)
      expect(parseQuickAdd(`Taxes ${braces}`, lng, TODAY), lng).toMatchObject({
        title: "Taxes",
        deadline: "2026-12-15",
      });
  });

  it("leaves braces that say no day alone in the title, and a line of braces only", () => {
    // Their words are not read otherwise either: no day, no rule.
    for (const input of ["Fill in {name} on the form", "Rename {every Monday}", "Ship {the monday build} to staging"])
      expect(parseQuickAdd(input, "en", TODAY), input).toMatchObject({
        title: input,
        day: null,
        repeat: null,
        deadline: null,
      });
    expect(parseQuickAdd("{Dec 15}", "en", TODAY)).toMatchObject({ title: "{Dec 15}", deadline: null });
    // Quoted, they are words.
    expect(parseQuickAdd('Print "{Dec 15}" labels', "en", TODAY)).toMatchObject({
      title: "Print {Dec 15} labels",
      deadline: null,
    });
    // Of two, the last that says a day.
    expect(parseQuickAdd("Send {draft} {Dec 20}", "en", TODAY)).toMatchObject({
      title: "Send {draft}",
      deadline: "2026-12-20",
    });
  });

  it("stays beside a rule, for the database to refuse with its reason", () => {
    expect(parseQuickAdd("Rent every month {Dec 10}", "en", TODAY)).toMatchObject({
      title: "Rent",
      repeat: "monthly",
      deadline: "2026-12-10",
    });
  });

  it("is a part of what quick add understood, which may be kept as text", () => {
    const line = "Tax return tomorrow {Dec 15} #home";
    const parts = understood(line, "en", TODAY);
    expect(parts.map((p) => [p.kind, p.spans.map(([a, b]) => line.slice(a, b))])).toEqual([
      ["day", ["tomorrow"]],
      ["deadline", ["{Dec 15}"]],
      ["filter", ["#home"]],
    ]);
    expect(parts.find((p) => p.kind === "deadline")).toMatchObject({ day: "2026-12-15" });
    const kept = keepAsText(line, parts.find((p) => p.kind === "deadline")!.spans);
    expect(parseQuickAdd(kept, "en", TODAY)).toMatchObject({ title: "Tax return {Dec 15}", deadline: null });
  });
});
