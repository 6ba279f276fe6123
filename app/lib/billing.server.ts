import type { RouterContextProvider } from "react-router";
import type { BillingApi } from "../../workers/billing/contract";
import { cloudflareContext } from "./cloudflare";

/**
 * The billing Worker, over the app's service binding (RPC to its `Billing` entrypoint). It
 * holds the Stripe and Supabase secret keys; the app holds neither.
 */
export function billing(context: Readonly<RouterContextProvider>): BillingApi {
  return context.get(cloudflareContext).env.BILLING as unknown as BillingApi;
}
