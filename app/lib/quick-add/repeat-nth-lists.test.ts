import { describe, expect, it } from "vitest";
import type { Repeat } from "../repeat";
import type { Language } from "../i18n";
import { parseQuickAdd } from "./parse";

// Several of a day of the week each month ("every 1st and 3rd Monday"): the rule "nth:1,3:1",
// from the nearest of them. Saturday 21 November 2026 is today: the month's Mondays are the
// 2nd, 9th, 16th, 23rd and 30th; December's Tuesdays the 1st, 8th, 15th, 22nd and 29th.
const TODAY = "2026-11-21";

type Case = [input: string, title: string, day: string | null, repeat: Repeat | null, repeatText?: string];

const cases: Record<Language, Case[]> = {
  en: [
    ["Gym every 1st and 3rd Monday", "Gym", "2026-12-07", "nth:1,3:1", "every 1st and 3rd Monday"],
    ["Council every second and fourth Tuesday of the month", "Council", "2026-11-24", "nth:2,4:2"],
    ["Club on the 1st and 3rd Monday of every month", "Club", "2026-12-07", "nth:1,3:1"],
    ["Review every last and first Friday", "Review", "2026-11-27", "nth:1,-1:5"],
    ["Meet every 2nd, 4th Tue", "Meet", "2026-11-24", "nth:2,4:2"],
    // One alone stays as it was.
    ["Gym every first Monday", "Gym", "2026-12-07", "nth:1:1"],
    // Of one month each year: May 2027's first Saturday is the 1st.
    [
      "Fair every first and third Saturday of May",
      "Fair",
      "2027-05-01",
      "nth:1,3:6:5",
      "every first and third Saturday of May",
    ],
  ],
  de: [
    [
      "Treffen jeden ersten und dritten Montag",
      "Treffen",
      "2026-12-07",
      "nth:1,3:1",
      "jeden ersten und dritten Montag",
    ],
    ["Rat am 2. und 4. Dienstag jedes Monats", "Rat", "2026-11-24", "nth:2,4:2"],
    ["Markt jeden ersten und dritten Samstag im Mai", "Markt", "2027-05-01", "nth:1,3:6:5"],
  ],
  fr: [
    ["Club chaque premier et troisième lundi", "Club", "2026-12-07", "nth:1,3:1", "chaque premier et troisième lundi"],
    ["Conseil le 2e et le 4e mardi de chaque mois", "Conseil", "2026-11-24", "nth:2,4:2"],
    ["Marché chaque premier et troisième samedi de mai", "Marché", "2027-05-01", "nth:1,3:6:5"],
  ],
  es: [
    ["Club cada primer y tercer lunes", "Club", "2026-12-07", "nth:1,3:1", "cada primer y tercer lunes"],
    ["Consejo el segundo y el cuarto martes de cada mes", "Consejo", "2026-11-24", "nth:2,4:2"],
    ["Mercado cada primer y tercer sábado de mayo", "Mercado", "2027-05-01", "nth:1,3:6:5"],
  ],
  pt: [
    ["Clube toda primeira e terceira segunda", "Clube", "2026-12-07", "nth:1,3:1", "toda primeira e terceira segunda"],
    ["Conselho na 2ª e 4ª terça de cada mês", "Conselho", "2026-11-24", "nth:2,4:2"],
    ["Feira todo primeiro e último sábado", "Feira", "2026-11-28", "nth:1,-1:6"],
    ["Feira todo primeiro e terceiro sábado de maio", "Feira", "2027-05-01", "nth:1,3:6:5"],
  ],
  zh: [
    ["俱乐部每月第一个和第三个周一", "俱乐部", "2026-12-07", "nth:1,3:1", "每月第一个和第三个周一"],
    ["开会每个月的第2、4个星期二", "开会", "2026-11-24", "nth:2,4:2"],
    // 最后一个, "the last one", is a word of its own, not 最后一 and a measure word.
    ["集市每月第一个和最后一个周六", "集市", "2026-11-28", "nth:1,-1:6"],
    ["集市每年5月第一个和第三个周六", "集市", "2027-05-01", "nth:1,3:6:5"],
  ],
  ja: [
    ["クラブ毎月第1・第3月曜日", "クラブ", "2026-12-07", "nth:1,3:1", "毎月第1・第3月曜日"],
    ["会議毎月第2、4火曜日", "会議", "2026-11-24", "nth:2,4:2"],
    ["市場毎年5月第1・第3土曜日", "市場", "2027-05-01", "nth:1,3:6:5"],
  ],
};

describe("quick add: several of a day of the week each month", () => {
  for (const [lng, list] of Object.entries(cases) as [Language, Case[]][]) {
    it.each(list)(`${lng}: %j`, (input, title, day, repeat, repeatText) => {
      const parsed = parseQuickAdd(input, lng, TODAY);
      expect({ title: parsed.title, day: parsed.day, repeat: parsed.repeat }).toEqual({ title, day, repeat });
      if (repeatText) expect(parsed.repeatText).toBe(repeatText);
    });
  }
});
