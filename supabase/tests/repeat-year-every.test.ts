import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { addDays, nextNthWeekday, nextOfMonthDays } from "../../app/lib/dates.ts";
import {
  calendarDays,
  call,
  dashboardWithMember,
  disagreeing,
  nextForEach,
  nextFromDone,
  nextOccurrence,
  type User,
} from "./helpers.ts";

// Rules of one month each year every few years ('nth:-1:5:11' with repeat_every 2: the last
// Friday of November every other year; 'mdays:1:3' with 5: the 1st of March every fifth
// year): years counted from the series' day's year, or from the year it is done in.
let db: Db;
let admin: User;
let member: User;
let dashboard: string;

/** Whether `day` is one a rule of one month names, by the app's own reading of it (lib/dates.ts). */
const isRuleDay = (rule: string, day: string) => {
  const [kind, list = "", second, third] = rule.split(":");
  const numbers = list.split(",").map(Number);
  return kind === "nth"
    ? numbers.some((n) => nextNthWeekday(day, n, Number(second), Number(third)) === day)
    : nextOfMonthDays(day, numbers, Number(second)) === day;
};
/** The first day after `after` a rule names, in a year a multiple of `every` years from `anchor`'s: its month's days counted one by one. */
const nextByCounting = (rule: string, every: number, anchor: string, after: string) => {
  const month = rule.split(":").at(-1)!.padStart(2, "0");
  for (let year = Number(after.slice(0, 4)); ; year++) {
    if ((year - Number(anchor.slice(0, 4))) % every !== 0) continue;
    for (let d = `${year}-${month}-01`; d.slice(5, 7) === month; d = addDays(d, 1))
      if (d > after && isRuleDay(rule, d)) return d;
  }
};

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, dashboard } = await dashboardWithMember(db, "Home"));
});
afterAll(() => db.close());

const add = (title: string, on: string, repeat: string, every: number) =>
  call(db, member, "add_objective", {
    p_dashboard: dashboard,
    p_day: on,
    p_title: title,
    p_repeat: repeat,
    p_repeat_every: every,
  });

describe("the next day of a rule of one month every few years", () => {
  it("is the first of its days after its day and today, in one of the series' years", async () => {
    // The last Friday of November every other year, from 29 November 2030: 26 November 2032.
    expect(await nextOccurrence(db, "nth:-1:5:11", "2030-11-29", "2030-11-01", 2)).toBe("2032-11-26");
    // Done late, in 2031 (an off year): 2032's.
    expect(await nextOccurrence(db, "nth:-1:5:11", "2030-11-29", "2031-12-10", 2)).toBe("2032-11-26");
    // The 1st and 15th of March every third year, from 1 March 2030: the 15th, then 1 March 2033.
    expect(await nextOccurrence(db, "mdays:1,15:3", "2030-03-01", "2030-01-01", 3)).toBe("2030-03-15");
    expect(await nextOccurrence(db, "mdays:1,15:3", "2030-03-01", "2030-03-15", 3)).toBe("2033-03-01");
    // Every year, as before.
    expect(await nextOccurrence(db, "nth:-1:5:11", "2030-11-29", "2030-11-29", 1)).toBe("2031-11-28");
  });

  it("holds against counting day by day, for several rules, intervals, series' days and days after", async () => {
    const rules = ["nth:1:1:6", "nth:-1:5:11", "nth:-1:0:2", "nth:1,-1:8:12", "mdays:1,15:3", "mdays:29:2"];
    const anchors = ["2030-06-03", "2031-02-28"];
    const rows = await nextForEach(db, {
      rules,
      everies: [2, 3, 5],
      anchors,
      from: "2030-01-01",
      to: "2036-12-31",
      step: 23,
    });
    expect(rows).toHaveLength(rules.length * 3 * anchors.length * 112);
    expect(disagreeing(rows, nextByCounting)).toEqual([]);
  });

  it("counted from done, counts its years from the year it is done in", async () => {
    // Done on 29 November 2030: November 2032's last Friday.
    expect(await nextFromDone(db, "nth:-1:5:11", "2030-11-29", 2)).toBe("2032-11-26");
    // Done on 1 March 2030: 1 March 2035, five years on.
    expect(await nextFromDone(db, "mdays:1:3", "2030-03-01", 5)).toBe("2035-03-01");
  });
});

describe("objectives on a rule of one month every few years", () => {
  it("keep their interval, on the day page and through done", async () => {
    const o = await add("Congress", "2030-06-03", "nth:1:1:6", 2);
    expect(o).toMatchObject({ repeat: "nth:1:1:6", repeat_every: 2 });
    const page = await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: "2030-06-03" });
    expect(page.objectives.find((x: { id: string }) => x.id === o.id)).toMatchObject({ repeat: "nth:1:1:6", every: 2 });
    const { next } = await call(db, member, "set_objective_done", { p_objective: o.id, p_done: true });
    // The first Monday of June 2032.
    expect(next.day).toBe("2032-06-07");
    expect(await add("Inspection", "2030-03-01", "mdays:1:3", 2)).toMatchObject({
      repeat: "mdays:1:3",
      repeat_every: 2,
    });
  });

  it("show on the calendar in the series' years only", async () => {
    const own = (await call(db, admin, "create_dashboard", { p_name: "Reunions" })).id;
    const o = await call(db, admin, "add_objective", {
      p_dashboard: own,
      p_day: "2030-07-27",
      p_title: "Reunion",
      p_repeat: "nth:-1:6:7",
      p_repeat_every: 2,
    });
    expect(await calendarDays(db, admin, own, "2030-07-01", o.id)).toEqual(["2030-07-27"]);
    expect(await calendarDays(db, admin, own, "2031-07-01", o.id)).toEqual([]);
    expect(await calendarDays(db, admin, own, "2032-07-01", o.id)).toEqual(["2032-07-31"]);
  });
});
