import { describe, expect, it } from "vitest";
import type { Language } from "../i18n";
import { parseQuickAdd } from "./parse";
import { itReadsEach, type RuleCase } from "./rule-cases";

// A day of the month after a rule of months ("every 2 months on the first Monday": "nth:1:1"
// every 2), from the first such day on or after the line's date or today, all its words gone.
// Thursday 3 December 2026 is today: December's first Monday is the 7th, its last Friday the
// 25th, its last day (a Thursday, a working day) the 31st, its 5th working day the 7th.
const TODAY = "2026-12-03";

const cases: Record<Language, RuleCase[]> = {
  en: [
    [
      "Review every 2 months on the first Monday",
      "Review",
      "2026-12-07",
      "nth:1:1",
      2,
      "every 2 months on the first Monday",
    ],
    ["Review every other month on the last Friday", "Review", "2026-12-25", "nth:-1:5", 2],
    ["Review every other month on the 2nd and 4th Tuesday", "Review", "2026-12-08", "nth:2,4:2", 2],
    ["Review every 3 months on the 1st and 15th", "Review", "2026-12-15", "mdays:1,15", 3],
    // "the last day" is the month's, not yesterday.
    ["Review every 2 months on the last day", "Review", "2026-12-31", "nth:-1:0", 2, "every 2 months on the last day"],
    ["Close every quarter at the end of the month", "Close", "2026-12-31", "nth:-1:0", 3],
    ["Taxes quarterly on the last workday", "Taxes", "2026-12-31", "nth:-1:8", 3],
    ["Payroll every 2 months on the 5th business day", "Payroll", "2026-12-07", "nth:5:8", 2],
    ["Review every 2 months, on the first Monday", "Review", "2026-12-07", "nth:1:1", 2],
    // Every month so too, and a list of days of the week is no list of days of the month.
    ["Review every month on the last Friday", "Review", "2026-12-25", "nth:-1:5", 1],
    ["Review every month on the 2nd and 4th Tuesday", "Review", "2026-12-08", "nth:2,4:2", 1],
    ["Review monthly on the 1st and 15th", "Review", "2026-12-15", "mdays:1,15", 1],
    // A start of its own: the first such day from there (January's first Monday is the 4th).
    ["Review every 2 months on the first Monday starting Jan 5", "Review", "2027-02-01", "nth:1:1", 2],
    ["Review every first Monday starting Jan 5", "Review", "2027-02-01", "nth:1:1", 1],
  ],
  de: [
    ["Bericht alle 2 Monate am ersten Montag", "Bericht", "2026-12-07", "nth:1:1", 2, "alle 2 Monate am ersten Montag"],
    ["Bericht alle zwei Monate am letzten Freitag", "Bericht", "2026-12-25", "nth:-1:5", 2],
    ["Bericht alle 3 Monate am 1. und 15.", "Bericht", "2026-12-15", "mdays:1,15", 3],
    ["Bericht vierteljährlich am letzten Tag", "Bericht", "2026-12-31", "nth:-1:0", 3],
    ["Abschluss alle 2 Monate am Monatsende", "Abschluss", "2026-12-31", "nth:-1:0", 2],
    ["Lohn jeden zweiten Monat am letzten Werktag", "Lohn", "2026-12-31", "nth:-1:8", 2],
    ["Bericht jeden Monat am 2. und 4. Dienstag", "Bericht", "2026-12-08", "nth:2,4:2", 1],
  ],
  fr: [
    [
      "Rapport tous les deux mois le premier lundi",
      "Rapport",
      "2026-12-07",
      "nth:1:1",
      2,
      "tous les deux mois le premier lundi",
    ],
    ["Rapport tous les 2 mois le 1er et le 15", "Rapport", "2026-12-15", "mdays:1,15", 2],
    ["Rapport tous les trimestres le dernier jour", "Rapport", "2026-12-31", "nth:-1:0", 3],
    ["Paie tous les deux mois le dernier jour ouvré", "Paie", "2026-12-31", "nth:-1:8", 2],
    ["Rapport chaque mois le premier et le troisième lundi", "Rapport", "2026-12-07", "nth:1,3:1", 1],
  ],
  es: [
    ["Informe cada 2 meses el primer lunes", "Informe", "2026-12-07", "nth:1:1", 2, "cada 2 meses el primer lunes"],
    ["Informe cada 3 meses los días 1 y 15", "Informe", "2026-12-15", "mdays:1,15", 3],
    ["Informe cada trimestre el último día", "Informe", "2026-12-31", "nth:-1:0", 3],
    ["Nómina cada 2 meses el último día hábil", "Nómina", "2026-12-31", "nth:-1:8", 2],
    ["Cierre cada 2 meses a fin de mes", "Cierre", "2026-12-31", "nth:-1:0", 2],
  ],
  pt: [
    [
      "Relatório a cada 2 meses na primeira segunda",
      "Relatório",
      "2026-12-07",
      "nth:1:1",
      2,
      "a cada 2 meses na primeira segunda",
    ],
    ["Relatório a cada 3 meses nos dias 1 e 15", "Relatório", "2026-12-15", "mdays:1,15", 3],
    ["Relatório trimestralmente no último dia", "Relatório", "2026-12-31", "nth:-1:0", 3],
    ["Folha a cada 2 meses no último dia útil", "Folha", "2026-12-31", "nth:-1:8", 2],
    ["Relatório todo mês na primeira e terceira segunda", "Relatório", "2026-12-07", "nth:1,3:1", 1],
  ],
  zh: [
    ["报告每两个月的第一个周一", "报告", "2026-12-07", "nth:1:1", 2, "每两个月的第一个周一"],
    ["报告每3个月的1号和15号", "报告", "2026-12-15", "mdays:1,15", 3],
    ["报告每季度最后一天", "报告", "2026-12-31", "nth:-1:0", 3],
    ["工资每两个月的最后一个工作日", "工资", "2026-12-31", "nth:-1:8", 2],
    // Every other month: 隔月.
    ["报告隔月最后一天", "报告", "2026-12-31", "nth:-1:0", 2, "隔月最后一天"],
  ],
  ja: [
    ["レポート2か月ごとの第1月曜日", "レポート", "2026-12-07", "nth:1:1", 2, "2か月ごとの第1月曜日"],
    ["レポート3か月ごとの1日と15日", "レポート", "2026-12-15", "mdays:1,15", 3],
    ["レポート四半期ごとの末日", "レポート", "2026-12-31", "nth:-1:0", 3],
    ["給与2か月ごとの最終営業日", "給与", "2026-12-31", "nth:-1:8", 2],
    ["レポート隔月の末日", "レポート", "2026-12-31", "nth:-1:0", 2, "隔月の末日"],
  ],
};

describe("quick add: a day of the month every few months", () => {
  itReadsEach(cases, TODAY);

  it("counts from the day it is done with Todoist's mark, and ends as any rule does", () => {
    expect(parseQuickAdd("Review every! 2 months on the first Monday", "en", TODAY)).toMatchObject({
      title: "Review",
      repeat: "nth:1:1",
      every: 2,
      fromDone: true,
    });
    expect(parseQuickAdd("Review every 2 months on the first Monday until June 30", "en", TODAY)).toMatchObject({
      title: "Review",
      repeat: "nth:1:1",
      every: 2,
      until: "2027-06-30",
    });
  });

  it("leaves one day of the month to the date: a rule of months from that day is the same", () => {
    for (const [input, lng, title] of [
      ["Review every other month on the 15th", "en", "Review"],
      ["Bericht alle zwei Monate am 15.", "de", "Bericht"],
      ["报告每2个月的15号", "zh", "报告"],
      ["レポート2ヶ月ごとの15日", "ja", "レポート"],
    ] as const)
      expect(parseQuickAdd(input, lng, TODAY), input).toMatchObject({
        title,
        day: "2026-12-15",
        repeat: "monthly",
        every: 2,
      });
  });

  it("reads no day a month never has: a sixth Monday, a 21st working day", () => {
    expect(parseQuickAdd("Review every 2 months on the 6th Monday", "en", TODAY).repeat).toBe("monthly");
    expect(parseQuickAdd("Review every 2 months on the 21st business day", "en", TODAY).repeat).toBe("monthly");
  });
});

// After a rule of every year, a day of one month: its rule of that month each year (the date
// parser alone made it yearly from one date, which falls on another weekday a year on).
describe("quick add: a day of one month after a rule of years", () => {
  it.each([
    ["en", "Party every year on the last Friday of November", "Party", "2027-11-26", "nth:-1:5:11"],
    ["en", "Holiday yearly on the first Monday of May", "Holiday", "2027-05-03", "nth:1:1:5"],
    ["en", "Taxes annually on the 1st and 15th of March", "Taxes", "2027-03-01", "mdays:1,15:3"],
    ["en", "Leap check every year on the last day of February", "Leap check", "2027-02-28", "nth:-1:0:2"],
    ["en", "Close yearly on the last workday of December", "Close", "2026-12-31", "nth:-1:8:12"],
    ["de", "Abschluss jedes Jahr am letzten Werktag im Dezember", "Abschluss", "2026-12-31", "nth:-1:8:12"],
    ["fr", "Fête chaque année le dernier vendredi de novembre", "Fête", "2027-11-26", "nth:-1:5:11"],
    ["fr", "Bilan chaque année le 1er et le 15 mars", "Bilan", "2027-03-01", "mdays:1,15:3"],
    ["es", "Fiesta cada año el último viernes de noviembre", "Fiesta", "2027-11-26", "nth:-1:5:11"],
    ["es", "Cierre cada año el último día de febrero", "Cierre", "2027-02-28", "nth:-1:0:2"],
    ["pt", "Festa todo ano na última sexta de novembro", "Festa", "2027-11-26", "nth:-1:5:11"],
  ] as const)("%s: %s", (lng, input, title, day, repeat) => {
    expect(parseQuickAdd(input, lng as Language, TODAY)).toMatchObject({ title, day, repeat, every: 1 });
  });

  it("leaves one date to the date parser", () => {
    expect(parseQuickAdd("Taxes yearly on March 15", "en", TODAY)).toMatchObject({
      title: "Taxes",
      day: "2027-03-15",
      repeat: "yearly",
    });
    expect(parseQuickAdd("Inspection every 2 years on March 1", "en", TODAY)).toMatchObject({
      title: "Inspection",
      day: "2027-03-01",
      repeat: "yearly",
      every: 2,
    });
  });
});

// Every few years, the same: its rule of that month, every so many years (the date parser
// alone made it yearly from one date: the first Monday of June 2027 is the 7th, of 2029 the 4th).
describe("quick add: a day of one month after a rule of every few years", () => {
  itReadsEach(
    {
      en: [
        [
          "Congress every 2 years on the first Monday of June",
          "Congress",
          "2027-06-07",
          "nth:1:1:6",
          2,
          "every 2 years on the first Monday of June",
        ],
        ["Party every other year on the last Friday of November", "Party", "2027-11-26", "nth:-1:5:11", 2],
        ["Reunion every 5 years on the last Saturday of July", "Reunion", "2027-07-31", "nth:-1:6:7", 5],
        ["Audit every 3 years on the 1st and 15th of March", "Audit", "2027-03-01", "mdays:1,15:3", 3],
      ],
      de: [["Kongress alle 2 Jahre am ersten Montag im Juni", "Kongress", "2027-06-07", "nth:1:1:6", 2]],
      fr: [["Congrès tous les deux ans le premier lundi de juin", "Congrès", "2027-06-07", "nth:1:1:6", 2]],
      es: [["Congreso cada 2 años el primer lunes de junio", "Congreso", "2027-06-07", "nth:1:1:6", 2]],
      pt: [["Congresso a cada 2 anos na primeira segunda-feira de junho", "Congresso", "2027-06-07", "nth:1:1:6", 2]],
      zh: [
        ["大会 每两年6月的第一个星期一", "大会", "2027-06-07", "nth:1:1:6", 2],
        ["结算 每2年12月最后一天", "结算", "2026-12-31", "nth:-1:0:12", 2],
      ],
      ja: [
        ["大会 2年ごとの6月第1月曜日", "大会", "2027-06-07", "nth:1:1:6", 2],
        ["決算 2年ごとの12月最終営業日", "決算", "2026-12-31", "nth:-1:8:12", 2],
      ],
    },
    TODAY,
  );
});
