import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, dashboardWithMember, type User } from "./helpers.ts";

// The settings page's one request: the dashboards the start page may be (decision 065).
let db: Db;

beforeAll(async () => {
  db = await openDatabase(testDatabase());
});
afterAll(() => db.close());

describe("the account page's dashboards", () => {
  it("are the caller's open ones in their own order, shared ones too, no one else's", async () => {
    const { admin: bo, member: ann, dashboard: shared } = await dashboardWithMember(db, "Family");
    const { ada } = (await createUsers(db, ["ada"])) as Record<"ada", User>;
    const add = async (who: User, name: string) =>
      (await call(db, who, "create_dashboard", { p_name: name })).id as string;
    const work = await add(ann, "work");
    const home = await add(ann, "Home");
    const old = await add(ann, "Old");
    await add(bo, "Bo's own");
    await add(ada, "Ada's");
    await call(db, ann, "set_dashboard_archived", { p_dashboard: old, p_archived: true });
    await call(db, ann, "set_dashboard_favorite", { p_dashboard: work, p_favorite: true });
    const page = await call(db, ann, "get_account_page");
    // The favorite first, then by name; the archived one is no start page.
    expect(page.dashboards).toEqual([
      { id: work, name: "work" },
      { id: shared, name: "Family" },
      { id: home, name: "Home" },
    ]);
    expect((await call(db, ada, "get_account_page")).dashboards.map((d: { name: string }) => d.name)).toEqual([
      "Ada's",
    ]);
  });

  it("is an empty list for someone with none, and nothing for visitors", async () => {
    const { cy } = (await createUsers(db, ["cy"])) as Record<"cy", User>;
    expect((await call(db, cy, "get_account_page")).dashboards).toEqual([]);
    await expect(call(db, "anon", "get_account_page")).rejects.toMatchObject({ code: "42501" });
  });
});
