import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, dashboardWithMember, refused, type User } from "./helpers.ts";

// Import: a file's rows added all or none, by members only, within the dashboard's limits,
// after what each day already holds; a double submit imports once.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Home"));
  await call(db, admin, "add_marker", { p_dashboard: dashboard, p_name: "Work", p_color: "blue" });
  await call(db, admin, "add_objective", { p_dashboard: dashboard, p_day: "2030-05-01", p_title: "Already there" });
});
afterAll(() => db.close());

// jsonb arguments as JSON text: node-postgres would send a JavaScript array as a Postgres array.
const importAs = (who: Parameters<typeof call>[1], rows: Record<string, unknown>, where = dashboard) =>
  call(db, who, "import_into_dashboard", {
    p_dashboard: where,
    ...Object.fromEntries(
      Object.entries(rows).map(([k, v]) => [k, typeof v === "object" && v !== null ? JSON.stringify(v) : v]),
    ),
  });

describe("import_into_dashboard", () => {
  it("adds objectives after each day's own, notes in the file's order, filters by name or created with their colour", async () => {
    const key = crypto.randomUUID();
    const rows = {
      p_filters: [
        { name: "work", color: "red" },
        { name: "Garden", color: "emerald" },
        // Without a colour: the palette's next, even if no row uses it.
        { name: "Unused" },
      ],
      p_objectives: [
        { day: "2030-05-01", title: "  First  ", filters: ["WORK", "Garden"] },
        { day: "2030-05-02", title: "Other day", done: true, repeat: "daily" },
        { day: "2030-05-01", title: "Second", repeat: "weekly", filters: ["errands"] },
      ],
      p_notes: [
        { year: 2030, title: "Older", body: "Line one\nLine two", filters: ["Garden"] },
        { year: 2030, title: "Newer" },
      ],
      p_request_id: key,
    };
    const answer = await importAs(member, rows);
    expect(answer).toEqual({ objectives: 3, notes: 2, filters: 3, batch: expect.any(String) });
    // The same submit again: imported once.
    expect(await importAs(member, rows)).toEqual(answer);

    const day = await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: "2030-05-01" });
    const filters = Object.fromEntries(day.markers.map((m: any) => [m.name, m]));
    expect(new Set(Object.keys(filters))).toEqual(new Set(["errands", "Garden", "Unused", "Work"]));
    // An existing filter keeps its colour; a new one takes the file's.
    expect([filters.Work.color, filters.Garden.color]).toEqual(["blue", "emerald"]);
    expect(day.objectives.map((o: any) => [o.title, o.repeat ?? null, o.markers.length])).toEqual([
      ["Already there", null, 0],
      ["First", null, 2],
      ["Second", "weekly", 1],
    ]);
    const other = await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: "2030-05-02" });
    // Done, so its series has ended.
    expect(other.objectives).toMatchObject([{ title: "Other day", done: true }]);
    expect(other.objectives[0].repeat).toBeUndefined();
    const notes = await call(db, member, "get_notes_page", { p_dashboard: dashboard, p_year: 2030 });
    expect(notes.notes.map((n: any) => [n.title, n.body, n.markers.length])).toEqual([
      ["Newer", "", 0],
      ["Older", "Line one\nLine two", 1],
    ]);
  });

  it("adds nothing when one row is refused", async () => {
    const count = async () =>
      (
        await db.query<{ n: number }>("select count(*)::int as n from public.objectives where dashboard_id = $1", [
          dashboard,
        ])
      ).rows[0]!.n;
    const before = await count();
    await expect(
      importAs(member, {
        p_objectives: [
          { day: "2030-06-01", title: "Fine" },
          { day: "2030-06-01", title: "x".repeat(501) },
        ],
      }),
    ).rejects.toMatchObject(refused("PT422", "title_too_long"));
    await expect(importAs(member, { p_objectives: [{ title: "No day" }] })).rejects.toMatchObject(
      refused("PT422", "day_required"),
    );
    await expect(importAs(member, { p_notes: [{ year: 1200, title: "Too old" }] })).rejects.toMatchObject(
      refused("PT422", "year_invalid"),
    );
    await expect(
      importAs(member, { p_objectives: [{ day: "2030-06-01", title: "Hourly", repeat: "hourly" }] }),
    ).rejects.toMatchObject(refused("PT422", "repeat_invalid"));
    await expect(importAs(member, { p_objectives: { day: "2030-06-01" } })).rejects.toMatchObject(
      refused("PT422", "import_invalid"),
    );
    // A new filter's colour is checked as "Add filter" checks it.
    await expect(
      importAs(member, {
        p_filters: [{ name: "Mauve", color: "mauve" }],
        p_objectives: [{ day: "2030-06-01", title: "Tinted" }],
      }),
    ).rejects.toMatchObject(refused("PT422", "color_invalid"));
    expect(await count()).toBe(before);
  });

  it("keeps to the limits: 2,000 rows a file, the dashboard's open objectives, the plan's filters", async () => {
    const many = Array.from({ length: 2001 }, (_, i) => ({ day: "2030-07-01", title: `o${i}` }));
    await expect(importAs(member, { p_objectives: many })).rejects.toMatchObject(refused("PT422", "import_too_large"));
    // The free plan's ten filters: the dashboard has four, the file names seven more.
    const names = Array.from({ length: 7 }, (_, i) => `f${i}`);
    await expect(
      importAs(member, { p_objectives: [{ day: "2030-07-01", title: "Tagged", filters: names }] }),
    ).rejects.toMatchObject(refused("PT422", "plan_limit_reached"));
    const own = (await call(db, admin, "create_dashboard", { p_name: "Full" })).id;
    await db.query(
      "insert into public.objectives (dashboard_id, day, title, position) select $1, '2030-01-01', 'o' || i, i from generate_series(1, 4999) i",
      [own],
    );
    await expect(
      importAs(
        admin,
        {
          p_objectives: [
            { day: "2030-07-01", title: "One more" },
            { day: "2030-07-01", title: "And another" },
          ],
        },
        own,
      ),
    ).rejects.toMatchObject(refused("PT422", "limit_reached"));
    // Done ones do not count.
    expect(
      await importAs(admin, { p_objectives: [{ day: "2029-07-01", title: "Done long ago", done: true }] }, own),
    ).toMatchObject({ objectives: 1 });
  });

  it("brings back an export's comments: by members of this dashboard by email, at their time, counted on the rows", async () => {
    const answer = await importAs(member, {
      p_objectives: [
        {
          day: "2030-09-01",
          title: "Fix the boiler",
          comments: [
            { author: admin.email.toUpperCase(), body: "  Called the plumber  ", created_at: "2026-01-05T09:15:00Z" },
            { author: "someone@elsewhere.example", body: "He comes Monday" },
            { body: "   " },
            { author: member.email, body: "Thanks", created_at: "not a time" },
          ],
        },
        { day: "2030-09-01", title: "No comments", comments: "not a list" },
      ],
    });
    expect(answer).toMatchObject({ objectives: 2 });
    // No email for any of them: an import is not a conversation (the answer carries no notice).
    expect(answer).not.toHaveProperty("notify");
    const { rows } = await db.query<{ title: string; n: number; comments: any }>(
      `select o.title, o.comment_count as n,
              (select json_agg(json_build_object('author', c.author_id, 'body', c.body, 'at', c.created_at) order by c.created_at, c.id)
               from public.comments c where c.objective_id = o.id) as comments
       from public.objectives o where o.dashboard_id = $1 and o.day = '2030-09-01' order by o.position`,
      [dashboard],
    );
    expect(rows.map((r) => [r.title, r.n])).toEqual([
      ["Fix the boiler", 3],
      ["No comments", 0],
    ]);
    expect(rows[0]!.comments).toMatchObject([
      { author: admin.id, body: "Called the plumber" },
      { author: null, body: "He comes Monday" },
      { author: member.id, body: "Thanks" },
    ]);
    expect(new Date(rows[0]!.comments[0].at).toISOString()).toBe("2026-01-05T09:15:00.000Z");
  });

  it("brings back an export's checklists, ticked as they were, and comments' edits", async () => {
    await importAs(member, {
      p_objectives: [
        {
          day: "2030-09-04",
          title: "Pack",
          checklist: [{ title: " Passports ", done: true }, { title: "  " }, { title: "Chargers" }],
          comments: [
            { body: "Fixed", edited_at: "2026-01-05T10:00:00Z" },
            { body: "Odd", edited_at: "soon" },
          ],
        },
      ],
    });
    const { rows } = await db.query<{ row: any; steps: string[]; edited: (string | null)[] }>(
      `select o.page_json as row,
              (select array_agg(case when i.done then 'x ' else '  ' end || i.title order by i.position)
               from public.checklist_items i where i.objective_id = o.id) as steps,
              (select array_agg(c.edited_at::text order by c.created_at) from public.comments c where c.objective_id = o.id) as edited
       from public.objectives o where o.dashboard_id = $1 and o.title = 'Pack'`,
      [dashboard],
    );
    expect(rows[0]!.steps).toEqual(["x Passports", "  Chargers"]);
    expect(rows[0]!.row).toMatchObject({ checklist: [1, 2] });
    expect(rows[0]!.edited[0]).not.toBeNull();
    expect(rows[0]!.edited[1]).toBeNull();
    await expect(
      importAs(member, {
        p_objectives: [{ day: "2030-09-04", title: "Long", checklist: [{ title: "x".repeat(501) }] }],
      }),
    ).rejects.toMatchObject(refused("PT422", "checklist_item_too_long"));
  });

  it("refuses a comment too long, and more than 10,000 comments a file", async () => {
    await expect(
      importAs(member, {
        p_objectives: [{ day: "2030-09-02", title: "Long talk", comments: [{ body: "x".repeat(2001) }] }],
      }),
    ).rejects.toMatchObject(refused("PT422", "comment_too_long"));
    const many = Array.from({ length: 21 }, (_, i) => ({
      day: "2030-09-03",
      title: `Busy ${i}`,
      comments: Array.from({ length: 500 }, () => ({ body: "x" })),
    }));
    await expect(importAs(member, { p_objectives: many })).rejects.toMatchObject({
      ...refused("PT422", "import_comments_too_many"),
      hint: "10000",
    });
    const { rows } = await db.query(
      "select 1 from public.objectives where dashboard_id = $1 and day in ('2030-09-02', '2030-09-03')",
      [dashboard],
    );
    expect(rows).toEqual([]);
  });

  it("is for members only", async () => {
    const rows = { p_objectives: [{ day: "2030-08-01", title: "Sneaky" }] };
    await expect(importAs(outsider, rows)).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    await expect(importAs("anon", rows)).rejects.toMatchObject(refused("42501"));
  });
});

describe("undo_import", () => {
  let own: Awaited<ReturnType<typeof dashboardWithMember>>;
  const filterId = async (name: string) =>
    (
      await db.query<{ id: string }>("select id from public.markers where dashboard_id = $1 and name = $2", [
        own.dashboard,
        name,
      ])
    ).rows[0]?.id;
  const titles = async () =>
    (
      await db.query<{ t: string }>(
        "select day || ' ' || position || ' ' || title as t from public.objectives where dashboard_id = $1 order by day, position",
        [own.dashboard],
      )
    ).rows.map((r) => r.t);

  beforeAll(async () => {
    own = await dashboardWithMember(db, "Undone");
    await call(db, own.admin, "add_marker", { p_dashboard: own.dashboard, p_name: "Work", p_color: "blue" });
    await call(db, own.admin, "add_objective", { p_dashboard: own.dashboard, p_day: "2031-01-01", p_title: "Before" });
  });

  it("takes away what the import added, and the filters it made that nothing else carries; twice, nothing more", async () => {
    const key = crypto.randomUUID();
    const rows = {
      p_filters: [{ name: "Unused" }],
      p_objectives: [
        { day: "2031-01-01", title: "A", filters: ["Work", "New one"], checklist: [{ title: "Step" }] },
        { day: "2031-01-02", title: "B", filters: ["Kept"] },
      ],
      p_notes: [{ year: 2031, title: "N", filters: ["New one"] }],
      p_request_id: key,
    };
    const added = await importAs(own.member, rows, own.dashboard);
    expect(added).toMatchObject({ objectives: 2, notes: 1, filters: 3 });
    // A double submit answers the same batch.
    expect((await importAs(own.member, rows, own.dashboard)).batch).toBe(added.batch);
    // Made after the import: stays, and keeps the filter it carries.
    await call(db, own.admin, "add_objective", {
      p_dashboard: own.dashboard,
      p_day: "2031-01-01",
      p_title: "After",
      p_marker_ids: [await filterId("Kept")],
    });
    expect(await titles()).toEqual(["2031-01-01 1 Before", "2031-01-01 2 A", "2031-01-01 3 After", "2031-01-02 1 B"]);

    // The settings page offers it to the one who imported, for the hour; to nobody else.
    const last = async (who: User) =>
      (await call(db, who, "get_settings_page", { p_dashboard: own.dashboard })).last_import;
    const offered = await last(own.member);
    expect(offered).toEqual({
      batch: added.batch,
      made_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      until: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      objectives: 2,
      notes: 1,
    });
    // Until the end of the hour that undo_import keeps.
    expect(Date.parse(offered.until) - Date.parse(offered.made_at)).toBe(3_600_000);
    expect(await last(own.admin)).toBeNull();

    // Only the one who imported: another member, an outsider, anon.
    for (const who of [own.admin, own.outsider]) {
      await expect(call(db, who, "undo_import", { p_batch: added.batch })).rejects.toMatchObject(
        refused("PT404", "undo_not_found"),
      );
    }
    await expect(call(db, "anon", "undo_import", { p_batch: added.batch })).rejects.toMatchObject(refused("42501"));

    expect(await call(db, own.member, "undo_import", { p_batch: added.batch })).toEqual({
      objectives: 2,
      notes: 1,
      filters: 2,
      dashboard: own.dashboard,
    });
    // Numbered again; what was there before and after stays, with its filters.
    expect(await titles()).toEqual(["2031-01-01 1 Before", "2031-01-01 2 After"]);
    expect(await filterId("Work")).toBeDefined();
    expect(await filterId("Kept")).toBeDefined();
    expect(await filterId("New one")).toBeUndefined();
    expect(await filterId("Unused")).toBeUndefined();
    const { rows: left } = await db.query(
      `select 1 from public.notes where dashboard_id = $1
       union all select 1 from public.checklist_items where dashboard_id = $1`,
      [own.dashboard],
    );
    expect(left).toEqual([]);
    expect(await last(own.member)).toBeNull();
    // Twice: nothing more.
    expect(await call(db, own.member, "undo_import", { p_batch: added.batch })).toEqual({
      objectives: 0,
      notes: 0,
      filters: 0,
      dashboard: own.dashboard,
    });
  });

  it("leaves an objective moved to another dashboard where it went; after an hour, undo_expired", async () => {
    const added = await importAs(own.member, { p_objectives: [{ day: "2031-02-01", title: "Moved" }] }, own.dashboard);
    const elsewhere = (await call(db, own.member, "create_dashboard", { p_name: "Elsewhere" })).id;
    const moved = (
      await db.query<{ id: string }>("select id from public.objectives where dashboard_id = $1 and title = 'Moved'", [
        own.dashboard,
      ])
    ).rows[0]!.id;
    await call(db, own.member, "move_objectives_to_dashboard", {
      p_dashboard: own.dashboard,
      p_objectives: [moved],
      p_to: elsewhere,
    });
    expect(await call(db, own.member, "undo_import", { p_batch: added.batch })).toMatchObject({ objectives: 0 });
    const { rows } = await db.query("select 1 from public.objectives where id = $1 and dashboard_id = $2", [
      moved,
      elsewhere,
    ]);
    expect(rows).toHaveLength(1);

    const late = await importAs(own.member, { p_objectives: [{ day: "2031-02-02", title: "Late" }] }, own.dashboard);
    await db.query("update private.import_batches set made_at = now() - interval '61 minutes' where batch_id = $1", [
      late.batch,
    ]);
    await expect(call(db, own.member, "undo_import", { p_batch: late.batch })).rejects.toMatchObject(
      refused("PT410", "undo_expired"),
    );
    // Nor on the settings page any more.
    expect((await call(db, own.member, "get_settings_page", { p_dashboard: own.dashboard })).last_import).toBeNull();
  });
});
