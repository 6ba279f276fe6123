import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, refused, subscribe, type User } from "./helpers.ts";

// The dashboard switcher's list: one's own dashboards, favorites first, in one's order.
let db: Db;
let ann: User;
let ben: User;
const ids: Record<string, string> = {};

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ ann, ben } = (await createUsers(db, ["ann", "ben"])) as any);
  await subscribe(db, ann);
  for (const name of ["Allotment", "books", "Chores", "Dinners"]) {
    ids[name] = (await call(db, ann, "create_dashboard", { p_name: name })).id;
  }
  ids.Bens = (await call(db, ben, "create_dashboard", { p_name: "Ben's" })).id;
  // Ben views Chores only.
  await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'viewer')", [
    ids.Chores,
    ben.id,
  ]);
});
afterAll(() => db.close());

const list = async (who: User) =>
  ((await call(db, who, "get_dashboard_list")) as { id: string; name: string; favorite: boolean }[]).map(
    (d) => `${d.favorite ? "*" : ""}${d.name}`,
  );

describe("get_dashboard_list", () => {
  it("lists one's dashboards by name, whatever the case", async () => {
    expect(await list(ann)).toEqual(["Allotment", "books", "Chores", "Dinners"]);
    const [first] = await call(db, ann, "get_dashboard_list");
    expect(first).toEqual({ id: ids.Allotment, name: "Allotment", favorite: false, color: "blue", role: "admin" });
  });

  it("puts favorites first and follows one's own order", async () => {
    await call(db, ann, "set_dashboard_favorite", { p_dashboard: ids.Dinners, p_favorite: true });
    await call(db, ann, "move_dashboard", { p_dashboard: ids.Chores, p_index: 0 });
    expect(await list(ann)).toEqual(["*Dinners", "Chores", "Allotment", "books"]);
  });

  it("leaves archived dashboards out", async () => {
    await call(db, ann, "set_dashboard_archived", { p_dashboard: ids.books, p_archived: true });
    expect(await list(ann)).toEqual(["*Dinners", "Chores", "Allotment"]);
  });

  it("holds only the caller's own dashboards, viewed ones too; nobody else's", async () => {
    // Ben's order is his own: Ann's favorite and arrangement are not his.
    expect(await list(ben)).toEqual(["Ben's", "Chores"]);
    // Each with one's role there: a template's page offers only those one may add to.
    const roles = (await call(db, ben, "get_dashboard_list")).map((d: any) => [d.name, d.role]);
    expect(roles).toEqual([
      ["Ben's", "admin"],
      ["Chores", "viewer"],
    ]);
  });

  it("is refused to visitors", async () => {
    await expect(call(db, "anon", "get_dashboard_list")).rejects.toMatchObject(refused("42501"));
  });
});
