import type { SupabaseClient } from "@supabase/supabase-js";
import Stripe from "stripe";
import type { DashboardLive } from "../live";
import type { SecretDatabaseEnv } from "../secret-database";
import { LOOKUP_KEYS, type Answer, type BillingApi, type LookupKey, type PlanPrice } from "./contract";

/**
 * The billing Worker's logic, runtime-free: Stripe and the database are passed in. Every
 * path that learns something changed (a webhook, the return from Checkout) calls one sync
 * that re-reads the customer's whole state from Stripe and writes it through the database
 * function only the service role may call; so order and repetition of events do not matter.
 */
export interface BillingEnv extends SecretDatabaseEnv {
  STRIPE_SECRET_KEY: string;
  STRIPE_WEBHOOK_SECRET: string;
  /** Empty for Stripe itself; the local stand-in's URL otherwise. */
  STRIPE_API_URL: string;
  /** The app Worker's live dashboards (workers/live.ts), bound across Workers by script name. */
  DASHBOARD_LIVE?: DurableObjectNamespace<DashboardLive>;
}

/** Statuses that keep the paid plan (past_due: Stripe is still retrying the payment). */
const PAID = new Set(["trialing", "active", "past_due"]);
const TRIAL_DAYS = 30;

export function stripeFor(env: BillingEnv): Stripe {
  const local = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  return new Stripe(env.STRIPE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    ...(local
      ? {
          host: local.hostname,
          port: Number(local.port || 80),
          protocol: local.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

/** Stripe's locales for ours (zh → simplified Chinese, pt → Portugal's, as our texts are). */
const STRIPE_LOCALES: Record<string, Stripe.Checkout.SessionCreateParams.Locale> = {
  en: "en",
  pt: "pt",
  de: "de",
  es: "es",
  fr: "fr",
  zh: "zh",
  ja: "ja",
};

let priceCache: { at: number; prices: PlanPrice[] } | undefined;

/** Tells the open pages of dashboards that something changed (their live objects). */
export type Announce = (dashboardIds: string[]) => Promise<void>;

export class BillingService implements BillingApi {
  private readonly stripe: Stripe;
  private readonly db: SupabaseClient;
  private readonly announce: Announce | undefined;

  constructor(stripe: Stripe, db: SupabaseClient, announce?: Announce) {
    this.stripe = stripe;
    this.db = db;
    this.announce = announce;
  }

  /** The plans' prices, from Stripe by lookup key (kept five minutes per isolate). */
  async prices(): Promise<PlanPrice[]> {
    if (priceCache && Date.now() - priceCache.at < 300_000) return priceCache.prices;
    const { data } = await this.stripe.prices.list({ lookup_keys: [...LOOKUP_KEYS], active: true });
    const prices = LOOKUP_KEYS.flatMap((key) => {
      const p = data.find((price) => price.lookup_key === key);
      return p && p.unit_amount !== null && p.recurring
        ? [
            {
              id: p.id,
              lookupKey: key,
              unitAmount: p.unit_amount,
              currency: p.currency,
              interval: p.recurring.interval,
            },
          ]
        : [];
    });
    priceCache = { at: Date.now(), prices };
    return prices;
  }

  private async customerOf(userId: string): Promise<string | null> {
    const { data, error } = await this.db.rpc("billing_customer_of", { p_user: userId });
    if (error) throw new Error(`billing_customer_of: ${error.message}`);
    return (data as string | null) ?? null;
  }

  /**
   * The person's Stripe customer, created once: the idempotency key makes two parallel
   * first checkouts get the same customer, and the sync records it (unique per person).
   */
  private async ensureCustomer(userId: string, email: string): Promise<string> {
    const known = await this.customerOf(userId);
    if (known) return known;
    const customer = await this.stripe.customers.create(
      { email, metadata: { user_id: userId } },
      { idempotencyKey: `customer-${userId}` },
    );
    await this.sync(customer.id);
    return customer.id;
  }

  /** Re-reads a customer's subscriptions from Stripe and writes the whole state. */
  async sync(customerId: string): Promise<{ plan: "free" | "paid" } | null> {
    const readAt = new Date().toISOString();
    const customer = await this.stripe.customers.retrieve(customerId);
    const userId = "deleted" in customer && customer.deleted ? null : (customer as Stripe.Customer).metadata.user_id;
    if (!userId) return null; // Not one of ours (another product on the same account).
    const subscriptions = await this.stripe.subscriptions.list({ customer: customerId, status: "all", limit: 100 });
    const rows = subscriptions.data.map((s) => {
      const item = s.items.data[0];
      return {
        id: s.id,
        status: s.status,
        price_lookup_key: item?.price.lookup_key ?? null,
        billing_interval: item?.price.recurring?.interval ?? null,
        current_period_end: item?.current_period_end ?? null,
        cancel_at_period_end: s.cancel_at_period_end,
        trial_end: s.trial_end,
        ended_at: s.ended_at,
        created: s.created,
      };
    });
    const { data, error } = await this.db.rpc("sync_stripe_customer", {
      p_user: userId,
      p_customer: customerId,
      p_read_at: readAt,
      p_subscriptions: rows,
    });
    if (error) throw new Error(`sync_stripe_customer: ${error.message}`);
    const synced = data as { plan: "free" | "paid"; dashboards: string[] };
    // A new plan changes what members of the person's dashboards may do: their open pages
    // reload. Best effort: the plan is written either way, and a page shows it on its next load.
    if (synced.dashboards.length > 0 && this.announce) {
      await this.announce(synced.dashboards).catch((failure: unknown) => console.error("announce failed", failure));
    }
    return { plan: synced.plan };
  }

  async checkout(input: {
    userId: string;
    email: string;
    lookupKey: string;
    origin: string;
    locale: string;
  }): Promise<Answer<{ url: string }>> {
    if (!LOOKUP_KEYS.includes(input.lookupKey as LookupKey)) return { ok: false, error: "plan_unknown" };
    const priceId = (await this.prices()).find((p) => p.lookupKey === input.lookupKey)?.id;
    if (!priceId) return { ok: false, error: "plan_unknown" };
    const customer = await this.ensureCustomer(input.userId, input.email);
    const history = await this.stripe.subscriptions.list({ customer, status: "all", limit: 100 });
    if (history.data.some((s) => PAID.has(s.status))) return { ok: false, error: "already_subscribed" };
    const session = await this.stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      client_reference_id: input.userId,
      line_items: [{ price: priceId, quantity: 1 }],
      success_url: `${input.origin}/checkout/handle?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${input.origin}/subscription/portal`,
      locale: STRIPE_LOCALES[input.locale] ?? "auto",
      subscription_data: {
        metadata: { user_id: input.userId },
        // The free month is for a person's first subscription only.
        ...(history.data.length === 0 ? { trial_period_days: TRIAL_DAYS } : {}),
      },
    });
    if (!session.url) return { ok: false, error: "billing_unavailable" };
    return { ok: true, url: session.url };
  }

  /** The return from Checkout: the session must be this person's, complete and paid (or trialing). */
  async verify(input: { userId: string; sessionId: string }): Promise<Answer<{ plan: "free" | "paid" }>> {
    if (!/^cs_(test|live)_[A-Za-z0-9]{1,200}$/.test(input.sessionId)) return { ok: false, error: "checkout_unknown" };
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.retrieve(input.sessionId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
        return { ok: false, error: "checkout_unknown" };
      throw error;
    }
    const customer = typeof session.customer === "string" ? session.customer : session.customer?.id;
    const mine = await this.customerOf(input.userId);
    if (session.client_reference_id !== input.userId || !customer || customer !== mine)
      return { ok: false, error: "checkout_not_yours" };
    if (session.status === "expired") return { ok: false, error: "checkout_expired" };
    if (session.status !== "complete" || session.payment_status === "unpaid")
      return { ok: false, error: "checkout_unpaid" };
    const synced = await this.sync(customer);
    return { ok: true, plan: synced?.plan ?? "free" };
  }

  async portal(input: { userId: string; returnUrl: string; locale: string }): Promise<Answer<{ url: string }>> {
    const customer = await this.customerOf(input.userId);
    if (!customer) return { ok: false, error: "no_customer" };
    const session = await this.stripe.billingPortal.sessions.create({
      customer,
      return_url: input.returnUrl,
      locale: STRIPE_LOCALES[input.locale] ?? "auto",
    });
    return { ok: true, url: session.url };
  }
}

/** Events that may change what a person may do; the rest are acknowledged and ignored. */
export const TRACKED_EVENTS = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
  "customer.subscription.trial_will_end",
  "invoice.paid",
  "invoice.payment_failed",
]);

/** POST /webhooks/stripe: verify the signature on the raw body, then sync the customer. */
export async function handleWebhook(request: Request, env: BillingEnv, service: BillingService, stripe: Stripe) {
  const signature = request.headers.get("stripe-signature");
  const body = await request.text();
  if (!signature) return Response.json({ error: "missing signature" }, { status: 400 });
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(body, signature, env.STRIPE_WEBHOOK_SECRET);
  } catch {
    return Response.json({ error: "invalid signature" }, { status: 400 });
  }
  if (!TRACKED_EVENTS.has(event.type)) return Response.json({ received: true, ignored: true });
  const object = event.data.object as { customer?: string | { id: string } | null };
  const customer = typeof object.customer === "string" ? object.customer : object.customer?.id;
  if (!customer) return Response.json({ received: true, ignored: true });
  // Answer only after writing: a 5xx makes Stripe deliver again.
  try {
    await service.sync(customer);
  } catch (error) {
    console.error("billing sync failed", event.id, error);
    return Response.json({ error: "sync failed" }, { status: 500 });
  }
  return Response.json({ received: true });
}
