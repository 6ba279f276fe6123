import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { clockIn, dayIn } from "../../app/lib/dates.ts";
import { call, dashboardWithMember, refused, type User } from "./helpers.ts";

// A dashboard's day as a list or as its hours (decision 098): each member's own choice for
// each dashboard, and the time it is for the line across today's hours.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;

const dayPage = (who: User, extra: Record<string, unknown> = {}) =>
  call(db, who, "get_day_page", { p_dashboard: dashboard, p_time_zone: "UTC", ...extra });
const setLayout = (who: User | "anon", layout: unknown, on = dashboard) =>
  call(db, who, "set_day_layout", { p_dashboard: on, p_layout: layout });

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Layout"));
});
afterAll(() => db.close());

describe("a day's layout", () => {
  it("is the list until a member chooses the hours, for themselves and this dashboard only", async () => {
    expect((await dayPage(member)).dashboard.day_layout).toBe("list");
    expect(await setLayout(member, "hours")).toEqual({ id: dashboard, day_layout: "hours" });
    expect((await dayPage(member)).dashboard.day_layout).toBe("hours");
    // The admin's stays theirs, and the member's other dashboard keeps its own.
    expect((await dayPage(admin)).dashboard.day_layout).toBe("list");
    const other = (await call(db, member, "create_dashboard", { p_name: "Other" })).id;
    expect((await call(db, member, "get_day_page", { p_dashboard: other })).dashboard.day_layout).toBe("list");
    // The calendar's dashboard says it too (the same dashboard JSON).
    const month = await call(db, member, "get_calendar_page", { p_dashboard: dashboard, p_time_zone: "UTC" });
    expect(month.dashboard.day_layout).toBe("hours");
    // And the settings page's, for its View section.
    const settings = await call(db, member, "get_settings_page", { p_dashboard: dashboard });
    expect(settings.dashboard.day_layout).toBe("hours");
    expect(await setLayout(member, "list")).toEqual({ id: dashboard, day_layout: "list" });
    expect((await dayPage(member)).dashboard.day_layout).toBe("list");
  });

  it("is a viewer's to choose too, and an archived dashboard's: it changes only how they see it", async () => {
    await db.query("update public.dashboard_members set role = 'viewer' where dashboard_id = $1 and user_id = $2", [
      dashboard,
      member.id,
    ]);
    expect(await setLayout(member, "hours")).toEqual({ id: dashboard, day_layout: "hours" });
    await call(db, admin, "set_dashboard_archived", { p_dashboard: dashboard, p_archived: true });
    expect(await setLayout(admin, "hours")).toEqual({ id: dashboard, day_layout: "hours" });
    await call(db, admin, "set_dashboard_archived", { p_dashboard: dashboard, p_archived: false });
    await db.query("update public.dashboard_members set role = 'member' where dashboard_id = $1 and user_id = $2", [
      dashboard,
      member.id,
    ]);
  });

  it("refuses a layout it does not know, anyone not a member, and anyone signed out", async () => {
    for (const layout of ["week", "", null])
      await expect(setLayout(member, layout)).rejects.toMatchObject(refused("PT422", "day_layout_invalid"));
    await expect(setLayout(outsider, "hours")).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    await expect(setLayout("anon", "hours")).rejects.toMatchObject(refused("42501"));
    // Nobody else's choice can be written: the outsider's attempt changed no row.
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from public.dashboard_members where dashboard_id = $1 and day_layout = 'hours'",
      [dashboard],
    );
    expect(rows[0]!.n).toBe(2);
  });

  it("comes with the time it is, in the zone the page's today is taken in", async () => {
    // Minutes from midnight, apart by at most one (a minute may turn between the two clocks).
    const close = (page: { now: string }, zone: string) => {
      const minutes = (at: string) => Number(at.slice(0, 2)) * 60 + Number(at.slice(3));
      const apart = Math.abs(minutes(page.now) - minutes(clockIn(zone, new Date())));
      expect(Math.min(apart, 1440 - apart)).toBeLessThanOrEqual(1);
    };
    const asked = await dayPage(member, { p_time_zone: "Asia/Tokyo" });
    expect(asked.now).toMatch(/^\d\d:\d\d$/);
    close(asked, "Asia/Tokyo");
    expect(asked.today).toBe(dayIn("Asia/Tokyo"));
    close(await dayPage(member, { p_time_zone: "Nowhere/Else" }), "UTC");
    // The reader's own zone wins over the request's, for both.
    await call(db, member, "update_my_profile", { p_time_zone: "America/Los_Angeles" });
    const own = await dayPage(member, { p_time_zone: "Asia/Tokyo" });
    close(own, "America/Los_Angeles");
    expect(own.today).toBe(dayIn("America/Los_Angeles"));
    await call(db, member, "update_my_profile", { p_time_zone: "" });
  });
});
