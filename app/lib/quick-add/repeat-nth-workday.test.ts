import { describe, expect, it } from "vitest";
import type { Repeat } from "../repeat";
import type { Language } from "../i18n";
import { parseQuickAdd } from "./parse";

// A month's n-th or last working day ("every last workday"): the rule "nth:…:8", from the
// first such day from today. Saturday 21 November 2026 is today; November's last working day
// is Monday the 30th, December's first Tuesday the 1st.
const TODAY = "2026-11-21";

type Case = [input: string, title: string, day: string | null, repeat: Repeat | null, repeatText?: string];

const cases: Record<Language, Case[]> = {
  en: [
    ["Payroll every last workday", "Payroll", "2026-11-30", "nth:-1:8", "every last workday"],
    ["Report every first business day of the month", "Report", "2026-12-01", "nth:1:8"],
    ["Invoice on the 2nd working day of every month", "Invoice", "2026-12-02", "nth:2:8"],
    ["Close the books every last business day of December", "Close the books", "2026-12-31", "nth:-1:8:12"],
    ["Rent every last weekday of the month", "Rent", "2026-11-30", "nth:-1:8"],
    // "every second workday" is not the month's second; "every weekday" is Monday to Friday.
    ["Review every second workday", "Review every second workday", null, null],
    ["Report every second business day of the month", "Report", "2026-12-02", "nth:2:8"],
    ["Pay every second and last workday", "Pay", "2026-11-30", "nth:2,-1:8"],
    ["Standup every weekday", "Standup", null, "weekdays"],
    // The 5th to the 20th: December's 5th working day is Monday the 7th, its 10th the 14th;
    // November's 20th is Friday the 27th; January 2027's 10th is Thursday the 14th.
    [
      "Salary every 5th business day of the month",
      "Salary",
      "2026-12-07",
      "nth:5:8",
      "every 5th business day of the month",
    ],
    ["Salary every fifth business day of the month", "Salary", "2026-12-07", "nth:5:8"],
    ["Report on the 10th working day of every month", "Report", "2026-12-14", "nth:10:8"],
    ["Close every 20th workday of the month", "Close", "2026-11-27", "nth:20:8"],
    ["Audit every 10th business day of January", "Audit", "2027-01-14", "nth:10:8:1"],
    // As "every 3rd workday" is the month's (only "every second workday" is every other one).
    ["Payroll every 5th workday", "Payroll", "2026-12-07", "nth:5:8", "every 5th workday"],
    ["Review every 12th working day", "Review", "2026-12-16", "nth:12:8"],
    // Several each month: December's first working day is Tuesday the 1st; November's 15th was the 20th.
    [
      "Invoices every 1st and 15th business day",
      "Invoices",
      "2026-12-01",
      "nth:1,15:8",
      "every 1st and 15th business day",
    ],
    ["Check every first and last workday of the month", "Check", "2026-11-30", "nth:1,-1:8"],
    ["Close every 1st and last business day of December", "Close", "2026-12-01", "nth:1,-1:8:12"],
    // Past the 20th, which some months lack, no rule; nor the 21st of every month titled "business day".
    ["Report every 21st business day of the month", "Report every 21st business day of the month", null, null],
  ],
  de: [
    ["Gehalt jeden letzten Werktag", "Gehalt", "2026-11-30", "nth:-1:8", "jeden letzten Werktag"],
    ["Bericht am 1. Werktag jedes Monats", "Bericht", "2026-12-01", "nth:1:8"],
    ["Abschluss jeden letzten Werktag im Dezember", "Abschluss", "2026-12-31", "nth:-1:8:12"],
    ["Sport jeden Werktag", "Sport", null, "weekdays"],
    ["Laufen an allen Werktagen", "Laufen", null, "weekdays"],
    ["Gehalt am 5. Werktag jedes Monats", "Gehalt", "2026-12-07", "nth:5:8"],
    ["Bericht jeden 10. Werktag im Monat", "Bericht", "2026-12-14", "nth:10:8"],
    ["Miete jeden 3. Werktag", "Miete", "2026-12-03", "nth:3:8"],
    // "jeden zweiten Werktag" alone is every other one, not the month's second.
    ["Bericht jeden zweiten Werktag", "Bericht jeden zweiten Werktag", null, null],
    ["Bericht jeden zweiten Werktag im Monat", "Bericht", "2026-12-02", "nth:2:8"],
    ["Bericht jeden zweiten und letzten Werktag", "Bericht", "2026-11-30", "nth:2,-1:8"],
    ["Lohn jeden 5. Werktag", "Lohn", "2026-12-07", "nth:5:8"],
    ["Gehalt jeden fünften Werktag des Monats", "Gehalt", "2026-12-07", "nth:5:8"],
    ["Abrechnung am 1. und 15. Werktag jedes Monats", "Abrechnung", "2026-12-01", "nth:1,15:8"],
    ["Inventur jeden ersten und letzten Werktag im Dezember", "Inventur", "2026-12-01", "nth:1,-1:8:12"],
    ["Bericht jeden 21. Werktag", "Bericht jeden 21. Werktag", null, null],
  ],
  fr: [
    ["Paie chaque dernier jour ouvré du mois", "Paie", "2026-11-30", "nth:-1:8", "chaque dernier jour ouvré du mois"],
    ["Rapport le premier jour ouvrable de chaque mois", "Rapport", "2026-12-01", "nth:1:8"],
    ["Courir tous les jours ouvrés", "Courir", null, "weekdays"],
    ["Paie chaque 5e jour ouvré du mois", "Paie", "2026-12-07", "nth:5:8"],
    ["Rapport le dixième jour ouvrable de chaque mois", "Rapport", "2026-12-14", "nth:10:8"],
    ["Paie chaque premier et dernier jour ouvré du mois", "Paie", "2026-11-30", "nth:1,-1:8"],
    ["Clôture chaque premier et dernier jour ouvré de décembre", "Clôture", "2026-12-01", "nth:1,-1:8:12"],
  ],
  es: [
    ["Nómina cada último día hábil del mes", "Nómina", "2026-11-30", "nth:-1:8", "cada último día hábil del mes"],
    ["Informe el primer día laborable de cada mes", "Informe", "2026-12-01", "nth:1:8"],
    ["Ir todos los días hábiles", "Ir", null, "weekdays"],
    ["Nómina cada 5.º día hábil del mes", "Nómina", "2026-12-07", "nth:5:8"],
    ["Informe el quinto día hábil de cada mes", "Informe", "2026-12-07", "nth:5:8"],
    // The article in the plural, which the phrase of one working day left in the title.
    ["Pago los 5.º días hábiles de cada mes", "Pago", "2026-12-07", "nth:5:8"],
    ["Pagos cada 5.º y 20.º día hábil", "Pagos", "2026-11-27", "nth:5,20:8"],
    ["Cierre cada primer y último día hábil de diciembre", "Cierre", "2026-12-01", "nth:1,-1:8:12"],
  ],
  pt: [
    ["Folha todo último dia útil do mês", "Folha", "2026-11-30", "nth:-1:8", "todo último dia útil do mês"],
    ["Reunião no 2º dia útil de cada mês", "Reunião", "2026-12-02", "nth:2:8"],
    ["Fechamento todo último dia útil de dezembro", "Fechamento", "2026-12-31", "nth:-1:8:12"],
    // Every working day: "todos os" goes with the rule.
    ["Ir todos os dias úteis", "Ir", null, "weekdays"],
    // "Até o 5º dia útil": the salary's day in Brazil.
    ["Pagar salário todo 5º dia útil", "Pagar salário", "2026-12-07", "nth:5:8", "todo 5º dia útil"],
    ["Folha no 5º dia útil de cada mês", "Folha", "2026-12-07", "nth:5:8"],
    ["Relatório todo décimo dia útil do mês", "Relatório", "2026-12-14", "nth:10:8"],
    ["Imposto todo 20º dia útil de janeiro", "Imposto", "2027-01-28", "nth:20:8:1"],
    ["Adiantamento todo 5º e 20º dia útil", "Adiantamento", "2026-11-27", "nth:5,20:8", "todo 5º e 20º dia útil"],
    ["Pagar todo 5º e 20º dia útil de janeiro", "Pagar", "2027-01-07", "nth:5,20:8:1"],
  ],
  zh: [
    ["发工资每月最后一个工作日", "发工资", "2026-11-30", "nth:-1:8", "每月最后一个工作日"],
    ["报告每个月的第一个工作日", "报告", "2026-12-01", "nth:1:8"],
    ["结账每年12月最后一个工作日", "结账", "2026-12-31", "nth:-1:8:12"],
    ["跑步每个工作日", "跑步", null, "weekdays"],
    ["发工资每月第五个工作日", "发工资", "2026-12-07", "nth:5:8"],
    ["报告每个月的第10个工作日", "报告", "2026-12-14", "nth:10:8"],
    ["对账每月第一个和最后一个工作日", "对账", "2026-11-30", "nth:1,-1:8"],
    ["结账每年12月第一个和最后一个工作日", "结账", "2026-12-01", "nth:1,-1:8:12"],
  ],
  ja: [
    ["給与振込毎月最終営業日", "給与振込", "2026-11-30", "nth:-1:8", "毎月最終営業日"],
    ["報告毎月第1営業日", "報告", "2026-12-01", "nth:1:8"],
    ["決算毎年12月最終営業日", "決算", "2026-12-31", "nth:-1:8:12"],
    ["ジョギング毎営業日", "ジョギング", null, "weekdays"],
    ["給与振込毎月第5営業日", "給与振込", "2026-12-07", "nth:5:8"],
    ["締め毎年1月第10営業日", "締め", "2027-01-14", "nth:10:8:1"],
    ["請求毎月第5、第20営業日", "請求", "2026-11-27", "nth:5,20:8"],
    ["決算毎年12月第1、最終営業日", "決算", "2026-12-01", "nth:1,-1:8:12"],
  ],
};

describe("quick add: a month's n-th or last working day", () => {
  for (const [lng, list] of Object.entries(cases) as [Language, Case[]][]) {
    it.each(list)(`${lng}: %j`, (input, title, day, repeat, repeatText) => {
      const parsed = parseQuickAdd(input, lng, TODAY);
      expect({ title: parsed.title, day: parsed.day, repeat: parsed.repeat }).toEqual({ title, day, repeat });
      if (repeatText) expect(parsed.repeatText).toBe(repeatText);
    });
  }
});
