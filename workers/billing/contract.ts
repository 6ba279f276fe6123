/**
 * What the app asks the billing Worker over its service binding (RPC to the `Billing`
 * entrypoint; never over the public internet), and what it answers. Errors are codes with
 * words in locales/<lng>/billing.json.
 */
export const LOOKUP_KEYS = ["monthly", "yearly"] as const;
export type LookupKey = (typeof LOOKUP_KEYS)[number];

export interface PlanPrice {
  /** Stripe's price id (differs between test and live mode; the lookup key does not). */
  id: string;
  lookupKey: LookupKey;
  /** In the currency's smallest unit, as Stripe gives it. */
  unitAmount: number;
  currency: string;
  /** month or year (Stripe's recurring interval). */
  interval: string;
}

export type BillingErrorCode =
  | "plan_unknown"
  | "already_subscribed"
  | "no_customer"
  | "checkout_unknown"
  | "checkout_not_yours"
  | "checkout_expired"
  | "checkout_unpaid"
  | "billing_unavailable";

export type Answer<T> = ({ ok: true } & T) | { ok: false; error: BillingErrorCode };

export interface BillingApi {
  prices(): Promise<PlanPrice[]>;
  checkout(input: {
    userId: string;
    email: string;
    lookupKey: string;
    origin: string;
    locale: string;
  }): Promise<Answer<{ url: string }>>;
  verify(input: { userId: string; sessionId: string }): Promise<Answer<{ plan: "free" | "paid" }>>;
  portal(input: { userId: string; returnUrl: string; locale: string }): Promise<Answer<{ url: string }>>;
}
