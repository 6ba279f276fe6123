import { describe, expect, it } from "vitest";
import { deadlineState, deadlineText } from "./deadline";

const WORDS = { "deadline.today": "Today", "deadline.tomorrow": "Tomorrow", "deadline.yesterday": "Yesterday" };
const t = (key: keyof typeof WORDS) => WORDS[key];
// A Friday.
const TODAY = "2026-12-04";

describe("deadlines on a row", () => {
  it("say the near days in words, the week to come by weekday, others by day", () => {
    const text = (day: string, lng = "en") => deadlineText(day, TODAY, lng, t);
    expect(text("2026-12-04")).toBe("Today");
    expect(text("2026-12-05")).toBe("Tomorrow");
    expect(text("2026-12-03")).toBe("Yesterday");
    expect(text("2026-12-07")).toBe("Mon");
    expect(text("2026-12-10")).toBe("Thu");
    // A week on: the same weekday would say nothing clear, so the day.
    expect(text("2026-12-11")).toBe("Dec 11");
    expect(text("2026-11-20")).toBe("Nov 20");
    expect(text("2027-01-08")).toBe("Jan 8, 2027");
    expect(text("2025-12-31")).toBe("Dec 31, 2025");
    expect(text("2026-12-11", "de")).toBe("11. Dez.");
    expect(text("2026-12-07", "fr")).toBe("lun.");
    expect(text("2026-12-11", "ja")).toBe("12月11日");
  });

  it("are missed once past, due on their day, else ahead", () => {
    expect(deadlineState("2026-12-03", TODAY)).toBe("missed");
    expect(deadlineState("2026-12-04", TODAY)).toBe("today");
    expect(deadlineState("2026-12-05", TODAY)).toBe("ahead");
    expect(deadlineState("2025-12-31", TODAY)).toBe("missed");
  });
});
