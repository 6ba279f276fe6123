import { rmSync } from "node:fs";
import path from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleWorker } from "./testing/bundle.ts";
import { createUsers } from "../supabase/tests/helpers.ts";
import { startTestStandIn } from "../local/supabase/test-helpers.ts";
import type { StandIn } from "../local/supabase/server.ts";
import { startStripeStandIn, type StripeStandIn } from "../local/stripe/server.ts";
import { signature } from "../local/stripe/webhooks.ts";

// The billing Worker as workerd runs it (Miniflare), bundled like wrangler does, against
// the Supabase and Stripe stand-ins. A second Worker calls its `Billing` entrypoint over a
// service binding, as the app does.
const WEBHOOK_SECRET = "whsec_billing_test";
let supabase: StandIn;
let stripe: StripeStandIn;
let mf: Miniflare;
let workerUrl: string;
let dir: string;

beforeAll(async () => {
  supabase = await startTestStandIn();
  // Deliveries are made by hand here, to choose their order and repeat them.
  stripe = await startStripeStandIn({});
  const bundled = await bundleWorker(path.join(import.meta.dirname, "billing.ts"), "billing");
  dir = bundled.dir;
  const bundle = bundled.bundle;
  // Miniflare 5 takes the long-documented v4 options through its own converter.
  mf = new Miniflare(
    convertV4MiniflareOptions({
      workers: [
        {
          name: "planner-billing",
          modules: true,
          modulesRoot: dir,
          scriptPath: bundle,
          compatibilityDate: "2026-10-01",
          compatibilityFlags: ["nodejs_compat"],
          bindings: {
            STRIPE_SECRET_KEY: stripe.secretKey,
            STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
            STRIPE_API_URL: stripe.url,
            SUPABASE_URL: supabase.url,
            SUPABASE_SECRET_KEY: supabase.keys.secretKey,
          },
        },
        {
          name: "caller",
          modules: true,
          compatibilityDate: "2026-10-01",
          serviceBindings: { BILLING: { name: "planner-billing", entrypoint: "Billing" } },
          script: `export default {
          async fetch(request, env) {
            const { method, input } = await request.json();
            try { return Response.json(await env.BILLING[method](input)); }
            catch (error) { return Response.json({ thrown: String(error) }, { status: 500 }); }
          },
        };`,
        },
      ],
    }),
  );
  workerUrl = (await mf.ready).toString();
}, 120_000);

afterAll(async () => {
  await mf?.dispose();
  await stripe?.close();
  await supabase?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Calls the Billing entrypoint through the service binding. */
async function rpc(method: string, input?: object): Promise<any> {
  const response = await mf.dispatchFetch("http://caller/", {
    method: "POST",
    body: JSON.stringify({ method, input }),
    headers: { "MF-Route-Override": "caller" },
  });
  return response.json();
}

const webhook = (payload: string, sig = signature(payload, WEBHOOK_SECRET)) =>
  fetch(new URL("/webhooks/stripe", workerUrl), {
    method: "POST",
    headers: { "Stripe-Signature": sig, "Content-Type": "application/json" },
    body: payload,
  });

const pay = (url: string, card = "4242424242424242") =>
  fetch(url, { method: "POST", body: new URLSearchParams({ action: "pay", card }), redirect: "manual" });

const user = async (name: string) => (await createUsers(supabase.db, [name]))[name]!;
const checkout = (who: { id: string; email: string }, lookupKey = "monthly") =>
  rpc("checkout", { userId: who.id, email: who.email, lookupKey, origin: "http://app.test", locale: "de" });
const sessionId = (url: string) => url.split("/").pop()!;
const dbSubscriptions = async (userId: string) =>
  (
    await supabase.db.query<{ id: string; status: string; cancel_at_period_end: boolean; price_lookup_key: string }>(
      "select id, status, cancel_at_period_end, price_lookup_key from public.subscriptions where user_id = $1 order by id",
      [userId],
    )
  ).rows;

describe("prices and checkout", () => {
  it("answers the plans' prices from Stripe", async () => {
    const prices = await rpc("prices");
    expect(prices.map((p: any) => p.lookupKey)).toEqual(["monthly", "yearly"]);
    expect(prices[0]).toMatchObject({ interval: "month", currency: "eur", unitAmount: expect.any(Number) });
  });

  it("two parallel first checkouts make one customer", async () => {
    const ann = await user("ann");
    const [a, b] = await Promise.all([checkout(ann), checkout(ann, "yearly")]);
    expect(a).toMatchObject({ ok: true, url: expect.stringContaining("/c/pay/cs_test_") });
    expect(b).toMatchObject({ ok: true });
    const customers = Object.values(stripe.store.state.customers).filter((c) => c.metadata.user_id === ann.id);
    expect(customers).toHaveLength(1);
    const { rows } = await supabase.db.query(
      "select stripe_customer_id from public.billing_customers where user_id = $1",
      [ann.id],
    );
    expect(rows).toEqual([{ stripe_customer_id: customers[0]!.id }]);
    // The first subscription has the free month; Checkout speaks the person's language.
    const session = stripe.store.state.sessions[sessionId(a.url)]!;
    expect(session).toMatchObject({
      subscription_data: { trial_period_days: 30 },
      locale: "de",
      client_reference_id: ann.id,
    });
    expect(await checkout(ann, "weekly")).toEqual({ ok: false, error: "plan_unknown" });
  });

  it("verifies the return from Checkout: only the person's own, complete session grants the plan", async () => {
    const bea = await user("bea");
    const eve = await user("eve");
    const started = await checkout(bea);
    const id = sessionId(started.url);
    expect(await rpc("verify", { userId: bea.id, sessionId: id })).toEqual({ ok: false, error: "checkout_unpaid" });
    expect((await pay(started.url, "4000000000000002")).status).toBe(402);
    expect(await rpc("verify", { userId: bea.id, sessionId: id })).toEqual({ ok: false, error: "checkout_unpaid" });
    expect((await pay(started.url)).status).toBe(303);
    // Someone else holding the link gets nothing, and nothing is written for them.
    await checkout(eve);
    expect(await rpc("verify", { userId: eve.id, sessionId: id })).toEqual({ ok: false, error: "checkout_not_yours" });
    expect(await dbSubscriptions(eve.id)).toEqual([]);
    expect(await rpc("verify", { userId: bea.id, sessionId: "cs_test_unknown" })).toEqual({
      ok: false,
      error: "checkout_unknown",
    });
    expect(await rpc("verify", { userId: bea.id, sessionId: "../v1/customers" })).toEqual({
      ok: false,
      error: "checkout_unknown",
    });
    expect(await rpc("verify", { userId: bea.id, sessionId: id })).toEqual({ ok: true, plan: "paid" });
    expect(await dbSubscriptions(bea.id)).toMatchObject([{ status: "trialing", price_lookup_key: "monthly" }]);
    // Subscribed: a second checkout is refused; an expired session says so.
    expect(await checkout(bea, "yearly")).toEqual({ ok: false, error: "already_subscribed" });
    const eveSession = Object.values(stripe.store.state.sessions).find((s) => s.client_reference_id === eve.id)!;
    await fetch(`${stripe.url}/v1/checkout/sessions/${eveSession.id}/expire`, {
      method: "POST",
      headers: { Authorization: `Bearer ${stripe.secretKey}` },
    });
    expect(await rpc("verify", { userId: eve.id, sessionId: eveSession.id })).toEqual({
      ok: false,
      error: "checkout_expired",
    });
  });

  it("opens the portal for a customer, and says when there is none", async () => {
    const cid = await user("cid");
    expect(
      await rpc("portal", { userId: cid.id, returnUrl: "http://app.test/subscription/portal", locale: "en" }),
    ).toEqual({
      ok: false,
      error: "no_customer",
    });
    await checkout(cid);
    expect(
      await rpc("portal", { userId: cid.id, returnUrl: "http://app.test/subscription/portal", locale: "en" }),
    ).toMatchObject({ ok: true, url: expect.stringContaining("/p/session/bps_") });
  });
});

describe("webhooks", () => {
  it("refuse a missing, wrong or old signature, and other methods and paths", async () => {
    const payload = JSON.stringify({ id: "evt_1", object: "event", type: "invoice.paid", data: { object: {} } });
    expect((await webhook(payload, "")).status).toBe(400);
    expect((await webhook(payload, signature(payload, "whsec_wrong"))).status).toBe(400);
    expect(
      (await webhook(payload, signature(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301))).status,
    ).toBe(400);
    expect((await webhook(`${payload} `, signature(payload, WEBHOOK_SECRET))).status).toBe(400);
    const accepted = await webhook(payload);
    expect(accepted.status).toBe(200);
    for (const response of [accepted, await fetch(new URL("/", workerUrl))]) {
      expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
    expect((await fetch(new URL("/webhooks/stripe", workerUrl))).status).toBe(405);
    expect((await fetch(new URL("/checkout", workerUrl), { method: "POST" })).status).toBe(404);
  });

  it("100 events for one customer, shuffled and duplicated, end in the state Stripe holds", async () => {
    const dan = await user("dan");
    const started = await checkout(dan);
    await pay(started.url);
    const customer = stripe.store.state.sessions[sessionId(started.url)]!.customer as string;
    const before = stripe.store.state.events.length;
    // A life: cancel, resume, switch, renewals, a failed renewal, the end.
    // Portal sessions are short-lived: a new one after the clock moved, as a person would open.
    const press = async (action: string) => {
      const portal = await rpc("portal", { userId: dan.id, returnUrl: "http://app.test/", locale: "en" });
      await fetch(portal.url, { method: "POST", body: new URLSearchParams({ action }), redirect: "manual" });
    };
    await press("cancel");
    await press("resume");
    await press("switch");
    await press("switch");
    stripe.advance(31 * 86_400);
    stripe.advance(31 * 86_400);
    await press("cancel");
    const events = stripe.store.state.events
      .slice(before - 5) // and the checkout's own events
      .filter((e) => JSON.stringify(e.data.object).includes(customer));
    expect(events.length).toBeGreaterThan(8);
    const deliveries = Array.from({ length: 100 }, (_, i) => events[i % events.length]!).sort(
      () => Math.random() - 0.5,
    );
    const statuses = await Promise.all(deliveries.map((e) => webhook(JSON.stringify(e)).then((r) => r.status)));
    expect(new Set(statuses)).toEqual(new Set([200]));
    const truth = Object.values(stripe.store.state.subscriptions).filter((s) => s.customer === customer);
    expect(await dbSubscriptions(dan.id)).toEqual(
      truth
        .map((s) => ({
          id: s.id,
          status: s.status,
          cancel_at_period_end: s.cancel_at_period_end,
          price_lookup_key: s.items.data[0].price.lookup_key,
        }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(truth[0]).toMatchObject({ status: "active", cancel_at_period_end: true });
    // And an event delivered long after, telling an older story, changes nothing either.
    await webhook(JSON.stringify(events[0]));
    expect((await dbSubscriptions(dan.id))[0]).toMatchObject({ cancel_at_period_end: true });
  });
});
