import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, refused, subscribe, type User } from "./helpers.ts";

// /upcoming as a month (decision 089): the same function over a month's six weeks, from the
// caller's first day of the week, every dashboard's objectives on their days, no overdue list.
let db: Db;
let ann: User;
let ben: User;
let home: string;
let work: string;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const firstOfMonth = (iso: string) => `${iso.slice(0, 7)}-01`;

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ ann, ben } = (await createUsers(db, ["ann", "ben"])) as Record<"ann" | "ben", User>);
  await subscribe(db, ann);
  home = (await call(db, ann, "create_dashboard", { p_name: "Home" })).id;
  work = (await call(db, ann, "create_dashboard", { p_name: "Work" })).id;
});
afterAll(() => db.close());

const add = (dashboard: string, title: string, extra: Record<string, unknown> = {}) =>
  call(db, ann, "add_objective", { p_dashboard: dashboard, p_title: title, ...extra });
const month = (who: User, first: string, extra: Record<string, unknown> = {}) =>
  call(db, who, "get_upcoming_page", { p_time_zone: "UTC", p_month: first, ...extra });
const titles = (page: any) =>
  Object.fromEntries(page.days.map((d: any) => [d.day, d.objectives.map((o: any) => o.title)]));

describe("get_upcoming_page for a month", () => {
  it("spans the month's six weeks from the week's first day: the page's, or the caller's own", async () => {
    // March 2027 starts on a Monday.
    expect(await month(ann, "2027-03-01", { p_week_start: 1 })).toMatchObject({
      month: "2027-03-01",
      from: "2027-03-01",
      to: "2027-04-11",
    });
    expect(await month(ann, "2027-03-17", { p_week_start: 7 })).toMatchObject({
      month: "2027-03-01",
      from: "2027-02-28",
      to: "2027-04-10",
    });
    // Ben saved Saturday: the page's Monday does not count.
    await call(db, ben, "update_my_profile", { p_week_start: 6 });
    expect(await month(ben, "2027-03-01", { p_week_start: 1 })).toMatchObject({ from: "2027-02-27" });
    // The list's days stay the list's.
    expect(await call(db, ann, "get_upcoming_page", { p_time_zone: "UTC" })).toMatchObject({
      month: null,
      from: day(1),
      to: day(7),
    });
  });

  it("holds every dashboard's objectives on their days, past and open ones too, without an overdue list", async () => {
    const first = firstOfMonth(day(0));
    await add(home, "Late", { p_day: day(-40) });
    await add(home, "Water the plants", { p_day: day(0) });
    await add(work, "Report", { p_day: day(0), p_deadline: day(2) });
    await add(work, "Stand-up every 2 days", { p_day: day(1), p_repeat: "daily", p_repeat_every: 2 });
    const page = await month(ann, first);
    expect(page.overdue).toEqual([]);
    expect(page.overdue_count).toBe(0);
    const days = titles(page);
    expect(days[day(0)]).toEqual(["Water the plants", "Report"]);
    // The days a repeating one comes back on, within the grid.
    expect(days[day(1)]).toEqual(["Stand-up every 2 days"]);
    expect(days[day(3)]).toEqual(["Stand-up every 2 days"]);
    expect(page.days.find((d: any) => d.day === day(3)).objectives[0].projected).toBe(true);
    expect(page.deadlines).toEqual([{ id: expect.any(String), day: day(2), title: "Report", dashboard: work }]);
    expect(page.dashboards).toEqual({ [home]: "Home", [work]: "Work" });
    // Each dashboard's colour is the quick add list's (decision 088).
    expect(Object.fromEntries(page.every_dashboard.map((d: any) => [d.id, d.color]))).toEqual({
      [home]: "blue",
      [work]: "orange",
    });
    // A day before the grid is in none of it; an earlier month's grid has it.
    expect(Object.values(days).flat()).not.toContain("Late");
    expect(titles(await month(ann, firstOfMonth(day(-40))))[day(-40)]).toEqual(["Late"]);
  });

  it("keeps each day to its first few, with the day's count", async () => {
    const busy = day(6);
    for (const title of ["One", "Two", "Three", "Four"]) await add(home, title, { p_day: busy });
    const page = await month(ann, firstOfMonth(busy), { p_per_day: 3 });
    const cell = page.days.find((d: any) => d.day === busy);
    expect(cell.objectives.map((o: any) => o.title)).toEqual(["One", "Two", "Three"]);
    expect(cell.count).toBe(4);
  });

  it("shows each day's first few as if every row were sorted: by dashboard, then each one's own order", async () => {
    // Three dashboards: one by priority, one hiding done ones, each day with more than
    // the few shown on each, and repeating ones coming back among them.
    const [a, b, c] = await Promise.all(
      ["Alpha", "Beta", "Gamma"].map(async (name) => (await call(db, ann, "create_dashboard", { p_name: name })).id),
    );
    await call(db, ann, "set_day_order", { p_dashboard: b, p_order: "priority" });
    await call(db, ann, "set_show_done", { p_dashboard: a, p_show_done: false });
    await call(db, ann, "set_show_done", { p_dashboard: c, p_show_done: true });
    const first = firstOfMonth(day(40));
    const on = (date: number) => `${first.slice(0, 8)}${date}`;
    // Alpha on the 10th to the 13th, Beta on the 12th to the 15th, Gamma on the 14th to the 17th:
    // five to seven a day each, priorities against the order they were added.
    let n = 0;
    for (const [k, dashboard] of [a, b, c].entries())
      for (let date = 10 + 2 * k; date < 14 + 2 * k; date++)
        for (let i = 0; i < 5 + ((date + n) % 3); i++) {
          const added = await add(dashboard, `${n}`, {
            p_day: on(date),
            p_priority: 4 - (n % 4),
            ...(n % 11 === 0 ? { p_repeat: "daily", p_repeat_every: 3 } : {}),
          });
          if (n % 5 === 0) await call(db, ann, "set_objective_done", { p_objective: added.id, p_done: true });
          n++;
        }
    const all = await month(ann, first, { p_per_day: 500 });
    for (const cell of all.days) expect(cell.count).toBe(cell.objectives.length);
    // Cut within the first dashboard of a day, within the second, and past both.
    for (const perDay of [2, 6, 13]) {
      const few = await month(ann, first, { p_per_day: perDay });
      expect(few.days.map((d: any) => d.day)).toEqual(all.days.map((d: any) => d.day));
      for (const [i, cell] of few.days.entries()) {
        expect(cell.count).toBe(all.days[i].count);
        expect(cell.objectives).toEqual(all.days[i].objectives.slice(0, perDay));
      }
    }
    // The full days are in that order: Alpha's without done ones, Beta's by priority, Gamma's
    // (then Home's and Work's, whose repeating one comes back every other day).
    const busiest = all.days.find((d: any) => d.day === on(12));
    const of = (id: string) => busiest.objectives.filter((o: any) => o.dashboard === id);
    expect(busiest.objectives).toEqual([a, b, c, home, work].flatMap(of));
    const priorities = of(b).map((o: any) => o.priority);
    expect(priorities).toEqual([...priorities].sort());
    expect(of(a).some((o: any) => o.done)).toBe(false);
    const gamma = all.days.find((d: any) => d.day === on(14)).objectives.filter((o: any) => o.dashboard === c);
    expect(gamma.some((o: any) => o.done)).toBe(true);
  });

  it("answers the month of the caller's own today when none is asked", async () => {
    // Ann's saved zone is a day ahead of the request's: her month, not the request's.
    await call(db, ann, "update_my_profile", { p_time_zone: "Pacific/Kiritimati" });
    const page = await call(db, ann, "get_upcoming_page", { p_time_zone: "Pacific/Pago_Pago", p_as_month: true });
    const own = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Kiritimati" }).format(new Date());
    expect(page).toMatchObject({ today: own, month: firstOfMonth(own) });
    await call(db, ann, "update_my_profile", { p_time_zone: "UTC" });
  });

  it("refuses a first day of the week that is none, and visitors", async () => {
    await expect(month(ann, "2027-03-01", { p_week_start: 8 })).rejects.toMatchObject(
      refused("PT422", "range_invalid"),
    );
    await expect(call(db, "anon", "get_upcoming_page", { p_month: "2027-03-01" })).rejects.toMatchObject(
      refused("42501"),
    );
    // Nobody else's dashboards: Ben has none of Ann's.
    expect((await month(ben, firstOfMonth(day(0)))).days).toEqual([]);
  });
});
