import { newId, visible, type Obj, type Store } from "./store.ts";

/**
 * The subset of Stripe's REST API (/v1) that the app and the billing Worker call, with
 * Stripe's error bodies and statuses: 401 for a bad key, 404 resource_missing, 400
 * parameter_missing / parameter_invalid_*, idempotency_error for a reused key.
 */
export interface ApiRequest {
  method: string;
  path: string;
  params: Obj;
  idempotencyKey?: string;
}
export interface ApiResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export class StripeError {
  readonly status: number;
  readonly type: string;
  readonly message: string;
  readonly code?: string;
  readonly param?: string;
  constructor(status: number, type: string, message: string, code?: string, param?: string) {
    this.status = status;
    this.type = type;
    this.message = message;
    this.code = code;
    this.param = param;
  }
  toResponse(): ApiResponse {
    const { type, message, code, param } = this;
    return {
      status: this.status,
      body: {
        error: {
          type,
          message,
          ...(code ? { code, doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, "-")}` } : {}),
          ...(param ? { param } : {}),
        },
      },
    };
  }
}

const missing = (what: string, id: string, param = "id") =>
  new StripeError(404, "invalid_request_error", `No such ${what}: '${id}'`, "resource_missing", param);
const required = (param: string) =>
  new StripeError(400, "invalid_request_error", `Missing required param: ${param}.`, "parameter_missing", param);
const invalid = (param: string, message: string) =>
  new StripeError(400, "invalid_request_error", message, "parameter_invalid_empty", param);

export interface Urls {
  /** Where the hosted checkout and portal pages live (the stand-in's own origin). */
  pages: string;
}

/** `expand[]` of a retrieve: inlines the named objects (one level, and data.* for lists). */
function expand(store: Store, object: Obj, paths: string[]): Obj {
  const out = structuredClone(object);
  for (const p of paths) {
    const [head, ...rest] = p.split(".");
    if (head === "data" && Array.isArray(out.data)) {
      out.data = out.data.map((o: Obj) => expand(store, o, [rest.join(".")]));
      continue;
    }
    const value = out[head!];
    if (typeof value !== "string") continue;
    const found =
      head === "customer"
        ? store.state.customers[value]
        : head === "subscription"
          ? store.state.subscriptions[value]
          : head === "product"
            ? store.product
            : undefined;
    if (found) out[head!] = rest.length ? expand(store, found, [rest.join(".")]) : structuredClone(found);
  }
  return out;
}

const list = (url: string, data: Obj[]) => ({ object: "list", data, has_more: false, url });
const asArray = (value: unknown): string[] =>
  value === undefined
    ? []
    : Array.isArray(value)
      ? value.map(String)
      : typeof value === "object"
        ? Object.values(value as Obj).map(String)
        : [String(value)];

export function handleApi(store: Store, urls: Urls, req: ApiRequest): ApiResponse {
  const { method, path, params } = req;
  const expands = asArray(params.expand);
  const ok = (body: Obj) => ({ status: 200, body: expands.length ? expand(store, body, expands) : body });
  let m: RegExpMatchArray | null;

  if (method === "GET" && path === "/v1/prices") {
    const keys = asArray(params.lookup_keys);
    const data = store.prices.filter(
      (p) =>
        (!keys.length || keys.includes(p.lookup_key)) &&
        (params.active === undefined || String(p.active) === params.active),
    );
    return ok(list("/v1/prices", data));
  }
  if (method === "GET" && (m = path.match(/^\/v1\/prices\/([^/]+)$/))) {
    const price = store.price(m[1]!);
    if (!price) throw missing("price", m[1]!);
    return ok(price);
  }
  if (method === "GET" && (m = path.match(/^\/v1\/products\/([^/]+)$/))) {
    if (m[1] !== store.product.id) throw missing("product", m[1]!);
    return ok(store.product);
  }

  if (method === "POST" && path === "/v1/customers") return ok(store.createCustomer(params));
  if (method === "GET" && (m = path.match(/^\/v1\/customers\/([^/]+)$/))) {
    const customer = store.state.customers[m[1]!];
    if (!customer) throw missing("customer", m[1]!);
    return ok(customer);
  }

  if (method === "POST" && path === "/v1/checkout/sessions") return ok(createSession(store, urls, params));
  if ((m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/))) {
    const session = store.state.sessions[m[1]!];
    if (!session) throw missing("checkout.session", m[1]!, "session");
    if (method === "GET" && !m[2]) return ok(visible(session));
    if (method === "POST" && m[2]) {
      if (session.status !== "open")
        throw new StripeError(
          400,
          "invalid_request_error",
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
        );
      session.status = "expired";
      session.url = null;
      store.emit("checkout.session.expired", visible(session));
      return ok(visible(session));
    }
  }

  if (method === "GET" && path === "/v1/subscriptions") {
    // Without a status Stripe lists every subscription that is not canceled.
    const status: string | undefined = params.status;
    const data = Object.values(store.state.subscriptions)
      .filter((s) => !params.customer || s.customer === params.customer)
      .filter((s) => (status === "all" ? true : status === undefined ? s.status !== "canceled" : s.status === status))
      .sort((a, b) => b.created - a.created);
    const limit = Math.min(Number(params.limit ?? 10), 100);
    return ok({ ...list("/v1/subscriptions", data.slice(0, limit)), has_more: data.length > limit });
  }
  if (method === "GET" && (m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
    const sub = store.state.subscriptions[m[1]!];
    if (!sub) throw missing("subscription", m[1]!);
    return ok(sub);
  }

  if (method === "POST" && path === "/v1/billing_portal/sessions") {
    if (!params.customer) throw required("customer");
    if (!store.state.customers[params.customer]) throw missing("customer", params.customer, "customer");
    const id = newId("bps");
    const session = {
      id,
      object: "billing_portal.session",
      configuration: "bpc_default",
      created: store.now(),
      customer: params.customer,
      flow: null,
      livemode: false,
      locale: params.locale ?? null,
      on_behalf_of: null,
      return_url: params.return_url ?? null,
      url: `${urls.pages}/p/session/${id}`,
    };
    store.state.portal[id] = session;
    return ok(session);
  }

  throw new StripeError(
    404,
    "invalid_request_error",
    `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  );
}

function createSession(store: Store, urls: Urls, params: Obj): Obj {
  if (!params.mode) throw required("mode");
  if (params.mode !== "subscription")
    throw new StripeError(
      400,
      "invalid_request_error",
      "The stand-in supports subscription mode only.",
      "parameter_invalid_empty",
      "mode",
    );
  if (!params.success_url) throw required("success_url");
  const items = Array.isArray(params.line_items) ? params.line_items : Object.values(params.line_items ?? {});
  if (!items.length) throw required("line_items");
  const priceId = (items[0] as Obj).price;
  if (!priceId) throw required("line_items[0][price]");
  if (!store.price(priceId)) throw missing("price", priceId, "line_items[0][price]");
  if (params.customer && !store.state.customers[params.customer])
    throw missing("customer", params.customer, "customer");
  if (params.customer && params.customer_email)
    throw invalid("customer_email", "You may only specify one of these parameters: customer, customer_email.");
  const trial = params.subscription_data?.trial_period_days;
  if (trial !== undefined && !(Number(trial) >= 1 && Number(trial) <= 730))
    throw invalid("subscription_data[trial_period_days]", "The trial period must be between 1 and 730 days.");
  const id = newId("cs_test");
  const now = store.now();
  const session = {
    id,
    object: "checkout.session",
    cancel_url: params.cancel_url ?? null,
    client_reference_id: params.client_reference_id ?? null,
    created: now,
    currency: store.price(priceId)!.currency,
    customer: params.customer ?? null,
    customer_email: params.customer_email ?? null,
    expires_at: Number(params.expires_at ?? now + 86_400),
    line_items: items.map((i: Obj) => ({ price: i.price, quantity: Number(i.quantity ?? 1) })),
    livemode: false,
    locale: params.locale ?? null,
    metadata: params.metadata ?? {},
    mode: "subscription",
    payment_status: "unpaid",
    status: "open",
    subscription: null,
    subscription_data: params.subscription_data
      ? { ...params.subscription_data, ...(trial !== undefined ? { trial_period_days: Number(trial) } : {}) }
      : null,
    success_url: params.success_url,
    ui_mode: "hosted_page",
    url: `${urls.pages}/c/pay/${id}`,
  };
  store.state.sessions[id] = session;
  return visible(session);
}

/** The card numbers of Stripe's test mode that the hosted page understands. */
export function tryCard(number: string): { ok: true } | { ok: false; message: string; code: string } {
  const digits = number.replace(/\D/g, "");
  if (digits === "4242424242424242") return { ok: true };
  if (digits === "4000000000000002") return { ok: false, code: "card_declined", message: "Your card was declined." };
  if (digits === "4000000000009995")
    return { ok: false, code: "card_declined", message: "Your card has insufficient funds." };
  if (!/^\d{12,19}$/.test(digits))
    return { ok: false, code: "incorrect_number", message: "Your card number is incorrect." };
  return { ok: false, code: "card_declined", message: "Your card was declined." };
}
