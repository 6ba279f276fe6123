import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, dashboardWithMember, refused, type User } from "./helpers.ts";

// "Complete forever" (complete_objective_forever): a repeating objective done with no next
// one, and its Undo (undo_objectives, kind 'forever') opening it again with its rule.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;
const TODAY = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Home"));
});
afterAll(() => db.close());

const add = (title: string, extra: Record<string, unknown> = {}) =>
  call(db, member, "add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: title, ...extra });
const forever = (id: string, who: User = member) =>
  call(db, who, "complete_objective_forever", { p_objective: id, p_time_zone: "UTC" });
/** The objectives of the dashboard with this title: a next one would be a second. */
const titled = async (title: string) =>
  (
    await db.query<{ done: boolean; repeat: string | null }>(
      "select done, repeat from public.objectives where dashboard_id = $1 and title = $2 order by day",
      [dashboard, title],
    )
  ).rows;

describe("complete forever", () => {
  it("marks a repeating objective done without its next one; Undo opens it again with its whole rule", async () => {
    const o = await add("Physio exercises", { p_repeat: "weekly", p_repeat_every: 2, p_repeat_from_done: true });
    const done = await forever(o.id);
    // The answer names its dashboard: open pages there hear of it (decision 042).
    expect(done).toMatchObject({ id: o.id, done: true, repeat: null, dashboard });
    expect(done.batch).toMatch(/^[0-9a-f-]{36}$/);
    expect(await titled("Physio exercises")).toEqual([{ done: true, repeat: null }]);

    // A double submit changes nothing and opens no second record: it answers with the first's,
    // so the Undo of the answer shown (the second's, without JavaScript) still works.
    const again = await forever(o.id);
    expect(again).toMatchObject({ id: o.id, done: true, batch: done.batch });
    expect(
      (await db.query("select count(*)::int as n from private.objective_batches where objective_id = $1", [o.id]))
        .rows[0],
    ).toEqual({ n: 1 });

    // Another member may undo it (as any Undo of the dashboard's changes).
    expect(await call(db, admin, "undo_objectives", { p_batch: done.batch })).toMatchObject({
      back: 1,
      kind: "forever",
      dashboard,
    });
    const [back] = (
      await db.query(
        "select done, done_at, repeat, repeat_every, repeat_from_done from public.objectives where id = $1",
        [o.id],
      )
    ).rows;
    expect(back).toEqual({ done: false, done_at: null, repeat: "weekly", repeat_every: 2, repeat_from_done: true });
    // Once only.
    expect(await call(db, member, "undo_objectives", { p_batch: done.batch })).toMatchObject({ back: 0 });
    // Done the usual way now, its next one comes as before.
    await call(db, member, "set_objective_done", { p_objective: o.id, p_done: true, p_time_zone: "UTC" });
    expect(await titled("Physio exercises")).toHaveLength(2);
  });

  it("keeps a series' own day and its days of the week for Undo", async () => {
    const o = await add("Swim", { p_repeat: "days:2,4" });
    const done = await forever(o.id);
    await call(db, member, "undo_objectives", { p_batch: done.batch });
    expect(await titled("Swim")).toEqual([{ done: false, repeat: "days:2,4" }]);
  });

  it("leaves one reopened by hand (or changed since) as it is", async () => {
    const o = await add("Renew the permit", { p_repeat: "yearly" });
    const done = await forever(o.id);
    await call(db, member, "set_objective_done", { p_objective: o.id, p_done: false, p_time_zone: "UTC" });
    expect(await call(db, member, "undo_objectives", { p_batch: done.batch })).toMatchObject({ back: 0 });
    // Not done, and without the rule it ended: the person chose so since.
    expect(await titled("Renew the permit")).toEqual([{ done: false, repeat: null }]);
  });

  it("is a plain done for one that does not repeat (no record for Undo)", async () => {
    const o = await add("Post the letter");
    const done = await forever(o.id);
    expect(done).toMatchObject({ done: true });
    expect(done.batch).toBeUndefined();
  });

  it("tells the daily goal met, as a done does", async () => {
    // Someone who has completed nothing today: a goal of one is met by this one.
    const gym = await dashboardWithMember(db, "Gym");
    await call(db, gym.admin, "set_productivity_goals", { p_daily: 1, p_weekly: 100 });
    const o = await call(db, gym.admin, "add_objective", {
      p_dashboard: gym.dashboard,
      p_day: TODAY,
      p_title: "Stretch",
      p_repeat: "daily",
    });
    expect(await forever(o.id, gym.admin)).toMatchObject({ done: true, goal: 1 });
  });

  it("is refused to an outsider and to a viewer; nothing changes", async () => {
    const o = await add("Water the orchid", { p_repeat: "weekly" });
    await expect(forever(o.id, outsider)).rejects.toMatchObject(refused("PT404", "objective_not_found"));
    await expect(call(db, "anon", "complete_objective_forever", { p_objective: o.id })).rejects.toMatchObject({
      code: "42501",
    });
    await call(db, admin, "set_member_role", { p_dashboard: dashboard, p_user: member.id, p_role: "viewer" });
    await expect(forever(o.id)).rejects.toMatchObject(refused("PT403", "read_only"));
    await call(db, admin, "set_member_role", { p_dashboard: dashboard, p_user: member.id, p_role: "member" });
    expect(await titled("Water the orchid")).toEqual([{ done: false, repeat: "weekly" }]);
    // An outsider cannot undo another dashboard's record either.
    const done = await forever(o.id);
    await expect(call(db, outsider, "undo_objectives", { p_batch: done.batch })).rejects.toMatchObject(
      refused("PT404", "dashboard_not_found"),
    );
  });
});
