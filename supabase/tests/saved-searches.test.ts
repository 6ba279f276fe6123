import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../app/lib/limits.ts";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, dashboardWithMember, refused, sqlAs, type User } from "./helpers.ts";

// Saved searches (decision 027): one's own, by name, of a dashboard or of all of them; listed
// by the search pages; the same line again renames; 30 at most; gone with the membership.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Work"));
});
afterAll(() => db.close());

const save = (who: User, query: string, name?: string, where: string | null = dashboard) =>
  call(db, who, "save_search", { p_query: query, ...(name ? { p_name: name } : {}), p_dashboard: where });
const savedHere = async (who: User) =>
  (await call(db, who, "search_dashboard", { p_dashboard: dashboard })).saved.map((s: any) => [s.name, s.query]);
const savedEverywhere = async (who: User) =>
  (await call(db, who, "search_my_dashboards", {})).saved.map((s: any) => [s.name, s.query]);

describe("saved searches", () => {
  it("are saved by name (the line when none) and listed by name on their page only", async () => {
    const urgent = await save(member, "  report #work p1 ", "Urgent reports");
    expect(urgent).toMatchObject({ name: "Urgent reports", query: "report #work p1", dashboard_id: dashboard });
    await save(member, "+me");
    await save(member, "p2", "all p2", null);
    expect(await savedHere(member)).toEqual([
      ["+me", "+me"],
      ["Urgent reports", "report #work p1"],
    ]);
    expect(await savedEverywhere(member)).toEqual([["all p2", "p2"]]);
    // /dashboards lists those of all dashboards too, in its one call.
    const home = await call(db, member, "get_dashboards_page", {});
    expect(home.saved_searches.map((s: any) => s.name)).toEqual(["all p2"]);
    expect((await call(db, admin, "get_dashboards_page", {})).saved_searches).toEqual([]);
    // Nobody else's.
    expect(await savedHere(admin)).toEqual([]);
    expect(await savedEverywhere(admin)).toEqual([]);
  });

  it("saved again, the same line is renamed, not saved twice (a double submit)", async () => {
    const first = await save(admin, "#home", "Home");
    const again = await save(admin, "#home", "At home");
    expect(again.id).toBe(first.id);
    expect(await savedHere(admin)).toEqual([["At home", "#home"]]);
  });

  it("refuses an empty line, long names and lines, and a dashboard not one's own", async () => {
    await expect(save(admin, "  ")).rejects.toMatchObject(refused("PT422", "query_required"));
    await expect(save(admin, "x".repeat(201))).rejects.toMatchObject({
      ...refused("PT422", "query_too_long"),
      hint: "200",
    });
    await expect(save(admin, "x", "n".repeat(LIMITS.savedSearchName + 1))).rejects.toMatchObject({
      ...refused("PT422", "name_too_long"),
      hint: String(LIMITS.savedSearchName),
    });
    await expect(save(outsider, "x")).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    await expect(call(db, "anon", "save_search", { p_query: "x" })).rejects.toMatchObject({ code: "42501" });
  });

  it("keeps 30 a person", async () => {
    for (let i = 1; i <= LIMITS.savedSearches; i++) await save(outsider, `word ${i}`, undefined, null);
    await expect(save(outsider, "one more", undefined, null)).rejects.toMatchObject({
      ...refused("PT422", "saved_searches_full"),
      hint: String(LIMITS.savedSearches),
    });
    // Renaming one is not one more.
    await expect(save(outsider, "word 1", "First", null)).resolves.toMatchObject({ name: "First" });
  });

  it("are removed by their owner only", async () => {
    const mine = await save(admin, "p1", "Urgent");
    await expect(call(db, member, "delete_saved_search", { p_id: mine.id })).rejects.toMatchObject(
      refused("PT404", "saved_search_not_found"),
    );
    await expect(call(db, admin, "delete_saved_search", { p_id: mine.id })).resolves.toMatchObject({ name: "Urgent" });
    await expect(call(db, admin, "delete_saved_search", { p_id: mine.id })).rejects.toMatchObject(
      refused("PT404", "saved_search_not_found"),
    );
    await expect(sqlAs(db, member, "select * from private.saved_searches")).rejects.toMatchObject({ code: "42501" });
  });

  it("go with the membership, and with the account's data export", async () => {
    const exported = await call(db, member, "export_my_data", {});
    const settings = JSON.parse(exported.body).settings;
    expect(settings.saved_searches.map((s: any) => [s.name, s.query, s.dashboard_id])).toEqual([
      ["+me", "+me", dashboard],
      ["all p2", "p2", null],
      ["Urgent reports", "report #work p1", dashboard],
    ]);
    await call(db, member, "leave_dashboard", { p_dashboard: dashboard });
    const left = JSON.parse((await call(db, member, "export_my_data", {})).body).settings.saved_searches;
    expect(left.map((s: any) => s.name)).toEqual(["all p2"]);
  });
});
