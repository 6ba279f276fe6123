import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, dashboardWithMember, refused, type User } from "./helpers.ts";

// An objective moves to another of the caller's dashboards (decision 039): its filters by
// name, its assignee if a member there, the end of its day; both days keep positions 1..n.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let work: string;
let home: string;
const DAY = "2026-05-04";

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard: work } = await dashboardWithMember(db, "Work"));
  home = (await call(db, admin, "create_dashboard", { p_name: "Home" })).id;
});
afterAll(() => db.close());

const add = (dashboard: string, title: string, extra: Record<string, unknown> = {}, who: User = admin) =>
  call(db, who, "add_objective", { p_dashboard: dashboard, p_day: DAY, p_title: title, ...extra });
const day = async (dashboard: string, who: User = admin) =>
  (await call(db, who, "get_day_page", { p_dashboard: dashboard, p_day: DAY })).objectives;
const positions = (dashboard: string) =>
  db
    .query<{ title: string; position: number }>(
      "select title, position from public.objectives where dashboard_id = $1 and day = $2 order by position",
      [dashboard, DAY],
    )
    .then((r) => r.rows.map((o) => [o.title, Number(o.position)]));
const markers = async (dashboard: string) =>
  (await call(db, admin, "get_markers_page", { p_dashboard: dashboard })).markers.map((m: any) => [m.name, m.color]);

describe("moving an objective to another dashboard", () => {
  it("keeps what it is, takes its filters by name, and goes to the end of its day there", async () => {
    await call(db, admin, "add_marker", { p_dashboard: work, p_name: "Errands", p_color: "red" });
    await call(db, admin, "add_marker", { p_dashboard: work, p_name: "Car", p_color: "teal" });
    await call(db, admin, "add_marker", { p_dashboard: home, p_name: "errands", p_color: "blue" });
    await add(work, "First");
    const moving = await add(work, "Tyres", {
      p_marker_names: ["Errands", "Car"],
      p_priority: 2,
      p_repeat: "weekly",
      p_assignee: member.id,
    });
    await add(work, "Last");
    await add(home, "Already here");
    await call(db, admin, "update_objective", { p_objective: moving.id, p_description: "Winter ones" });

    const moved = await call(db, admin, "update_objective", { p_objective: moving.id, p_dashboard: home });
    expect(moved).toMatchObject({ id: moving.id, dashboard: home, day: DAY, title: "Tyres", priority: 2 });
    expect(moved).toMatchObject({ repeat: "weekly", description: "Winter ones" });
    // The member is not one of Home's: nobody does it there (the answer says so), and nobody is told.
    expect(moved.assignee).toBeNull();
    expect(moved.unassigned).toBe(true);
    expect(moved).not.toHaveProperty("notify");
    // Home's "errands" (any case) is its filter there; "Car" is made with its colour.
    expect(await markers(home)).toEqual([
      ["Car", "teal"],
      ["errands", "blue"],
    ]);
    const row = (await day(home)).find((o: any) => o.id === moving.id);
    const homeMarkers = (await call(db, admin, "get_markers_page", { p_dashboard: home })).markers;
    expect(row.markers.toSorted()).toEqual(homeMarkers.map((m: any) => m.id).toSorted());
    expect(await positions(home)).toEqual([
      ["Already here", 1],
      ["Tyres", 2],
    ]);
    expect(await positions(work)).toEqual([
      ["First", 1],
      ["Last", 2],
    ]);
    // Work's filters stay; they no longer tag it.
    expect(await markers(work)).toEqual([
      ["Car", "teal"],
      ["Errands", "red"],
    ]);
    expect((await day(work)).map((o: any) => o.title)).toEqual(["First", "Last"]);

    // Undo (the move's record) brings it back to its own place, with its filters and its
    // assignee; a second Undo changes nothing.
    expect(moved.batch).toEqual(expect.any(String));
    expect(await call(db, admin, "undo_objectives", { p_batch: moved.batch })).toEqual({
      back: 1,
      kind: "dashboard",
      dashboard: work,
      moved_from: home,
    });
    expect(await positions(work)).toEqual([
      ["First", 1],
      ["Tyres", 2],
      ["Last", 3],
    ]);
    const back = (await day(work)).find((o: any) => o.id === moving.id);
    expect(back).toMatchObject({ assignee: member.id, priority: 2 });
    const workMarkers = (await call(db, admin, "get_markers_page", { p_dashboard: work })).markers;
    expect(back.markers.toSorted()).toEqual(workMarkers.map((m: any) => m.id).toSorted());
    expect(await positions(home)).toEqual([["Already here", 1]]);
    expect((await call(db, admin, "undo_objectives", { p_batch: moved.batch })).back).toBe(0);
    // Someone who is not a member of the dashboard it left may not undo it.
    await expect(call(db, outsider, "undo_objectives", { p_batch: moved.batch })).rejects.toMatchObject(
      refused("PT404", "dashboard_not_found"),
    );
  });

  it("keeps an assignee who belongs to both, and applies the same save's other changes first", async () => {
    await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'member')", [
      home,
      member.id,
    ]);
    const o = await add(work, "Paint", { p_assignee: member.id });
    const moved = await call(db, admin, "update_objective", {
      p_objective: o.id,
      p_title: "Paint the fence",
      p_day: "2026-05-05",
      p_dashboard: home,
    });
    expect(moved).toMatchObject({
      dashboard: home,
      title: "Paint the fence",
      day: "2026-05-05",
      assignee: member.id,
      unassigned: false,
    });
    // Still theirs: nobody is told again.
    expect(moved).not.toHaveProperty("notify");
    // Its own dashboard is no move at all (nothing to undo).
    const same = await call(db, admin, "update_objective", { p_objective: o.id, p_dashboard: home });
    expect(same).toMatchObject({ dashboard: home });
    expect(same).not.toHaveProperty("batch");
  });

  it("is refused to a dashboard the caller does not belong to, and by someone who does not see the objective", async () => {
    const foreign = (await call(db, outsider, "create_dashboard", { p_name: "Theirs" })).id;
    const o = await add(work, "Stays");
    await expect(
      call(db, admin, "update_objective", { p_objective: o.id, p_dashboard: foreign }),
    ).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    await expect(
      call(db, outsider, "update_objective", { p_objective: o.id, p_dashboard: foreign }),
    ).rejects.toMatchObject(refused("PT404", "objective_not_found"));
    // A member may move it only where they belong too: Home is the admin's.
    const theirs = await add(work, "The member's", {}, member);
    const memberOwn = (await call(db, member, "create_dashboard", { p_name: "Member's own" })).id;
    await expect(
      call(db, member, "update_objective", { p_objective: theirs.id, p_dashboard: foreign }),
    ).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    expect(
      await call(db, member, "update_objective", { p_objective: theirs.id, p_dashboard: memberOwn }),
    ).toMatchObject({
      dashboard: memberOwn,
    });
    expect((await day(work)).map((o: any) => o.title)).toContain("Stays");
  });

  it("is refused whole when the other dashboard's plan has no room for a filter it needs", async () => {
    const full = (await call(db, admin, "create_dashboard", { p_name: "Full" })).id;
    const max = (await db.query<{ markers: number }>("select markers from public.plan_limits where plan = 'free'"))
      .rows[0]!.markers;
    for (let i = 0; i < max; i++)
      await call(db, admin, "add_marker", { p_dashboard: full, p_name: `F${i}`, p_color: "blue" });
    const o = await add(work, "Tagged", { p_marker_names: ["Unique tag"] });
    await expect(call(db, admin, "update_objective", { p_objective: o.id, p_dashboard: full })).rejects.toMatchObject(
      refused("PT422", "plan_limit_reached"),
    );
    const still = (await day(work)).find((x: any) => x.id === o.id);
    expect(still.markers).toHaveLength(1);
  });

  it("lists the caller's dashboards on the edit page, by name", async () => {
    const o = await add(work, "Listed");
    const page = await call(db, member, "get_objective_page", { p_objective: o.id });
    expect(page.dashboards.map((d: any) => d.name)).toEqual(["Home", "Member's own", "Work"]);
  });
});
