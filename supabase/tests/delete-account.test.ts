import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { asRequest } from "../../local/supabase/db.ts";
import { call, createUsers, refused, subscribe, type User } from "./helpers.ts";

// Deleting one's own account (decision 056): the email typed as confirmation, from a session
// signed in moments ago (decision 080); refused while administering a shared dashboard or while
// a subscription would renew.
let db: Db;

beforeAll(async () => {
  db = await openDatabase(testDatabase());
});
afterAll(() => db.close());

const exists = async (table: string, column: string, id: string) =>
  Number((await db.query(`select count(*) as n from ${table} where ${column} = $1`, [id])).rows[0].n) > 0;

async function join(admin: User, who: User, dashboard: string) {
  const { tokens } = await call(db, admin, "invite_members", { p_dashboard: dashboard, p_emails: [who.email] });
  await call(db, who, "accept_invitation", { p_invitation: tokens[0].id });
}

describe("delete_my_account", () => {
  it("takes the person, their own dashboards and memberships; what they wrote elsewhere stays", async () => {
    const { ann, ben } = (await createUsers(db, ["ann", "ben"])) as Record<"ann" | "ben", User>;
    const mine = (await call(db, ben, "create_dashboard", { p_name: "Ben's own" })).id;
    await call(db, ben, "add_objective", { p_dashboard: mine, p_day: "2026-05-01", p_title: "Private" });
    const shared = (await call(db, ann, "create_dashboard", { p_name: "Shared" })).id;
    await join(ann, ben, shared);
    const theirs = (await call(db, ben, "add_objective", { p_dashboard: shared, p_day: "2026-05-01", p_title: "Kept" }))
      .id;
    await call(db, ben, "add_comment", { p_objective: theirs, p_body: "Still here" });
    await call(db, ben, "set_productivity_goals", { p_daily: 3, p_weekly: 9 });

    // The email typed must be the account's (any case, spaces around it).
    await expect(call(db, ben, "delete_my_account", { p_email: ann.email })).rejects.toMatchObject(
      refused("PT422", "account_email_mismatch"),
    );
    await expect(call(db, ben, "delete_my_account", { p_email: null })).rejects.toMatchObject(
      refused("PT422", "account_email_mismatch"),
    );
    expect(await call(db, ben, "delete_my_account", { p_email: `  ${ben.email.toUpperCase()} ` })).toEqual({
      deleted: true,
    });

    expect(await exists("auth.users", "id", ben.id)).toBe(false);
    expect(await exists("public.profiles", "id", ben.id)).toBe(false);
    expect(await exists("public.dashboards", "id", mine)).toBe(false);
    expect(await exists("public.dashboard_members", "user_id", ben.id)).toBe(false);
    expect(await exists("private.productivity_goals", "user_id", ben.id)).toBe(false);
    // On the shared dashboard: the objective and the comment stay, without an author, and
    // the activity tells that Ben left; Ann, its admin, is notified.
    const kept = (await db.query("select created_by from public.objectives where id = $1", [theirs])).rows[0];
    expect(kept).toEqual({ created_by: null });
    expect(
      (await db.query("select author_id, body from public.comments where objective_id = $1", [theirs])).rows,
    ).toEqual([{ author_id: null, body: "Still here" }]);
    const [left] = (await call(db, ann, "get_activity_page", { p_dashboard: shared })).entries;
    expect(left).toMatchObject({ kind: "left", subject: "Ben" });
    const [told] = (await call(db, ann, "get_notifications_page")).notifications;
    expect(told).toMatchObject({ why: "admin", entry: { kind: "left" } });
  });

  it("is refused while they administer a dashboard others share, naming it", async () => {
    const { cat, dan } = (await createUsers(db, ["cat", "dan"])) as Record<"cat" | "dan", User>;
    const club = (await call(db, cat, "create_dashboard", { p_name: "Club" })).id;
    await call(db, cat, "create_dashboard", { p_name: "Alone" });
    await join(cat, dan, club);
    await expect(call(db, cat, "delete_my_account", { p_email: cat.email })).rejects.toMatchObject({
      ...refused("PT409", "account_admin_of_shared"),
      hint: "Club",
    });
    expect(await exists("auth.users", "id", cat.id)).toBe(true);
    // Admin passed on: now it goes, and Dan keeps the club.
    await call(db, cat, "make_admin", { p_dashboard: club, p_user: dan.id });
    await call(db, cat, "delete_my_account", { p_email: cat.email });
    expect(await exists("auth.users", "id", cat.id)).toBe(false);
    expect(await exists("public.dashboards", "id", club)).toBe(true);
  });

  it("is refused while a subscription would renew, not once it is cancelled", async () => {
    const { eve } = (await createUsers(db, ["eve"])) as Record<"eve", User>;
    await subscribe(db, eve);
    await expect(call(db, eve, "delete_my_account", { p_email: eve.email })).rejects.toMatchObject(
      refused("PT409", "account_subscription_active"),
    );
    await db.query("update public.subscriptions set cancel_at_period_end = true where user_id = $1", [eve.id]);
    await call(db, eve, "delete_my_account", { p_email: eve.email });
    expect(await exists("public.subscriptions", "user_id", eve.id)).toBe(false);
  });

  it("is nobody else's to call: anon and the service role are refused", async () => {
    const { fay } = (await createUsers(db, ["fay"])) as Record<"fay", User>;
    await expect(call(db, "anon", "delete_my_account", { p_email: fay.email })).rejects.toMatchObject({
      code: "42501",
    });
    await expect(call(db, "service_role", "delete_my_account", { p_email: fay.email })).rejects.toMatchObject({
      code: "42501",
    });
    expect(await exists("auth.users", "id", fay.id)).toBe(true);
  });

  it("needs a session signed in within five minutes: an older one, or a second step alone, is refused", async () => {
    const { gus } = (await createUsers(db, ["gus"])) as Record<"gus", User>;
    const now = Math.floor(Date.now() / 1000);
    // Signed in six minutes ago (a refreshed token keeps that time): refused, nothing deleted.
    await expect(
      call(db, { ...gus, signedInAt: now - 360 }, "delete_my_account", { p_email: gus.email }),
    ).rejects.toMatchObject(refused("PT401", "reauthentication_needed"));
    expect(await exists("auth.users", "id", gus.id)).toBe(true);
    // An authenticator's code just now on that old sign-in proves the phone, not the person.
    const asGus = (amr: unknown) =>
      asRequest(
        db,
        {
          role: "authenticated",
          claims: { sub: gus.id, email: gus.email, role: "authenticated", aal: "aal2", amr },
          method: "POST",
          path: "/rpc",
          headers: {},
        },
        (tx) => tx.query("select public.delete_my_account(p_email => $1) as r", [gus.email]),
      );
    const old = { method: "password", timestamp: now - 3600 };
    await expect(asGus([{ method: "totp", timestamp: now }, old])).rejects.toMatchObject(
      refused("PT401", "reauthentication_needed"),
    );
    // No amr, or a malformed one: never recent.
    await expect(asGus(undefined)).rejects.toMatchObject(refused("PT401", "reauthentication_needed"));
    await expect(asGus([{ method: "password", timestamp: "now" }])).rejects.toMatchObject(
      refused("PT401", "reauthentication_needed"),
    );
    expect(await exists("auth.users", "id", gus.id)).toBe(true);
    // A code emailed and typed just now (Auth's "otp") is a first step: it goes.
    await asGus([{ method: "totp", timestamp: now }, { method: "otp", timestamp: now - 5 }, old]);
    expect(await exists("auth.users", "id", gus.id)).toBe(false);
  });
});
