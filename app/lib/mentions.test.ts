import { describe, expect, it } from "vitest";
import { memberNamed, mentionParts } from "./mentions";

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
