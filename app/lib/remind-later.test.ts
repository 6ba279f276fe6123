import { describe, expect, it } from "vitest";
import { reminderPresets, remindLaterChoices, remindLaterLabel, remindTomorrowDays } from "./remind-later";

describe("remindLaterChoices", () => {
  // 10 March 2031, 14:00 in Berlin (UTC+1).
  const afternoon = Date.parse("2031-03-10T13:00:00Z");
  it("offers every choice on the objective's day in the person's zone", () => {
    expect(remindLaterChoices("2031-03-10", "Europe/Berlin", afternoon)).toEqual([30, 60, 180]);
  });
  it("leaves out those that would be tomorrow there", () => {
    // 22:15 in Berlin: half an hour and an hour stay today, three hours would not.
    expect(remindLaterChoices("2031-03-10", "Europe/Berlin", Date.parse("2031-03-10T21:15:00Z"))).toEqual([30, 60]);
    expect(remindLaterChoices("2031-03-10", "Europe/Berlin", Date.parse("2031-03-10T22:45:00Z"))).toEqual([]);
  });
  it("offers none for another day than today", () => {
    expect(remindLaterChoices("2031-03-11", "Europe/Berlin", afternoon)).toEqual([]);
    expect(remindLaterChoices("2031-03-09", "Europe/Berlin", afternoon)).toEqual([]);
    // The same moment is already the 11th in Tokyo.
    expect(remindLaterChoices("2031-03-11", "Asia/Tokyo", Date.parse("2031-03-10T16:00:00Z"))).toEqual([30, 60, 180]);
  });
  it("offers them on the days before its day that one's reminder goes on, up to its day's end (decision 086)", () => {
    // A reminder the day before: snoozed that afternoon, or late that evening into its own day.
    expect(remindLaterChoices("2031-03-11", "Europe/Berlin", afternoon, 1)).toEqual([30, 60, 180]);
    expect(remindLaterChoices("2031-03-11", "Europe/Berlin", Date.parse("2031-03-10T22:45:00Z"), 1)).toEqual([
      30, 60, 180,
    ]);
    // Two days before the day is outside a reminder of the day before; a day after is after.
    expect(remindLaterChoices("2031-03-12", "Europe/Berlin", afternoon, 1)).toEqual([]);
    expect(remindLaterChoices("2031-03-09", "Europe/Berlin", afternoon, 3)).toEqual([]);
  });
});

describe("remindTomorrowDays", () => {
  // 10 March 2031, 14:00 in Berlin (UTC+1).
  const afternoon = Date.parse("2031-03-10T13:00:00Z");
  it("offers tomorrow morning while tomorrow is not after the objective's day, saying how many days before it", () => {
    // A reminder the day before an objective of the 11th went today: tomorrow is its day.
    expect(remindTomorrowDays("2031-03-11", "Europe/Berlin", afternoon, 1)).toBe(0);
    // Three days before one of the 13th: tomorrow is two days before it.
    expect(remindTomorrowDays("2031-03-13", "Europe/Berlin", afternoon, 3)).toBe(2);
  });
  it("offers none on the objective's own day (tomorrow is after it), nor outside the reminder's days", () => {
    expect(remindTomorrowDays("2031-03-10", "Europe/Berlin", afternoon)).toBeNull();
    expect(remindTomorrowDays("2031-03-13", "Europe/Berlin", afternoon, 1)).toBeNull();
    expect(remindTomorrowDays("2031-03-09", "Europe/Berlin", afternoon, 3)).toBeNull();
  });
});

describe("reminderPresets", () => {
  // 10 March 2031, 14:00 in Berlin (UTC+1).
  const afternoon = Date.parse("2031-03-10T13:00:00Z");
  it("offers those still to come in the person's zone", () => {
    expect(reminderPresets("2031-03-12", "Europe/Berlin", afternoon)).toEqual([
      { at: "09:00", before: 0 },
      { at: "20:00", before: 1 },
    ]);
    // Tomorrow's: this evening at 20:00 is still to come, and tomorrow at 9:00.
    expect(reminderPresets("2031-03-11", "Europe/Berlin", afternoon)).toHaveLength(2);
    // Today's: 9:00 has gone, and the evening before was yesterday.
    expect(reminderPresets("2031-03-10", "Europe/Berlin", afternoon)).toEqual([]);
    // At 21:00 in Berlin, tomorrow's evening before has gone too.
    expect(reminderPresets("2031-03-11", "Europe/Berlin", Date.parse("2031-03-10T20:00:00Z"))).toEqual([
      { at: "09:00", before: 0 },
    ]);
  });
});

describe("reminderPresets of an objective at a time of day (decision 093)", () => {
  // 10 March 2031, 14:00 in Berlin (UTC+1).
  const afternoon = Date.parse("2031-03-10T13:00:00Z");
  it("offers it at its time, half an hour and an hour before, and the evening before, those still to come", () => {
    expect(reminderPresets("2031-03-12", "Europe/Berlin", afternoon, "15:00")).toEqual([
      { at: "15:00", before: 0, ahead: 0 },
      { at: "14:30", before: 0, ahead: 30 },
      { at: "14:00", before: 0, ahead: 60 },
      { at: "20:00", before: 1 },
    ]);
    // Today at 14:45: only at 15:00 is still to come.
    expect(reminderPresets("2031-03-10", "Europe/Berlin", afternoon + 45 * 60_000, "15:00")).toEqual([
      { at: "15:00", before: 0, ahead: 0 },
    ]);
    // Just after midnight: before it is the day before's.
    expect(reminderPresets("2031-03-12", "Europe/Berlin", afternoon, "00:15")).toEqual([
      { at: "00:15", before: 0, ahead: 0 },
      { at: "23:45", before: 1, ahead: 30 },
      { at: "23:15", before: 1, ahead: 60 },
      { at: "20:00", before: 1 },
    ]);
  });
});

describe("remindLaterLabel", () => {
  it("says it in the page's language", () => {
    expect([30, 60, 180].map((m) => remindLaterLabel(m, "en"))).toEqual(["in 30 minutes", "in 1 hour", "in 3 hours"]);
    expect(remindLaterLabel(60, "de")).toBe("in 1 Stunde");
    expect(remindLaterLabel(30, "pt-BR")).toBe("em 30 minutos");
    expect(remindLaterLabel(180, "ja")).toBe("3 時間後");
  });
});
