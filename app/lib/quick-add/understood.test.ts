import { describe, expect, it } from "vitest";
import type { Language } from "../i18n";
import { keepAsText, type UnderstoodPart } from "./keep-as-text";
import { parseQuickAdd } from "./parse";
import { understood } from "./understood";

// Saturday 21 November 2026.
const TODAY = "2026-11-21";

const typed = (line: string, part: UnderstoodPart) => part.spans.map(([a, b]) => line.slice(a, b));

describe("understood", () => {
  it("names each part with where it was typed", () => {
    const line = "Gym every Monday #health P2 +me";
    const parts = understood(line, "en", TODAY);
    expect(parts.map((p) => [p.kind, typed(line, p)])).toEqual([
      ["day", []],
      ["repeat", ["every Monday"]],
      ["priority", ["P2"]],
      ["assignee", ["+me"]],
      ["filter", ["#health"]],
    ]);
    expect(parts.find((p) => p.kind === "day")).toMatchObject({ day: "2026-11-23", inRule: true });
    expect(parts.find((p) => p.kind === "repeat")).toMatchObject({ repeat: "weekly", every: 1, fromDone: false });
    expect(parts.find((p) => p.kind === "assignee")).toMatchObject({ name: "me", me: true });
  });

  it("a range of times (decision 095): one part, the time and how long; kept as text, it is neither", () => {
    const line = "Workshop Friday 10:00-11:30 #work";
    const parts = understood(line, "en", TODAY);
    expect(parts.map((p) => [p.kind, typed(line, p)])).toEqual([
      ["day", ["Friday"]],
      ["time", ["10:00-11:30"]],
      ["filter", ["#work"]],
    ]);
    expect(parts.find((p) => p.kind === "time")).toMatchObject({ at: "10:00", minutes: 90 });
    const kept = keepAsText(line, parts.find((p) => p.kind === "time")!.spans);
    expect(parseQuickAdd(kept, "en", TODAY)).toMatchObject({
      title: "Workshop 10:00-11:30",
      at: null,
      minutes: null,
      day: "2026-11-27",
    });
  });

  it('a time of day (decision 093): its words, with their "at", after the day; kept as text, it is no time', () => {
    const line = "Meet Sam on Friday at 3pm !14:00";
    const parts = understood(line, "en", TODAY);
    expect(parts.map((p) => [p.kind, typed(line, p)])).toEqual([
      ["day", ["on Friday"]],
      ["time", ["at 3pm"]],
      ["reminder", ["!14:00"]],
    ]);
    expect(parts.find((p) => p.kind === "time")).toMatchObject({ at: "15:00" });
    const kept = keepAsText(line, parts.find((p) => p.kind === "time")!.spans);
    expect(parseQuickAdd(kept, "en", TODAY)).toMatchObject({ title: "Meet Sam at 3pm", at: null, day: "2026-11-27" });
    const zh = "明天下午3点开会";
    expect(understood(zh, "zh", TODAY).map((p) => [p.kind, typed(zh, p)])).toEqual([
      ["day", ["明天"]],
      ["time", ["下午3点"]],
    ]);
  });

  it("a rule on days of the week sets the first of them, as its own words", () => {
    const line = "Gym every Mon, Wed and Fri #health";
    const parts = understood(line, "en", TODAY);
    expect(parts.map((p) => [p.kind, typed(line, p)])).toEqual([
      ["day", []],
      ["repeat", ["every Mon, Wed and Fri"]],
      ["filter", ["#health"]],
    ]);
    expect(parts.find((p) => p.kind === "day")).toMatchObject({ day: "2026-11-23", inRule: true });
    expect(parts.find((p) => p.kind === "repeat")).toMatchObject({ repeat: "days:1,3,5", every: 1 });
  });

  it("days a rule leaves out are its words too", () => {
    const line = "Gym every day except Sunday #health";
    const parts = understood(line, "en", TODAY);
    expect(parts.map((p) => [p.kind, typed(line, p)])).toEqual([
      ["day", []],
      ["repeat", ["every day except Sunday"]],
      ["filter", ["#health"]],
    ]);
    expect(parts.find((p) => p.kind === "repeat")).toMatchObject({ repeat: "days:1,2,3,4,5,6", every: 1 });
  });

  it("days listed without 'every' set the nearest of them, their words marked where typed", () => {
    const line = "Gym Thu, Mon and Wed";
    const parts = understood(line, "en", TODAY);
    expect(parts.map((p) => [p.kind, typed(line, p)])).toEqual([["day", ["Thu, Mon and Wed"]]]);
    expect(parts.find((p) => p.kind === "day")).toMatchObject({ day: "2026-11-23" });
  });

  it("a day of the month or a date of the year sets the first day, as the rule's own words", () => {
    for (const [line, words, day, repeat] of [
      ["Pay rent every 15th #home", "every 15th", "2026-12-15", "monthly"],
      ["Taxes every March 15 #home", "every March 15", "2027-03-15", "yearly"],
      ["Standup every Mon–Fri #home", "every Mon–Fri", null, "weekdays"],
      ["Review every first Monday #home", "every first Monday", "2026-12-07", "nth:1:1"],
      ["Rent every last Fri of the month #home", "every last Fri of the month", "2026-11-27", "nth:-1:5"],
      ["Holiday every last Monday of May #home", "every last Monday of May", "2027-05-31", "nth:-1:1:5"],
      ["Pay day every 1st and 15th #home", "every 1st and 15th", "2026-12-01", "mdays:1,15"],
      ["Call mom every Christmas #home", "every Christmas", "2026-12-25", "yearly"],
      ["Brunch every Mother's Day #home", "every Mother's Day", "2027-05-09", "nth:2:7:5"],
    ] as const) {
      const parts = understood(line, "en", TODAY);
      expect(parts.map((p) => [p.kind, typed(line, p)])).toEqual([
        ...(day ? [["day", []]] : []),
        ["repeat", [words]],
        ["filter", ["#home"]],
      ]);
      if (day) expect(parts.find((p) => p.kind === "day")).toMatchObject({ day, inRule: true });
      expect(parts.find((p) => p.kind === "repeat")).toMatchObject({ repeat, every: 1 });
    }
  });

  it("finds nothing in quotes, and nothing in a plain title", () => {
    expect(understood('Read "The 5th Wave" tomorrow', "en", TODAY).map((p) => p.kind)).toEqual(["day"]);
    expect(understood('Watch "Friday Night Lights"', "en", TODAY)).toEqual([]);
    expect(understood("Renovation - 2nd Floor", "en", TODAY)).toEqual([]);
    expect(understood("", "en", TODAY)).toEqual([]);
  });

  it("finds nothing in an address, a link or code", () => {
    const line = "Read https://a.com/tomorrow/p1 and [notes](https://b.com/friday) `#x` on Monday";
    expect(understood(line, "en", TODAY).map((p) => [p.kind, typed(line, p)])).toEqual([["day", ["on Monday"]]]);
  });

  it("finds a day typed in any case, and every copy of a filter", () => {
    const line = "Report due DEC 3 #Work #work";
    const parts = understood(line, "en", TODAY);
    expect(parts.map((p) => [p.kind, typed(line, p)])).toEqual([
      ["day", ["DEC 3"]],
      ["filter", ["#Work", "#work"]],
    ]);
  });

  it("shows a range's first day on its words, which stay in the title", () => {
    for (const [line, lng, words, day] of [
      ["Conference Mon–Fri #work", "en", "Mon–Fri", "2026-11-23"],
      ["Congresso de segunda a sexta #work", "pt", "segunda", "2026-11-23"],
    ] as const) {
      const parts = understood(line, lng, TODAY);
      expect(parts.map((p) => [p.kind, typed(line, p)])).toEqual([
        ["day", [words]],
        ["filter", ["#work"]],
      ]);
      expect(parts[0]).toMatchObject({ day });
    }
  });

  it("shows a rule whose words stay in the title on them; keeping them as text drops only the rule", () => {
    const line = "Stretch every morning #health";
    const parts = understood(line, "en", TODAY);
    expect(parts.map((p) => [p.kind, typed(line, p)])).toEqual([
      ["repeat", ["every morning"]],
      ["filter", ["#health"]],
    ]);
    const kept = keepAsText(line, parts[0]!.spans);
    expect(parseQuickAdd(kept, "en", TODAY)).toMatchObject({ title: "Stretch every morning", repeat: null });
  });

  it("does not take a filter's or a quote's letters for a priority or a day", () => {
    const line = '#p1 "p2" Call mom p3 "tomorrow" friday';
    const parts = understood(line, "en", TODAY);
    expect(parts.map((p) => [p.kind, typed(line, p)])).toEqual([
      ["day", ["friday"]],
      ["priority", ["p3"]],
      ["filter", ["#p1"]],
    ]);
  });

  const lines: [Language, string][] = [
    ["en", "Call mom tomorrow #family p1 +ann"],
    ["en", "Water plants every! 3 days #home"],
    ["en", "Pay rent every month on the 1st"],
    ["en", "Gym every Monday"],
    ["en", "Gym every Mon and Thu p2"],
    ["de", "Mama anrufen morgen #familie p2"],
    ["de", "Müll rausbringen jeden Montag"],
    ["fr", "Appeler maman demain #famille"],
    ["es", "Llamar a mamá mañana p3"],
    ["pt", "Ligar para a mãe amanhã +eu"],
    ["zh", "明天 给妈妈打电话 #家庭"],
    ["ja", "明日の会議 p1"],
    ["ja", "毎週月曜日 ゴミ出し"],
    ["zh", "每周一三五跑步"],
    ["pt", "Aluguel todo dia 15"],
    ["es", "Gimnasio cada lunes a jueves"],
    ["ja", "毎月25日 家賃"],
    ["de", "Miete jeden 1. und 15. #wohnung"],
    ["zh", "每月1号和15号交房租 #家"],
  ];
  it.each(lines)("%s: quoting a part keeps its words in the title, and only that part goes (%s)", (lng, line) => {
    const parts = understood(line, lng, TODAY);
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts) {
      if (part.kind === "day" && part.inRule) continue;
      expect(part.spans.length, `${part.kind} is found in "${line}"`).toBeGreaterThan(0);
      const kept = keepAsText(line, part.spans);
      const again = understood(kept, lng, TODAY).map((p) => p.kind);
      // The part is gone; the others are still read (a rule's weekday goes with the rule).
      const expected = parts
        .filter((p) => p !== part && !(part.kind === "repeat" && p.kind === "day" && p.inRule))
        .map((p) => p.kind);
      expect(again, kept).toEqual(expected);
      const title = parseQuickAdd(kept, lng, TODAY).title;
      for (const words of typed(line, part)) expect(title).toContain(words);
    }
  });
});

describe("keepAsText", () => {
  it("quotes each span, from the end", () => {
    expect(
      keepAsText("a #x b #x", [
        [2, 4],
        [7, 9],
      ]),
    ).toBe('a "#x" b "#x"');
  });

  it("uses typographic quotes when the line has an unpaired straight one", () => {
    expect(keepAsText('12" pizza tomorrow', [[10, 18]])).toBe('12" pizza “tomorrow”');
    expect(keepAsText('"a" tomorrow', [[4, 12]])).toBe('"a" "tomorrow"');
  });
});
