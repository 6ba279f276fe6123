import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { clockIn, dayIn } from "../../app/lib/dates.ts";
import { call, dashboardWithMember, refused, type User } from "./helpers.ts";

// /today (decision 038): what is due today and overdue on every dashboard of the caller, a
// section per dashboard, in one call; their own dashboards only, whoever asks.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let team: string;
const TODAY = new Date().toISOString().slice(0, 10);
const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard: team } = await dashboardWithMember(db, "Team"));
});
afterAll(() => db.close());

const add = (who: User, dashboard: string, title: string, extra: Record<string, unknown> = {}) =>
  call(db, who, "add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: title, ...extra });
const today = (who: User, extra: Record<string, unknown> = {}) => call(db, who, "get_today_page", extra);
const titles = (rows: { title: string }[]) => rows.map((o) => o.title);

describe("the today page", () => {
  it("has a section per dashboard with anything today or overdue, by name, with counts and the rows' filters", async () => {
    const home = (await call(db, admin, "create_dashboard", { p_name: "home" })).id;
    const empty = (await call(db, admin, "create_dashboard", { p_name: "Empty" })).id;
    await add(admin, empty, "Next week", { p_day: "2999-01-01" });
    await add(admin, team, "Ship", { p_marker_names: ["work"] });
    const late = await add(admin, team, "Report", { p_day: dayBefore(3), p_marker_names: ["late"] });
    await add(admin, team, "Older", { p_day: dayBefore(5) });
    await add(admin, team, "Closed late", { p_day: dayBefore(1) }).then((o) =>
      call(db, admin, "set_objective_done", { p_objective: o.id, p_done: true }),
    );
    const bread = await add(admin, home, "Bread");
    await call(db, admin, "set_objective_done", { p_objective: bread.id, p_done: true });
    await add(admin, home, "Milk");

    const page = await today(admin);
    expect(page.today).toBe(TODAY);
    // "home" before "Team": by name, whatever its case; "Empty" has nothing today.
    expect(page.dashboards.map((d: any) => d.name)).toEqual(["home", "Team"]);
    const [h, t] = page.dashboards;
    expect(h).toMatchObject({ id: home, count: 2, total: 2, done: 1, overdue_count: 0, overdue: [], markers: [] });
    expect(titles(h.objectives)).toEqual(["Bread", "Milk"]);
    expect(h.objectives[0]).toMatchObject({ done: true, day: TODAY });
    // The day view's rows, oldest overdue first; done ones are not overdue.
    expect(t).toMatchObject({ count: 1, total: 1, done: 0, overdue_count: 2 });
    expect(titles(t.overdue)).toEqual(["Older", "Report"]);
    expect(t.overdue[1]).toMatchObject({ id: late.id, day: dayBefore(3) });
    expect(t.markers.map((m: any) => m.name)).toEqual(["late", "work"]);
    expect(t.objectives[0].markers).toEqual([t.markers[1].id]);
    expect(page.assigned).toBe(false);
    expect(page.people).toEqual({});
    // Quick add's choice: every dashboard of the caller's, also those with nothing today.
    expect(page.every_dashboard.map((d: any) => [d.id, d.name])).toEqual([
      [empty, "Empty"],
      [home, "home"],
      [team, "Team"],
    ]);
  });

  it("follows the caller's view of each dashboard: done ones hidden, priority first", async () => {
    await call(db, member, "set_show_done", { p_dashboard: team, p_show_done: false });
    await call(db, member, "set_day_order", { p_dashboard: team, p_order: "priority" });
    await add(member, team, "Urgent", { p_priority: 1 });
    const done = await add(member, team, "Finished");
    await call(db, member, "set_objective_done", { p_objective: done.id, p_done: true });
    const [t] = (await today(member)).dashboards;
    expect(titles(t.objectives)).toEqual(["Urgent", "Ship"]);
    expect(t).toMatchObject({ count: 2, total: 3, done: 1 });
    // The admin's view of the same dashboard is theirs: every row, in the members' order.
    const mine = (await today(admin)).dashboards.find((d: any) => d.id === team);
    expect(titles(mine.objectives)).toEqual(["Ship", "Urgent", "Finished"]);
  });

  it("keeps to its limits, and refuses others", async () => {
    const t = (await today(admin, { p_per_day: 1, p_overdue_limit: 1 })).dashboards.find((d: any) => d.id === team);
    expect(titles(t.objectives)).toEqual(["Ship"]);
    expect(t.count).toBe(3);
    // The member's view of it is by priority: cut there, the urgent one stays.
    const theirs = (await today(member, { p_per_day: 1 })).dashboards.find((d: any) => d.id === team);
    expect(titles(theirs.objectives)).toEqual(["Urgent"]);
    expect(theirs.count).toBe(2);
    expect(titles(t.overdue)).toEqual(["Older"]);
    expect(t.overdue_count).toBe(2);
    // Only the filters of the rows it shows: "Report" is past the limit.
    expect(t.markers.map((m: any) => m.name)).toEqual(["work"]);
    await expect(today(admin, { p_per_day: 0 })).rejects.toMatchObject(refused("PT422", "range_invalid"));
    await expect(today(admin, { p_overdue_limit: 501 })).rejects.toMatchObject(refused("PT422", "range_invalid"));
  });

  it("'Assigned to me' keeps the caller's own, and names the assignees", async () => {
    await add(admin, team, "For the member", { p_assignee: member.id });
    const all = await today(admin);
    expect(all.assigned).toBe(true);
    expect(all.people).toEqual({ [member.id]: "Member" });
    const theirs = await today(member, { p_mine: true });
    expect(theirs.dashboards.map((d: any) => titles(d.objectives))).toEqual([["For the member"]]);
    expect(theirs.dashboards[0]).toMatchObject({ overdue_count: 0, count: 1 });
    // Nothing of the admin's own: no section at all.
    expect((await today(admin, { p_mine: true })).dashboards).toEqual([]);
  });

  it("names, for quick add, each dashboard's filters and its other members ('#' and '+' follow the dashboard chosen)", async () => {
    const lists = async (who: User) =>
      Object.fromEntries(
        (await today(who)).every_dashboard.map((d: any) => [
          d.id,
          { filters: d.filters.map((f: any) => [f.name, f.color]), members: d.members.map((m: any) => m.id) },
        ]),
      );
    await call(db, member, "add_marker", { p_dashboard: team, p_name: "Errands", p_color: "sky" });
    const mine = await lists(admin);
    // By name whatever the case, each in its colour; the caller is not among the members.
    expect(mine[team].filters.map(([name]: string[]) => name)).toEqual(["Errands", "late", "work"]);
    expect(mine[team].filters[0]).toEqual(["Errands", "sky"]);
    expect(mine[team].members).toEqual([member.id]);
    expect((await lists(member))[team].members).toEqual([admin.id]);
    // A dashboard of one: its filters, nobody to assign.
    const home = Object.entries(mine).find(([id]) => id !== team)!;
    expect(home[1].members).toEqual([]);
    // Upcoming names the same.
    const upcoming = await call(db, admin, "get_upcoming_page", {});
    expect(upcoming.every_dashboard).toEqual((await today(admin)).every_dashboard);
  });

  it("shows nobody else's dashboards, and nothing to those without a session", async () => {
    const own = (await call(db, outsider, "create_dashboard", { p_name: "Private" })).id;
    await add(outsider, own, "Secret");
    const page = await today(outsider);
    expect(page.dashboards.map((d: any) => d.name)).toEqual(["Private"]);
    expect(page.assigned).toBe(false);
    // The admin sees neither the outsider's dashboard nor its rows.
    expect((await today(admin)).dashboards.map((d: any) => d.id)).not.toContain(own);
    expect((await today(admin)).every_dashboard.map((d: any) => d.id)).not.toContain(own);
    expect((await today(outsider)).every_dashboard).toEqual([
      { id: own, name: "Private", color: "blue", filters: [], members: [] },
    ]);
    await expect(call(db, "anon", "get_today_page")).rejects.toMatchObject(refused("42501"));
  });
  it("says what time it is in the zone its today is taken in: the reader's own, else the request's", async () => {
    // Minutes from midnight, apart by at most one (a minute may turn between the two clocks).
    const close = (page: { now: string }, zone: string) => {
      const minutes = (at: string) => Number(at.slice(0, 2)) * 60 + Number(at.slice(3));
      const apart = Math.abs(minutes(page.now) - minutes(clockIn(zone, new Date())));
      expect(Math.min(apart, 1440 - apart)).toBeLessThanOrEqual(1);
    };
    const asked = await today(outsider, { p_time_zone: "Pacific/Kiritimati" });
    expect(asked.now).toMatch(/^\d\d:\d\d$/);
    close(asked, "Pacific/Kiritimati");
    expect(asked.today).toBe(dayIn("Pacific/Kiritimati"));
    // A zone Postgres does not know: UTC, as today's.
    close(await today(outsider, { p_time_zone: "Nowhere/Else" }), "UTC");
    // Their own zone wins over the request's, for both.
    await call(db, outsider, "update_my_profile", { p_time_zone: "America/Los_Angeles" });
    const own = await today(outsider, { p_time_zone: "Pacific/Kiritimati" });
    close(own, "America/Los_Angeles");
    expect(own.today).toBe(dayIn("America/Los_Angeles"));
    await call(db, outsider, "update_my_profile", { p_time_zone: "" });
  });
});
