import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, refused, subscribe, type User } from "./helpers.ts";

// An invitation carries the role one joins with (decision 066): the admin invites people
// who may edit or only view; accepting gives that role; every answer about the invitation
// says it.
let db: Db;
let ann: User;
let ben: User;
let cat: User;

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ ann, ben, cat } = (await createUsers(db, ["ann", "ben", "cat"])) as any);
  await subscribe(db, ann);
});
afterAll(() => db.close());

const newDashboard = async (name: string) => (await call(db, ann, "create_dashboard", { p_name: name })).id as string;
const invite = (dashboard: string, emails: string[], more: Record<string, unknown> = {}) =>
  call(db, ann, "invite_members", { p_dashboard: dashboard, p_emails: emails, ...more });
const roleOf = async (dashboard: string, who: User) =>
  (
    await db.query<{ role: string }>(
      "select role from public.dashboard_members where dashboard_id = $1 and user_id = $2",
      [dashboard, who.id],
    )
  ).rows[0]?.role;
const adminsList = async (dashboard: string) =>
  (await call(db, ann, "get_settings_page", { p_dashboard: dashboard })).invitations as any[];

describe("an invitation's role", () => {
  it("to view: said everywhere the invitation shows, and accepting joins as a viewer", async () => {
    const dashboard = await newDashboard("Client");
    const result = await invite(dashboard, [ben.email], { p_role: "viewer" });
    expect(result).toMatchObject({ role: "viewer", invited: [ben.email] });
    const [{ id, token }] = result.tokens;
    expect(await adminsList(dashboard)).toEqual([expect.objectContaining({ id, role: "viewer" })]);
    const waiting = (await call(db, ben, "get_dashboards_page", { p_time_zone: "UTC" })).invitations as any[];
    expect(waiting.find((i) => i.id === id)).toMatchObject({ role: "viewer", dashboard_name: "Client" });
    expect(await call(db, "anon", "get_invitation", { p_token: token })).toMatchObject({ role: "viewer" });
    expect((await call(db, ann, "resend_invitation", { p_invitation: id })).role).toBe("viewer");

    await call(db, ben, "accept_invitation", { p_invitation: id });
    expect(await roleOf(dashboard, ben)).toBe("viewer");
    await expect(
      call(db, ben, "add_objective", { p_dashboard: dashboard, p_day: "2030-01-01", p_title: "Mine" }),
    ).rejects.toMatchObject(refused("PT403", "read_only"));
    // Accepting twice answers as the first time and changes nothing.
    await call(db, ben, "accept_invitation", { p_invitation: id });
    expect(await roleOf(dashboard, ben)).toBe("viewer");
  });

  it("is 'member' unless chosen, and nothing else may be chosen", async () => {
    const dashboard = await newDashboard("Team");
    await expect(invite(dashboard, [cat.email], { p_role: "admin" })).rejects.toMatchObject(
      refused("PT422", "role_invalid"),
    );
    await expect(invite(dashboard, [cat.email], { p_role: null })).rejects.toMatchObject(
      refused("PT422", "role_invalid"),
    );
    expect(await adminsList(dashboard)).toEqual([]);
    const { role, tokens } = await invite(dashboard, [cat.email]);
    expect(role).toBe("member");
    await call(db, cat, "accept_invitation", { p_invitation: tokens[0].id });
    expect(await roleOf(dashboard, cat)).toBe("member");
  });

  it("stays as sent while pending; an expired one invited again takes the new role", async () => {
    const dashboard = await newDashboard("Later");
    const first = await invite(dashboard, [cat.email], { p_role: "viewer" });
    const again = await invite(dashboard, [cat.email], { p_role: "member" });
    expect(again).toMatchObject({ invited: [], already_invited: [cat.email] });
    expect(await adminsList(dashboard)).toEqual([expect.objectContaining({ role: "viewer" })]);

    await db.query("update public.dashboard_invitations set expires_at = now() - interval '1 day' where id = $1", [
      first.tokens[0].id,
    ]);
    const renewed = await invite(dashboard, [cat.email], { p_role: "member" });
    expect(renewed.tokens[0].id).toBe(first.tokens[0].id);
    expect(await adminsList(dashboard)).toEqual([expect.objectContaining({ role: "member", expired: false })]);
    await call(db, cat, "accept_invitation", { p_invitation: renewed.tokens[0].id });
    expect(await roleOf(dashboard, cat)).toBe("member");
  });

  it("is given once by a double submit: the second answers as the first, without tokens", async () => {
    const dashboard = await newDashboard("Twice");
    const requestId = crypto.randomUUID();
    const first = await invite(dashboard, [ben.email], { p_role: "viewer", p_request_id: requestId });
    const second = await invite(dashboard, [ben.email], { p_role: "viewer", p_request_id: requestId });
    expect(second).toEqual({ ...first, tokens: [] });
    expect(await adminsList(dashboard)).toHaveLength(1);
  });

  it("is the admin's to give: a member cannot invite anyone, as any role", async () => {
    const dashboard = await newDashboard("Mine");
    const { tokens } = await invite(dashboard, [ben.email]);
    await call(db, ben, "accept_invitation", { p_invitation: tokens[0].id });
    await expect(
      call(db, ben, "invite_members", { p_dashboard: dashboard, p_emails: [cat.email], p_role: "viewer" }),
    ).rejects.toMatchObject({ code: "PT403" });
  });

  it("is changed by the admin while it waits: the link sent joins with the new role", async () => {
    const dashboard = await newDashboard("Changed");
    const { tokens } = await invite(dashboard, [ben.email]);
    const change = (who: User, p_role: unknown, p_invitation = tokens[0].id) =>
      call(db, who, "set_invitation_role", { p_invitation, p_role });
    await expect(change(ben, "viewer")).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    await expect(change(ann, "admin")).rejects.toMatchObject(refused("PT422", "role_invalid"));
    await expect(change(ann, "viewer", crypto.randomUUID())).rejects.toMatchObject(
      refused("PT404", "invitation_not_found"),
    );
    await expect(
      call(db, "anon", "set_invitation_role", { p_invitation: tokens[0].id, p_role: "viewer" }),
    ).rejects.toMatchObject({ code: "42501" });
    expect(await change(ann, "viewer")).toEqual({
      id: tokens[0].id,
      email: ben.email,
      role: "viewer",
      dashboard,
    });
    // Twice is as once.
    await change(ann, "viewer");
    expect(await adminsList(dashboard)).toEqual([expect.objectContaining({ role: "viewer" })]);
    expect(await call(db, "anon", "get_invitation", { p_token: tokens[0].token })).toMatchObject({ role: "viewer" });
    await call(db, ben, "accept_invitation", { p_invitation: tokens[0].id });
    expect(await roleOf(dashboard, ben)).toBe("viewer");
    // Used: past changing.
    await expect(change(ann, "member")).rejects.toMatchObject(refused("PT409", "invitation_used"));
  });
});
