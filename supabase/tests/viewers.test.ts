import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, dashboardWithMember, refused, type User } from "./helpers.ts";

// A member who can only view (the database's part): the admin gives the role; every change
// to what the dashboard holds is then refused, whichever function asks; reading, one's own
// choices and leaving stay; made a viewer, one is taken off one's open objectives.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;
const TODAY = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Shown"));
});
afterAll(() => db.close());

const role = (p_role: string, who = admin, p_user = member.id) =>
  call(db, who, "set_member_role", { p_dashboard: dashboard, p_user, p_role });
const add = (title: string, more: Record<string, unknown> = {}) =>
  call(db, admin, "add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: title, ...more });
const READ_ONLY = refused("PT403", "read_only");

describe("viewers", () => {
  it("are made by the admin only, of another member, as 'viewer' or 'member'", async () => {
    await expect(role("viewer", member, admin.id)).rejects.toMatchObject(refused("PT403", "members_admin_only"));
    await expect(role("viewer", outsider)).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    await expect(role("viewer", admin, admin.id)).rejects.toMatchObject(refused("PT422", "cannot_manage_self"));
    await expect(role("viewer", admin, outsider.id)).rejects.toMatchObject(refused("PT404", "member_not_found"));
    await expect(role("admin")).rejects.toMatchObject(refused("PT422", "role_invalid"));
    await expect(
      call(db, "anon", "set_member_role", { p_dashboard: dashboard, p_user: member.id, p_role: "viewer" }),
    ).rejects.toMatchObject({ code: "42501" });
  });

  it("take a member off their open objectives, and keep who did the done ones", async () => {
    const open = await add("Open, theirs", { p_assignee: member.id });
    const done = await add("Done by them", { p_assignee: member.id });
    await call(db, member, "set_objective_done", { p_objective: done.id, p_done: true });
    await expect(role("viewer")).resolves.toEqual({ dashboard_id: dashboard, user_id: member.id, role: "viewer" });
    const rows = await db.query<{ title: string; assignee_id: string | null }>(
      "select title, assignee_id from public.objectives where id = any($1) order by title",
      [[open.id, done.id]],
    );
    expect(rows.rows).toEqual([
      { title: "Done by them", assignee_id: member.id },
      { title: "Open, theirs", assignee_id: null },
    ]);
    // From then on nobody assigns them: an assignment leaves the objective to nobody.
    const later = await add("Later", { p_assignee: member.id });
    expect(later.assignee ?? null).toBeNull();
    await call(db, admin, "assign_objectives", {
      p_dashboard: dashboard,
      p_objectives: [open.id],
      p_assignee: member.id,
    });
    expect(
      (await db.query("select assignee_id from public.objectives where id = $1", [open.id])).rows[0].assignee_id,
    ).toBeNull();
    const settings = await call(db, admin, "get_settings_page", { p_dashboard: dashboard });
    expect(settings.members.find((m: any) => m.user_id === member.id).role).toBe("viewer");
  });

  it("read every page, and change nothing the dashboard holds, whichever function asks", async () => {
    const objective = await add("Shown to them");
    const note = await call(db, admin, "add_note", { p_dashboard: dashboard, p_year: 2030, p_title: "A note" });
    const marker = await call(db, admin, "add_marker", { p_dashboard: dashboard, p_name: "home", p_color: "blue" });
    const day = await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: TODAY });
    expect(day.dashboard.role).toBe("viewer");
    expect(day.objectives.map((o: any) => o.title)).toContain("Shown to them");
    await expect(call(db, member, "get_notes_page", { p_dashboard: dashboard, p_year: 2030 })).resolves.toBeTruthy();
    await expect(call(db, member, "get_objective_page", { p_objective: objective.id })).resolves.toBeTruthy();

    const changes: [string, Record<string, unknown>][] = [
      ["add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: "Mine" }],
      ["set_objective_done", { p_objective: objective.id, p_done: true }],
      ["complete_objectives", { p_dashboard: dashboard, p_objectives: [objective.id] }],
      ["reorder_objective", { p_objective: objective.id, p_index: 0 }],
      ["duplicate_objective", { p_objective: objective.id }],
      ["move_objectives", { p_dashboard: dashboard, p_objectives: [objective.id], p_day: "2030-01-01" }],
      ["set_objectives_time", { p_dashboard: dashboard, p_objectives: [objective.id], p_at: "10:00" }],
      ["delete_objective", { p_objective: objective.id }],
      ["add_comment", { p_objective: objective.id, p_body: "Hi" }],
      ["add_checklist_item", { p_objective: objective.id, p_title: "Step" }],
      ["add_note", { p_dashboard: dashboard, p_year: 2030, p_title: "Mine" }],
      ["update_note", { p_note: note.id, p_title: "Renamed" }],
      ["delete_note", { p_note: note.id }],
      ["add_marker", { p_dashboard: dashboard, p_name: "mine", p_color: "red" }],
      ["update_marker", { p_marker: marker.id, p_name: "renamed", p_color: "red" }],
      // JSON arguments go as text, as PostgREST sends them.
      [
        "import_into_dashboard",
        { p_dashboard: dashboard, p_objectives: JSON.stringify([{ day: TODAY, title: "Imported" }]) },
      ],
    ];
    for (const [fn, args] of changes)
      await expect(call(db, member, fn as any, args), fn).rejects.toMatchObject(READ_ONLY);
    // Nothing changed.
    const after = await call(db, admin, "get_day_page", { p_dashboard: dashboard, p_day: TODAY });
    expect(after.objectives.find((o: any) => o.id === objective.id)).toMatchObject({ done: false });
  });

  it("keep their own choices, and their dashboard's others keep changing it", async () => {
    await expect(
      call(db, member, "set_dashboard_favorite", { p_dashboard: dashboard, p_favorite: true }),
    ).resolves.toBeTruthy();
    await expect(
      call(db, member, "set_show_done", { p_dashboard: dashboard, p_show_done: false }),
    ).resolves.toBeTruthy();
    await expect(add("Still the admin's to add")).resolves.toMatchObject({ title: "Still the admin's to add" });
  });

  it("do not find the dashboards they only view among the lists that act", async () => {
    const YESTERDAY = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await add("Due here today");
    await add("Late here", { p_day: YESTERDAY });
    // The viewer's own dashboard, late too: theirs to act on.
    const own = (await call(db, member, "create_dashboard", { p_name: "Own" })).id;
    const late = await call(db, member, "add_objective", { p_dashboard: own, p_day: YESTERDAY, p_title: "My late" });
    const names = (list: { name: string }[]) => list.map((d) => d.name);

    const today = await call(db, member, "get_today_page", { p_time_zone: "UTC" });
    expect(names(today.dashboards)).toEqual(["Own"]);
    expect(names(today.every_dashboard)).toEqual(["Own"]);
    const upcoming = await call(db, member, "get_upcoming_page", { p_time_zone: "UTC" });
    expect(upcoming.overdue.map((o: any) => o.title)).toEqual(["My late"]);
    expect(Object.values(upcoming.dashboards)).toEqual(["Own"]);
    expect(names(upcoming.every_dashboard)).toEqual(["Own"]);
    // Where their own objective may move: not the dashboard they only view.
    expect(names((await call(db, member, "get_objective_page", { p_objective: late.id })).dashboards)).toEqual(["Own"]);
    expect(names((await call(db, member, "get_select_page", { p_dashboard: own })).dashboards)).toEqual([]);
    // "Reschedule" on /today moves their own overdue only, and is not refused.
    await expect(
      call(db, member, "move_overdue_everywhere", { p_time_zone: "UTC", p_day: TODAY }),
    ).resolves.toBeTruthy();
    const left = await call(db, admin, "get_day_page", { p_dashboard: dashboard, p_day: TODAY });
    expect(left.overdue.map((o: any) => o.title)).toContain("Late here");
    // Nobody may assign them: the choices leave them out.
    const shown = await call(db, admin, "get_day_page", { p_dashboard: dashboard, p_day: TODAY });
    expect((shown.members ?? []).map((m: any) => m.id)).not.toContain(member.id);
    const page = await call(db, admin, "get_objective_page", { p_objective: (await add("Whose?")).id });
    expect(page.members.map((m: any) => m.id)).toEqual([admin.id]);
    // Their admin still sees it everywhere.
    expect(names((await call(db, admin, "get_today_page", { p_time_zone: "UTC" })).dashboards)).toContain("Shown");
  });

  it("are told on the activity, by whom, among the members' entries; nothing when the role stays", async () => {
    const members = async () =>
      ((await call(db, member, "get_activity_page", { p_dashboard: dashboard, p_what: "members" })).entries as any[])
        .filter((e) => e.kind.startsWith("made_"))
        .map((e) => [e.kind, e.name, e.subject, e.detail.member]);
    const before = (await members()).length;
    await role("member");
    await role("member");
    await role("viewer");
    const told = await members();
    expect(told.length - before).toBe(2);
    const name = (await call(db, admin, "get_settings_page", { p_dashboard: dashboard })).members.find(
      (m: any) => m.user_id === member.id,
    );
    expect(told.slice(0, 2)).toEqual([
      ["made_viewer", expect.any(String), expect.any(String), member.id],
      ["made_editor", expect.any(String), expect.any(String), member.id],
    ]);
    expect(told[0]![2]).toBe(name.display_name ?? name.email);
  });

  it("change things again as members, and leave as anyone does", async () => {
    await role("member");
    await expect(
      call(db, member, "add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: "Mine again" }),
    ).resolves.toMatchObject({ title: "Mine again" });
    await role("viewer");
    await expect(call(db, member, "leave_dashboard", { p_dashboard: dashboard })).resolves.toEqual({
      dashboard_id: dashboard,
    });
  });
});
