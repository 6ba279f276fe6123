import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, callHolding, createUsers, dashboardWithMember, refused, type User } from "./helpers.ts";

// Templates of one's own (decision 092): a snapshot of a dashboard's open objectives, days
// counted from the first, kept apart from it; one's own only; deleted with an hour's Undo.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;

// jsonb arguments as JSON text: node-postgres would send a JavaScript array as a Postgres array.
const json = (args: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(args).map(([k, v]) => [k, typeof v === "object" && v !== null ? JSON.stringify(v) : v]),
  );

const save = (who: User, args: Record<string, unknown> = {}) =>
  call(db, who, "save_dashboard_as_template", { p_dashboard: dashboard, p_name: "Our move", ...args });

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Move to Lisbon"));
  await call(
    db,
    admin,
    "import_into_dashboard",
    json({
      p_dashboard: dashboard,
      p_filters: [
        { name: "Packing", color: "amber" },
        { name: "Admin", color: "blue" },
        { name: "Unused", color: "rose" },
      ],
      p_objectives: [
        // 2030-06-05 is a Wednesday.
        { day: "2030-06-05", title: "Get quotes", priority: 2, filters: ["Admin"], deadline: "2030-06-08" },
        {
          day: "2030-06-06",
          title: "Sort things",
          filters: ["Packing"],
          checklist: [{ title: "Books" }, { title: "Wardrobe" }],
        },
        {
          day: "2030-06-07",
          title: "Weekly check-in",
          repeat: "weekly",
          repeat_every: 2,
          description: "Say **where** we are",
        },
        { day: "2030-06-10", title: "Bins", repeat: "days:1,4", repeat_until: "2030-07-10" },
        { day: "2030-06-04", title: "Already done", done: true, filters: ["Unused"] },
      ],
      p_notes: [],
    }),
  );
});
afterAll(() => db.close());

describe("save_dashboard_as_template", () => {
  it("keeps the open objectives, days from the first, with their rules, steps and filters", async () => {
    const saved = await save(member);
    expect(saved).toMatchObject({ name: "Our move", objectives: 4 });
    const { template } = await call(db, member, "get_my_template", { p_template: saved.id });
    expect(template).toMatchObject({
      name: "Our move",
      source: "Move to Lisbon",
      objectives: 4,
      repeating: 2,
      last_day: 5,
    });
    // Only the filters its open objectives carry, by name.
    expect(template.filters).toEqual([
      { name: "Admin", color: "blue" },
      { name: "Packing", color: "amber" },
    ]);
    expect(template.rows).toEqual([
      { day: 0, title: "Get quotes", priority: 2, deadline: 3, filters: ["Admin"], steps: [] },
      { day: 1, title: "Sort things", priority: 4, filters: ["Packing"], steps: ["Books", "Wardrobe"] },
      {
        day: 2,
        on: [5],
        title: "Weekly check-in",
        description: "Say **where** we are",
        priority: 4,
        repeat: "weekly",
        repeat_every: 2,
        filters: [],
        steps: [],
      },
      { day: 5, on: [1, 4], title: "Bins", priority: 4, repeat: "days:1,4", repeat_until: 30, filters: [], steps: [] },
    ]);
  });

  it("saves one of a double submit, also of two at once", async () => {
    const args = { p_name: "Twice", p_request_id: crypto.randomUUID() };
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const first = callHolding(db, admin, "save_dashboard_as_template", { p_dashboard: dashboard, ...args }, held);
    await new Promise((r) => setTimeout(r, 50));
    const second = save(admin, args);
    setTimeout(release, 200);
    const [a, b] = await Promise.all([first, second]);
    expect(b.id).toBe(a.id);
    const mine = await call(db, admin, "get_my_templates");
    expect(mine.filter((t: { name: string }) => t.name === "Twice")).toHaveLength(1);
  });

  it("is one's own: not of a dashboard one is not in, nor anyone else's to read or delete", async () => {
    await expect(save(outsider)).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    const saved = await save(member, { p_name: "Mine alone" });
    await expect(call(db, admin, "get_my_template", { p_template: saved.id })).rejects.toMatchObject(
      refused("PT404", "template_not_found"),
    );
    await expect(call(db, outsider, "delete_saved_template", { p_template: saved.id })).rejects.toMatchObject(
      refused("PT404", "template_not_found"),
    );
    expect((await call(db, outsider, "get_my_templates")).map((t: { name: string }) => t.name)).toEqual([]);
    await expect(call(db, "anon", "get_my_templates")).rejects.toMatchObject({ code: "42501" });
    await expect(save(member, { p_name: " " })).rejects.toMatchObject(refused("PT422", "name_required"));
  });

  it("offers the dashboards one may change, not those one only views", async () => {
    const { viewer } = (await createUsers(db, ["viewer"])) as Record<"viewer", User>;
    await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'viewer')", [
      dashboard,
      viewer.id,
    ]);
    // A viewer reads everything, so may save it; but may not add rows to it.
    const saved = await save(viewer, { p_name: "Seen" });
    const own: string = (await call(db, viewer, "create_dashboard", { p_name: "Viewer's own" })).id;
    const page = await call(db, viewer, "get_my_template", { p_template: saved.id });
    expect(page.dashboards).toEqual([{ id: own, name: "Viewer's own", color: expect.any(String) }]);
  });

  it("refuses a dashboard with nothing open, and a fifty-first template", async () => {
    const { cat } = (await createUsers(db, ["cat"])) as Record<"cat", User>;
    const empty: string = (await call(db, cat, "create_dashboard", { p_name: "Empty" })).id;
    await expect(
      call(db, cat, "save_dashboard_as_template", { p_dashboard: empty, p_name: "Nothing" }),
    ).rejects.toMatchObject(refused("PT422", "template_empty"));
    await expect(
      call(db, cat, "save_dashboard_as_template", { p_dashboard: empty, p_name: "Nothing", p_include_done: true }),
    ).rejects.toMatchObject(refused("PT422", "template_nothing"));
    await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'member')", [
      dashboard,
      cat.id,
    ]);
    for (let i = 0; i < 50; i++) await save(cat, { p_name: `T${i}` });
    await expect(save(cat, { p_name: "One more" })).rejects.toMatchObject({
      ...refused("PT422", "templates_full"),
      hint: "50",
    });
    // Deleting one makes room; its Undo then finds the list full again.
    const [first] = await call(db, cat, "get_my_templates");
    await call(db, cat, "delete_saved_template", { p_template: first.id });
    await save(cat, { p_name: "In its place" });
    await expect(call(db, cat, "restore_saved_template", { p_template: first.id })).rejects.toMatchObject(
      refused("PT422", "templates_full"),
    );
  });
});

describe("save_dashboard_as_template with the done objectives", () => {
  it("keeps them as to do, days from the first of all", async () => {
    const saved = await save(admin, { p_name: "All of it", p_include_done: true });
    expect(saved.objectives).toBe(5);
    const { template } = await call(db, admin, "get_my_template", { p_template: saved.id });
    // "Already done" (the day before the first open one) is day 0 now.
    expect(template.rows.map((r: { day: number; title: string }) => [r.day, r.title])).toEqual([
      [0, "Already done"],
      [1, "Get quotes"],
      [2, "Sort things"],
      [3, "Weekly check-in"],
      [6, "Bins"],
    ]);
    expect(template.filters.map((f: { name: string }) => f.name)).toEqual(["Admin", "Packing", "Unused"]);
  });

  it("keeps a repeating series once: its done ones each added the next", async () => {
    const { eve } = (await createUsers(db, ["eve"])) as Record<"eve", User>;
    const board: string = (await call(db, eve, "create_dashboard", { p_name: "Habits" })).id;
    const add = (title: string, day: string, repeat?: string) =>
      call(db, eve, "add_objective", { p_dashboard: board, p_day: day, p_title: title, p_repeat: repeat ?? null });
    const stretch = await add("Stretch", "2030-06-05", "daily");
    await call(db, eve, "set_objective_done", { p_objective: stretch.id, p_done: true });
    const once = await add("Buy a mat", "2030-06-04");
    await call(db, eve, "set_objective_done", { p_objective: once.id, p_done: true });
    const saved = await call(db, eve, "save_dashboard_as_template", {
      p_dashboard: board,
      p_name: "Habits",
      p_include_done: true,
    });
    const { template } = await call(db, eve, "get_my_template", { p_template: saved.id });
    expect(
      template.rows.map((r: { day: number; title: string; repeat?: string }) => [r.day, r.title, r.repeat]),
    ).toEqual([
      [0, "Buy a mat", undefined],
      [2, "Stretch", "daily"],
    ]);
  });
});

describe("rename_saved_template", () => {
  it("renames one's own, within the name's rules, and no one else's", async () => {
    const saved = await save(admin, { p_name: "Old name" });
    expect(await call(db, admin, "rename_saved_template", { p_template: saved.id, p_name: "  New name " })).toEqual({
      id: saved.id,
      name: "New name",
    });
    expect((await call(db, admin, "get_my_template", { p_template: saved.id })).template.name).toBe("New name");
    await expect(call(db, admin, "rename_saved_template", { p_template: saved.id, p_name: " " })).rejects.toMatchObject(
      refused("PT422", "name_required"),
    );
    await expect(
      call(db, member, "rename_saved_template", { p_template: saved.id, p_name: "Taken" }),
    ).rejects.toMatchObject(refused("PT404", "template_not_found"));
  });
});

describe("delete_saved_template and its Undo", () => {
  it("hides it at once, brings it back within the hour, and not later", async () => {
    const saved = await save(admin, { p_name: "Short-lived" });
    const names = async () => (await call(db, admin, "get_my_templates")).map((t: { name: string }) => t.name);
    expect(await call(db, admin, "delete_saved_template", { p_template: saved.id })).toEqual({
      id: saved.id,
      name: "Short-lived",
    });
    expect(await names()).not.toContain("Short-lived");
    await expect(call(db, admin, "get_my_template", { p_template: saved.id })).rejects.toMatchObject(
      refused("PT404", "template_not_found"),
    );
    await expect(call(db, admin, "delete_saved_template", { p_template: saved.id })).rejects.toMatchObject(
      refused("PT404", "template_not_found"),
    );
    await call(db, admin, "restore_saved_template", { p_template: saved.id });
    expect(await names()).toContain("Short-lived");

    await call(db, admin, "delete_saved_template", { p_template: saved.id });
    await db.query("update private.saved_templates set deleted_at = now() - interval '61 minutes' where id = $1", [
      saved.id,
    ]);
    await expect(call(db, admin, "restore_saved_template", { p_template: saved.id })).rejects.toMatchObject(
      refused("PT404", "template_not_found"),
    );
    // The next save purges it.
    await save(admin, { p_name: "Next" });
    const { rows } = await db.query("select count(*)::int as n from private.saved_templates where id = $1", [saved.id]);
    expect(rows[0].n).toBe(0);
  });

  it("goes with the account, and is in its data", async () => {
    const { dan } = (await createUsers(db, ["dan"])) as Record<"dan", User>;
    await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'member')", [
      dashboard,
      dan.id,
    ]);
    await save(dan, { p_name: "Dan's" });
    const file = JSON.parse((await call(db, dan, "export_my_data")).body);
    expect(file.templates).toEqual([
      expect.objectContaining({ name: "Dan's", saved_from: "Move to Lisbon", filters: expect.any(Array) }),
    ]);
    expect(file.templates[0].objectives).toHaveLength(4);
    await db.query("delete from auth.users where id = $1", [dan.id]);
    const { rows } = await db.query("select count(*)::int as n from private.saved_templates where user_id = $1", [
      dan.id,
    ]);
    expect(rows[0].n).toBe(0);
  });
});

describe("a template shared by link", () => {
  it("is seen by anyone signed in with the link, used, copied once, and ended by its owner", async () => {
    const saved = await save(admin, { p_name: "Shared move" });
    const { share_token: token } = await call(db, admin, "share_saved_template", { p_template: saved.id, p_on: true });
    expect(token).toMatch(/^[\w-]{40,}$/);
    // The same link again while it is on; the owner's page shows it.
    expect((await call(db, admin, "share_saved_template", { p_template: saved.id, p_on: true })).share_token).toBe(
      token,
    );
    expect((await call(db, admin, "get_my_template", { p_template: saved.id })).template.share_token).toBe(token);
    // Nobody else may share or end it.
    await expect(
      call(db, outsider, "share_saved_template", { p_template: saved.id, p_on: false }),
    ).rejects.toMatchObject(refused("PT404", "template_not_found"));

    const seen = await call(db, outsider, "get_shared_template", { p_token: token });
    expect(seen).toMatchObject({ by: "Admin", mine: null, dashboards: [] });
    expect(seen.template).toMatchObject({ name: "Shared move", objectives: 4 });
    expect(seen.template.rows).toHaveLength(4);
    expect(seen.template).not.toHaveProperty("share_token");
    expect((await call(db, admin, "get_shared_template", { p_token: token })).mine).toBe(saved.id);
    await expect(call(db, "anon", "get_shared_template", { p_token: token })).rejects.toMatchObject({ code: "42501" });

    const request = crypto.randomUUID();
    const copy = await call(db, outsider, "copy_shared_template", { p_token: token, p_request_id: request });
    expect(await call(db, outsider, "copy_shared_template", { p_token: token, p_request_id: request })).toEqual(copy);
    expect(
      (await call(db, outsider, "get_my_templates")).filter((t: { name: string }) => t.name === "Shared move"),
    ).toHaveLength(1);
    expect((await call(db, outsider, "get_my_template", { p_template: copy.id })).template).toMatchObject({
      name: "Shared move",
      source: "Move to Lisbon",
      share_token: null,
    });

    await call(db, admin, "share_saved_template", { p_template: saved.id, p_on: false });
    await expect(call(db, outsider, "get_shared_template", { p_token: token })).rejects.toMatchObject(
      refused("PT404", "template_not_found"),
    );
    // The copy stays the outsider's.
    expect((await call(db, outsider, "get_my_template", { p_template: copy.id })).template.name).toBe("Shared move");
    // A new link is another; a deleted template's finds nothing.
    const again = (await call(db, admin, "share_saved_template", { p_template: saved.id, p_on: true })).share_token;
    expect(again).not.toBe(token);
    await call(db, admin, "delete_saved_template", { p_template: saved.id });
    await expect(call(db, outsider, "get_shared_template", { p_token: again })).rejects.toMatchObject(
      refused("PT404", "template_not_found"),
    );
  });
});
