import { describe, expect, it } from "vitest";
import type { Language } from "../i18n";
import { parseQuickAdd, repeatUntil } from "./parse";
import { lastDay } from "./repeat-end";
import { understood } from "./understood";

// A repeat's end in quick add: Todoist's "every day until Dec 31" and "every Monday for 6
// weeks", in each language. Today is Tuesday, 1 December 2026.
const TODAY = "2026-12-01";
const parse = (lng: Language, line: string) => {
  const p = parseQuickAdd(line, lng, TODAY);
  return { title: p.title, day: p.day, repeat: p.repeat, until: repeatUntil(p, p.day ?? TODAY) };
};

describe("a repeat's end in quick add", () => {
  it.each([
    ["en", "Gym every day until Dec 31", "Gym", null, "daily", "2026-12-31"],
    ["en", "Standup every weekday until friday", "Standup", null, "weekdays", "2026-12-04"],
    ["en", "Water plants every 3 days ending Jan 15", "Water plants", null, "daily", "2027-01-15"],
    ["en", "Review every other week thru Jan 31 p1", "Review", null, "weekly", "2027-01-31"],
    ["en", "Gym every day starting tomorrow until Dec 31", "Gym", "2026-12-02", "daily", "2026-12-31"],
    ["de", "Sport jeden Tag bis 31. Dezember", "Sport", null, "daily", "2026-12-31"],
    ["fr", "Sport tous les jours jusqu'au 31 décembre", "Sport", null, "daily", "2026-12-31"],
    ["es", "Gimnasio cada día hasta el 31 de diciembre", "Gimnasio", null, "daily", "2026-12-31"],
    ["pt", "Academia todo dia até 31 de dezembro", "Academia", null, "daily", "2026-12-31"],
    ["zh", "每天健身直到12月31日", "健身", null, "daily", "2026-12-31"],
    ["ja", "毎日ジム12月31日まで", "ジム", null, "daily", "2026-12-31"],
  ] as const)("%s: %s ends on a day", (lng, line, title, day, repeat, until) => {
    expect(parse(lng, line)).toEqual({ title, day, repeat, until });
  });

  it.each([
    // From its first day: the next Monday, 7 December, for six weeks.
    ["en", "Swim every monday for 6 weeks", "Swim", "2026-12-07", "weekly", "2027-01-17"],
    ["en", "Pills every day for 10 days", "Pills", null, "daily", "2026-12-10"],
    ["en", "Rent every month for a year", "Rent", null, "monthly", "2027-11-30"],
    ["de", "Tabletten täglich für 2 Wochen", "Tabletten", null, "daily", "2026-12-14"],
    ["fr", "Piscine chaque lundi pendant 6 semaines", "Piscine", "2026-12-07", "weekly", "2027-01-17"],
    ["es", "Pastillas cada día durante 10 días", "Pastillas", null, "daily", "2026-12-10"],
    ["pt", "Remédio todo dia por 2 semanas", "Remédio", null, "daily", "2026-12-14"],
    ["zh", "每周一跑步持续6周", "跑步", "2026-12-07", "weekly", "2027-01-17"],
    ["ja", "毎日ストレッチ3週間", "ストレッチ", null, "daily", "2026-12-21"],
  ] as const)("%s: %s lasts a while", (lng, line, title, day, repeat, until) => {
    expect(parse(lng, line)).toEqual({ title, day, repeat, until });
  });

  it.each([
    // A month alone: through its last day, this year's unless it has passed (3月まで includes March).
    ["en", "Gym every Monday until March", "Gym", "2026-12-07", "weekly", "2027-03-31"],
    ["en", "Gym every Monday through December", "Gym", "2026-12-07", "weekly", "2026-12-31"],
    ["en", "Gym every Monday until May 2028", "Gym", "2026-12-07", "weekly", "2028-05-31"],
    ["de", "Sport jeden Montag bis März", "Sport", "2026-12-07", "weekly", "2027-03-31"],
    ["fr", "Sport tous les lundis jusqu'en mars", "Sport", "2026-12-07", "weekly", "2027-03-31"],
    ["es", "Gimnasio cada lunes hasta marzo", "Gimnasio", "2026-12-07", "weekly", "2027-03-31"],
    ["pt", "Academia toda segunda até março", "Academia", "2026-12-07", "weekly", "2027-03-31"],
    ["zh", "健身每周一直到3月", "健身", "2026-12-07", "weekly", "2027-03-31"],
    ["zh", "健身每周一到3月为止", "健身", "2026-12-07", "weekly", "2027-03-31"],
    ["ja", "ジム毎週月曜3月まで", "ジム", "2026-12-07", "weekly", "2027-03-31"],
    // A day of it is still that day.
    ["ja", "ジム毎週月曜12月31日まで", "ジム", "2026-12-07", "weekly", "2026-12-31"],
  ] as const)("%s: %s ends with a month", (lng, line, title, day, repeat, until) => {
    expect(parse(lng, line)).toEqual({ title, day, repeat, until });
  });

  it.each([
    // A month alone starts the series on its first such day from the month's 1st (today within it).
    ["en", "Gym every Monday starting in January", "Gym", "2027-01-04", "weekly", null],
    ["en", "Gym every Monday from January until March", "Gym", "2027-01-04", "weekly", "2027-03-31"],
    ["en", "Gym every Monday from December", "Gym", "2026-12-07", "weekly", null],
    ["en", "Review every 2 months on the first Monday from February", "Review", "2027-02-01", "nth:1:1", null],
    ["de", "Sport jeden Montag ab Januar", "Sport", "2027-01-04", "weekly", null],
    ["fr", "Sport tous les lundis à partir d'avril", "Sport", "2027-04-05", "weekly", null],
    ["es", "Gimnasio cada lunes a partir de enero", "Gimnasio", "2027-01-04", "weekly", null],
    ["pt", "Academia toda segunda a partir de janeiro", "Academia", "2027-01-04", "weekly", null],
    ["zh", "健身每周一从1月开始", "健身", "2027-01-04", "weekly", null],
    ["ja", "ジム毎週月曜1月から", "ジム", "2027-01-04", "weekly", null],
  ] as const)("%s: %s starts with a month", (lng, line, title, day, repeat, until) => {
    expect(parse(lng, line)).toEqual({ title, day, repeat, until });
  });

  it.each([
    // A range after a rule bounds its series, its words gone: dates, or months (through the last one's end).
    ["en", "Gym every Monday from Jan 5 to Mar 30", "Gym", "2027-01-11", "weekly", "2027-03-30"],
    ["en", "Gym every Monday from January to March", "Gym", "2027-01-04", "weekly", "2027-03-31"],
    ["en", "Garden every Saturday from April to October", "Garden", "2027-04-03", "weekly", "2027-10-31"],
    // Begun already (December is between November and February): from today's first such day.
    ["en", "Ski every Saturday from November to February", "Ski", "2026-12-05", "weekly", "2027-02-28"],
    ["de", "Sport jeden Montag von Januar bis März", "Sport", "2027-01-04", "weekly", "2027-03-31"],
    // After a rule, "vom" is "from" (without one, "Protokoll vom Montag" is the Monday's minutes).
    ["de", "Sport jeden Montag vom 5. Januar bis 30. März", "Sport", "2027-01-11", "weekly", "2027-03-30"],
    ["fr", "Sport tous les lundis de janvier à mars", "Sport", "2027-01-04", "weekly", "2027-03-31"],
    ["es", "Gimnasio cada lunes de enero a marzo", "Gimnasio", "2027-01-04", "weekly", "2027-03-31"],
    ["pt", "Academia toda segunda de janeiro a março", "Academia", "2027-01-04", "weekly", "2027-03-31"],
    ["zh", "健身每周一从1月到3月", "健身", "2027-01-04", "weekly", "2027-03-31"],
    ["ja", "ジム毎週月曜1月から3月まで", "ジム", "2027-01-04", "weekly", "2027-03-31"],
  ] as const)("%s: %s runs over a range", (lng, line, title, day, repeat, until) => {
    expect(parse(lng, line)).toEqual({ title, day, repeat, until });
  });

  it("reads a month as a start or an end only with a rule: without one it is the title's", () => {
    expect(parse("en", "Notes from January")).toEqual({
      title: "Notes from January",
      day: null,
      repeat: null,
      until: null,
    });
    expect(parse("de", "Bis März fertig")).toMatchObject({ title: "Bis März fertig", until: null });
    // A range without a rule is a one-off's: its first day, its words kept.
    expect(parse("en", "Exhibition from Jan 5 to Mar 30")).toMatchObject({ day: "2027-01-05", until: null });
    expect(parse("es", "Exposición de enero a marzo")).toEqual({
      title: "Exposición de enero a marzo",
      day: null,
      repeat: null,
      until: null,
    });
  });

  it("reads no end without a rule: the words stay in the title", () => {
    expect(parse("en", "Pack for 3 days")).toEqual({ title: "Pack for 3 days", day: null, repeat: null, until: null });
    expect(parse("en", "Read until midnight")).toMatchObject({ title: "Read until midnight", until: null });
    expect(parse("de", "Bis bald sagen")).toMatchObject({ title: "Bis bald sagen", until: null });
  });

  it("keeps a line that is only a rule and its end as its title, as one that is only a rule", () => {
    expect(parse("en", "every day until Friday")).toEqual({
      title: "every day until Friday",
      day: null,
      repeat: null,
      until: null,
    });
  });

  it("counts a length from the day the line is added on when it names none", () => {
    const p = parseQuickAdd("Stretch every day for 2 weeks", "en", TODAY);
    expect(repeatUntil(p, "2026-12-10")).toBe("2026-12-23");
  });

  it("counts months and years to the day before the same day, or the month's last", () => {
    expect(lastDay("2026-12-01", { n: 1, unit: "m" })).toBe("2026-12-31");
    expect(lastDay("2027-01-31", { n: 1, unit: "m" })).toBe("2027-02-27");
    expect(lastDay("2026-03-15", { n: 2, unit: "y" })).toBe("2028-03-14");
    expect(lastDay("2026-12-01", { n: 1, unit: "d" })).toBe("2026-12-01");
  });

  it("shows the end with the rule, and its words belong to the rule's chip", () => {
    const line = "Gym every day until Dec 31";
    const [repeat] = understood(line, "en", TODAY);
    expect(repeat).toMatchObject({ kind: "repeat", repeat: "daily", until: "2026-12-31" });
    expect(repeat!.spans.map(([a, b]) => line.slice(a, b))).toEqual(["every day", "until Dec 31"]);
  });
});
