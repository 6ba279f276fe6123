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
  refused,
  type User,
} from "./helpers.ts";

// Rules of every month every few months ('nth:1:1' with repeat_every 2: the first Monday of
// every other month; 'mdays:1,15' with 3: the 1st and 15th of every third month): months
// counted from the series' day's month, or from the month it is done in.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;

/** Whether `day` is one a rule of the month names, by the app's own reading of it (lib/dates.ts). */
const isRuleDay = (rule: string, day: string) => {
  const [kind, list = "", weekday] = rule.split(":");
  const numbers = list.split(",").map(Number);
  return kind === "nth"
    ? numbers.some((n) => nextNthWeekday(day, n, Number(weekday)) === day)
    : nextOfMonthDays(day, numbers) === day;
};
const months = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));
/** The first day after `after` a rule names, in a month a multiple of `every` months from `anchor`'s: counted day by day. */
const nextByCounting = (rule: string, every: number, anchor: string, after: string) => {
  for (let d = addDays(after, 1); ; d = addDays(d, 1)) {
    const apart = months(anchor, d);
    if (isRuleDay(rule, d) && ((apart % every) + every) % every === 0) return d;
  }
};

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Home"));
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

describe("the next day of a rule of the month every few months", () => {
  it("is the first of its days after its day and today, in one of the series' months", async () => {
    // The first Monday every other month, from Monday 7 January 2030: not 4 February, but
    // 4 March, then 6 May.
    expect(await nextOccurrence(db, "nth:1:1", "2030-01-07", "2030-01-01", 2)).toBe("2030-03-04");
    expect(await nextOccurrence(db, "nth:1:1", "2030-01-07", "2030-03-04", 2)).toBe("2030-05-06");
    // Done late, on 10 April (an off month): 6 May.
    expect(await nextOccurrence(db, "nth:1:1", "2030-01-07", "2030-04-10", 2)).toBe("2030-05-06");
    // The last day every quarter, from 31 January: 30 April, then 31 July.
    expect(await nextOccurrence(db, "nth:-1:0", "2030-01-31", "2030-01-01", 3)).toBe("2030-04-30");
    expect(await nextOccurrence(db, "nth:-1:0", "2030-01-31", "2030-04-30", 3)).toBe("2030-07-31");
    // The last working day every quarter, from Friday 29 March: Friday 28 June (the 30th is a Sunday).
    expect(await nextOccurrence(db, "nth:-1:8", "2030-03-29", "2030-03-01", 3)).toBe("2030-06-28");
    // The 1st and 15th every other month, from 15 January: 1 March, then the 15th, then 1 May.
    expect(await nextOccurrence(db, "mdays:1,15", "2030-01-15", "2030-01-01", 2)).toBe("2030-03-01");
    expect(await nextOccurrence(db, "mdays:1,15", "2030-01-15", "2030-03-01", 2)).toBe("2030-03-15");
    expect(await nextOccurrence(db, "mdays:1,15", "2030-01-15", "2030-03-15", 2)).toBe("2030-05-01");
    // Every month, as before.
    expect(await nextOccurrence(db, "nth:1:1", "2030-01-07", "2030-01-07", 1)).toBe("2030-02-04");
  });

  it("holds against counting day by day, for several rules, intervals, series' days and days after", async () => {
    const rules = ["nth:1:1", "nth:-1:0", "nth:-1:8", "nth:2,4:2", "nth:10:8", "mdays:1,15", "mdays:31", "mdays:30"];
    const anchors = ["2030-11-30", "2031-01-31", "2031-02-03"];
    const rows = await nextForEach(db, {
      rules,
      everies: [2, 3, 5],
      anchors,
      from: "2030-11-20",
      to: "2031-06-30",
      step: 3,
    });
    expect(rows).toHaveLength(rules.length * 3 * anchors.length * 75);
    expect(disagreeing(rows, nextByCounting)).toEqual([]);
  });

  it("counted from done, counts its months from the month it is done in", async () => {
    // Done on Monday 4 February 2030: the first Monday two months on, 1 April.
    expect(await nextFromDone(db, "nth:1:1", "2030-02-04", 2)).toBe("2030-04-01");
    // Done on 20 January: the 1st two months on; on 10 January, the 15th that month.
    expect(await nextFromDone(db, "mdays:1,15", "2030-01-20", 2)).toBe("2030-03-01");
    expect(await nextFromDone(db, "mdays:1,15", "2030-01-10", 2)).toBe("2030-01-15");
    // Every month, as before: the next of its days.
    expect(await nextFromDone(db, "nth:1:1", "2030-02-04", 1)).toBe("2030-03-04");
  });
});

describe("objectives on a rule of the month every few months", () => {
  it("keep their interval, on the day page and through done", async () => {
    const o = await add("Board", "2030-01-07", "nth:1:1", 2);
    expect(o).toMatchObject({ repeat: "nth:1:1", repeat_every: 2 });
    const page = await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: "2030-01-07" });
    expect(page.objectives.find((x: any) => x.id === o.id)).toMatchObject({ repeat: "nth:1:1", every: 2 });
    const { next: march } = await call(db, member, "set_objective_done", { p_objective: o.id, p_done: true });
    expect(march.day).toBe("2030-03-04");
    expect(await call(db, member, "get_objective_page", { p_objective: march.id })).toMatchObject({
      objective: { repeat: "nth:1:1", repeat_every: 2 },
    });
    // Moved into April (an off month), its series keeps its months: May's first Monday.
    await call(db, member, "update_objective", { p_objective: march.id, p_day: "2030-04-03" });
    const { next: may } = await call(db, member, "set_objective_done", { p_objective: march.id, p_done: true });
    expect(may.day).toBe("2030-05-06");
    // Days of the month spelled in any order keep their interval.
    expect(await add("Rent", "2030-01-15", "mdays:15,1", 3)).toMatchObject({ repeat: "mdays:1,15", repeat_every: 3 });
  });

  it("show on the calendar in every other month only", async () => {
    const own = (await call(db, admin, "create_dashboard", { p_name: "Calendar" })).id;
    const o = await call(db, admin, "add_objective", {
      p_dashboard: own,
      p_day: "2030-01-15",
      p_title: "Parking",
      p_repeat: "mdays:1,15",
      p_repeat_every: 2,
    });
    // March's grid reaches into February and April: their 1st and 15th are off months.
    expect(await calendarDays(db, admin, own, "2030-03-01", o.id)).toEqual(["2030-03-01", "2030-03-15"]);
    // April's none of its own; its grid ends in May, an on month.
    expect(await calendarDays(db, admin, own, "2030-04-01", o.id)).toEqual(["2030-05-01"]);
  });

  it("refuse an interval out of range, and anyone who is not a member", async () => {
    for (const [rule, every] of [
      ["nth:1:1", 100],
      ["mdays:1", 0],
      ["nth:1:1:5", 100],
    ] as const) {
      await expect(add("Bad", "2030-01-07", rule, every)).rejects.toMatchObject(refused("PT422", "repeat_invalid"));
    }
    await expect(
      call(db, outsider, "add_objective", {
        p_dashboard: dashboard,
        p_day: "2030-01-07",
        p_title: "X",
        p_repeat: "nth:1:1",
        p_repeat_every: 2,
      }),
    ).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
  });
});
