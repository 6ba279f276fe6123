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

  it("counts every filter once in any case, and the last priority and assignee", () => {
    expect(kinds("#Home #work #home p1 p3 +ann +Ben")).toEqual([
      { kind: "priority", priority: 3 },
      { kind: "assignee", name: "Ben", me: false },
      { kind: "filter", name: "Home" },
      { kind: "filter", name: "work" },
    ]);
  });

  it("knows each language's words for me", () => {
    expect(kinds("+ich", "de")).toEqual([{ kind: "assignee", name: "ich", me: true }]);
    expect(kinds("+我", "zh")).toEqual([{ kind: "assignee", name: "我", me: true }]);
    expect(kinds("+ich", "en")).toEqual([{ kind: "assignee", name: "ich", me: false }]);
  });

  it("leaves quoted text, dates, and signs inside words as words", () => {
    expect(readSearchLine('"p1 #x" notes', "en")).toEqual({ words: "p1 #x notes", signs: [] });
    expect(readSearchLine("Friday drinks tomorrow", "en")).toEqual({ words: "Friday drinks tomorrow", signs: [] });
    expect(readSearchLine("mp3 C++ a#b 100%", "en")).toEqual({ words: "mp3 C++ a#b 100%", signs: [] });
    expect(readSearchLine("会议p1", "zh")).toMatchObject({ words: "会议", signs: [{ kind: "priority", priority: 1 }] });
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
