import { data, redirect } from "react-router";
import { billing, reachBilling } from "~/lib/billing.server";
import { getInstance } from "~/lib/i18n.server";
import { sessionContext } from "~/lib/session.server";
import type { BillingErrorCode } from "../../../workers/billing/contract";
import type { Route } from "./+types/checkout-handle";

const STATUS: Partial<Record<BillingErrorCode, number>> = {
  checkout_unknown: 404,
  checkout_not_yours: 403,
  checkout_expired: 410,
  checkout_unpaid: 409,
};

/**
 * Stripe sends the browser here after paying. The first visit shows "Verifying…" and moves
 * on to `?step=verify` (by script, or a meta refresh without JavaScript), whose loader asks
 * the billing Worker to verify the session and sync the plan, then goes to /checkout/success.
 */
export async function checkoutHandleLoader({ context, url }: Route.LoaderArgs) {
  const t = getInstance(context).t;
  const sessionId = url.searchParams.get("session_id") ?? "";
  if (url.searchParams.get("step") !== "verify")
    return { title: t("billing:checkout.verifyingTitle"), sessionId, error: null };
  const { user } = context.get(sessionContext);
  const answer = await reachBilling(() => billing(context).verify({ userId: user!.id, sessionId }));
  if (answer.ok) throw redirect("/checkout/success", 303);
  const error = answer.error;
  return data({ title: t("billing:checkout.failedTitle"), sessionId, error }, { status: STATUS[error] ?? 503 });
}
