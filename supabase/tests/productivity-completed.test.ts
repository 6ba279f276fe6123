import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, subscribe, type User } from "./helpers.ts";

// /productivity's list of what I completed over the last 7 days: by name, newest first, less
// what I reopened since, on dashboards I am still in (get_productivity_page's 'completed').
let db: Db;
let ann: User;
let ben: User;
let home: string;
let work: string;
let club: string;

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ ann, ben } = (await createUsers(db, ["ann", "ben"])) as any);
  await subscribe(db, ann);
  home = (await call(db, ann, "create_dashboard", { p_name: "Home" })).id;
  work = (await call(db, ann, "create_dashboard", { p_name: "Work" })).id;
  club = (await call(db, ben, "create_dashboard", { p_name: "Club" })).id;
  for (const [dashboard, admin] of [
    [home, ann],
    [club, ben],
  ] as const) {
    const other = admin === ann ? ben : ann;
    const { tokens } = await call(db, admin, "invite_members", { p_dashboard: dashboard, p_emails: [other.email] });
    await call(db, other, "accept_invitation", { p_invitation: tokens[0].id });
  }
});
afterAll(() => db.close());

const today = () => new Date().toISOString().slice(0, 10);
const completed = async (who: User) =>
  (await call(db, who, "get_productivity_page", { p_time_zone: "UTC" })).completed as {
    day: string;
    title: string | null;
    count: number;
    objective_id: string | null;
    dashboard: { id: string; name: string };
  }[];
const add = async (who: User, dashboard: string, title: string) =>
  (await call(db, who, "add_objective", { p_dashboard: dashboard, p_day: today(), p_title: title })).id as string;
const done = (who: User, id: string, value = true) =>
  call(db, who, "set_objective_done", { p_objective: id, p_done: value });

describe("get_productivity_page's completed", () => {
  let plants: string;

  it("lists what I completed by name, newest first, each with its dashboard and page", async () => {
    expect(await completed(ann)).toEqual([]);
    plants = await add(ann, home, "Water the plants");
    const report = await add(ann, work, "Send the report");
    await done(ann, plants);
    await done(ann, report);
    expect(await completed(ann)).toEqual([
      {
        day: today(),
        title: "Send the report",
        count: 1,
        objective_id: report,
        dashboard: { id: work, name: "Work", color: "orange" },
      },
      {
        day: today(),
        title: "Water the plants",
        count: 1,
        objective_id: plants,
        dashboard: { id: home, name: "Home", color: "blue" },
      },
    ]);
  });

  it("leaves out what I reopened since, and shows it again once completed again", async () => {
    await done(ann, plants, false);
    expect((await completed(ann)).map((c) => c.title)).toEqual(["Send the report"]);
    await done(ann, plants);
    expect((await completed(ann)).map((c) => c.title)).toEqual(["Water the plants", "Send the report"]);
  });

  it("is mine only: another member's completions on a shared dashboard are theirs", async () => {
    const bins = await add(ben, home, "Take the bins out");
    await done(ben, bins);
    expect((await completed(ann)).map((c) => c.title)).toEqual(["Water the plants", "Send the report"]);
    expect((await completed(ben)).map((c) => c.title)).toEqual(["Take the bins out"]);
  });

  it("names each of several completed at once; one statement's change of many says how many", async () => {
    const ids = [await add(ann, work, "One"), await add(ann, work, "Two"), await add(ann, work, "Three")];
    await call(db, ann, "complete_objectives", { p_dashboard: work, p_objectives: ids, p_time_zone: "UTC" });
    expect((await completed(ann)).slice(0, 3).map((c) => c.title)).toEqual(["Three", "Two", "One"]);
    // As the activity's trigger writes a single statement's change of several objectives.
    await db.query(
      `insert into public.activity (dashboard_id, actor_id, kind, detail) values ($1, $2, 'completed_many', '{"count": 4}')`,
      [work, ann.id],
    );
    const [first] = await completed(ann);
    expect(first).toMatchObject({ title: null, count: 4, objective_id: null, dashboard: { name: "Work" } });
  });

  it("keeps a title but no page for one moved to another dashboard since", async () => {
    const id = await add(ann, home, "Fix the gate");
    await done(ann, id);
    await call(db, ann, "move_objectives_to_dashboard", { p_dashboard: home, p_objectives: [id], p_to: work });
    const [first] = await completed(ann);
    expect(first).toMatchObject({ title: "Fix the gate", objective_id: null, dashboard: { id: home } });
  });

  it("covers the last 7 days only, and dashboards I am still in", async () => {
    const old = await add(ann, home, "Long ago");
    const since = Number((await db.query("select max(id) as id from public.activity")).rows[0].id);
    await done(ann, old);
    await db.query("update public.activity set at = at - interval '7 days' where id > $1", [since]);
    expect((await completed(ann)).map((c) => c.title)).not.toContain("Long ago");
    await db.query("update public.activity set at = at + interval '1 day' where id > $1", [since]);
    const sixDaysAgo = (await completed(ann)).find((c) => c.title === "Long ago");
    expect(sixDaysAgo?.day).toBe(new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10));

    const pool = await add(ann, club, "Clean the pool");
    await done(ann, pool);
    expect((await completed(ann)).map((c) => c.title)).toContain("Clean the pool");
    await call(db, ann, "leave_dashboard", { p_dashboard: club });
    expect((await completed(ann)).map((c) => c.title)).not.toContain("Clean the pool");
  });
});
