import { describe, expect, it } from "vitest";
import type { Language } from "../i18n";
import { nthAhead } from "./more-dates";
import { parseQuickAdd } from "./parse";

// Days quick add read wrongly or not at all (more-dates-phrases.ts). One day of the week of a
// month, once ("on the first Monday", "the last Friday of the month"): this month's, today's
// included, else the next month's; they left "on the first" in the title and took the next
// Monday, or "on the" and the next Friday. The first or last day of a named month, and the
// weekend after next. Friday 4 December 2026 is today: December's first Monday is the 7th, its
// first Thursday the 3rd (gone), its last Friday the 25th.
const TODAY = "2026-12-04";

const cases: Record<Language, [input: string, title: string, day: string][]> = {
  en: [
    ["Review on the first Monday", "Review", "2026-12-07"],
    ["Review on the last Friday", "Review", "2026-12-25"],
    ["Review on the last Friday of the month", "Review", "2026-12-25"],
    ["Review on the 2nd Friday of this month", "Review", "2026-12-11"],
    ["Review on the first Thursday", "Review", "2027-01-07"],
    ["Review on the first Friday", "Review", "2026-12-04"],
    ["Review on the fifth Monday", "Review", "2027-03-29"],
  ],
  de: [
    ["Bericht am letzten Freitag des Monats", "Bericht", "2026-12-25"],
    ["Bericht am ersten Montag im Monat", "Bericht", "2026-12-07"],
  ],
  fr: [
    ["Rapport le dernier vendredi du mois", "Rapport", "2026-12-25"],
    ["Rapport le premier lundi", "Rapport", "2026-12-07"],
  ],
  es: [
    ["Informe el último viernes del mes", "Informe", "2026-12-25"],
    ["Informe el primer lunes", "Informe", "2026-12-07"],
  ],
  pt: [
    ["Relatório na última sexta-feira do mês", "Relatório", "2026-12-25"],
    ["Relatório na segunda quinta-feira", "Relatório", "2026-12-10"],
    // A day alone is still that day.
    ["Relatório na quarta", "Relatório", "2026-12-09"],
  ],
  zh: [
    ["报告 本月最后一个星期五", "报告", "2026-12-25"],
    ["报告 这个月的第一个周一", "报告", "2026-12-07"],
  ],
  ja: [
    ["報告 今月の最終金曜日", "報告", "2026-12-25"],
    ["報告 今月第1月曜日", "報告", "2026-12-07"],
  ],
};

describe("quick add: one day of the week of the month, once", () => {
  for (const [lng, list] of Object.entries(cases) as [Language, (typeof cases)["en"]][]) {
    it.each(list)(`${lng}: %j`, (input, title, day) => {
      expect(parseQuickAdd(input, lng, TODAY)).toMatchObject({ title, day, repeat: null });
    });
  }

  it("without 'the' or the month in German, it is left to the date parser as before", () => {
    // "am letzten Freitag" is also last week's Friday: only with the month is it the month's.
    expect(parseQuickAdd("Bericht am letzten Freitag des Monats", "de", TODAY).day).toBe("2026-12-25");
    expect(parseQuickAdd("Bericht am letzten Freitag", "de", TODAY).day).not.toBe("2026-12-25");
  });

  it("the first or last day of a named month is that month's 1st or last, its words gone", () => {
    for (const [lng, input, day] of [
      ["en", "Review on the last day of February", "2027-02-28"],
      ["en", "Review the first day of March", "2027-03-01"],
      // chrono read "letzten Tag" and "le dernier jour" as yesterday, the month left in the title.
      ["de", "Review am letzten Tag im Februar", "2027-02-28"],
      ["de", "Review am ersten Tag im März", "2027-03-01"],
      ["fr", "Review le dernier jour de février", "2027-02-28"],
      ["fr", "Review le premier jour d'avril", "2027-04-01"],
      ["es", "Review el último día de febrero", "2027-02-28"],
      ["pt", "Review no primeiro dia de março", "2027-03-01"],
      ["zh", "Review 2月的最后一天", "2027-02-28"],
      ["zh", "Review 3月的第一天", "2027-03-01"],
      // 2月末日 left "日" in the title.
      ["ja", "Review 2月末日", "2027-02-28"],
      ["ja", "Review 2月の最終日", "2027-02-28"],
    ] as const)
      expect(parseQuickAdd(input, lng, TODAY), input).toMatchObject({ title: "Review", day });
  });

  it("the weekend after next is a week after next weekend's Saturday", () => {
    for (const [lng, input] of [
      ["en", "Hike the weekend after next"],
      ["de", "Hike übernächstes Wochenende"],
      ["zh", "Hike 下下周末"],
      ["ja", "Hike 再来週末"],
    ] as const)
      expect(parseQuickAdd(input, lng, TODAY), input).toMatchObject({ title: "Hike", day: "2026-12-19" });
    expect(parseQuickAdd("Hike next weekend", "en", TODAY).day).toBe("2026-12-12");
  });

  it("takes the words that go with a date: Portuguese 'dia' before one, Japanese まで after it", () => {
    expect(parseQuickAdd("Relatório dia 15/12", "pt", TODAY)).toMatchObject({ title: "Relatório", day: "2026-12-15" });
    // "no dia 15" was read alone, "/12" left in the title.
    expect(parseQuickAdd("Relatório no dia 15/12", "pt", TODAY)).toMatchObject({
      title: "Relatório",
      day: "2026-12-15",
    });
    expect(parseQuickAdd("Bom dia amanhã", "pt", TODAY)).toMatchObject({ title: "Bom dia", day: "2026-12-05" });
    expect(parseQuickAdd("報告 金曜日まで", "ja", TODAY)).toMatchObject({ title: "報告", day: "2026-12-04" });
    expect(parseQuickAdd("報告 12月15日まで", "ja", TODAY)).toMatchObject({ title: "報告", day: "2026-12-15" });
  });

  it("counts this month's, else the next month's, a fifth in the next month that has one", () => {
    const on = (day: string) => new Date(`${day}T12:00:00`);
    const text = (c: { day: number; month: number; year: number } | null) =>
      c && `${c.year}-${String(c.month).padStart(2, "0")}-${String(c.day).padStart(2, "0")}`;
    expect(text(nthAhead(on("2026-12-04"), 1, 5))).toBe("2026-12-04");
    expect(text(nthAhead(on("2026-12-05"), 1, 5))).toBe("2027-01-01");
    expect(text(nthAhead(on("2026-12-04"), -1, 4))).toBe("2026-12-31");
    expect(text(nthAhead(on("2026-12-04"), 5, 7))).toBe("2027-01-31");
    expect(nthAhead(on("2026-12-04"), 6, 1)).toBeNull();
    expect(nthAhead(on("2026-12-04"), undefined, 1)).toBeNull();
  });
});
