import { describe, expect, it } from "vitest";
import type { Repeat } from "../repeat";
import type { Language } from "../i18n";
import { parseQuickAdd } from "./parse";

// Several days of each month ("every 1st and 15th"): the rule "mdays:…", or of one month each
// year ("every 1st and 15th of March": "mdays:1,15:3"), from the first of them on or after the
// line's date or today. Saturday 21 November 2026 is today.
const TODAY = "2026-11-21";

type Case = [input: string, title: string, day: string | null, repeat: Repeat | null, repeatText?: string];

const cases: Record<Language, Case[]> = {
  en: [
    ["Pay rent every 1st and 15th", "Pay rent", "2026-12-01", "mdays:1,15", "every 1st and 15th"],
    ["Payroll every 15th, 1st", "Payroll", "2026-12-01", "mdays:1,15"],
    ["Invoices on the 10th, 20th and 30th of every month", "Invoices", "2026-11-30", "mdays:10,20,30"],
    ["Review every month on the 1st and 21st", "Review", "2026-11-21", "mdays:1,21"],
    ["Bills monthly on the 5th & 20th", "Bills", "2026-12-05", "mdays:5,20"],
    ["Backup every 1st, 11th, and 21st of the month", "Backup", "2026-11-21", "mdays:1,11,21"],
    // From the line's date.
    ["Pay every 1st and 15th starting Dec 2", "Pay", "2026-12-15", "mdays:1,15"],
    // One day alone stays monthly; days of the week and of one month are other rules.
    ["Pay every 15th", "Pay", "2026-12-15", "monthly"],
    ["Taxes every 15th of March", "Taxes", "2027-03-15", "yearly"],
    ["Read the 1st and 2nd chapter every day", "Read the 1st and 2nd chapter", null, "daily"],
    ["Chapters 1st and 15th", "Chapters 1st and 15th", null, null],
    // Of one month each year: "mdays:…:3".
    ["Taxes every 1st and 15th of March", "Taxes", "2027-03-01", "mdays:1,15:3", "every 1st and 15th of March"],
    ["Taxes every March 1st and 15th", "Taxes", "2027-03-01", "mdays:1,15:3"],
    ["Fees each March 1 and 15", "Fees", "2027-03-01", "mdays:1,15:3"],
    ["Party every 24th and 31st of Dec", "Party", "2026-12-24", "mdays:24,31:12"],
  ],
  de: [
    ["Miete jeden 1. und 15.", "Miete", "2026-12-01", "mdays:1,15", "jeden 1. und 15."],
    ["Bericht am 1. und 15. jedes Monats", "Bericht", "2026-12-01", "mdays:1,15"],
    ["Zahlung monatlich am 10., 20. und 30.", "Zahlung", "2026-11-30", "mdays:10,20,30"],
    ["Abrechnung jeden Monat am 5. und 21.", "Abrechnung", "2026-11-21", "mdays:5,21"],
    ["Steuer jeden 1. und 15. März", "Steuer", "2027-03-01", "mdays:1,15:3", "jeden 1. und 15. März"],
    ["Feier jährlich am 24. und 31. Dezember", "Feier", "2026-12-24", "mdays:24,31:12"],
  ],
  fr: [
    ["Loyer tous les 1er et 15 du mois", "Loyer", "2026-12-01", "mdays:1,15", "tous les 1er et 15 du mois"],
    ["Facture le 1er et le 15 de chaque mois", "Facture", "2026-12-01", "mdays:1,15"],
    ["Paie tous les mois le 5 et le 25", "Paie", "2026-11-25", "mdays:5,25"],
    ["Impôts tous les 1er et 15 mars", "Impôts", "2027-03-01", "mdays:1,15:3", "tous les 1er et 15 mars"],
    ["Fête les 24 et 31 décembre de chaque année", "Fête", "2026-12-24", "mdays:24,31:12"],
  ],
  es: [
    ["Pagar cada día 1 y 15", "Pagar", "2026-12-01", "mdays:1,15", "cada día 1 y 15"],
    ["Informe los días 1 y 15 de cada mes", "Informe", "2026-12-01", "mdays:1,15"],
    ["Pago cada mes el 5 y el 25", "Pago", "2026-11-25", "mdays:5,25"],
    // Of one month: a date of the year, not days of each month.
    ["Correr todos los días 15 de marzo", "Correr", "2027-03-15", "yearly"],
    // Counts of something every day, not days of the month.
    ["Correr todos los días 5 km", "Correr 5 km", null, "daily"],
    ["Correr todos los días 5 y 10 km", "Correr 5 y 10 km", null, "daily"],
    ["Leer cada día 10 páginas", "Leer 10 páginas", null, "daily"],
    ["Impuestos cada 1 y 15 de marzo", "Impuestos", "2027-03-01", "mdays:1,15:3", "cada 1 y 15 de marzo"],
    ["Fiesta los días 24 y 31 de diciembre de cada año", "Fiesta", "2026-12-24", "mdays:24,31:12"],
  ],
  pt: [
    ["Pagar todo dia 1 e 15", "Pagar", "2026-12-01", "mdays:1,15", "todo dia 1 e 15"],
    ["Relatório nos dias 10 e 25 de cada mês", "Relatório", "2026-11-25", "mdays:10,25"],
    ["Conta todo mês nos dias 5 e 20", "Conta", "2026-12-05", "mdays:5,20"],
    // Counts of something every day, not days of the month; a day first is one.
    ["Ler todo dia 10 páginas", "Ler 10 páginas", null, "daily"],
    ["Beber todo dia 2 e 3 litros", "Beber 2 e 3 litros", null, "daily"],
    ["Todo dia 10 pagar a fatura", "pagar a fatura", "2026-12-10", "monthly"],
    ["Imposto todo dia 1 e 15 de março", "Imposto", "2027-03-01", "mdays:1,15:3", "todo dia 1 e 15 de março"],
    ["Festa nos dias 24 e 31 de dezembro de cada ano", "Festa", "2026-12-24", "mdays:24,31:12"],
  ],
  zh: [
    ["交房租每月1号和15号", "交房租", "2026-12-01", "mdays:1,15", "每月1号和15号"],
    ["报告每个月的1日、25日", "报告", "2026-11-25", "mdays:1,25"],
    ["还款每月1、15日", "还款", "2026-12-01", "mdays:1,15"],
    // A count, not days.
    ["每月1和2次", "1和2次", null, "monthly"],
    ["交税每年3月1日和15日", "交税", "2027-03-01", "mdays:1,15:3", "每年3月1日和15日"],
    ["聚会每年十二月24号、31号", "聚会", "2026-12-24", "mdays:24,31:12"],
  ],
  ja: [
    ["家賃毎月1日と15日", "家賃", "2026-12-01", "mdays:1,15", "毎月1日と15日"],
    ["報告毎月1日・25日", "報告", "2026-11-25", "mdays:1,25"],
    ["支払い毎月5、20日", "支払い", "2026-12-05", "mdays:5,20"],
    ["納税毎年3月1日と15日", "納税", "2027-03-01", "mdays:1,15:3", "毎年3月1日と15日"],
    ["行事毎年12月24日・31日", "行事", "2026-12-24", "mdays:24,31:12"],
  ],
};

describe("quick add: days of each month", () => {
  for (const [lng, list] of Object.entries(cases) as [Language, Case[]][]) {
    it.each(list)(`${lng}: %j`, (input, title, day, repeat, repeatText) => {
      const parsed = parseQuickAdd(input, lng, TODAY);
      expect({ title: parsed.title, day: parsed.day, repeat: parsed.repeat, every: parsed.every }).toEqual({
        title,
        day,
        repeat,
        every: 1,
      });
      if (repeatText) expect(parsed.repeatText).toBe(repeatText);
    });
  }

  it("has a day the month lacks on its last: the 31st in February is its 28th", () => {
    expect(parseQuickAdd("Rent every 15th and 31st", "en", "2027-02-20")).toMatchObject({
      day: "2027-02-28",
      repeat: "mdays:15,31",
    });
  });

  it("of one month each year, from the first of its days in that month: this year's while it lasts", () => {
    expect(parseQuickAdd("Taxes every 1st and 15th of March", "en", "2027-03-10")).toMatchObject({
      day: "2027-03-15",
      repeat: "mdays:1,15:3",
    });
    expect(parseQuickAdd("Taxes every 1st and 15th of March", "en", "2027-03-16")).toMatchObject({
      day: "2028-03-01",
      repeat: "mdays:1,15:3",
    });
    // February's last day for a day it lacks: 2027 has no 29th.
    expect(parseQuickAdd("Close every 15th and 29th of February", "en", "2027-02-20")).toMatchObject({
      day: "2027-02-28",
      repeat: "mdays:15,29:2",
    });
  });
});
