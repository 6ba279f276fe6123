import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, dashboardWithMember, refused, sqlAs, subscribe, type User } from "./helpers.ts";

// Several objectives at once (decision 062): complete, move, prioritise and delete the
// chosen ones in one call, each undone by the id it answers; only the caller's dashboard's.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;
let other: string;
const TODAY = new Date().toISOString().slice(0, 10);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Home"));
  await subscribe(db, admin);
  other = (await call(db, outsider, "create_dashboard", { p_name: "Elsewhere" })).id;
});
afterAll(() => db.close());

const add = async (title: string, on = TODAY, extra: Record<string, unknown> = {}, where = dashboard, who = admin) =>
  (await call(db, who, "add_objective", { p_dashboard: where, p_day: on, p_title: title, ...extra })).id as string;
/** The day's titles in order, done ones marked with ✓. */
const titles = async (on: string) =>
  (
    await db.query<{ t: string }>(
      "select case when done then '✓' else '' end || title as t from public.objectives where dashboard_id = $1 and day = $2 order by position",
      [dashboard, on],
    )
  ).rows.map((r) => r.t);

describe("several objectives at once", () => {
  it("completes the chosen ones (a repeating one adds its next), and Undo reopens them", async () => {
    const on = day(-10);
    const a = await add("Water plants", on);
    const b = await add("Pay rent", on, { p_repeat: "monthly" });
    const c = await add("Call mum", on);
    const done = await call(db, member, "complete_objectives", {
      p_dashboard: dashboard,
      p_objectives: [a, b],
      p_time_zone: "UTC",
    });
    expect(done).toMatchObject({ done: 2, batch: expect.any(String) });
    expect(await titles(on)).toEqual(["✓Water plants", "✓Pay rent", "Call mum"]);
    const next = await db.query("select day from public.objectives where repeat_from = $1", [b]);
    expect(next.rows).toHaveLength(1);
    // Already done ones are left as they are, and not counted.
    expect(
      await call(db, member, "complete_objectives", {
        p_dashboard: dashboard,
        p_objectives: [a, c],
        p_time_zone: "UTC",
      }),
    ).toMatchObject({ done: 1 });
    expect(await call(db, admin, "undo_objectives", { p_batch: done.batch })).toEqual({
      back: 2,
      kind: "done",
      dashboard,
    });
    expect(await titles(on)).toEqual(["Water plants", "Pay rent", "✓Call mum"]);
    // The next one went with the Undo; twice changes nothing more.
    expect((await db.query("select 1 from public.objectives where repeat_from = $1", [b])).rows).toHaveLength(0);
    expect(await call(db, admin, "undo_objectives", { p_batch: done.batch })).toMatchObject({ back: 0 });
  });

  it("moves the chosen ones to the end of a day in their order, and undo_move puts them back", async () => {
    const from = day(-20);
    const to = day(3);
    const x = await add("First", from);
    const y = await add("Second", day(-21));
    await add("Stays", from);
    await add("Already there", to);
    const moved = await call(db, admin, "move_objectives", { p_dashboard: dashboard, p_objectives: [x, y], p_day: to });
    expect(moved).toMatchObject({ moved: 2, day: to, move: expect.any(String) });
    // Oldest day first, after what the day had.
    expect(await titles(to)).toEqual(["Already there", "Second", "First"]);
    expect(await titles(from)).toEqual(["Stays"]);
    // Those on the day already stay where they are.
    expect(
      await call(db, admin, "move_objectives", { p_dashboard: dashboard, p_objectives: [x], p_day: to }),
    ).toMatchObject({ moved: 0, move: null });
    expect(await call(db, member, "undo_move", { p_move: moved.move })).toMatchObject({ back: 2 });
    expect(await titles(from)).toEqual(["First", "Stays"]);
    expect(await titles(day(-21))).toEqual(["Second"]);
    await expect(
      call(db, admin, "move_objectives", { p_dashboard: dashboard, p_objectives: [x], p_day: null }),
    ).rejects.toMatchObject(refused("PT422", "day_required"));
  });

  it("gives the chosen ones a priority, and Undo gives back each one's own; refuses one that is not", async () => {
    const on = day(-30);
    const p = await add("Taxes", on);
    const q = await add("Dentist", on, { p_priority: 1 });
    const r = await add("Passport", on, { p_priority: 3 });
    const s = await add("Car service", on, { p_priority: 2 });
    const priorities = async () =>
      (
        await db.query<{ priority: number }>(
          "select priority from public.objectives where id = any($1) order by position",
          [[p, q, r, s]],
        )
      ).rows.map((row) => row.priority);
    const set = await call(db, member, "set_objectives_priority", {
      p_dashboard: dashboard,
      p_objectives: [p, q, r, s],
      p_priority: 1,
    });
    expect(set).toEqual({ changed: 3, priority: 1, batch: expect.any(String) });
    expect(await priorities()).toEqual([1, 1, 1, 1]);
    // Meanwhile someone sets one again: Undo keeps that, and gives the others back their own.
    await call(db, admin, "set_objectives_priority", { p_dashboard: dashboard, p_objectives: [s], p_priority: 4 });
    expect(await call(db, admin, "undo_objectives", { p_batch: set.batch })).toEqual({
      back: 2,
      kind: "priority",
      dashboard,
    });
    expect(await priorities()).toEqual([4, 1, 3, 4]);
    // Twice is harmless; nothing changed, nothing to undo.
    expect(await call(db, admin, "undo_objectives", { p_batch: set.batch })).toMatchObject({ back: 0 });
    expect(
      await call(db, member, "set_objectives_priority", { p_dashboard: dashboard, p_objectives: [q], p_priority: 1 }),
    ).toEqual({ changed: 0, priority: 1, batch: null });
    await expect(
      call(db, member, "set_objectives_priority", { p_dashboard: dashboard, p_objectives: [p], p_priority: 7 }),
    ).rejects.toMatchObject(refused("PT422", "priority_invalid"));
  });

  it("gives the chosen ones a deadline (not a repeating one), takes it away, and Undo gives back each one's own", async () => {
    const on = day(-32);
    const due = day(5);
    const a = await add("Report", on);
    const b = await add("Invoice", on, { p_deadline: day(2) });
    const c = await add("Standup", on, { p_repeat: "daily" });
    const deadlines = async () =>
      (
        await db.query<{ d: string | null }>(
          "select deadline::text as d from public.objectives where id = any($1) order by position",
          [[a, b, c]],
        )
      ).rows.map((row) => row.d);
    const set = await call(db, member, "set_objectives_deadline", {
      p_dashboard: dashboard,
      p_objectives: [a, b, c],
      p_deadline: due,
    });
    expect(set).toEqual({ changed: 2, repeating: 1, deadline: due, batch: expect.any(String) });
    expect(await deadlines()).toEqual([due, due, null]);
    // The activity tells it as one entry for the two.
    const logged = await db.query<{ kind: string }>(
      "select kind from public.activity where dashboard_id = $1 and kind like 'deadline%' order by id desc limit 1",
      [dashboard],
    );
    expect(logged.rows[0]?.kind).toBe("deadline_set_many");
    // A later change to one stays through the Undo.
    await call(db, admin, "update_objective", { p_objective: b, p_deadline: day(9) });
    expect(await call(db, admin, "undo_objectives", { p_batch: set.batch })).toEqual({
      back: 1,
      kind: "deadline",
      dashboard,
    });
    expect(await deadlines()).toEqual([null, day(9), null]);
    // Taken away: the repeating one is not counted; none left to change answers no batch.
    const cleared = await call(db, member, "set_objectives_deadline", {
      p_dashboard: dashboard,
      p_objectives: [a, b, c],
      p_deadline: null,
    });
    expect(cleared).toEqual({ changed: 1, repeating: 0, deadline: null, batch: expect.any(String) });
    expect(await deadlines()).toEqual([null, null, null]);
    expect(
      await call(db, member, "set_objectives_deadline", { p_dashboard: dashboard, p_objectives: [c], p_deadline: due }),
    ).toEqual({ changed: 0, repeating: 1, deadline: due, batch: null });
    // Made to repeat meanwhile: Undo leaves it without the deadline it cannot have.
    await call(db, admin, "update_objective", { p_objective: b, p_repeat: "weekly" });
    expect(await call(db, member, "undo_objectives", { p_batch: cleared.batch })).toMatchObject({ back: 0 });
    expect(await deadlines()).toEqual([null, null, null]);
  });

  it("gives the chosen ones a filter, takes it off them, and Undo puts each back; refuses another dashboard's filter", async () => {
    const on = day(-28);
    const errands = (
      await call(db, admin, "add_marker", { p_dashboard: dashboard, p_name: "Errands", p_color: "lime" })
    ).id as string;
    const home = (await call(db, admin, "add_marker", { p_dashboard: dashboard, p_name: "Around", p_color: "sky" }))
      .id as string;
    const [a, b, c] = [
      await add("Post the letter", on, { p_marker_ids: [home] }),
      await add("Buy stamps", on, { p_marker_ids: [errands] }),
      await add("Return the books", on),
    ];
    const filters = async () =>
      (
        await db.query<{ names: string[] }>(
          `select array(select m.name from unnest(o.marker_ids) with ordinality x (id, i)
                        join public.markers m on m.id = x.id order by x.i) as names
           from unnest($1::uuid[]) with ordinality s (id, i) join public.objectives o on o.id = s.id order by s.i`,
          [[a, b, c]],
        )
      ).rows.map((row) => row.names);
    const given = await call(db, member, "set_objectives_filter", {
      p_dashboard: dashboard,
      p_objectives: [a, b, c],
      p_marker: errands,
      p_add: true,
    });
    // The one that had it already is not counted, nor undone.
    expect(given).toEqual({ changed: 2, name: "Errands", batch: expect.any(String) });
    expect(await filters()).toEqual([["Around", "Errands"], ["Errands"], ["Errands"]]);
    // Taken off one meanwhile by hand: Undo takes it off the other only.
    await call(db, admin, "update_objective", { p_objective: c, p_marker_ids: [] });
    expect(await call(db, admin, "undo_objectives", { p_batch: given.batch })).toEqual({
      back: 1,
      kind: "filters",
      dashboard,
    });
    expect(await filters()).toEqual([["Around"], ["Errands"], []]);
    // Off all of them, and back with Undo; again with none to change: no batch.
    const off = await call(db, member, "set_objectives_filter", {
      p_dashboard: dashboard,
      p_objectives: [a, b, c],
      p_marker: home,
      p_add: false,
    });
    expect(off).toEqual({ changed: 1, name: "Around", batch: expect.any(String) });
    expect(await filters()).toEqual([[], ["Errands"], []]);
    expect(
      await call(db, member, "set_objectives_filter", {
        p_dashboard: dashboard,
        p_objectives: [a, c],
        p_marker: home,
        p_add: false,
      }),
    ).toEqual({ changed: 0, name: "Around", batch: null });
    expect(await call(db, member, "undo_objectives", { p_batch: off.batch })).toMatchObject({ back: 1 });
    expect(await filters()).toEqual([["Around"], ["Errands"], []]);
    // A filter of another dashboard, or none: refused, nothing changed.
    const theirs = (await call(db, outsider, "add_marker", { p_dashboard: other, p_name: "Errands", p_color: "red" }))
      .id as string;
    for (const marker of [theirs, crypto.randomUUID()])
      await expect(
        call(db, member, "set_objectives_filter", {
          p_dashboard: dashboard,
          p_objectives: [c],
          p_marker: marker,
          p_add: true,
        }),
      ).rejects.toMatchObject(refused("PT422", "marker_not_found"));
    // Neither give nor take: refused as such (the filter is there).
    await expect(
      call(db, member, "set_objectives_filter", {
        p_dashboard: dashboard,
        p_objectives: [c],
        p_marker: errands,
        p_add: null,
      }),
    ).rejects.toMatchObject(refused("PT422", "filter_change_invalid"));
    expect(await filters()).toEqual([["Around"], ["Errands"], []]);
    // A viewer changes nothing.
    await call(db, admin, "set_member_role", { p_dashboard: dashboard, p_user: member.id, p_role: "viewer" });
    try {
      await expect(
        call(db, member, "set_objectives_filter", {
          p_dashboard: dashboard,
          p_objectives: [c],
          p_marker: errands,
          p_add: true,
        }),
      ).rejects.toMatchObject(refused("PT403", "read_only"));
    } finally {
      await call(db, admin, "set_member_role", { p_dashboard: dashboard, p_user: member.id, p_role: "member" });
    }
  });

  it("gives the chosen ones to a member, with one email's notice, and to nobody; refuses an outsider", async () => {
    const on = day(-35);
    const ids = [await add("Paint the fence", on), await add("Oil the gate", on), await add("Sweep", on)];
    const given = await call(db, admin, "assign_objectives", {
      p_dashboard: dashboard,
      p_objectives: ids,
      p_assignee: member.id,
    });
    expect(given).toMatchObject({
      changed: 3,
      assignee: member.id,
      titles: ["Paint the fence", "Oil the gate", "Sweep"],
      day: on,
      notify: { email: member.email, dashboard: "Home" },
    });
    // Again: nothing changes, and nobody is told twice.
    const again = await call(db, admin, "assign_objectives", {
      p_dashboard: dashboard,
      p_objectives: ids,
      p_assignee: member.id,
    });
    expect(again).toEqual({ changed: 0, assignee: member.id, titles: [], name: "Member", day: null, batch: null });
    // The email's day is the first one changed, not one that was the member's already.
    const theirs = await add("Rake the leaves", day(-36), { p_assignee: member.id });
    const added = await add("Mend the shed", on);
    expect(
      await call(db, admin, "assign_objectives", {
        p_dashboard: dashboard,
        p_objectives: [theirs, added],
        p_assignee: member.id,
      }),
    ).toMatchObject({ changed: 1, titles: ["Mend the shed"], day: on });
    // Taking them oneself tells nobody.
    expect(
      await call(db, member, "assign_objectives", { p_dashboard: dashboard, p_objectives: ids, p_assignee: admin.id }),
    ).toMatchObject({ changed: 3, notify: expect.anything() });
    const mine = await call(db, member, "assign_objectives", {
      p_dashboard: dashboard,
      p_objectives: ids.slice(0, 1),
      p_assignee: member.id,
    });
    expect(mine.notify).toBeUndefined();
    expect(
      await call(db, member, "assign_objectives", { p_dashboard: dashboard, p_objectives: ids, p_assignee: null }),
    ).toMatchObject({ changed: 3, assignee: null, name: null });
    const assignees = async () =>
      (
        await db.query<{ a: string | null }>(
          "select assignee_id as a from public.objectives where id = any($1) order by position",
          [ids],
        )
      ).rows.map((r) => r.a);
    expect(await assignees()).toEqual([null, null, null]);
    await expect(
      call(db, admin, "assign_objectives", { p_dashboard: dashboard, p_objectives: ids, p_assignee: outsider.id }),
    ).rejects.toMatchObject(refused("PT422", "assignee_not_member"));

    // Undo gives each back to whom it was with (nobody, the admin, the member)...
    await call(db, admin, "assign_objectives", {
      p_dashboard: dashboard,
      p_objectives: [ids[1]],
      p_assignee: admin.id,
    });
    await call(db, admin, "assign_objectives", {
      p_dashboard: dashboard,
      p_objectives: [ids[2]],
      p_assignee: member.id,
    });
    const all = await call(db, member, "assign_objectives", {
      p_dashboard: dashboard,
      p_objectives: ids,
      p_assignee: member.id,
    });
    expect(all).toMatchObject({ changed: 2, batch: expect.any(String) });
    expect(await call(db, member, "undo_objectives", { p_batch: all.batch })).toEqual({
      back: 2,
      kind: "assign",
      dashboard,
    });
    expect(await assignees()).toEqual([null, admin.id, member.id]);
    // ...but not to someone who has left the dashboard meanwhile: theirs stays as it is.
    const left = await call(db, admin, "assign_objectives", {
      p_dashboard: dashboard,
      p_objectives: ids,
      p_assignee: null,
    });
    await call(db, member, "leave_dashboard", { p_dashboard: dashboard });
    try {
      expect(await call(db, admin, "undo_objectives", { p_batch: left.batch })).toMatchObject({ back: 1 });
      expect(await assignees()).toEqual([null, admin.id, null]);
    } finally {
      await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'member')", [
        dashboard,
        member.id,
      ]);
    }
  });

  it("moves the chosen ones to another dashboard with their filters by name, and Undo brings them back", async () => {
    const on = day(-38);
    const garage = (await call(db, admin, "create_dashboard", { p_name: "Garage" })).id as string;
    await call(db, admin, "add_marker", { p_dashboard: dashboard, p_name: "Car", p_color: "teal" });
    const tyres = await add("Tyres", on, { p_marker_names: ["Car"], p_assignee: member.id, p_priority: 2 });
    const oil = await add("Oil", on);
    const stays = await add("Stays here", on);
    await add("Already there", on, {}, garage);
    // The page lists the caller's other dashboards, not this one.
    const page = await call(db, admin, "get_select_page", { p_dashboard: dashboard, p_day: on });
    expect(page.objectives.map((o: any) => o.title)).toEqual(["Tyres", "Oil", "Stays here"]);
    expect(page.dashboards).toContainEqual({ id: garage, name: "Garage" });
    expect(page.dashboards.map((d: any) => d.id)).not.toContain(dashboard);

    const moved = await call(db, admin, "move_objectives_to_dashboard", {
      p_dashboard: dashboard,
      p_objectives: [oil, tyres],
      p_to: garage,
    });
    // The member is not one of Garage's: nobody does Tyres there.
    expect(moved).toEqual({ moved: 2, unassigned: 1, batch: expect.any(String), dashboard: garage, name: "Garage" });
    const rows = async (where: string) =>
      (
        await db.query<{ title: string; a: string | null; p: number }>(
          "select title, assignee_id as a, priority as p from public.objectives where dashboard_id = $1 and day = $2 order by position",
          [where, on],
        )
      ).rows;
    // In their own order, after what was there; the filter made there by name.
    expect(await rows(garage)).toEqual([
      { title: "Already there", a: null, p: 4 },
      { title: "Tyres", a: null, p: 2 },
      { title: "Oil", a: null, p: 4 },
    ]);
    expect((await call(db, admin, "get_markers_page", { p_dashboard: garage })).markers).toMatchObject([
      { name: "Car", color: "teal" },
    ]);
    expect((await rows(dashboard)).map((r) => r.title)).toEqual(["Stays here"]);
    // A member of only one of the two may not; nor may anyone move them to where they are.
    await expect(
      call(db, member, "move_objectives_to_dashboard", { p_dashboard: dashboard, p_objectives: [stays], p_to: garage }),
    ).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    await expect(
      call(db, admin, "move_objectives_to_dashboard", {
        p_dashboard: dashboard,
        p_objectives: [stays],
        p_to: dashboard,
      }),
    ).rejects.toMatchObject(refused("PT422", "dashboard_same"));
    // Undo: back, each to its own place in the day, with the filter and the assignee.
    expect(await call(db, admin, "undo_objectives", { p_batch: moved.batch })).toEqual({
      back: 2,
      kind: "dashboard",
      dashboard,
      moved_from: garage,
    });
    expect(await rows(dashboard)).toEqual([
      { title: "Tyres", a: member.id, p: 2 },
      { title: "Oil", a: null, p: 4 },
      { title: "Stays here", a: null, p: 4 },
    ]);
    const tyresRow = await db.query<{ marker_ids: string[] }>(
      "select marker_ids from public.objectives where id = $1",
      [tyres],
    );
    const car = (await call(db, admin, "get_markers_page", { p_dashboard: dashboard })).markers.find(
      (m: any) => m.name === "Car",
    );
    expect(tyresRow.rows[0]!.marker_ids).toEqual([car.id]);
    expect((await rows(garage)).map((r) => r.title)).toEqual(["Already there"]);
  });

  it("brings several back to their own places though the day changed meanwhile, and one moved to another day to its end", async () => {
    const on = day(-44);
    const later = day(-45);
    const shed = (await call(db, admin, "create_dashboard", { p_name: "Shed" })).id as string;
    for (const title of ["A", "B", "C", "D", "E"]) await add(title, on);
    const ids = async () =>
      Object.fromEntries(
        (
          await db.query<{ title: string; id: string }>(
            "select title, id from public.objectives where dashboard_id = $1 and day = $2",
            [dashboard, on],
          )
        ).rows.map((r) => [r.title, r.id]),
      );
    const { B, D, E } = await ids();
    // Ticked in any order: they go, and come back, by their places.
    const moved = await call(db, admin, "move_objectives_to_dashboard", {
      p_dashboard: dashboard,
      p_objectives: [E, B, D],
      p_to: shed,
    });
    expect(await titles(on)).toEqual(["A", "C"]);
    // Meanwhile: one more here; on Shed, E goes to the next day.
    await add("New", on);
    await call(db, admin, "update_objective", { p_objective: E, p_day: later });
    await call(db, admin, "undo_objectives", { p_batch: moved.batch });
    expect(await titles(on)).toEqual(["A", "B", "C", "D", "New"]);
    expect(await titles(later)).toEqual(["E"]);
    // The places are 1..n, as every change keeps them.
    const places = await db.query<{ position: number }>(
      "select position from public.objectives where dashboard_id = $1 and day = $2 order by position",
      [dashboard, on],
    );
    expect(places.rows.map((r) => r.position)).toEqual([1, 2, 3, 4, 5]);
  });

  it("moves none when the other dashboard's plan has no room for a filter they bring", async () => {
    const on = day(-46);
    // The member's own dashboard, on the free plan with its ten filters.
    const full = (await call(db, member, "create_dashboard", { p_name: "Full" })).id as string;
    for (let i = 1; i <= 10; i++)
      await call(db, member, "add_marker", { p_dashboard: full, p_name: `F${i}`, p_color: "teal" });
    await call(db, admin, "add_marker", { p_dashboard: dashboard, p_name: "Bikes", p_color: "red" });
    const plain = await add("Plain", on, {}, dashboard, member);
    const bikes = await add("Pump the tyres", on, { p_marker_names: ["Bikes"] }, dashboard, member);
    await expect(
      call(db, member, "move_objectives_to_dashboard", {
        p_dashboard: dashboard,
        p_objectives: [plain, bikes],
        p_to: full,
      }),
    ).rejects.toMatchObject(refused("PT422", "plan_limit_reached"));
    // All or nothing: both still here.
    expect(await titles(on)).toEqual(["Plain", "Pump the tyres"]);
  });

  it("deletes the chosen ones with their steps and comments, and Undo restores them in place", async () => {
    const on = day(-40);
    const d1 = await add("Old plan", on);
    await add("Keep me", on);
    const d2 = await add("Older plan", on);
    await call(db, member, "add_comment", { p_objective: d1, p_body: "Not needed" });
    await call(db, member, "add_checklist_item", { p_objective: d2, p_title: "A step" });
    const gone = await call(db, member, "delete_objectives", { p_dashboard: dashboard, p_objectives: [d1, d2] });
    expect(gone).toMatchObject({ deleted: 2, batch: expect.any(String) });
    expect(await titles(on)).toEqual(["Keep me"]);
    expect(await call(db, admin, "undo_objectives", { p_batch: gone.batch })).toEqual({
      back: 2,
      kind: "delete",
      dashboard,
    });
    expect(await titles(on)).toEqual(["Old plan", "Keep me", "Older plan"]);
    expect((await db.query("select 1 from public.comments where objective_id = $1", [d1])).rows).toHaveLength(1);
    expect((await db.query("select 1 from public.checklist_items where objective_id = $1", [d2])).rows).toHaveLength(1);
  });

  it("leaves out another dashboard's objectives; refuses an empty or too large selection, and all of it gone", async () => {
    const mine = await add("Mine", day(-50));
    const theirs = await add("Theirs", day(-50), {}, other, outsider);
    expect(
      await call(db, admin, "delete_objectives", { p_dashboard: dashboard, p_objectives: [mine, theirs] }),
    ).toMatchObject({ deleted: 1 });
    expect((await db.query("select 1 from public.objectives where id = $1", [theirs])).rows).toHaveLength(1);
    await expect(
      call(db, admin, "complete_objectives", { p_dashboard: dashboard, p_objectives: [theirs] }),
    ).rejects.toMatchObject(refused("PT404", "objective_not_found"));
    await expect(
      call(db, admin, "complete_objectives", { p_dashboard: dashboard, p_objectives: [] }),
    ).rejects.toMatchObject(refused("PT422", "selection_required"));
    const many = Array.from({ length: 501 }, () => crypto.randomUUID());
    await expect(
      call(db, admin, "complete_objectives", { p_dashboard: dashboard, p_objectives: many }),
    ).rejects.toMatchObject(refused("PT422", "selection_too_large"));
  });

  it("refuses outsiders, their Undo of a member's change, and direct reads of the record", async () => {
    const o = await add("Private", day(-60));
    for (const [fn, args] of [
      ["complete_objectives", { p_objectives: [o] }],
      ["delete_objectives", { p_objectives: [o] }],
      ["move_objectives", { p_objectives: [o], p_day: TODAY }],
      ["set_objectives_priority", { p_objectives: [o], p_priority: 2 }],
      ["assign_objectives", { p_objectives: [o], p_assignee: null }],
      ["set_objectives_deadline", { p_objectives: [o], p_deadline: TODAY }],
      ["set_objectives_filter", { p_objectives: [o], p_marker: crypto.randomUUID(), p_add: true }],
    ] as const) {
      await expect(call(db, outsider, fn, { p_dashboard: dashboard, ...args })).rejects.toMatchObject(
        refused("PT404", "dashboard_not_found"),
      );
    }
    const done = await call(db, member, "complete_objectives", { p_dashboard: dashboard, p_objectives: [o] });
    await expect(call(db, outsider, "undo_objectives", { p_batch: done.batch })).rejects.toMatchObject(
      refused("PT404", "dashboard_not_found"),
    );
    await expect(call(db, admin, "undo_objectives", { p_batch: crypto.randomUUID() })).rejects.toMatchObject(
      refused("PT404", "undo_not_found"),
    );
    await expect(sqlAs(db, member, "select * from private.objective_batches")).rejects.toMatchObject({
      code: "42501",
    });
  });

  it("is refused on an archived dashboard", async () => {
    const o = await add("Frozen", day(-70));
    await call(db, admin, "set_dashboard_archived", { p_dashboard: dashboard, p_archived: true });
    try {
      for (const fn of ["complete_objectives", "delete_objectives"]) {
        await expect(call(db, member, fn, { p_dashboard: dashboard, p_objectives: [o] })).rejects.toMatchObject(
          refused("PT409", "dashboard_archived"),
        );
      }
      await expect(
        call(db, member, "move_objectives", { p_dashboard: dashboard, p_objectives: [o], p_day: TODAY }),
      ).rejects.toMatchObject(refused("PT409", "dashboard_archived"));
    } finally {
      await call(db, admin, "set_dashboard_archived", { p_dashboard: dashboard, p_archived: false });
    }
  });
});
