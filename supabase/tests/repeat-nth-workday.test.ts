import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import {
  calendarDays,
  call,
  dashboardWithMember,
  nextFromDone,
  nextAfterEachDay,
  nextOccurrence,
  refused,
  type User,
} from "./helpers.ts";

// An 'nth:' rule on a working day ('nth:-1:8' the month's last working day, 'nth:1:8' its
// first; with a month, of that month each year): the next day, done, the calendar.
let db: Db;
let admin: User;
let member: User;
let dashboard: string;
const TODAY = new Date().toISOString().slice(0, 10);
const DAY_MS = 86_400_000;
const plus = (day: string, n: number) => new Date(Date.parse(day) + n * DAY_MS).toISOString().slice(0, 10);
const isWorkday = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() || 7) < 6;
const months = new Map<string, string[]>();
/** The working days of a month, in order: the test's own count, day by day (kept: asked ~100,000 times). */
const workdays = (month: string) => {
  let out = months.get(month);
  if (out) return out;
  out = [];
  for (let d = `${month}-01`; d.startsWith(month); d = plus(d, 1)) if (isWorkday(d)) out.push(d);
  months.set(month, out);
  return out;
};
/** The month after "YYYY-MM". */
const nextMonth = (month: string) => plus(`${month}-28`, 5).slice(0, 7);
/** The first day after `after` that is the n-th (-1: last) working day of its month (of `only`'s month each year). */
const nextNthWorkday = (n: number, after: string, only?: number) => {
  for (let m = after.slice(0, 7); ; m = nextMonth(m)) {
    if (only && Number(m.slice(5, 7)) !== only) continue;
    const days = workdays(m);
    const d = n > 0 ? days[n - 1] : days.at(-1);
    if (d && d > after) return d;
  }
};

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, dashboard } = await dashboardWithMember(db, "Home"));
});
afterAll(() => db.close());

const next = (rule: string, from: string, after: string) => nextOccurrence(db, rule, from, after);
const add = (title: string, on: string, repeat: string) =>
  call(db, member, "add_objective", { p_dashboard: dashboard, p_day: on, p_title: title, p_repeat: repeat });

describe("an 'nth:' rule on a working day", () => {
  it("comes back on the month's n-th or last working day, over weekends", async () => {
    // May 2031 ends on a Saturday: its last working day is Friday the 30th. June 2031 begins
    // on a Sunday: its first is Monday the 2nd.
    expect(await next("nth:-1:8", "2031-04-30", "2031-01-01")).toBe("2031-05-30");
    expect(await next("nth:1:8", "2031-05-01", "2031-01-01")).toBe("2031-06-02");
    expect(await next("nth:3:8", "2031-05-31", "2031-01-01")).toBe("2031-06-04");
    // Of December each year; and counted from the day it is done.
    expect(await next("nth:-1:8:12", "2031-12-31", "2031-01-01")).toBe("2032-12-31");
    expect(await nextFromDone(db, "nth:-1:8", "2031-05-29")).toBe("2031-05-30");
  });

  it("agrees with counting the days, for every rule, from every day of two years", async () => {
    const rules = ["nth:1:8", "nth:2:8", "nth:4:8", "nth:-1:8", "nth:-1:8:2", "nth:1:8:1"];
    // The 5th to the 20th (every month has 20), alone, listed, and of one month each year.
    rules.push("nth:5:8", "nth:13:8", "nth:20:8", "nth:1,15,-1:8", "nth:10:8:2", "nth:5,20:8:3");
    const rows = await nextAfterEachDay(db, rules, "2027-12-25", "2029-12-31");
    expect(rows.length).toBe(rules.length * 738);
    const wrong = rows.filter(({ rule, after, d }) => {
      const [, list = "", , month] = rule.split(":");
      const first = list
        .split(",")
        .map((n) => nextNthWorkday(Number(n), after, month ? Number(month) : undefined))
        .sort()[0];
      return d !== first;
    });
    expect(wrong).toEqual([]);
  });

  it("names a working day up to the 20th, spelled ascending; of another day, up to the 5th", async () => {
    expect(await add("Salary", TODAY, "nth:5:8")).toMatchObject({ repeat: "nth:5:8" });
    expect(await add("Reports", TODAY, "nth:-1,20,5:8:1")).toMatchObject({ repeat: "nth:5,20,-1:8:1" });
    for (const bad of ["nth:21:8", "nth:0:8", "nth:6:1", "nth:5:0", "nth:1,6:7", "nth:05:8"]) {
      await expect(add("Bad", TODAY, bad)).rejects.toMatchObject(refused("PT422", "repeat_invalid"));
    }
    // The column itself holds only that spelling.
    for (const bad of ["nth:20,5:8", "nth:6:1", "nth:21:8", "nth:5,5:8", "nth:-1,5:8"]) {
      await expect(db.query("update public.objectives set repeat = $1 where title = 'Salary'", [bad])).rejects.toThrow(
        /objectives_repeat_check/,
      );
    }
    await db.query("update public.objectives set repeat = 'nth:1,10,19,20,-1:8' where title = 'Salary'");
  });

  it("is kept, refused beyond day 8, and shows on the calendar on each month's last working day", async () => {
    expect(await add("Payroll", TODAY, "nth:-1:8")).toMatchObject({ repeat: "nth:-1:8", repeat_every: 1 });
    for (const bad of ["nth:-1:9", "nth:1:08", "nth:21:8"]) {
      await expect(add("Bad", TODAY, bad)).rejects.toMatchObject(refused("PT422", "repeat_invalid"));
    }
    await expect(db.query("update public.objectives set repeat = 'nth:-1:9' where title = 'Payroll'")).rejects.toThrow(
      /objectives_repeat_check/,
    );
    const own = (await call(db, admin, "create_dashboard", { p_name: "Payroll" })).id;
    const payroll = await call(db, admin, "add_objective", {
      p_dashboard: own,
      p_day: "2031-04-30",
      p_title: "Payroll",
      p_repeat: "nth:-1:8",
    });
    // The grid runs from Monday 28 April to Sunday 1 June.
    expect(await calendarDays(db, admin, own, "2031-05-01", payroll.id)).toEqual(["2031-04-30", "2031-05-30"]);
    const done = await call(db, admin, "set_objective_done", { p_objective: payroll.id, p_done: true });
    expect(done.next).toMatchObject({ day: nextNthWorkday(-1, TODAY > "2031-04-30" ? TODAY : "2031-04-30") });
  });
});
