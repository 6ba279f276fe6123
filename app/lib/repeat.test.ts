import { describe, expect, it } from "vitest";
import { translatorFor } from "./i18n.server";
import { ruleLabel } from "./repeat";

// A row's rule in words, counted from its day or from the day it is done (decision 041).
describe("ruleLabel", () => {
  it("words the rule, and says when it counts from the day it is done", () => {
    const en = translatorFor("en").t;
    expect(ruleLabel(en, { repeat: "daily", every: 3 })).toBe("Every 3 days");
    expect(ruleLabel(en, { repeat: "daily", every: 3, fromDone: true })).toBe("Every 3 days after completion");
    expect(ruleLabel(en, { repeat: "monthly", fromDone: true })).toBe("Every month after completion");
    expect(ruleLabel(translatorFor("de").t, { repeat: "weekly", every: 2, fromDone: true })).toBe(
      "Alle 2 Wochen nach Erledigung",
    );
    expect(ruleLabel(translatorFor("ja").t, { repeat: "daily", every: 3, fromDone: true })).toBe("完了後3 日ごと");
  });
});
