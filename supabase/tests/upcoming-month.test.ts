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
    expect(page.colors).toEqual({ [home]: "blue", [work]: "orange" });
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
