import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, dashboardWithMember, refused, sqlAs, subscribe, type User } from "./helpers.ts";

// Archived dashboards (decision 059): the admin archives one for everyone; it stays
// readable and read-only, and leaves the lists of days until it is unarchived.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let trip: string;
let home: string;
const DAY = "2026-05-04";
const archived = refused("PT409", "dashboard_archived");
const fx: Record<string, string> = {};

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard: trip } = await dashboardWithMember(db, "Trip"));
  home = (await call(db, admin, "create_dashboard", { p_name: "Home" })).id;
  const today = (await db.query<{ d: string }>("select private.today('UTC')::text as d")).rows[0]!.d;
  fx.today = today;
  fx.objective = (
    await call(db, admin, "add_objective", { p_dashboard: trip, p_day: today, p_title: "Book the ferry" })
  ).id;
  await call(db, admin, "add_objective", { p_dashboard: trip, p_day: "2020-01-01", p_title: "Old and open" });
  await call(db, admin, "add_objective", { p_dashboard: home, p_day: today, p_title: "Water the plants" });
  fx.note = (await call(db, admin, "add_note", { p_dashboard: trip, p_year: 2026, p_title: "Packing list" })).id;
  fx.marker = (await call(db, admin, "add_marker", { p_dashboard: trip, p_name: "Tickets", p_color: "blue" })).id;
  fx.comment = (await call(db, member, "add_comment", { p_objective: fx.objective, p_body: "Morning one?" })).id;
  fx.step = (await call(db, admin, "add_checklist_item", { p_objective: fx.objective, p_title: "Compare prices" })).id;
  fx.homeObjective = (
    await call(db, admin, "add_objective", { p_dashboard: home, p_day: today, p_title: "Pay rent" })
  ).id;
});
afterAll(() => db.close());

const archive = (on: boolean, who: User = admin) =>
  call(db, who, "set_dashboard_archived", { p_dashboard: trip, p_archived: on });
const dashboardsPage = async (who: User) =>
  ((await call(db, who, "get_dashboards_page", { p_time_zone: "UTC" })).dashboards as any[]).map((d) => [
    d.name,
    d.archived_at !== null,
  ]);
const todayNames = async (who: User) =>
  ((await call(db, who, "get_today_page", { p_time_zone: "UTC" })).dashboards as any[]).map((d) => d.name);
const quickAddNames = async (who: User) =>
  ((await call(db, who, "get_today_page", { p_time_zone: "UTC" })).every_dashboard as any[]).map((d) => d.name);

describe("archiving a dashboard", () => {
  it("is the admin's: a member is refused, an outsider learns nothing", async () => {
    await expect(archive(true, member)).rejects.toMatchObject(refused("PT403", "not_admin"));
    await expect(archive(true, outsider)).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    // Not by writing the column either: members only read dashboards.
    const direct = await sqlAs(db, admin, "update public.dashboards set archived_at = now() where id = $1", [
      trip,
    ]).catch((error) => error);
    expect(direct).toMatchObject({ code: "42501" });
    expect(await dashboardsPage(admin)).toEqual([
      ["Home", false],
      ["Trip", false],
    ]);
  });

  it("keeps it readable, says so on its pages, and lists it last on /dashboards", async () => {
    const answer = await archive(true);
    expect(answer).toMatchObject({ id: trip, archived_at: expect.any(String) });
    // The same again keeps the first time.
    expect(await archive(true)).toEqual(answer);
    for (const who of [admin, member]) {
      const day = await call(db, who, "get_day_page", { p_dashboard: trip, p_day: fx.today });
      expect(day.dashboard.archived_at).toBe(answer.archived_at);
      expect(day.objectives.map((o: any) => o.title)).toEqual(["Book the ferry"]);
      const notes = await call(db, who, "get_notes_page", { p_dashboard: trip, p_year: 2026 });
      expect(notes.dashboard.archived_at).toBe(answer.archived_at);
      const objective = await call(db, who, "get_objective_page", { p_objective: fx.objective });
      expect(objective.comments.map((c: any) => c.body)).toEqual(["Morning one?"]);
    }
    expect(await dashboardsPage(admin)).toEqual([
      ["Home", false],
      ["Trip", true],
    ]);
    expect(await dashboardsPage(member)).toEqual([["Trip", true]]);
    // A favourite too goes after those in use.
    await call(db, admin, "set_dashboard_favorite", { p_dashboard: trip, p_favorite: true });
    expect((await dashboardsPage(admin))[0]).toEqual(["Home", false]);
  });

  it("refuses every change to what it holds, whichever function asks", async () => {
    const attempts: [string, User, Record<string, unknown>][] = [
      ["add_objective", admin, { p_dashboard: trip, p_day: fx.today, p_title: "Another" }],
      ["update_objective", member, { p_objective: fx.objective, p_title: "Changed" }],
      ["set_objective_done", member, { p_objective: fx.objective, p_done: true }],
      ["delete_objective", admin, { p_objective: fx.objective }],
      ["duplicate_objective", admin, { p_objective: fx.objective }],
      ["move_overdue_to_today", admin, { p_dashboard: trip, p_time_zone: "UTC" }],
      ["add_note", admin, { p_dashboard: trip, p_year: 2026, p_title: "More" }],
      ["update_note", admin, { p_note: fx.note, p_title: "Changed" }],
      ["delete_note", admin, { p_note: fx.note }],
      ["add_marker", admin, { p_dashboard: trip, p_name: "Hotels", p_color: "red" }],
      ["update_marker", admin, { p_marker: fx.marker, p_name: "Tickets", p_color: "teal" }],
      ["delete_marker", admin, { p_marker: fx.marker }],
      ["add_comment", member, { p_objective: fx.objective, p_body: "Still?" }],
      ["edit_comment", member, { p_comment: fx.comment, p_body: "Evening one?" }],
      ["delete_comment", member, { p_comment: fx.comment }],
      ["add_checklist_item", admin, { p_objective: fx.objective, p_title: "Pack" }],
      ["set_checklist_item_done", admin, { p_item: fx.step, p_done: true }],
      ["delete_checklist_item", admin, { p_item: fx.step }],
      ["invite_members", admin, { p_dashboard: trip, p_emails: ["new@example.com"] }],
      ["rename_dashboard", admin, { p_dashboard: trip, p_name: "Old trip" }],
    ];
    for (const [fn, who, args] of attempts) {
      await expect(call(db, who, fn, args), fn).rejects.toMatchObject(archived);
    }
    // Nothing moves into it, and nothing out of it.
    await expect(
      call(db, admin, "update_objective", { p_objective: fx.homeObjective, p_dashboard: trip }),
    ).rejects.toMatchObject(archived);
    await expect(
      call(db, admin, "update_objective", { p_objective: fx.objective, p_dashboard: home }),
    ).rejects.toMatchObject(archived);
    const { rows } = await db.query<{ n: number }>(
      `select (select count(*) from public.objectives where dashboard_id = $1)::int
            + (select count(*) from public.notes where dashboard_id = $1)::int
            + (select count(*) from public.markers where dashboard_id = $1)::int
            + (select count(*) from public.comments where dashboard_id = $1)::int
            + (select count(*) from public.checklist_items where dashboard_id = $1)::int as n`,
      [trip],
    );
    expect(rows[0]!.n).toBe(6);
    expect((await call(db, admin, "get_day_page", { p_dashboard: trip, p_day: fx.today })).dashboard.name).toBe("Trip");
  });

  it("leaves /today, /upcoming, quick add, the daily email and where an objective may move to", async () => {
    expect(await todayNames(admin)).toEqual(["Home"]);
    expect(await todayNames(member)).toEqual([]);
    expect(await quickAddNames(admin)).toEqual(["Home"]);
    const upcoming = await call(db, admin, "get_upcoming_page", { p_time_zone: "UTC" });
    expect(upcoming.every_dashboard.map((d: any) => d.name)).toEqual(["Home"]);
    const mail = await db.query<{ j: any }>("select private.daily_email_json($1, $2::date) as j", [admin.id, fx.today]);
    expect(mail.rows[0]!.j.map((d: any) => d.name)).toEqual(["Home"]);
    // Home's objective may not go to Trip; Trip's own page still names Trip (where it is).
    const homePage = await call(db, admin, "get_objective_page", { p_objective: fx.homeObjective });
    expect(homePage.dashboards.map((d: any) => d.name)).toEqual(["Home"]);
    const tripPage = await call(db, admin, "get_objective_page", { p_objective: fx.objective });
    // The admin's favorite first, as every list of one's dashboards (decision 061).
    expect(tripPage.dashboards.map((d: any) => d.name)).toEqual(["Trip", "Home"]);
  });

  it("keeps each member's own choices, and leaving", async () => {
    await call(db, member, "set_show_done", { p_dashboard: trip, p_show_done: false });
    await call(db, member, "set_dashboard_favorite", { p_dashboard: trip, p_favorite: true });
    await call(db, member, "leave_dashboard", { p_dashboard: trip });
    expect(await dashboardsPage(member)).toEqual([]);
  });

  it("comes back whole with unarchive: in the lists again, and changes work", async () => {
    await expect(archive(false, member)).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    expect(await archive(false)).toEqual({ id: trip, archived_at: null });
    // The activity tells both, among the dashboard's own changes, once each.
    const activity = await call(db, admin, "get_activity_page", { p_dashboard: trip, p_what: "dashboard" });
    expect(activity.entries.map((e: any) => [e.kind, e.subject, e.actor])).toEqual([
      ["dashboard_unarchived", "Trip", admin.id],
      ["dashboard_archived", "Trip", admin.id],
      ["filter_added", "Tickets", admin.id],
    ]);
    // The admin's favorite, first (decision 061).
    expect(await todayNames(admin)).toEqual(["Trip", "Home"]);
    await call(db, admin, "rename_dashboard", { p_dashboard: trip, p_name: "Summer trip" });
    await call(db, admin, "set_objective_done", { p_objective: fx.objective, p_done: true });
    await call(db, admin, "add_note", { p_dashboard: trip, p_year: 2026, p_title: "Photos" });
    expect(await dashboardsPage(admin)).toEqual([
      ["Summer trip", false],
      ["Home", false],
    ]);
  });

  it("may still be deleted while archived, with everything in it", async () => {
    await archive(true);
    await call(db, admin, "delete_dashboard", { p_dashboard: trip });
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from public.objectives where dashboard_id = $1",
      [trip],
    );
    expect(rows[0]!.n).toBe(0);
    expect(await dashboardsPage(admin)).toEqual([["Home", false]]);
  });

  it("does not stop a member's account from being deleted", async () => {
    const other = await dashboardWithMember(db, "Club");
    await call(db, other.member, "add_objective", {
      p_dashboard: other.dashboard,
      p_day: DAY,
      p_title: "Theirs",
    });
    await call(db, other.admin, "set_dashboard_archived", { p_dashboard: other.dashboard, p_archived: true });
    await call(db, other.member, "delete_my_account", { p_email: other.member.email });
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from public.objectives where dashboard_id = $1",
      [other.dashboard],
    );
    // What they wrote stays on the dashboard, as for any dashboard.
    expect(rows[0]!.n).toBe(1);
  });
});

describe("the plan's limit counts the dashboards in use", () => {
  const planLimit = (kind: string, max: number) => ({
    ...refused("PT422", "plan_limit_reached"),
    detail: kind,
    hint: String(max),
  });
  const create = (who: User, name: string) =>
    call(db, who, "create_dashboard", { p_name: name }).then((d) => d.id as string);
  const usage = async (who: User) => (await call(db, who, "get_billing_page")).usage.dashboards;

  it("archiving one frees its place; unarchiving it is checked as creating one", async () => {
    const { free } = (await createUsers(db, ["free"])) as Record<"free", User>;
    const [first] = [await create(free, "2025"), await create(free, "Chores"), await create(free, "Books")];
    await expect(create(free, "2026")).rejects.toMatchObject(planLimit("dashboards", 3));
    await call(db, free, "set_dashboard_archived", { p_dashboard: first, p_archived: true });
    expect(await usage(free)).toBe(2);
    await create(free, "2026");
    expect(await usage(free)).toBe(3);
    // Four in use would be one over: it stays archived, as it was.
    await expect(
      call(db, free, "set_dashboard_archived", { p_dashboard: first, p_archived: false }),
    ).rejects.toMatchObject(planLimit("dashboards", 3));
    expect((await dashboardsPage(free)).filter(([, isArchived]) => isArchived)).toEqual([["2025", true]]);
    // Archiving again what is archived is not "unarchiving": no check.
    await call(db, free, "set_dashboard_archived", { p_dashboard: first, p_archived: true });
    await subscribe(db, free);
    await call(db, free, "set_dashboard_archived", { p_dashboard: first, p_archived: false });
    expect(await usage(free)).toBe(4);
  });

  it("receiving admin of an archived dashboard adds nothing in use", async () => {
    const { full, owner } = (await createUsers(db, ["full", "owner"])) as Record<"full" | "owner", User>;
    for (const name of ["A", "B", "C"]) await create(full, name);
    const old = await create(owner, "Old club");
    const current = await create(owner, "Club");
    for (const d of [old, current]) {
      await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'member')", [
        d,
        full.id,
      ]);
    }
    await expect(call(db, owner, "make_admin", { p_dashboard: current, p_user: full.id })).rejects.toMatchObject(
      planLimit("admin_dashboards", 3),
    );
    await call(db, owner, "set_dashboard_archived", { p_dashboard: old, p_archived: true });
    await call(db, owner, "make_admin", { p_dashboard: old, p_user: full.id });
    expect(await usage(full)).toBe(3);
  });
});
