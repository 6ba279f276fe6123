import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../app/lib/limits.ts";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, dashboardWithMember, refused, type User } from "./helpers.ts";

// A step made an objective of its own (decision 045's addendum): right below the one it
// belonged to, with its day and filters, ticked if the step was; the step's Undo puts it
// back and takes that objective away.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;
const TODAY = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Trip"));
});
afterAll(() => db.close());

const add = async (title: string, day = TODAY, extra: Record<string, unknown> = {}) =>
  (await call(db, admin, "add_objective", { p_dashboard: dashboard, p_day: day, p_title: title, ...extra }))
    .id as string;
const step = async (objective: string, title: string) =>
  (await call(db, member, "add_checklist_item", { p_objective: objective, p_title: title })).id as string;
const toObjective = (item: string, who: User = member, extra: Record<string, unknown> = {}) =>
  call(db, who, "checklist_item_to_objective", { p_item: item, ...extra });
const undo = (item: string, who: User = member) => call(db, who, "restore_checklist_item", { p_item: item });
const list = async (objective: string) =>
  ((await call(db, admin, "get_objective_page", { p_objective: objective })).checklist as any[]).map(
    (i) => `${i.position} ${i.done ? "x" : " "} ${i.title}`,
  );
const day = async (date: string) =>
  (await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: date })).objectives as any[];

describe("a checklist step made an objective", () => {
  it("comes right below its own, on its day, with its filters; the list closes up and counts one less", async () => {
    const date = "2031-03-01";
    const marker = (await call(db, admin, "add_marker", { p_dashboard: dashboard, p_name: "travel", p_color: "blue" }))
      .id;
    await add("Before");
    const trip = await add("Plan the trip", date, { p_marker_ids: [marker] });
    await add("After", date);
    const [maps, hotel] = [await step(trip, "Maps"), await step(trip, "Book the hotel")];
    await step(trip, "Tickets");
    await call(db, member, "set_checklist_item_done", { p_item: maps, p_done: true });
    const made = await toObjective(hotel);
    expect(made).toMatchObject({ title: "Book the hotel", day: date, done: false, dashboard, item: hotel });
    expect(made.markers).toEqual([marker]);
    expect((await day(date)).map((o) => o.title)).toEqual(["Plan the trip", "Book the hotel", "After"]);
    expect(await list(trip)).toEqual(["1 x Maps", "2   Tickets"]);
    expect((await day(date))[0]).toMatchObject({ checklist: [1, 2] });
    // Its own page: its own (empty) list.
    expect((await call(db, admin, "get_objective_page", { p_objective: made.id })).checklist).toEqual([]);
  });

  it("is done when the step was ticked", async () => {
    const parent = await add("Move house");
    const boxes = await step(parent, "Boxes");
    await call(db, member, "set_checklist_item_done", { p_item: boxes, p_done: true });
    expect(await toObjective(boxes)).toMatchObject({ title: "Boxes", done: true });
  });

  it("is made once for a double submit, whose answer is the first one's", async () => {
    const parent = await add("Garden");
    const item = await step(parent, "Bulbs");
    const key = crypto.randomUUID();
    const first = await toObjective(item, member, { p_request_id: key });
    expect(await toObjective(item, member, { p_request_id: key })).toEqual(first);
    expect((await day(TODAY)).filter((o) => o.title === "Bulbs")).toHaveLength(1);
    // Without the key, the step is gone.
    await expect(toObjective(item)).rejects.toMatchObject(refused("PT404", "checklist_item_not_found"));
  });

  it("goes back into its list with Undo, in its place, and the objective it became goes (itself undoable)", async () => {
    const parent = await add("Bake");
    const [flour, water] = [await step(parent, "Flour"), await step(parent, "Water")];
    await step(parent, "Salt");
    const made = await toObjective(water);
    expect(await undo(water)).toMatchObject({ id: water, position: 2, done: false });
    expect(await list(parent)).toEqual(["1   Flour", "2   Water", "3   Salt"]);
    expect((await day(TODAY)).some((o) => o.id === made.id)).toBe(false);
    // A second Undo changes nothing; the objective's own Undo brings it back.
    expect(await undo(water, admin)).toMatchObject({ id: water });
    await call(db, admin, "restore_objective", { p_objective: made.id });
    expect((await day(TODAY)).some((o) => o.id === made.id)).toBe(true);
    // The objective deleted meanwhile: the step comes back all the same.
    const again = await toObjective(flour);
    await call(db, admin, "delete_objective", { p_objective: again.id });
    expect(await undo(flour)).toMatchObject({ id: flour, position: 1 });
  });

  it("is refused to outsiders, who learn nothing, and past the plan's open objectives", async () => {
    const parent = await add("Secret");
    const item = await step(parent, "Hidden");
    await expect(toObjective(item, outsider)).rejects.toMatchObject(refused("PT404", "checklist_item_not_found"));
    await expect(undo(item, outsider)).rejects.toMatchObject(refused("PT404", "checklist_item_not_found"));
    expect(await list(parent)).toEqual(["1   Hidden"]);
    // A dashboard full of open objectives: the step stays a step.
    const full = (await call(db, admin, "create_dashboard", { p_name: "Full" })).id;
    const top = (await call(db, admin, "add_objective", { p_dashboard: full, p_day: TODAY, p_title: "Top" })).id;
    const last = (await call(db, admin, "add_checklist_item", { p_objective: top, p_title: "One more" })).id;
    await db.query(
      "insert into public.objectives (dashboard_id, day, title, position) select $1, $2::date, 'o' || g, g + 1 from generate_series(1, $3) g",
      [full, TODAY, LIMITS.openObjectivesPerDashboard - 1],
    );
    await expect(toObjective(last, admin)).rejects.toMatchObject({ code: "PT422" });
    expect((await call(db, admin, "get_objective_page", { p_objective: top })).checklist).toHaveLength(1);
  });
});
