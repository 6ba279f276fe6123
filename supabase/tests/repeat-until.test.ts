import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, dashboardWithMember, refused, type User } from "./helpers.ts";

// A repeat's end (objectives.repeat_until): "every day until Friday". No next one past it,
// the last keeps its rule, the pages' days to come stop there, and every copy keeps it.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;
const TODAY = new Date().toISOString().slice(0, 10);
const plus = (days: number, from = TODAY) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Home"));
});
afterAll(() => db.close());

const add = (title: string, extra: Record<string, unknown> = {}) =>
  call(db, member, "add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: title, ...extra });
const done = (id: string, value = true) =>
  call(db, member, "set_objective_done", { p_objective: id, p_done: value, p_time_zone: "UTC" });
const update = (id: string, extra: Record<string, unknown>, who: User = member) =>
  call(db, who, "update_objective", { p_objective: id, ...extra });
type Row = { day: string; done: boolean; repeat: string | null; repeat_until: string | null };
const titled = async (title: string) =>
  (
    await db.query<Row>(
      `select day::text, done, repeat, repeat_until::text from public.objectives
       where dashboard_id = $1 and title = $2 order by day, done desc`,
      [dashboard, title],
    )
  ).rows;
/** The days the calendar shows a series coming back on, this month and the next. */
async function projected(id: string) {
  const months = [TODAY, plus(32)];
  const days = new Set<string>();
  for (const month of months) {
    const page = await call(db, member, "get_calendar_page", {
      p_dashboard: dashboard,
      p_month: month,
      p_time_zone: "UTC",
    });
    for (const o of page.objectives as { id: string; day: string; projected?: boolean }[])
      if (o.id === id && o.projected) days.add(o.day);
  }
  return [...days].sort();
}

describe("a repeat's end", () => {
  it("is kept with the rule, in the answer and the rows' JSON; without a rule there is none", async () => {
    const o = await add("Antibiotics", { p_repeat: "daily", p_repeat_until: plus(6) });
    expect(o).toMatchObject({ repeat: "daily", repeat_until: plus(6) });
    const [row] = (
      await db.query<{ page_json: { until?: string } }>("select page_json from public.objectives where id = $1", [o.id])
    ).rows;
    expect(row!.page_json.until).toBe(plus(6));
    expect(await add("Plain", { p_repeat_until: plus(6) })).toMatchObject({ repeat: null, repeat_until: null });
  });

  it("is refused before the objective's day", async () => {
    await expect(add("Backwards", { p_repeat: "weekly", p_repeat_until: plus(-1) })).rejects.toMatchObject(
      refused("PT422", "repeat_until_before_day"),
    );
    // On the day itself: a series of one.
    expect(await add("Once", { p_repeat: "weekly", p_repeat_until: TODAY })).toMatchObject({ repeat_until: TODAY });
  });

  it("adds no next one past it; the last keeps its rule though done, and comes back as it was", async () => {
    const o = await add("Eye drops", { p_repeat: "daily", p_repeat_until: plus(2) });
    const first = await done(o.id);
    expect(first.next).toMatchObject({ day: plus(1) });
    const second = await done(first.next.id);
    expect(second.next).toMatchObject({ day: plus(2) });
    const last = await done(second.next.id);
    expect(last.next).toBeUndefined();
    expect(last).toMatchObject({ done: true, repeat: "daily", repeat_until: plus(2) });
    expect(await titled("Eye drops")).toEqual([
      { day: TODAY, done: true, repeat: null, repeat_until: null },
      { day: plus(1), done: true, repeat: null, repeat_until: null },
      { day: plus(2), done: true, repeat: "daily", repeat_until: plus(2) },
    ]);
    // Not done again: the last one, with its rule; done again: still no next.
    expect(await done(second.next.id, false)).toMatchObject({ done: false, repeat: "daily", repeat_until: plus(2) });
    expect((await done(second.next.id)).next).toBeUndefined();
    // The calendar shows nothing to come for a series that has ended.
    expect(await projected(second.next.id)).toEqual([]);
  });

  it("goes on to the next one, and back with the rule when one is marked not done", async () => {
    const o = await add("Water the seedlings", { p_repeat: "daily", p_repeat_until: plus(5) });
    expect((await done(o.id)).next).toMatchObject({ day: plus(1) });
    expect(await titled("Water the seedlings")).toContainEqual({
      day: plus(1),
      done: false,
      repeat: "daily",
      repeat_until: plus(5),
    });
    expect(await done(o.id, false)).toMatchObject({ done: false, repeat: "daily", repeat_until: plus(5) });
    expect((await titled("Water the seedlings")).map((r) => r.day)).toEqual([TODAY]);
  });

  it("stops the days to come on the calendar, Upcoming and the calendar feed", async () => {
    const o = await add("Daily stand-up notes", { p_repeat: "daily", p_repeat_until: plus(3) });
    expect(await projected(o.id)).toEqual([plus(1), plus(2), plus(3)]);
    const upcoming = JSON.stringify(await call(db, member, "get_upcoming_page", { p_time_zone: "UTC", p_days: 14 }));
    const mentions = upcoming.split(`"id":"${o.id}"`).length - 1;
    // Today's own row (or none, if Upcoming starts tomorrow) and three days to come.
    expect([3, 4]).toContain(mentions);
    const feed = await call(db, member, "create_calendar_feed", { p_dashboard: dashboard });
    const events = await call(db, member, "get_calendar_feed", { p_token: feed.token });
    const fed = (events.upcoming as { id: string; day: string }[]).filter((e) => e.id === o.id).map((e) => e.day);
    expect(fed).toEqual([plus(1), plus(2), plus(3)]);
  });

  it("is set, kept, cleared and checked by update_objective", async () => {
    const o = await add("Stretch", { p_repeat: "daily" });
    expect(await update(o.id, { p_repeat_until: plus(10) })).toMatchObject({ repeat_until: plus(10) });
    // A null keeps it, another change too.
    expect(await update(o.id, { p_title: "Stretch well" })).toMatchObject({ repeat_until: plus(10) });
    expect(await update(o.id, { p_repeat: "weekly" })).toMatchObject({ repeat: "weekly", repeat_until: plus(10) });
    expect(await update(o.id, { p_repeat_until: "none" })).toMatchObject({ repeat_until: null });
    await expect(update(o.id, { p_repeat_until: plus(-3) })).rejects.toMatchObject(
      refused("PT422", "repeat_until_before_day"),
    );
    // Checked against the new day when both change.
    expect(await update(o.id, { p_day: plus(2), p_repeat_until: plus(2) })).toMatchObject({ repeat_until: plus(2) });
    for (const bad of ["soon", "2026-02-30", "2026-13-01"])
      await expect(update(o.id, { p_repeat_until: bad })).rejects.toMatchObject(
        refused("PT422", "repeat_until_invalid"),
      );
    // The rule's end goes with the rule.
    expect(await update(o.id, { p_repeat: "none" })).toMatchObject({ repeat: null, repeat_until: null });
    // Another dashboard's objective: refused, and nothing changes.
    const p = await add("Walk", { p_repeat: "daily", p_repeat_until: plus(4) });
    await expect(update(p.id, { p_repeat_until: "none" }, outsider)).rejects.toMatchObject(
      refused("PT404", "objective_not_found"),
    );
    expect(await titled("Walk")).toEqual([{ day: TODAY, done: false, repeat: "daily", repeat_until: plus(4) }]);
  });

  it("goes with every copy: duplicate, delete and restore, complete forever and Undo", async () => {
    const o = await add("Vitamins", { p_repeat: "daily", p_repeat_until: plus(8) });
    expect(await call(db, member, "duplicate_objective", { p_objective: o.id })).toMatchObject({
      repeat_until: plus(8),
    });
    await call(db, member, "delete_objective", { p_objective: o.id });
    expect(await call(db, member, "restore_objective", { p_objective: o.id })).toMatchObject({ repeat_until: plus(8) });
    const ended = await call(db, member, "complete_objective_forever", { p_objective: o.id, p_time_zone: "UTC" });
    expect(ended).toMatchObject({ done: true, repeat: null, repeat_until: null });
    await call(db, admin, "undo_objectives", { p_batch: ended.batch });
    expect(
      (await db.query("select repeat, repeat_until::text from public.objectives where id = $1", [o.id])).rows[0],
    ).toEqual({ repeat: "daily", repeat_until: plus(8) });
  });

  it("moves with the days of a duplicated dashboard, and goes out and in with a file", async () => {
    const own = await dashboardWithMember(db, "Course");
    const o = await call(db, own.admin, "add_objective", {
      p_dashboard: own.dashboard,
      p_day: TODAY,
      p_title: "Lesson",
      p_repeat: "weekly",
      p_repeat_until: plus(28),
    });
    const copy = await call(db, own.admin, "duplicate_dashboard", {
      p_dashboard: own.dashboard,
      p_name: "Course again",
      p_start: plus(7),
    });
    const copied = await db.query<{ day: string; repeat_until: string }>(
      "select day::text, repeat_until::text from public.objectives where dashboard_id = $1",
      [copy.id],
    );
    expect(copied.rows).toEqual([{ day: plus(7), repeat_until: plus(35) }]);

    const json = JSON.parse((await call(db, own.admin, "export_dashboard", { p_dashboard: own.dashboard })).body);
    expect(json.objectives[0]).toMatchObject({ repeat: "weekly", repeat_until: plus(28) });
    const csv = (
      await call(db, own.admin, "export_dashboard", { p_dashboard: own.dashboard, p_format: "objectives-csv" })
    ).body as string;
    expect(csv.split("\r\n")[0]).toContain('"repeat_from_done","repeat_until",');
    expect(csv).toContain(`"false","${plus(28)}",`);

    await call(db, own.admin, "import_into_dashboard", {
      p_dashboard: own.dashboard,
      p_objectives: JSON.stringify([
        { day: TODAY, title: "Imported lesson", repeat: "weekly", repeat_until: plus(14) },
        { day: TODAY, title: "Imported, done", done: true, repeat: "weekly", repeat_until: plus(14) },
      ]),
    });
    const imported = await db.query(
      "select title, repeat, repeat_until::text from public.objectives where dashboard_id = $1 and title like 'Imported%' order by title",
      [own.dashboard],
    );
    expect(imported.rows).toEqual([
      { title: "Imported lesson", repeat: "weekly", repeat_until: plus(14) },
      // A done one's series has ended (decision 028).
      { title: "Imported, done", repeat: null, repeat_until: null },
    ]);
    expect(o.repeat_until).toBe(plus(28));
  });
});
