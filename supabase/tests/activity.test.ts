import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, dashboardWithMember, refused, sqlAs, subscribe, type User } from "./helpers.ts";

// A dashboard's activity (decision 046): written by triggers whatever made the change, one
// entry per statement and kind, read only through get_activity_page within the plan's days.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;
const TODAY = new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Home"));
});
afterAll(() => db.close());

const page = (who: User, where = dashboard, extra: Record<string, unknown> = {}) =>
  call(db, who, "get_activity_page", { p_dashboard: where, ...extra });
/** The newest `n` entries as "kind subject" lines, newest first. */
const latest = async (n: number, where = dashboard) =>
  ((await page(admin, where)).entries as any[]).slice(0, n).map((e) => [e.kind, e.subject].filter(Boolean).join(" "));
const add = async (title: string, who: User = admin, extra: Record<string, unknown> = {}) =>
  (await call(db, who, "add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: title, ...extra }))
    .id as string;

describe("what is told", () => {
  it("adding, completing, reopening, moving to another day, renaming and commenting, by whom", async () => {
    const id = await add("Water the plants", member);
    await call(db, admin, "set_objective_done", { p_objective: id, p_done: true });
    await call(db, admin, "set_objective_done", { p_objective: id, p_done: false });
    await call(db, member, "update_objective", { p_objective: id, p_day: dayOffset(1) });
    await call(db, member, "update_objective", { p_objective: id, p_title: "Water the roses" });
    const comment = await call(db, admin, "add_comment", { p_objective: id, p_body: "The red ones too" });
    const { entries } = await page(member);
    expect(entries.slice(0, 6)).toMatchObject([
      { kind: "commented", actor: admin.id, name: "Admin", objective: id, subject: "Water the roses", exists: true },
      { kind: "renamed", actor: member.id, subject: "Water the roses", detail: { from: "Water the plants" } },
      { kind: "rescheduled", actor: member.id, detail: { from: TODAY, to: dayOffset(1) } },
      { kind: "reopened", actor: admin.id, subject: "Water the plants" },
      { kind: "completed", actor: admin.id },
      { kind: "added", actor: member.id, name: "Member", detail: { day: TODAY } },
    ]);
    expect(entries[0].detail).toEqual({ comment: comment.id });
    // Newest first, by an increasing id.
    expect(entries.map((e: any) => e.id)).toEqual([...entries.map((e: any) => e.id)].sort((a, b) => b - a));
  });

  it("says nothing for a reorder, a tick of a step or a description", async () => {
    const id = await add("Quiet one");
    await add("Another one");
    const before = await latest(50);
    await call(db, admin, "reorder_objective", { p_objective: id, p_index: 1 });
    await call(db, admin, "update_objective", { p_objective: id, p_description: "Only the words" });
    const item = await call(db, admin, "add_checklist_item", { p_objective: id, p_title: "Step" });
    await call(db, admin, "set_checklist_item_done", { p_item: item.id, p_done: true });
    expect(await latest(50)).toEqual(before);
  });

  it("deleting and restoring; the title stops linking while it is gone", async () => {
    const id = await add("Call the bank");
    await call(db, member, "delete_objective", { p_objective: id });
    expect((await page(admin)).entries[0]).toMatchObject({ kind: "deleted", subject: "Call the bank", exists: false });
    await call(db, member, "restore_objective", { p_objective: id });
    expect(await latest(3)).toEqual(["restored Call the bank", "deleted Call the bank", "added Call the bank"]);
    expect((await page(admin)).entries[1]).toMatchObject({ exists: true });
  });

  it("a repeating objective's completion is one entry, and so is its undo", async () => {
    const id = await add("Stretch", admin, { p_repeat: "daily" });
    const done = await call(db, admin, "set_objective_done", { p_objective: id, p_done: true });
    expect(done.next).toBeTruthy();
    expect(await latest(2)).toEqual(["completed Stretch", "added Stretch"]);
    await call(db, admin, "set_objective_done", { p_objective: id, p_done: false });
    expect(await latest(2)).toEqual(["reopened Stretch", "completed Stretch"]);
  });

  it("many moved at once is one entry with their count and the day they went to", async () => {
    for (const title of ["Old 1", "Old 2", "Old 3"]) await add(title, admin, { p_day: dayOffset(-3) });
    await call(db, member, "move_overdue_to_today", { p_dashboard: dashboard });
    const [entry] = (await page(admin)).entries;
    expect(entry).toMatchObject({ kind: "rescheduled_many", actor: member.id, detail: { count: 3, to: TODAY } });
    expect(entry).not.toHaveProperty("objective");
    // Added in one statement (an import, a copied dashboard): one entry too.
    await db.query(
      `insert into public.objectives (dashboard_id, day, title, position) values ($1, $2, 'A', 90), ($1, $2, 'B', 91)`,
      [dashboard, dayOffset(5)],
    );
    expect((await page(admin)).entries[0]).toMatchObject({ kind: "added_many", detail: { count: 2 } });
  });

  it("a move to another dashboard is told on both", async () => {
    const other: string = (await call(db, admin, "create_dashboard", { p_name: "Work" })).id;
    const id = await add("Print the slides");
    await call(db, admin, "update_objective", { p_objective: id, p_dashboard: other });
    expect(await latest(1)).toEqual(["moved_out Print the slides"]);
    expect(await latest(5, other)).toEqual(["moved_in Print the slides"]);
    // The member is not on the other dashboard: its activity is not theirs to read.
    await expect(page(member, other)).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
  });

  it("notes added, edited, deleted and restored, by title and year; not a change of filters only", async () => {
    const year = Number(TODAY.slice(0, 4));
    const note = (await call(db, member, "add_note", { p_dashboard: dashboard, p_year: year, p_title: "Holidays" })).id;
    await call(db, admin, "update_note", { p_note: note, p_title: "Holidays", p_body: "Lisbon in May" });
    const marker = (await call(db, admin, "add_marker", { p_dashboard: dashboard, p_name: "trips", p_color: "blue" }))
      .id;
    const before = await latest(50);
    await call(db, admin, "update_note", {
      p_note: note,
      p_title: "Holidays",
      p_body: "Lisbon in May",
      p_marker_ids: [marker],
    });
    expect(await latest(50)).toEqual(before);
    await call(db, member, "delete_note", { p_note: note });
    await call(db, member, "restore_note", { p_note: note });
    const { entries } = await page(admin, dashboard, { p_what: "notes" });
    expect(entries.slice(0, 4)).toMatchObject([
      { kind: "note_restored", actor: member.id, note, subject: "Holidays", detail: { year }, exists: true },
      { kind: "note_deleted", actor: member.id, note },
      { kind: "note_edited", actor: admin.id, note },
      { kind: "note_added", actor: member.id, note, detail: { year } },
    ]);
    expect(entries.every((e: any) => e.kind.startsWith("note_"))).toBe(true);
    await call(db, member, "delete_note", { p_note: note });
    expect((await page(admin)).entries[0]).toMatchObject({ kind: "note_deleted", exists: false });
  });

  it("the dashboard's new name and its filters: added (by quick add's '#' too), renamed, deleted; not a colour", async () => {
    const marker = (
      await call(db, member, "add_marker", { p_dashboard: dashboard, p_name: "errands", p_color: "green" })
    ).id;
    await call(db, admin, "update_marker", { p_marker: marker, p_name: "shopping", p_color: "green" });
    const before = await latest(50);
    await call(db, admin, "update_marker", { p_marker: marker, p_name: "shopping", p_color: "red" });
    expect(await latest(50)).toEqual(before);
    await add("Weed the beds", member, { p_marker_names: ["garden"] });
    await call(db, member, "delete_marker", { p_marker: marker });
    await call(db, admin, "rename_dashboard", { p_dashboard: dashboard, p_name: "Our home" });
    // Another column of the dashboard's row is not a rename.
    await db.query("update public.dashboards set updated_at = now() where id = $1", [dashboard]);
    const { entries } = await page(admin, dashboard, { p_what: "dashboard" });
    expect(entries.slice(0, 5)).toMatchObject([
      { kind: "dashboard_renamed", actor: admin.id, subject: "Our home", detail: { from: "Home" } },
      { kind: "filter_deleted", actor: member.id, subject: "shopping" },
      { kind: "filter_added", actor: member.id, subject: "garden" },
      { kind: "filter_renamed", actor: admin.id, subject: "shopping", detail: { from: "errands" } },
      { kind: "filter_added", actor: member.id, subject: "errands" },
    ]);
    expect(entries.every((e: any) => e.kind === "dashboard_renamed" || e.kind.startsWith("filter_"))).toBe(true);
    // The objective quick add filed under "#garden" is told as well, as before.
    expect(new Set((await latest(4)).slice(2))).toEqual(new Set(["added Weed the beds", "filter_added garden"]));
    await call(db, admin, "rename_dashboard", { p_dashboard: dashboard, p_name: "Home" });
  });

  it("members who join, leave, or are removed, by name", async () => {
    const { ana, ben } = (await createUsers(db, ["ana", "ben"])) as Record<"ana" | "ben", User>;
    for (const who of [ana!, ben!])
      await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'member')", [
        dashboard,
        who.id,
      ]);
    await call(db, ana!, "leave_dashboard", { p_dashboard: dashboard });
    await call(db, admin, "remove_member", { p_dashboard: dashboard, p_user: ben!.id });
    const entries = (await page(admin)).entries.slice(0, 4);
    expect(entries).toMatchObject([
      { kind: "removed", actor: admin.id, subject: "Ben" },
      { kind: "left", actor: ana!.id, subject: "Ana" },
      { kind: "joined", actor: ben!.id, subject: "Ben" },
      { kind: "joined", actor: ana!.id, subject: "Ana" },
    ]);
    // No longer members: not named (as comments are not).
    expect(entries[1]).not.toHaveProperty("name");
  });

  it("assignments: to someone, to oneself, to nobody, by the name then; not an add already assigned, nor a member leaving", async () => {
    const id = await add("Fix the gate");
    await add("Born assigned", admin, { p_assignee: member.id });
    expect(await latest(1)).toEqual(["added Born assigned"]);
    await call(db, admin, "update_objective", { p_objective: id, p_assignee: member.id });
    await call(db, member, "update_objective", { p_objective: id, p_title: "Fix the front gate" });
    await call(db, member, "update_objective", { p_objective: id, p_assignee: "none" });
    await call(db, admin, "update_objective", { p_objective: id, p_assignee: admin.id });
    const { entries } = await page(member);
    expect(entries.slice(0, 4)).toMatchObject([
      { kind: "assigned", actor: admin.id, objective: id, detail: { assignee: admin.id, name: "Admin" } },
      {
        kind: "unassigned",
        actor: member.id,
        subject: "Fix the front gate",
        detail: { assignee: member.id, name: "Member" },
      },
      { kind: "renamed", actor: member.id },
      { kind: "assigned", actor: admin.id, subject: "Fix the gate", detail: { assignee: member.id, name: "Member" } },
    ]);
    // Another than before is one entry; "Assignments" shows only these.
    const { cara } = (await createUsers(db, ["cara"])) as Record<"cara", User>;
    await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'member')", [
      dashboard,
      cara!.id,
    ]);
    await call(db, admin, "update_objective", { p_objective: id, p_assignee: cara!.id });
    expect((await page(admin)).entries[0]).toMatchObject({
      kind: "assigned",
      detail: { assignee: cara!.id, name: "Cara" },
    });
    const told = (await page(admin, dashboard, { p_what: "assigned" })).entries as any[];
    expect(told.map((e) => e.kind)).toEqual(["assigned", "assigned", "unassigned", "assigned"]);
    // Cara leaves: her leaving is told, not the objective she no longer does.
    await call(db, cara!, "leave_dashboard", { p_dashboard: dashboard });
    expect(await latest(1)).toEqual(["left Cara"]);
    expect((await page(admin, dashboard, { p_what: "assigned" })).entries).toHaveLength(told.length);
    expect((await call(db, admin, "get_objective_page", { p_objective: id })).objective.assignee).toBeNull();
    // Several at once: one entry with their count.
    const other = await add("Sweep the yard");
    // (Members assign one at a time through the functions; a statement of the service's may do more.)
    await db.query("update public.objectives set assignee_id = $1 where id = any($2)", [member.id, [id, other]]);
    expect((await page(admin)).entries[0]).toMatchObject({ kind: "assigned_many", detail: { count: 2 } });
  });
});

describe("who reads it, and how much", () => {
  it("only members, only through the page: the table itself is closed", async () => {
    await expect(page(outsider)).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    await expect(sqlAs(db, member, "select * from public.activity")).rejects.toMatchObject({ code: "42501" });
    await expect(sqlAs(db, member, "delete from public.activity")).rejects.toMatchObject({ code: "42501" });
    await expect(page(member, dashboard, { p_limit: 0 })).rejects.toMatchObject(refused("PT422", "range_invalid"));
  });

  it("pages by the last entry's id", async () => {
    const all = (await page(admin)).entries as any[];
    const first = await page(admin, dashboard, { p_limit: 3 });
    expect(first.entries.map((e: any) => e.id)).toEqual(all.slice(0, 3).map((e) => e.id));
    expect(first.more).toBe(true);
    const next = await page(admin, dashboard, { p_limit: 3, p_before: first.entries[2].id });
    expect(next.entries.map((e: any) => e.id)).toEqual(all.slice(3, 6).map((e) => e.id));
  });

  it("filters by person and by kind of change, and answers the members for the person filter", async () => {
    const id = await add("Mop the floor", member);
    await call(db, admin, "set_objective_done", { p_objective: id, p_done: true });
    const mine = (await page(admin, dashboard, { p_actor: member.id })).entries as any[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.actor === member.id)).toBe(true);
    expect(mine[0]).toMatchObject({ kind: "added", subject: "Mop the floor" });
    const completed = (await page(admin, dashboard, { p_what: "completed" })).entries as any[];
    expect(new Set(completed.map((e) => e.kind))).toEqual(new Set(["completed", "reopened"]));
    expect(completed[0]).toMatchObject({ kind: "completed", subject: "Mop the floor", actor: admin.id });
    // Both at once: the member completed nothing.
    expect((await page(admin, dashboard, { p_actor: member.id, p_what: "completed" })).entries).toEqual([]);
    const people = (await page(admin, dashboard, { p_what: "members" })).entries as any[];
    expect(new Set(people.map((e) => e.kind))).toEqual(new Set(["joined", "left", "removed"]));
    await expect(page(admin, dashboard, { p_what: "everything" })).rejects.toMatchObject(
      refused("PT422", "range_invalid"),
    );
    expect((await page(member)).members.map((m: any) => m.name)).toEqual(["Admin", "Member"]);
  });

  it("tells one objective's history, by its title now or the last one told once it is gone", async () => {
    const id = await add("Book the flights", member);
    await add("Book the hotel", member);
    await call(db, admin, "update_objective", { p_objective: id, p_title: "Book the flights to Lisbon" });
    await call(db, member, "set_objective_done", { p_objective: id, p_done: true });
    const history = await page(admin, dashboard, { p_objective: id });
    expect(history.objective).toBe("Book the flights to Lisbon");
    expect(history.entries.map((e: any) => e.kind)).toEqual(["completed", "renamed", "added"]);
    await call(db, admin, "delete_objective", { p_objective: id });
    const gone = await page(member, dashboard, { p_objective: id });
    expect(gone.objective).toBe("Book the flights to Lisbon");
    expect(gone.entries[0]).toMatchObject({ kind: "deleted", exists: false });
    // Another dashboard's objective has no history here; none asked, no title.
    const other: string = (await call(db, admin, "create_dashboard", { p_name: "Elsewhere" })).id;
    const theirs = (await call(db, admin, "add_objective", { p_dashboard: other, p_day: TODAY, p_title: "Not here" }))
      .id;
    expect(await page(admin, dashboard, { p_objective: theirs })).toMatchObject({ entries: [], objective: null });
    expect((await page(admin)).objective).toBeNull();
  });

  it("shows 7 days on the admin's free plan and everything on a paid one", async () => {
    const { admin: owner, dashboard: d } = await dashboardWithMember(db, "Old house");
    const id = (await call(db, owner, "add_objective", { p_dashboard: d, p_day: TODAY, p_title: "Long ago" })).id;
    await call(db, owner, "set_objective_done", { p_objective: id, p_done: true });
    await db.query(
      "update public.activity set at = now() - interval '8 days' where dashboard_id = $1 and kind <> 'completed'",
      [d],
    );
    expect(await page(owner, d)).toMatchObject({
      entries: [{ kind: "completed" }],
      more: false,
      hidden: true,
      days_kept: 7,
    });
    // What is hidden is what the filter would show: nothing older was completed.
    expect(await page(owner, d, { p_what: "completed" })).toMatchObject({ hidden: false });
    expect(await page(owner, d, { p_what: "added" })).toMatchObject({ entries: [], hidden: true });
    await subscribe(db, owner);
    const paid = await page(owner, d);
    expect(paid.entries.map((e: any) => e.kind)).toEqual(["completed", "added", "joined"]);
    expect(paid).toMatchObject({ hidden: false, days_kept: null });
  });

  it("goes with its dashboard, and a deleted account leaves its entries nameless", async () => {
    const { admin: owner, member: leaving, dashboard: d } = await dashboardWithMember(db, "Short-lived");
    await call(db, leaving, "add_objective", { p_dashboard: d, p_day: TODAY, p_title: "Soon gone" });
    await db.query("delete from auth.users where id = $1", [leaving.id]);
    expect((await page(owner, d)).entries.slice(0, 2)).toMatchObject([{ kind: "left" }, { kind: "added" }]);
    expect((await page(owner, d)).entries[1]).not.toHaveProperty("actor");
    await call(db, owner, "delete_dashboard", { p_dashboard: d });
    expect(
      (await db.query("select count(*)::int as n from public.activity where dashboard_id = $1", [d])).rows,
    ).toEqual([{ n: 0 }]);
  });
});
