import { describe, expect, it } from "vitest";
import { translatorFor } from "./i18n.server";
import { monthDayWord, ruleDays, ruleLabel, ruleMonthDays, ruleMonthDaysMonth } from "./repeat";

// A row's rule in words, counted from its day or from the day it is done (decision 041).
describe("ruleLabel", () => {
  it("words the rule, and says when it counts from the day it is done", () => {
    const en = translatorFor("en").t;
    expect(ruleLabel(en, { repeat: "daily", every: 3 }, "en")).toBe("Every 3 days");
    expect(ruleLabel(en, { repeat: "daily", every: 3, fromDone: true }, "en")).toBe("Every 3 days after completion");
    expect(ruleLabel(en, { repeat: "monthly", fromDone: true }, "en")).toBe("Every month after completion");
    expect(ruleLabel(translatorFor("de").t, { repeat: "weekly", every: 2, fromDone: true }, "de")).toBe(
      "Alle 2 Wochen nach Erledigung",
    );
    expect(ruleLabel(translatorFor("ja").t, { repeat: "daily", every: 3, fromDone: true }, "ja")).toBe(
      "完了後3 日ごと",
    );
  });

  it("names the days of the week of a rule on chosen days, in each language", () => {
    const label = (lng: "en" | "pt" | "de" | "es" | "fr" | "zh" | "ja", repeat: `days:${string}`) =>
      ruleLabel(translatorFor(lng).t, { repeat }, lng);
    expect(label("en", "days:1,4")).toBe("Every Mon and Thu");
    expect(label("en", "days:1,3,5")).toBe("Every Mon, Wed, and Fri");
    expect(label("en", "days:7")).toBe("Every Sun");
    expect(label("de", "days:2,5")).toBe("Jeden Di und Fr");
    expect(label("fr", "days:1,4")).toBe("Chaque lun. et jeu.");
    expect(label("es", "days:1,4")).toBe("Cada lun y jue");
    expect(label("pt", "days:1,4")).toBe("Toda seg. e qui.");
    expect(label("zh", "days:1,4")).toBe("每周一和周四");
    expect(label("ja", "days:1,3,5")).toBe("毎週月、水、金");
    expect(ruleLabel(translatorFor("en").t, { repeat: "days:6,7", fromDone: true }, "en")).toBe(
      "Every Sat and Sun after completion",
    );
  });

  it("names chosen days every few weeks, and Monday to Friday every few weeks, in each language", () => {
    const label = (lng: "en" | "pt" | "de" | "es" | "fr" | "zh" | "ja", repeat: "weekdays" | `days:${string}`) =>
      ruleLabel(translatorFor(lng).t, { repeat, every: 2 }, lng);
    expect(label("en", "days:1,4")).toBe("Every 2 weeks on Mon and Thu");
    expect(label("de", "days:2,5")).toBe("Alle 2 Wochen am Di und Fr");
    expect(label("fr", "days:1,4")).toBe("Toutes les 2 semaines, lun. et jeu.");
    expect(label("es", "days:1,4")).toBe("Cada 2 semanas, lun y jue");
    expect(label("pt", "days:1,4")).toBe("A cada 2 semanas, seg. e qui.");
    expect(label("zh", "days:1,4")).toBe("每 2 周的周一和周四");
    expect(label("ja", "days:6,7")).toBe("2 週間ごと（土、日）");
    expect(label("en", "weekdays")).toBe("Every 2 weeks, Monday to Friday");
    expect(label("ja", "weekdays")).toBe("2 週間ごと（月曜〜金曜）");
    // The whole week, one week in two.
    expect(label("en", "days:1,2,3,4,5,6,7")).toBe("Every 2 weeks, Monday to Sunday");
    expect(label("de", "days:1,2,3,4,5,6,7")).toBe("Alle 2 Wochen, Montag bis Sonntag");
    expect(label("zh", "days:1,2,3,4,5,6,7")).toBe("每 2 周的周一至周日");
  });

  it("names a rule of the month every few months, in each language", () => {
    const label = (
      lng: "en" | "pt" | "de" | "es" | "fr" | "zh" | "ja",
      repeat: `nth:${string}` | `mdays:${string}`,
      every = 2,
    ) => ruleLabel(translatorFor(lng).t, { repeat, every }, lng);
    expect(label("en", "nth:1:1")).toBe("Every 2 months on the first Monday");
    expect(label("en", "nth:-1:0", 3)).toBe("Every 3 months on the last day");
    expect(label("en", "nth:-1:8", 3)).toBe("Every 3 months on the last workday");
    expect(label("en", "nth:1,3:2")).toBe("Every 2 months on the first and third Tuesday");
    expect(label("en", "nth:5:8")).toBe("Every 2 months on the 5th workday");
    expect(label("en", "mdays:1,15", 3)).toBe("Every 3 months on the 1st and 15th");
    expect(label("de", "nth:1:1")).toBe("Alle 2 Monate am ersten Montag");
    expect(label("de", "mdays:15")).toBe("Alle 2 Monate am 15.");
    expect(label("fr", "nth:-1:5")).toBe("Tous les 2 mois, le dernier vendredi");
    expect(label("es", "nth:1:1")).toBe("Cada 2 meses, el primer lunes");
    expect(label("pt", "nth:1:1")).toBe("A cada 2 meses, na primeira segunda-feira");
    expect(label("pt", "nth:1:6")).toBe("A cada 2 meses, no primeiro sábado");
    expect(label("pt", "mdays:15")).toBe("A cada 2 meses, no dia 15");
    expect(label("zh", "nth:1:1")).toBe("每 2 个月的第一个星期一");
    expect(label("zh", "nth:-1:0")).toBe("每 2 个月的最后一天");
    expect(label("ja", "nth:1:1")).toBe("2 か月ごとの第1月曜日");
    expect(label("ja", "mdays:15")).toBe("2 か月ごとの15日");
    expect(label("en", "nth:1:1", 1)).toBe("Every first Monday");
  });

  it("names a rule of one month each year every few years, in each language", () => {
    const label = (
      lng: "en" | "pt" | "de" | "es" | "fr" | "zh" | "ja",
      repeat: `nth:${string}` | `mdays:${string}`,
      every = 2,
    ) => ruleLabel(translatorFor(lng).t, { repeat, every }, lng);
    expect(label("en", "nth:-1:5:11")).toBe("Every 2 years on the last Friday of November");
    expect(label("en", "nth:1,3:6:7", 5)).toBe("Every 5 years on the first and third Saturday of July");
    expect(label("en", "nth:-1:0:2", 4)).toBe("Every 4 years on the last day of February");
    expect(label("en", "nth:1:8:12")).toBe("Every 2 years on the first workday of December");
    expect(label("en", "mdays:1,15:3")).toBe("Every 2 years on the 1st and 15th of March");
    expect(label("de", "nth:1:1:6")).toBe("Alle 2 Jahre am ersten Montag im Juni");
    expect(label("de", "mdays:1:3")).toBe("Alle 2 Jahre am 1. März");
    expect(label("fr", "nth:-1:5:11")).toBe("Tous les 2 ans, le dernier vendredi en novembre");
    expect(label("es", "nth:1:1:6")).toBe("Cada 2 años, el primer lunes de junio");
    expect(label("pt", "nth:1:1:6")).toBe("A cada 2 anos, na primeira segunda-feira de junho");
    expect(label("pt", "nth:-1:6:7")).toBe("A cada 2 anos, no último sábado de julho");
    expect(label("pt", "mdays:1:3")).toBe("A cada 2 anos, no dia 1 de março");
    expect(label("zh", "nth:-1:5:11")).toBe("每 2 年十一月最后一个星期五");
    expect(label("zh", "mdays:1:3")).toBe("每 2 年3月1日");
    expect(label("ja", "nth:1:1:6")).toBe("2 年ごとの6月第1月曜日");
    expect(label("ja", "mdays:1:3")).toBe("2 年ごとの3月1日");
  });

  it("names a day of the week each month, in each language (Portuguese's Saturday and Sunday are masculine)", () => {
    const label = (lng: "en" | "pt" | "de" | "es" | "fr" | "zh" | "ja", repeat: `nth:${string}`) =>
      ruleLabel(translatorFor(lng).t, { repeat }, lng);
    expect(label("en", "nth:1:1")).toBe("Every first Monday");
    expect(label("en", "nth:2:2")).toBe("Every second Tuesday of the month");
    expect(label("en", "nth:-1:5")).toBe("Every last Friday");
    expect(label("de", "nth:3:3")).toBe("Jeden dritten Mittwoch");
    expect(label("fr", "nth:-1:5")).toBe("Chaque dernier vendredi");
    expect(label("es", "nth:1:1")).toBe("Cada primer lunes");
    expect(label("pt", "nth:1:1")).toBe("Toda primeira segunda-feira");
    expect(label("pt", "nth:-1:6")).toBe("Todo último sábado");
    expect(label("zh", "nth:1:1")).toBe("每月第一个星期一");
    expect(label("ja", "nth:-1:5")).toBe("毎月最終金曜日");
    // With a month: each year.
    expect(label("en", "nth:-1:1:5")).toBe("Every last Monday of May");
    expect(label("en", "nth:4:4:11")).toBe("Every fourth Thursday of November");
    expect(label("de", "nth:-1:1:5")).toBe("Jeden letzten Montag im Mai");
    expect(label("fr", "nth:1:1:4")).toBe("Chaque premier lundi en avril");
    expect(label("es", "nth:-1:1:5")).toBe("Cada último lunes de mayo");
    expect(label("pt", "nth:-1:1:5")).toBe("Toda última segunda-feira de maio");
    expect(label("pt", "nth:4:6:3")).toBe("Todo quarto sábado de março");
    expect(label("zh", "nth:4:4:11")).toBe("每年十一月第四个星期四");
    expect(label("ja", "nth:-1:1:5")).toBe("毎年5月最終月曜日");
    // Day 0, any day: the month's last.
    expect(label("en", "nth:-1:0")).toBe("Every last day of the month");
    expect(label("en", "nth:-1:0:2")).toBe("Every last day of February");
    expect(label("de", "nth:-1:0")).toBe("Jeden letzten Tag im Monat");
    expect(label("pt", "nth:-1:0")).toBe("Todo último dia do mês");
    expect(label("zh", "nth:-1:0")).toBe("每月最后一天");
    expect(label("ja", "nth:-1:0:2")).toBe("毎年2月末日");
    // Day 8, a working day.
    expect(label("en", "nth:-1:8")).toBe("Every last workday of the month");
    expect(label("en", "nth:1:8:12")).toBe("Every first workday of December");
    expect(label("de", "nth:-1:8")).toBe("Jeden letzten Werktag im Monat");
    expect(label("fr", "nth:1:8")).toBe("Chaque premier jour ouvré du mois");
    expect(label("es", "nth:-1:8")).toBe("Cada último día hábil del mes");
    expect(label("pt", "nth:-1:8:12")).toBe("Todo último dia útil de dezembro");
    expect(label("zh", "nth:-1:8")).toBe("每月最后一个工作日");
    expect(label("ja", "nth:1:8")).toBe("毎月第1営業日");
    // Several: the ordinals listed, in the form the day takes.
    expect(label("en", "nth:1,3:1")).toBe("Every first and third Monday");
    expect(label("en", "nth:2,4:2:5")).toBe("Every second and fourth Tuesday of May");
    expect(label("en", "nth:1,-1:0")).toBe("Every first and last day of the month");
    expect(label("en", "nth:1,-1:8")).toBe("Every first and last workday of the month");
    expect(label("de", "nth:2,4:2")).toBe("Jeden zweiten und vierten Dienstag");
    expect(label("fr", "nth:1,3:1")).toBe("Chaque premier et troisième lundi");
    expect(label("es", "nth:1,3:1")).toBe("Cada primer y tercer lunes");
    expect(label("pt", "nth:1,3:1")).toBe("Toda primeira e terceira segunda-feira");
    expect(label("pt", "nth:1,-1:6")).toBe("Todo primeiro e último sábado");
    expect(label("zh", "nth:1,3:1")).toBe("每月第一个和第三个星期一");
    expect(label("zh", "nth:1,-1:0")).toBe("每月第一天和最后一天");
    expect(label("ja", "nth:1,3:1")).toBe("毎月第1、第3月曜日");
    // A working day past the fourth, in figures (and the others listed with it).
    expect(label("en", "nth:5:8")).toBe("Every 5th workday of the month");
    expect(label("en", "nth:1,12,-1:8")).toBe("Every 1st, 12th, and last workday of the month");
    expect(label("en", "nth:10:8:1")).toBe("Every 10th workday of January");
    expect(label("pt", "nth:5:8")).toBe("Todo 5º dia útil do mês");
    expect(label("pt", "nth:5,20:8")).toBe("Todo 5º e 20º dia útil do mês");
    expect(label("de", "nth:5:8")).toBe("Jeden 5. Werktag im Monat");
    expect(label("es", "nth:5:8")).toBe("Cada 5.º día hábil del mes");
    expect(label("fr", "nth:1,5:8")).toBe("Chaque 1er et 5e jour ouvré du mois");
    expect(label("zh", "nth:5:8")).toBe("每月第5个工作日");
    expect(label("ja", "nth:15:8")).toBe("毎月第15営業日");
    // The fifth of a day of the week, in words as the others, every month or every few.
    expect(label("en", "nth:5:7")).toBe("Every fifth Sunday");
    expect(label("en", "nth:1,3,5:6")).toBe("Every first, third, and fifth Saturday");
    expect(label("de", "nth:5:5")).toBe("Jeden fünften Freitag");
    expect(label("fr", "nth:5:7")).toBe("Chaque cinquième dimanche");
    expect(label("es", "nth:5:1")).toBe("Cada quinto lunes");
    expect(label("pt", "nth:5:1")).toBe("Toda quinta segunda-feira");
    expect(label("pt", "nth:5:7")).toBe("Todo quinto domingo");
    expect(label("zh", "nth:5:7")).toBe("每月第五个星期日");
    expect(label("ja", "nth:1,5:7")).toBe("毎月第1、第5日曜日");
    expect(ruleLabel(translatorFor("en").t, { repeat: "nth:5:7", every: 2 }, "en")).toBe(
      "Every 2 months on the fifth Sunday",
    );
    expect(ruleLabel(translatorFor("en").t, { repeat: "nth:4:4", fromDone: true }, "en")).toBe(
      "Every fourth Thursday after completion",
    );
  });
});

describe("rules on days of the month", () => {
  it("name their days as a date says them, in each language", () => {
    const label = (lng: "en" | "pt" | "de" | "es" | "fr" | "zh" | "ja", repeat: `mdays:${string}`) =>
      ruleLabel(translatorFor(lng).t, { repeat }, lng);
    expect(label("en", "mdays:1,15")).toBe("Every month on the 1st and 15th");
    expect(label("en", "mdays:2,3,22,31")).toBe("Every month on the 2nd, 3rd, 22nd, and 31st");
    expect(label("en", "mdays:11,12,13")).toBe("Every month on the 11th, 12th, and 13th");
    expect(label("de", "mdays:1,15")).toBe("Jeden Monat am 1. und 15.");
    expect(label("fr", "mdays:1,15")).toBe("Les 1er et 15 de chaque mois");
    expect(label("fr", "mdays:5")).toBe("Le 5 de chaque mois");
    expect(label("es", "mdays:1,15")).toBe("Los días 1 y 15 de cada mes");
    expect(label("es", "mdays:5")).toBe("El día 5 de cada mes");
    expect(label("pt", "mdays:10,20,30")).toBe("Nos dias 10, 20 e 30 de cada mês");
    expect(label("zh", "mdays:1,15")).toBe("每月1日和15日");
    expect(label("ja", "mdays:1,15")).toBe("毎月1日、15日");
    expect(ruleLabel(translatorFor("en").t, { repeat: "mdays:1,15", until: "2030-06-30" }, "en")).toBe(
      "Every month on the 1st and 15th until Jun 30, 2030",
    );
  });

  it("of one month each year, name the month too, in each language", () => {
    const label = (lng: "en" | "pt" | "de" | "es" | "fr" | "zh" | "ja", repeat: `mdays:${string}`) =>
      ruleLabel(translatorFor(lng).t, { repeat }, lng);
    expect(label("en", "mdays:1,15:3")).toBe("Every 1st and 15th of March");
    expect(label("en", "mdays:31:12")).toBe("Every 31st of December");
    expect(label("pt", "mdays:1,15:3")).toBe("Nos dias 1 e 15 de março de cada ano");
    expect(label("pt", "mdays:5:3")).toBe("No dia 5 de março de cada ano");
    expect(label("de", "mdays:1,15:3")).toBe("Jedes Jahr am 1. und 15. März");
    expect(label("es", "mdays:1,15:3")).toBe("Los días 1 y 15 de marzo de cada año");
    expect(label("es", "mdays:5:3")).toBe("El día 5 de marzo de cada año");
    expect(label("fr", "mdays:1,15:3")).toBe("Les 1er et 15 mars de chaque année");
    expect(label("fr", "mdays:5:3")).toBe("Le 5 mars de chaque année");
    expect(label("zh", "mdays:1,15:3")).toBe("每年3月1日和15日");
    expect(label("ja", "mdays:1,15:3")).toBe("毎年3月1日、15日");
    expect(ruleLabel(translatorFor("en").t, { repeat: "mdays:1,15:3", fromDone: true }, "en")).toBe(
      "Every 1st and 15th of March after completion",
    );
  });

  it("read their days; a day of the month in words", () => {
    expect(ruleMonthDays("mdays:1,15")).toEqual([1, 15]);
    expect(ruleMonthDays("mdays:1,15:3")).toEqual([1, 15]);
    expect(ruleMonthDaysMonth("mdays:1,15:3")).toBe(3);
    expect(ruleMonthDaysMonth("mdays:1,15")).toBeUndefined();
    expect(ruleMonthDaysMonth("nth:1:1:3")).toBeUndefined();
    expect(ruleMonthDays("days:1,5")).toEqual([]);
    expect(ruleMonthDays(undefined)).toEqual([]);
    expect(monthDayWord(21, "en")).toBe("21st");
    expect(monthDayWord(1, "fr")).toBe("1er");
    expect(monthDayWord(2, "fr")).toBe("2");
  });
});

describe("ruleDays", () => {
  it("reads the days of the week of a rule on chosen days, none of the others", () => {
    expect(ruleDays("days:2,5")).toEqual([2, 5]);
    expect(ruleDays("weekly")).toEqual([]);
    expect(ruleDays(null)).toEqual([]);
  });
});
