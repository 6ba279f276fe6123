import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, dashboardWithMember, nextFromDone, nextOccurrence, refused, type User } from "./helpers.ts";

// Repeating on a day of the week each month ('nth:1:1' every first Monday, 'nth:-1:5' every
// last Friday; decision 028 amended): the next day, done and done from done, the calendar.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;
const TODAY = new Date().toISOString().slice(0, 10);
const DAY_MS = 86_400_000;
const plus = (day: string, n: number) => new Date(Date.parse(day) + n * DAY_MS).toISOString().slice(0, 10);
const isoDow = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
const counted = new Map<string, string[]>();
/** The days of a month that are `dow`, in order: the test's own count, day by day (kept: asked thousands of times). */
const monthsDays = (month: string, dow: number) => {
  let out = counted.get(`${month}:${dow}`);
  if (out) return out;
  out = [];
  for (let d = `${month}-01`; d.startsWith(month); d = plus(d, 1)) if (isoDow(d) === dow) out.push(d);
  counted.set(`${month}:${dow}`, out);
  return out;
};
/** The first day after `after` that is the n-th (-1: last) `dow` of its month. */
const nextNth = (n: number, dow: number, after: string) => {
  for (let m = after.slice(0, 7); ; m = plus(`${m}-28`, 5).slice(0, 7)) {
    const days = monthsDays(m, dow);
    const d = n > 0 ? days[n - 1] : days.at(-1);
    if (d && d > after) return d;
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

describe("the next day of an 'nth:' rule", () => {
  it("is the first such day after the objective's day and today: this month's, else the next month's", async () => {
    // March 2030: Fridays 1, 8, 15, 22, 29; Mondays 4, 11, 18, 25.
    expect(await next("nth:1:1", "2030-03-04", "2030-01-01")).toBe("2030-04-01");
    expect(await next("nth:1:1", "2030-03-01", "2030-01-01")).toBe("2030-03-04");
    expect(await next("nth:-1:5", "2030-03-01", "2030-01-01")).toBe("2030-03-29");
    expect(await next("nth:-1:5", "2030-03-29", "2030-01-01")).toBe("2030-04-26");
    expect(await next("nth:4:5", "2030-03-29", "2030-01-01")).toBe("2030-04-26");
    // Done late: after today, not after its day.
    expect(await next("nth:2:2", "2030-01-08", "2030-03-20")).toBe("2030-04-09");
    // Over the year's end, and a February of four weeks (2027: 1 February is a Monday).
    expect(await next("nth:3:3", "2030-12-18", "2030-01-01")).toBe("2031-01-15");
    expect(await next("nth:-1:7", "2027-01-31", "2027-01-01")).toBe("2027-02-28");
  });

  it("agrees with counting the days, for every rule, from every day of two years", async () => {
    const { rows } = await db.query<{ rule: string; after: string; d: string }>(
      `select rule, after::text, private.next_occurrence(rule, 1, after, after)::text as d
       from unnest(array['nth:1:1', 'nth:2:3', 'nth:3:5', 'nth:4:6', 'nth:-1:7', 'nth:-1:1']) as rule,
            generate_series('2028-01-01'::date, '2029-12-31'::date, interval '1 day') as g(after_ts),
            lateral (select after_ts::date as after) as a`,
    );
    expect(rows.length).toBe(6 * 731);
    const wrong = rows.filter(({ rule, after, d }) => {
      const [, n, dow] = rule.split(":").map(Number);
      return d !== nextNth(n!, dow!, after);
    });
    expect(wrong).toEqual([]);
  });

  it("counted from the day it is done, the next such day after that day", async () => {
    expect(await fromDone("nth:1:1", "2030-03-05")).toBe("2030-04-01");
    expect(await fromDone("nth:-1:5", "2030-03-28")).toBe("2030-03-29");
  });
});

describe("objectives repeating on a day of the week each month", () => {
  it("keep their rule, on pages too", async () => {
    const o = await add("Review", TODAY, "nth:1:1");
    expect(o).toMatchObject({ repeat: "nth:1:1", repeat_every: 1 });
    expect(await call(db, member, "update_objective", { p_objective: o.id, p_repeat: "nth:-1:5" })).toMatchObject({
      repeat: "nth:-1:5",
    });
    const page = await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: TODAY });
    expect(page.objectives.find((x: any) => x.id === o.id)).toMatchObject({ repeat: "nth:-1:5" });
  });

  it("refuse another spelling, an interval above 99, and anyone who is not a member", async () => {
    for (const bad of ["nth:", "nth:6:1", "nth:0:1", "nth:-2:1", "nth:1:9", "nth:1", "Nth:1:1", "nth:1:1 "]) {
      await expect(add("Bad", TODAY, bad)).rejects.toMatchObject(refused("PT422", "repeat_invalid"));
    }
    await expect(add("Bad", TODAY, "nth:1:1", { p_repeat_every: 100 })).rejects.toMatchObject(
      refused("PT422", "repeat_invalid"),
    );
    await expect(
      call(db, outsider, "add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: "X", p_repeat: "nth:1:1" }),
    ).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    // The table itself holds only the one spelling.
    await expect(
      db.query("update public.objectives set repeat = 'nth:6:1' where dashboard_id = $1 and title = 'Review'", [
        dashboard,
      ]),
    ).rejects.toThrow(/objectives_repeat_check/);
  });

  it("done, come back on the next such day after today; counted from done, after the day it is done", async () => {
    const dow = isoDow(TODAY);
    const o = await add("Rent", TODAY, `nth:-1:${dow}`);
    const done = await call(db, member, "set_objective_done", { p_objective: o.id, p_done: true });
    expect(done.next).toMatchObject({ day: nextNth(-1, dow, TODAY) });
    const late = await add("Report", plus(TODAY, -40), "nth:2:4", { p_repeat_from_done: true });
    const lateDone = await call(db, member, "set_objective_done", { p_objective: late.id, p_done: true });
    expect(lateDone.next).toMatchObject({ day: nextNth(2, 4, TODAY) });
    expect(await call(db, member, "get_objective_page", { p_objective: lateDone.next.id })).toMatchObject({
      objective: { repeat: "nth:2:4", repeat_from_done: true },
    });
    // Undone while unchanged: its next one goes again.
    await call(db, member, "set_objective_done", { p_objective: o.id, p_done: false });
    const page = await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: done.next.day });
    expect(page.objectives.some((x: any) => x.id === done.next.id)).toBe(false);
  });

  it("show on the calendar on their day of each month", async () => {
    const own = (await call(db, admin, "create_dashboard", { p_name: "Calendar" })).id;
    // The last Friday of February 2031 is the 28th; of March, the 28th too.
    const rent = await call(db, admin, "add_objective", {
      p_dashboard: own,
      p_day: "2031-02-28",
      p_title: "Rent",
      p_repeat: "nth:-1:5",
    });
    const review = await call(db, admin, "add_objective", {
      p_dashboard: own,
      p_day: "2031-02-03",
      p_title: "Review",
      p_repeat: "nth:1:1",
    });
    const month = await call(db, admin, "get_calendar_page", { p_dashboard: own, p_month: "2031-03-01" });
    const on = (id: string) => month.objectives.filter((o: any) => o.id === id).map((o: any) => o.day);
    // The grid runs from Monday 24 February to Sunday 6 April.
    expect(on(rent.id)).toEqual(["2031-02-28", "2031-03-28"]);
    expect(on(review.id)).toEqual(["2031-03-03"]);
  });
});

// 'nth:…' with a month: that day of the week of one month each year ('nth:-1:1:5' the last
// Monday of May, 'nth:4:4:11' the fourth Thursday of November).
describe("an 'nth:' rule with a month", () => {
  /** The first day after `after` that is the n-th (-1: last) `dow` of `month` in its year. */
  const nextOfYear = (n: number, dow: number, month: number, after: string) => {
    for (let year = Number(after.slice(0, 4)); ; year++) {
      const days = monthsDays(`${year}-${String(month).padStart(2, "0")}`, dow);
      const day = n > 0 ? days[n - 1]! : days.at(-1)!;
      if (day > after) return day;
    }
  };

  it("comes back on that day of its month each year", async () => {
    // May 2030: Mondays 6, 13, 20, 27; May 2031: 5, 12, 19, 26. November 2030: Thursdays 7 to 28.
    expect(await next("nth:-1:1:5", "2030-05-27", "2030-01-01")).toBe("2031-05-26");
    expect(await next("nth:-1:1:5", "2030-01-10", "2030-01-01")).toBe("2030-05-27");
    expect(await next("nth:4:4:11", "2030-01-01", "2030-01-01")).toBe("2030-11-28");
    expect(await next("nth:4:4:11", "2030-11-28", "2030-11-28")).toBe("2031-11-27");
    // Done late, a year on: the next after today.
    expect(await next("nth:1:1:1", "2029-01-01", "2031-02-01")).toBe("2032-01-05");
    expect(await fromDone("nth:-1:1:5", "2030-05-28")).toBe("2031-05-26");
    expect(await fromDone("nth:-1:1:5", "2030-05-26")).toBe("2030-05-27");
  });

  it("agrees with counting the days, for every rule, from every day of two years", async () => {
    const { rows } = await db.query<{ rule: string; after: string; d: string }>(
      `select rule, after::text, private.next_occurrence(rule, 1, after, after)::text as d
       from unnest(array['nth:4:4:11', 'nth:-1:1:5', 'nth:1:1:1', 'nth:2:7:2', 'nth:-1:5:12', 'nth:3:3:9']) as rule,
            generate_series('2027-12-25'::date, '2029-12-31'::date, interval '1 day') as g(after_ts),
            lateral (select after_ts::date as after) as a`,
    );
    expect(rows.length).toBe(6 * 738);
    const wrong = rows.filter(({ rule, after, d }) => {
      const [, n, dow, month] = rule.split(":").map(Number);
      return d !== nextOfYear(n!, dow!, month!, after);
    });
    expect(wrong).toEqual([]);
  });

  it("is kept, refused when misspelt, and shows on the calendar in its month only", async () => {
    const o = await add("Thanksgiving", TODAY, "nth:4:4:11");
    expect(o).toMatchObject({ repeat: "nth:4:4:11", repeat_every: 1 });
    for (const bad of ["nth:4:4:13", "nth:4:4:0", "nth:4:4:05", "nth:4:4:", "nth:4:4:11:1", "nth:4:4:1 "]) {
      await expect(add("Bad", TODAY, bad)).rejects.toMatchObject(refused("PT422", "repeat_invalid"));
    }
    await expect(add("Bad", TODAY, "nth:4:4:11", { p_repeat_every: 100 })).rejects.toMatchObject(
      refused("PT422", "repeat_invalid"),
    );
    await expect(db.query("update public.objectives set repeat = 'nth:4:4:13' where id = $1", [o.id])).rejects.toThrow(
      /objectives_repeat_check/,
    );

    const own = (await call(db, admin, "create_dashboard", { p_name: "Holidays" })).id;
    const memorial = await call(db, admin, "add_objective", {
      p_dashboard: own,
      p_day: "2031-05-26",
      p_title: "Memorial Day",
      p_repeat: "nth:-1:1:5",
    });
    const on = async (month: string) =>
      (await call(db, admin, "get_calendar_page", { p_dashboard: own, p_month: month })).objectives
        .filter((x: any) => x.id === memorial.id)
        .map((x: any) => x.day);
    expect(await on("2031-05-01")).toEqual(["2031-05-26"]);
    expect(await on("2031-07-01")).toEqual([]);
    // A year on: the last Monday of May 2032 is the 31st.
    expect(await on("2032-05-01")).toEqual(["2032-05-31"]);
    // Done: the next one is a year on.
    const done = await call(db, admin, "set_objective_done", { p_objective: memorial.id, p_done: true });
    expect(done.next).toMatchObject({ day: "2032-05-31" });
    expect(await call(db, admin, "get_objective_page", { p_objective: done.next.id })).toMatchObject({
      objective: { repeat: "nth:-1:1:5" },
    });
  });
});

// Day 0, any day: 'nth:-1:0' the last day of each month, 'nth:-1:0:2' the last of February.
describe("an 'nth:' rule on the last day", () => {
  /** The last day of the month `months` after `day`'s. */
  const monthEnd = (day: string, months = 0) => {
    const [y, m] = day.split("-").map(Number) as [number, number];
    return new Date(Date.UTC(y, m + months, 0)).toISOString().slice(0, 10);
  };

  it("comes back on the month's last day, however long the month", async () => {
    expect(await next("nth:-1:0", "2031-01-31", "2031-01-01")).toBe("2031-02-28");
    expect(await next("nth:-1:0", "2031-02-28", "2031-01-01")).toBe("2031-03-31");
    expect(await next("nth:-1:0", "2032-01-15", "2032-01-01")).toBe("2032-01-31");
    expect(await next("nth:-1:0", "2032-01-31", "2032-01-01")).toBe("2032-02-29");
    expect(await next("nth:1:0", "2031-01-31", "2031-01-01")).toBe("2031-02-01");
    // Of February only, each year; and counted from the day it is done.
    expect(await next("nth:-1:0:2", "2031-02-28", "2031-01-01")).toBe("2032-02-29");
    expect(await fromDone("nth:-1:0", "2031-04-10")).toBe("2031-04-30");
    expect(await fromDone("nth:-1:0", "2031-04-30")).toBe("2031-05-31");
  });

  it("agrees with counting the days, from every day of two years", async () => {
    const { rows } = await db.query<{ after: string; d: string }>(
      `select after::text, private.next_occurrence('nth:-1:0', 1, after, after)::text as d
       from generate_series('2027-12-25'::date, '2029-12-31'::date, interval '1 day') as g(after_ts),
            lateral (select after_ts::date as after) as a`,
    );
    expect(rows.length).toBe(738);
    const wrong = rows.filter(({ after, d }) => d !== (monthEnd(after) > after ? monthEnd(after) : monthEnd(after, 1)));
    expect(wrong).toEqual([]);
  });

  it("is kept, refused for a day beyond 8, and shows on the calendar on each month's end", async () => {
    const o = await add("Invoices", TODAY, "nth:-1:0");
    expect(o).toMatchObject({ repeat: "nth:-1:0", repeat_every: 1 });
    for (const bad of ["nth:-1:9", "nth:-1:00", "nth:0:0", "nth:-1:0:13"]) {
      await expect(add("Bad", TODAY, bad)).rejects.toMatchObject(refused("PT422", "repeat_invalid"));
    }
    // On the shared dashboard (the admin's free dashboards are taken), found by its id.
    const rent = await add("Rent", "2031-01-31", "nth:-1:0");
    const month = await call(db, member, "get_calendar_page", { p_dashboard: dashboard, p_month: "2031-03-01" });
    // The grid runs from Monday 24 February to Sunday 6 April.
    expect(month.objectives.filter((x: any) => x.id === rent.id).map((x: any) => x.day)).toEqual([
      "2031-02-28",
      "2031-03-31",
    ]);
  });
});
