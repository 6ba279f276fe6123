import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, callHolding, dashboardWithMember, refused, sqlAs, type User } from "./helpers.ts";

// Public links: an admin's link shows the dashboard's days to anyone who holds it, read-only,
// and nothing once it is replaced, turned off, or the dashboard is gone.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;
const TODAY = new Date().toISOString().slice(0, 10);
const day = (offset: number) => new Date(Date.parse(TODAY) + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Launch"));
  for (const [offset, title, filters] of [
    [0, "Write the press note", ["press"]],
    [0, "Call the printer", []],
    [2, "Rehearse", ["team"]],
    [9, "Next week's review", []],
    [-1, "Yesterday's task", []],
  ] as const)
    await call(db, member, "add_objective", {
      p_dashboard: dashboard,
      p_day: day(offset),
      p_title: title,
      p_marker_names: filters,
    });
  // A filter no shown objective carries stays out of the answer.
  await call(db, admin, "add_marker", { p_dashboard: dashboard, p_name: "unused", p_color: "red" });
  const press = await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: day(0) });
  await call(db, member, "set_objective_done", { p_objective: press.objectives[0].id, p_done: true });
  // Notes are never shown through the link.
  await call(db, admin, "add_note", { p_dashboard: dashboard, p_year: 2026, p_title: "Secret plans" });
});
afterAll(() => db.close());

const shared = (token: string, args: Record<string, unknown> = {}, who: Parameters<typeof call>[1] = "anon") =>
  call(db, who, "get_shared_days", { p_token: token, p_time_zone: "UTC", ...args });

describe("public links", () => {
  it("show anyone with the link a week of the dashboard's objectives from today, and nothing else", async () => {
    const made = await call(db, admin, "create_share_link", { p_dashboard: dashboard });
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const week = await shared(made.token);
    expect(week.dashboard).toEqual({ name: "Launch" });
    expect([week.from, week.today]).toEqual([TODAY, TODAY]);
    expect(week.days.map((d: any) => d.day)).toEqual([0, 1, 2, 3, 4, 5, 6].map(day));
    expect(week.days.map((d: any) => [d.count, d.objectives.map((o: any) => [o.title, o.done])])).toEqual([
      [
        2,
        [
          ["Write the press note", true],
          ["Call the printer", false],
        ],
      ],
      [0, []],
      [1, [["Rehearse", false]]],
      [0, []],
      [0, []],
      [0, []],
      [0, []],
    ]);
    expect(week.markers.map((m: any) => m.name)).toEqual(["press", "team"]);
    const text = JSON.stringify(week);
    for (const secret of ["Secret plans", member.email, admin.email, dashboard]) expect(text).not.toContain(secret);
    // Signed in, an outsider reads the same.
    expect(await shared(made.token, {}, outsider)).toEqual(week);
  });

  it("page through weeks and cut long days, counting what is left out", async () => {
    const { token } = await call(db, admin, "create_share_link", { p_dashboard: dashboard, p_replace: true });
    const next = await shared(token, { p_from: day(7) });
    expect(next.days[2]).toMatchObject({ day: day(9), count: 1, objectives: [{ title: "Next week's review" }] });
    const cut = await shared(token, { p_days: 1, p_per_day: 1 });
    expect(cut.days).toEqual([
      { day: TODAY, count: 2, objectives: [expect.objectContaining({ title: "Write the press note" })] },
    ]);
    expect(cut.markers.map((m: any) => m.name)).toEqual(["press"]);
    for (const bad of [{ p_days: 0 }, { p_days: 32 }, { p_per_day: 0 }, { p_per_day: 501 }])
      await expect(shared(token, bad)).rejects.toMatchObject(refused("PT422", "range_invalid"));
  });

  it("only the admin turns a link on or off; members see that it is on, never the token", async () => {
    for (const who of [member, outsider]) {
      for (const fn of ["create_share_link", "revoke_share_link"])
        await expect(call(db, who, fn, { p_dashboard: dashboard })).rejects.toMatchObject(
          who === member ? refused("PT403", "not_admin") : refused("PT404", "dashboard_not_found"),
        );
    }
    for (const fn of ["create_share_link", "revoke_share_link"])
      await expect(call(db, "anon", fn, { p_dashboard: dashboard })).rejects.toMatchObject({ code: "42501" });
    const made = await call(db, admin, "create_share_link", { p_dashboard: dashboard });
    expect((await call(db, admin, "get_settings_page", { p_dashboard: dashboard })).share).toEqual(made);
    const theirs = await call(db, member, "get_settings_page", { p_dashboard: dashboard });
    expect(theirs.share).toEqual({ created_at: made.created_at });
    expect(JSON.stringify(theirs)).not.toContain(made.token);
    // Nobody reads the links' table directly, not even its own dashboard's members.
    await expect(sqlAs(db, admin, "select * from private.share_links")).rejects.toMatchObject({ code: "42501" });
  });

  it("a new link replaces the old one (410); turning off ends it; unknown links are not found", async () => {
    const first = await call(db, admin, "create_share_link", { p_dashboard: dashboard });
    // Creating again (a double submit) answers the same link.
    expect(await call(db, admin, "create_share_link", { p_dashboard: dashboard })).toEqual(first);
    const second = await call(db, admin, "create_share_link", { p_dashboard: dashboard, p_replace: true });
    expect(second.token).not.toBe(first.token);
    await expect(shared(first.token)).rejects.toMatchObject(refused("PT410", "share_link_revoked"));
    expect((await shared(second.token)).dashboard.name).toBe("Launch");
    expect(await call(db, admin, "revoke_share_link", { p_dashboard: dashboard })).toEqual({ revoked: 1 });
    expect(await call(db, admin, "revoke_share_link", { p_dashboard: dashboard })).toEqual({ revoked: 0 });
    await expect(shared(second.token)).rejects.toMatchObject(refused("PT410", "share_link_revoked"));
    expect((await call(db, admin, "get_settings_page", { p_dashboard: dashboard })).share).toBeNull();
    for (const unknown of ["A".repeat(43), "", "' or true --"])
      await expect(shared(unknown)).rejects.toMatchObject(refused("PT404", "share_link_not_found"));
  });

  it("two presses at once leave one live link", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const replace = { p_dashboard: dashboard, p_replace: true };
    const first = callHolding(db, admin, "create_share_link", replace, held);
    const second = call(db, admin, "create_share_link", replace);
    setTimeout(release, 200);
    const [a, b] = await Promise.all([first, second]);
    expect(a.token).not.toBe(b.token);
    const live = await db.query(
      "select token from private.share_links where dashboard_id = $1 and revoked_at is null",
      [dashboard],
    );
    expect(live.rows).toHaveLength(1);
    // The link that stays is the last one made.
    expect([a.token, b.token]).toContain((live.rows[0] as { token: string }).token);
    // Two presses of "Create" with no link make one link, answered to both.
    await call(db, admin, "revoke_share_link", { p_dashboard: dashboard });
    let go!: () => void;
    const wait = new Promise<void>((resolve) => (go = resolve));
    const one = callHolding(db, admin, "create_share_link", { p_dashboard: dashboard }, wait);
    const two = call(db, admin, "create_share_link", { p_dashboard: dashboard });
    setTimeout(go, 200);
    const [x, y] = await Promise.all([one, two]);
    expect(y).toEqual(x);
  });

  it("ends with the dashboard", async () => {
    const other = (await call(db, admin, "create_dashboard", { p_name: "Short-lived" })).id;
    const { token } = await call(db, admin, "create_share_link", { p_dashboard: other });
    await call(db, admin, "delete_dashboard", { p_dashboard: other });
    await expect(shared(token)).rejects.toMatchObject(refused("PT404", "share_link_not_found"));
  });
});
