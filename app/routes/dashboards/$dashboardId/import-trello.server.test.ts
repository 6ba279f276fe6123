import { describe, expect, it } from "vitest";
import { readImport } from "./import-file.server";

const TODAY = "2026-12-04";

// A Trello board's JSON export, trimmed to what is read (a real one has much more: members,
// actions, the board's settings).
const board = (cards: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: "b1",
    name: "Moving house",
    lists: [
      { id: "l1", name: "To do", closed: false, pos: 1 },
      { id: "l2", name: "Doing", closed: false, pos: 2 },
      { id: "l3", name: "Old", closed: true, pos: 3 },
    ],
    labels: [
      { id: "g", name: "", color: "green" },
      { id: "u", name: "Urgent", color: "red_dark" },
      { id: "x", name: "Odd", color: "black" },
    ],
    checklists: [
      {
        id: "c1",
        idCard: "k1",
        pos: 2,
        checkItems: [
          { name: "Tape", state: "complete", pos: 2 },
          { name: "Boxes", state: "incomplete", pos: 1 },
        ],
      },
      { id: "c2", idCard: "k1", pos: 1, checkItems: [{ name: "Call the movers", state: "incomplete", pos: 1 }] },
    ],
    cards,
    ...extra,
  });
const read = (text: string) => {
  const answer = readImport(text, "en", TODAY);
  if (!answer.ok) throw new Error(JSON.stringify(answer.message));
  return answer.file;
};

describe("readImport: a Trello board's JSON export", () => {
  it("adds the cards in use, by list and place, on their due day, with labels, description and checklists", () => {
    const file = read(
      board([
        {
          id: "k2",
          idList: "l2",
          pos: 1,
          name: "Book the van",
          desc: "",
          due: "2026-12-12T09:00:00.000Z",
          idLabels: ["u"],
        },
        {
          id: "k1",
          idList: "l1",
          pos: 2,
          name: "Pack the books",
          desc: "Heavy ones first",
          due: null,
          idLabels: ["g", "u"],
        },
        {
          id: "k3",
          idList: "l1",
          pos: 1,
          name: "Cancel the gym",
          start: "2026-12-20T00:00:00.000Z",
          dueComplete: true,
        },
        { id: "k4", idList: "l1", pos: 3, name: "Archived card", closed: true },
        { id: "k5", idList: "l3", pos: 1, name: "On an archived list" },
        { id: "k6", idList: "l1", pos: 4, name: "Odd label", idLabels: ["x", "missing"] },
      ]),
    );
    // Each card's list is a filter too: the board has two in use.
    expect(file.objectives).toEqual([
      { day: "2026-12-20", title: "Cancel the gym", done: true, repeat: null, repeat_every: 1, filters: ["To do"] },
      {
        day: TODAY,
        title: "Pack the books",
        description: "Heavy ones first",
        done: false,
        repeat: null,
        repeat_every: 1,
        filters: ["green", "Urgent", "To do"],
        checklist: [{ title: "Call the movers" }, { title: "Boxes" }, { title: "Tape", done: true }],
      },
      { day: TODAY, title: "Odd label", done: false, repeat: null, repeat_every: 1, filters: ["Odd", "To do"] },
      {
        day: "2026-12-12",
        title: "Book the van",
        done: false,
        repeat: null,
        repeat_every: 1,
        filters: ["Urgent", "Doing"],
      },
    ]);
    // The labels its cards carry, in this planner's colours where it has them.
    // Every named label (used or not), then the unnamed ones its cards carry, by colour; in
    // this planner's colours where it has them.
    expect(file.filters).toEqual([
      { name: "Urgent", color: "red" },
      { name: "Odd" },
      { name: "green", color: "green" },
    ]);
    expect(file.notes).toEqual([]);
  });

  it("puts a card's comments after its description, oldest first, as many as it holds", () => {
    const comment = (card: string, date: string, body: string, fullName = "Ann Lee") => ({
      type: "commentCard",
      date,
      data: { text: body, card: { id: card } },
      memberCreator: { fullName },
    });
    const long = "x".repeat(3000);
    const file = read(
      board(
        [
          { id: "k1", idList: "l1", name: "Pack", desc: "Boxes" },
          { id: "k2", idList: "l1", name: "Talkative" },
        ],
        {
          actions: [
            comment("k1", "2026-12-02T10:00:00.000Z", "Done the kitchen", "Ben"),
            comment("k1", "2026-11-30T09:00:00.000Z", "Start with the books"),
            { type: "updateCard", date: "2026-12-01T00:00:00.000Z", data: { card: { id: "k1" } } },
            comment("k2", "2026-11-01T00:00:00.000Z", long),
            comment("k2", "2026-11-02T00:00:00.000Z", long),
          ],
        },
      ),
    );
    expect(file.objectives[0]!.description).toBe(
      "Boxes\n\nAnn Lee, 2026-11-30: Start with the books\n\nBen, 2026-12-02: Done the kitchen",
    );
    expect(file.objectives[1]!.description).toBe(`Ann Lee, 2026-11-01: ${long}\n\n…`);
  });

  it("leaves behind the cards of a list of finished ones, named so in any of the languages", () => {
    const lists = ["To do", "✅ Done", "Erledigt", "完了", "Done deals?", "Terminé !"].map((name, i) => ({
      id: `l${i}`,
      name,
      pos: i,
    }));
    const file = read(
      board(
        lists.map((l) => ({ id: `k${l.id}`, idList: l.id, name: `On ${l.name}` })),
        { lists },
      ),
    );
    expect(file.objectives.map((o) => o.title)).toEqual(["On To do", "On Done deals?"]);
  });

  it("refuses a card this planner cannot take, naming its place among the cards; a board without any", () => {
    expect(
      readImport(
        board([
          { id: "k1", idList: "l1", name: "Fine" },
          { id: "k2", idList: "l1", name: " " },
        ]),
        "en",
        TODAY,
      ),
    ).toEqual({
      ok: false,
      message: { key: "board:import.rowTitle", values: { row: 2, max: 500 } },
    });
    expect(readImport(board([]), "en", TODAY)).toEqual({ ok: false, message: "board:import.empty" });
  });
});
