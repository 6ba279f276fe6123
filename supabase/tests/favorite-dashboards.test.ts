import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, refused, sqlAs, subscribe, type User } from "./helpers.ts";

// Favorite dashboards (decision 053): each member's own, first in their lists.
let db: Db;
let ann: User;
let ben: User;
let cat: User;
const ids: Record<string, string> = {};

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ ann, ben, cat } = (await createUsers(db, ["ann", "ben", "cat"])) as any);
  await subscribe(db, ann);
  for (const name of ["Allotment", "Books", "Chores", "Dinners"]) {
    ids[name] = (await call(db, ann, "create_dashboard", { p_name: name })).id;
  }
  await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'member')", [
    ids.Chores,
    ben.id,
  ]);
});
afterAll(() => db.close());

const names = async (who: User) =>
  ((await call(db, who, "get_dashboards_page", { p_time_zone: "UTC" })).dashboards as any[]).map(
    (d) => `${d.favorite ? "*" : ""}${d.name}`,
  );
const quickAddNames = async (who: User) =>
  ((await call(db, who, "get_today_page", { p_time_zone: "UTC" })).every_dashboard as any[]).map((d) => d.name);

describe("favorites", () => {
  it("come first, each group by name; unmarked, a dashboard goes back to its place", async () => {
    expect(await names(ann)).toEqual(["Allotment", "Books", "Chores", "Dinners"]);
    expect(await call(db, ann, "set_dashboard_favorite", { p_dashboard: ids.Dinners, p_favorite: true })).toEqual({
      id: ids.Dinners,
      favorite: true,
    });
    await call(db, ann, "set_dashboard_favorite", { p_dashboard: ids.Chores, p_favorite: true });
    // The same again changes nothing.
    await call(db, ann, "set_dashboard_favorite", { p_dashboard: ids.Chores, p_favorite: true });
    expect(await names(ann)).toEqual(["*Chores", "*Dinners", "Allotment", "Books"]);
    expect(await quickAddNames(ann)).toEqual(["Chores", "Dinners", "Allotment", "Books"]);
    expect((await call(db, ann, "get_upcoming_page", { p_time_zone: "UTC" })).every_dashboard[0].name).toBe("Chores");
    await call(db, ann, "set_dashboard_favorite", { p_dashboard: ids.Dinners, p_favorite: false });
    expect(await names(ann)).toEqual(["*Chores", "Allotment", "Books", "Dinners"]);
  });

  it("are each member's own: another member's list does not change", async () => {
    expect(await names(ben)).toEqual(["Chores"]);
    await call(db, ben, "set_dashboard_favorite", { p_dashboard: ids.Chores, p_favorite: false });
    expect(await names(ann)).toEqual(["*Chores", "Allotment", "Books", "Dinners"]);
  });

  it("only on one's own dashboards, and only through the function", async () => {
    await expect(
      call(db, cat, "set_dashboard_favorite", { p_dashboard: ids.Books, p_favorite: true }),
    ).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    await expect(
      call(db, ben, "set_dashboard_favorite", { p_dashboard: ids.Books, p_favorite: true }),
    ).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    const direct = await sqlAs(db, ben, "update public.dashboard_members set favorite = true where user_id = $1", [
      ben.id,
    ]).catch((error) => error);
    expect(direct).toMatchObject({ code: "42501" });
    expect(await names(ben)).toEqual(["Chores"]);
  });
});
