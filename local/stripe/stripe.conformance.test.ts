import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStripeStandIn, type StripeStandIn } from "./server.ts";

// The real `stripe` client (v23) against the stand-in, for every call the app and the
// billing Worker make: shapes, error classes, idempotency, the hosted pages and signed
// webhooks that the client's own constructEventAsync accepts.
const SECRET = "whsec_conformance";
let s: StripeStandIn;
let stripe: Stripe;
let hook: Server;
const received: { event: Stripe.Event }[] = [];
const rejected: string[] = [];

const client = (key: string) => {
  const u = new URL(s.url);
  return new Stripe(key, {
    host: u.hostname,
    port: Number(u.port),
    protocol: "http",
    maxNetworkRetries: 0,
    httpClient: Stripe.createFetchHttpClient(),
  });
};

beforeAll(async () => {
  hook = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    try {
      const event = await stripe.webhooks.constructEventAsync(
        Buffer.concat(chunks).toString(),
        String(req.headers["stripe-signature"]),
        SECRET,
        undefined,
        Stripe.createSubtleCryptoProvider(),
      );
      received.push({ event });
      res.writeHead(200).end("{}");
    } catch (error) {
      rejected.push(String(error));
      res.writeHead(400).end();
    }
  });
  await new Promise<void>((r) => hook.listen(0, "127.0.0.1", () => r()));
  s = await startStripeStandIn({
    webhooks: [{ url: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/`, secret: SECRET }],
  });
  stripe = client(s.secretKey);
});
afterAll(async () => {
  await s?.close();
  hook?.close();
});

/** Submits a hosted page's form as a browser without JavaScript would. */
const submit = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });

async function checkout(customer: string, lookupKey = "monthly", trial = true) {
  const prices = await stripe.prices.list({ lookup_keys: [lookupKey], active: true });
  return stripe.checkout.sessions.create({
    mode: "subscription",
    customer,
    client_reference_id: "user-1",
    line_items: [{ price: prices.data[0]!.id, quantity: 1 }],
    success_url: "http://app.test/checkout/handle?session_id={CHECKOUT_SESSION_ID}",
    cancel_url: "http://app.test/subscription/portal",
    ...(trial ? { subscription_data: { trial_period_days: 30 } } : {}),
  });
}

describe("the API", () => {
  it("lists prices by lookup key, with the product expanded", async () => {
    const prices = await stripe.prices.list({
      lookup_keys: ["monthly", "yearly"],
      active: true,
      expand: ["data.product"],
    });
    expect(prices.object).toBe("list");
    expect(prices.data.map((p) => p.lookup_key).sort()).toEqual(["monthly", "yearly"]);
    const monthly = prices.data.find((p) => p.lookup_key === "monthly")!;
    expect(monthly.recurring).toMatchObject({ interval: "month", interval_count: 1 });
    expect(monthly.unit_amount).toBeGreaterThan(0);
    expect((monthly.product as Stripe.Product).name).toBe("Planner");
  });

  it("refuses a bad key (StripeAuthenticationError, 401) and names unknown ids (resource_missing, 404)", async () => {
    await expect(client("sk_test_wrong_key_1234").prices.list()).rejects.toMatchObject({
      type: "StripeAuthenticationError",
      statusCode: 401,
      message: expect.stringContaining("Invalid API Key provided: sk_test_"),
    });
    const error = await stripe.customers.retrieve("cus_nope").catch((e) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 404,
      code: "resource_missing",
      param: "id",
      message: "No such customer: 'cus_nope'",
    });
    expect(error.requestId).toMatch(/^req_/);
  });

  it("honours Idempotency-Key: the same answer again, a different request refused", async () => {
    const key = `customer-${crypto.randomUUID()}`;
    const [a, b] = await Promise.all([
      stripe.customers.create({ email: "a@example.com", metadata: { user_id: "u1" } }, { idempotencyKey: key }),
      stripe.customers.create({ email: "a@example.com", metadata: { user_id: "u1" } }, { idempotencyKey: key }),
    ]);
    expect(a.id).toMatch(/^cus_/);
    expect(b.id).toBe(a.id);
    await expect(
      stripe.customers.create({ email: "other@example.com" }, { idempotencyKey: key }),
    ).rejects.toMatchObject({
      type: "StripeIdempotencyError",
    });
    const again = await stripe.customers.retrieve(a.id);
    expect(again).toMatchObject({ id: a.id, email: "a@example.com", metadata: { user_id: "u1" } });
  });

  it("validates Checkout Sessions like Stripe", async () => {
    const customer = await stripe.customers.create({ email: "v@example.com" });
    await expect(
      stripe.checkout.sessions.create({
        mode: "subscription",
        customer: customer.id,
        success_url: "http://app.test/",
        line_items: [{ price: "price_nope", quantity: 1 }],
      }),
    ).rejects.toMatchObject({ code: "resource_missing", param: "line_items[0][price]", statusCode: 404 });
    await expect(
      stripe.checkout.sessions.create({
        mode: "subscription",
        customer: customer.id,
        line_items: [{ price: "price_monthly", quantity: 1 }],
      } as any),
    ).rejects.toMatchObject({ code: "parameter_missing", param: "success_url", statusCode: 400 });
  });
});

describe("Checkout, the portal and the clock", () => {
  it("pays with 4242, declines 4000…0002 with Stripe's message, and sends signed events", async () => {
    const customer = await stripe.customers.create({ email: "pay@example.com", metadata: { user_id: "user-1" } });
    const session = await checkout(customer.id);
    expect(session).toMatchObject({
      object: "checkout.session",
      status: "open",
      payment_status: "unpaid",
      mode: "subscription",
    });
    expect(session.url).toBe(`${s.url}/c/pay/${session.id}`);
    const page = await fetch(session.url!);
    expect(await page.text()).toContain("Card number");

    const declined = await submit(session.url!, { action: "pay", card: "4000 0000 0000 0002" });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain("Your card was declined.");
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");

    const paid = await submit(session.url!, { action: "pay", card: "4242 4242 4242 4242" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`http://app.test/checkout/handle?session_id=${session.id}`);

    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ["subscription", "customer"] });
    expect(done).toMatchObject({
      status: "complete",
      payment_status: "no_payment_required",
      client_reference_id: "user-1",
    });
    const sub = done.subscription as Stripe.Subscription;
    expect(sub.status).toBe("trialing");
    expect((done.customer as Stripe.Customer).id).toBe(customer.id);
    expect(sub.items.data[0]!.current_period_end).toBe(sub.trial_end);
    expect(sub.items.data[0]!.price.lookup_key).toBe("monthly");

    await fetch(`${s.url}/__control/settled`);
    const types = received
      .filter((r) => (r.event.data.object as any).customer === customer.id)
      .map((r) => r.event.type);
    expect(types).toEqual(
      expect.arrayContaining(["checkout.session.completed", "customer.subscription.created", "invoice.paid"]),
    );
    expect(rejected).toEqual([]);
  });

  it("cancel at period end in the portal, then the clock ends it; renewals and failed renewals", async () => {
    const customer = await stripe.customers.create({ email: "portal@example.com" });
    const session = await checkout(customer.id, "yearly", false);
    await submit(session.url!, { action: "pay", card: "4242424242424242" });
    const [sub] = (await stripe.subscriptions.list({ customer: customer.id, status: "all" })).data;
    expect(sub).toMatchObject({ status: "active", cancel_at_period_end: false });
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe("paid");

    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: "http://app.test/subscription/portal",
    });
    expect(portal).toMatchObject({
      object: "billing_portal.session",
      return_url: "http://app.test/subscription/portal",
    });
    expect(await (await fetch(portal.url)).text()).toContain("Cancel plan");
    await submit(portal.url, { action: "cancel" });
    expect(await stripe.subscriptions.retrieve(sub!.id)).toMatchObject({
      cancel_at_period_end: true,
      status: "active",
    });
    await submit(portal.url, { action: "switch" });
    expect((await stripe.subscriptions.retrieve(sub!.id)).items.data[0]!.price.lookup_key).toBe("monthly");

    s.advance(400 * 86_400);
    const ended = await stripe.subscriptions.retrieve(sub!.id);
    expect(ended.status).toBe("canceled");
    expect(ended.ended_at).toBeGreaterThan(0);
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: "all" })).data).toHaveLength(1);

    // A renewal that fails: past_due, then canceled when Stripe stops retrying.
    const second = await checkout(customer.id, "monthly", false);
    await submit(second.url!, { action: "pay", card: "4242424242424242" });
    await fetch(`${s.url}/__control/fail-renewal?customer=${customer.id}`, { method: "POST" });
    s.advance(32 * 86_400);
    const [latest] = (await stripe.subscriptions.list({ customer: customer.id, status: "all" })).data;
    expect(latest!.status).toBe("past_due");
    s.advance(15 * 86_400);
    expect((await stripe.subscriptions.retrieve(latest!.id)).status).toBe("canceled");
  });

  it("expires open sessions (API and clock); an expired one cannot be paid", async () => {
    const customer = await stripe.customers.create({ email: "late@example.com" });
    const a = await checkout(customer.id);
    await expect(stripe.checkout.sessions.expire(a.id)).resolves.toMatchObject({ status: "expired", url: null });
    expect((await submit(`${s.url}/c/pay/${a.id}`, { action: "pay", card: "4242424242424242" })).status).toBe(410);
    const b = await checkout(customer.id);
    s.advance(86_401);
    expect((await stripe.checkout.sessions.retrieve(b.id)).status).toBe("expired");
  });
});
