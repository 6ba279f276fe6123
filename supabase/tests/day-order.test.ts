import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, dashboardWithMember, refused, type User } from "./helpers.ts";

// Each member's order of the days: theirs, or priority first (decision 035). The day view,
// its overdue list and the calendar's cells follow it; the stored order stays the members'.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;
// Today (UTC), so the earlier day's objectives are overdue.
const DAY = new Date().toISOString().slice(0, 10);
const EARLIER = new Date(Date.parse(DAY) - 4 * 86_400_000).toISOString().slice(0, 10);
const MONTH = `${DAY.slice(0, 7)}-01`;

const titles = (rows: { title: string }[]) => rows.map((o) => o.title);
const dayPage = (who: User) =>
  call(db, who, "get_day_page", { p_dashboard: dashboard, p_day: DAY, p_time_zone: "UTC" });

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Order"));
  const add = (day: string, title: string, priority: number) =>
    call(db, admin, "add_objective", { p_dashboard: dashboard, p_day: day, p_title: title, p_priority: priority });
  for (const [title, priority] of [
    ["none first", 4],
    ["p3", 3],
    ["p1 early", 1],
    ["none second", 4],
    ["p2", 2],
    ["p1 late", 1],
  ] as const)
    await add(DAY, title, priority);
  await add(EARLIER, "late none", 4);
  await add(EARLIER, "late p1", 1);
});
afterAll(() => db.close());

describe("the order of each day", () => {
  it("is the members' own until a member chooses priority first, for themselves only", async () => {
    const before = await dayPage(member);
    expect(before.dashboard.day_order).toBe("manual");
    expect(titles(before.objectives)).toEqual(["none first", "p3", "p1 early", "none second", "p2", "p1 late"]);

    expect(await call(db, member, "set_day_order", { p_dashboard: dashboard, p_order: "priority" })).toEqual({
      id: dashboard,
      day_order: "priority",
    });
    const after = await call(db, member, "get_day_page", {
      p_dashboard: dashboard,
      p_day: DAY,
      p_time_zone: "UTC",
      p_overdue_limit: 1,
    });
    expect(after.dashboard.day_order).toBe("priority");
    // Priority 1 first, none last; the members' order within a priority.
    expect(titles(after.objectives)).toEqual(["p1 early", "p1 late", "p2", "p3", "none first", "none second"]);
    // The overdue list: by day, then priority; its limit keeps the first in that order.
    expect(titles(after.overdue)).toEqual(["late p1"]);
    // The admin still sees the members' order, and the settings page says which is whose.
    expect(titles((await dayPage(admin)).objectives)).toEqual(titles(before.objectives));
    expect((await call(db, member, "get_settings_page", { p_dashboard: dashboard })).dashboard.day_order).toBe(
      "priority",
    );
  });

  it("orders the calendar's cells the same way, so its cut keeps the most urgent", async () => {
    const month = await call(db, member, "get_calendar_page", {
      p_dashboard: dashboard,
      p_month: MONTH,
      p_time_zone: "UTC",
      p_per_day: 2,
    });
    const ofDay = (day: string) => titles(month.objectives.filter((o: any) => o.day === day));
    expect(ofDay(DAY)).toEqual(["p1 early", "p1 late"]);
    expect(month.day_counts[DAY]).toBe(6);
    const mine = await call(db, admin, "get_calendar_page", {
      p_dashboard: dashboard,
      p_month: MONTH,
      p_time_zone: "UTC",
      p_per_day: 2,
    });
    expect(titles(mine.objectives.filter((o: any) => o.day === DAY))).toEqual(["none first", "p3"]);
  });

  it("keeps the members' order underneath: turning it back shows it unchanged", async () => {
    await call(db, member, "set_day_order", { p_dashboard: dashboard, p_order: "manual" });
    expect(titles((await dayPage(member)).objectives)).toEqual([
      "none first",
      "p3",
      "p1 early",
      "none second",
      "p2",
      "p1 late",
    ]);
  });

  it("refuses an order it does not know, and anyone not a member", async () => {
    for (const order of ["name", "", null])
      await expect(call(db, member, "set_day_order", { p_dashboard: dashboard, p_order: order })).rejects.toMatchObject(
        refused("PT422", "day_order_invalid"),
      );
    await expect(
      call(db, outsider, "set_day_order", { p_dashboard: dashboard, p_order: "priority" }),
    ).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    await expect(
      call(db, "anon", "set_day_order", { p_dashboard: dashboard, p_order: "priority" }),
    ).rejects.toMatchObject({ code: "42501" });
  });
});
