import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/forms";
import { LIMITS } from "~/lib/limits";
import { chosenRule, editObjectiveSchema, importSchema, scheduleSchema } from "./schemas";
import { SELECTION_LISTS, timeSeveralSchema } from "./select-schemas";

// The edit page's rule (decision 028): the select, the days of the week, or an interval.
const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries({ intent: "save", title: "Gym", day: "2030-03-04", ...fields }))
    for (const each of [value].flat()) data.append(name, each);
  return parseForm(editObjectiveSchema, data, ["weekday", "monthDay", "nth"]);
};
const rule = (fields: Record<string, string | string[]>) => {
  const parsed = form(fields);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return chosenRule(parsed.data);
};

describe("the edit form's rule", () => {
  it("is the select's, the days ticked, or the number and unit; absent keeps it", () => {
    expect(rule({ repeat: "weekly:2" })).toEqual({ repeat: "weekly", every: 2 });
    expect(rule({ repeat: "none" })).toBeNull();
    expect(rule({})).toBeUndefined();
    expect(rule({ repeat: "days", weekday: ["5", "1"] })).toEqual({ repeat: "days:1,5", every: 1 });
    expect(rule({ repeat: "days", weekday: ["1", "2", "3", "4", "5"] })).toEqual({ repeat: "weekdays", every: 1 });
    // Every few weeks on the days ticked; Monday to Friday too.
    expect(rule({ repeat: "days", weekday: ["4", "1"], daysEvery: "2" })).toEqual({ repeat: "days:1,4", every: 2 });
    expect(rule({ repeat: "days", weekday: ["1", "2", "3", "4", "5"], daysEvery: "3" })).toEqual({
      repeat: "weekdays",
      every: 3,
    });
    expect(rule({ repeat: "days:1,4:2" })).toEqual({ repeat: "days:1,4", every: 2 });
    expect(rule({ repeat: "custom", every: "3", unit: "monthly" })).toEqual({ repeat: "monthly", every: 3 });
    expect(rule({ repeat: "nth", nth: "-1", nthDay: "5" })).toEqual({ repeat: "nth:-1:5", every: 1 });
    // Several ticked, in any order: spelled as the database keeps them.
    expect(rule({ repeat: "nth", nth: ["-1", "4", "2"], nthDay: "2" })).toEqual({ repeat: "nth:2,4,-1:2", every: 1 });
    expect(rule({ repeat: "nth:1:1" })).toEqual({ repeat: "nth:1:1", every: 1 });
    // Of one month each year; the month is read with "nthYear" only.
    expect(rule({ repeat: "nthYear", nth: "-1", nthDay: "1", nthMonth: "5" })).toEqual({
      repeat: "nth:-1:1:5",
      every: 1,
    });
    expect(rule({ repeat: "nth", nth: "-1", nthDay: "1", nthMonth: "5" })).toEqual({ repeat: "nth:-1:1", every: 1 });
    // Days of the month, any order; and as a rule's own value.
    expect(rule({ repeat: "mdays", monthDay: ["15", "1"] })).toEqual({ repeat: "mdays:1,15", every: 1 });
    expect(rule({ repeat: "mdays:1,15" })).toEqual({ repeat: "mdays:1,15", every: 1 });
    // Of one month each year; the month is read with "mdaysYear" only.
    expect(rule({ repeat: "mdaysYear", monthDay: ["15", "1"], mdaysMonth: "3" })).toEqual({
      repeat: "mdays:1,15:3",
      every: 1,
    });
    expect(rule({ repeat: "mdays", monthDay: ["1"], mdaysMonth: "3" })).toEqual({ repeat: "mdays:1", every: 1 });
    expect(rule({ repeat: "mdays:1,15:3" })).toEqual({ repeat: "mdays:1,15:3", every: 1 });
    // Every few months, of a rule of every month; every few years, of one month each year (its
    // own field: a stray months' one is not read); absent (a form from before) is every one.
    expect(rule({ repeat: "nth", nth: "1", nthDay: "1", nthEvery: "2" })).toEqual({ repeat: "nth:1:1", every: 2 });
    expect(rule({ repeat: "mdays", monthDay: ["1", "15"], mdaysEvery: "3" })).toEqual({
      repeat: "mdays:1,15",
      every: 3,
    });
    expect(rule({ repeat: "nthYear", nth: "1", nthDay: "1", nthMonth: "5", nthEvery: "2" })).toEqual({
      repeat: "nth:1:1:5",
      every: 1,
    });
    expect(rule({ repeat: "nthYear", nth: "1", nthDay: "1", nthMonth: "5", nthYears: "2" })).toEqual({
      repeat: "nth:1:1:5",
      every: 2,
    });
    expect(rule({ repeat: "mdaysYear", monthDay: ["1"], mdaysMonth: "3", mdaysEvery: "2" })).toEqual({
      repeat: "mdays:1:3",
      every: 1,
    });
    expect(rule({ repeat: "mdaysYear", monthDay: ["1"], mdaysMonth: "3", mdaysYears: "5" })).toEqual({
      repeat: "mdays:1:3",
      every: 5,
    });
    expect(rule({ repeat: "nth", nth: "1", nthDay: "1", mdaysEvery: "2" })).toEqual({ repeat: "nth:1:1", every: 1 });
    for (const bad of ["0", "100", "x"]) {
      const nth = form({ repeat: "nth", nth: "1", nthDay: "1", nthEvery: bad });
      expect(nth.ok ? null : nth.errors).toMatchObject({ nthEvery: ["objective:edit.repeatEveryInvalid"] });
      const mdays = form({ repeat: "mdays", monthDay: "1", mdaysEvery: bad });
      expect(mdays.ok ? null : mdays.errors).toMatchObject({ mdaysEvery: ["objective:edit.repeatEveryInvalid"] });
      const years = form({ repeat: "nthYear", nth: "1", nthDay: "1", nthMonth: "5", nthYears: bad });
      expect(years.ok ? null : years.errors).toMatchObject({ nthYears: ["objective:edit.repeatEveryInvalid"] });
      const mdaysYears = form({ repeat: "mdaysYear", monthDay: "1", mdaysMonth: "3", mdaysYears: bad });
      expect(mdaysYears.ok ? null : mdaysYears.errors).toMatchObject({
        mdaysYears: ["objective:edit.repeatEveryInvalid"],
      });
    }
    // Day 0: any day ("the last day").
    expect(rule({ repeat: "nth", nth: "-1", nthDay: "0" })).toEqual({ repeat: "nth:-1:0", every: 1 });
    // Day 8: a working day ("the last workday").
    expect(rule({ repeat: "nth", nth: "-1", nthDay: "8" })).toEqual({ repeat: "nth:-1:8", every: 1 });
    // Up to the 20th of a working day; of another day, a 5th ticked before is a stray.
    expect(rule({ repeat: "nth", nth: ["-1", "5"], nthDay: "8" })).toEqual({ repeat: "nth:5,-1:8", every: 1 });
    expect(rule({ repeat: "nthYear", nth: "20", nthDay: "8", nthMonth: "1" })).toEqual({
      repeat: "nth:20:8:1",
      every: 1,
    });
    // Of a day of the week of every month, the 5th counts ("the 1st and 5th Tuesday"); a 6th
    // ticked before is a stray, and so is a 5th of one month each year or of any day.
    expect(rule({ repeat: "nth", nth: ["1", "5"], nthDay: "2" })).toEqual({ repeat: "nth:1,5:2", every: 1 });
    expect(rule({ repeat: "nth", nth: ["5", "6"], nthDay: "7", nthEvery: "2" })).toEqual({
      repeat: "nth:5:7",
      every: 2,
    });
    expect(rule({ repeat: "nthYear", nth: ["1", "5"], nthDay: "2", nthMonth: "3" })).toEqual({
      repeat: "nth:1:2:3",
      every: 1,
    });
    expect(rule({ repeat: "nth", nth: ["1", "5"], nthDay: "0" })).toEqual({ repeat: "nth:1:0", every: 1 });
    // The fields of the choices not made are not read.
    expect(rule({ repeat: "daily", every: "junk", unit: "weekly", weekday: ["2"] })).toEqual({
      repeat: "daily",
      every: 1,
    });
  });

  it("is refused beside its field: no day ticked, a number out of range, an unknown unit or day", () => {
    const errors = (fields: Record<string, string | string[]>) => {
      const parsed = form(fields);
      return parsed.ok ? null : parsed.errors;
    };
    expect(errors({ repeat: "days" })).toEqual({ repeat: ["objective:edit.repeatDaysRequired"] });
    expect(errors({ repeat: "mdays" })).toEqual({ repeat: ["objective:edit.repeatMonthDaysRequired"] });
    expect(errors({ repeat: "mdays", monthDay: ["1", "32"] })).toEqual({ repeat: ["api:repeat_invalid"] });
    expect(errors({ repeat: "mdaysYear", mdaysMonth: "3" })).toEqual({
      repeat: ["objective:edit.repeatMonthDaysRequired"],
    });
    for (const mdaysMonth of ["0", "13", "1.5", "", "x"])
      expect(errors({ repeat: "mdaysYear", monthDay: ["1"], mdaysMonth })).toEqual({ repeat: ["api:repeat_invalid"] });
    expect(errors({ repeat: "mdaysYear", monthDay: ["1"] })).toEqual({ repeat: ["api:repeat_invalid"] });
    for (const every of ["0", "100", "2.5", "", "x"])
      expect(errors({ repeat: "custom", every, unit: "daily" })).toEqual({
        every: ["objective:edit.repeatEveryInvalid"],
      });
    expect(errors({ repeat: "custom", every: "2" })).toEqual({ unit: ["api:repeat_invalid"] });
    expect(errors({ repeat: "custom", every: "2", unit: "hourly" })).toEqual({ unit: ["api:repeat_invalid"] });
    expect(errors({ repeat: "days", weekday: ["1", "8"] })).toEqual({ repeat: ["api:repeat_invalid"] });
    for (const daysEvery of ["0", "100", "x", ""])
      expect(errors({ repeat: "days", weekday: ["1"], daysEvery })).toEqual({
        daysEvery: ["objective:edit.repeatEveryInvalid"],
      });
    // All seven days every few weeks: the whole week, one week in two (not "daily", which counts days).
    expect(rule({ repeat: "days", weekday: ["1", "2", "3", "4", "5", "6", "7"], daysEvery: "2" })).toEqual({
      repeat: "days:1,2,3,4,5,6,7",
      every: 2,
    });
    expect(rule({ repeat: "days", weekday: ["1", "2", "3", "4", "5", "6", "7"], daysEvery: "1" })).toEqual({
      repeat: "daily",
      every: 1,
    });
    for (const [nth, nthDay] of [
      ["21", "8"],
      ["0", "1"],
      ["1", "9"],
      ["", "1"],
      ["1", ""],
    ] as const)
      expect(errors({ repeat: "nth", nth, nthDay })).toEqual({ nth: ["api:repeat_invalid"] });
    // None ticked.
    expect(errors({ repeat: "nth" })).toEqual({ nth: ["objective:edit.repeatNthRequired"] });
    // Only a 6th, of a Monday, or a 5th of Monday in May: none that counts.
    expect(errors({ repeat: "nth", nth: "6", nthDay: "1" })).toEqual({ nth: ["objective:edit.repeatNthRequired"] });
    expect(errors({ repeat: "nthYear", nth: "5", nthDay: "1", nthMonth: "5" })).toEqual({
      nth: ["objective:edit.repeatNthRequired"],
    });
    expect(errors({ repeat: "nth", nth: "5", nthDay: "1" })).toBeNull();
    for (const nthMonth of ["0", "13", "05", ""])
      expect(errors({ repeat: "nthYear", nth: "4", nthDay: "4", nthMonth })).toEqual({ nth: ["api:repeat_invalid"] });
    expect(errors({ repeat: "nthYear", nth: "4", nthDay: "4" })).toEqual({ nth: ["api:repeat_invalid"] });
    // A hand-made value of a choice not made is not read.
    expect(errors({ repeat: "weekly", weekday: ["8"], unit: "hourly", every: "x", nth: "9" })).toBeNull();
  });
});

describe("the edit form's deadline", () => {
  const parsed = (fields: Record<string, string>) => {
    const result = form(fields);
    return result.ok ? { deadline: result.data.deadline } : { errors: result.errors };
  };
  it("is a day, empty for none, absent to keep it; never beside a rule", () => {
    expect(parsed({ deadline: "2030-03-08" })).toEqual({ deadline: "2030-03-08" });
    // Before the day is a late start, not a mistake.
    expect(parsed({ deadline: "2030-03-01", repeat: "none" })).toEqual({ deadline: "2030-03-01" });
    expect(parsed({ deadline: "" })).toEqual({ deadline: "" });
    expect(parsed({})).toEqual({ deadline: undefined });
    for (const bad of ["friday", "2030-02-30", "08/03/2030"]) {
      expect(parsed({ deadline: bad })).toEqual({
        errors: { deadline: [{ key: "api:deadline_invalid", values: { value: bad } }] },
      });
      // The series' end likewise, in its own words.
      expect(form({ repeat: "weekly", repeatUntil: bad })).toMatchObject({
        errors: { repeatUntil: [{ key: "api:repeat_until_invalid", values: { value: bad } }] },
      });
      expect(parsed({ deadline: bad, repeat: "weekly" })).toEqual({
        errors: { deadline: [{ key: "api:deadline_invalid", values: { value: bad } }] },
      });
    }
    expect(parsed({ deadline: "2030-03-08", repeat: "weekly" })).toEqual({
      errors: { deadline: ["api:deadline_with_repeat"] },
    });
    expect(parsed({ deadline: "", repeat: "weekly" })).toEqual({ deadline: "" });
  });
});

describe("the edit form's time of day", () => {
  const parsed = (fields: Record<string, string>) => {
    const result = form(fields);
    return result.ok ? { at: result.data.at } : { errors: result.errors };
  };
  it("is a picker's time, or one typed where a browser has no picker; empty for none, absent to keep it", () => {
    expect(parsed({ at: "15:30" })).toEqual({ at: "15:30" });
    expect(parsed({ at: "3 pm" })).toEqual({ at: "15:00" });
    expect(parsed({ at: "9.05" })).toEqual({ at: "09:05" });
    expect(parsed({ at: " 午後3時 " })).toEqual({ at: "15:00" });
    expect(parsed({ at: "" })).toEqual({ at: "" });
    expect(parsed({})).toEqual({ at: undefined });
    for (const bad of ["noon", "25:00", "3"])
      expect(parsed({ at: bad })).toEqual({ errors: { at: ["api:time_invalid"] } });
  });
});

describe("the edit form's duration (decision 095)", () => {
  const parsed = (fields: Record<string, string>) => {
    const result = form(fields);
    return result.ok ? { minutes: result.data.minutes } : { errors: result.errors };
  };
  it("is minutes with a time; empty for none, absent to keep it; refused without a time or out of range", () => {
    expect(parsed({ at: "10:00", minutes: "90" })).toEqual({ minutes: 90 });
    expect(parsed({ at: "10:00", minutes: "" })).toEqual({ minutes: 0 });
    expect(parsed({ at: "10:00" })).toEqual({ minutes: undefined });
    // Empty with no time: nothing to refuse.
    expect(parsed({ at: "", minutes: "" })).toEqual({ minutes: 0 });
    expect(parsed({ at: "", minutes: "30" })).toEqual({ errors: { minutes: ["api:duration_no_time"] } });
    for (const bad of ["1441", "-5", "1.5", "an hour"])
      expect(parsed({ at: "10:00", minutes: bad })).toEqual({ errors: { minutes: ["api:duration_invalid"] } });
  });
});

describe("the Select page's time for several", () => {
  it("is a picker's or a typed time, and refused empty or not a time, next to its field", () => {
    const parsed = (time: string) => {
      const data = new FormData();
      data.set("intent", "time");
      data.append("objective", crypto.randomUUID());
      data.set("time", time);
      const result = parseForm(timeSeveralSchema, data, SELECTION_LISTS);
      return result.ok ? { time: result.data.time } : { errors: result.errors };
    };
    expect(parsed("14:30")).toEqual({ time: "14:30" });
    expect(parsed(" 3 pm ")).toEqual({ time: "15:00" });
    expect(parsed("15h30")).toEqual({ time: "15:30" });
    for (const bad of ["", "noon", "25:00"]) expect(parsed(bad)).toEqual({ errors: { time: ["api:time_invalid"] } });
  });
});

describe("a drop or a stretch on Upcoming's week of hours (decision 096)", () => {
  const parsed = (fields: Record<string, string>) => {
    const data = new FormData();
    const base = { intent: "schedule", objectiveId: crypto.randomUUID(), day: "2026-12-09", fromDay: "2026-12-08" };
    for (const [k, v] of Object.entries({ ...base, ...fields })) data.set(k, v);
    const result = parseForm(scheduleSchema, data);
    return result.ok ? { at: result.data.at, minutes: result.data.minutes, from: result.data.fromMinutes } : "refused";
  };

  it("takes a quarter hour's clock or none, and a length from none to a day, only as a drag sends them", () => {
    expect(parsed({ at: "14:15", fromAt: "none" })).toEqual({ at: "14:15", minutes: undefined, from: undefined });
    expect(parsed({ at: "09:00", fromAt: "09:00", minutes: "60", fromMinutes: "0" })).toEqual({
      at: "09:00",
      minutes: 60,
      from: 0,
    });
    const bad: Record<string, string>[] = [
      { at: "24:00" },
      { at: "3pm" },
      { at: "9:00" },
      { at: "09:00", minutes: "1441" },
    ];
    for (const fields of bad) expect(parsed({ fromAt: "none", ...fields }), JSON.stringify(fields)).toBe("refused");
  });
});

describe("the import form", () => {
  const parse = (bytes: number, more: Record<string, string> = {}) => {
    const data = new FormData();
    data.set("intent", "import");
    data.set("file", new File([new Uint8Array(bytes)], "calendar.ics"));
    data.set("today", "2030-03-04");
    data.set("requestId", crypto.randomUUID());
    for (const [name, value] of Object.entries(more)) data.set(name, value);
    return parseForm(importSchema, data);
  };

  it("takes a file up to the limit (a calendar of years), refuses a larger or an empty one", () => {
    expect(parse(LIMITS.importBytes).ok).toBe(true);
    expect(parse(LIMITS.importBytes + 1)).toMatchObject({ ok: false, errors: { file: ["board:import.tooBig"] } });
    expect(parse(0)).toMatchObject({ ok: false, errors: { file: ["board:import.noFile"] } });
  });

  it("takes the importer's zone from the page, UTC for one the runtime does not know", () => {
    const zone = (timeZone?: string) => {
      const parsed = parse(10, timeZone === undefined ? {} : { timeZone });
      return parsed.ok ? parsed.data.timeZone : null;
    };
    expect(zone("Asia/Tokyo")).toBe("Asia/Tokyo");
    expect(zone("Mars/Olympus")).toBe("UTC");
    expect(zone()).toBe("UTC");
  });
});
