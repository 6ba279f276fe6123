import { describe, expect, it } from "vitest";
import { memberChoices } from "./member-choices";

describe("quick add's '+' list", () => {
  const members = ["Zoe Lane", "ben", "Ana Souza", "Ana Lima", "Élodie Martin", "李 明", "O'Brien Pat", "Lane"].map(
    (name, i) => ({ id: String(i), name }),
  );
  const words = (typed: string, max?: number) => memberChoices(typed, members, max).map((m) => `${m.word}:${m.name}`);

  it("offers the members a word of whose name begins with what is typed, by name, writing the first word", () => {
    expect(words("z")).toEqual(["Zoe:Zoe Lane"]);
    // Any word of the name: "la" finds Zoe Lane and Lane.
    expect(words("la")).toEqual(["Lane:Lane", "Zoe:Zoe Lane"]);
    expect(words("é")).toEqual(["Élodie:Élodie Martin"]);
    expect(words("李")).toEqual(["李:李 明"]);
    expect(words("", 2)).toEqual(["ben:ben", "Élodie:Élodie Martin"]);
  });

  it("leaves out those whose first word another member shares, or that cannot be written after '+'", () => {
    expect(words("ana")).toEqual([]);
    expect(words("o")).toEqual([]);
  });
});
