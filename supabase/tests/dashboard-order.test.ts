import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, refused, sqlAs, subscribe, type User } from "./helpers.ts";

// One's own order of dashboards (decision 061): placed by index within favorites or the
// others, each member's own, the same in every list of one's dashboards.
let db: Db;
let ann: User;
let ben: User;
let cat: User;
const ids: Record<string, string> = {};
const objectives: Record<string, string> = {};
const TODAY = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ ann, ben, cat } = (await createUsers(db, ["ann", "ben", "cat"])) as any);
  await subscribe(db, ann);
  for (const name of ["Allotment", "Books", "Chores", "Dinners"]) {
    ids[name] = (await call(db, ann, "create_dashboard", { p_name: name })).id;
    // Something today on each, so /today and the daily email list them all.
    objectives[name] = (
      await call(db, ann, "add_objective", { p_dashboard: ids[name], p_day: TODAY, p_title: `On ${name}` })
    ).id;
  }
  await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'member')", [
    ids.Chores,
    ben.id,
  ]);
  await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'member')", [
    ids.Dinners,
    ben.id,
  ]);
});
afterAll(() => db.close());

const names = async (who: User) =>
  ((await call(db, who, "get_dashboards_page", { p_time_zone: "UTC" })).dashboards as any[]).map(
    (d) => `${d.favorite ? "*" : ""}${d.archived_at ? "-" : ""}${d.name}`,
  );
const move = (who: User, name: string, index: number) =>
  call(db, who, "move_dashboard", { p_dashboard: ids[name], p_index: index });

describe("one's own order of dashboards", () => {
  it("places a dashboard by index; the same move twice leaves it there; out of range goes to an end", async () => {
    expect(await names(ann)).toEqual(["Allotment", "Books", "Chores", "Dinners"]);
    expect(await move(ann, "Dinners", 0)).toEqual({ id: ids.Dinners, index: 0 });
    expect(await move(ann, "Dinners", 0)).toEqual({ id: ids.Dinners, index: 0 });
    expect(await names(ann)).toEqual(["Dinners", "Allotment", "Books", "Chores"]);
    await move(ann, "Allotment", 2);
    expect(await names(ann)).toEqual(["Dinners", "Books", "Allotment", "Chores"]);
    expect(await move(ann, "Dinners", 99)).toEqual({ id: ids.Dinners, index: 3 });
    expect(await move(ann, "Chores", -5)).toEqual({ id: ids.Chores, index: 0 });
    expect(await names(ann)).toEqual(["Chores", "Books", "Allotment", "Dinners"]);
  });

  it("holds in quick add's list, /today's sections, the daily email and the move list, favorites first", async () => {
    await call(db, ann, "set_dashboard_favorite", { p_dashboard: ids.Allotment, p_favorite: true });
    const expected = ["Allotment", "Chores", "Books", "Dinners"];
    expect(await names(ann)).toEqual(["*Allotment", "Chores", "Books", "Dinners"]);
    const today = await call(db, ann, "get_today_page", { p_time_zone: "UTC" });
    expect(today.every_dashboard.map((d: any) => d.name)).toEqual(expected);
    expect(today.dashboards.map((d: any) => d.name)).toEqual(expected);
    const upcoming = await call(db, ann, "get_upcoming_page", { p_time_zone: "UTC" });
    expect(upcoming.every_dashboard.map((d: any) => d.name)).toEqual(expected);
    const email = (await db.query("select private.daily_email_json($1, $2::date) as j", [ann.id, TODAY])).rows[0] as {
      j: { name: string }[];
    };
    expect(email.j.map((d) => d.name)).toEqual(expected);
    // Where an objective may move to.
    const page = await call(db, ann, "get_objective_page", { p_objective: objectives.Books });
    expect(page.dashboards.map((d: any) => d.name)).toEqual(expected);
  });

  it("moves within its own group: favorites among favorites, the others among the others", async () => {
    await call(db, ann, "set_dashboard_favorite", { p_dashboard: ids.Dinners, p_favorite: true });
    expect(await names(ann)).toEqual(["*Allotment", "*Dinners", "Chores", "Books"]);
    await move(ann, "Dinners", 0);
    await move(ann, "Books", 0);
    expect(await names(ann)).toEqual(["*Dinners", "*Allotment", "Books", "Chores"]);
    // Index 0 among the others is still after every favorite.
    await call(db, ann, "set_dashboard_favorite", { p_dashboard: ids.Dinners, p_favorite: false });
    await call(db, ann, "set_dashboard_favorite", { p_dashboard: ids.Allotment, p_favorite: false });
  });

  it("is each member's own; a dashboard never placed comes after the placed ones, by name", async () => {
    expect(await names(ben)).toEqual(["Chores", "Dinners"]);
    await move(ben, "Dinners", 0);
    expect(await names(ben)).toEqual(["Dinners", "Chores"]);
    const before = await names(ann);
    await move(ben, "Chores", 0);
    expect(await names(ann)).toEqual(before);
    const early = (await call(db, ann, "create_dashboard", { p_name: "Aardvark" })).id;
    expect((await names(ann)).at(-1)).toBe("Aardvark");
    await call(db, ann, "delete_dashboard", { p_dashboard: early });
  });

  it("an archived dashboard is not placed, and leaves the others' order as it was", async () => {
    const before = (await names(ann)).filter((n) => n !== "Books");
    await call(db, ann, "set_dashboard_archived", { p_dashboard: ids.Books, p_archived: true });
    await expect(move(ann, "Books", 0)).rejects.toMatchObject(refused("PT409", "dashboard_archived"));
    expect(await names(ann)).toEqual([...before, "-Books"]);
    await call(db, ann, "set_dashboard_archived", { p_dashboard: ids.Books, p_archived: false });
  });

  it("the page carries the reader's own time zone once set (the day an archived one was put away on)", async () => {
    expect((await call(db, cat, "get_dashboards_page", { p_time_zone: "UTC" })).time_zone).toBeNull();
    await call(db, cat, "update_my_profile", { p_time_zone: "Pacific/Auckland" });
    expect((await call(db, cat, "get_dashboards_page", { p_time_zone: "UTC" })).time_zone).toBe("Pacific/Auckland");
  });

  it("only on one's own dashboards, and only through the function", async () => {
    await expect(move(cat, "Books", 0)).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    await expect(move(ben, "Books", 0)).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    const direct = await sqlAs(db, ben, "update public.dashboard_members set position = 1 where user_id = $1", [
      ben.id,
    ]).catch((error) => error);
    expect(direct).toMatchObject({ code: "42501" });
  });
});
