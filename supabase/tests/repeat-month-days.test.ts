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

// Repeating on chosen days of the month ('mdays:1,15' every 1st and 15th; a short month's
// last day for a day it lacks): the next day, done and done from done, the calendar.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;
const TODAY = new Date().toISOString().slice(0, 10);
const DAY_MS = 86_400_000;
const plus = (day: string, n: number) => new Date(Date.parse(day) + n * DAY_MS).toISOString().slice(0, 10);
const lastOfMonth = (day: string) => {
  const [y, m] = day.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};
/** The first day after `after` that the rule's days name (of `month` only, if given), counted day by day. */
const nextByCounting = (days: number[], after: string, month?: number) => {
  for (let d = plus(after, 1); ; d = plus(d, 1)) {
    const date = Number(d.slice(8));
    const last = lastOfMonth(d);
    if ((!month || Number(d.slice(5, 7)) === month) && days.some((n) => Math.min(n, last) === date)) return d;
  }
};

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Home"));
});
afterAll(() => db.close());

const next = (rule: string, from: string, after: string) => nextOccurrence(db, rule, from, after);
const add = (title: string, on: string, repeat: string, extra: Record<string, unknown> = {}) =>
  call(db, member, "add_objective", { p_dashboard: dashboard, p_day: on, p_title: title, p_repeat: repeat, ...extra });

describe("the next day of an 'mdays:' rule", () => {
  it("is the first of its days after the objective's day and today: this month's, else the next month's", async () => {
    expect(await next("mdays:1,15", "2030-03-01", "2030-01-01")).toBe("2030-03-15");
    expect(await next("mdays:1,15", "2030-03-15", "2030-01-01")).toBe("2030-04-01");
    expect(await next("mdays:10,20,30", "2030-12-30", "2030-01-01")).toBe("2031-01-10");
    // Done late: after today, not after its day.
    expect(await next("mdays:1,15", "2030-01-01", "2030-03-20")).toBe("2030-04-01");
    // A short month has a day it lacks on its last: February 2031 has 28 days, 2032 29.
    expect(await next("mdays:15,31", "2031-02-15", "2031-01-01")).toBe("2031-02-28");
    expect(await next("mdays:15,31", "2032-02-15", "2032-01-01")).toBe("2032-02-29");
    expect(await next("mdays:15,31", "2031-04-15", "2031-01-01")).toBe("2031-04-30");
    // Two days on one (the 30th and 31st of February) come once, then the next month's.
    expect(await next("mdays:30,31", "2031-02-28", "2031-01-01")).toBe("2031-03-30");
    expect(await next("mdays:30,31", "2031-03-30", "2031-01-01")).toBe("2031-03-31");
  });

  it("agrees with counting the days, for every rule, from every day of two years", async () => {
    const rules = ["mdays:1,15", "mdays:5", "mdays:10,20,30", "mdays:15,31", "mdays:1,29", "mdays:28,29,30,31"];
    const rows = await nextAfterEachDay(db, rules, "2027-12-25", "2029-12-31");
    expect(rows.length).toBe(rules.length * 738);
    const wrong = rows.filter(
      ({ rule, after, d }) => d !== nextByCounting(rule.slice(6).split(",").map(Number), after),
    );
    expect(wrong).toEqual([]);
  });

  it("counted from the day it is done, the next of its days after that day", async () => {
    expect(await nextFromDone(db, "mdays:1,15", "2030-03-05")).toBe("2030-03-15");
    expect(await nextFromDone(db, "mdays:1,15", "2030-03-15")).toBe("2030-04-01");
    expect(await nextFromDone(db, "mdays:31", "2031-02-01")).toBe("2031-02-28");
  });
});

describe("the next day of an 'mdays:' rule of one month each year", () => {
  it("is the first of its days in that month after the objective's day and today: this year's, else the next", async () => {
    expect(await next("mdays:1,15:3", "2030-03-01", "2030-01-01")).toBe("2030-03-15");
    expect(await next("mdays:1,15:3", "2030-03-15", "2030-01-01")).toBe("2031-03-01");
    expect(await next("mdays:1,15:3", "2030-01-10", "2030-01-01")).toBe("2030-03-01");
    expect(await next("mdays:24,31:12", "2030-12-31", "2030-01-01")).toBe("2031-12-24");
    // Done late: after today, not after its day.
    expect(await next("mdays:1,15:3", "2030-03-01", "2030-04-02")).toBe("2031-03-01");
    // A day the month lacks is its last: February 2031 has 28 days, 2032 29.
    expect(await next("mdays:29:2", "2030-12-01", "2030-12-01")).toBe("2031-02-28");
    expect(await next("mdays:29:2", "2031-02-28", "2031-01-01")).toBe("2032-02-29");
    expect(await next("mdays:30,31:4", "2031-04-01", "2031-01-01")).toBe("2031-04-30");
    expect(await next("mdays:30,31:4", "2031-04-30", "2031-01-01")).toBe("2032-04-30");
  });

  it("agrees with counting the days, for every rule, from every day of two years", async () => {
    const rules = [
      "mdays:1,15:3",
      "mdays:5:1",
      "mdays:10,20,30:6",
      "mdays:24,31:12",
      "mdays:1,29:2",
      "mdays:28,29,30,31:2",
    ];
    const rows = await nextAfterEachDay(db, rules, "2027-12-25", "2029-12-31");
    expect(rows.length).toBe(rules.length * 738);
    const wrong = rows.filter(({ rule, after, d }) => {
      const [, days, month] = rule.split(":") as [string, string, string];
      return d !== nextByCounting(days.split(",").map(Number), after, Number(month));
    });
    expect(wrong).toEqual([]);
  });

  it("counted from the day it is done, the next of its days after that day", async () => {
    expect(await nextFromDone(db, "mdays:1,15:3", "2030-03-05")).toBe("2030-03-15");
    expect(await nextFromDone(db, "mdays:1,15:3", "2030-03-15")).toBe("2031-03-01");
    expect(await nextFromDone(db, "mdays:1,15:3", "2030-07-20")).toBe("2031-03-01");
  });
});

describe("objectives repeating on days of the month", () => {
  it("keep their rule, spelled ascending and once each; all 31 days are every day", async () => {
    const o = await add("Pay day", TODAY, "mdays:15,1,15");
    expect(o).toMatchObject({ repeat: "mdays:1,15", repeat_every: 1 });
    expect(await call(db, member, "update_objective", { p_objective: o.id, p_repeat: "mdays:10,20,30" })).toMatchObject(
      {
        repeat: "mdays:10,20,30",
      },
    );
    const page = await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: TODAY });
    expect(page.objectives.find((x: any) => x.id === o.id)).toMatchObject({ repeat: "mdays:10,20,30" });
    const all = Array.from({ length: 31 }, (_, i) => i + 1).join(",");
    expect(await add("Every day", TODAY, `mdays:${all}`)).toMatchObject({ repeat: "daily" });
    // Of one month each year: its days so spelled, the month kept; all 31 of March are not every day.
    expect(await add("Tax", TODAY, "mdays:15,1:3")).toMatchObject({ repeat: "mdays:1,15:3", repeat_every: 1 });
    expect(await add("March", TODAY, `mdays:${all}:3`)).toMatchObject({ repeat: `mdays:${all}:3` });
  });

  it("refuse another spelling, an interval above 99, and anyone who is not a member", async () => {
    for (const bad of [
      "mdays:",
      "mdays:0",
      "mdays:32",
      "mdays:01",
      "mdays:1,",
      "mdays:1,,15",
      "mdays:1 15",
      "Mdays:1",
      "mdays:1:0",
      "mdays:1:13",
      "mdays:1:03",
      "mdays:1,:3",
      "mdays::3",
      "mdays:1:3:4",
    ]) {
      await expect(add("Bad", TODAY, bad)).rejects.toMatchObject(refused("PT422", "repeat_invalid"));
    }
    await expect(add("Bad", TODAY, "mdays:1,15:3", { p_repeat_every: 100 })).rejects.toMatchObject(
      refused("PT422", "repeat_invalid"),
    );
    await expect(
      call(db, outsider, "add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: "X", p_repeat: "mdays:1" }),
    ).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    // The table itself holds only the one spelling.
    const o = await add("Kept", TODAY, "mdays:1,15");
    const all = Array.from({ length: 31 }, (_, i) => i + 1).join(",");
    for (const bad of [
      "mdays:15,1",
      "mdays:1,1",
      "mdays:1,",
      "mdays:32",
      `mdays:${all}`,
      "mdays:15,1:3",
      "mdays:1,:3",
      "mdays:1:13",
      "mdays:1:",
      "mdays:1:3:4",
    ]) {
      await expect(db.query("update public.objectives set repeat = $2 where id = $1", [o.id, bad])).rejects.toThrow(
        /objectives_repeat_check/,
      );
    }
    await db.query("update public.objectives set repeat = 'mdays:1,11,21,31' where id = $1", [o.id]);
    await db.query("update public.objectives set repeat = 'mdays:1,31:12' where id = $1", [o.id]);
    await db.query("update public.objectives set repeat = $2 where id = $1", [o.id, `mdays:${all}:1`]);
  });

  it("done, come back on the next of their days after today; counted from done, after the day it is done", async () => {
    const date = Number(TODAY.slice(8));
    const o = await add("Invoice", TODAY, `mdays:${date}`);
    const done = await call(db, member, "set_objective_done", { p_objective: o.id, p_done: true });
    expect(done.next).toMatchObject({ day: nextByCounting([date], TODAY) });
    const late = await add("Report", plus(TODAY, -40), "mdays:1,15", { p_repeat_from_done: true });
    const lateDone = await call(db, member, "set_objective_done", { p_objective: late.id, p_done: true });
    expect(lateDone.next).toMatchObject({ day: nextByCounting([1, 15], TODAY) });
    expect(await call(db, member, "get_objective_page", { p_objective: lateDone.next.id })).toMatchObject({
      objective: { repeat: "mdays:1,15", repeat_from_done: true },
    });
  });

  it("show on the calendar on each of their days, a short month's last for a day it lacks", async () => {
    const own = (await call(db, admin, "create_dashboard", { p_name: "Pay days" })).id;
    const pay = await call(db, admin, "add_objective", {
      p_dashboard: own,
      p_day: "2031-02-15",
      p_title: "Pay day",
      p_repeat: "mdays:15,31",
    });
    // The grid runs from Monday 24 February to Sunday 6 April.
    expect(await calendarDays(db, admin, own, "2031-03-01", pay.id)).toEqual([
      "2031-02-28",
      "2031-03-15",
      "2031-03-31",
    ]);
    // Of March each year: March's days only, not February's end on the same grid.
    const tax = await call(db, admin, "add_objective", {
      p_dashboard: own,
      p_day: "2031-03-01",
      p_title: "Tax",
      p_repeat: "mdays:1,15,31:3",
    });
    expect(await calendarDays(db, admin, own, "2031-03-01", tax.id)).toEqual([
      "2031-03-01",
      "2031-03-15",
      "2031-03-31",
    ]);
    expect(await calendarDays(db, admin, own, "2032-03-01", tax.id)).toEqual([
      "2032-03-01",
      "2032-03-15",
      "2032-03-31",
    ]);
    expect(await calendarDays(db, admin, own, "2031-09-01", tax.id)).toEqual([]);
  });
});
