import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, refused, sqlAs, type User } from "./helpers.ts";

// What reaches the bell (decision 054): reasons a person turns off for all their dashboards,
// and dashboards a member turns off altogether.
let db: Db;
let ann: User;
let ben: User;
let cat: User;
let home: string;
let club: string;
const TODAY = new Date().toISOString().slice(0, 10);
const ALL = ["mentioned", "assigned", "commented", "created", "admin", "role"];

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ ann, ben, cat } = (await createUsers(db, ["ann", "ben", "cat"])) as any);
  home = (await call(db, ann, "create_dashboard", { p_name: "Home" })).id;
  club = (await call(db, ann, "create_dashboard", { p_name: "Club" })).id;
  for (const where of [home, club]) {
    for (const who of [ben, cat]) {
      const { tokens } = await call(db, ann, "invite_members", { p_dashboard: where, p_emails: [who.email] });
      await call(db, who, "accept_invitation", { p_invitation: tokens[0].id });
    }
  }
});
afterAll(() => db.close());

/** The newest notification's "why kind subject", or undefined. */
const newest = async (who: User) => {
  const [n] = (await call(db, who, "get_notifications_page", { p_limit: 1 })).notifications;
  return n && `${n.why} ${n.entry.kind} ${n.entry.subject}`;
};
const add = async (title: string, who: User, where = home, extra: Record<string, unknown> = {}) =>
  (await call(db, who, "add_objective", { p_dashboard: where, p_day: TODAY, p_title: title, ...extra })).id as string;
const count = async (who: User) =>
  (await call(db, who, "get_notifications_page", { p_limit: 200 })).notifications.length;
const reasons = async (who: User) => (await call(db, who, "get_account_page")).notification_reasons;
const setReasons = (who: User, on: string[]) => call(db, who, "set_notification_reasons", { p_on: on });

describe("reasons turned off", () => {
  it("all are on until turned off; the account page lists those on, in order", async () => {
    expect(await reasons(ben)).toEqual(ALL);
    expect(await setReasons(ben, ["admin", "mentioned", "assigned"])).toEqual({
      notification_reasons: ["mentioned", "assigned", "admin"],
    });
    expect(await reasons(ben)).toEqual(["mentioned", "assigned", "admin"]);
    // The same again changes nothing; another's stay as they were.
    await setReasons(ben, ["mentioned", "assigned", "admin"]);
    expect(await reasons(ben)).toEqual(["mentioned", "assigned", "admin"]);
    expect(await reasons(cat)).toEqual(ALL);
    await setReasons(ben, ALL);
    expect(await reasons(ben)).toEqual(ALL);
    await setReasons(ben, []);
    expect(await reasons(ben)).toEqual([]);
    await setReasons(ben, ALL);
  });

  it("a reason turned off stops what comes for it, and only that", async () => {
    const id = await add("Water the plants", ben);
    await call(db, cat, "set_objective_done", { p_objective: id, p_done: true });
    expect(await newest(ben)).toBe("created completed Water the plants");
    await setReasons(ben, ["mentioned", "assigned", "commented", "admin"]);
    await call(db, cat, "set_objective_done", { p_objective: id, p_done: false });
    expect(await newest(ben)).toBe("created completed Water the plants");
    // Assigned to Ben, it reaches him again, as assigned.
    await call(db, ann, "update_objective", { p_objective: id, p_assignee: ben.id });
    expect(await newest(ben)).toBe("assigned assigned Water the plants");
    await call(db, cat, "set_objective_done", { p_objective: id, p_done: true });
    expect(await newest(ben)).toBe("assigned completed Water the plants");
    await setReasons(ben, ALL);
  });

  it("with the first reason off, the next one left on brings it", async () => {
    const id = await add("Bake a cake", cat, home, { p_assignee: ben.id });
    await call(db, ben, "add_comment", { p_objective: id, p_body: "Chocolate?" });
    await setReasons(ben, ["commented", "created"]);
    // Mentioned (off), assigned (off), commented before (on): told as a follower.
    await call(db, cat, "add_comment", { p_objective: id, p_body: "@Ben yes, chocolate" });
    expect(await newest(ben)).toBe("commented commented Bake a cake");
    // Only "Objectives I added" on, and Cat added it: nothing.
    await setReasons(ben, ["created"]);
    const before = await count(ben);
    await call(db, cat, "add_comment", { p_objective: id, p_body: "@Ben and candles" });
    expect(await count(ben)).toBe(before);
    await setReasons(ben, ALL);
  });

  it("the admin's members joining and leaving", async () => {
    await setReasons(ann, ["mentioned", "assigned", "commented", "created"]);
    const before = await count(ann);
    await call(db, cat, "leave_dashboard", { p_dashboard: club });
    expect(await count(ann)).toBe(before);
    await setReasons(ann, ALL);
    const { tokens } = await call(db, ann, "invite_members", { p_dashboard: club, p_emails: [cat.email] });
    await call(db, cat, "accept_invitation", { p_invitation: tokens[0].id });
    expect(await newest(ann)).toBe("admin joined Cat");
  });

  it("a member's own role changed: 'Ann made you view-only', unless turned off; the admin is not told", async () => {
    // A dashboard of its own: nothing assigned to Ben there, so nothing else is told.
    const roles = (await call(db, ann, "create_dashboard", { p_name: "Roles" })).id;
    const { tokens } = await call(db, ann, "invite_members", { p_dashboard: roles, p_emails: [ben.email] });
    await call(db, ben, "accept_invitation", { p_invitation: tokens[0].id });
    const role = (p_role: string) => call(db, ann, "set_member_role", { p_dashboard: roles, p_user: ben.id, p_role });
    const annBefore = await count(ann);
    await role("viewer");
    expect(await newest(ben)).toBe("role made_viewer Ben");
    await role("member");
    expect(await newest(ben)).toBe("role made_editor Ben");
    expect(await count(ann)).toBe(annBefore);
    await setReasons(
      ben,
      ALL.filter((r) => r !== "role"),
    );
    const before = await count(ben);
    await role("viewer");
    expect(await count(ben)).toBe(before);
    await setReasons(ben, ALL);
    await role("member");
    expect(await newest(ben)).toBe("role made_editor Ben");
  });

  it("a reason not in the list, or no list, is refused; nobody sets another's", async () => {
    await expect(setReasons(ben, ["mentioned", "everything"])).rejects.toMatchObject(
      refused("PT422", "notification_reason_invalid"),
    );
    await expect(call(db, ben, "set_notification_reasons", { p_on: null })).rejects.toMatchObject(
      refused("PT422", "notification_reason_invalid"),
    );
    expect(await reasons(ben)).toEqual(ALL);
    await expect(call(db, "anon", "set_notification_reasons", { p_on: [] })).rejects.toMatchObject({ code: "42501" });
    await expect(sqlAs(db, ben, "select * from private.notification_mutes")).rejects.toMatchObject({ code: "42501" });
    await expect(
      sqlAs(db, ben, "insert into private.notification_mutes (user_id, reason) values ($1, 'admin')", [cat.id]),
    ).rejects.toMatchObject({ code: "42501" });
  });
});

describe("a dashboard turned off", () => {
  it("nothing from it reaches the member; their other dashboards still do; on again, it does", async () => {
    const settings = async (who: User, where: string) =>
      (await call(db, who, "get_settings_page", { p_dashboard: where })).notify;
    expect(await settings(ben, home)).toBe(true);
    expect(await call(db, ben, "set_dashboard_notifications", { p_dashboard: home, p_on: false })).toEqual({
      id: home,
      notify: false,
    });
    expect(await settings(ben, home)).toBe(false);
    expect(await settings(cat, home)).toBe(true);
    const before = await count(ben);
    const here = await add("Fix the tap", ann, home, { p_assignee: ben.id });
    await call(db, ann, "set_objective_done", { p_objective: here, p_done: true });
    expect(await count(ben)).toBe(before);
    // Cat, on the same dashboard, still hears of what she added.
    const hers = await add("Sweep", cat, home);
    await call(db, ann, "set_objective_done", { p_objective: hers, p_done: true });
    expect(await newest(cat)).toBe("created completed Sweep");
    await add("Club night", ann, club, { p_assignee: ben.id });
    expect(await newest(ben)).toBe("assigned added Club night");
    await call(db, ben, "set_dashboard_notifications", { p_dashboard: home, p_on: true });
    await call(db, ann, "set_objective_done", { p_objective: here, p_done: false });
    expect(await newest(ben)).toBe("assigned reopened Fix the tap");
  });

  it("only a member sets it, and only for themself", async () => {
    const [outsider] = Object.values(await createUsers(db, ["dan"]));
    await expect(
      call(db, outsider!, "set_dashboard_notifications", { p_dashboard: home, p_on: false }),
    ).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    const direct = await sqlAs(db, ben, "update public.dashboard_members set notify = false where user_id = $1", [
      cat.id,
    ]).catch((error) => error);
    expect(direct).toMatchObject({ code: "42501" });
    expect((await call(db, cat, "get_settings_page", { p_dashboard: home })).notify).toBe(true);
  });
});
