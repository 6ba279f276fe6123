import { describe, expect, it } from "vitest";
import type { Language } from "../i18n";
import { keepAsText } from "./keep-as-text";
import { parseQuickAdd } from "./parse";
import { understood } from "./understood";

// Friday 4 December 2026.
const TODAY = "2026-12-04";

describe("quick add: '!' sets one's reminder (decision 074)", () => {
  it.each([
    ["en", "Call the dentist tomorrow !9:30", "Call the dentist", "2026-12-05", "09:30"],
    ["en", "!14:05 Standup", "Standup", null, "14:05"],
    ["en", "Pick up the kids !3pm", "Pick up the kids", null, "15:00"],
    ["en", "Pick up the kids !3:45 PM #home", "Pick up the kids", null, "15:45"],
    ["en", "Midnight snack !12am", "Midnight snack", null, "00:00"],
    ["en", "Lunch !12pm", "Lunch", null, "12:00"],
    ["en", "Run !7", "Run", null, "07:00"],
    // The last one counts.
    ["en", "Both !8:00 !9:00", "Both", null, "09:00"],
    ["de", "Zahnarzt morgen !14h", "Zahnarzt", "2026-12-05", "14:00"],
    ["fr", "Appeler la banque vendredi !14h30", "Appeler la banque", "2026-12-04", "14:30"],
    ["es", "Llamar al banco mañana !9.15", "Llamar al banco", "2026-12-05", "09:15"],
    ["pt", "Ligar para o banco amanhã !9:30", "Ligar para o banco", "2026-12-05", "09:30"],
    ["zh", "明天交房租 ！下午3点", "交房租", "2026-12-05", "15:00"],
    ["zh", "开会 !9点30", "开会", null, "09:30"],
    ["ja", "明日 歯医者 !午前9時", "歯医者", "2026-12-05", "09:00"],
    ["ja", "会議 !14時30分", "会議", null, "14:30"],
  ] as [Language, string, string, string | null, string][])("%s %j", (lng, input, title, day, reminder) => {
    expect(parseQuickAdd(input, lng, TODAY)).toMatchObject({ title, day, reminder });
  });

  it.each([
    // Not a time, not a sign of its own, quoted, or the whole line: the title's.
    ["Hi!5 team", "Hi!5 team"],
    ["Fix !25", "Fix !25"],
    ["Fix !13pm", "Fix !13pm"],
    ["Fix !9:75", "Fix !9:75"],
    ["Done!! 3 times", "Done!! 3 times"],
    ['Say "!9:30" aloud', "Say !9:30 aloud"],
    ["!9:30", "!9:30"],
    ["every! 3 days stretch", "stretch"],
  ])("%j stays in the title", (input, title) => {
    const parsed = parseQuickAdd(input, "en", TODAY);
    expect({ title: parsed.title, reminder: parsed.reminder }).toEqual({ title, reminder: null });
  });

  it("reads the quick add hint's example in every language", () => {
    for (const lng of ["en", "pt", "de", "es", "fr", "zh", "ja"] as const)
      expect(parseQuickAdd("Taxes !9:30", lng, TODAY), lng).toMatchObject({ title: "Taxes", reminder: "09:30" });
  });

  it("is a part of what quick add reads, which may be kept as text", () => {
    const line = "Call the dentist !9:30 tomorrow";
    const parts = understood(line, "en", TODAY);
    expect(parts.map((p) => p.kind)).toEqual(["day", "reminder"]);
    const reminder = parts.find((p) => p.kind === "reminder")!;
    expect(reminder).toEqual({ kind: "reminder", at: "09:30", spans: [[17, 22]] });
    const kept = keepAsText(line, reminder.spans);
    expect(kept).toBe('Call the dentist "!9:30" tomorrow');
    expect(parseQuickAdd(kept, "en", TODAY)).toMatchObject({ title: "Call the dentist !9:30", reminder: null });
  });
});
