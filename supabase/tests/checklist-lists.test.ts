import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, dashboardWithMember, refused, type User } from "./helpers.ts";

// A pasted list becomes as many steps (decision 045's addendum): in order, at the end, blank
// lines left out; all or none.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;
const TODAY = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Kitchen"));
});
afterAll(() => db.close());

const objective = async (title: string) =>
  (await call(db, admin, "add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: title })).id as string;
const addAll = (id: string, titles: (string | null)[], who: User = member, extra: Record<string, unknown> = {}) =>
  call(db, who, "add_checklist_items", { p_objective: id, p_titles: titles, ...extra });
const list = async (id: string) =>
  ((await call(db, admin, "get_objective_page", { p_objective: id })).checklist as any[]).map(
    (i) => `${i.position} ${i.title}`,
  );

describe("a list of steps added at once", () => {
  it("comes at the end, in order, trimmed, blank lines left out; the row counts them", async () => {
    const id = await objective("Soup");
    await call(db, member, "add_checklist_item", { p_objective: id, p_title: "Onions" });
    expect(await addAll(id, [" Carrots ", "", "   ", null, "Stock"])).toMatchObject({
      objective_id: id,
      dashboard_id: dashboard,
      added: 2,
    });
    expect(await list(id)).toEqual(["1 Onions", "2 Carrots", "3 Stock"]);
    const day = await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: TODAY });
    expect(day.objectives.find((o: any) => o.id === id)).toMatchObject({ checklist: [0, 3] });
  });

  it("is added once for a double submit", async () => {
    const id = await objective("Bread");
    const key = crypto.randomUUID();
    const first = await addAll(id, ["Flour", "Water"], member, { p_request_id: key });
    expect(await addAll(id, ["Flour", "Water"], member, { p_request_id: key })).toEqual(first);
    expect(await list(id)).toEqual(["1 Flour", "2 Water"]);
  });

  it("adds nothing when a line is too long, the list would pass 100, or nothing is in it", async () => {
    const id = await objective("Party");
    await expect(addAll(id, ["Cake", "x".repeat(501)])).rejects.toMatchObject({
      ...refused("PT422", "checklist_item_too_long"),
      hint: "500",
    });
    await addAll(
      id,
      Array.from({ length: 99 }, (_, i) => `Guest ${i + 1}`),
    );
    await expect(addAll(id, ["One more", "And another"])).rejects.toMatchObject({
      ...refused("PT422", "checklist_full"),
      hint: "100",
    });
    await expect(addAll(id, ["", " "])).rejects.toMatchObject(refused("PT422", "checklist_item_required"));
    expect(await list(id)).toHaveLength(99);
    expect(await addAll(id, ["The last"])).toMatchObject({ added: 1 });
  });

  it("is refused to outsiders, who learn nothing", async () => {
    const id = await objective("Secret");
    await expect(addAll(id, ["A", "B"], outsider)).rejects.toMatchObject(refused("PT404", "objective_not_found"));
    expect(await list(id)).toEqual([]);
  });
});
