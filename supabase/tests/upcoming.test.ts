import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, refused, type User } from "./helpers.ts";

// /upcoming: the next days on every dashboard of the caller's, a list a day, each row naming
// its dashboard, with the days repeating ones come back on; their own dashboards only.
let db: Db;
let ann: User;
let ben: User;
let eve: User;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  const users = await createUsers(db, ["ann", "ben", "eve"]);
  [ann, ben, eve] = [users.ann!, users.ben!, users.eve!];
});
afterAll(() => db.close());

const add = (who: User, dashboard: string, title: string, extra: Record<string, unknown> = {}) =>
  call(db, who, "add_objective", { p_dashboard: dashboard, p_title: title, ...extra });
const upcoming = (who: User, extra: Record<string, unknown> = {}) =>
  call(db, who, "get_upcoming_page", { p_time_zone: "UTC", ...extra });
const titles = (page: any) =>
  Object.fromEntries(page.days.map((d: any) => [d.day, d.objectives.map((o: any) => o.title)]));

describe("the upcoming page", () => {
  it("lists the next seven days from tomorrow on every dashboard, by dashboard name, with the rows' dashboards and filters", async () => {
    const work = (await call(db, ann, "create_dashboard", { p_name: "work" })).id;
    const home = (await call(db, ann, "create_dashboard", { p_name: "Home" })).id;
    await add(ann, work, "Today's", { p_day: day(0) });
    await add(ann, work, "Report", { p_day: day(1), p_marker_names: ["office"] });
    await add(ann, home, "Bread", { p_day: day(1) });
    await add(ann, home, "Plants", { p_day: day(3) });
    await add(ann, home, "Too far", { p_day: day(8) });
    const page = await upcoming(ann);
    expect(page).toMatchObject({ today: day(0), from: day(1), to: day(7), assigned: false, people: {} });
    // Only days with anything; "Home" before "work" (by name, whatever the case).
    expect(titles(page)).toEqual({ [day(1)]: ["Bread", "Report"], [day(3)]: ["Plants"] });
    expect(page.days[0]).toMatchObject({ day: day(1), count: 2 });
    expect(page.days[0].objectives.map((o: any) => o.dashboard)).toEqual([home, work]);
    expect(page.dashboards).toEqual({ [home]: "Home", [work]: "work" });
    // Quick add's choice, and what the page follows live: every dashboard of the caller's, by name.
    expect(page.every_dashboard.map((d: any) => [d.id, d.name])).toEqual([
      [home, "Home"],
      [work, "work"],
    ]);
    expect(page.markers.map((m: any) => m.name)).toEqual(["office"]);
    // Another week: from the day asked for.
    expect(titles(await upcoming(ann, { p_from: day(8), p_days: 7 }))).toEqual({ [day(8)]: ["Too far"] });
  });

  it("shows the days a repeating objective comes back on, marked as such, and not the done ones unless shown", async () => {
    const gym = (await call(db, ann, "create_dashboard", { p_name: "Gym" })).id;
    const run = await add(ann, gym, "Run", { p_day: day(0), p_repeat: "daily", p_repeat_every: 2 });
    const stretch = await add(ann, gym, "Stretch", { p_day: day(2) });
    await call(db, ann, "set_objective_done", { p_objective: stretch.id, p_done: true, p_time_zone: "UTC" });
    await call(db, ann, "set_show_done", { p_dashboard: gym, p_show_done: false });
    const page = await upcoming(ann, { p_days: 7 });
    const gymRows = page.days.flatMap((d: any) => d.objectives.filter((o: any) => o.dashboard === gym));
    // Every other day after today, each one the series coming back (the objective is today's).
    expect(gymRows.map((o: any) => [o.title, o.day, o.projected ?? false])).toEqual([
      ["Run", day(2), true],
      ["Run", day(4), true],
      ["Run", day(6), true],
    ]);
    expect(gymRows.every((o: any) => o.id === run.id)).toBe(true);
    // With done ones shown on that dashboard (as they are unless hidden), the done one is listed too.
    await call(db, ann, "set_show_done", { p_dashboard: gym, p_show_done: true });
    const shown = await upcoming(ann);
    expect(shown.days.find((d: any) => d.day === day(2)).objectives.map((o: any) => o.title)).toEqual([
      "Stretch",
      "Run",
    ]);
    await call(db, ann, "delete_dashboard", { p_dashboard: gym });
  });

  it("keeps one's own ('Assigned to me'), caps each day and counts the rest", async () => {
    const team = (await call(db, eve, "create_dashboard", { p_name: "Team" })).id;
    await db.query("insert into public.dashboard_members (dashboard_id, user_id) values ($1, $2)", [team, ben.id]);
    await add(eve, team, "Ben's", { p_day: day(5), p_assignee: ben.id });
    await add(eve, team, "Eve's", { p_day: day(5), p_assignee: eve.id });
    await add(eve, team, "Nobody's", { p_day: day(5) });
    const mine = await upcoming(ben, { p_mine: true });
    expect(titles(mine)).toEqual({ [day(5)]: ["Ben's"] });
    expect(mine.people).toEqual({ [ben.id]: "Ben" });
    expect(mine.assigned).toBe(true);
    const capped = await upcoming(ben, { p_per_day: 2 });
    const fifth = capped.days.find((d: any) => d.day === day(5));
    expect(fifth.objectives).toHaveLength(2);
    expect(fifth.count).toBe(3);
    await call(db, eve, "delete_dashboard", { p_dashboard: team });
  });

  it("starts its first week with the open overdue ones on every dashboard, the oldest first; not a later week", async () => {
    const errands = (await call(db, ben, "create_dashboard", { p_name: "errands" })).id;
    const house = (await call(db, ben, "create_dashboard", { p_name: "House" })).id;
    const old = await add(ben, errands, "Post office", { p_day: day(-4), p_marker_names: ["town"] });
    await add(ben, house, "Gutters", { p_day: day(-2) });
    await add(ben, errands, "Pharmacy", { p_day: day(-2) });
    const done = await add(ben, house, "Lamp", { p_day: day(-3) });
    await call(db, ben, "set_objective_done", { p_objective: done.id, p_done: true, p_time_zone: "UTC" });
    await add(ben, house, "Today's", { p_day: day(0) });
    const page = await upcoming(ben);
    // By day, then by dashboard name as the days are; not the done one, not today's.
    expect(page.overdue.map((o: any) => [o.title, o.day, o.dashboard])).toEqual([
      ["Post office", day(-4), errands],
      ["Pharmacy", day(-2), errands],
      ["Gutters", day(-2), house],
    ]);
    expect(page.overdue_count).toBe(3);
    // Their dashboards and filters are named, though nothing of theirs is due this week.
    expect(page.days).toEqual([]);
    expect(page.dashboards).toEqual({ [errands]: "errands", [house]: "House" });
    expect(page.markers.map((m: any) => m.name)).toEqual(["town"]);
    // Capped, and counted in all.
    const capped = await upcoming(ben, { p_overdue_limit: 1 });
    expect(capped.overdue.map((o: any) => o.id)).toEqual([old.id]);
    expect(capped.overdue_count).toBe(3);
    // "Assigned to me": none of these is.
    expect(await upcoming(ben, { p_mine: true })).toMatchObject({ overdue: [], overdue_count: 0 });
    // The week after does not list them again.
    expect(await upcoming(ben, { p_from: day(8) })).toMatchObject({ overdue: [], overdue_count: 0, dashboards: {} });
    // An archived dashboard's stay out (decision 059).
    await call(db, ben, "set_dashboard_archived", { p_dashboard: errands, p_archived: true });
    expect((await upcoming(ben)).overdue.map((o: any) => o.title)).toEqual(["Gutters"]);
    await expect(upcoming(ben, { p_overdue_limit: 501 })).rejects.toMatchObject(refused("PT422", "range_invalid"));
    await call(db, ben, "delete_dashboard", { p_dashboard: errands });
    await call(db, ben, "delete_dashboard", { p_dashboard: house });
  });

  it("shows nobody else's dashboards, and refuses what it cannot answer", async () => {
    const secret = (await call(db, eve, "create_dashboard", { p_name: "Secret" })).id;
    await add(eve, secret, "Hidden", { p_day: day(1) });
    const page = await upcoming(ann);
    expect(Object.keys(page.dashboards)).not.toContain(secret);
    expect(JSON.stringify(page)).not.toContain("Hidden");
    expect((await upcoming(ben)).days).toEqual([]);
    await expect(upcoming(ann, { p_days: 0 })).rejects.toMatchObject(refused("PT422", "range_invalid"));
    await expect(upcoming(ann, { p_days: 32 })).rejects.toMatchObject(refused("PT422", "range_invalid"));
    await expect(upcoming(ann, { p_per_day: 0 })).rejects.toMatchObject(refused("PT422", "range_invalid"));
    // Not signed in: no such function for the anonymous role.
    await expect(call(db, "anon", "get_upcoming_page", {})).rejects.toMatchObject({ code: "42501" });
  });
});
