import { describe, expect, it } from "vitest";
import { typedWord } from "../typed-word";
import { filterChoices } from "./filter-choices";

describe("quick add's '#' list", () => {
  const filters = ["work", "Home", "home-office", "Garten", "日本", "big project", "2027", "x".repeat(41)].map(
    (name) => ({
      name,
    }),
  );
  const names = (typed: string, max?: number) => filterChoices(typed, filters, max).map((f) => f.name);

  it("offers the filters a typed start names, by name, at most five", () => {
    expect(names("ho")).toEqual(["Home", "home-office"]);
    expect(names("")).toEqual(["Garten", "Home", "home-office", "work", "日本"]);
    expect(names("", 2)).toEqual(["Garten", "Home"]);
    expect(names("日")).toEqual(["日本"]);
    expect(names("z")).toEqual([]);
  });

  it("leaves out names that cannot be written after '#': with a space, a number alone, or too long", () => {
    expect(names("big")).toEqual([]);
    expect(names("20")).toEqual([]);
    expect(names("x")).toEqual([]);
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
