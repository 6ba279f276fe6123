import { describe, expect, it } from "vitest";
import { formatDayInText } from "./dates";

describe("a day named within a sentence", () => {
  it("is short for a day of this year, in the user's language", () => {
    expect(formatDayInText("2026-11-27", "en", 2026)).toBe("Fri, Nov 27");
    expect(formatDayInText("2026-11-27", "de", 2026)).toBe("Fr., 27. Nov.");
    expect(formatDayInText("2026-11-27", "ja", 2026)).toBe("11月27日(金)");
  });

  it("says the year of another year's day", () => {
    expect(formatDayInText("2027-01-04", "en", 2026)).toBe("Jan 4, 2027");
    expect(formatDayInText("2025-12-31", "fr", 2026)).toBe("31 déc. 2025");
  });
});
