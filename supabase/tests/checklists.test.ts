import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, dashboardWithMember, refused, sqlAs, type User } from "./helpers.ts";

// Checklists (decision 045): every member adds, ticks, renames and deletes an objective's
// steps; rows count them; they follow their objective (moves, deletion and Undo), come again
// unticked with its next repeat, a duplicate and a duplicated dashboard, and never reach an
// outsider or a public link.
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

const add = async (title: string, extra: Record<string, unknown> = {}) =>
  (await call(db, admin, "add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: title, ...extra }))
    .id as string;
const step = (objective: string, title: string, who: User = member, extra: Record<string, unknown> = {}) =>
  call(db, who, "add_checklist_item", { p_objective: objective, p_title: title, ...extra });
const tick = (item: string, done = true, who: User = member) =>
  call(db, who, "set_checklist_item_done", { p_item: item, p_done: done });
const list = async (objective: string, who: User = admin) =>
  ((await call(db, who, "get_objective_page", { p_objective: objective })).checklist as any[]).map(
    (i) => `${i.done ? "x" : " "} ${i.title}`,
  );
const row = async (objective: string, day = TODAY) =>
  (await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: day })).objectives.find(
    (o: any) => o.id === objective,
  );

describe("checklists", () => {
  it("are added by any member, trimmed, in order, ticked and unticked, renamed", async () => {
    const id = await add("Pack for the trip");
    expect(await list(id)).toEqual([]);
    const passports = await step(id, "  Passports ");
    expect(passports).toMatchObject({ objective_id: id, dashboard_id: dashboard, title: "Passports", done: false });
    const chargers = await step(id, "Chargers", admin);
    expect(await tick(passports.id)).toMatchObject({ done: true });
    expect(await list(id, member)).toEqual(["x Passports", "  Chargers"]);
    await tick(passports.id, false, admin);
    await call(db, admin, "rename_checklist_item", { p_item: chargers.id, p_title: "Phone chargers" });
    expect(await list(id)).toEqual(["  Passports", "  Phone chargers"]);
  });

  it("are added once for a double submit, and put back in place, ticked as they were, by an Undo", async () => {
    const id = await add("Clean the flat");
    const key = crypto.randomUUID();
    const [a, b] = [
      await step(id, "Kitchen", member, { p_request_id: key }),
      await step(id, "Kitchen", member, { p_request_id: key }),
    ];
    expect(b.id).toBe(a.id);
    const bathroom = await step(id, "Bathroom");
    await step(id, "Hall");
    await tick(bathroom.id);
    const undo = (item: string, who: User = member) => call(db, who, "restore_checklist_item", { p_item: item });
    expect(await call(db, member, "delete_checklist_item", { p_item: bathroom.id })).toMatchObject({ position: 2 });
    expect(await list(id)).toEqual(["  Kitchen", "  Hall"]);
    // Places stay 1..n: the hall is second now.
    expect((await call(db, admin, "get_objective_page", { p_objective: id })).checklist[1]).toMatchObject({
      title: "Hall",
      position: 2,
    });
    await expect(undo(bathroom.id, outsider)).rejects.toMatchObject(refused("PT404", "checklist_item_not_found"));
    expect(await undo(bathroom.id)).toMatchObject({ id: bathroom.id, done: true, position: 2 });
    expect(await undo(bathroom.id, admin)).toMatchObject({ id: bathroom.id });
    expect(await list(id)).toEqual(["  Kitchen", "x Bathroom", "  Hall"]);
    expect(await row(id)).toMatchObject({ checklist: [1, 3] });
    // An hour later it is too late.
    await call(db, member, "delete_checklist_item", { p_item: a.id });
    await db.query("update private.deleted_checklist_items set deleted_at = now() - interval '2 hours' where id = $1", [
      a.id,
    ]);
    await expect(undo(a.id)).rejects.toMatchObject(refused("PT410", "undo_expired"));
    // Its objective gone, there is nowhere to put it back.
    await call(db, member, "delete_checklist_item", { p_item: bathroom.id });
    await call(db, member, "delete_objective", { p_objective: id });
    await expect(undo(bathroom.id)).rejects.toMatchObject(refused("PT404", "objective_not_found"));
  });

  it("move up and down, past either end to that end, by any member only", async () => {
    const id = await add("Bake bread");
    const [flour, water, salt] = [await step(id, "Flour"), await step(id, "Water"), await step(id, "Salt")];
    const move = (item: string, to: number, who: User = member) =>
      call(db, who, "move_checklist_item", { p_item: item, p_position: to });
    expect(await move(salt.id, 1)).toMatchObject({ position: 1 });
    expect(await list(id)).toEqual(["  Salt", "  Flour", "  Water"]);
    await move(salt.id, 99, admin);
    expect(await list(id)).toEqual(["  Flour", "  Water", "  Salt"]);
    await move(flour.id, 2);
    await move(water.id, 0);
    expect(await list(id)).toEqual(["  Water", "  Flour", "  Salt"]);
    await expect(move(water.id, 2, outsider)).rejects.toMatchObject(refused("PT404", "checklist_item_not_found"));
    // Places stay 1..n through moves and deletions.
    await call(db, member, "delete_checklist_item", { p_item: flour.id });
    const places = (await call(db, admin, "get_objective_page", { p_objective: id })).checklist.map(
      (i: any) => i.position,
    );
    expect(places).toEqual([1, 2]);
  });

  it("refuse empty and too long titles, more than 100 items, and outsiders, who learn nothing", async () => {
    const id = await add("Move house");
    await expect(step(id, "  ")).rejects.toMatchObject(refused("PT422", "checklist_item_required"));
    await expect(step(id, "x".repeat(501))).rejects.toMatchObject({
      ...refused("PT422", "checklist_item_too_long"),
      hint: "500",
    });
    const item = await step(id, "x".repeat(500));
    await expect(step(id, "Boxes", outsider)).rejects.toMatchObject(refused("PT404", "objective_not_found"));
    await expect(tick(item.id, true, outsider)).rejects.toMatchObject(refused("PT404", "checklist_item_not_found"));
    await expect(call(db, outsider, "delete_checklist_item", { p_item: item.id })).rejects.toMatchObject(
      refused("PT404", "checklist_item_not_found"),
    );
    await expect(
      call(db, outsider, "rename_checklist_item", { p_item: item.id, p_title: "Mine" }),
    ).rejects.toMatchObject(refused("PT404", "checklist_item_not_found"));
    await expect(call(db, member, "rename_checklist_item", { p_item: item.id, p_title: " " })).rejects.toMatchObject(
      refused("PT422", "checklist_item_required"),
    );
    await expect(call(db, "anon", "add_checklist_item", { p_objective: id, p_title: "Hi" })).rejects.toMatchObject({
      code: "42501",
    });
    // Row-level security: the table shows an outsider nothing; nobody writes it directly.
    const read = "select count(*)::int as n from public.checklist_items where objective_id = $1";
    expect((await sqlAs(db, outsider, read, [id])).rows[0]).toEqual({ n: 0 });
    expect((await sqlAs(db, member, read, [id])).rows[0]).toEqual({ n: 1 });
    await expect(
      sqlAs(db, member, "update public.checklist_items set done = true where id = $1", [item.id]),
    ).rejects.toMatchObject({ code: "42501" });
    await db.query(
      "insert into public.checklist_items (dashboard_id, objective_id, title, position) select $1, $2, 'x', g from generate_series(2, 100) g",
      [dashboard, id],
    );
    await expect(step(id, "One more")).rejects.toMatchObject({ ...refused("PT422", "checklist_full"), hint: "100" });
  });

  it("are counted on the day's rows as ticked of all, only when there are some", async () => {
    const id = await add("Paint the hall");
    // A row without a checklist is as it was (issue 12: not a byte more).
    expect(Object.keys(await row(id))).not.toContain("checklist");
    const a = await step(id, "Tape");
    const b = await step(id, "Primer");
    await step(id, "Paint");
    await tick(a.id);
    await tick(b.id);
    await tick(b.id);
    expect(await row(id)).toMatchObject({ checklist: [2, 3] });
    await call(db, member, "delete_checklist_item", { p_item: a.id });
    expect(await row(id)).toMatchObject({ checklist: [1, 2] });
    await tick(b.id, false);
    expect(await row(id)).toMatchObject({ checklist: [0, 2] });
    // /today's rows come from the same JSON; a public link's never say.
    expect(JSON.stringify(await call(db, member, "get_today_page", { p_time_zone: "UTC" }))).toContain(
      '"checklist":[0,2]',
    );
    const { token } = await call(db, admin, "create_share_link", { p_dashboard: dashboard });
    const shared = await call(db, "anon", "get_shared_days", { p_token: token, p_time_zone: "UTC", p_days: 1 });
    expect(shared.days[0].objectives.find((o: any) => o.id === id)).not.toHaveProperty("checklist");
  });

  it("follow their objective to another dashboard, go with its deletion and come back with its Undo", async () => {
    const id = await add("Book the flights");
    const item = await step(id, "Compare prices");
    await tick(item.id);
    await step(id, "Pay");
    const other = (await call(db, admin, "create_dashboard", { p_name: "Elsewhere" })).id;
    await call(db, admin, "update_objective", { p_objective: id, p_dashboard: other });
    // Moved where the member is not: the member no longer reads them, nor ticks them.
    expect(
      (await sqlAs(db, member, "select 1 from public.checklist_items where objective_id = $1", [id])).rows,
    ).toEqual([]);
    await expect(tick(item.id, false)).rejects.toMatchObject(refused("PT404", "checklist_item_not_found"));
    expect(await list(id)).toEqual(["x Compare prices", "  Pay"]);
    await call(db, admin, "update_objective", { p_objective: id, p_dashboard: dashboard });
    expect(await row(id)).toMatchObject({ checklist: [1, 2] });

    await call(db, member, "delete_objective", { p_objective: id });
    expect((await db.query("select 1 from public.checklist_items where objective_id = $1", [id])).rows).toEqual([]);
    await call(db, member, "restore_objective", { p_objective: id });
    expect(await list(id)).toEqual(["x Compare prices", "  Pay"]);
    expect(await row(id)).toMatchObject({ checklist: [1, 2] });
  });

  it("come again unticked with a repeating objective's next one, which Undo takes back only untouched", async () => {
    const id = await add("Weekly shop", { p_repeat: "weekly" });
    await tick((await step(id, "Milk")).id);
    await step(id, "Bread");
    const { next } = await call(db, member, "set_objective_done", { p_objective: id, p_done: true });
    expect(await list(next.id)).toEqual(["  Milk", "  Bread"]);
    expect(await list(id)).toEqual(["x Milk", "  Bread"]);
    // Not done again: the untouched next one goes.
    await call(db, member, "set_objective_done", { p_objective: id, p_done: false });
    expect((await db.query("select 1 from public.objectives where id = $1", [next.id])).rows).toEqual([]);
    // Once a step of the next one is ticked, it is work done: it stays.
    const again = (await call(db, member, "set_objective_done", { p_objective: id, p_done: true })).next;
    const milk = (await call(db, member, "get_objective_page", { p_objective: again.id })).checklist[0];
    await tick(milk.id);
    await call(db, member, "set_objective_done", { p_objective: id, p_done: false });
    expect(await list(again.id)).toEqual(["x Milk", "  Bread"]);
  });

  it("come unticked with a duplicate and a duplicated dashboard", async () => {
    const id = await add("Pack the car");
    await tick((await step(id, "Tent")).id);
    await step(id, "Stove");
    const copy = await call(db, member, "duplicate_objective", { p_objective: id });
    expect(await list(copy.id)).toEqual(["  Tent", "  Stove"]);
    expect(await row(copy.id)).toMatchObject({ checklist: [0, 2] });

    const { owner } = await createUsers(db, ["owner"]);
    const mine = (await call(db, owner!, "create_dashboard", { p_name: "Camping" })).id;
    const o = await call(db, owner!, "add_objective", { p_dashboard: mine, p_day: TODAY, p_title: "Pack" });
    await tick((await step(o.id, "Sleeping bags", owner)).id, true, owner);
    await step(o.id, "Torch", owner);
    const twin = await call(db, owner!, "duplicate_dashboard", { p_dashboard: mine, p_name: "Camping again" });
    const day = await call(db, owner!, "get_day_page", { p_dashboard: twin.id, p_day: TODAY });
    expect(day.objectives[0]).toMatchObject({ title: "Pack", checklist: [0, 2] });
    expect(await list(day.objectives[0].id, owner)).toEqual(["  Sleeping bags", "  Torch"]);
  });

  it("go with their dashboard", async () => {
    const mine = (await call(db, admin, "create_dashboard", { p_name: "Short-lived" })).id;
    const id = (await call(db, admin, "add_objective", { p_dashboard: mine, p_day: TODAY, p_title: "Soon gone" })).id;
    await step(id, "Bye", admin);
    await call(db, admin, "delete_dashboard", { p_dashboard: mine });
    expect((await db.query("select 1 from public.checklist_items where objective_id = $1", [id])).rows).toEqual([]);
  });
});
