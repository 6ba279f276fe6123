import { describe, expect, it } from "vitest";
import { arranged, placeInGroup } from "./arrange";

const cards = [
  { id: "a", favorite: true },
  { id: "b", favorite: true },
  { id: "c", favorite: false },
  { id: "d", favorite: false },
  { id: "e", favorite: false },
];
const ids = (list: { id: string }[]) => list.map((d) => d.id).join("");

describe("arranged", () => {
  it("moves a card within its group, favorites staying first", () => {
    expect(ids(arranged(cards, [{ id: "e", index: 0 }]))).toBe("abecd");
    expect(ids(arranged(cards, [{ id: "a", index: 1 }]))).toBe("bacde");
    expect(ids(arranged(cards, [{ id: "c", index: 1 }]))).toBe("abdce");
  });

  it("clamps the index to the group: a favorite never goes among the others", () => {
    expect(ids(arranged(cards, [{ id: "a", index: 9 }]))).toBe("bacde");
    expect(ids(arranged(cards, [{ id: "d", index: -3 }]))).toBe("abdce");
  });

  it("applies moves in turn, the same one twice changing nothing more, and skips a card gone", () => {
    const twice = arranged(cards, [
      { id: "e", index: 0 },
      { id: "e", index: 0 },
      { id: "x", index: 0 },
    ]);
    expect(ids(twice)).toBe("abecd");
    expect(
      ids(
        arranged(cards, [
          { id: "e", index: 1 },
          { id: "c", index: 2 },
        ]),
      ),
    ).toBe("abedc");
  });

  it("tells a card's place in its group", () => {
    expect(placeInGroup(cards, cards[1]!)).toEqual({ index: 1, count: 2 });
    expect(placeInGroup(cards, cards[2]!)).toEqual({ index: 0, count: 3 });
  });
});
