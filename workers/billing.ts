import { WorkerEntrypoint } from "cloudflare:workers";
import { withSecurityHeaders } from "../app/lib/security.server";
import type { BillingApi } from "./billing/contract";
import { BillingService, handleWebhook, stripeFor, type Announce, type BillingEnv } from "./billing/service";
import { secretDatabase } from "./secret-database";

/**
 * The billing Worker, deployed on its own (workers/billing.wrangler.toml). Public: only
 * `POST /webhooks/stripe`. The app reaches checkout, verification, the portal and prices
 * through a service binding to the `Billing` entrypoint, which has no URL at all.
 */
export default {
  // The same security headers as the app's Worker (no documents here: a CSP that allows nothing).
  async fetch(request: Request, env: BillingEnv): Promise<Response> {
    return withSecurityHeaders(await route(request, env), request, "", env);
  },
} satisfies ExportedHandler<BillingEnv>;

async function route(request: Request, env: BillingEnv): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname !== "/webhooks/stripe") return new Response("Not found", { status: 404 });
  if (request.method !== "POST") return new Response("Method not allowed", { status: 405, headers: { Allow: "POST" } });
  const stripe = stripeFor(env);
  return handleWebhook(request, env, new BillingService(stripe, secretDatabase(env), announcer(env)), stripe);
}

/** A plan change reaches the open pages of the admin's dashboards (the app's live objects). */
function announcer(env: BillingEnv): Announce | undefined {
  const live = env.DASHBOARD_LIVE;
  if (!live) return undefined;
  return async (dashboardIds) => {
    await Promise.all(dashboardIds.map((id) => live.get(live.idFromName(id)).changed(null)));
  };
}

export class Billing extends WorkerEntrypoint<BillingEnv> implements BillingApi {
  private get service() {
    return new BillingService(stripeFor(this.env), secretDatabase(this.env), announcer(this.env));
  }
  prices() {
    return this.service.prices();
  }
  checkout(input: Parameters<BillingApi["checkout"]>[0]) {
    return this.service.checkout(input);
  }
  verify(input: Parameters<BillingApi["verify"]>[0]) {
    return this.service.verify(input);
  }
  portal(input: Parameters<BillingApi["portal"]>[0]) {
    return this.service.portal(input);
  }
}
