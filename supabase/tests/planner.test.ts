import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, dashboardWithMember, refused, sqlAs, type User } from "./helpers.ts";

// The planner's rules, called directly as the admin, a member, a signed-in outsider and an
// anonymous visitor. The same functions back every page and action of the app.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;
// Dates relative to the real today (UTC, the default zone), so the tests never age.
const TODAY = new Date().toISOString().slice(0, 10);
const day = (offset: number) => new Date(Date.parse(TODAY) + offset * 86_400_000).toISOString().slice(0, 10);
const YEAR = Number(TODAY.slice(0, 4));

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Home"));
});
afterAll(() => db.close());

const NOT_FOUND = refused("PT404", "dashboard_not_found");

describe("dashboards", () => {
  it("the creator becomes the admin, and a double submit creates one dashboard", async () => {
    const key = crypto.randomUUID();
    const first = await call(db, outsider, "create_dashboard", { p_name: "  Trip  ", p_request_id: key });
    const second = await call(db, outsider, "create_dashboard", { p_name: "  Trip  ", p_request_id: key });
    expect(second).toEqual(first);
    expect(first.name).toBe("Trip");
    const rows = await db.query<{ role: string }>("select role from public.dashboard_members where dashboard_id = $1", [
      first.id,
    ]);
    expect(rows.rows).toEqual([{ role: "admin" }]);
    await call(db, outsider, "delete_dashboard", { p_dashboard: first.id });
  });

  it("checks names", async () => {
    await expect(call(db, admin, "create_dashboard", { p_name: "   " })).rejects.toMatchObject(
      refused("PT422", "name_required"),
    );
    await expect(call(db, admin, "create_dashboard", { p_name: "x".repeat(101) })).rejects.toMatchObject(
      refused("PT422", "name_too_long"),
    );
  });

  it("lists each user's own dashboards with members and today's open objectives", async () => {
    await call(db, member, "add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: "Count me" });
    const page = await call(db, member, "get_dashboards_page", { p_time_zone: "UTC" });
    expect(page.dashboards).toEqual([
      expect.objectContaining({ id: dashboard, name: "Home", role: "member", members: 2, open_today: 1 }),
    ]);
    expect((await call(db, outsider, "get_dashboards_page", { p_time_zone: "UTC" })).dashboards).toEqual([]);
  });

  it("only the admin renames; outsiders learn nothing", async () => {
    expect(await call(db, admin, "rename_dashboard", { p_dashboard: dashboard, p_name: "Family" })).toMatchObject({
      name: "Family",
    });
    await expect(
      call(db, member, "rename_dashboard", { p_dashboard: dashboard, p_name: "Mine" }),
    ).rejects.toMatchObject(refused("PT403", "not_admin"));
    await expect(
      call(db, outsider, "rename_dashboard", { p_dashboard: dashboard, p_name: "Mine" }),
    ).rejects.toMatchObject(NOT_FOUND);
  });

  it("show done is a per-member option", async () => {
    await call(db, member, "set_show_done", { p_dashboard: dashboard, p_show_done: false });
    expect((await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: TODAY })).dashboard.show_done).toBe(
      false,
    );
    expect((await call(db, admin, "get_day_page", { p_dashboard: dashboard, p_day: TODAY })).dashboard.show_done).toBe(
      true,
    );
    await expect(
      call(db, outsider, "set_show_done", { p_dashboard: dashboard, p_show_done: false }),
    ).rejects.toMatchObject(NOT_FOUND);
    await call(db, member, "set_show_done", { p_dashboard: dashboard, p_show_done: true });
  });
});

describe("objectives", () => {
  it("are added at the end of their day, with markers by id or by name", async () => {
    const marker = await call(db, member, "add_marker", { p_dashboard: dashboard, p_name: "Work", p_color: "blue" });
    const a = await call(db, member, "add_objective", {
      p_dashboard: dashboard,
      p_day: day(10),
      p_title: "First",
      p_marker_ids: [marker.id],
    });
    const b = await call(db, admin, "add_objective", {
      p_dashboard: dashboard,
      p_day: day(10),
      p_title: "Second",
      p_marker_names: ["work", "Errands"],
    });
    const page = await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: day(10) });
    expect(page.objectives.map((o: any) => o.title)).toEqual(["First", "Second"]);
    const errands = page.markers.find((m: any) => m.name === "Errands");
    expect(errands).toBeTruthy();
    expect(page.objectives[1].markers.sort()).toEqual([errands.id, marker.id].sort());
    expect(a.markers).toEqual([marker.id]);
    expect(b.day).toBe(day(10));
  });

  it("a double submit adds one objective", async () => {
    const key = crypto.randomUUID();
    await call(db, member, "add_objective", {
      p_dashboard: dashboard,
      p_day: day(11),
      p_title: "Once",
      p_request_id: key,
    });
    await call(db, member, "add_objective", {
      p_dashboard: dashboard,
      p_day: day(11),
      p_title: "Once",
      p_request_id: key,
    });
    const page = await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: day(11) });
    expect(page.objectives).toHaveLength(1);
  });

  it("checks titles and refuses markers of another dashboard", async () => {
    await expect(
      call(db, member, "add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: " " }),
    ).rejects.toMatchObject(refused("PT422", "title_required"));
    await expect(
      call(db, member, "add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: "x".repeat(501) }),
    ).rejects.toMatchObject(refused("PT422", "title_too_long"));
    const other = (await call(db, outsider, "create_dashboard", { p_name: "Other" })).id;
    const foreign = await call(db, outsider, "add_marker", { p_dashboard: other, p_name: "Theirs", p_color: "red" });
    await expect(
      call(db, member, "add_objective", {
        p_dashboard: dashboard,
        p_day: TODAY,
        p_title: "Sneaky",
        p_marker_ids: [foreign.id],
      }),
    ).rejects.toMatchObject(refused("PT422", "marker_not_found"));
    await call(db, outsider, "delete_dashboard", { p_dashboard: other });
  });

  it("done and not done, with 'show done' hiding done ones", async () => {
    const o = await call(db, member, "add_objective", { p_dashboard: dashboard, p_day: day(12), p_title: "Finish" });
    const done = await call(db, admin, "set_objective_done", { p_objective: o.id, p_done: true });
    expect(done.done).toBe(true);
    expect(done.done_at).toBeTruthy();
    await call(db, member, "set_show_done", { p_dashboard: dashboard, p_show_done: false });
    const hidden = await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: day(12) });
    expect(hidden.objectives).toEqual([]);
    expect(hidden.done_hidden).toBe(1);
    await call(db, member, "set_show_done", { p_dashboard: dashboard, p_show_done: true });
    const undone = await call(db, member, "set_objective_done", { p_objective: o.id, p_done: false });
    expect(undone).toMatchObject({ done: false, done_at: null });
  });

  it("edit, move to another day (at its end), reorder and delete", async () => {
    const d4 = day(13);
    const ids: string[] = [];
    for (const title of ["A", "B", "C"])
      ids.push((await call(db, member, "add_objective", { p_dashboard: dashboard, p_day: d4, p_title: title })).id);
    const titles = async (d: string) =>
      (await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: d })).objectives.map(
        (o: any) => o.title,
      );
    await call(db, member, "reorder_objective", { p_objective: ids[2], p_index: 0 });
    expect(await titles(d4)).toEqual(["C", "A", "B"]);
    await call(db, member, "reorder_objective", { p_objective: ids[2], p_index: 99 });
    expect(await titles(d4)).toEqual(["A", "B", "C"]);
    await call(db, member, "update_objective", { p_objective: ids[0], p_title: "A, renamed" });
    await call(db, member, "add_objective", { p_dashboard: dashboard, p_day: day(14), p_title: "Already there" });
    await call(db, member, "update_objective", { p_objective: ids[1], p_day: day(14) });
    expect(await titles(d4)).toEqual(["A, renamed", "C"]);
    expect(await titles(day(14))).toEqual(["Already there", "B"]);
    await call(db, member, "delete_objective", { p_objective: ids[0] });
    expect(await titles(d4)).toEqual(["C"]);
  });

  it("overdue objectives move to today, one or all", async () => {
    const d = (await call(db, admin, "create_dashboard", { p_name: "Overdue" })).id;
    const old1 = await call(db, admin, "add_objective", { p_dashboard: d, p_day: day(-20), p_title: "Old 1" });
    await call(db, admin, "add_objective", { p_dashboard: d, p_day: day(-19), p_title: "Old 2" });
    const doneOld = await call(db, admin, "add_objective", { p_dashboard: d, p_day: day(-18), p_title: "Done old" });
    await call(db, admin, "set_objective_done", { p_objective: doneOld.id, p_done: true });
    let page = await call(db, admin, "get_day_page", { p_dashboard: d, p_day: TODAY });
    expect(page.overdue.map((o: any) => o.title)).toEqual(["Old 1", "Old 2"]);
    expect(page.overdue_count).toBe(2);
    // A long list: only the oldest within the limit are built, the count is of all.
    const first = await call(db, admin, "get_day_page", { p_dashboard: d, p_day: TODAY, p_overdue_limit: 1 });
    expect(first.overdue.map((o: any) => o.title)).toEqual(["Old 1"]);
    expect(first.overdue_count).toBe(2);
    await expect(
      call(db, admin, "get_day_page", { p_dashboard: d, p_day: TODAY, p_overdue_limit: -1 }),
    ).rejects.toMatchObject(refused("PT422", "range_invalid"));
    await call(db, admin, "move_overdue_to_today", { p_dashboard: d, p_objective: old1.id });
    page = await call(db, admin, "get_day_page", { p_dashboard: d, p_day: TODAY });
    expect(page.objectives.map((o: any) => o.title)).toEqual(["Old 1"]);
    expect((await call(db, admin, "move_overdue_to_today", { p_dashboard: d })).moved).toBe(1);
    page = await call(db, admin, "get_day_page", { p_dashboard: d, p_day: TODAY });
    expect(page.objectives.map((o: any) => o.title)).toEqual(["Old 1", "Old 2"]);
    expect(page.overdue).toEqual([]);
    expect(page.overdue_count).toBe(0);
    await call(db, admin, "delete_dashboard", { p_dashboard: d });
  });

  it("overdue objectives are rescheduled to a later day, after its own, and back with Undo", async () => {
    const d = (await call(db, admin, "create_dashboard", { p_name: "Reschedule" })).id;
    await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'member')", [
      d,
      member.id,
    ]);
    const add = (title: string, offset: number) =>
      call(db, admin, "add_objective", { p_dashboard: d, p_day: day(offset), p_title: title });
    const [old1] = [await add("Old 1", -4), await add("Old 2", -2), await add("Friday's", 3), await add("Today", 0)];
    const titles = async (offset: number) =>
      (await call(db, member, "get_day_page", { p_dashboard: d, p_day: day(offset) })).objectives.map(
        (o: any) => o.title,
      );
    // An earlier day would leave them overdue; others learn nothing.
    for (const p_day of [day(-1), day(-30)])
      await expect(call(db, member, "move_overdue_to_today", { p_dashboard: d, p_day })).rejects.toMatchObject(
        refused("PT422", "day_past"),
      );
    await expect(call(db, outsider, "move_overdue_to_today", { p_dashboard: d, p_day: day(3) })).rejects.toMatchObject(
      NOT_FOUND,
    );
    await expect(call(db, "anon", "move_overdue_to_today", { p_dashboard: d, p_day: day(3) })).rejects.toMatchObject(
      refused("42501"),
    );
    expect(await titles(-4)).toEqual(["Old 1"]);
    // In their order, after what the day has; today's stay.
    const { moved, day: to, move } = await call(db, member, "move_overdue_to_today", { p_dashboard: d, p_day: day(3) });
    expect([moved, to]).toEqual([2, day(3)]);
    expect(await titles(3)).toEqual(["Friday's", "Old 1", "Old 2"]);
    expect(await titles(0)).toEqual(["Today"]);
    expect((await call(db, member, "get_day_page", { p_dashboard: d, p_day: TODAY })).overdue_count).toBe(0);
    expect(await call(db, member, "undo_move", { p_move: move })).toEqual({
      back: 2,
      day: day(3),
      dashboard: d,
      dashboards: [d],
    });
    expect(await titles(-4)).toEqual(["Old 1"]);
    expect(await titles(3)).toEqual(["Friday's"]);
    // Today is a day like any other; one objective alone, too.
    const one = await call(db, member, "move_overdue_to_today", { p_dashboard: d, p_day: TODAY, p_objective: old1.id });
    expect([one.moved, one.day]).toEqual([1, TODAY]);
    expect(await titles(0)).toEqual(["Today", "Old 1"]);
    await call(db, admin, "delete_dashboard", { p_dashboard: d });
  });

  it("a move to today is undone: what is still on today goes back to its day and place", async () => {
    const d = (await call(db, admin, "create_dashboard", { p_name: "Undo move" })).id;
    await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'member')", [
      d,
      member.id,
    ]);
    const add = (title: string, offset: number) =>
      call(db, admin, "add_objective", { p_dashboard: d, p_day: day(offset), p_title: title });
    await add("A1", -3);
    const [a2, b1] = [await add("A2", -3), await add("B1", -2)];
    await add("Today", 0);
    const titles = async (offset: number) =>
      (await call(db, member, "get_day_page", { p_dashboard: d, p_day: day(offset) })).objectives.map(
        (o: any) => o.title,
      );
    const { moved, move } = await call(db, admin, "move_overdue_to_today", { p_dashboard: d });
    expect(moved).toBe(3);
    expect(await titles(0)).toEqual(["Today", "A1", "A2", "B1"]);
    // Since the move: A2 was deleted, B1 moved on to tomorrow; A1 is still on today.
    await call(db, admin, "delete_objective", { p_objective: a2.id });
    await call(db, admin, "update_objective", { p_objective: b1.id, p_day: day(1) });
    // A day-3 objective added since keeps its place after A1's.
    await add("Added since", -3);
    await expect(call(db, outsider, "undo_move", { p_move: move })).rejects.toMatchObject(NOT_FOUND);
    await expect(call(db, "anon", "undo_move", { p_move: move })).rejects.toMatchObject(refused("42501"));
    expect(await call(db, member, "undo_move", { p_move: move })).toEqual({
      back: 1,
      day: TODAY,
      dashboard: d,
      dashboards: [d],
    });
    expect(await call(db, member, "undo_move", { p_move: move })).toEqual({
      back: 1,
      day: TODAY,
      dashboard: d,
      dashboards: [d],
    });
    expect(await titles(0)).toEqual(["Today"]);
    expect(await titles(-3)).toEqual(["A1", "Added since"]);
    expect(await titles(1)).toEqual(["B1"]);
    // Nothing moved: no move to undo. An unknown or old move is refused.
    expect((await call(db, admin, "move_overdue_to_today", { p_dashboard: d, p_objective: null })).move).not.toBeNull();
    expect((await call(db, admin, "move_overdue_to_today", { p_dashboard: d })).move).toBeNull();
    await expect(call(db, member, "undo_move", { p_move: crypto.randomUUID() })).rejects.toMatchObject(
      refused("PT404", "undo_not_found"),
    );
    await add("Old", -5);
    const late = (await call(db, admin, "move_overdue_to_today", { p_dashboard: d })).move;
    await db.query("update private.moved_objectives set moved_at = now() - interval '61 minutes' where move_id = $1", [
      late,
    ]);
    await expect(call(db, member, "undo_move", { p_move: late })).rejects.toMatchObject(
      refused("PT410", "undo_expired"),
    );
    await call(db, admin, "delete_dashboard", { p_dashboard: d });
    expect((await db.query("select 1 from private.moved_objectives where dashboard_id = $1", [d])).rows).toEqual([]);
  });

  it("outsiders and anonymous visitors can neither read nor change them", async () => {
    const o = await call(db, member, "add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: "Private" });
    await expect(call(db, outsider, "get_day_page", { p_dashboard: dashboard, p_day: TODAY })).rejects.toMatchObject(
      NOT_FOUND,
    );
    await expect(
      call(db, outsider, "add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: "x" }),
    ).rejects.toMatchObject(NOT_FOUND);
    for (const [fn, args] of [
      ["set_objective_done", { p_objective: o.id, p_done: true }],
      ["update_objective", { p_objective: o.id, p_title: "Hacked" }],
      ["reorder_objective", { p_objective: o.id, p_index: 0 }],
      ["delete_objective", { p_objective: o.id }],
    ] as const) {
      await expect(call(db, outsider, fn, args)).rejects.toMatchObject(refused("PT404", "objective_not_found"));
      await expect(call(db, "anon", fn, args)).rejects.toMatchObject(refused("42501"));
    }
    await expect(call(db, outsider, "move_overdue_to_today", { p_dashboard: dashboard })).rejects.toMatchObject(
      NOT_FOUND,
    );
    // Straight at the tables: nothing visible; no signed-in user may write a table at all,
    // not even a member (writes go through the functions and their checks).
    expect(
      (await sqlAs(db, outsider, "select * from public.objectives where dashboard_id = $1", [dashboard])).rows,
    ).toEqual([]);
    for (const who of [outsider, member]) {
      for (const sql of [
        "update public.objectives set title = 'x' where id = $1",
        "delete from public.objectives where id = $1",
        "insert into public.objectives (dashboard_id, day, title) select dashboard_id, day, 'x' from public.objectives where id = $1",
        "truncate public.objectives",
      ]) {
        await expect(sqlAs(db, who, sql, sql.startsWith("truncate") ? [] : [o.id])).rejects.toMatchObject(
          refused("42501", "permission denied for table objectives"),
        );
      }
    }
    await expect(sqlAs(db, "anon", "select * from public.objectives")).rejects.toMatchObject(refused("42501"));
    const still = await db.query<{ title: string }>("select title from public.objectives where id = $1", [o.id]);
    expect(still.rows).toEqual([{ title: "Private" }]);
  });

  it("a deleted objective comes back in its place, done or not, with its filters that still exist", async () => {
    const d = (await call(db, admin, "create_dashboard", { p_name: "Undo" })).id;
    await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'member')", [
      d,
      member.id,
    ]);
    const add = (title: string, names: string[] = []) =>
      call(db, admin, "add_objective", { p_dashboard: d, p_day: TODAY, p_title: title, p_marker_names: names });
    const [a, b, c] = [await add("A"), await add("B", ["keep", "gone"]), await add("C")];
    await call(db, admin, "set_objective_done", { p_objective: b.id, p_done: true });
    const page = () => call(db, member, "get_day_page", { p_dashboard: d, p_day: TODAY });
    expect(b.markers).toHaveLength(2);
    await call(db, admin, "delete_objective", { p_objective: b.id });
    const goneId = (await page()).markers.find((m: any) => m.name === "gone").id;
    await call(db, admin, "delete_marker", { p_marker: goneId });
    expect((await page()).objectives.map((o: any) => o.title)).toEqual(["A", "C"]);
    // Outsiders learn nothing; any member may undo, and a second undo changes nothing.
    await expect(call(db, outsider, "restore_objective", { p_objective: b.id })).rejects.toMatchObject(NOT_FOUND);
    await expect(call(db, "anon", "restore_objective", { p_objective: b.id })).rejects.toMatchObject(refused("42501"));
    const back = await call(db, member, "restore_objective", { p_objective: b.id });
    expect(await call(db, member, "restore_objective", { p_objective: b.id })).toEqual(back);
    const after = await page();
    expect(after.objectives.map((o: any) => [o.title, o.done])).toEqual([
      ["A", false],
      ["B", true],
      ["C", false],
    ]);
    const keepId = after.markers.find((m: any) => m.name === "keep").id;
    expect(after.objectives[1]).toMatchObject({ id: b.id, markers: [keepId] });
    expect(back).toMatchObject({ id: b.id, title: "B", done: true, markers: [keepId] });
    // An objective never deleted, or deleted over an hour ago, is not restored.
    await expect(call(db, member, "restore_objective", { p_objective: crypto.randomUUID() })).rejects.toMatchObject(
      refused("PT404", "objective_not_found"),
    );
    await call(db, admin, "delete_objective", { p_objective: c.id });
    await db.query("update private.deleted_objectives set deleted_at = now() - interval '61 minutes' where id = $1", [
      c.id,
    ]);
    await expect(call(db, member, "restore_objective", { p_objective: c.id })).rejects.toMatchObject(
      refused("PT410", "undo_expired"),
    );
    // The next delete purges it; deleting the dashboard takes the copies with it.
    await call(db, admin, "delete_objective", { p_objective: a.id });
    const kept = async () =>
      (await db.query("select id from private.deleted_objectives where dashboard_id = $1", [d])).rows.map(
        (r: any) => r.id,
      );
    expect(await kept()).toEqual([a.id]);
    await call(db, admin, "delete_dashboard", { p_dashboard: d });
    expect(await kept()).toEqual([]);
  });

  it("the day view reads only its own dashboard, whatever the filter names", async () => {
    // It reads as its owner after its membership check (20261125000200_day_page_as_owner.sql):
    // another dashboard's markers in the filter, or its id, must bring nothing of it.
    const theirs = (await call(db, outsider, "create_dashboard", { p_name: "Theirs" })).id;
    const tag = await call(db, outsider, "add_marker", { p_dashboard: theirs, p_name: "Secret", p_color: "red" });
    await call(db, outsider, "add_objective", {
      p_dashboard: theirs,
      p_day: TODAY,
      p_title: "Their objective",
      p_marker_names: ["Secret"],
    });
    await call(db, outsider, "add_note", { p_dashboard: theirs, p_year: YEAR, p_title: "Their note" });
    const page = await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: TODAY, p_markers: [tag.id] });
    expect(page.dashboard.id).toBe(dashboard);
    expect([...page.objectives, ...page.overdue, ...page.notes]).toEqual([]);
    expect(page.markers.map((m: { id: string }) => m.id)).not.toContain(tag.id);
    await expect(
      call(db, member, "get_day_page", { p_dashboard: theirs, p_day: TODAY, p_markers: [tag.id] }),
    ).rejects.toMatchObject(NOT_FOUND);
    await expect(call(db, "anon", "get_day_page", { p_dashboard: theirs })).rejects.toMatchObject(refused("42501"));
    await call(db, outsider, "delete_dashboard", { p_dashboard: theirs });
  });
});

describe("notes", () => {
  it("belong to a year, list newest first, and can be edited and deleted by members", async () => {
    const first = await call(db, member, "add_note", {
      p_dashboard: dashboard,
      p_year: YEAR,
      p_title: "Goals",
      p_body: "Run",
    });
    const second = await call(db, admin, "add_note", { p_dashboard: dashboard, p_year: YEAR, p_title: "Trips" });
    await call(db, admin, "add_note", { p_dashboard: dashboard, p_year: YEAR + 1, p_title: "Next year" });
    const page = await call(db, member, "get_notes_page", { p_dashboard: dashboard, p_year: YEAR });
    expect((await call(db, member, "get_notes_page", { p_dashboard: dashboard })).year).toBe(YEAR);
    expect(page.notes.map((n: any) => n.title)).toEqual(["Trips", "Goals"]);
    await call(db, member, "update_note", { p_note: second.id, p_title: "Trips 2026", p_body: "Porto" });
    await call(db, admin, "delete_note", { p_note: first.id });
    const june = await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: `${YEAR}-06-01` });
    expect(june.notes.map((n: any) => [n.title, n.body])).toEqual([["Trips 2026", "Porto"]]);
  });

  it("a deleted note comes back in its year with its filters that still exist, for members only", async () => {
    const d = (await call(db, admin, "create_dashboard", { p_name: "Undo notes" })).id;
    await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'member')", [
      d,
      member.id,
    ]);
    const [keep, gone] = [
      await call(db, admin, "add_marker", { p_dashboard: d, p_name: "keep", p_color: "blue" }),
      await call(db, admin, "add_marker", { p_dashboard: d, p_name: "gone", p_color: "red" }),
    ];
    const older = await call(db, admin, "add_note", { p_dashboard: d, p_year: YEAR, p_title: "Older" });
    const note = await call(db, admin, "add_note", {
      p_dashboard: d,
      p_year: YEAR,
      p_title: "Plans",
      p_body: "Porto in May",
      p_marker_ids: [keep.id, gone.id],
    });
    await call(db, admin, "add_note", { p_dashboard: d, p_year: YEAR, p_title: "Newer" });
    const titles = async () =>
      (await call(db, member, "get_notes_page", { p_dashboard: d, p_year: YEAR })).notes.map((n: any) => n.title);
    // The three are added within a moment: order them by age beyond doubt.
    await db.query(
      "update public.notes set created_at = now() - make_interval(mins => case title when 'Older' then 3 when 'Plans' then 2 else 1 end) where dashboard_id = $1",
      [d],
    );
    expect(await titles()).toEqual(["Newer", "Plans", "Older"]);
    await call(db, admin, "delete_note", { p_note: note.id });
    await call(db, admin, "delete_marker", { p_marker: gone.id });
    expect(await titles()).toEqual(["Newer", "Older"]);
    await expect(call(db, outsider, "restore_note", { p_note: note.id })).rejects.toMatchObject(NOT_FOUND);
    await expect(call(db, "anon", "restore_note", { p_note: note.id })).rejects.toMatchObject(refused("42501"));
    const back = await call(db, member, "restore_note", { p_note: note.id });
    expect(await call(db, member, "restore_note", { p_note: note.id })).toEqual(back);
    expect(back).toMatchObject({ id: note.id, title: "Plans", body: "Porto in May", markers: [keep.id] });
    expect(await titles()).toEqual(["Newer", "Plans", "Older"]);
    await call(db, admin, "delete_note", { p_note: older.id });
    await db.query("update private.deleted_notes set deleted_at = now() - interval '61 minutes' where id = $1", [
      older.id,
    ]);
    await expect(call(db, member, "restore_note", { p_note: older.id })).rejects.toMatchObject(
      refused("PT410", "undo_expired"),
    );
    await call(db, admin, "delete_dashboard", { p_dashboard: d });
    expect((await db.query("select 1 from private.deleted_notes where dashboard_id = $1", [d])).rows).toEqual([]);
  });

  it("the day view has the year's newest within its limit, and counts them all", async () => {
    const d = (await call(db, admin, "create_dashboard", { p_name: "Many notes" })).id;
    const work = await call(db, admin, "add_marker", { p_dashboard: d, p_name: "Work", p_color: "blue" });
    for (const [title, markers] of [
      ["N1", [work.id]],
      ["N2", []],
      ["N3", [work.id]],
      ["N4", []],
    ] as const) {
      await call(db, admin, "add_note", { p_dashboard: d, p_year: YEAR, p_title: title, p_marker_ids: markers });
    }
    await call(db, admin, "add_note", { p_dashboard: d, p_year: YEAR + 1, p_title: "Next year" });
    const page = (args: Record<string, unknown>) =>
      call(db, admin, "get_day_page", { p_dashboard: d, p_day: TODAY, ...args });
    const titles = (p: any) => [p.notes.map((n: any) => n.title), p.notes_count];
    expect(titles(await page({ p_notes_limit: 2 }))).toEqual([["N4", "N3"], 4]);
    expect(titles(await page({}))).toEqual([["N4", "N3", "N2", "N1"], 4]);
    expect(titles(await page({ p_notes_limit: 0 }))).toEqual([[], 4]);
    // The filter narrows the list and its count alike.
    expect(titles(await page({ p_notes_limit: 1, p_markers: [work.id] }))).toEqual([["N3"], 2]);
    await expect(page({ p_notes_limit: -1 })).rejects.toMatchObject(refused("PT422", "range_invalid"));
    // Outsiders learn nothing, not even how many notes there are.
    await expect(
      call(db, outsider, "get_day_page", { p_dashboard: d, p_day: TODAY, p_notes_limit: 1 }),
    ).rejects.toMatchObject(NOT_FOUND);
    await call(db, admin, "delete_dashboard", { p_dashboard: d });
  });

  it("check their lengths and refuse outsiders", async () => {
    await expect(
      call(db, member, "add_note", { p_dashboard: dashboard, p_year: YEAR, p_title: "B", p_body: "x".repeat(20001) }),
    ).rejects.toMatchObject(refused("PT422", "body_too_long"));
    const n = await call(db, member, "add_note", { p_dashboard: dashboard, p_year: YEAR, p_title: "Mine" });
    await expect(call(db, outsider, "get_notes_page", { p_dashboard: dashboard, p_year: YEAR })).rejects.toMatchObject(
      NOT_FOUND,
    );
    await expect(call(db, outsider, "update_note", { p_note: n.id, p_title: "x" })).rejects.toMatchObject(
      refused("PT404", "note_not_found"),
    );
    await expect(call(db, outsider, "delete_note", { p_note: n.id })).rejects.toMatchObject(
      refused("PT404", "note_not_found"),
    );
    await expect(
      call(db, "anon", "add_note", { p_dashboard: dashboard, p_year: YEAR, p_title: "x" }),
    ).rejects.toMatchObject(refused("42501"));
  });
});

describe("markers", () => {
  it("are unique per dashboard ignoring case; deleting one keeps its objectives", async () => {
    const m = await call(db, member, "add_marker", { p_dashboard: dashboard, p_name: "Garden", p_color: "green" });
    await expect(
      call(db, admin, "add_marker", { p_dashboard: dashboard, p_name: " GARDEN ", p_color: "red" }),
    ).rejects.toMatchObject(refused("PT409", "marker_exists"));
    await expect(
      call(db, admin, "add_marker", { p_dashboard: dashboard, p_name: "Sea", p_color: "chartreuse" }),
    ).rejects.toMatchObject(refused("PT422", "color_invalid"));
    expect(await call(db, admin, "update_marker", { p_marker: m.id, p_name: "Yard", p_color: "lime" })).toMatchObject({
      name: "Yard",
      color: "lime",
    });
    const o = await call(db, member, "add_objective", {
      p_dashboard: dashboard,
      p_day: day(19),
      p_title: "Mow",
      p_marker_ids: [m.id],
    });
    await call(db, admin, "delete_marker", { p_marker: m.id });
    const page = await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: day(19) });
    expect(page.objectives).toEqual([expect.objectContaining({ id: o.id, markers: [] })]);
  });

  it("are copied onto their objectives and notes, in step with the links through every change", async () => {
    const d = (await call(db, admin, "create_dashboard", { p_name: "Copies" })).id;
    const [a, b, c] = await Promise.all(
      ["A", "B", "C"].map((name) => call(db, admin, "add_marker", { p_dashboard: d, p_name: name, p_color: "red" })),
    );
    const o = await call(db, admin, "add_objective", {
      p_dashboard: d,
      p_day: TODAY,
      p_title: "o",
      p_marker_ids: [a.id, b.id],
    });
    const n = await call(db, admin, "add_note", { p_dashboard: d, p_year: YEAR, p_title: "n", p_marker_ids: [b.id] });
    /** Each row's copy next to its links (sorted: the copy keeps the order of linking). */
    const copies = async () =>
      (
        await db.query<{ id: string; copy: string[]; links: string[] }>(
          `select id, marker_ids::text[] as copy,
                  array(select marker_id::text from public.objective_markers where objective_id = o.id) as links
           from public.objectives o where dashboard_id = $1
           union all
           select id, marker_ids::text[], array(select marker_id::text from public.note_markers where note_id = n.id)
           from public.notes n where dashboard_id = $1`,
          [d],
        )
      ).rows.map((r) => ({ id: r.id, copy: [...r.copy].sort(), links: [...r.links].sort() }));
    const inStep = async () => {
      for (const row of await copies()) expect(row.copy, row.id).toEqual(row.links);
    };
    await inStep();
    expect((await copies()).map((r) => r.copy.length)).toEqual([2, 1]);
    await call(db, admin, "update_objective", { p_objective: o.id, p_marker_ids: [c.id, a.id] });
    await call(db, admin, "update_note", { p_note: n.id, p_title: "n", p_marker_ids: [a.id, c.id] });
    await inStep();
    // Deleting a marker takes it out of every copy; the rest stay in the order they were linked.
    await call(db, admin, "delete_marker", { p_marker: c.id });
    await inStep();
    const page = await call(db, admin, "get_day_page", { p_dashboard: d, p_day: TODAY });
    expect(page.objectives.map((x: any) => x.markers)).toEqual([[a.id]]);
    expect(page.notes.map((x: any) => x.markers)).toEqual([[a.id]]);
    // Links added by two transactions at once (they overlap on PostgreSQL) both reach the copy.
    await db.query("delete from public.objective_markers where objective_id = $1", [o.id]);
    const link = (marker: string, pause: number) =>
      db.transaction(async (tx) => {
        await tx.query(
          "insert into public.objective_markers (dashboard_id, objective_id, marker_id) values ($1, $2, $3)",
          [d, o.id, marker],
        );
        await tx.query("select pg_sleep($1)", [pause]);
      });
    await Promise.all([link(a.id, 0.3), link(b.id, 0)]);
    await inStep();
    expect((await copies())[0]!.copy).toHaveLength(2);
    await call(db, admin, "delete_dashboard", { p_dashboard: d });
  });

  it("page rows are the rows as they are now: title, done, day and markers, through every change", async () => {
    const d = (await call(db, admin, "create_dashboard", { p_name: "Stored rows" })).id;
    const red = await call(db, admin, "add_marker", { p_dashboard: d, p_name: "Red", p_color: "red" });
    const blue = await call(db, admin, "add_marker", { p_dashboard: d, p_name: "Blue", p_color: "blue" });
    const o = await call(db, admin, "add_objective", {
      p_dashboard: d,
      p_day: TODAY,
      p_title: 'Say "hi" \\ 👋',
      p_marker_ids: [red.id],
    });
    const n = await call(db, admin, "add_note", { p_dashboard: d, p_year: YEAR, p_title: "N", p_body: "Line\nnext" });
    const dayRow = async (on = TODAY) =>
      (await call(db, member, "get_day_page", { p_dashboard: d, p_day: on })).objectives;
    const noteRows = async () => (await call(db, admin, "get_notes_page", { p_dashboard: d, p_year: YEAR })).notes;
    await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'member')", [
      d,
      member.id,
    ]);
    // Exactly what the pages show, nothing else.
    expect(await dayRow()).toEqual([{ id: o.id, day: TODAY, title: 'Say "hi" \\ 👋', done: false, markers: [red.id] }]);
    expect(await noteRows()).toEqual([{ id: n.id, title: "N", body: "Line\nnext", markers: [] }]);

    await call(db, member, "set_objective_done", { p_objective: o.id, p_done: true });
    await call(db, member, "update_objective", {
      p_objective: o.id,
      p_title: "Renamed",
      p_marker_ids: [blue.id, red.id],
    });
    expect((await dayRow())[0]).toEqual({
      id: o.id,
      day: TODAY,
      title: "Renamed",
      done: true,
      markers: expect.arrayContaining([red.id, blue.id]),
    });
    // A deleted marker leaves every row that carried it (through the link table's cascade).
    await call(db, admin, "delete_marker", { p_marker: red.id });
    await call(db, member, "update_objective", { p_objective: o.id, p_day: day(1) });
    expect(await dayRow()).toEqual([]);
    expect(await dayRow(day(1))).toEqual([{ id: o.id, day: day(1), title: "Renamed", done: true, markers: [blue.id] }]);
    const month = await call(db, admin, "get_calendar_page", { p_dashboard: d, p_month: day(1) });
    expect(month.objectives).toContainEqual({
      id: o.id,
      day: day(1),
      title: "Renamed",
      done: true,
      markers: [blue.id],
    });

    await call(db, admin, "update_note", { p_note: n.id, p_title: "N2", p_body: "", p_marker_ids: [blue.id] });
    expect(await noteRows()).toEqual([{ id: n.id, title: "N2", body: "", markers: [blue.id] }]);
    await call(db, admin, "delete_dashboard", { p_dashboard: d });
  });

  it("filter the day, the overdue list and the notes (any of the chosen markers)", async () => {
    const d = (await call(db, admin, "create_dashboard", { p_name: "Filters" })).id;
    const red = await call(db, admin, "add_marker", { p_dashboard: d, p_name: "Red", p_color: "red" });
    const blue = await call(db, admin, "add_marker", { p_dashboard: d, p_name: "Blue", p_color: "blue" });
    await call(db, admin, "add_objective", { p_dashboard: d, p_day: TODAY, p_title: "r", p_marker_ids: [red.id] });
    await call(db, admin, "add_objective", { p_dashboard: d, p_day: TODAY, p_title: "b", p_marker_ids: [blue.id] });
    await call(db, admin, "add_objective", { p_dashboard: d, p_day: TODAY, p_title: "none" });
    await call(db, admin, "add_objective", {
      p_dashboard: d,
      p_day: day(-5),
      p_title: "old red",
      p_marker_ids: [red.id],
    });
    await call(db, admin, "add_note", { p_dashboard: d, p_year: YEAR, p_title: "blue note", p_marker_ids: [blue.id] });
    const red1 = await call(db, admin, "get_day_page", { p_dashboard: d, p_day: TODAY, p_markers: [red.id] });
    expect(red1.objectives.map((o: any) => o.title)).toEqual(["r"]);
    expect(red1.overdue.map((o: any) => o.title)).toEqual(["old red"]);
    expect(red1.overdue_count).toBe(1);
    const blue1 = await call(db, admin, "get_day_page", { p_dashboard: d, p_day: TODAY, p_markers: [blue.id] });
    expect([blue1.overdue, blue1.overdue_count]).toEqual([[], 0]);
    expect(red1.notes).toEqual([]);
    const both = await call(db, admin, "get_day_page", { p_dashboard: d, p_day: TODAY, p_markers: [red.id, blue.id] });
    expect(both.objectives.map((o: any) => o.title)).toEqual(["r", "b"]);
    expect(both.notes.map((n: any) => n.title)).toEqual(["blue note"]);
    const cal = await call(db, admin, "get_calendar_page", { p_dashboard: d, p_month: day(-5), p_markers: [red.id] });
    const inGrid = (iso: string) => iso >= cal.from && iso <= cal.to;
    expect(cal.objectives.map((o: any) => o.title)).toEqual(
      [inGrid(day(-5)) && "old red", inGrid(TODAY) && "r"].filter(Boolean),
    );
    await expect(call(db, admin, "get_calendar_page", { p_dashboard: d, p_week_start: 9 })).rejects.toMatchObject(
      refused("PT422", "range_invalid"),
    );
    await call(db, admin, "delete_dashboard", { p_dashboard: d });
  });

  it("are limited per dashboard by its admin's plan, through the one limit gate", async () => {
    const d = (await call(db, admin, "create_dashboard", { p_name: "Many markers" })).id;
    const fill = (n: number) =>
      db.query(
        "insert into public.markers (dashboard_id, name, color) select $1, 'm' || g, 'red' from generate_series(1, $2) g",
        [d, n],
      );
    const add = () => call(db, admin, "add_marker", { p_dashboard: d, p_name: "One more", p_color: "red" });
    await fill(10);
    await expect(add()).rejects.toMatchObject({
      ...refused("PT422", "plan_limit_reached"),
      detail: "markers",
      hint: "10",
    });
    await db.query("delete from public.markers where dashboard_id = $1", [d]);
    await call(db, admin, "delete_dashboard", { p_dashboard: d });
  });

  it("refuse outsiders", async () => {
    const m = await call(db, member, "add_marker", { p_dashboard: dashboard, p_name: "Secret", p_color: "slate" });
    await expect(
      call(db, outsider, "add_marker", { p_dashboard: dashboard, p_name: "x", p_color: "red" }),
    ).rejects.toMatchObject(NOT_FOUND);
    await expect(
      call(db, outsider, "update_marker", { p_marker: m.id, p_name: "x", p_color: "red" }),
    ).rejects.toMatchObject(refused("PT404", "marker_not_found"));
    await expect(call(db, outsider, "delete_marker", { p_marker: m.id })).rejects.toMatchObject(
      refused("PT404", "marker_not_found"),
    );
  });
});

describe("your own profile", () => {
  it("name and time zone can be changed; today follows the saved time zone", async () => {
    const me = (await createUsers(db, ["zoned"])).zoned!;
    const saved = await call(db, me, "update_my_profile", {
      p_display_name: "  Night Owl ",
      p_time_zone: "Pacific/Kiritimati",
    });
    expect(saved).toMatchObject({ display_name: "Night Owl", time_zone: "Pacific/Kiritimati" });
    const kiritimati = new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
    expect((await call(db, me, "get_dashboards_page", { p_time_zone: "Pacific/Pago_Pago" })).today).toBe(kiritimati);
    await expect(call(db, me, "update_my_profile", { p_time_zone: "Mars/Olympus" })).rejects.toMatchObject(
      refused("PT422", "time_zone_invalid"),
    );
    await expect(call(db, me, "update_my_profile", { p_locale: "xx" })).rejects.toMatchObject(
      refused("PT422", "locale_invalid"),
    );
    expect(await call(db, me, "update_my_profile", { p_time_zone: "" })).toMatchObject({ time_zone: null });
    await expect(call(db, "anon", "update_my_profile", { p_display_name: "x" })).rejects.toMatchObject(
      refused("42501"),
    );
  });

  it("without a saved zone, today follows the request's zone; an unknown zone means UTC", async () => {
    const me = (await createUsers(db, ["roaming"])).roaming!;
    const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 10);
    expect((await call(db, me, "get_dashboards_page", { p_time_zone: "Pacific/Kiritimati" })).today).toBe(at(14));
    expect((await call(db, me, "get_dashboards_page", { p_time_zone: "Pacific/Pago_Pago" })).today).toBe(at(-11));
    expect((await call(db, me, "get_dashboards_page", { p_time_zone: "Mars/Olympus" })).today).toBe(at(0));
    expect((await call(db, me, "get_dashboards_page", { p_time_zone: "" })).today).toBe(at(0));
  });
});

describe("calendar", () => {
  it("is six weeks starting on the chosen weekday, around the month asked for", async () => {
    const monday = await call(db, admin, "get_calendar_page", {
      p_dashboard: dashboard,
      p_month: "2026-11-15",
      p_week_start: 1,
    });
    expect([monday.month, monday.from, monday.to]).toEqual(["2026-11-01", "2026-10-26", "2026-12-06"]);
    const sunday = await call(db, admin, "get_calendar_page", {
      p_dashboard: dashboard,
      p_month: "2026-11-15",
      p_week_start: 7,
    });
    expect([sunday.from, sunday.to]).toEqual(["2026-11-01", "2026-12-12"]);
    // A first day of the week the caller saved wins over the page's (their language's).
    await call(db, admin, "update_my_profile", { p_week_start: 6 });
    const saturday = await call(db, admin, "get_calendar_page", {
      p_dashboard: dashboard,
      p_month: "2026-11-15",
      p_week_start: 1,
    });
    expect([saturday.from, saturday.to]).toEqual(["2026-10-31", "2026-12-11"]);
    // Another member's choice is theirs only.
    const other = await call(db, member, "get_calendar_page", {
      p_dashboard: dashboard,
      p_month: "2026-11-15",
      p_week_start: 1,
    });
    expect(other.from).toBe("2026-10-26");
    await call(db, admin, "update_my_profile", { p_week_start: 0 });
    expect(
      (await call(db, admin, "get_calendar_page", { p_dashboard: dashboard, p_month: "2026-11-15", p_week_start: 1 }))
        .from,
    ).toBe("2026-10-26");
    const now = await call(db, member, "get_calendar_page", { p_dashboard: dashboard });
    expect(now.month).toBe(`${TODAY.slice(0, 7)}-01`);
    await expect(call(db, outsider, "get_calendar_page", { p_dashboard: dashboard })).rejects.toMatchObject(NOT_FOUND);
  });

  it("gives each day its first objectives in their order and its count", async () => {
    const d = (await call(db, admin, "create_dashboard", { p_name: "Full month" })).id;
    for (const title of ["a", "b", "c", "d", "e"])
      await call(db, admin, "add_objective", { p_dashboard: d, p_day: TODAY, p_title: title });
    await call(db, admin, "add_objective", { p_dashboard: d, p_day: day(1), p_title: "tomorrow" });
    const last = await call(db, admin, "add_objective", { p_dashboard: d, p_day: TODAY, p_title: "f" });
    await call(db, admin, "reorder_objective", { p_objective: last.id, p_index: 0 });
    const page = await call(db, admin, "get_calendar_page", { p_dashboard: d, p_month: TODAY, p_per_day: 3 });
    const inGrid = (iso: string) => iso >= page.from && iso <= page.to;
    expect(page.objectives.filter((o: any) => o.day === TODAY).map((o: any) => o.title)).toEqual(["f", "a", "b"]);
    expect(page.day_counts[TODAY]).toBe(6);
    if (inGrid(day(1))) expect(page.day_counts[day(1)]).toBe(1);
    // Without a number, every objective; a negative one is refused.
    const all = await call(db, admin, "get_calendar_page", { p_dashboard: d, p_month: TODAY });
    expect(all.objectives.filter((o: any) => o.day === TODAY)).toHaveLength(6);
    await expect(call(db, admin, "get_calendar_page", { p_dashboard: d, p_per_day: -1 })).rejects.toMatchObject(
      refused("PT422", "range_invalid"),
    );
    await call(db, admin, "delete_dashboard", { p_dashboard: d });
  });
});

describe("edit pages", () => {
  it("load one objective, or the markers with their use, for members only", async () => {
    const m = await call(db, member, "add_marker", { p_dashboard: dashboard, p_name: "Counted", p_color: "teal" });
    const o = await call(db, member, "add_objective", {
      p_dashboard: dashboard,
      p_day: TODAY,
      p_title: "Edit me",
      p_marker_ids: [m.id],
    });
    const page = await call(db, admin, "get_objective_page", { p_objective: o.id });
    expect(page.objective).toMatchObject({ title: "Edit me", markers: [m.id] });
    expect(page.dashboard.role).toBe("admin");
    const markers = await call(db, member, "get_markers_page", { p_dashboard: dashboard });
    expect(markers.markers.find((x: any) => x.id === m.id)).toMatchObject({ objectives: 1, notes: 0 });
    await expect(call(db, outsider, "get_objective_page", { p_objective: o.id })).rejects.toMatchObject(
      refused("PT404", "objective_not_found"),
    );
    await expect(call(db, outsider, "get_markers_page", { p_dashboard: dashboard })).rejects.toMatchObject(NOT_FOUND);
  });
});

describe("settings and deletion", () => {
  it("members see each other's names; outsiders see nothing", async () => {
    const page = await call(db, member, "get_settings_page", { p_dashboard: dashboard });
    expect(page.members.map((m: any) => [m.display_name, m.role])).toEqual([
      ["Admin", "admin"],
      ["Member", "member"],
    ]);
    await expect(call(db, outsider, "get_settings_page", { p_dashboard: dashboard })).rejects.toMatchObject(NOT_FOUND);
    expect((await sqlAs(db, outsider, "select * from public.profiles where id = $1", [admin.id])).rows).toEqual([]);
  });

  it("members cannot make themselves admin or add members", async () => {
    await expect(
      sqlAs(db, member, "update public.dashboard_members set role = 'admin' where user_id = $1", [member.id]),
    ).rejects.toMatchObject(refused("42501"));
    await expect(
      sqlAs(db, outsider, "insert into public.dashboard_members (dashboard_id, user_id) values ($1, $2)", [
        dashboard,
        outsider.id,
      ]),
    ).rejects.toMatchObject(refused("42501"));
    await expect(
      sqlAs(db, member, "update public.dashboards set name = 'Mine' where id = $1", [dashboard]),
    ).rejects.toMatchObject(refused("42501"));
  });

  it("a dashboard always has exactly one admin", async () => {
    await expect(
      db.query("update public.dashboard_members set role = 'admin' where user_id = $1 and dashboard_id = $2", [
        member.id,
        dashboard,
      ]),
    ).rejects.toMatchObject({
      code: "23505",
    });
    await expect(
      db.transaction((tx) =>
        tx.query("update public.dashboard_members set role = 'member' where dashboard_id = $1", [dashboard]),
      ),
    ).rejects.toMatchObject(refused("PT409", "one_admin_required"));
  });

  it("only the admin deletes, and everything of the dashboard goes with it", async () => {
    await expect(call(db, member, "delete_dashboard", { p_dashboard: dashboard })).rejects.toMatchObject(
      refused("PT403", "not_admin"),
    );
    await expect(call(db, outsider, "delete_dashboard", { p_dashboard: dashboard })).rejects.toMatchObject(NOT_FOUND);
    await call(db, admin, "delete_dashboard", { p_dashboard: dashboard });
    for (const table of [
      "dashboards",
      "dashboard_members",
      "objectives",
      "notes",
      "markers",
      "objective_markers",
      "note_markers",
      "dashboard_invitations",
    ]) {
      const column = table === "dashboards" ? "id" : "dashboard_id";
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from public.${table} where ${column} = $1`,
        [dashboard],
      );
      expect(rows[0]!.n, table).toBe(0);
    }
  });
});

describe("every function of the data API", () => {
  it("refuses anonymous callers (except the invitation link's page, the contact form, calendar links, public and daily-email links)", async () => {
    const { rows } = await db.query<{ sig: string; nargs: number }>(
      `select p.oid::regprocedure::text as sig, p.pronargs as nargs from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
         and p.proname not in ('get_invitation', 'create_support_ticket', 'get_calendar_feed', 'get_account_calendar_feed', 'get_shared_days',
                               'turn_off_daily_email', 'check_request')`,
    );
    expect(rows.length).toBeGreaterThan(20);
    for (const { sig, nargs } of rows) {
      const name = sig.slice(0, sig.indexOf("("));
      const sql = `select ${name}(${Array.from({ length: nargs }, () => "null").join(", ")})`;
      await expect(sqlAs(db, "anon", sql), sig).rejects.toMatchObject(refused("42501"));
    }
  });
});
