import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, dashboardWithMember, refused, type User } from "./helpers.ts";

// Priorities: 1 (urgent) to 3, 4 for none; set when adding or editing, shown on the pages'
// rows only when set, and carried like the rest of an objective.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;
const TODAY = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Work"));
});
afterAll(() => db.close());

const add = (title: string, extra: Record<string, unknown> = {}) =>
  call(db, member, "add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: title, ...extra });
const dayRow = async (title: string) =>
  (await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: TODAY })).objectives.find(
    (o: any) => o.title === title,
  );

describe("priorities", () => {
  it("default to none, which the rows leave out; 1 to 3 show on them", async () => {
    expect((await add("Plain")).priority).toBe(4);
    expect(await dayRow("Plain")).not.toHaveProperty("priority");
    expect((await add("Urgent", { p_priority: 1 })).priority).toBe(1);
    expect(await dayRow("Urgent")).toMatchObject({ priority: 1 });
  });

  it("change on edit, kept by edits that leave them out; none again with 4", async () => {
    const { id } = await add("Report", { p_priority: 3 });
    await call(db, admin, "update_objective", { p_objective: id, p_priority: 2 });
    await call(db, admin, "update_objective", { p_objective: id, p_title: "Quarterly report" });
    expect((await dayRow("Quarterly report")).priority).toBe(2);
    await call(db, admin, "update_objective", { p_objective: id, p_priority: 4 });
    expect(await dayRow("Quarterly report")).not.toHaveProperty("priority");
  });

  it("refuse anything but 1 to 4, and anyone but a member", async () => {
    for (const bad of [0, 5, -1]) {
      await expect(add("Bad", { p_priority: bad })).rejects.toMatchObject(refused("PT422", "priority_invalid"));
    }
    const { id } = await add("Mine");
    await expect(call(db, member, "update_objective", { p_objective: id, p_priority: 9 })).rejects.toMatchObject(
      refused("PT422", "priority_invalid"),
    );
    await expect(call(db, outsider, "update_objective", { p_objective: id, p_priority: 1 })).rejects.toMatchObject(
      refused("PT404", "objective_not_found"),
    );
  });

  it("go to a repeating objective's next one and come back with Undo of a delete", async () => {
    const first = await add("Standup", { p_priority: 2, p_repeat: "daily" });
    const done = await call(db, member, "set_objective_done", {
      p_objective: first.id,
      p_done: true,
      p_time_zone: "UTC",
    });
    const next = await call(db, member, "get_objective_page", { p_objective: done.next.id });
    expect(next.objective.priority).toBe(2);
    await call(db, member, "delete_objective", { p_objective: done.next.id });
    expect((await call(db, member, "restore_objective", { p_objective: done.next.id })).priority).toBe(2);
    // Its next one's priority changed: "not done" keeps both.
    await call(db, member, "update_objective", { p_objective: done.next.id, p_priority: 1 });
    await call(db, member, "set_objective_done", { p_objective: first.id, p_done: false, p_time_zone: "UTC" });
    expect((await call(db, member, "get_objective_page", { p_objective: done.next.id })).objective.priority).toBe(1);
  });

  it("are exported, imported and in the calendar feed", async () => {
    const { id } = await add("Ship it", { p_priority: 1 });
    const json = JSON.parse((await call(db, admin, "export_dashboard", { p_dashboard: dashboard })).body);
    expect(json.objectives.find((o: any) => o.id === id).priority).toBe(1);
    const other = (await call(db, admin, "create_dashboard", { p_name: "Imported" })).id;
    await call(db, admin, "import_into_dashboard", {
      p_dashboard: other,
      p_objectives: JSON.stringify([
        { day: TODAY, title: "High", priority: 2 },
        { day: TODAY, title: "None" },
      ]),
    });
    const rows = (await call(db, admin, "get_day_page", { p_dashboard: other, p_day: TODAY })).objectives;
    expect(rows.map((o: any) => [o.title, o.priority])).toEqual([
      ["High", 2],
      ["None", undefined],
    ]);
    await expect(
      call(db, admin, "import_into_dashboard", {
        p_dashboard: other,
        p_objectives: JSON.stringify([{ day: TODAY, title: "Odd", priority: 7 }]),
      }),
    ).rejects.toMatchObject(refused("PT422", "priority_invalid"));
    const { token } = await call(db, admin, "create_calendar_feed", { p_dashboard: dashboard });
    const feed = await call(db, "anon", "get_calendar_feed", { p_token: token });
    expect(feed.objectives.find((o: any) => o.id === id).priority).toBe(1);
  });
});
