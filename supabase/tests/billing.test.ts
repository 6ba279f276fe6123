import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asRequest, openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, refused, subscribe } from "./helpers.ts";

// Plans: what each allows is data (plan_limits), checked on every create path by the
// database; subscriptions are written only by sync_stripe_customer (the billing Worker).
type User = { id: string; email: string };
let db: Db;
const TODAY = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openDatabase(testDatabase());
});
afterAll(() => db.close());

const planLimit = (kind: string, max: number) => ({
  ...refused("PT422", "plan_limit_reached"),
  detail: kind,
  hint: String(max),
});
const users = async <N extends string>(...names: N[]) => (await createUsers(db, names)) as Record<N, User>;
const dashboard = async (who: User, name = "D") =>
  (await call(db, who, "create_dashboard", { p_name: name })).id as string;
const invite = (who: User, d: string, emails: string[]) =>
  call(db, who, "invite_members", { p_dashboard: d, p_emails: emails });
const marker = (who: User, d: string, name: string) =>
  call(db, who, "add_marker", { p_dashboard: d, p_name: name, p_color: "blue" });
const emails = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag}-${i}@example.com`);

/** The billing Worker's call, with the service role. */
const sync = (user: User, customer: string, readAt: Date, subscriptions: object[]) =>
  asRequest(
    db,
    { role: "service_role", claims: { role: "service_role" }, method: "POST", path: "/rpc", headers: {} },
    async (tx) =>
      (
        await tx.query<{ r: any }>("select public.sync_stripe_customer($1, $2, $3, $4) as r", [
          user.id,
          customer,
          readAt.toISOString(),
          JSON.stringify(subscriptions),
        ])
      ).rows[0]!.r,
  );
const sub = (id: string, status: string, extra: object = {}) => ({
  id,
  status,
  price_lookup_key: "monthly",
  billing_interval: "month",
  current_period_end: Date.now() / 1000 + 86400 * 30,
  cancel_at_period_end: false,
  created: Date.now() / 1000,
  ...extra,
});

describe("the plans", () => {
  it("are data: free 3 / 5 / 10, paid 100 / 50 / 100, premium themes and all the activity for paid", async () => {
    const { rows } = await db.query("select * from public.plan_limits order by plan");
    expect(rows).toEqual([
      { plan: "free", dashboards: 3, members: 5, markers: 10, premium_themes: false, activity_days: 7 },
      { plan: "paid", dashboards: 100, members: 50, markers: 100, premium_themes: true, activity_days: null },
    ]);
  });

  it("the plan page answers plan, both plans' limits, usage and subscription in one call", async () => {
    const { amy } = await users("amy");
    await dashboard(amy);
    const page = await call(db, amy, "get_billing_page");
    expect(page).toMatchObject({
      plan: "free",
      limits: {
        free: { dashboards: 3, members: 5, markers: 10, activity_days: 7 },
        paid: { dashboards: 100, activity_days: null },
      },
      usage: { dashboards: 1 },
      has_customer: false,
      trial_available: true,
      subscription: null,
    });
    await subscribe(db, amy, "trialing");
    expect(await call(db, amy, "get_billing_page")).toMatchObject({
      plan: "paid",
      has_customer: true,
      trial_available: false,
      subscription: { status: "trialing", interval: "month", lookup_key: "monthly", cancel_at_period_end: false },
    });
    await expect(call(db, "anon", "get_billing_page")).rejects.toMatchObject({ code: "42501" });
  });
});

describe("limits on every create path", () => {
  it("dashboards you administer: 3 free, more once paid; dashboards you joined do not count", async () => {
    const { free, other } = await users("free", "other");
    for (const n of [1, 2, 3]) await dashboard(free, `D${n}`);
    await expect(dashboard(free, "D4")).rejects.toMatchObject(planLimit("dashboards", 3));
    // Joining someone else's dashboard is not administering one.
    const theirs = await dashboard(other);
    const { tokens } = await invite(other, theirs, [free.email]);
    await call(db, free, "accept_invitation", { p_invitation: tokens[0].id });
    await subscribe(db, free);
    await expect(dashboard(free, "D4")).resolves.toEqual(expect.any(String));
  });

  it("receiving admin counts too: passing it to someone at their plan's limit is refused", async () => {
    const { full, host } = await users("full", "host");
    for (const n of [1, 2, 3]) await dashboard(full, `Mine ${n}`);
    const shared = await dashboard(host, "Shared");
    const { tokens } = await invite(host, shared, [full.email]);
    await call(db, full, "accept_invitation", { p_invitation: tokens[0].id });
    await expect(call(db, host, "make_admin", { p_dashboard: shared, p_user: full.id })).rejects.toMatchObject(
      planLimit("admin_dashboards", 3),
    );
    // Nothing changed: the host is still the admin.
    const { rows } = await db.query(
      "select user_id from public.dashboard_members where dashboard_id = $1 and role = 'admin'",
      [shared],
    );
    expect(rows).toEqual([{ user_id: host.id }]);
    await subscribe(db, full);
    await expect(call(db, host, "make_admin", { p_dashboard: shared, p_user: full.id })).resolves.toMatchObject({
      admin: full.id,
    });
  });

  it("members plus open invitations: 5 on a free admin's dashboard, 50 on a paid admin's", async () => {
    const { host, guest } = await users("host", "guest");
    const d = await dashboard(host);
    // The admin holds one seat: four invitations fill the free plan.
    await invite(host, d, emails(4, "seat"));
    await expect(invite(host, d, ["fifth@example.com"])).rejects.toMatchObject(planLimit("members", 5));
    await subscribe(db, host);
    await expect(invite(host, d, [guest.email])).resolves.toMatchObject({ invited: [guest.email] });
    for (let i = 0; i < 44; i += 20) await invite(host, d, emails(Math.min(20, 44 - i), `more${i}`));
    await expect(invite(host, d, ["over@example.com"])).rejects.toMatchObject(planLimit("members", 50));
  });

  it("filters: 10 per dashboard under its admin's plan, by add_marker and by quick-add #names", async () => {
    const { boss, paidMember } = await users("boss", "paidMember");
    const d = await dashboard(boss);
    const { tokens } = await invite(boss, d, [paidMember.email]);
    await call(db, paidMember, "accept_invitation", { p_invitation: tokens[0].id });
    await subscribe(db, paidMember);
    for (let i = 0; i < 9; i++) await marker(boss, d, `f${i}`);
    // The member's own plan does not matter: the admin's does.
    await expect(marker(paidMember, d, "tenth")).resolves.toMatchObject({ name: "tenth" });
    await expect(marker(paidMember, d, "eleventh")).rejects.toMatchObject(planLimit("markers", 10));
    await expect(
      call(db, paidMember, "add_objective", {
        p_dashboard: d,
        p_day: TODAY,
        p_title: "Tagged",
        p_marker_names: ["new"],
      }),
    ).rejects.toMatchObject(planLimit("markers", 10));
    await subscribe(db, boss);
    await expect(marker(paidMember, d, "eleventh")).resolves.toMatchObject({ name: "eleventh" });
  });
});

describe("when a subscription ends", () => {
  it("nothing is deleted or hidden: data stays readable and editable, only creating beyond free is refused", async () => {
    const { leaver, friend } = await users("leaver", "friend");
    await sync(leaver, `cus_${leaver.id.slice(0, 8)}`, new Date(), [sub("sub_leaver", "active")]);
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await dashboard(leaver, `Paid ${i}`));
    for (let i = 0; i < 12; i++) await marker(leaver, made[0]!, `m${i}`);
    await invite(leaver, made[0]!, [...emails(6, "guest"), friend.email]);
    await sync(leaver, `cus_${leaver.id.slice(0, 8)}`, new Date(), [
      sub("sub_leaver", "canceled", { ended_at: Date.now() / 1000 }),
    ]);

    const page = await call(db, leaver, "get_dashboards_page", { p_time_zone: "UTC" });
    expect(page.dashboards.map((d: any) => d.id).sort()).toEqual([...made].sort());
    const day = await call(db, leaver, "get_day_page", { p_dashboard: made[0] });
    expect(day.markers).toHaveLength(12);
    await expect(
      call(db, leaver, "rename_dashboard", { p_dashboard: made[1], p_name: "Still mine" }),
    ).resolves.toBeTruthy();
    await expect(
      call(db, leaver, "add_objective", { p_dashboard: made[0], p_day: TODAY, p_title: "Still works" }),
    ).resolves.toMatchObject({ title: "Still works" });
    await expect(
      call(db, leaver, "update_marker", { p_marker: day.markers[0].id, p_name: "renamed", p_color: "red" }),
    ).resolves.toBeTruthy();

    await expect(dashboard(leaver, "Sixth")).rejects.toMatchObject(planLimit("dashboards", 3));
    await expect(marker(leaver, made[0]!, "thirteenth")).rejects.toMatchObject(planLimit("markers", 10));
    await expect(invite(leaver, made[0]!, ["late@example.com"])).rejects.toMatchObject(planLimit("members", 5));
    // An invitation sent while paid would make an eighth member: refused, and nothing changes.
    const invitation = (await call(db, friend, "get_dashboards_page", { p_time_zone: "UTC" })).invitations[0];
    await expect(call(db, friend, "accept_invitation", { p_invitation: invitation.id })).rejects.toMatchObject(
      planLimit("members", 5),
    );
  });
});

describe("sync_stripe_customer", () => {
  it("writes the whole state, ignores an older read, and keeps one customer per person", async () => {
    const { payer, someone } = await users("payer", "someone");
    // The dashboards the payer administers, whose limits follow the plan (the billing Worker
    // tells their open pages); not one they only joined.
    const [mine, joined] = [await dashboard(payer, "Mine"), await dashboard(someone, "Theirs")];
    const { tokens } = await invite(someone, joined, [payer.email]);
    await call(db, payer, "accept_invitation", { p_invitation: tokens[0].id });
    const customer = `cus_${payer.id.slice(0, 8)}`;
    const t0 = new Date(Date.now() - 60_000);
    const t1 = new Date();
    await expect(sync(payer, customer, t1, [sub("sub_a", "active")])).resolves.toEqual({
      applied: true,
      plan: "paid",
      dashboards: [mine],
    });
    // A delivery that read Stripe earlier, arriving later, changes nothing.
    await expect(sync(payer, customer, t0, [])).resolves.toEqual({ applied: false, plan: "paid", dashboards: [] });
    // Applied without a change of plan: nobody to tell.
    await expect(sync(payer, customer, new Date(), [sub("sub_a", "past_due")])).resolves.toEqual({
      applied: true,
      plan: "paid",
      dashboards: [],
    });
    // The whole state: a subscription Stripe no longer lists is gone.
    await expect(sync(payer, customer, new Date(), [sub("sub_b", "canceled")])).resolves.toEqual({
      applied: true,
      plan: "free",
      dashboards: [mine],
    });
    const { rows } = await db.query("select id from public.subscriptions where user_id = $1", [payer.id]);
    expect(rows).toEqual([{ id: "sub_b" }]);
    await expect(sync(payer, "cus_other", new Date(), [])).rejects.toMatchObject(refused("PT409", "customer_mismatch"));
    await expect(sync(someone, customer, new Date(), [])).rejects.toMatchObject(refused("PT409", "customer_mismatch"));
    await expect(sync(payer, "not-a-customer", new Date(), [])).rejects.toMatchObject(refused("PT422", "sync_invalid"));
  });

  it("is the service role's alone", async () => {
    const { payer } = await users("payer");
    await expect(
      call(db, payer, "sync_stripe_customer", {
        p_user: payer.id,
        p_customer: "cus_self",
        p_read_at: new Date().toISOString(),
        p_subscriptions: JSON.stringify([sub("sub_self", "active")]),
      }),
    ).rejects.toMatchObject({ code: "42501" });
    await expect(call(db, payer, "billing_customer_of", { p_user: payer.id })).rejects.toMatchObject({ code: "42501" });
  });
});
