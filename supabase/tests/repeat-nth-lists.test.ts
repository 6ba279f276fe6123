import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import {
  calendarDays,
  call,
  dashboardWithMember,
  nextAfterEachDay,
  nextOccurrence,
  refused,
  type User,
} from "./helpers.ts";

// An 'nth:' rule with several of a day of the week each month ('nth:2,4:2' every 2nd and 4th
// Tuesday, 'nth:1,-1:5' every first and last Friday): the next day, the spelling, the calendar.
let db: Db;
let admin: User;
let member: User;
let dashboard: string;
const TODAY = new Date().toISOString().slice(0, 10);
const DAY_MS = 86_400_000;
const plus = (day: string, n: number) => new Date(Date.parse(day) + n * DAY_MS).toISOString().slice(0, 10);
const isoDow = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
/** Which of its month's `dow`s a day is: 1 to 5, and whether it is the last. */
const which = (day: string) => {
  const n = Math.ceil(Number(day.slice(8)) / 7);
  return { n, last: plus(day, 7).slice(5, 7) !== day.slice(5, 7) };
};
/** The first day after `after` that is one of the listed (-1: last) `dow`s of its month, counted day by day. */
const nextOfList = (ns: number[], dow: number, after: string) => {
  for (let d = plus(after, 1); ; d = plus(d, 1)) {
    if (isoDow(d) !== dow) continue;
    const { n, last } = which(d);
    if (ns.includes(n) || (last && ns.includes(-1))) return d;
  }
};

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, dashboard } = await dashboardWithMember(db, "Home"));
});
afterAll(() => db.close());

const add = (title: string, on: string, repeat: string) =>
  call(db, member, "add_objective", { p_dashboard: dashboard, p_day: on, p_title: title, p_repeat: repeat });

describe("an 'nth:' rule with several of a day of the week", () => {
  it("comes back on the next of them: this month's, else the next month's", async () => {
    // March 2030: Tuesdays 5, 12, 19, 26; Fridays 1, 8, 15, 22, 29.
    expect(await nextOccurrence(db, "nth:2,4:2", "2030-03-12", "2030-01-01")).toBe("2030-03-26");
    expect(await nextOccurrence(db, "nth:2,4:2", "2030-03-26", "2030-01-01")).toBe("2030-04-09");
    expect(await nextOccurrence(db, "nth:1,-1:5", "2030-03-01", "2030-01-01")).toBe("2030-03-29");
    // With a month, of that month each year; with day 8, working days.
    expect(await nextOccurrence(db, "nth:1,3:1:5", "2030-05-20", "2030-01-01")).toBe("2031-05-05");
    expect(await nextOccurrence(db, "nth:1,-1:8", "2030-03-01", "2030-01-01")).toBe("2030-03-29");
  });

  it("agrees with counting the days, for every rule, from every day of two years", async () => {
    const rules = ["nth:1,3:1", "nth:2,4:2", "nth:1,-1:5", "nth:4,-1:7", "nth:1,2,3:3"];
    const rows = await nextAfterEachDay(db, rules, "2027-12-25", "2029-12-31");
    expect(rows.length).toBe(rules.length * 738);
    const wrong = rows.filter(({ rule, after, d }) => {
      const [, ns, dow] = rule.split(":");
      return d !== nextOfList(ns!.split(",").map(Number), Number(dow), after);
    });
    expect(wrong).toEqual([]);
  });

  it("is spelled ascending, once each, the last at the end; a misspelt one is refused", async () => {
    expect(await add("Council", TODAY, "nth:4,2,4:2")).toMatchObject({ repeat: "nth:2,4:2", repeat_every: 1 });
    expect(await add("Club", TODAY, "nth:-1,1:5:3")).toMatchObject({ repeat: "nth:1,-1:5:3" });
    for (const bad of ["nth:1,:1", "nth:,1:1", "nth:1,6:1", "nth:1;3:1", "nth:1,3"]) {
      await expect(add("Bad", TODAY, bad)).rejects.toMatchObject(refused("PT422", "repeat_invalid"));
    }
    for (const bad of ["nth:3,1:1", "nth:-1,1:1", "nth:1,1:1", "nth:1,:1"]) {
      await expect(db.query("update public.objectives set repeat = $1 where title = 'Council'", [bad])).rejects.toThrow(
        /objectives_repeat_check/,
      );
    }
  });

  it("shows on the calendar on each of them", async () => {
    const own = (await call(db, admin, "create_dashboard", { p_name: "Council" })).id;
    const council = await call(db, admin, "add_objective", {
      p_dashboard: own,
      p_day: "2031-03-11",
      p_title: "Council",
      p_repeat: "nth:2,4:2",
    });
    // March 2031: Tuesdays 4, 11, 18, 25; the grid runs to Sunday 6 April.
    expect(await calendarDays(db, admin, own, "2031-03-01", council.id)).toEqual(["2031-03-11", "2031-03-25"]);
  });
});
