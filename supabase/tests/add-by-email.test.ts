import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, dashboardWithMember, refused, type User } from "./helpers.ts";

// Add by email (decision 075): a member's private address adds what arrives to the dashboard
// as that member, with their rights at that moment; nothing once it is reset, turned off, or
// its owner leaves.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;
const TODAY = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Family"));
  await call(db, admin, "add_marker", { p_dashboard: dashboard, p_name: "errands", p_color: "blue" });
});
afterAll(() => db.close());

const make = (who: User) => call(db, who, "create_email_address", { p_dashboard: dashboard });
const owner = (token: string) => call(db, "service_role", "email_address_owner", { p_token: token });
const add = (token: string, args: Record<string, unknown>) =>
  call(db, "service_role", "add_objective_by_email", { p_token: token, p_day: TODAY, ...args });
const titles = async () =>
  (
    await db.query<{ title: string }>(
      "select title from public.objectives where dashboard_id = $1 order by created_at",
      [dashboard],
    )
  ).rows.map((r) => r.title);

describe("add by email", () => {
  it("makes a lowercase address token, keeps only its hash, and shows its owner when it was made", async () => {
    const made = await make(member);
    expect(made.token).toMatch(/^[0-9a-f]{40}$/);
    const stored = await db.query<{ hashed: boolean }>(
      "select token_hash = private.token_hash($2) as hashed from private.email_addresses where user_id = $1 and revoked_at is null",
      [member.id, made.token],
    );
    expect(stored.rows).toEqual([{ hashed: true }]);
    const mine = await call(db, member, "get_settings_page", { p_dashboard: dashboard });
    expect(mine.email_address).toEqual({ created_at: expect.any(String) });
    expect(JSON.stringify(mine)).not.toContain(made.token);
    expect((await call(db, admin, "get_settings_page", { p_dashboard: dashboard })).email_address).toBeNull();
    // Its owner's language and today, for reading the subject; the case of the address does not matter.
    await db.query("update public.profiles set locale = 'de', time_zone = 'Pacific/Kiritimati' where id = $1", [
      member.id,
    ]);
    const kiritimati = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Kiritimati" }).format(new Date());
    expect(await owner(made.token.toUpperCase())).toEqual({
      dashboard: { id: dashboard, name: "Family" },
      email: member.email,
      locale: "de",
      today: kiritimati,
    });
    await call(db, member, "revoke_email_address", { p_dashboard: dashboard });
  });

  it("adds as the address's owner: filters, priority, assignee, deadline and the text as its description", async () => {
    const { token } = await make(member);
    const added = await add(token, {
      p_title: "Pay the plumber",
      p_message_id: "<a1@mail.example>",
      p_description: "Invoice attached.\nDue Friday.",
      p_marker_names: ["errands"],
      p_priority: 1,
      p_assignee_me: true,
      p_deadline: TODAY,
      // "10:00-10:45" in the subject: a time and how long it takes (decisions 093, 095).
      p_at: "10:00",
      p_minutes: 45,
    });
    expect(added).toMatchObject({
      title: "Pay the plumber",
      day: TODAY,
      priority: 1,
      assignee: member.id,
      deadline: TODAY,
      at: "10:00",
      minutes: 45,
      description: "Invoice attached.\nDue Friday.",
    });
    const row = await db.query<{ created_by: string; filters: string[] }>(
      "select o.created_by, private.marker_names(o.marker_ids) as filters from public.objectives o where o.id = $1",
      [added.id],
    );
    expect(row.rows).toEqual([{ created_by: member.id, filters: ["errands"] }]);
    // The activity says the member added it, as from quick add.
    const activity = await call(db, admin, "get_activity_page", { p_dashboard: dashboard });
    expect(JSON.stringify(activity)).toContain(member.id);
    await call(db, member, "revoke_email_address", { p_dashboard: dashboard });
  });

  it("adds a message delivered twice once, and leaves its description as it was set", async () => {
    const { token } = await make(member);
    const first = await add(token, {
      p_title: "Renew passport",
      p_message_id: "<twice@mail.example>",
      p_description: "A",
    });
    await call(db, member, "update_objective", { p_objective: first.id, p_description: "Changed since" });
    const again = await add(token, {
      p_title: "Renew passport",
      p_message_id: "<twice@mail.example>",
      p_description: "A",
    });
    expect(again.id).toBe(first.id);
    expect((await titles()).filter((t) => t === "Renew passport")).toHaveLength(1);
    const row = await db.query("select description from public.objectives where id = $1", [first.id]);
    expect(row.rows).toEqual([{ description: "Changed since" }]);
    await call(db, member, "revoke_email_address", { p_dashboard: dashboard });
  });

  it("sets its owner's reminder when the subject gave one, and adds it without one whose time is gone", async () => {
    const { token } = await make(member);
    const week = new Date(Date.parse(TODAY) + 7 * 86_400_000).toISOString().slice(0, 10);
    const later = await add(token, { p_title: "Call the bank", p_day: week, p_reminder: "09:30" });
    expect(later.reminder).toMatchObject({ at: "09:30", day: week });
    const mine = await call(db, member, "get_objective_page", { p_objective: later.id });
    expect(mine.reminder).toMatchObject({ at: "09:30" });
    const gone = await add(token, { p_title: "Missed call", p_day: "2026-01-02", p_reminder: "09:30" });
    expect(gone).toMatchObject({ title: "Missed call", reminder: null });
    expect(await titles()).toContain("Missed call");
    await call(db, member, "revoke_email_address", { p_dashboard: dashboard });
  });

  it("refuses an unknown address (404), one reset or turned off (410), and one whose owner left", async () => {
    await expect(add("0".repeat(40), { p_title: "Nobody's" })).rejects.toMatchObject(
      refused("PT404", "address_not_found"),
    );
    const first = await make(member);
    const second = await make(member);
    await expect(add(first.token, { p_title: "Old" })).rejects.toMatchObject(refused("PT410", "address_revoked"));
    await expect(owner(first.token)).rejects.toMatchObject(refused("PT410", "address_revoked"));
    expect(await call(db, member, "revoke_email_address", { p_dashboard: dashboard })).toEqual({ revoked: 1 });
    await expect(add(second.token, { p_title: "Off" })).rejects.toMatchObject(refused("PT410", "address_revoked"));
    const { member: leaver, dashboard: other } = await dashboardWithMember(db, "Club");
    const theirs = await call(db, leaver, "create_email_address", { p_dashboard: other });
    await call(db, leaver, "leave_dashboard", { p_dashboard: other });
    await expect(add(theirs.token, { p_title: "Gone" })).rejects.toMatchObject(refused("PT404", "address_not_found"));
    expect(await titles()).not.toContain("Old");
  });

  it("refuses what its owner may not do at that moment: a viewer's and an archived dashboard's", async () => {
    const { token } = await make(member);
    await call(db, admin, "set_member_role", { p_dashboard: dashboard, p_user: member.id, p_role: "viewer" });
    await expect(add(token, { p_title: "As a viewer" })).rejects.toMatchObject(refused("PT403", "read_only"));
    await expect(make(member)).rejects.toMatchObject(refused("PT403", "read_only"));
    await call(db, admin, "set_member_role", { p_dashboard: dashboard, p_user: member.id, p_role: "member" });
    await call(db, admin, "set_dashboard_archived", { p_dashboard: dashboard, p_archived: true });
    await expect(add(token, { p_title: "Archived" })).rejects.toMatchObject(refused("PT409", "dashboard_archived"));
    await expect(make(member)).rejects.toMatchObject(refused("PT409", "dashboard_archived"));
    await call(db, admin, "set_dashboard_archived", { p_dashboard: dashboard, p_archived: false });
    // Bad input is refused as quick add's would be.
    await expect(add(token, { p_title: " " })).rejects.toMatchObject({ code: "PT422" });
    expect(await titles()).not.toContain("As a viewer");
    await call(db, member, "revoke_email_address", { p_dashboard: dashboard });
  });

  it("adds at most 100 a day through one address; a new day, or a new address, adds again", async () => {
    const { token } = await make(member);
    const count =
      "update private.email_addresses set added_on = $2::date, added_count = $3 where user_id = $1 and revoked_at is null";
    await db.query(count, [member.id, TODAY, 99]);
    await add(token, { p_title: "The hundredth" });
    await expect(add(token, { p_title: "One too many" })).rejects.toMatchObject(
      refused("PT429", "address_limit_reached"),
    );
    expect(await titles()).not.toContain("One too many");
    // Yesterday's count does not hold today.
    await db.query(count, [member.id, "2026-01-01", 100]);
    await add(token, { p_title: "Next day" });
    const row = await db.query(
      "select added_count from private.email_addresses where user_id = $1 and revoked_at is null",
      [member.id],
    );
    expect(row.rows).toEqual([{ added_count: 1 }]);
    await call(db, member, "revoke_email_address", { p_dashboard: dashboard });
  });

  it("is only for members, and only the service role reads or adds through an address", async () => {
    await expect(call(db, outsider, "create_email_address", { p_dashboard: dashboard })).rejects.toMatchObject(
      refused("PT404", "dashboard_not_found"),
    );
    const { token } = await make(admin);
    for (const who of [admin, "anon"] as const) {
      await expect(call(db, who, "email_address_owner", { p_token: token })).rejects.toMatchObject({ code: "42501" });
      await expect(
        call(db, who, "add_objective_by_email", { p_token: token, p_day: TODAY, p_title: "Sneaky" }),
      ).rejects.toMatchObject({ code: "42501" });
    }
    await call(db, admin, "revoke_email_address", { p_dashboard: dashboard });
  });
});
