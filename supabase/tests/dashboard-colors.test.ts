import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, refused, sqlAs, subscribe, type User } from "./helpers.ts";

// Each member's own colour for each of their dashboards (decision 088).
let db: Db;
let ann: User;
let ben: User;
let cat: User;
const ids: Record<string, string> = {};

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ ann, ben, cat } = (await createUsers(db, ["ann", "ben", "cat"])) as any);
  await subscribe(db, ann);
  for (const name of ["Home", "Work", "Trip"]) {
    ids[name] = (await call(db, ann, "create_dashboard", { p_name: name })).id;
  }
  ids.Bens = (await call(db, ben, "create_dashboard", { p_name: "Ben's" })).id;
});
afterAll(() => db.close());

const colors = async (who: User) =>
  Object.fromEntries(
    ((await call(db, who, "get_dashboard_list")) as { name: string; color: string }[]).map((d) => [d.name, d.color]),
  );

describe("a new membership's colour", () => {
  it("is the palette's next one its member does not use yet", async () => {
    expect(await colors(ann)).toEqual({ Home: "blue", Work: "orange", Trip: "green" });
    expect(await colors(ben)).toEqual({ "Ben's": "blue" });
  });

  it("is the joiner's own: Ben joins Ann's Work with his next colour, hers stays", async () => {
    await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'member')", [
      ids.Work,
      ben.id,
    ]);
    expect(await colors(ben)).toEqual({ "Ben's": "blue", Work: "orange" });
    expect((await colors(ann)).Work).toBe("orange");
  });

  it("takes the least used one once all have been taken, and one given up is taken again", async () => {
    await subscribe(db, cat);
    const made: string[] = [];
    for (let i = 0; i < 19; i++) {
      made.push((await call(db, cat, "create_dashboard", { p_name: `Board ${i}` })).id);
    }
    const list = await colors(cat);
    // The eighteen colours once each, then blue again.
    expect(new Set(Object.values(list)).size).toBe(18);
    expect(list["Board 18"]).toBe("blue");
    await call(db, cat, "set_dashboard_color", { p_dashboard: made[1], p_color: "blue" });
    // Orange is now nobody's of Cat's: the next one takes it.
    const next = (await call(db, cat, "create_dashboard", { p_name: "Board 19" })).id;
    expect((await colors(cat))["Board 19"]).toBe("orange");
    expect(next).toBeTruthy();
  });
});

describe("set_dashboard_color", () => {
  it("changes the caller's colour alone, wherever their dashboards are named", async () => {
    expect(await call(db, ben, "set_dashboard_color", { p_dashboard: ids.Work, p_color: "teal" })).toEqual({
      id: ids.Work,
      color: "teal",
    });
    expect((await colors(ben)).Work).toBe("teal");
    expect((await colors(ann)).Work).toBe("orange");
    // The cards, every page of the dashboard, /today's and /upcoming's dashboards, the export.
    const cards = await call(db, ben, "get_dashboards_page", { p_time_zone: "UTC" });
    expect(cards.dashboards.find((d: { id: string }) => d.id === ids.Work).color).toBe("teal");
    const day = await call(db, ben, "get_day_page", { p_dashboard: ids.Work, p_day: "2026-12-07" });
    expect(day.dashboard.color).toBe("teal");
    const settings = await call(db, ben, "get_settings_page", { p_dashboard: ids.Work });
    expect(settings.dashboard.color).toBe("teal");
    const today = await call(db, ben, "get_today_page", { p_time_zone: "UTC" });
    expect(today.every_dashboard.map((d: { name: string; color: string }) => [d.name, d.color])).toEqual([
      ["Ben's", "blue"],
      ["Work", "teal"],
    ]);
    const upcoming = await call(db, ann, "get_upcoming_page", { p_time_zone: "UTC" });
    expect(upcoming.every_dashboard.find((d: { id: string }) => d.id === ids.Work).color).toBe("orange");
    const exported = JSON.parse((await call(db, ben, "export_my_data")).body);
    expect(exported.dashboards.map((d: { color: string }) => d.color).sort()).toEqual(["blue", "teal"]);
  });

  it("names each dashboard with the reader's colour in search, notifications and productivity", async () => {
    const id = (await call(db, ann, "add_objective", { p_dashboard: ids.Work, p_day: "2026-12-07", p_title: "Plan" }))
      .id;
    await call(db, ben, "set_objective_done", { p_objective: id, p_done: true, p_time_zone: "UTC" });
    const found = await call(db, ben, "search_my_dashboards", { p_query: "plan" });
    expect(found.dashboards.map((d: { name: string; color: string }) => [d.name, d.color])).toEqual([
      ["Ben's", "blue"],
      ["Work", "teal"],
    ]);
    // Ben completed Ann's objective: her bell names Work in her colour, his productivity in his.
    const bell = await call(db, ann, "get_notifications_page");
    expect(bell.notifications[0].dashboard).toEqual({ id: ids.Work, name: "Work", color: "orange" });
    const done = await call(db, ben, "get_productivity_page", { p_time_zone: "UTC" });
    expect(done.dashboards).toEqual([{ id: ids.Work, name: "Work", color: "teal", done: 1 }]);
    expect(done.completed[0].dashboard).toEqual({ id: ids.Work, name: "Work", color: "teal" });
  });

  it("is the same again when chosen again", async () => {
    await call(db, ben, "set_dashboard_color", { p_dashboard: ids.Work, p_color: "teal" });
    expect((await colors(ben)).Work).toBe("teal");
  });

  it("is a viewer's and an archived dashboard's too: it is one's own view", async () => {
    await db.query("update public.dashboard_members set role = 'viewer' where dashboard_id = $1 and user_id = $2", [
      ids.Work,
      ben.id,
    ]);
    await call(db, ben, "set_dashboard_color", { p_dashboard: ids.Work, p_color: "pink" });
    await call(db, ann, "set_dashboard_archived", { p_dashboard: ids.Trip, p_archived: true });
    await call(db, ann, "set_dashboard_color", { p_dashboard: ids.Trip, p_color: "slate" });
    const cards = await call(db, ann, "get_dashboards_page", { p_time_zone: "UTC" });
    expect(cards.dashboards.find((d: { id: string }) => d.id === ids.Trip).color).toBe("slate");
    expect(
      (await call(db, ben, "get_dashboards_page", { p_time_zone: "UTC" })).dashboards.find(
        (d: { id: string }) => d.id === ids.Work,
      ).color,
    ).toBe("pink");
  });

  it("refuses a colour not in the palette, and leaves the colour as it was", async () => {
    for (const color of ["", "Blue", "#ff0000", "black", null]) {
      await expect(
        call(db, ann, "set_dashboard_color", { p_dashboard: ids.Home, p_color: color }),
      ).rejects.toMatchObject(refused("PT422", "color_invalid"));
    }
    expect((await colors(ann)).Home).toBe("blue");
  });

  it("refuses someone who is not a member, and visitors", async () => {
    await expect(call(db, cat, "set_dashboard_color", { p_dashboard: ids.Home, p_color: "red" })).rejects.toMatchObject(
      refused("PT404", "dashboard_not_found"),
    );
    await expect(
      call(db, "anon", "set_dashboard_color", { p_dashboard: ids.Home, p_color: "red" }),
    ).rejects.toMatchObject(refused("42501"));
    expect((await colors(ann)).Home).toBe("blue");
  });

  it("cannot be written to the table directly", async () => {
    await expect(
      sqlAs(db, ann, "update public.dashboard_members set color = 'red' where user_id = $1", [ann.id]),
    ).rejects.toMatchObject({ code: "42501" });
  });
});
