import { describe, expect, it } from "vitest";
import type { SavedTemplateRow } from "~/lib/data-api";
import { savedRows } from "./saved-rows";

const row = (fields: Partial<SavedTemplateRow> & Pick<SavedTemplateRow, "day" | "title">): SavedTemplateRow => ({
  priority: 4,
  filters: [],
  steps: [],
  ...fields,
});

describe("savedRows", () => {
  // 2030-06-05 is a Wednesday.
  const template = {
    filters: [{ name: "Packing", color: "amber" }],
    rows: [
      row({ day: 3, title: "Pack", priority: 2, filters: ["Packing"], steps: ["Books", "Wardrobe"], deadline: 2 }),
      row({
        day: 0,
        title: "Team call",
        repeat: "weekly",
        on: [2],
        repeat_every: 2,
        repeat_until: 28,
        at: "09:30",
        minutes: 45,
      }),
      row({ day: 0, title: "Quotes", description: "Three **at least**" }),
    ],
  };

  it("dates each row from the start day, a weekly one on its weekday, in the order of their days", () => {
    const { p_filters, p_objectives, p_notes } = savedRows(template, "2030-06-05");
    expect(p_filters).toEqual([{ name: "Packing", color: "amber" }]);
    expect(p_notes).toEqual([]);
    expect(p_objectives).toEqual([
      {
        day: "2030-06-05",
        title: "Quotes",
        description: "Three **at least**",
        priority: 4,
        repeat: null,
        filters: [],
        checklist: [],
      },
      {
        day: "2030-06-08",
        title: "Pack",
        priority: 2,
        repeat: null,
        deadline: "2030-06-10",
        filters: ["Packing"],
        checklist: [{ title: "Books" }, { title: "Wardrobe" }],
      },
      // The first Tuesday from the start; its series ends as many days after it as it did.
      {
        day: "2030-06-11",
        title: "Team call",
        priority: 4,
        repeat: "weekly",
        repeat_every: 2,
        repeat_until: "2030-07-09",
        at: "09:30",
        // As long as it took (decision 095).
        minutes: 45,
        filters: [],
        checklist: [],
      },
    ]);
  });

  it("keeps a day's rows in the template's order", () => {
    const same = { filters: [], rows: [row({ day: 1, title: "B" }), row({ day: 1, title: "A" })] };
    expect(savedRows(same, "2030-01-01").p_objectives.map((o) => o.title)).toEqual(["B", "A"]);
  });
});
