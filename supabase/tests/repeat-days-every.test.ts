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

// Chosen days of every few weeks ('days:1,4' with repeat_every 2: every 2 weeks on Monday
// and Thursday; 'weekdays' with 2: Monday to Friday every other week): weeks (Monday to
// Sunday) counted from the series' day's week, or from the week it is done in.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;
const DAY_MS = 86_400_000;
const plus = (day: string, n: number) => new Date(Date.parse(day) + n * DAY_MS).toISOString().slice(0, 10);
const isoDow = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
const monday = (day: string) => plus(day, 1 - isoDow(day));
/** The first day after `after` on one of `days`, in a week a multiple of `every` weeks from `anchor`'s: counted day by day. */
const nextByCounting = (days: number[], every: number, anchor: string, after: string) => {
  const start = Date.parse(monday(anchor));
  for (let d = plus(after, 1); ; d = plus(d, 1)) {
    const weeks = Math.floor((Date.parse(d) - start) / (7 * DAY_MS));
    if (days.includes(isoDow(d)) && ((weeks % every) + every) % every === 0) return d;
  }
};

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Home"));
});
afterAll(() => db.close());

const add = (title: string, on: string, repeat: string, every: number, extra: Record<string, unknown> = {}) =>
  call(db, member, "add_objective", {
    p_dashboard: dashboard,
    p_day: on,
    p_title: title,
    p_repeat: repeat,
    p_repeat_every: every,
    ...extra,
  });

describe("the next day of chosen days every few weeks", () => {
  it("is the first of its days after its day and today, in one of the series' weeks", async () => {
    // Thursday 31 January 2030; every 2 weeks on Monday and Thursday: not Monday 4
    // February (the week after), but Monday the 11th, then Thursday the 14th.
    expect(await nextOccurrence(db, "days:1,4", "2030-01-31", "2030-01-01", 2)).toBe("2030-02-11");
    expect(await nextOccurrence(db, "days:1,4", "2030-01-31", "2030-02-11", 2)).toBe("2030-02-14");
    // Its Monday came first in its week: Thursday of the same week.
    expect(await nextOccurrence(db, "days:1,4", "2030-01-28", "2030-01-01", 2)).toBe("2030-01-31");
    // Done late, on Tuesday 19 February (an off week): Monday the 25th.
    expect(await nextOccurrence(db, "days:1,4", "2030-01-31", "2030-02-19", 2)).toBe("2030-02-25");
    // Every other weekend, from Sunday 3 February: Saturday the 16th.
    expect(await nextOccurrence(db, "days:6,7", "2030-02-03", "2030-01-01", 2)).toBe("2030-02-16");
    // Monday to Friday every 3 weeks, from Friday 1 February: Monday the 18th.
    expect(await nextOccurrence(db, "weekdays", "2030-02-01", "2030-01-01", 3)).toBe("2030-02-18");
  });

  it("holds against counting day by day, for several rules, intervals, series' days and days after", async () => {
    const rules: [string, number[]][] = [
      ["days:1,4", [1, 4]],
      ["days:6,7", [6, 7]],
      ["days:3", [3]],
      ["days:2,5,7", [2, 5, 7]],
      ["weekdays", [1, 2, 3, 4, 5]],
      ["days:1,2,3,4,5,6,7", [1, 2, 3, 4, 5, 6, 7]],
    ];
    const anchors = ["2030-12-29", "2031-01-01", "2031-01-06"];
    const rows = await nextForEach(db, {
      rules: rules.map(([rule]) => rule),
      everies: [2, 3, 5],
      anchors,
      from: "2030-12-20",
      to: "2031-04-30",
      step: 1,
    });
    expect(rows).toHaveLength(rules.length * 3 * anchors.length * 132);
    const days = Object.fromEntries(rules);
    expect(
      disagreeing(rows, (rule, every, anchor, after) => nextByCounting(days[rule]!, every, anchor, after)),
    ).toEqual([]);
  });

  it("counted from done, counts its weeks from the week it is done in", async () => {
    // Done on Monday 4 February 2030: Thursday that week; on Thursday: Monday two weeks on.
    expect(await nextFromDone(db, "days:1,4", "2030-02-04", 2)).toBe("2030-02-07");
    expect(await nextFromDone(db, "days:1,4", "2030-02-07", 2)).toBe("2030-02-18");
    expect(await nextFromDone(db, "weekdays", "2030-02-08", 2)).toBe("2030-02-18");
    // Every week, as before: the next of its days.
    expect(await nextFromDone(db, "days:1,4", "2030-02-07", 1)).toBe("2030-02-11");
  });
});

describe("objectives on chosen days every few weeks", () => {
  it("keep their interval, on the day page and through done", async () => {
    // Monday 7 January 2030, every 2 weeks on Monday and Thursday.
    const o = await add("Class", "2030-01-07", "days:4,1", 2);
    expect(o).toMatchObject({ repeat: "days:1,4", repeat_every: 2 });
    const page = await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: "2030-01-07" });
    expect(page.objectives.find((x: any) => x.id === o.id)).toMatchObject({ repeat: "days:1,4", every: 2 });
    const { next: thu } = await call(db, member, "set_objective_done", { p_objective: o.id, p_done: true });
    expect(thu.day).toBe("2030-01-10");
    expect(await call(db, member, "get_objective_page", { p_objective: thu.id })).toMatchObject({
      objective: { repeat: "days:1,4", repeat_every: 2 },
    });
    const { next: mon } = await call(db, member, "set_objective_done", { p_objective: thu.id, p_done: true });
    expect(mon.day).toBe("2030-01-21");
    // Moved to Wednesday, its series keeps its weeks: Thursday that week.
    await call(db, member, "update_objective", { p_objective: mon.id, p_day: "2030-01-23" });
    const { next: after } = await call(db, member, "set_objective_done", { p_objective: mon.id, p_done: true });
    expect(after.day).toBe("2030-01-24");
    // Monday to Friday every other week keeps its name.
    expect(await add("Shift", "2030-01-07", "days:1,2,3,4,5", 2)).toMatchObject({
      repeat: "weekdays",
      repeat_every: 2,
    });
  });

  it("take all seven days every few weeks: the whole week, one week in two; every week they are 'daily'", async () => {
    // Wednesday 9 January 2030, week on, week off: the rest of that week, then from Monday the 21st.
    const o = await add("Custody", "2030-01-09", "days:7,1,2,3,4,5,6", 2);
    expect(o).toMatchObject({ repeat: "days:1,2,3,4,5,6,7", repeat_every: 2 });
    const { next: thu } = await call(db, member, "set_objective_done", { p_objective: o.id, p_done: true });
    expect(thu.day).toBe("2030-01-10");
    await call(db, member, "update_objective", { p_objective: thu.id, p_day: "2030-01-13" });
    const { next: mon } = await call(db, member, "set_objective_done", { p_objective: thu.id, p_done: true });
    expect(mon.day).toBe("2030-01-21");
    // Every week: every day, whichever way it comes (add, update, or the table itself).
    expect(await add("Walk", "2030-01-09", "days:1,2,3,4,5,6,7", 1)).toMatchObject({
      repeat: "daily",
      repeat_every: 1,
    });
    expect(
      await call(db, member, "update_objective", {
        p_objective: o.id,
        p_repeat: "days:1,2,3,4,5,6,7",
        p_repeat_every: 1,
      }),
    ).toMatchObject({ repeat: "daily", repeat_every: 1 });
    await db.query("update public.objectives set repeat = 'days:1,2,3,4,5,6,7', repeat_every = 3 where id = $1", [
      o.id,
    ]);
    await db.query("update public.objectives set repeat_every = 1 where id = $1", [o.id]);
    expect((await db.query("select repeat from public.objectives where id = $1", [o.id])).rows[0]).toEqual({
      repeat: "daily",
    });
  });

  it("show on the calendar in every other week only", async () => {
    const own = (await call(db, admin, "create_dashboard", { p_name: "Calendar" })).id;
    // Saturday 1 March 2031: every other weekend.
    const o = await call(db, admin, "add_objective", {
      p_dashboard: own,
      p_day: "2031-03-01",
      p_title: "Kids",
      p_repeat: "days:6,7",
      p_repeat_every: 2,
    });
    // The grid runs from Monday 24 February to Sunday 6 April.
    expect(await calendarDays(db, admin, own, "2031-03-01", o.id)).toEqual([
      "2031-03-01",
      "2031-03-02",
      "2031-03-15",
      "2031-03-16",
      "2031-03-29",
      "2031-03-30",
    ]);
  });

  it("refuse an interval out of range, and anyone who is not a member", async () => {
    for (const [rule, every] of [
      ["days:1,4", 100],
      ["days:1,4", 0],
    ] as const) {
      await expect(add("Bad", "2030-01-07", rule, every)).rejects.toMatchObject(refused("PT422", "repeat_invalid"));
    }
    await expect(
      call(db, outsider, "add_objective", {
        p_dashboard: dashboard,
        p_day: "2030-01-07",
        p_title: "X",
        p_repeat: "days:1,4",
        p_repeat_every: 2,
      }),
    ).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
  });
});
