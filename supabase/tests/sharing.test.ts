import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAuthAdmin, openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, refused, subscribe } from "./helpers.ts";

// Sharing rules, called directly as each kind of user. The permission matrix
// (permissions.test.ts) proves who may call what; this file proves what each call does.
type User = { id: string; email: string };
let db: Db;
let ann: User; // creates the dashboards
let ben: User;
let cat: User;
let dan: User;

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ ann, ben, cat, dan } = (await createUsers(db, ["ann", "ben", "cat", "dan"])) as any);
  // Ann creates a dashboard per test: more than the free plan's three.
  await subscribe(db, ann);
});
afterAll(() => db.close());

const newDashboard = async (name = "Shared") =>
  (await call(db, ann, "create_dashboard", { p_name: name })).id as string;
const invite = (who: User, dashboard: string, emails: string[], requestId?: string) =>
  call(db, who, "invite_members", {
    p_dashboard: dashboard,
    p_emails: emails,
    ...(requestId ? { p_request_id: requestId } : {}),
  });
/** The invitations waiting for `who` on /dashboards, to this test's dashboard. */
const pendingFor = async (who: User, dashboard: string) =>
  ((await call(db, who, "get_dashboards_page", { p_time_zone: "UTC" })).invitations as any[]).filter(
    (i) => i.dashboard_id === dashboard,
  );
const members = async (dashboard: string) =>
  (
    await db.query<{ user_id: string; role: string }>(
      "select user_id, role from public.dashboard_members where dashboard_id = $1 order by role",
      [dashboard],
    )
  ).rows;
const join = async (dashboard: string, who: User) => {
  const { tokens } = await invite(ann, dashboard, [who.email]);
  await call(db, who, "accept_invitation", { p_invitation: tokens[0].id });
};

describe("invitations", () => {
  it("invite by email, see it waiting, accept and become a member", async () => {
    const dashboard = await newDashboard("Family");
    const result = await invite(ann, dashboard, [` ${ben.email.toUpperCase()} `]);
    expect(result.invited).toEqual([ben.email]);
    expect(result.tokens).toEqual([
      { id: expect.any(String), email: ben.email, token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
    ]);
    const waiting = await pendingFor(ben, dashboard);
    expect(waiting).toEqual([
      expect.objectContaining({ id: result.tokens[0].id, dashboard_name: "Family", invited_by: "Ann" }),
    ]);
    const preview = await call(db, ben, "get_invitation", { p_token: result.tokens[0].token });
    expect(preview).toMatchObject({ dashboard_name: "Family", state: "pending", email_matches: true, member: false });
    expect(await call(db, ben, "accept_invitation", { p_invitation: waiting[0].id })).toEqual({
      dashboard_id: dashboard,
      dashboard_name: "Family",
    });
    // A double submit answers the same and adds nothing.
    expect(await call(db, ben, "accept_invitation", { p_invitation: waiting[0].id })).toEqual({
      dashboard_id: dashboard,
      dashboard_name: "Family",
    });
    expect(await members(dashboard)).toEqual([
      { user_id: ann.id, role: "admin" },
      { user_id: ben.id, role: "member" },
    ]);
    expect(await pendingFor(ben, dashboard)).toEqual([]);
    const settings = await call(db, ben, "get_settings_page", { p_dashboard: dashboard });
    expect(settings.members.map((m: any) => m.email)).toEqual([ann.email, ben.email]);
    expect(settings.invitations).toEqual([]); // only the admin sees invitations
  });

  it("says who is a member or invited already instead of duplicating, and checks addresses", async () => {
    const dashboard = await newDashboard();
    await join(dashboard, ben);
    await invite(ann, dashboard, [cat.email]);
    const again = await invite(ann, dashboard, [ben.email, cat.email, ann.email, "new@example.com", "NEW@example.com"]);
    expect(again).toMatchObject({
      invited: ["new@example.com"],
      already_members: [ann.email, ben.email].sort(),
      already_invited: [cat.email],
    });
    const admin = await call(db, ann, "get_settings_page", { p_dashboard: dashboard });
    expect(admin.invitations.map((i: any) => i.email).sort()).toEqual([cat.email, "new@example.com"].sort());
    await expect(invite(ann, dashboard, ["not-an-address"])).rejects.toMatchObject({
      ...refused("PT422", "email_invalid"),
      hint: "not-an-address",
    });
    await expect(invite(ann, dashboard, [" ", ""])).rejects.toMatchObject(refused("PT422", "emails_required"));
    await expect(
      invite(
        ann,
        dashboard,
        Array.from({ length: 21 }, (_, i) => `p${i}@example.com`),
      ),
    ).rejects.toMatchObject(refused("PT422", "too_many_emails"));
  });

  it("a double submit sends one set of tokens", async () => {
    const dashboard = await newDashboard();
    const key = crypto.randomUUID();
    const first = await invite(ann, dashboard, ["twice@example.com"], key);
    const second = await invite(ann, dashboard, ["twice@example.com"], key);
    expect(first.tokens).toHaveLength(1);
    expect(second).toEqual({ ...first, tokens: [] });
  });

  it("is bound to the invited email: another user cannot accept, decline or see it waiting", async () => {
    const dashboard = await newDashboard();
    const { tokens } = await invite(ann, dashboard, [ben.email]);
    expect(await pendingFor(cat, dashboard)).toEqual([]);
    expect(await call(db, cat, "get_invitation", { p_token: tokens[0].token })).toMatchObject({
      state: "pending",
      email_matches: false,
      member: false,
    });
    await expect(call(db, cat, "accept_invitation", { p_invitation: tokens[0].id })).rejects.toMatchObject(
      refused("PT403", "invitation_wrong_email"),
    );
    await expect(call(db, cat, "decline_invitation", { p_invitation: tokens[0].id })).rejects.toMatchObject(
      refused("PT403", "invitation_wrong_email"),
    );
    expect(await members(dashboard)).toHaveLength(1);
  });

  it("needs a confirmed email, and waits for someone who has no account yet", async () => {
    const dashboard = await newDashboard("Later");
    const email = `later-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { tokens } = await invite(ann, dashboard, [email]);
    const id = crypto.randomUUID();
    await asAuthAdmin(db, (tx) =>
      tx.query("insert into auth.users (id, email, created_at, updated_at) values ($1, $2, now(), now())", [id, email]),
    );
    const newcomer = { id, email };
    await expect(call(db, newcomer, "accept_invitation", { p_invitation: tokens[0].id })).rejects.toMatchObject(
      refused("PT403", "invitation_wrong_email"),
    );
    await asAuthAdmin(db, (tx) => tx.query("update auth.users set email_confirmed_at = now() where id = $1", [id]));
    expect(await pendingFor(newcomer, dashboard)).toEqual([expect.objectContaining({ dashboard_name: "Later" })]);
    await call(db, newcomer, "accept_invitation", { p_invitation: tokens[0].id });
    expect(await members(dashboard)).toHaveLength(2);
  });

  it("expires after 14 days, can be renewed, and is used once", async () => {
    const dashboard = await newDashboard();
    const { tokens } = await invite(ann, dashboard, [ben.email]);
    const { rows } = await db.query<{ days: number }>(
      "select extract(day from expires_at - created_at)::int as days from public.dashboard_invitations where id = $1",
      [tokens[0].id],
    );
    expect(rows[0]!.days).toBe(14);
    await db.query("update public.dashboard_invitations set expires_at = now() - interval '1 second' where id = $1", [
      tokens[0].id,
    ]);
    expect(await pendingFor(ben, dashboard)).toEqual([]);
    expect(await call(db, ben, "get_invitation", { p_token: tokens[0].token })).toMatchObject({ state: "expired" });
    await expect(call(db, ben, "accept_invitation", { p_invitation: tokens[0].id })).rejects.toMatchObject(
      refused("PT410", "invitation_expired"),
    );
    // Inviting again renews the same invitation with a new token; the old link is dead.
    const renewed = await invite(ann, dashboard, [ben.email]);
    expect(renewed.tokens[0].id).toBe(tokens[0].id);
    await expect(call(db, ben, "get_invitation", { p_token: tokens[0].token })).rejects.toMatchObject(
      refused("PT404", "invitation_not_found"),
    );
    await call(db, ben, "accept_invitation", { p_invitation: tokens[0].id });
    // Used: leaving and coming back needs a new invitation.
    await call(db, ben, "leave_dashboard", { p_dashboard: dashboard });
    await expect(call(db, ben, "accept_invitation", { p_invitation: tokens[0].id })).rejects.toMatchObject(
      refused("PT409", "invitation_used"),
    );
    expect(await call(db, ben, "get_invitation", { p_token: renewed.tokens[0].token })).toMatchObject({
      state: "accepted",
      member: false,
    });
  });

  it("declining removes it from the invitee's list; revoking kills the link", async () => {
    const dashboard = await newDashboard();
    const { tokens } = await invite(ann, dashboard, [ben.email, cat.email]);
    const byEmail = Object.fromEntries(tokens.map((t: any) => [t.email, t]));
    // The answer names the dashboard, whose open pages then hear of it.
    expect(await call(db, ben, "decline_invitation", { p_invitation: byEmail[ben.email].id })).toEqual({
      id: byEmail[ben.email].id,
      dashboard_id: dashboard,
      dashboard_name: expect.any(String),
    });
    expect(await pendingFor(ben, dashboard)).toEqual([]);
    await expect(call(db, ben, "accept_invitation", { p_invitation: byEmail[ben.email].id })).rejects.toMatchObject(
      refused("PT409", "invitation_used"),
    );
    await call(db, ann, "revoke_invitation", { p_invitation: byEmail[cat.email].id });
    expect(await call(db, cat, "get_invitation", { p_token: byEmail[cat.email].token })).toMatchObject({
      state: "revoked",
    });
    await expect(call(db, cat, "accept_invitation", { p_invitation: byEmail[cat.email].id })).rejects.toMatchObject(
      refused("PT409", "invitation_used"),
    );
    expect((await call(db, ann, "get_settings_page", { p_dashboard: dashboard })).invitations).toEqual([]);
  });

  it("resending gives a new link and 14 more days", async () => {
    const dashboard = await newDashboard();
    const { tokens } = await invite(ann, dashboard, [ben.email]);
    const resent = await call(db, ann, "resend_invitation", { p_invitation: tokens[0].id });
    expect(resent).toMatchObject({ id: tokens[0].id, email: ben.email });
    expect(resent.token).not.toBe(tokens[0].token);
    await expect(call(db, ben, "get_invitation", { p_token: tokens[0].token })).rejects.toMatchObject(
      refused("PT404", "invitation_not_found"),
    );
    expect(await call(db, ben, "get_invitation", { p_token: resent.token })).toMatchObject({ state: "pending" });
  });

  it("stores tokens only as their SHA-256 hash, nowhere in clear", async () => {
    const dashboard = await newDashboard();
    const key = crypto.randomUUID();
    const { tokens } = await invite(ann, dashboard, ["hash@example.com"], key);
    const token: string = tokens[0].token;
    const { rows } = await db.query<{ same: boolean }>(
      "select token_hash = sha256(convert_to($2, 'UTF8')) as same from public.dashboard_invitations where id = $1",
      [tokens[0].id, token],
    );
    expect(rows).toEqual([{ same: true }]);
    // No text anywhere in the database holds the token (the remembered answer neither).
    const dump = await db.query<{ hit: number }>(
      `select count(*)::int as hit from (
         select to_jsonb(i)::text as t from public.dashboard_invitations i
         union all select to_jsonb(k)::text from private.idempotency_keys k) s where t like '%' || $1 || '%'`,
      [token],
    );
    expect(dump.rows[0]!.hit).toBe(0);
  });
});

describe("members", () => {
  it("the admin removes a member, whose next request is refused, and can invite them again", async () => {
    const dashboard = await newDashboard();
    await join(dashboard, ben);
    await call(db, ann, "remove_member", { p_dashboard: dashboard, p_user: ben.id });
    await expect(call(db, ben, "get_day_page", { p_dashboard: dashboard })).rejects.toMatchObject(
      refused("PT404", "dashboard_not_found"),
    );
    await join(dashboard, ben);
    expect((await members(dashboard)).map((m) => m.user_id)).toContain(ben.id);
  });

  it("only the admin manages members, and not themselves", async () => {
    const dashboard = await newDashboard();
    await join(dashboard, ben);
    await join(dashboard, cat);
    const ONLY_ADMIN = refused("PT403", "members_admin_only");
    await expect(call(db, ben, "remove_member", { p_dashboard: dashboard, p_user: cat.id })).rejects.toMatchObject(
      ONLY_ADMIN,
    );
    await expect(call(db, ben, "make_admin", { p_dashboard: dashboard, p_user: ben.id })).rejects.toMatchObject(
      ONLY_ADMIN,
    );
    await expect(invite(ben, dashboard, [dan.email])).rejects.toMatchObject(ONLY_ADMIN);
    await expect(call(db, dan, "remove_member", { p_dashboard: dashboard, p_user: ben.id })).rejects.toMatchObject(
      refused("PT404", "dashboard_not_found"),
    );
    await expect(call(db, ann, "remove_member", { p_dashboard: dashboard, p_user: ann.id })).rejects.toMatchObject(
      refused("PT422", "cannot_manage_self"),
    );
    await expect(call(db, ann, "make_admin", { p_dashboard: dashboard, p_user: dan.id })).rejects.toMatchObject(
      refused("PT404", "member_not_found"),
    );
  });

  it("making someone admin demotes the old admin", async () => {
    const dashboard = await newDashboard();
    await join(dashboard, ben);
    await call(db, ann, "make_admin", { p_dashboard: dashboard, p_user: ben.id });
    expect(await members(dashboard)).toEqual([
      { user_id: ben.id, role: "admin" },
      { user_id: ann.id, role: "member" },
    ]);
    await expect(call(db, ann, "remove_member", { p_dashboard: dashboard, p_user: ben.id })).rejects.toMatchObject(
      refused("PT403", "members_admin_only"),
    );
    await expect(call(db, ann, "delete_dashboard", { p_dashboard: dashboard })).rejects.toMatchObject(
      refused("PT403", "not_admin"),
    );
  });

  it("members leave; the admin passes admin first, and the last member deletes instead", async () => {
    const dashboard = await newDashboard();
    await join(dashboard, ben);
    await expect(call(db, ann, "leave_dashboard", { p_dashboard: dashboard })).rejects.toMatchObject(
      refused("PT409", "pass_admin_first"),
    );
    await call(db, ben, "leave_dashboard", { p_dashboard: dashboard });
    await expect(call(db, ben, "get_settings_page", { p_dashboard: dashboard })).rejects.toMatchObject(
      refused("PT404", "dashboard_not_found"),
    );
    await expect(call(db, ann, "leave_dashboard", { p_dashboard: dashboard })).rejects.toMatchObject(
      refused("PT409", "last_member"),
    );
    // A member who left comes back with a new invitation.
    await join(dashboard, ben);
    expect(await members(dashboard)).toHaveLength(2);
  });

  it("deleting a dashboard removes members, invitations and content in one transaction", async () => {
    const dashboard = await newDashboard();
    await join(dashboard, ben);
    await invite(ann, dashboard, [cat.email]);
    const marker = await call(db, ben, "add_marker", { p_dashboard: dashboard, p_name: "Work", p_color: "blue" });
    await call(db, ben, "add_objective", {
      p_dashboard: dashboard,
      p_day: "2026-01-02",
      p_title: "Plan",
      p_marker_ids: [marker.id],
    });
    await call(db, ben, "add_note", {
      p_dashboard: dashboard,
      p_year: 2026,
      p_title: "Goals",
      p_marker_ids: [marker.id],
    });
    await call(db, ann, "delete_dashboard", { p_dashboard: dashboard });
    const { rows } = await db.query<{ n: number }>(
      `select (select count(*) from public.dashboard_members where dashboard_id = $1)
            + (select count(*) from public.dashboard_invitations where dashboard_id = $1)
            + (select count(*) from public.objectives where dashboard_id = $1)
            + (select count(*) from public.notes where dashboard_id = $1)
            + (select count(*) from public.markers where dashboard_id = $1)
            + (select count(*) from public.objective_markers where dashboard_id = $1)
            + (select count(*) from public.note_markers where dashboard_id = $1) as n`,
      [dashboard],
    );
    expect(Number(rows[0]!.n)).toBe(0);
    expect(await pendingFor(cat, dashboard)).toEqual([]);
  });
});

describe("the dashboards page's cards", () => {
  it("count today's open and done objectives, the overdue ones and the members, the same for every member", async () => {
    const dashboard = await newDashboard("Counted");
    await join(dashboard, ben);
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const add = async (day: string, title: string, done = false) => {
      const { id } = await call(db, ann, "add_objective", { p_dashboard: dashboard, p_day: day, p_title: title });
      if (done) await call(db, ann, "set_objective_done", { p_objective: id, p_done: true });
    };
    await add(today, "Open today");
    await add(today, "Open today too");
    await add(today, "Done today", true);
    await add(yesterday, "Overdue");
    await add(yesterday, "Done yesterday", true);
    const card = async (who: User) =>
      ((await call(db, who, "get_dashboards_page", { p_time_zone: "UTC" })).dashboards as any[]).find(
        (d) => d.id === dashboard,
      );
    const expected = { open_today: 2, done_today: 1, overdue: 1, members: 2 };
    expect(await card(ann)).toMatchObject({ ...expected, role: "admin" });
    expect(await card(ben)).toMatchObject({ ...expected, role: "member" });
    expect(await card(cat)).toBeUndefined();
    // Tomorrow's objectives count nowhere yet; a dashboard without any shows zeros.
    await add(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), "Tomorrow");
    expect(await card(ann)).toMatchObject(expected);
    const empty = await newDashboard("Empty");
    const cards = (await call(db, ann, "get_dashboards_page", { p_time_zone: "UTC" })).dashboards as any[];
    expect(cards.find((d) => d.id === empty)).toMatchObject({ open_today: 0, done_today: 0, overdue: 0, members: 1 });
  });
});
