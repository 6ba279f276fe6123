import { describe, expect, it } from "vitest";
import type { Language } from "../i18n";
import { parseQuickAdd } from "./parse";

// Saturday 21 November 2026 is "today" in every case below.
const TODAY = "2026-11-21";

/** Lines whose length of time (or time of day counted in hours) is no date: kept as typed. */
const SPANS: [Language, string][] = [
  ["en", "Gym twice a week"],
  ["en", "Gym 3 times a week"],
  ["en", "Sleep 8 hours a day"],
  ["en", "Pack for 3 days"],
  ["en", "Book the hotel for a week"],
  ["en", "Meditate 10 minutes"],
  ["en", "Cook 3 days of meals"],
  ["en", "Review the last 3 days"],
  ["en", "Plan the next 2 weeks"],
  ["en", "Call in 2 hours"],
  ["en", "Plan for the week"],
  ["en", "Recipe of the week"],
  ["en", "Seize the day"],
  ["de", "Packen für 3 Tage"],
  ["de", "Während 3 Tagen fasten"],
  ["de", "Planen die nächsten 3 Tage"],
  ["de", "Anrufen in 2 Stunden"],
  ["fr", "Valise pour 3 jours"],
  ["fr", "Jeûner pendant une semaine"],
  ["fr", "Stage de 3 jours"],
  ["fr", "Réviser les 3 derniers jours"],
  ["fr", "Appeler dans 2 heures"],
  ["es", "Viaje de 3 días"],
  ["es", "Ayunar durante una semana"],
  ["es", "Maleta por 3 días"],
  ["es", "Curso 3 días"],
  ["es", "Meditar 10 minutos"],
  ["es", "Llamar en 2 horas"],
];

/** Lines whose words still name a day counted from today. */
const DAYS: [Language, string, title: string, day: string][] = [
  ["en", "Dentist in 3 days", "Dentist", "2026-11-24"],
  ["en", "Reply within a week", "Reply", "2026-11-28"],
  ["en", "Reply a week from now", "Reply", "2026-11-28"],
  ["en", "Report after 3 days", "Report", "2026-11-24"],
  ["en", "Visit in 2 weeks", "Visit", "2026-12-05"],
  ["en", "Report next week", "Report", "2026-11-23"],
  ["de", "Abgabe in 2 Wochen", "Abgabe", "2026-12-05"],
  ["de", "In 3 Tagen abgeben", "abgeben", "2026-11-24"],
  ["fr", "Rendre dans 3 jours", "Rendre", "2026-11-24"],
  ["fr", "Finir en 3 jours", "Finir", "2026-11-24"],
  ["es", "Entregar en 3 días", "Entregar", "2026-11-24"],
  ["es", "Entregar dentro de una semana", "Entregar", "2026-11-28"],
  ["pt", "Entregar em 3 dias", "Entregar", "2026-11-24"],
  ["zh", "3天内交报告", "交报告", "2026-11-24"],
  ["ja", "3日後に提出", "提出", "2026-11-24"],
];

/** Weekdays' short names used as everyday words: no date, kept as typed. */
const WORDS: [Language, string][] = [
  ["en", "Sat down with Bob"],
  ["en", "Sat nav update"],
  ["en", "Buy sun screen"],
  ["en", "Enjoy the sun"],
  ["de", "Das ist so gut"],
  ["de", "So machen wir das"],
  ["de", "Anrufen so um 3"],
  ["de", "Mach es so"],
  ["fr", "Aller à la mer"],
  ["fr", "Acheter un jeu"],
  ["fr", "Jeu de société"],
  ["fr", "Appeler Sam"],
  ["es", "Ir al mar"],
  ["es", "Viaje a Mar del Plata"],
  ["es", "Cita el mar."],
  ["pt", "Ter paciência com o João"],
  ["pt", "O dom da palavra"],
  ["pt", "Comprar dom para o chefe"],
];

/** The same names as days: with "on", "am"…, as an abbreviation, or last on the line. */
const SHORT_DAYS: [Language, string, title: string, day: string][] = [
  ["en", "gym sat", "gym", "2026-11-21"],
  ["en", "Gym on sat", "Gym", "2026-11-21"],
  ["en", "Call mom Sun", "Call mom", "2026-11-22"],
  ["en", "Sun 3pm call", "call", "2026-11-22"],
  ["de", "Termin So", "Termin", "2026-11-22"],
  ["de", "Termin am So", "Termin", "2026-11-22"],
  ["de", "Termin So.", "Termin", "2026-11-22"],
  ["fr", "Réunion jeu", "Réunion", "2026-11-26"],
  ["fr", "Rendez-vous sam.", "Rendez-vous", "2026-11-21"],
  ["es", "Cita mar", "Cita", "2026-11-24"],
  ["es", "Reunión mar 3pm", "Reunión", "2026-11-24"],
  ["pt", "Reunião ter", "Reunião", "2026-11-24"],
  ["pt", "Reunião na ter", "Reunião", "2026-11-24"],
];

describe("quick add: a weekday's short name that is a word", () => {
  it.each(WORDS)("%s: %j stays as typed, on no day", (lng, line) => {
    const parsed = parseQuickAdd(line, lng, TODAY);
    expect({ title: parsed.title, day: parsed.day }).toEqual({ title: line, day: null });
  });

  it.each(SHORT_DAYS)("%s: %j is a day", (lng, line, title, day) => {
    const parsed = parseQuickAdd(line, lng, TODAY);
    expect({ title: parsed.title, day: parsed.day }).toEqual({ title, day });
  });
});

describe("quick add: a length of time is no date", () => {
  it.each(SPANS)("%s: %j stays as typed, on no day", (lng, line) => {
    const parsed = parseQuickAdd(line, lng, TODAY);
    expect({ title: parsed.title, day: parsed.day }).toEqual({ title: line, day: null });
  });

  it.each(DAYS)("%s: %j still names a day", (lng, line, title, day) => {
    const parsed = parseQuickAdd(line, lng, TODAY);
    expect({ title: parsed.title, day: parsed.day }).toEqual({ title, day });
  });
});

/** A day's number alone, Chinese's 号 and Japanese's 日 before に or まで: the next such day. */
const CJK_DAY_NUMBERS: [Language, string, title: string, day: string][] = [
  ["zh", "15号交报告", "交报告", "2026-12-15"],
  ["zh", "交报告25号", "交报告", "2026-11-25"],
  ["zh", "每三个月的15号交报告", "交报告", "2026-12-15"],
  ["ja", "15日に請求", "請求", "2026-12-15"],
  ["ja", "請求 25日", "請求", "2026-11-25"],
  ["ja", "3か月ごとの15日に請求", "請求", "2026-12-15"],
];

/** The same numbers that count or name things: kept as typed. */
const CJK_NUMBERED: [Language, string][] = [
  ["zh", "坐3号线"],
  ["zh", "买5号电池"],
  ["zh", "去5号楼开会"],
  ["zh", "第3号选手"],
  ["ja", "1日に2回 薬を飲む"],
  ["ja", "15日間の旅行"],
  ["ja", "1日の目標"],
];

describe("quick add: a day's number alone in Chinese and Japanese", () => {
  it.each(CJK_DAY_NUMBERS)("%s: %j is a day", (lng, line, title, day) => {
    const parsed = parseQuickAdd(line, lng, TODAY);
    expect({ title: parsed.title, day: parsed.day }).toEqual({ title, day });
  });

  it.each(CJK_NUMBERED)("%s: %j stays as typed, on no day", (lng, line) => {
    const parsed = parseQuickAdd(line, lng, TODAY);
    expect({ title: parsed.title, day: parsed.day }).toEqual({ title: line, day: null });
  });
});

describe("quick add: a fraction is no date", () => {
  it.each(["Fix 1/2 of the backlog", "Eat 3/4 of the cake"])("%j stays as typed, on no day", (line) => {
    expect(parseQuickAdd(line, "en", TODAY)).toMatchObject({ title: line, day: null });
  });

  it("a date with a slash is still one", () => {
    expect(parseQuickAdd("Dentist 12/3", "en", TODAY)).toMatchObject({ title: "Dentist", day: "2026-12-03" });
  });
});
