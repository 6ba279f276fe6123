import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, dashboardWithMember, nextFromDone, nextOccurrence, refused, type User } from "./helpers.ts";

// Repeating on chosen days of the week ('days:1,4', decision 028 amended): one spelling
// per rule, the next day of the series, done and done-from-done, the calendar's days.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;
const TODAY = new Date().toISOString().slice(0, 10);
const DAY_MS = 86_400_000;
const isoDow = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
/** The first day after `after` on one of `days` (ISO weekdays). */
const nextOn = (days: number[], after: string) => {
  for (let step = 1; ; step++) {
    const d = new Date(Date.parse(after) + step * DAY_MS).toISOString().slice(0, 10);
    if (days.includes(isoDow(d))) return d;
  }
};

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Home"));
});
afterAll(() => db.close());

const next = (rule: string, from: string, after: string) => nextOccurrence(db, rule, from, after);
const fromDone = (rule: string, done: string) => nextFromDone(db, rule, done);

const add = (title: string, on: string, repeat: string, extra: Record<string, unknown> = {}) =>
  call(db, member, "add_objective", { p_dashboard: dashboard, p_day: on, p_title: title, p_repeat: repeat, ...extra });

describe("the next day of a 'days:' rule", () => {
  it("is the first of its days after the objective's day and today", async () => {
    // 2030-01-31 is a Thursday; Monday and Thursday.
    expect(await next("days:1,4", "2030-01-31", "2030-01-01")).toBe("2030-02-04");
    expect(await next("days:1,4", "2030-02-04", "2030-01-01")).toBe("2030-02-07");
    // A Wednesday objective (not one of its days) goes on to Thursday.
    expect(await next("days:1,4", "2030-01-30", "2030-01-01")).toBe("2030-01-31");
    // Done late, on Saturday 9 February: Monday the 11th.
    expect(await next("days:1,4", "2030-01-31", "2030-02-09")).toBe("2030-02-11");
    // One day of the week: a week later.
    expect(await next("days:7", "2030-02-03", "2030-01-01")).toBe("2030-02-10");
    // Saturday and Sunday, from Sunday: the next Saturday.
    expect(await next("days:6,7", "2030-02-03", "2030-01-01")).toBe("2030-02-09");
  });

  it("counted from the day it is done, the first of its days after that day", async () => {
    // Done on Tuesday 5 February 2030: Thursday; done on Thursday: Monday.
    expect(await fromDone("days:1,4", "2030-02-05")).toBe("2030-02-07");
    expect(await fromDone("days:1,4", "2030-02-07")).toBe("2030-02-11");
  });
});

describe("objectives repeating on chosen days", () => {
  it("take one spelling: ascending, once each; Monday to Friday is 'weekdays', all seven 'daily'", async () => {
    expect(await add("Gym", TODAY, "days:5,1,3,1")).toMatchObject({ repeat: "days:1,3,5", repeat_every: 1 });
    expect(await add("Standup", TODAY, "days:5,4,3,2,1")).toMatchObject({ repeat: "weekdays" });
    expect(await add("Walk", TODAY, "days:1,2,3,4,5,6,7")).toMatchObject({ repeat: "daily" });
    const o = await add("Bins", TODAY, "days:2");
    expect(o.repeat).toBe("days:2");
    expect(await call(db, member, "update_objective", { p_objective: o.id, p_repeat: "days:5,2" })).toMatchObject({
      repeat: "days:2,5",
    });
    // The pages carry the rule as it is stored.
    const page = await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: TODAY });
    expect(page.objectives.find((x: any) => x.id === o.id)).toMatchObject({ repeat: "days:2,5" });
    expect(page.objectives.find((x: any) => x.id === o.id).every).toBeUndefined();
  });

  it("refuse another spelling, an interval above 99, and anyone who is not a member", async () => {
    for (const bad of ["days:", "days:8", "days:0,1", "days:1;4", "days:1,,4", "Days:1", "days:1,4 "]) {
      await expect(add("Bad", TODAY, bad)).rejects.toMatchObject(refused("PT422", "repeat_invalid"));
    }
    await expect(add("Bad", TODAY, "days:1,4", { p_repeat_every: 100 })).rejects.toMatchObject(
      refused("PT422", "repeat_invalid"),
    );
    await expect(
      call(db, outsider, "add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: "X", p_repeat: "days:1,4" }),
    ).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    // The table itself holds only the one spelling.
    await expect(
      db.query("update public.objectives set repeat = 'days:4,1' where dashboard_id = $1 and title = 'Gym'", [
        dashboard,
      ]),
    ).rejects.toThrow(/objectives_repeat_check/);
    await expect(
      db.query("update public.objectives set repeat = 'days:1,' where dashboard_id = $1 and title = 'Gym'", [
        dashboard,
      ]),
    ).rejects.toThrow(/objectives_repeat_check/);
    await expect(
      db.query("update public.objectives set repeat = 'days:1,2,3,4,5' where dashboard_id = $1 and title = 'Gym'", [
        dashboard,
      ]),
    ).rejects.toThrow(/objectives_repeat_check/);
  });

  it("done, come back on the next of their days after today; counted from done, after the day it is done", async () => {
    const days = [isoDow(TODAY) === 3 ? 4 : 3, 6];
    const rule = `days:${days.sort().join(",")}`;
    const o = await add("Run", TODAY, rule);
    const done = await call(db, member, "set_objective_done", { p_objective: o.id, p_done: true });
    expect(done.next).toMatchObject({ day: nextOn(days, TODAY) });
    const late = await add("Swim", new Date(Date.parse(TODAY) - 10 * DAY_MS).toISOString().slice(0, 10), rule, {
      p_repeat_from_done: true,
    });
    const lateDone = await call(db, member, "set_objective_done", { p_objective: late.id, p_done: true });
    expect(lateDone.next).toMatchObject({ day: nextOn(days, TODAY) });
    expect(await call(db, member, "get_objective_page", { p_objective: lateDone.next.id })).toMatchObject({
      objective: { repeat: rule, repeat_from_done: true },
    });
  });

  it("show on the calendar on each of their days", async () => {
    const own = (await call(db, admin, "create_dashboard", { p_name: "Calendar" })).id;
    // Monday 3 March 2031; Monday, Wednesday and Friday.
    const gym = await call(db, admin, "add_objective", {
      p_dashboard: own,
      p_day: "2031-03-03",
      p_title: "Gym",
      p_repeat: "days:1,3,5",
    });
    const month = await call(db, admin, "get_calendar_page", { p_dashboard: own, p_month: "2031-03-01" });
    const days = month.objectives.filter((o: any) => o.id === gym.id).map((o: any) => o.day);
    // The grid ends on Sunday 6 April.
    expect(days).toEqual([
      "2031-03-03",
      "2031-03-05",
      "2031-03-07",
      "2031-03-10",
      "2031-03-12",
      "2031-03-14",
      "2031-03-17",
      "2031-03-19",
      "2031-03-21",
      "2031-03-24",
      "2031-03-26",
      "2031-03-28",
      "2031-03-31",
      "2031-04-02",
      "2031-04-04",
    ]);
  });
});
