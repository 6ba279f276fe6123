import { describe, expect, it } from "vitest";
import { readSearchLine } from "./search-signs";

const kinds = (line: string, lng: Parameters<typeof readSearchLine>[1] = "en") =>
  readSearchLine(line, lng).signs.map(({ without: _, spans: __, ...sign }) => sign);

describe("readSearchLine", () => {
  it("takes filters, priority and assignee out of the words, anywhere, alone too", () => {
    expect(readSearchLine("#office report p1 +me", "en")).toMatchObject({ words: "report" });
    expect(kinds("#office report p1 +me")).toEqual([
      { kind: "priority", priority: 1 },
      { kind: "assignee", name: "me", me: true },
      { kind: "filter", name: "office" },
    ]);
    expect(readSearchLine("p2", "en")).toMatchObject({ words: "", signs: [{ kind: "priority", priority: 2 }] });
    expect(readSearchLine("#home", "en").words).toBe("");
  });

  it("reads no sign inside an address or code: they are words (decision 084)", () => {
    expect(readSearchLine("https://example.com/p1/today #work", "en")).toMatchObject({
      words: "https://example.com/p1/today",
    });
    expect(kinds("https://example.com/p1/today #work `+me`")).toEqual([{ kind: "filter", name: "work" }]);
  });

  it("counts every filter once in any case, and the last priority and assignee", () => {
    expect(kinds("#Home #work #home p1 p3 +ann +Ben")).toEqual([
      { kind: "priority", priority: 3 },
      { kind: "assignee", name: "Ben", me: false },
      { kind: "filter", name: "Home" },
      { kind: "filter", name: "work" },
    ]);
  });

  it('leaves out the filters named after - or ! ("-#waiting"), each once, and keeps what asks for one', () => {
    expect(readSearchLine("today -#Waiting report !#blocked #work -#waiting", "en")).toMatchObject({
      words: "report",
      signs: [
        { kind: "days", days: "today" },
        { kind: "filter", name: "work", without: "today -#Waiting report !#blocked -#waiting" },
        { kind: "without", name: "Waiting", without: "today report !#blocked #work" },
        { kind: "without", name: "blocked", without: "today -#Waiting report #work -#waiting" },
      ],
    });
    // Inside a word, a minus is the word's: "e-#1", "well-#known" stay words.
    expect(readSearchLine("well-#known a-#b", "en")).toEqual({ words: "well-#known a-#b", signs: [] });
    expect(readSearchLine('"-#quoted"', "en")).toEqual({ words: "-#quoted", signs: [] });
  });

  it("knows each language's words for me", () => {
    expect(kinds("+ich", "de")).toEqual([{ kind: "assignee", name: "ich", me: true }]);
    expect(kinds("+我", "zh")).toEqual([{ kind: "assignee", name: "我", me: true }]);
    expect(kinds("+ich", "en")).toEqual([{ kind: "assignee", name: "ich", me: false }]);
  });

  it("leaves quoted text, dates, and signs inside words as words", () => {
    expect(readSearchLine('"p1 #x" notes', "en")).toEqual({ words: "p1 #x notes", signs: [] });
    expect(readSearchLine("Friday drinks next week", "en")).toEqual({ words: "Friday drinks next week", signs: [] });
    expect(readSearchLine('"today" menu', "en")).toEqual({ words: "today menu", signs: [] });
    expect(readSearchLine("mp3 C++ a#b 100%", "en")).toEqual({ words: "mp3 C++ a#b 100%", signs: [] });
    expect(readSearchLine("会议p1", "zh")).toMatchObject({ words: "会议", signs: [{ kind: "priority", priority: 1 }] });
  });

  it("reads 'repeating' and 'recurring', whole words, in each language and in English", () => {
    const read = (line: string, lng: Parameters<typeof readSearchLine>[1]) => {
      const { words, signs } = readSearchLine(line, lng);
      return [words, signs.map((s) => s.kind)];
    };
    expect(read("recurring #home p1", "en")).toEqual(["", ["repeating", "priority", "filter"]]);
    expect(read("overdue Repeating gym", "en")).toEqual(["gym", ["days", "repeating"]]);
    expect(read("wiederkehrende Aufgaben", "de")).toEqual(["Aufgaben", ["repeating"]]);
    expect(read("recorrentes", "pt")).toEqual(["", ["repeating"]]);
    expect(read("recurrentes hoy", "es")).toEqual(["", ["days", "repeating"]]);
    expect(read("récurrentes", "fr")).toEqual(["", ["repeating"]]);
    expect(read("重复 报告", "zh")).toEqual(["报告", ["repeating"]]);
    expect(read("繰り返し", "ja")).toEqual(["", ["repeating"]]);
    expect(read("recurring", "ja")).toEqual(["", ["repeating"]]);
    // Inside a word, quoted, or another language's: words.
    expect(read("recurrings repeatingly", "en")).toEqual(["recurrings repeatingly", []]);
    expect(read('"recurring" costs', "en")).toEqual(["recurring costs", []]);
    expect(read("récurrentes", "de")).toEqual(["récurrentes", []]);
  });

  it("reads 'deadline' (decision 072), whole words, in each language and in English", () => {
    const read = (line: string, lng: Parameters<typeof readSearchLine>[1]) => {
      const { words, signs } = readSearchLine(line, lng);
      return [words, signs.map((s) => s.kind)];
    };
    expect(read("deadlines #work +me", "en")).toEqual(["", ["deadline", "assignee", "filter"]]);
    expect(read("Deadline report", "en")).toEqual(["report", ["deadline"]]);
    expect(read("Fristen Steuer", "de")).toEqual(["Steuer", ["deadline"]]);
    expect(read("prazos", "pt")).toEqual(["", ["deadline"]]);
    expect(read("fecha límite informe", "es")).toEqual(["informe", ["deadline"]]);
    expect(read("vencimientos", "es")).toEqual(["", ["deadline"]]);
    expect(read("échéances", "fr")).toEqual(["", ["deadline"]]);
    expect(read("截止日期 报告", "zh")).toEqual(["报告", ["deadline"]]);
    expect(read("期限", "ja")).toEqual(["", ["deadline"]]);
    expect(read("deadline", "ja")).toEqual(["", ["deadline"]]);
    // The search hint's own words; Japanese "overdue" (期限切れ) is its days, not a deadline.
    for (const [lng, word] of [
      ["pt", "prazo"],
      ["de", "Frist"],
      ["fr", "échéance"],
    ] as const)
      expect(read(word, lng)).toEqual(["", ["deadline"]]);
    expect(read("期限切れ", "ja")).toEqual(["", ["days"]]);
    // Inside a word or quoted: words.
    expect(read("deadliner", "en")).toEqual(["deadliner", []]);
    expect(read('"deadline" extension', "en")).toEqual(["deadline extension", []]);
  });

  it("reads a few words for days, whole words only, in each language and in English", () => {
    expect(readSearchLine("overdue report p1", "en")).toMatchObject({ words: "report" });
    expect(kinds("overdue report p1")).toEqual([
      { kind: "days", days: "overdue" },
      { kind: "priority", priority: 1 },
    ]);
    expect(kinds("Today")).toEqual([{ kind: "days", days: "today" }]);
    expect(kinds("next 7 days #work")).toEqual([
      { kind: "days", days: "week" },
      { kind: "filter", name: "work" },
    ]);
    // Several are any of them, each once, in the order typed.
    expect(kinds("today overdue Today")).toEqual([
      { kind: "days", days: "today" },
      { kind: "days", days: "overdue" },
    ]);
    expect(readSearchLine("today overdue Today", "en").signs.map((s) => s.without)).toEqual(["overdue", "today Today"]);
    const read = (line: string, lng: Parameters<typeof readSearchLine>[1]) => {
      const { words, signs } = readSearchLine(line, lng);
      return [words, signs.map((s) => (s.kind === "days" ? s.days : s.kind))];
    };
    expect(read("atrasadas relatório", "pt")).toEqual(["relatório", ["overdue"]]);
    expect(read("Bericht Nächste 7 Tage", "de")).toEqual(["Bericht", ["week"]]);
    expect(read("mañana informe", "es")).toEqual(["informe", ["tomorrow"]]);
    expect(read("rapport aujourd’hui", "fr")).toEqual(["rapport", ["today"]]);
    expect(read("报告 逾期", "zh")).toEqual(["报告", ["overdue"]]);
    expect(read("今後7日間 報告", "ja")).toEqual(["報告", ["week"]]);
    expect(read("overdue hoje", "pt")).toEqual(["", ["overdue", "today"]]);
    // Inside a word, or another language's, they are words.
    expect(read("today's menu", "en")).toEqual(["today's menu", []]);
    expect(read("todays overdues", "en")).toEqual(["todays overdues", []]);
    expect(read("今日の会議", "ja")).toEqual(["今日の会議", []]);
    expect(read("heute", "fr")).toEqual(["heute", []]);
  });

  it("gives each sign the line without it, for its chip's ×", () => {
    const { signs } = readSearchLine("#office  report p1 #Office +me", "en");
    expect(signs.map((s) => s.without)).toEqual([
      "#office report #Office +me",
      "#office report p1 #Office",
      "report p1 +me",
    ]);
  });
});
