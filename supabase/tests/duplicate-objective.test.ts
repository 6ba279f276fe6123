import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, dashboardWithMember, refused, type User } from "./helpers.ts";

// Duplicating an objective: an open copy right below it, with everything but its comments;
// once for a double submit; members only; within the dashboard's limit.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;
const DAY = "2030-04-10";

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Flat"));
});
afterAll(() => db.close());

const add = async (title: string, extra: Record<string, unknown> = {}) =>
  (await call(db, admin, "add_objective", { p_dashboard: dashboard, p_day: DAY, p_title: title, ...extra }))
    .id as string;
const day = async () =>
  (await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: DAY })).objectives.map(
    (o: any) => `${o.title}${o.done ? " (done)" : ""}${o.repeat ? ` (${o.repeat})` : ""}`,
  );

describe("duplicate_objective", () => {
  it("adds an open copy right below it, with its details and filters but not its comments", async () => {
    const { id: marker } = await call(db, admin, "add_marker", {
      p_dashboard: dashboard,
      p_name: "Home",
      p_color: "red",
    });
    await add("Before");
    const id = await add("Clean the bathroom", { p_marker_ids: [marker] });
    await add("After");
    await call(db, admin, "update_objective", {
      p_objective: id,
      p_description: "Tiles and mirror",
      p_priority: 2,
      p_assignee: member.id,
      p_repeat: "weekly",
      p_repeat_from_done: true,
    });
    await call(db, member, "add_comment", { p_objective: id, p_body: "Bleach is under the sink" });
    const copy = await call(db, member, "duplicate_objective", { p_objective: id });
    expect(copy).toMatchObject({
      title: "Clean the bathroom",
      done: false,
      description: "Tiles and mirror",
      priority: 2,
      assignee: member.id,
      repeat: "weekly",
      repeat_from_done: true,
      markers: [marker],
      dashboard,
    });
    expect(copy.id).not.toBe(id);
    expect(await day()).toEqual(["Before", "Clean the bathroom (weekly)", "Clean the bathroom (weekly)", "After"]);
    const page = await call(db, member, "get_objective_page", { p_objective: copy.id });
    expect(page.comments).toEqual([]);
    const { rows } = await db.query(
      "select position from public.objectives where dashboard_id = $1 and day = $2 order by position",
      [dashboard, DAY],
    );
    expect(rows.map((r) => Number(r.position))).toEqual([1, 2, 3, 4]);
  });

  it("copies a done one as open and without its rule, whose series went on", async () => {
    const id = await add("Water the plants", { p_repeat: "daily" });
    await call(db, admin, "set_objective_done", { p_objective: id, p_done: true, p_time_zone: "UTC" });
    const copy = await call(db, admin, "duplicate_objective", { p_objective: id });
    expect(copy).toMatchObject({ title: "Water the plants", done: false, repeat: null });
  });

  it("makes one copy for a double submit, and none for an outsider", async () => {
    const id = await add("Buy stamps");
    const key = crypto.randomUUID();
    const first = await call(db, admin, "duplicate_objective", { p_objective: id, p_request_id: key });
    const again = await call(db, admin, "duplicate_objective", { p_objective: id, p_request_id: key });
    expect(again.id).toBe(first.id);
    expect((await day()).filter((t: string) => t === "Buy stamps")).toHaveLength(2);
    await expect(call(db, outsider, "duplicate_objective", { p_objective: id })).rejects.toMatchObject(
      refused("PT404", "objective_not_found"),
    );
  });

  it("keeps to the dashboard's limit of open objectives", async () => {
    const id = await add("One too many");
    await db.query(
      "insert into public.objectives (dashboard_id, day, title, position) select $1, '2031-01-01', 'filler', g from generate_series(1, 5000) g",
      [dashboard],
    );
    await expect(call(db, admin, "duplicate_objective", { p_objective: id })).rejects.toMatchObject(
      refused("PT422", "limit_reached"),
    );
  });
});
