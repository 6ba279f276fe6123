import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, callHolding, createUsers, dashboardWithMember, refused, subscribe, type User } from "./helpers.ts";

// Duplicating a dashboard (decision 036): any member makes one of their own with the
// filters, open objectives and notes; nothing else comes along, and the original is unchanged.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;
const DAY = "2030-06-03";

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Launch"));
  const add = (day: string, title: string, extra: Record<string, unknown> = {}) =>
    call(db, admin, "add_objective", { p_dashboard: dashboard, p_day: day, p_title: title, ...extra });
  await add(DAY, "Book the hall", { p_marker_names: ["venue", "press"], p_priority: 1 });
  const done = await add(DAY, "Already done");
  await call(db, admin, "set_objective_done", { p_objective: done.id, p_done: true });
  await add(DAY, "Print flyers", { p_repeat: "weekly", p_repeat_every: 2 });
  await add("2030-06-04", "Call the band");
  const edited = await add(DAY, "Order chairs");
  await call(db, admin, "update_objective", { p_objective: edited.id, p_description: "Forty, stackable" });
  const press = (await call(db, admin, "get_markers_page", { p_dashboard: dashboard })).markers.find(
    (m: any) => m.name === "press",
  ).id;
  await call(db, admin, "add_note", {
    p_dashboard: dashboard,
    p_year: 2030,
    p_title: "Budget",
    p_body: "Ask twice",
    p_marker_ids: [press],
  });
  await call(db, admin, "add_marker", { p_dashboard: dashboard, p_name: "unused", p_color: "teal" });
});
afterAll(() => db.close());

const titles = (rows: { title: string }[]) => rows.map((o) => o.title);

describe("duplicating a dashboard", () => {
  it("gives a member a dashboard of their own with the filters, open objectives and notes", async () => {
    const copy = await call(db, member, "duplicate_dashboard", { p_dashboard: dashboard, p_name: "Launch (copy)" });
    expect(copy).toMatchObject({ name: "Launch (copy)", objectives: 4, notes: 1, filters: 3 });
    const settings = await call(db, member, "get_settings_page", { p_dashboard: copy.id });
    expect(settings.dashboard).toMatchObject({ name: "Launch (copy)", role: "admin" });
    expect(settings.members.map((m: any) => m.user_id)).toEqual([member.id]);

    const day = await call(db, member, "get_day_page", { p_dashboard: copy.id, p_day: DAY, p_time_zone: "UTC" });
    // The members' order, done ones left behind.
    expect(titles(day.objectives)).toEqual(["Book the hall", "Print flyers", "Order chairs"]);
    const names = Object.fromEntries(day.markers.map((m: any) => [m.id, m.name]));
    expect(day.markers.map((m: any) => [m.name, m.color]).sort()).toEqual(
      (await call(db, admin, "get_markers_page", { p_dashboard: dashboard })).markers
        .map((m: any) => [m.name, m.color])
        .sort(),
    );
    const [hall, flyers, chairs] = day.objectives;
    // Filters point at the copy's own, in the same order.
    expect(hall.markers.map((id: string) => names[id])).toEqual(["venue", "press"]);
    expect(hall.priority).toBe(1);
    expect([flyers.repeat, flyers.every]).toEqual(["weekly", 2]);
    expect(chairs.summary).toBe("Forty, stackable");
    // Each day's order is 1..n again.
    const positions = await db.query(
      "select day::text, array_agg(position order by position) as p from public.objectives where dashboard_id = $1 group by day order by day",
      [copy.id],
    );
    expect(positions.rows).toEqual([
      { day: DAY, p: [1, 2, 3] },
      { day: "2030-06-04", p: [1] },
    ]);
    const notes = await call(db, member, "get_notes_page", { p_dashboard: copy.id, p_year: 2030 });
    expect(notes.notes.map((n: any) => [n.title, n.body, n.markers.map((id: string) => names[id])])).toEqual([
      ["Budget", "Ask twice", ["press"]],
    ]);

    // The original is as it was, and the admin does not see the copy.
    const original = await call(db, admin, "get_day_page", { p_dashboard: dashboard, p_day: DAY, p_time_zone: "UTC" });
    expect(titles(original.objectives)).toEqual(["Book the hall", "Already done", "Print flyers", "Order chairs"]);
    await expect(call(db, admin, "get_day_page", { p_dashboard: copy.id })).rejects.toMatchObject(
      refused("PT404", "dashboard_not_found"),
    );
  });

  it("moves the copy onto a chosen start day, repeating ones' anchors with them", async () => {
    const copy = await call(db, member, "duplicate_dashboard", {
      p_dashboard: dashboard,
      p_name: "Next launch",
      p_start: "2030-09-01",
    });
    // The earliest open objective (3 June) lands on 1 September: 90 days later.
    expect(copy).toMatchObject({ objectives: 4, shift: 90 });
    const rows = await db.query(
      "select title, day::text, repeat_anchor::text as anchor from public.objectives where dashboard_id = $1 order by day, position",
      [copy.id],
    );
    expect(rows.rows.map((r: any) => [r.title, r.day])).toEqual([
      ["Book the hall", "2030-09-01"],
      ["Print flyers", "2030-09-01"],
      ["Order chairs", "2030-09-01"],
      ["Call the band", "2030-09-02"],
    ]);
    const original = await db.query(
      "select repeat_anchor::text as anchor from public.objectives where dashboard_id = $1 and title = 'Print flyers'",
      [dashboard],
    );
    const anchor = rows.rows.find((r: any) => r.title === "Print flyers").anchor;
    expect(anchor === null ? null : Date.parse(anchor) - Date.parse(original.rows[0].anchor)).toBe(
      original.rows[0].anchor === null ? null : 90 * 86_400_000,
    );
  });

  it("makes one copy of a double submit, also of two at once", async () => {
    const key = crypto.randomUUID();
    const args = { p_dashboard: dashboard, p_name: "Twice", p_request_id: key };
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    // The second waits on the first's request id (a real wait on PostgreSQL), then answers it.
    const first = callHolding(db, admin, "duplicate_dashboard", args, held);
    await new Promise((r) => setTimeout(r, 50));
    const second = call(db, admin, "duplicate_dashboard", args);
    setTimeout(release, 200);
    const [a, b] = await Promise.all([first, second]);
    expect(b).toEqual(a);
    expect(await call(db, admin, "duplicate_dashboard", args)).toEqual(a);
    const { rows } = await db.query("select count(*)::int as n from public.dashboards where name = 'Twice'");
    expect(rows[0].n).toBe(1);
  });

  it("refuses outsiders, visitors and a name that is empty or too long", async () => {
    await expect(
      call(db, outsider, "duplicate_dashboard", { p_dashboard: dashboard, p_name: "Mine now" }),
    ).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    await expect(
      call(db, "anon", "duplicate_dashboard", { p_dashboard: dashboard, p_name: "Mine now" }),
    ).rejects.toMatchObject({ code: "42501" });
    await expect(
      call(db, member, "duplicate_dashboard", { p_dashboard: dashboard, p_name: " " }),
    ).rejects.toMatchObject(refused("PT422", "name_required"));
    await expect(
      call(db, member, "duplicate_dashboard", { p_dashboard: dashboard, p_name: "x".repeat(101) }),
    ).rejects.toMatchObject(refused("PT422", "name_too_long"));
  });

  it("counts against the caller's own plan: dashboards, and filters beyond it", async () => {
    // A subscriber's dashboard with more filters than the free plan's ten.
    const { rich, poor } = (await createUsers(db, ["rich", "poor"])) as Record<"rich" | "poor", User>;
    await subscribe(db, rich);
    const big = (await call(db, rich, "create_dashboard", { p_name: "Big" })).id;
    for (let i = 1; i <= 11; i++)
      await call(db, rich, "add_marker", { p_dashboard: big, p_name: `f${i}`, p_color: "red" });
    await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'member')", [
      big,
      poor.id,
    ]);
    await expect(call(db, poor, "duplicate_dashboard", { p_dashboard: big, p_name: "Mine" })).rejects.toMatchObject({
      ...refused("PT422", "plan_limit_reached"),
      detail: "markers",
      hint: "10",
    });
    // Nothing was made.
    expect((await call(db, poor, "get_dashboards_page")).dashboards.map((d: any) => d.name)).toEqual(["Big"]);
    // At the free plan's three dashboards, no fourth.
    for (const name of ["One", "Two", "Three"]) await call(db, poor, "create_dashboard", { p_name: name });
    await expect(
      call(db, poor, "duplicate_dashboard", { p_dashboard: dashboard, p_name: "Four" }),
    ).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    const own = (await call(db, poor, "get_dashboards_page")).dashboards.find((d: any) => d.name === "One").id;
    await expect(call(db, poor, "duplicate_dashboard", { p_dashboard: own, p_name: "Four" })).rejects.toMatchObject({
      ...refused("PT422", "plan_limit_reached"),
      detail: "dashboards",
    });
  });
});
