import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import {
  calendarDays,
  call,
  dashboardWithMember,
  disagreeing,
  nextForEach,
  nextFromDone,
  nextOccurrence,
  refused,
  type User,
} from "./helpers.ts";

// The fifth of a day of the week each month ('nth:5:7' every fifth Sunday, 'nth:1,3,5:6' the
// 1st, 3rd and 5th Saturday): a month without one is skipped, every month or every few.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;
const DAY_MS = 86_400_000;
const plus = (day: string, n: number) => new Date(Date.parse(day) + n * DAY_MS).toISOString().slice(0, 10);
const isoDow = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
const monthsApart = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));
/** Whether a day is one of the listed (-1: last) `dow`s of its month, by its own date. */
const named = (ns: number[], dow: number, day: string) =>
  isoDow(day) === dow &&
  (ns.includes(Math.ceil(Number(day.slice(8)) / 7)) ||
    (ns.includes(-1) && plus(day, 7).slice(5, 7) !== day.slice(5, 7)));
/** The first such day after `after`, in a month a multiple of `every` from `anchor`'s: counted day by day. */
const byCounting = (rule: string, every: number, anchor: string, after: string) => {
  const [, ns, dow] = rule.split(":");
  for (let d = plus(after, 1); ; d = plus(d, 1)) {
    const apart = monthsApart(anchor, d);
    if (named(ns!.split(",").map(Number), Number(dow), d) && ((apart % every) + every) % every === 0) return d;
  }
};

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Home"));
});
afterAll(() => db.close());

const add = (title: string, on: string, repeat: string, every = 1) =>
  call(db, member, "add_objective", {
    p_dashboard: dashboard,
    p_day: on,
    p_title: title,
    p_repeat: repeat,
    p_repeat_every: every,
  });

describe("the fifth of a day of the week", () => {
  it("comes back in the next month that has one", async () => {
    // 2030: Sundays 29 September, then none till 29 December; Mondays 30 September, then 30 December.
    expect(await nextOccurrence(db, "nth:5:7", "2030-09-29", "2030-09-01")).toBe("2030-12-29");
    expect(await nextOccurrence(db, "nth:5:1", "2030-09-30", "2030-09-01")).toBe("2030-12-30");
    // The 1st, 3rd and 5th Saturday: November 2030 has five (2, 9, 16, 23, 30); December four.
    expect(await nextOccurrence(db, "nth:1,3,5:6", "2030-11-16", "2030-11-01")).toBe("2030-11-30");
    expect(await nextOccurrence(db, "nth:1,3,5:6", "2030-11-30", "2030-11-01")).toBe("2030-12-07");
    // The fifth and the last are one day in a month of five, and the last in the others.
    expect(await nextOccurrence(db, "nth:5,-1:7", "2030-09-29", "2030-09-01")).toBe("2030-10-27");
    // Done late, after today.
    expect(await nextOccurrence(db, "nth:5:7", "2030-09-29", "2031-01-10")).toBe("2031-03-30");
  });

  it("agrees with counting the days, every month and every few, from every fourth day of two years", async () => {
    const rules = ["nth:5:1", "nth:5:7", "nth:1,3,5:6", "nth:2,5:4", "nth:5,-1:3"];
    const anchors = ["2029-12-31", "2030-02-05"];
    const rows = await nextForEach(db, {
      rules,
      everies: [1, 2, 12],
      anchors,
      from: "2030-01-01",
      to: "2031-12-31",
      step: 4,
    });
    expect(rows).toHaveLength(rules.length * 3 * anchors.length * 183);
    expect(disagreeing(rows, byCounting)).toEqual([]);
  });

  it("every few months, a month of the series without one is skipped", async () => {
    // Every other month from February 2030: April has no fifth Sunday, June has (the 30th).
    expect(await nextOccurrence(db, "nth:5:7", "2030-02-03", "2030-02-03", 2)).toBe("2030-06-30");
    // Every year from February 2030: the next February with a fifth Sunday is 2032's (a leap year from a Sunday).
    expect(await nextOccurrence(db, "nth:5:7", "2030-02-03", "2030-02-03", 12)).toBe("2032-02-29");
  });

  it("counted from done, in the next month that has one after the day it is done", async () => {
    expect(await nextFromDone(db, "nth:5:7", "2030-09-29")).toBe("2030-12-29");
    expect(await nextFromDone(db, "nth:5:7", "2030-09-28")).toBe("2030-09-29");
  });
});

describe("objectives on the fifth of a day of the week", () => {
  it("are spelled ascending, and done, come back in the next month with one", async () => {
    expect(await add("Club", "2030-11-02", "nth:5,3,1:6")).toMatchObject({ repeat: "nth:1,3,5:6" });
    const o = await add("Fifth Sunday", "2030-09-29", "nth:5:7");
    expect(o).toMatchObject({ repeat: "nth:5:7", repeat_every: 1 });
    const { next } = await call(db, member, "set_objective_done", { p_objective: o.id, p_done: true });
    expect(next.day).toBe("2030-12-29");
    const page = await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: "2030-12-29" });
    expect(page.objectives.find((x: { id: string }) => x.id === next.id)).toMatchObject({ repeat: "nth:5:7" });
    expect(await add("Picnic", "2030-05-26", "nth:5:7", 2)).toMatchObject({ repeat: "nth:5:7", repeat_every: 2 });
  });

  it("show on the calendar in the months that have one only", async () => {
    const own = (await call(db, admin, "create_dashboard", { p_name: "Choir" })).id;
    const o = await call(db, admin, "add_objective", {
      p_dashboard: own,
      p_day: "2030-09-29",
      p_title: "Fifth Sunday",
      p_repeat: "nth:5:7",
    });
    expect(await calendarDays(db, admin, own, "2030-09-01", o.id)).toEqual(["2030-09-29"]);
    // October's grid runs from 30 September to 3 November: no fifth Sunday in October or November.
    expect(await calendarDays(db, admin, own, "2030-10-01", o.id)).toEqual([]);
    expect(await calendarDays(db, admin, own, "2030-12-01", o.id)).toEqual(["2030-12-29"]);
  });

  it("refuse a fifth of one month each year, of any day, past the fifth, and anyone not a member", async () => {
    for (const bad of ["nth:5:7:6", "nth:5:0", "nth:6:1", "nth:5:1:5", "nth:1,5,6:1"]) {
      await expect(add("Bad", "2030-09-29", bad)).rejects.toMatchObject(refused("PT422", "repeat_invalid"));
    }
    await expect(
      call(db, outsider, "add_objective", {
        p_dashboard: dashboard,
        p_day: "2030-09-29",
        p_title: "X",
        p_repeat: "nth:5:7",
      }),
    ).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    // The table itself holds only the one spelling.
    for (const bad of ["nth:5:7:6", "nth:5,1:7", "nth:5:0"]) {
      await expect(db.query("update public.objectives set repeat = $1 where title = 'Club'", [bad])).rejects.toThrow(
        /objectives_repeat_check/,
      );
    }
  });
});
