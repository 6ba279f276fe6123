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

  it.each([
    ["en", "Buy a present saturday !18:00 the day before", "Buy a present", "2026-12-05", "18:00", 1],
    ["en", "Pack !8pm day before", "Pack", null, "20:00", 1],
    ["en", "Renew passport {dec 31} !9am 3 days before", "Renew passport", null, "09:00", 3],
    ["en", "Visa !9:00 a week before #trip", "Visa", null, "09:00", 7],
    ["en", "Call !9 1 day before", "Call", null, "09:00", 1],
    ["pt", "Comprar presente sábado !18h na véspera", "Comprar presente", "2026-12-05", "18:00", 1],
    ["pt", "Passaporte !9:00 2 dias antes", "Passaporte", null, "09:00", 2],
    ["de", "Geschenk kaufen Samstag !18:00 am Vortag", "Geschenk kaufen", "2026-12-05", "18:00", 1],
    ["de", "Anruf !9 am Vortag", "Anruf", null, "09:00", 1],
    ["de", "Pass !9:00 2 Tage vorher", "Pass", null, "09:00", 2],
    ["es", "Comprar regalo sábado !18:00 el día anterior", "Comprar regalo", "2026-12-05", "18:00", 1],
    ["es", "Pasaporte !9:00 una semana antes", "Pasaporte", null, "09:00", 7],
    ["fr", "Acheter un cadeau samedi !18h la veille", "Acheter un cadeau", "2026-12-05", "18:00", 1],
    ["fr", "Passeport !9h 2 jours avant", "Passeport", null, "09:00", 2],
    ["zh", "周六买礼物 ！下午6点前一天", "买礼物", "2026-12-05", "18:00", 1],
    ["zh", "护照 !9:00 提前3天", "护照", null, "09:00", 3],
    ["ja", "土曜日 プレゼントを買う !18時 前日", "プレゼントを買う", "2026-12-05", "18:00", 1],
    ["ja", "パスポート !9:00 2日前", "パスポート", null, "09:00", 2],
  ] as [Language, string, string, string | null, string | null, number][])(
    "%s %j: a day before the objective's (decision 086)",
    (lng, input, title, day, reminder, reminderDaysBefore) => {
      expect(parseQuickAdd(input, lng, TODAY)).toMatchObject({ title, day, reminder, reminderDaysBefore });
    },
  );

  it.each([
    // More than the database keeps (30 days), or a phrase not right after the time: not a reminder's.
    ["Long trip !9:00 40 days before", null, 0],
    ["Call !9:00 today, the day before the trip", "09:00", 0],
  ] as [string, string | null, number][])("%j", (input, reminder, reminderDaysBefore) => {
    expect(parseQuickAdd(input, "en", TODAY)).toMatchObject({ reminder, reminderDaysBefore });
  });

  it("reads the hint's day-before example in every language", () => {
    const lines = {
      en: "Taxes !18:00 the day before",
      pt: "Taxes !18:00 na véspera",
      de: "Taxes !18:00 am Vortag",
      es: "Taxes !18:00 el día anterior",
      fr: "Taxes !18:00 la veille",
      zh: "Taxes !18:00 前一天",
      ja: "Taxes !18:00 前日",
    } as const;
    for (const [lng, line] of Object.entries(lines) as [Language, string][])
      expect(parseQuickAdd(line, lng, TODAY), lng).toMatchObject({
        title: "Taxes",
        reminder: "18:00",
        reminderDaysBefore: 1,
      });
  });

  it("shows the day before among what it reads, kept as text with its words", () => {
    const line = "Buy a present !18:00 the day before saturday";
    const reminder = understood(line, "en", TODAY).find((p) => p.kind === "reminder")!;
    expect(reminder).toEqual({ kind: "reminder", at: "18:00", daysBefore: 1, spans: [[14, 35]] });
    const kept = keepAsText(line, reminder.spans);
    expect(kept).toBe('Buy a present "!18:00 the day before" saturday');
    expect(parseQuickAdd(kept, "en", TODAY)).toMatchObject({
      reminder: null,
      reminderDaysBefore: 0,
      day: "2026-12-05",
    });
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

describe("quick add: '!30 min before' sets one's reminder before the time (decision 094)", () => {
  it.each([
    ["en", "Dentist at 3pm !30 min before", "Dentist", "15:00", 30, "14:30", 0],
    ["en", "Call 9:00 !1h before #work", "Call", "09:00", 60, "08:00", 0],
    ["en", "Night bus 00:15 !30m before", "Night bus", "00:15", 30, "23:45", 1],
    ["de", "Zahnarzt um 15 Uhr !2 Stunden vorher", "Zahnarzt", "15:00", 120, "13:00", 0],
    ["fr", "Réunion à 15h !30 min avant", "Réunion", "15:00", 30, "14:30", 0],
    ["es", "Cita a las 10:00 !1 hora antes", "Cita", "10:00", 60, "09:00", 0],
    ["pt", "Consulta às 15h !45 minutos antes", "Consulta", "15:00", 45, "14:15", 0],
    ["zh", "下午3点开会 !30分钟前", "开会", "15:00", 30, "14:30", 0],
    ["ja", "15時に会議 !30分前", "会議", "15:00", 30, "14:30", 0],
  ] as [Language, string, string, string, number, string, number][])(
    "%s %j",
    (lng, input, title, at, before, reminder, days) => {
      expect(parseQuickAdd(input, lng, TODAY)).toMatchObject({
        title,
        at,
        reminderBefore: before,
        reminder,
        reminderDaysBefore: days,
      });
    },
  );

  it("is read without a time too (the page then asks for one), and '!1h' alone is still one o'clock", () => {
    expect(parseQuickAdd("Call the bank !1h before", "en", TODAY)).toMatchObject({
      title: "Call the bank",
      at: null,
      reminderBefore: 60,
      reminder: null,
    });
    expect(parseQuickAdd("Call the bank !1h", "en", TODAY)).toMatchObject({ reminder: "01:00", reminderBefore: null });
    // Beyond 30 days: words.
    expect(parseQuickAdd("Exam at 9am !800 hours before", "en", TODAY)).toMatchObject({ reminderBefore: null });
  });

  it("shows what it read as the reminder's time, its words leaving the title; kept as text, it is none", () => {
    const line = "Dentist at 3pm !30 min before";
    const parts = understood(line, "en", TODAY);
    const reminder = parts.find((p) => p.kind === "reminder")!;
    expect(reminder).toMatchObject({ at: "14:30" });
    expect(reminder.spans.map(([a, b]) => line.slice(a, b))).toEqual(["!30 min before"]);
    expect(parseQuickAdd(keepAsText(line, reminder.spans), "en", TODAY)).toMatchObject({
      title: "Dentist !30 min before",
      reminderBefore: null,
    });
  });
});
