import { describe, expect, it } from "vitest";
import type { Language } from "../i18n";
import { parseQuickAdd } from "./parse";
import { itReadsEach, type RuleCase } from "./rule-cases";

// Chosen days every few weeks ("every 2 weeks on Mon and Thu": "days:1,4" every 2), from the
// first of them on or after the line's date or today; Monday to Friday keeps its name. Thursday
// 3 December 2026 is today.
const TODAY = "2026-12-03";

const cases: Record<Language, RuleCase[]> = {
  en: [
    ["Gym every 2 weeks on Mon and Thu", "Gym", "2026-12-03", "days:1,4", 2, "every 2 weeks on Mon and Thu"],
    ["Gym every other week on Tuesday and Friday", "Gym", "2026-12-04", "days:2,5", 2],
    ["Class biweekly on Mondays & Wednesdays", "Class", "2026-12-07", "days:1,3", 2],
    ["Review every 3 weeks, Mon, Wed and Fri", "Review", "2026-12-04", "days:1,3,5", 3],
    ["Sync weekly on Mon and Thu", "Sync", "2026-12-03", "days:1,4", 1],
    // "weekly" before a rule of days says it again: both go; a title's own "Weekly" stays.
    ["Sync weekly on Mondays and Thursdays", "Sync", "2026-12-03", "days:1,4", 1, "weekly on Mondays and Thursdays"],
    ["Weekly review every Monday", "Weekly review", "2026-12-07", "weekly", 1],
    ["Weekly every Monday", "Weekly", "2026-12-07", "weekly", 1],
    // One day in the plural: that day every few weeks.
    ["Sync every 2 weeks on Mondays", "Sync", "2026-12-07", "days:1", 2],
    ["Kids every other weekend", "Kids", "2026-12-05", "days:6,7", 2, "every other weekend"],
    ["Kids on alternate weekends", "Kids", "2026-12-05", "days:6,7", 2],
    ["Hike every 2 weeks on the weekend", "Hike", "2026-12-05", "days:6,7", 2],
    ["Gym every other Mon and Thu", "Gym", "2026-12-03", "days:1,4", 2, "every other Mon and Thu"],
    ["Site shift every other week on weekdays", "Site shift", null, "weekdays", 2],
    // A date of its own: the first of its days from there.
    ["Gym every 2 weeks on Mon and Thu from Dec 8", "Gym", "2026-12-10", "days:1,4", 2],
    // One day is the plain rule of weeks, the day kept for the date.
    ["Gym every 2 weeks on Monday", "Gym", "2026-12-07", "weekly", 2],
  ],
  de: [
    ["Sport alle zwei Wochen montags und donnerstags", "Sport", "2026-12-03", "days:1,4", 2],
    ["Sport alle 2 Wochen am Montag und Donnerstag", "Sport", "2026-12-03", "days:1,4", 2],
    ["Kurs jede zweite Woche Di und Fr", "Kurs", "2026-12-04", "days:2,5", 2],
    ["Sport jeden zweiten Montag und Donnerstag", "Sport", "2026-12-03", "days:1,4", 2],
    ["Kinder jedes zweite Wochenende", "Kinder", "2026-12-05", "days:6,7", 2],
    ["Sport alle zwei Wochen montags", "Sport", "2026-12-07", "days:1", 2],
    ["Sport wöchentlich montags und donnerstags", "Sport", "2026-12-03", "days:1,4", 1],
  ],
  fr: [
    ["Sport toutes les deux semaines le lundi et le jeudi", "Sport", "2026-12-03", "days:1,4", 2],
    ["Cours toutes les 2 semaines les mardis et vendredis", "Cours", "2026-12-04", "days:2,5", 2],
    ["Enfants un week-end sur deux", "Enfants", "2026-12-05", "days:6,7", 2],
    ["Cours toutes les deux semaines les mardis", "Cours", "2026-12-08", "days:2", 2],
    ["Sport chaque semaine les lundis et jeudis", "Sport", "2026-12-03", "days:1,4", 1],
  ],
  es: [
    ["Gimnasio cada dos semanas los lunes y jueves", "Gimnasio", "2026-12-03", "days:1,4", 2],
    ["Clase cada 2 semanas el martes y el viernes", "Clase", "2026-12-04", "days:2,5", 2],
    ["Niños cada dos fines de semana", "Niños", "2026-12-05", "days:6,7", 2],
    ["Niños un fin de semana sí y otro no", "Niños", "2026-12-05", "days:6,7", 2],
    ["Clase cada dos semanas los martes", "Clase", "2026-12-08", "days:2", 2],
    ["Gimnasio cada semana los lunes y jueves", "Gimnasio", "2026-12-03", "days:1,4", 1],
  ],
  pt: [
    ["Academia a cada duas semanas às segundas e quintas", "Academia", "2026-12-03", "days:1,4", 2],
    ["Aula a cada 2 semanas na terça e na sexta", "Aula", "2026-12-04", "days:2,5", 2],
    ["Crianças a cada dois fins de semana", "Crianças", "2026-12-05", "days:6,7", 2],
    ["Crianças fim de semana sim, fim de semana não", "Crianças", "2026-12-05", "days:6,7", 2],
    ["Feira a cada 2 semanas aos sábados", "Feira", "2026-12-05", "days:6", 2],
    ["Academia toda semana às segundas e quintas", "Academia", "2026-12-03", "days:1,4", 1],
  ],
  zh: [
    ["健身每两周的周一和周四", "健身", "2026-12-03", "days:1,4", 2, "每两周的周一和周四"],
    ["健身隔周周一和周四", "健身", "2026-12-03", "days:1,4", 2],
    ["上课每2周周二、周五", "上课", "2026-12-04", "days:2,5", 2],
    ["孩子隔周周末", "孩子", "2026-12-05", "days:6,7", 2],
    ["健身每周周一和周四", "健身", "2026-12-03", "days:1,4", 1],
  ],
  ja: [
    ["ジム隔週月・木", "ジム", "2026-12-03", "days:1,4", 2, "隔週月・木"],
    ["ジム2週間ごとの月曜と木曜", "ジム", "2026-12-03", "days:1,4", 2],
    ["教室隔週の火曜日と金曜日", "教室", "2026-12-04", "days:2,5", 2],
    ["子ども隔週の土日", "子ども", "2026-12-05", "days:6,7", 2],
  ],
};

describe("quick add: chosen days every few weeks", () => {
  itReadsEach(cases, TODAY);

  it("counts from the day it is done with Todoist's mark", () => {
    expect(parseQuickAdd("Gym every! 2 weeks on Mon and Thu", "en", TODAY)).toMatchObject({
      title: "Gym",
      repeat: "days:1,4",
      every: 2,
      fromDone: true,
    });
  });

  it("reads all seven days every few weeks as the whole week, one week in n (not every few days)", () => {
    const parsed = parseQuickAdd("Walk every other week on Mon, Tue, Wed, Thu, Fri, Sat and Sun", "en", TODAY);
    expect(parsed).toMatchObject({ title: "Walk", day: TODAY, repeat: "days:1,2,3,4,5,6,7", every: 2 });
  });

  it.each([
    ["en", "Kids week on, week off", "Kids", "week on, week off"],
    ["en", "Practice every day every other week", "Practice", "every day every other week"],
    ["en", "Practice daily on alternate weeks", "Practice", "daily on alternate weeks"],
    ["de", "Kinder eine Woche ja, eine Woche nein", "Kinder", "eine Woche ja, eine Woche nein"],
    ["de", "Üben jeden Tag jede zweite Woche", "Üben", "jeden Tag jede zweite Woche"],
    ["fr", "Enfants tous les jours une semaine sur deux", "Enfants", "tous les jours une semaine sur deux"],
    ["es", "Niños todos los días, semana sí, semana no", "Niños", "todos los días, semana sí, semana no"],
    ["pt", "Filhos todos os dias, semana sim, semana não", "Filhos", "todos os dias, semana sim, semana não"],
    ["zh", "孩子隔周每天", "孩子", "隔周每天"],
    ["ja", "子ども隔週で毎日", "子ども", "隔週で毎日"],
  ] as const)("%s: %s is every day of every other week", (lng, input, title, repeatText) => {
    expect(parseQuickAdd(input, lng, TODAY)).toMatchObject({
      title,
      day: TODAY,
      repeat: "days:1,2,3,4,5,6,7",
      every: 2,
      repeatText,
    });
  });

  it("leaves days that follow another rule to the date", () => {
    expect(parseQuickAdd("Report every 2 months on Mon and Thu", "en", TODAY)).toMatchObject({
      repeat: "monthly",
      every: 2,
    });
  });
});
