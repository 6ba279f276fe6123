import { describe, expect, it } from "vitest";
import { typedWord } from "../typed-word";
import { filterChoices } from "./filter-choices";

describe("quick add's '#' list", () => {
  const names = ["work", "Home", "home-office", "Garten", "日本", "big project", "x".repeat(41)];

  it("offers the filters a typed start names, by name, at most five", () => {
    expect(filterChoices("ho", names)).toEqual(["Home", "home-office"]);
    expect(filterChoices("", names)).toEqual(["Garten", "Home", "home-office", "work", "日本"]);
    expect(filterChoices("", names, 2)).toEqual(["Garten", "Home"]);
    expect(filterChoices("日", names)).toEqual(["日本"]);
    expect(filterChoices("z", names)).toEqual([]);
  });

  it("leaves out names that cannot be written after '#': with a space, or too long", () => {
    expect(filterChoices("big", names)).toEqual([]);
    expect(filterChoices("x", names)).toEqual([]);
  });

  it("reads the word after a sign that starts the line or follows a space", () => {
    expect(typedWord("Call mum #ho", "#")).toBe("ho");
    expect(typedWord("#", "#")).toBe("");
    expect(typedWord("Buy milk +An", "+")).toBe("An");
    expect(typedWord("Learn C#", "#")).toBeNull();
    expect(typedWord("#home today", "#")).toBeNull();
    expect(typedWord("Call mum", "#")).toBeNull();
  });
});
