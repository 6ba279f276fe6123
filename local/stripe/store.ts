import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The Stripe stand-in's state and rules: products and prices from catalog.json, customers,
 * Checkout Sessions, subscriptions with their lifecycle (trialing → active → past_due or
 * canceled) on a clock that tests can move, billing portal sessions and the events each
 * change emits. Objects have the v23 (basil-era) shape: periods on the subscription items.
 */
export type Obj = Record<string, any>;

export const API_VERSION = "2026-10-28.endive";
const DAY = 86_400;
const catalog = JSON.parse(readFileSync(new URL("./catalog.json", import.meta.url), "utf8")) as {
  product: { id: string; name: string; description: string };
  prices: { id: string; lookup_key: string; currency: string; unit_amount: number; interval: string }[];
};

export interface State {
  /** Seconds added to the real clock by /__control/advance. */
  offset: number;
  /** Seconds added for one customer only (like Stripe's test clocks), so tests do not collide. */
  customerOffsets?: Record<string, number>;
  customers: Record<string, Obj>;
  sessions: Record<string, Obj>;
  subscriptions: Record<string, Obj>;
  portal: Record<string, Obj>;
  events: Obj[];
  /** Idempotency-Key → the first answer, with the parameters it was given. */
  idempotency: Record<string, { params: string; status: number; body: unknown }>;
  /** Customers whose next renewal fails (a control, like a card that stops working). */
  failRenewal: Record<string, boolean>;
}

const random = (n = 24) => {
  const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return Array.from(crypto.getRandomValues(new Uint8Array(n)), (b) => chars[b % chars.length]).join("");
};
export const newId = (prefix: string) => `${prefix}_${random(prefix === "cs" ? 40 : 24)}`;

/** A Checkout Session as the API shows it: without the parts only the hosted page uses. */
export function visible(session: Obj): Obj {
  const { line_items: _items, subscription_data: _data, ...rest } = session;
  return rest;
}

export class Store {
  state: State;
  readonly product: Obj;
  readonly prices: Obj[];
  /** Called with each new event (the webhook deliverer). */
  onEvent: (event: Obj) => void = () => {};

  private readonly file?: string;

  constructor(file?: string) {
    this.file = file;
    this.state =
      file && existsSync(file)
        ? (JSON.parse(readFileSync(file, "utf8")) as State)
        : {
            offset: 0,
            customers: {},
            sessions: {},
            subscriptions: {},
            portal: {},
            events: [],
            idempotency: {},
            failRenewal: {},
          };
    const created = 1_767_225_600; // 2026-01-01
    this.product = {
      id: catalog.product.id,
      object: "product",
      active: true,
      name: catalog.product.name,
      description: catalog.product.description,
      created,
      livemode: false,
      metadata: {},
    };
    this.prices = catalog.prices.map((p) => ({
      id: p.id,
      object: "price",
      active: true,
      billing_scheme: "per_unit",
      created,
      currency: p.currency,
      livemode: false,
      lookup_key: p.lookup_key,
      metadata: {},
      nickname: null,
      product: catalog.product.id,
      recurring: { interval: p.interval, interval_count: 1, usage_type: "licensed" },
      type: "recurring",
      unit_amount: p.unit_amount,
      unit_amount_decimal: String(p.unit_amount),
    }));
  }

  /** Stripe's clock: the real one plus what tests advanced it by. */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.state.offset;
  }

  save() {
    if (!this.file) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileSync(`${this.file}.tmp`, JSON.stringify(this.state));
    renameSync(`${this.file}.tmp`, this.file);
  }

  emit(type: string, object: Obj, previous?: Obj) {
    const event = {
      id: newId("evt"),
      object: "event",
      api_version: API_VERSION,
      created: this.now(),
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.state.events.push(event);
    if (this.state.events.length > 1000) this.state.events.splice(0, this.state.events.length - 1000);
    this.onEvent(event);
  }

  price(id: string): Obj | undefined {
    return this.prices.find((p) => p.id === id);
  }

  // -- Customers ----------------------------------------------------------------

  createCustomer(params: Obj): Obj {
    const customer = {
      id: newId("cus"),
      object: "customer",
      created: this.now(),
      email: params.email ?? null,
      name: params.name ?? null,
      metadata: params.metadata ?? {},
      livemode: false,
      preferred_locales: params.preferred_locales ?? [],
    };
    this.state.customers[customer.id] = customer;
    this.emit("customer.created", customer);
    return customer;
  }

  // -- Subscriptions --------------------------------------------------------------

  /** Starts a subscription for a completed checkout: trialing with trial days, else active. */
  startSubscription(session: Obj): Obj {
    const price = this.price(session.line_items[0].price)!;
    const now = this.now();
    const trialDays = Number(session.subscription_data?.trial_period_days ?? 0);
    const trialEnd = trialDays > 0 ? now + trialDays * DAY : null;
    const periodEnd = trialEnd ?? advance(now, price.recurring.interval);
    const id = newId("sub");
    const subscription = {
      id,
      object: "subscription",
      billing_cycle_anchor: periodEnd,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      collection_method: "charge_automatically",
      created: now,
      currency: price.currency,
      customer: session.customer,
      ended_at: null,
      items: {
        object: "list",
        data: [
          {
            id: newId("si"),
            object: "subscription_item",
            created: now,
            current_period_start: now,
            current_period_end: periodEnd,
            price,
            quantity: 1,
            subscription: id,
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      latest_invoice: null,
      livemode: false,
      metadata: session.subscription_data?.metadata ?? {},
      start_date: now,
      status: trialEnd ? "trialing" : "active",
      trial_end: trialEnd,
      trial_start: trialEnd ? now : null,
    };
    this.state.subscriptions[id] = subscription;
    this.emit("customer.subscription.created", subscription);
    this.emit("invoice.paid", this.invoice(subscription, trialEnd ? 0 : price.unit_amount));
    return subscription;
  }

  invoice(subscription: Obj, amount: number, paid = true): Obj {
    return {
      id: newId("in"),
      object: "invoice",
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      currency: subscription.currency,
      customer: subscription.customer,
      created: this.now(),
      livemode: false,
      parent: { type: "subscription_details", subscription_details: { subscription: subscription.id, metadata: {} } },
      status: paid ? "paid" : "open",
    };
  }

  /** Changes a subscription and emits customer.subscription.updated with what changed. */
  update(subscription: Obj, change: (s: Obj) => void, type = "customer.subscription.updated") {
    const before = structuredClone(subscription);
    change(subscription);
    const previous: Obj = {};
    for (const key of Object.keys(subscription))
      if (JSON.stringify(before[key]) !== JSON.stringify(subscription[key])) previous[key] = before[key];
    this.emit(type, subscription, previous);
  }

  /**
   * Runs the clock forward, for everyone or for one customer's test clock: trials end,
   * periods renew or fail, cancellations take effect.
   */
  advanceClock(seconds: number, customer?: string) {
    if (customer) {
      const offsets = (this.state.customerOffsets ??= {});
      offsets[customer] = (offsets[customer] ?? 0) + seconds;
    } else this.state.offset += seconds;
    const clock = (c: string) => this.now() + (this.state.customerOffsets?.[c] ?? 0);
    const now = this.now();
    for (const session of Object.values(this.state.sessions)) {
      if (session.status === "open" && session.expires_at <= now) {
        session.status = "expired";
        session.url = null;
        this.emit("checkout.session.expired", visible(session));
      }
    }
    for (const sub of Object.values(this.state.subscriptions)) {
      if (customer && sub.customer !== customer) continue;
      const now = clock(sub.customer);
      // Several periods may pass in one jump: settle them one by one.
      for (let guard = 0; guard < 100; guard++) {
        const item = sub.items.data[0];
        if (["canceled", "incomplete_expired"].includes(sub.status) || item.current_period_end > now) break;
        if (sub.cancel_at_period_end || sub.status === "past_due") {
          const end = item.current_period_end;
          this.update(
            sub,
            (s) => {
              s.ended_at = s.status === "past_due" ? now : end;
              s.canceled_at ??= s.ended_at;
              s.status = "canceled";
            },
            "customer.subscription.deleted",
          );
          break;
        }
        const fails = this.state.failRenewal[sub.customer];
        const price = item.price;
        this.update(sub, (s) => {
          const it = s.items.data[0];
          it.current_period_start = it.current_period_end;
          it.current_period_end = fails
            ? it.current_period_end + 14 * DAY // Stripe retries for a while, then cancels
            : advance(it.current_period_end, price.recurring.interval);
          s.status = fails ? "past_due" : "active";
        });
        this.emit(fails ? "invoice.payment_failed" : "invoice.paid", this.invoice(sub, price.unit_amount, !fails));
      }
    }
  }
}

function advance(from: number, interval: string): number {
  const date = new Date(from * 1000);
  if (interval === "year") date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}
