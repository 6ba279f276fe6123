import { describe, expect, it } from "vitest";
import { daysRule, parseRuleValue, ruleValue } from "./repeat-value";

describe("rules on chosen days of the week", () => {
  it("are spelled as the database keeps them: ascending, once each, named when they have a name", () => {
    expect(daysRule([4, 1, 4])).toBe("days:1,4");
    expect(daysRule([5, 4, 3, 2, 1])).toBe("weekdays");
    expect(daysRule([1, 2, 3, 4, 5, 6, 7])).toBe("daily");
    expect(daysRule([6])).toBe("days:6");
    expect(daysRule([])).toBeUndefined();
    expect(daysRule([0, 1])).toBeUndefined();
    expect(daysRule([8])).toBeUndefined();
  });

  it("travel as a form's value and back", () => {
    expect(ruleValue({ repeat: "days:1,4", every: 1 })).toBe("days:1,4");
    expect(parseRuleValue("days:4,1")).toEqual({ repeat: "days:1,4", every: 1 });
    expect(parseRuleValue("days:1,2,3,4,5")).toEqual({ repeat: "weekdays", every: 1 });
    expect(parseRuleValue("days:")).toBeUndefined();
    expect(parseRuleValue("days:8")).toBeUndefined();
    expect(parseRuleValue("days:1,4:2")).toBeUndefined();
    expect(parseRuleValue("days")).toBeUndefined();
  });
});
