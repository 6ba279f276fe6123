import type { RouterContextProvider } from "react-router";
import type { Answer, BillingApi } from "../../workers/billing/contract";
import { cloudflareContext } from "./cloudflare";

/**
 * The billing Worker, over the app's service binding (RPC to its `Billing` entrypoint). It
 * holds the Stripe and Supabase secret keys; the app holds neither.
 */
export function billing(context: Readonly<RouterContextProvider>): BillingApi {
  return context.get(cloudflareContext).env.BILLING as unknown as BillingApi;
}

/** A call to the billing Worker; when it (or Stripe behind it) fails, a refusal to word, not a 500. */
export async function reachBilling<T>(call: () => Promise<Answer<T>>): Promise<Answer<T>> {
  try {
    return await call();
  } catch (error) {
    console.error("billing call failed", error);
    return { ok: false, error: "billing_unavailable" };
  }
}
