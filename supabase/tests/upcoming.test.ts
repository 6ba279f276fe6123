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

describe("Reschedule on /upcoming", () => {
  const objective = (id: string) =>
    db
      .query<{ day: string; position: number }>("select day::text, position from public.objectives where id = $1", [id])
      .then((r) => r.rows[0]!);

  it("moves the caller's overdue on every dashboard in use to a day, in their order, as one move that one Undo takes back", async () => {
    // One of their own (the free plan's few dashboards: ann has hers).
    const cat = (await createUsers(db, ["cat"])).cat!;
    const a = (await call(db, cat, "create_dashboard", { p_name: "A" })).id;
    const b = (await call(db, cat, "create_dashboard", { p_name: "B" })).id;
    const shelf = (await call(db, cat, "create_dashboard", { p_name: "Shelf" })).id;
    const theirs = (await call(db, eve, "create_dashboard", { p_name: "Eve's" })).id;
    const older = await add(cat, a, "Older", { p_day: day(-3) });
    const newer = await add(cat, a, "Newer", { p_day: day(-1) });
    const other = await add(cat, b, "Other", { p_day: day(-2) });
    const there = await add(cat, a, "Already there", { p_day: day(2) });
    const doneLate = await add(cat, b, "Done late", { p_day: day(-2) });
    await call(db, cat, "set_objective_done", { p_objective: doneLate.id, p_done: true, p_time_zone: "UTC" });
    const archived = await add(cat, shelf, "On the shelf", { p_day: day(-2) });
    await call(db, cat, "set_dashboard_archived", { p_dashboard: shelf, p_archived: true });
    const eves = await add(eve, theirs, "Eve's own", { p_day: day(-2) });

    const answer = await call(db, cat, "move_overdue_everywhere", { p_time_zone: "UTC", p_day: day(2) });
    expect(answer).toMatchObject({ moved: 3, day: day(2), dashboards: [a, b].sort() });
    // At the end of that day, in their order; what was there stays first.
    expect(await objective(there.id)).toEqual({ day: day(2), position: 1 });
    expect(await objective(older.id)).toEqual({ day: day(2), position: 2 });
    expect(await objective(newer.id)).toEqual({ day: day(2), position: 3 });
    expect(await objective(other.id)).toEqual({ day: day(2), position: 1 });
    // Not the done one, not the archived dashboard's, not anyone else's; the day it stays on
    // is numbered again without the one that left.
    expect(await objective(doneLate.id)).toEqual({ day: day(-2), position: 1 });
    expect((await objective(archived.id)).day).toBe(day(-2));
    expect((await objective(eves.id)).day).toBe(day(-2));
    expect((await upcoming(cat)).overdue_count).toBe(0);

    // Someone else may not undo it; the caller's Undo puts each back, and names both dashboards.
    await expect(call(db, eve, "undo_move", { p_move: answer.move })).rejects.toMatchObject(
      refused("PT404", "dashboard_not_found"),
    );
    const back = await call(db, cat, "undo_move", { p_move: answer.move });
    expect(back).toMatchObject({ back: 3, day: day(2), dashboards: [a, b].sort() });
    expect(await objective(older.id)).toEqual({ day: day(-3), position: 1 });
    expect(await objective(newer.id)).toEqual({ day: day(-1), position: 1 });
    expect(await objective(other.id)).toEqual({ day: day(-2), position: 1 });
    expect(await objective(doneLate.id)).toEqual({ day: day(-2), position: 2 });
    expect(await objective(there.id)).toEqual({ day: day(2), position: 1 });
    // Undone once: again changes nothing.
    expect(await call(db, cat, "undo_move", { p_move: answer.move })).toMatchObject({ back: 3 });
    expect((await upcoming(cat)).overdue.map((o: any) => o.title)).toEqual(["Older", "Other", "Newer"]);
    for (const id of [a, b]) await call(db, cat, "delete_dashboard", { p_dashboard: id });
    await call(db, eve, "delete_dashboard", { p_dashboard: theirs });
  });

  it("moves only one's own under 'Assigned to me', to today by default, never to a past day, and nothing when nothing is late", async () => {
    const team = (await call(db, eve, "create_dashboard", { p_name: "Team" })).id;
    await db.query("insert into public.dashboard_members (dashboard_id, user_id) values ($1, $2)", [team, ben.id]);
    const bens = await add(eve, team, "Ben's", { p_day: day(-1), p_assignee: ben.id });
    const eves = await add(eve, team, "Eve's", { p_day: day(-1), p_assignee: eve.id });
    await expect(
      call(db, ben, "move_overdue_everywhere", { p_time_zone: "UTC", p_day: day(-1) }),
    ).rejects.toMatchObject(refused("PT422", "day_past"));
    expect(await call(db, ben, "move_overdue_everywhere", { p_time_zone: "UTC", p_mine: true })).toMatchObject({
      moved: 1,
      day: day(0),
      dashboards: [team],
    });
    expect((await objective(bens.id)).day).toBe(day(0));
    expect((await objective(eves.id)).day).toBe(day(-1));
    // Nothing of the caller's is late: nothing moves, no move to undo.
    expect(await call(db, ann, "move_overdue_everywhere", { p_time_zone: "UTC" })).toEqual({
      moved: 0,
      day: day(0),
      move: null,
      dashboards: [],
    });
    await expect(call(db, "anon", "move_overdue_everywhere", {})).rejects.toMatchObject({ code: "42501" });
    await call(db, eve, "delete_dashboard", { p_dashboard: team });
  });
});
