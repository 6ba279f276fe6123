import { describe, expect, it } from "vitest";
import type { Language } from "../i18n";
import { parseQuickAdd } from "./parse";
import { itReadsEach, type RuleCase } from "./rule-cases";

// The fifth of a day of the week each month ("every fifth Sunday": "nth:5:7"), a month without
// one skipped, from the first such day on or after today. Friday 4 December 2026 is today:
// December has five Tuesdays (the 29th) and Thursdays (the 31st), no fifth Sunday or Friday;
// January 2027 has five Fridays (the 29th) and Sundays (the 31st); the next fifth Monday is 29 March.
const TODAY = "2026-12-04";

const cases: Record<Language, RuleCase[]> = {
  en: [
    ["Potluck every fifth Sunday", "Potluck", "2027-01-31", "nth:5:7", 1, "every fifth Sunday"],
    ["Choir every 1st, 3rd and 5th Saturday", "Choir", "2026-12-05", "nth:1,3,5:6"],
    ["Treat on the 5th Thursday of every month", "Treat", "2026-12-31", "nth:5:4"],
    ["Review every 5th Monday", "Review", "2027-03-29", "nth:5:1"],
    ["Review every 2 months on the 5th Friday", "Review", "2027-01-29", "nth:5:5", 2],
  ],
  de: [
    ["Gottesdienst jeden fünften Sonntag", "Gottesdienst", "2027-01-31", "nth:5:7"],
    ["Treffen jeden 5. Dienstag im Monat", "Treffen", "2026-12-29", "nth:5:2"],
    ["Bericht alle 2 Monate am fünften Freitag", "Bericht", "2027-01-29", "nth:5:5", 2],
  ],
  fr: [
    ["Messe chaque cinquième dimanche", "Messe", "2027-01-31", "nth:5:7"],
    ["Club le 5e jeudi de chaque mois", "Club", "2026-12-31", "nth:5:4"],
  ],
  es: [
    ["Culto cada quinto domingo del mes", "Culto", "2027-01-31", "nth:5:7"],
    ["Reunión cada primer y quinto sábado", "Reunión", "2026-12-05", "nth:1,5:6"],
  ],
  pt: [
    ["Culto todo quinto domingo", "Culto", "2027-01-31", "nth:5:7"],
    // "quinta" before a day is the fifth; alone it is Thursday.
    ["Reunião toda quinta segunda-feira", "Reunião", "2027-03-29", "nth:5:1"],
    ["Reunião toda 5ª terça-feira", "Reunião", "2026-12-29", "nth:5:2"],
    ["Reunião toda quinta", "Reunião", "2026-12-10", "weekly"],
  ],
  zh: [
    ["礼拜 每月第五个星期日", "礼拜", "2027-01-31", "nth:5:7"],
    ["聚会 每月第1和第5个周六", "聚会", "2026-12-05", "nth:1,5:6"],
  ],
  ja: [
    ["礼拝 毎月第5日曜日", "礼拝", "2027-01-31", "nth:5:7"],
    ["集まり 毎月第1・第5土曜日", "集まり", "2026-12-05", "nth:1,5:6"],
  ],
};

describe("quick add: the fifth of a day of the week each month", () => {
  itReadsEach(cases, TODAY);

  it("reads no rule of a fifth of one month each year (some years have none), nor of a sixth", () => {
    // Its words stay whole, no date read out of them (it was "Review every" on 31 May; after
    // "every year", yearly from 31 May 2027, a Monday that is a Wednesday a year on).
    for (const [lng, line] of [
      ["en", "Review every 5th Monday of May"],
      ["de", "Bericht jeden fünften Montag im Mai"],
      ["en", "Review every year on the fifth Monday of May"],
      ["en", "Review every 2 years on the 5th Friday of March"],
      ["de", "Bericht jedes Jahr am fünften Montag im Mai"],
    ] as const)
      expect(parseQuickAdd(line, lng, TODAY)).toMatchObject({ title: line, day: null, repeat: null });
    // Nor of the n-th weekend of a month (its Saturday and Sunday may fall in two months).
    for (const [lng, line] of [
      ["en", "Clean every last weekend of the month"],
      ["de", "Putzen jedes letzte Wochenende im Monat"],
      ["zh", "打扫 每月最后一个周末"],
      ["ja", "掃除 毎月最終週末"],
    ] as const)
      expect(parseQuickAdd(line, lng, TODAY)).toMatchObject({ title: line, day: null, repeat: null });
    expect(parseQuickAdd("Review every 5th Monday of May tomorrow", "en", TODAY)).toMatchObject({
      title: "Review every 5th Monday of May",
      day: "2026-12-05",
    });
    expect(parseQuickAdd("Review every 2 months on the 6th Monday", "en", TODAY)).toMatchObject({
      repeat: "monthly",
      every: 2,
    });
  });
});
