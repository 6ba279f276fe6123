import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, refused, sqlAs, subscribe, type User } from "./helpers.ts";

// Notifications (decision 052): the activity entries that concern a member, written by a
// trigger on the activity, read and marked read only through their functions.
let db: Db;
let ann: User;
let ben: User;
let cat: User;
let dan: User;
let dashboard: string;
const TODAY = new Date().toISOString().slice(0, 10);
const TOMORROW = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ ann, ben, cat, dan } = (await createUsers(db, ["ann", "ben", "cat", "dan"])) as any);
  await subscribe(db, ann);
  dashboard = (await call(db, ann, "create_dashboard", { p_name: "Family" })).id;
  for (const who of [ben, cat]) await join(dashboard, who);
});
afterAll(() => db.close());

async function join(where: string, who: User) {
  const { tokens } = await call(db, ann, "invite_members", { p_dashboard: where, p_emails: [who.email] });
  await call(db, who, "accept_invitation", { p_invitation: tokens[0].id });
}
const page = (who: User, extra: Record<string, unknown> = {}) => call(db, who, "get_notifications_page", extra);
/** The newest `n` notifications as "why kind subject" lines, newest first. */
const latest = async (who: User, n = 50) =>
  ((await page(who)).notifications as any[])
    .slice(0, n)
    .map((x) => [x.why, x.entry.kind, x.entry.subject].filter(Boolean).join(" "));
const unread = async (who: User) => (await page(who)).unread as number;
const add = async (title: string, who: User, extra: Record<string, unknown> = {}) =>
  (await call(db, who, "add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: title, ...extra }))
    .id as string;
const readAll = async (who: User) => {
  const [newest] = (await page(who)).notifications;
  if (newest) await call(db, who, "mark_notifications_read", { p_upto: newest.id });
};

describe("what reaches whom", () => {
  it("the admin hears of members joining; nobody of their own doings", async () => {
    expect(await latest(ann)).toEqual(["admin joined Cat", "admin joined Ben"]);
    expect(await latest(ben)).toEqual([]);
    const [joined] = (await page(ann)).notifications;
    expect(joined).toMatchObject({
      why: "admin",
      read: false,
      dashboard: { id: dashboard, name: "Family" },
      entry: { kind: "joined", actor: cat.id, name: "Cat", subject: "Cat" },
    });
    // What the page follows live: every dashboard of the caller's.
    expect((await page(ben)).dashboards).toEqual([dashboard]);
    await readAll(ann);
  });

  it("an assignment reaches the assignee, and taking it off them too; taking it on oneself reaches nobody", async () => {
    const id = await add("Book the dentist", ann);
    await call(db, ann, "update_objective", { p_objective: id, p_assignee: ben.id });
    expect(await latest(ben, 1)).toEqual(["assigned assigned Book the dentist"]);
    expect((await page(ben)).notifications[0]).toMatchObject({
      entry: { actor: ann.id, name: "Ann", objective: id, exists: true, detail: { assignee: ben.id, name: "Ben" } },
    });
    await call(db, ann, "update_objective", { p_objective: id, p_assignee: "none" });
    expect(await latest(ben, 2)).toEqual([
      "assigned unassigned Book the dentist",
      "assigned assigned Book the dentist",
    ]);
    const before = await latest(cat);
    await call(db, cat, "update_objective", { p_objective: id, p_assignee: cat.id });
    // Cat took it on: nobody else's business (Ann added it, but an assignment tells the assignee).
    expect(await latest(cat)).toEqual(before);
    expect(await latest(ann, 1)).not.toEqual(["assigned assigned Book the dentist"]);
  });

  it("changes to an objective reach its assignee and whoever added it, not the one who made them", async () => {
    const id = await add("Paint the fence", ann, { p_assignee: ben.id });
    // Added already assigned (quick add's "+ben"): told as added, to the assignee.
    expect(await latest(ben, 1)).toEqual(["assigned added Paint the fence"]);
    // Added for oneself: nobody's business.
    const before = await latest(ann);
    await add("Mine alone", ann, { p_assignee: ann.id });
    expect(await latest(ann)).toEqual(before);
    await call(db, cat, "set_objective_done", { p_objective: id, p_done: true });
    await call(db, cat, "set_objective_done", { p_objective: id, p_done: false });
    await call(db, cat, "update_objective", { p_objective: id, p_day: TOMORROW });
    await call(db, cat, "update_objective", { p_objective: id, p_title: "Paint the gate" });
    const told = [
      "renamed Paint the gate",
      "rescheduled Paint the fence",
      "reopened Paint the fence",
      "completed Paint the fence",
    ];
    expect(await latest(ben, 4)).toEqual(told.map((t) => `assigned ${t}`));
    expect(await latest(ann, 4)).toEqual(told.map((t) => `created ${t}`));
    expect(await latest(cat, 4)).not.toContain("created completed Paint the fence");
    await call(db, ben, "delete_objective", { p_objective: id });
    expect(await latest(ann, 1)).toEqual(["created deleted Paint the gate"]);
    expect((await page(ann)).notifications[0].entry.exists).toBe(false);
    // Ben deleted it: not told to Ben.
    expect(await latest(ben, 1)).toEqual(["assigned renamed Paint the gate"]);
  });

  it("a comment reaches those mentioned, the assignee, earlier commenters and whoever added it, each once", async () => {
    const id = await add("Plan the party", ann, { p_assignee: ben.id });
    await call(db, cat, "add_comment", { p_objective: id, p_body: "Saturday?" });
    expect(await latest(ben, 1)).toEqual(["assigned commented Plan the party"]);
    expect(await latest(ann, 1)).toEqual(["created commented Plan the party"]);
    expect(await latest(cat, 1)).not.toEqual(["commented commented Plan the party"]);
    const comment = await call(db, ben, "add_comment", { p_objective: id, p_body: "@Ann, can you bring the cake?" });
    // Ann added it and is mentioned: mentioned comes first. Cat commented before.
    expect(await latest(ann, 1)).toEqual(["mentioned commented Plan the party"]);
    expect(await latest(cat, 1)).toEqual(["commented commented Plan the party"]);
    expect((await page(cat)).notifications[0].entry.detail).toEqual({ comment: comment.id });
    const count = (await page(ann)).notifications.length;
    await call(db, ben, "add_comment", { p_objective: id, p_body: "@Ann @ann again" });
    expect((await page(ann)).notifications.length).toBe(count + 1);
  });

  it("many objectives changed at once reach nobody here (the activity page tells them)", async () => {
    for (const title of ["Old 1", "Old 2"]) await add(title, ann, { p_day: "2020-01-01", p_assignee: ben.id });
    const before = await latest(ben);
    await call(db, cat, "move_overdue_to_today", { p_dashboard: dashboard });
    expect(await latest(ben)).toEqual(before);
  });
});

describe("reading them", () => {
  it("unread until marked read up to the newest read; what came after stays new", async () => {
    await readAll(ben);
    expect(await unread(ben)).toBe(0);
    const first = await add("One", ann, { p_assignee: ben.id });
    await call(db, ann, "update_objective", { p_objective: first, p_title: "One more" });
    expect(await unread(ben)).toBe(2);
    const seen = (await page(ben)).notifications[0];
    expect(seen).toMatchObject({ read: false, entry: { kind: "renamed" } });
    await call(db, cat, "add_comment", { p_objective: first, p_body: "Late news" });
    expect(await call(db, ben, "mark_notifications_read", { p_upto: seen.id })).toEqual({ marked: 2 });
    expect(await unread(ben)).toBe(1);
    expect((await page(ben, { p_unread: true })).notifications.map((n: any) => n.entry.kind)).toEqual(["commented"]);
    // Marking again changes nothing; one by its id.
    expect(await call(db, ben, "mark_notifications_read", { p_upto: seen.id })).toEqual({ marked: 0 });
    const [late] = (await page(ben)).notifications;
    expect(await call(db, ben, "mark_notifications_read", { p_id: late.id })).toEqual({ marked: 1 });
    expect(await unread(ben)).toBe(0);
    expect((await page(ben)).notifications.slice(0, 2).map((n: any) => n.read)).toEqual([true, true]);
  });

  it("pages of p_limit, older ones by p_before", async () => {
    const all = (await page(ann)).notifications as any[];
    expect(all.length).toBeGreaterThan(3);
    const first = await page(ann, { p_limit: 2 });
    expect(first.more).toBe(true);
    expect(first.notifications.map((n: any) => n.id)).toEqual(all.slice(0, 2).map((n) => n.id));
    const next = await page(ann, { p_limit: 2, p_before: first.notifications[1].id });
    expect(next.notifications.map((n: any) => n.id)).toEqual(all.slice(2, 4).map((n) => n.id));
    expect((await page(ann, { p_limit: 200, p_before: all.at(-1).id })).notifications).toEqual([]);
    await expect(page(ann, { p_limit: 0 })).rejects.toMatchObject(refused("PT422", "range_invalid"));
    await expect(page(ann, { p_before: 0 })).rejects.toMatchObject(refused("PT422", "range_invalid"));
  });

  it("the bell counts up to 100 on /dashboards, /today, /upcoming and a dashboard's pages", async () => {
    await readAll(dan);
    const own = (await call(db, dan, "create_dashboard", { p_name: "Dan's" })).id;
    await call(db, dan, "invite_members", { p_dashboard: own, p_emails: [cat.email] });
    const token = (await call(db, cat, "get_dashboards_page", { p_time_zone: "UTC" })).invitations.find(
      (i: any) => i.dashboard_id === own,
    ).id;
    await call(db, cat, "accept_invitation", { p_invitation: token });
    for (const fn of ["get_dashboards_page", "get_today_page", "get_upcoming_page"]) {
      expect((await call(db, dan, fn, { p_time_zone: "UTC" })).notifications_unread).toBe(1);
    }
    // A dashboard's pages carry it in their dashboard object (decision 058): each the caller's own.
    await readAll(cat);
    for (const fn of ["get_day_page", "get_calendar_page", "get_notes_page", "get_settings_page", "get_markers_page"]) {
      expect((await call(db, dan, fn, { p_dashboard: own })).dashboard.notifications_unread).toBe(1);
      expect((await call(db, cat, fn, { p_dashboard: own })).dashboard.notifications_unread).toBe(0);
    }
    await db.query(
      `with a as (insert into public.activity (dashboard_id, kind, subject)
                  select $2, 'renamed', 'Entry ' || i from generate_series(1, 150) i returning id)
       insert into private.notifications (user_id, dashboard_id, activity_id, why) select $1, $2, a.id, 'admin' from a`,
      [dan.id, own],
    );
    expect((await call(db, dan, "get_today_page", { p_time_zone: "UTC" })).notifications_unread).toBe(100);
    expect((await call(db, dan, "get_day_page", { p_dashboard: own })).dashboard.notifications_unread).toBe(100);
  });
});

describe("who may", () => {
  it("a member who leaves takes their notifications of that dashboard along", async () => {
    const other = (await call(db, ann, "create_dashboard", { p_name: "Work" })).id;
    await join(other, dan);
    const id = (await call(db, ann, "add_objective", { p_dashboard: other, p_day: TODAY, p_title: "Report" })).id;
    await call(db, ann, "update_objective", { p_objective: id, p_assignee: dan.id });
    expect(await latest(dan, 1)).toEqual(["assigned assigned Report"]);
    await call(db, dan, "leave_dashboard", { p_dashboard: other });
    expect(((await page(dan)).notifications as any[]).filter((n) => n.dashboard.id === other)).toEqual([]);
    // Ann, the admin, hears that Dan left.
    expect(await latest(ann, 1)).toEqual(["admin left Dan"]);
  });

  it("nobody reads or marks another's: the table is closed, the functions take the caller's own", async () => {
    const [bens] = (await page(ann)).notifications;
    expect(await call(db, cat, "mark_notifications_read", { p_id: bens.id })).toEqual({ marked: 0 });
    expect((await page(ann)).notifications[0].read).toBe(bens.read);
    await expect(sqlAs(db, ben, "select * from private.notifications")).rejects.toMatchObject({ code: "42501" });
    await expect(
      sqlAs(db, ben, "select private.notified_by('joined', $1, null, null, '{}')", [dashboard]),
    ).rejects.toMatchObject({ code: "42501" });
    await expect(call(db, "anon", "get_notifications_page")).rejects.toMatchObject({ code: "42501" });
    await expect(call(db, ben, "mark_notifications_read", {})).rejects.toMatchObject(refused("PT422", "range_invalid"));
  });
});
