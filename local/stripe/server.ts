import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import qs from "qs";
import { handleApi, StripeError, type ApiResponse } from "./api.ts";
import { checkoutPage, portalPage, type Page } from "./pages.ts";
import { Store } from "./store.ts";
import { Deliverer, type Endpoint } from "./webhooks.ts";

/**
 * A local Stripe: the REST API the `stripe` package speaks (form-encoded bodies with
 * bracket nesting, Bearer secret key, Idempotency-Key, expand[]), hosted Checkout and portal
 * pages, and signed webhook deliveries. Local-only controls under /__control move its clock
 * (renewals, trial ends, cancellations) and make a customer's next renewal fail.
 */
export interface StripeStandInOptions {
  port?: number;
  host?: string;
  /** Where state is kept between runs; omit for memory only (tests). */
  dataDir?: string;
  secretKey?: string;
  webhooks?: Endpoint[];
  /** Deliver some events twice and out of order. */
  chaos?: boolean;
}

export interface StripeStandIn {
  url: string;
  secretKey: string;
  store: Store;
  deliverer: Deliverer;
  /** Moves Stripe's clock forward, settling what falls due. */
  advance(seconds: number): void;
  close(): Promise<void>;
}

export const LOCAL_STRIPE_SECRET_KEY = "sk_test_local_planner_stand_in";
export const LOCAL_WEBHOOK_SECRET = "whsec_local_planner_stand_in";

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const parse = (text: string) => qs.parse(text, { arrayLimit: 100, depth: 10, allowDots: false }) as Record<string, any>;

export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? LOCAL_STRIPE_SECRET_KEY;
  const store = new Store(options.dataDir ? path.join(options.dataDir, "stripe.json") : undefined);
  const deliverer = new Deliverer(options.webhooks ?? [], { chaos: options.chaos });
  store.onEvent = (event) => deliverer.deliver(event);
  const host = options.host ?? "127.0.0.1";
  let url = "";

  const api = (method: string, pathname: string, params: Record<string, any>, req: IncomingMessage): ApiResponse => {
    const auth = req.headers.authorization ?? "";
    const key = auth.startsWith("Bearer ")
      ? auth.slice(7)
      : auth.startsWith("Basic ")
        ? Buffer.from(auth.slice(6), "base64").toString().split(":")[0]!
        : "";
    if (!key)
      return new StripeError(
        401,
        "invalid_request_error",
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      ).toResponse();
    if (key !== secretKey)
      return new StripeError(
        401,
        "invalid_request_error",
        `Invalid API Key provided: ${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
      ).toResponse();
    const idem = req.headers["idempotency-key"];
    const idemKey = method === "POST" && typeof idem === "string" ? `${pathname} ${idem}` : undefined;
    const fingerprint = JSON.stringify(params);
    if (idemKey && store.state.idempotency[idemKey]) {
      const prior = store.state.idempotency[idemKey]!;
      if (prior.params !== fingerprint)
        return new StripeError(
          400,
          "idempotency_error",
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idem}' if you meant to execute a different request.`,
        ).toResponse();
      return { status: prior.status, body: prior.body, headers: { "Idempotent-Replayed": "true" } };
    }
    let out: ApiResponse;
    try {
      out = handleApi(store, { pages: url }, { method, path: pathname, params, idempotencyKey: idem as string });
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      out = error.toResponse();
    }
    // Stripe remembers the answer of a key, errors included (but not 5xx), for 24 hours.
    if (idemKey && out.status < 500)
      store.state.idempotency[idemKey] = { params: fingerprint, status: out.status, body: out.body };
    return out;
  };

  const server: Server = createServer(async (req, res) => {
    const requestId = `req_${crypto.randomUUID().replace(/-/g, "").slice(0, 14)}`;
    try {
      const u = new URL(req.url ?? "/", url);
      const method = req.method ?? "GET";
      const body = method === "POST" ? await readBody(req) : "";
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { "Content-Type": "application/json", "Request-Id": requestId, ...headers });
        res.end(JSON.stringify(payload, null, 2));
      };
      const page = (p: Page) => {
        if (p.location) res.writeHead(p.status, { Location: p.location });
        else res.writeHead(p.status, { "Content-Type": "text/html; charset=utf-8" });
        res.end(p.html ?? "");
      };
      let m: RegExpMatchArray | null;
      if (u.pathname.startsWith("/v1/")) {
        const params = method === "GET" || method === "DELETE" ? parse(u.search.slice(1)) : parse(body);
        const out = api(method, u.pathname, params, req);
        store.save();
        send(out.status, out.body, { "Stripe-Version": String(req.headers["stripe-version"] ?? ""), ...out.headers });
      } else if ((m = u.pathname.match(/^\/c\/pay\/([\w]+)$/))) {
        page(checkoutPage(store, m[1]!, method === "POST" ? parse(body) : undefined));
        store.save();
      } else if ((m = u.pathname.match(/^\/p\/session\/([\w]+)$/))) {
        page(portalPage(store, m[1]!, method === "POST" ? parse(body) : undefined));
        store.save();
      } else if (u.pathname === "/__control/advance" && method === "POST") {
        const p = { ...parse(u.search.slice(1)), ...parse(body) };
        store.advanceClock(
          Number(p.seconds ?? 0) + Number(p.days ?? 0) * 86_400,
          p.customer ? String(p.customer) : undefined,
        );
        store.save();
        send(200, { now: store.now() });
      } else if (u.pathname === "/__control/customer" && method === "GET") {
        // The customer of an email address (tests find a person's test clock by it).
        const email = u.searchParams.get("email");
        const found = Object.values(store.state.customers).find((c) => c.email === email);
        send(found ? 200 : 404, found ?? { error: { type: "invalid_request_error", message: "No such customer" } });
      } else if (u.pathname === "/__control/fail-renewal" && method === "POST") {
        const p = { ...parse(u.search.slice(1)), ...parse(body) };
        store.state.failRenewal[String(p.customer)] = p.fail !== "false";
        store.save();
        send(200, { customer: p.customer, fail: store.state.failRenewal[String(p.customer)] });
      } else if (u.pathname === "/__control/settled") {
        await deliverer.settled();
        send(200, { deliveries: deliverer.log.length });
      } else if (u.pathname === "/__control/deliveries") {
        send(200, deliverer.log);
      } else if (u.pathname === "/") {
        res.writeHead(200, { "Content-Type": "text/plain" });
        res.end("Local Stripe stand-in: /v1 (API), /c/pay/:id (Checkout), /p/session/:id (portal), /__control.\n");
      } else {
        send(404, {
          error: {
            type: "invalid_request_error",
            message: `Unrecognized request URL (${method}: ${u.pathname}).`,
          },
        });
      }
    } catch (error) {
      console.error("stripe stand-in:", error);
      res.writeHead(500, { "Content-Type": "application/json", "Request-Id": requestId });
      res.end(JSON.stringify({ error: { type: "api_error", message: "An unknown error occurred" } }));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  url = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url,
    secretKey,
    store,
    deliverer,
    advance: (seconds) => {
      store.advanceClock(seconds);
      store.save();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
