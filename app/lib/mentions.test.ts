import { describe, expect, it } from "vitest";
import { memberNamed, mentionChoices, mentionParts, typedMention } from "./mentions";

const NAMES = ["Zoë Martin", "Zora Lee", "Sam", "ben.k"];

describe("memberNamed", () => {
  it("finds a whole name, else a first name, else the start of a name, case aside", () => {
    expect(memberNamed("sam", NAMES)).toBe(2);
    expect(memberNamed("ZOË", NAMES)).toBe(0);
    expect(memberNamed("zora", NAMES)).toBe(1);
    expect(memberNamed("ben", NAMES)).toBe(3);
    expect(memberNamed("ben.k", NAMES)).toBe(3);
  });

  it("names nobody for two people at the same level, or nobody at all", () => {
    expect(memberNamed("zo", NAMES)).toBe(-1);
    expect(memberNamed("max", NAMES)).toBe(-1);
    expect(memberNamed("", NAMES)).toBe(-1);
    // A whole name beats another's start.
    expect(memberNamed("sam", ["Sam", "Samira"])).toBe(0);
  });
});

describe("mentionParts", () => {
  it("marks the mentions, keeping punctuation, spaces and line breaks as written", () => {
    expect(mentionParts("@Zoë, can you?\n@Sam @zo @nobody!", NAMES)).toEqual([
      { text: "@Zoë", mention: true },
      { text: ", can you?\n", mention: false },
      { text: "@Sam", mention: true },
      { text: " @zo @nobody!", mention: false },
    ]);
  });

  it("leaves a text without mentions whole, and an email address alone", () => {
    expect(mentionParts("Mail me at me@example.com", NAMES)).toEqual([
      { text: "Mail me at me@example.com", mention: false },
    ]);
    expect(mentionParts("", NAMES)).toEqual([]);
  });
});

describe("typing a mention", () => {
  it("finds the @name just before the caret", () => {
    expect(typedMention("Thanks @Be")).toBe("Be");
    expect(typedMention("@")).toBe("");
    expect(typedMention("line\n@zo")).toBe("zo");
    expect(typedMention("mail me@exa")).toBeNull();
    expect(typedMention("@Ben done")).toBeNull();
  });

  it("offers the members a word of whose name begins with it, by name, with their first name to write", () => {
    const names = ["Zoë Martin", "Zora Lee", "Sam", "Ann Zimmer"];
    expect(mentionChoices("z", names, [0, 1, 2, 3])).toEqual([
      { index: 3, name: "Ann Zimmer", word: "Ann" },
      { index: 0, name: "Zoë Martin", word: "Zoë" },
      { index: 1, name: "Zora Lee", word: "Zora" },
    ]);
    // Only those offered (not oneself), and at most `max`.
    expect(mentionChoices("", names, [1, 2], 1)).toEqual([{ index: 2, name: "Sam", word: "Sam" }]);
    expect(mentionChoices("x", names, [0, 1, 2, 3])).toEqual([]);
  });
});
