import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, dashboardWithMember, refused, type User } from "./helpers.ts";

// How long an objective takes from its time (objectives.duration_minutes, decision 095): only
// with a time, 1 minute to 24 hours; it goes when the time goes, and every copy keeps it.
let db: Db;
let member: User;
let outsider: User;
let dashboard: string;
const TODAY = new Date().toISOString().slice(0, 10);
const plus = (days: number, from = TODAY) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ member, outsider, dashboard } = await dashboardWithMember(db, "Home"));
});
afterAll(() => db.close());

const add = (title: string, extra: Record<string, unknown> = {}, on = dashboard, who = member) =>
  call(db, who, "add_objective", { p_dashboard: on, p_day: TODAY, p_title: title, ...extra });
const update = (id: string, extra: Record<string, unknown>, who: User = member) =>
  call(db, who, "update_objective", { p_objective: id, ...extra });
const stored = async (id: string) =>
  (
    await db.query<{ at_time: string | null; duration_minutes: number | null; page_json: { minutes?: number } }>(
      "select at_time::text, duration_minutes, page_json from public.objectives where id = $1",
      [id],
    )
  ).rows[0];

describe("a duration", () => {
  it("is kept with its time, in the answer and the rows' JSON; refused out of range or without a time", async () => {
    const o = await add("Team meeting", { p_at: "10:00", p_minutes: 90 });
    expect(o).toMatchObject({ at: "10:00", minutes: 90 });
    expect(await stored(o.id)).toMatchObject({ duration_minutes: 90, page_json: { at: "10:00", minutes: 90 } });
    const timed = await add("Call", { p_at: "11:00" });
    expect(timed).toMatchObject({ minutes: null });
    expect((await stored(timed.id))!.page_json).not.toHaveProperty("minutes");
    for (const bad of [0, -5, 1441])
      await expect(add("Bad", { p_at: "10:00", p_minutes: bad })).rejects.toMatchObject(
        refused("PT422", "duration_invalid"),
      );
    await expect(add("No time", { p_minutes: 30 })).rejects.toMatchObject(refused("PT422", "duration_no_time"));
    // A whole day is the most; past midnight is fine (a night train).
    expect(await add("Night train", { p_at: "22:30", p_minutes: 1440 })).toMatchObject({ minutes: 1440 });
    // Whoever writes to the table: never a length without a time.
    await expect(
      db.query("update public.objectives set duration_minutes = 2000 where id = $1", [timed.id]),
    ).rejects.toThrow(/objectives_duration_minutes/);
  });

  it("is set, kept, changed and taken off by update_objective, and goes with the time", async () => {
    const o = await add("Dentist", { p_at: "15:00" });
    expect(await update(o.id, { p_minutes: 45 })).toMatchObject({ at: "15:00", minutes: 45 });
    // A null keeps it, and so does a new time or a new day: it is a length, not an end.
    expect(await update(o.id, { p_title: "Dentist (Dr Lee)", p_at: "16:00", p_day: plus(1) })).toMatchObject({
      at: "16:00",
      minutes: 45,
    });
    expect(await update(o.id, { p_minutes: 0 })).toMatchObject({ minutes: null });
    await update(o.id, { p_minutes: 60 });
    // Taking the time off takes the length with it, however it is taken off.
    expect(await update(o.id, { p_at: "none" })).toMatchObject({ at: null, minutes: null });
    await expect(update(o.id, { p_minutes: 30 })).rejects.toMatchObject(refused("PT422", "duration_no_time"));
    await update(o.id, { p_at: "09:00", p_minutes: 30 });
    const removed = await call(db, member, "set_objectives_time", {
      p_dashboard: dashboard,
      p_objectives: [o.id],
      p_at: null,
    });
    expect(await stored(o.id)).toMatchObject({ at_time: null, duration_minutes: null });
    // Undo of "Remove time" gives the length back with the time; a new time keeps the length.
    await call(db, member, "undo_objectives", { p_batch: removed.batch });
    expect(await stored(o.id)).toMatchObject({ at_time: "09:00:00", duration_minutes: 30 });
    const moved = await call(db, member, "set_objectives_time", {
      p_dashboard: dashboard,
      p_objectives: [o.id],
      p_at: "11:00",
    });
    expect(await stored(o.id)).toMatchObject({ at_time: "11:00:00", duration_minutes: 30 });
    await call(db, member, "undo_objectives", { p_batch: moved.batch });
    expect(await stored(o.id)).toMatchObject({ at_time: "09:00:00", duration_minutes: 30 });
    await call(db, member, "set_objectives_time", { p_dashboard: dashboard, p_objectives: [o.id], p_at: null });
    await db.query("update public.objectives set at_time = '08:00', duration_minutes = 20 where id = $1", [o.id]);
    await db.query("update public.objectives set at_time = null where id = $1", [o.id]);
    expect(await stored(o.id)).toMatchObject({ duration_minutes: null });
    // Only a member changes it.
    await expect(update(o.id, { p_at: "10:00", p_minutes: 30 }, outsider)).rejects.toMatchObject({ code: "PT404" });
  });

  it("goes with the next one of a series, a duplicate, Undo of a delete and a copied dashboard", async () => {
    const own = await dashboardWithMember(db, "Routine");
    const run = await add("Run", { p_at: "07:00", p_minutes: 40, p_repeat: "daily" }, own.dashboard, own.member);
    const done = await call(db, own.member, "set_objective_done", {
      p_objective: run.id,
      p_done: true,
      p_time_zone: "UTC",
    });
    expect(await stored(done.next.id)).toMatchObject({ at_time: "07:00:00", duration_minutes: 40 });
    await call(db, own.member, "set_objective_done", { p_objective: run.id, p_done: false, p_time_zone: "UTC" });
    expect(await stored(done.next.id)).toBeUndefined();

    expect(await call(db, own.member, "duplicate_objective", { p_objective: run.id })).toMatchObject({ minutes: 40 });
    await call(db, own.member, "delete_objective", { p_objective: run.id });
    expect(await call(db, own.member, "restore_objective", { p_objective: run.id })).toMatchObject({ minutes: 40 });

    const again = await call(db, own.admin, "duplicate_dashboard", {
      p_dashboard: own.dashboard,
      p_name: "Routine again",
      p_start: plus(3),
    });
    const copied = await db.query("select duration_minutes from public.objectives where dashboard_id = $1", [again.id]);
    expect(copied.rows).toEqual([{ duration_minutes: 40 }, { duration_minutes: 40 }]);
  });

  it("is written to files and read back from them, saved in a template, and told by the daily email", async () => {
    const own = await dashboardWithMember(db, "Files");
    await add("Workshop", { p_at: "10:00", p_minutes: 90 }, own.dashboard, own.member);
    await add("Call", { p_at: "11:00" }, own.dashboard, own.member);
    const json = JSON.parse((await call(db, own.admin, "export_dashboard", { p_dashboard: own.dashboard })).body);
    const lengths = (objectives: { title: string; minutes: number | null }[]) =>
      Object.fromEntries(objectives.map((o) => [o.title, o.minutes]));
    expect(lengths(json.objectives)).toEqual({ Workshop: 90, Call: null });
    const csv = (
      await call(db, own.admin, "export_dashboard", { p_dashboard: own.dashboard, p_format: "objectives-csv" })
    ).body as string;
    expect(csv).toContain(`,"10:00","90",`);

    await call(db, own.admin, "import_into_dashboard", {
      p_dashboard: own.dashboard,
      p_objectives: JSON.stringify([
        { day: TODAY, title: "Imported review", at: "14:00", minutes: 30 },
        // Without a time, no length: dropped, as the time's trigger drops it.
        { day: TODAY, title: "Imported any time", minutes: 30 },
      ]),
    });
    const imported = await db.query(
      "select title, duration_minutes from public.objectives where dashboard_id = $1 and title like 'Imported%' order by title",
      [own.dashboard],
    );
    expect(imported.rows).toEqual([
      { title: "Imported any time", duration_minutes: null },
      { title: "Imported review", duration_minutes: 30 },
    ]);
    await expect(
      call(db, own.admin, "import_into_dashboard", {
        p_dashboard: own.dashboard,
        p_objectives: JSON.stringify([{ day: TODAY, title: "Too long", at: "09:00", minutes: 1500 }]),
      }),
    ).rejects.toMatchObject(refused("PT422", "duration_invalid"));

    const saved = await call(db, own.member, "save_dashboard_as_template", {
      p_dashboard: own.dashboard,
      p_name: "Days",
    });
    const { template } = await call(db, own.member, "get_my_template", { p_template: saved.id });
    expect(template.rows.find((r: { title: string }) => r.title === "Workshop")).toMatchObject({
      at: "10:00",
      minutes: 90,
    });
    expect(template.rows.find((r: { title: string }) => r.title === "Call")).not.toHaveProperty("minutes");

    const email = await db.query<{
      j: { id: string; objectives: { title: string; at?: string; minutes?: number }[] }[];
    }>("select private.daily_email_json($1, $2::date) as j", [own.member.id, TODAY]);
    const listed = email.rows[0]!.j.find((d) => d.id === own.dashboard)!.objectives;
    expect(listed.find((o) => o.title === "Workshop")).toMatchObject({ at: "10:00", minutes: 90 });
    expect(listed.find((o) => o.title === "Call")).not.toHaveProperty("minutes");
  });

  it("is told in the dashboard's activity with its time, also when only the length changes", async () => {
    const own = await dashboardWithMember(db, "Told");
    const o = await add("Workshop", { p_at: "10:00" }, own.dashboard, own.member);
    await update(o.id, { p_minutes: 90 }, own.member);
    await update(o.id, { p_title: "Workshop, room 2" }, own.member);
    await update(o.id, { p_minutes: 0 }, own.member);
    const entries = (await call(db, own.admin, "get_activity_page", { p_dashboard: own.dashboard })).entries as {
      kind: string;
      detail: Record<string, unknown>;
    }[];
    expect(entries.filter((e) => e.kind.startsWith("time")).map((e) => e.detail)).toEqual([
      { to: "10:00" },
      { to: "10:00", minutes: 90 },
    ]);
  });

  it("is given to the calendar feed", async () => {
    const own = await dashboardWithMember(db, "Work");
    await add("Review", { p_at: "14:00", p_minutes: 25 }, own.dashboard, own.member);
    await add("Lunch", { p_at: "12:00" }, own.dashboard, own.member);
    const feed = await call(db, own.member, "create_calendar_feed", { p_dashboard: own.dashboard });
    const events = await call(db, own.member, "get_calendar_feed", { p_token: feed.token });
    const lengths = Object.fromEntries(
      (events.objectives as { title: string; minutes: number | null }[]).map((o) => [o.title, o.minutes]),
    );
    expect(lengths).toEqual({ Review: 25, Lunch: null });
  });
});
