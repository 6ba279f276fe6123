import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, callHolding, createUsers, refused, type User } from "./helpers.ts";

// A dashboard from a template (decision 091): made with its rows in one call, all or nothing,
// once for a double submit, within the caller's plan.
let db: Db;
let ann: User;
let ben: User;

const template = {
  p_name: "Moving house",
  p_filters: [
    { name: "Admin", color: "blue" },
    { name: "Packing", color: "amber" },
  ],
  p_objectives: [
    { day: "2030-06-03", title: "Get quotes from movers", priority: 2, filters: ["Admin"] },
    {
      day: "2030-06-04",
      title: "Sort out what to keep",
      filters: ["Packing"],
      checklist: [{ title: "Wardrobe" }, { title: "Books" }],
    },
    { day: "2030-06-03", title: "Plan the week", repeat: "days:1", filters: [] },
  ],
  p_notes: [{ year: 2030, title: "New address", body: "" }],
};

const rowsOf = async (dashboard: string) =>
  (
    await db.query(
      `select o.title, o.day::text, o.priority, o.repeat,
              (select array_agg(m.name order by m.name) from public.objective_markers om
               join public.markers m on m.id = om.marker_id where om.objective_id = o.id) as filters,
              (select array_agg(c.title order by c.position) from public.checklist_items c where c.objective_id = o.id) as steps
       from public.objectives o where o.dashboard_id = $1 order by o.day, o.position`,
      [dashboard],
    )
  ).rows;

// jsonb arguments as JSON text: node-postgres would send a JavaScript array as a Postgres array.
const json = (args: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(args).map(([k, v]) => [k, typeof v === "object" && v !== null ? JSON.stringify(v) : v]),
  );
const make = (who: Parameters<typeof call>[1], args: Record<string, unknown>) =>
  call(db, who, "create_dashboard_from_template", json(args));

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ ann, ben } = (await createUsers(db, ["ann", "ben"])) as Record<"ann" | "ben", User>);
});
afterAll(() => db.close());

describe("create_dashboard_from_template", () => {
  it("makes the caller's dashboard with the template's filters, objectives, steps and notes", async () => {
    const made = await make(ann, template);
    expect(made).toMatchObject({ name: "Moving house", objectives: 3, notes: 1, filters: 2 });
    const members = await db.query("select user_id, role from public.dashboard_members where dashboard_id = $1", [
      made.id,
    ]);
    expect(members.rows).toEqual([{ user_id: ann.id, role: "admin" }]);
    expect(await rowsOf(made.id)).toEqual([
      {
        title: "Get quotes from movers",
        day: "2030-06-03",
        priority: 2,
        repeat: null,
        filters: ["Admin"],
        steps: null,
      },
      { title: "Plan the week", day: "2030-06-03", priority: 4, repeat: "days:1", filters: null, steps: null },
      {
        title: "Sort out what to keep",
        day: "2030-06-04",
        priority: 4,
        repeat: null,
        filters: ["Packing"],
        steps: ["Wardrobe", "Books"],
      },
    ]);
    const colors = await db.query("select name, color from public.markers where dashboard_id = $1 order by name", [
      made.id,
    ]);
    expect(colors.rows).toEqual([
      { name: "Admin", color: "blue" },
      { name: "Packing", color: "amber" },
    ]);
    const notes = await db.query("select year, title from public.notes where dashboard_id = $1", [made.id]);
    expect(notes.rows).toEqual([{ year: 2030, title: "New address" }]);
    // Nobody else sees it.
    expect((await call(db, ben, "get_dashboards_page")).dashboards.map((d: any) => d.name)).toEqual([]);
  });

  it("makes one dashboard and one set of rows of a double submit, also of two at once", async () => {
    const args = { ...template, p_name: "Twice", p_request_id: crypto.randomUUID() };
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    // The second waits on the first's request id (a real wait on PostgreSQL), then answers it.
    const first = callHolding(db, ben, "create_dashboard_from_template", json(args), held);
    await new Promise((r) => setTimeout(r, 50));
    const second = make(ben, args);
    setTimeout(release, 200);
    const [a, b] = await Promise.all([first, second]);
    expect(b.id).toBe(a.id);
    expect((await make(ben, args)).id).toBe(a.id);
    const { rows } = await db.query(
      "select count(distinct d.id)::int as dashboards, count(o.id)::int as objectives from public.dashboards d left join public.objectives o on o.dashboard_id = d.id where d.name = 'Twice'",
    );
    expect(rows[0]).toEqual({ dashboards: 1, objectives: 3 });
  });

  it("leaves nothing behind when a row is refused", async () => {
    const before = (await call(db, ann, "get_dashboards_page")).dashboards.length;
    await expect(
      make(ann, {
        ...template,
        p_name: "Broken",
        p_objectives: [...template.p_objectives, { day: "2030-06-05", title: " " }],
      }),
    ).rejects.toMatchObject(refused("PT422", "title_required"));
    await expect(
      make(ann, {
        ...template,
        p_name: "Broken",
        p_filters: [{ name: "Admin", color: "gold" }],
      }),
    ).rejects.toMatchObject(refused("PT422", "color_invalid"));
    expect((await call(db, ann, "get_dashboards_page")).dashboards.length).toBe(before);
    const { rows } = await db.query("select count(*)::int as n from public.dashboards where name = 'Broken'");
    expect(rows[0].n).toBe(0);
  });

  it("counts against the caller's plan, refuses a bad name and visitors", async () => {
    const { cat } = (await createUsers(db, ["cat"])) as Record<"cat", User>;
    for (const name of ["One", "Two", "Three"]) await call(db, cat, "create_dashboard", { p_name: name });
    await expect(make(cat, template)).rejects.toMatchObject({
      ...refused("PT422", "plan_limit_reached"),
      detail: "dashboards",
    });
    expect((await call(db, cat, "get_dashboards_page")).dashboards).toHaveLength(3);
    await expect(make(ann, { ...template, p_name: " " })).rejects.toMatchObject(refused("PT422", "name_required"));
    await expect(make("anon", template)).rejects.toMatchObject({
      code: "42501",
    });
  });
});
