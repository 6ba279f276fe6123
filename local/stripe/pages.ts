import { tryCard } from "./api.ts";
import { visible, type Obj, type Store } from "./store.ts";

/**
 * The hosted pages Stripe would show: Checkout (/c/pay/:id) and the customer portal
 * (/p/session/:id). Plain forms, no JavaScript, like everything else here.
 */
export interface Page {
  status: number;
  html?: string;
  location?: string;
}

const esc = (s: unknown) =>
  String(s ?? "").replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat("en", { style: "currency", currency: currency.toUpperCase() }).format(amount / 100);
const date = (seconds: number | null) =>
  seconds ? new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(new Date(seconds * 1000)) : "";

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>
:root{color-scheme:light dark;font:15px/1.5 system-ui,sans-serif}
body{margin:0;background:#f6f9fc;color:#1a1f36}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0001}
h1{font-size:1.25rem;margin:0 0 .25rem}.muted{color:#697386}.price{font-size:1.75rem;font-weight:600;margin:.5rem 0}
label{display:block;margin:1rem 0 .25rem;font-weight:500}
input{width:100%;box-sizing:border-box;padding:.6rem .75rem;border:1px solid #c1c9d2;border-radius:6px;font:inherit}
button{width:100%;margin-top:1rem;padding:.7rem;border:0;border-radius:6px;background:#635bff;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button.secondary{background:#e3e8ee;color:#1a1f36}.error{color:#df1b41;margin-top:.5rem}
a{color:#635bff}.badge{display:inline-block;font-size:.75rem;background:#fff4e5;color:#a35200;border-radius:4px;padding:0 .4rem}
@media (prefers-color-scheme:dark){body{background:#0a2540;color:#f6f9fc}main{background:#1a2c44}input{background:#0a2540;color:#fff;border-color:#425466}.muted{color:#adbdcc}button.secondary{background:#425466;color:#fff}}
</style></head><body><main>${body}<p class="muted" style="margin-top:2rem;font-size:.8rem">Local Stripe stand-in · test mode</p></main></body></html>`;
}

export function checkoutPage(store: Store, id: string, form?: Obj): Page {
  const session = store.state.sessions[id];
  if (!session) return { status: 404, html: layout("Not found", "<h1>This checkout page does not exist.</h1>") };
  if (session.status !== "open") {
    const text =
      session.status === "complete" ? "This checkout is already complete." : "This checkout session has expired.";
    const back = session.cancel_url ? `<p><a href="${esc(session.cancel_url)}">Return to the merchant</a></p>` : "";
    return { status: 410, html: layout("Checkout", `<h1>${text}</h1>${back}`) };
  }
  const price = store.price(session.line_items[0].price)!;
  const trialDays = Number(session.subscription_data?.trial_period_days ?? 0);
  const customer = session.customer ? store.state.customers[session.customer] : null;
  let error = "";
  if (form) {
    if (form.action === "cancel") return { status: 303, location: session.cancel_url ?? "/" };
    const card = tryCard(String(form.card ?? ""));
    if (card.ok) {
      completeSession(store, session);
      return { status: 303, location: String(session.success_url).replace("{CHECKOUT_SESSION_ID}", session.id) };
    }
    error = card.message;
  }
  const per = price.recurring.interval === "year" ? "per year" : "per month";
  const trial = trialDays
    ? `<p><span class="badge">${trialDays} days free</span> then ${money(price.unit_amount, price.currency)} ${per}. Today: ${money(0, price.currency)}</p>`
    : "";
  return {
    status: error ? 402 : 200,
    html: layout(
      "Checkout",
      `<p class="muted">Subscribe to ${esc(store.product.name)}</p>
<p class="price">${money(price.unit_amount, price.currency)} <span class="muted" style="font-size:1rem">${per}</span></p>${trial}
${customer?.email ? `<p class="muted">${esc(customer.email)}</p>` : ""}
<form method="post">
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" value="${esc(form?.card ?? "")}" aria-describedby="card-error" required>
${error ? `<p class="error" id="card-error" role="alert">${esc(error)}</p>` : ""}
<button type="submit" name="action" value="pay">${trialDays ? "Start trial" : "Pay"}</button>
</form>
<form method="post"><button class="secondary" type="submit" name="action" value="cancel">Cancel</button></form>`,
    ),
  };
}

function completeSession(store: Store, session: Obj) {
  const subscription = store.startSubscription(session);
  session.status = "complete";
  session.payment_status = subscription.status === "trialing" ? "no_payment_required" : "paid";
  session.subscription = subscription.id;
  session.url = null;
  store.emit("checkout.session.completed", visible(session));
}

export function portalPage(store: Store, id: string, form?: Obj): Page {
  const portal = store.state.portal[id];
  if (!portal || portal.created < store.now() - 3600 * 5)
    return { status: 404, html: layout("Not found", "<h1>This portal session has expired.</h1>") };
  const subs = Object.values(store.state.subscriptions)
    .filter((s) => s.customer === portal.customer && s.status !== "canceled" && s.status !== "incomplete_expired")
    .sort((a, b) => b.created - a.created);
  const sub = subs[0];
  if (form && sub) {
    const other = store.prices.find((p) => p.id !== sub.items.data[0].price.id)!;
    if (form.action === "cancel")
      store.update(
        sub,
        (s) => (
          (s.cancel_at_period_end = true),
          (s.cancel_at = s.items.data[0].current_period_end),
          (s.canceled_at = store.now())
        ),
      );
    else if (form.action === "resume")
      store.update(sub, (s) => ((s.cancel_at_period_end = false), (s.cancel_at = null), (s.canceled_at = null)));
    else if (form.action === "switch") store.update(sub, (s) => (s.items.data[0].price = other));
    return { status: 303, location: `/p/session/${id}` };
  }
  const back = portal.return_url ? `<p><a href="${esc(portal.return_url)}">← Return to the merchant</a></p>` : "";
  if (!sub) return { status: 200, html: layout("Billing", `${back}<h1>No active subscription</h1>`) };
  const item = sub.items.data[0];
  const price = item.price;
  const other = store.prices.find((p) => p.id !== price.id)!;
  const renews = sub.cancel_at_period_end
    ? `Cancels on ${date(item.current_period_end)}`
    : sub.status === "trialing"
      ? `Trial ends on ${date(sub.trial_end)}`
      : `Renews on ${date(item.current_period_end)}`;
  return {
    status: 200,
    html: layout(
      "Billing",
      `${back}<h1>Current plan</h1>
<p class="price">${money(price.unit_amount, price.currency)} <span class="muted" style="font-size:1rem">per ${price.recurring.interval}</span></p>
<p>${esc(store.product.name)} · <strong>${esc(sub.status)}</strong></p><p class="muted">${renews}</p>
<form method="post">${
        sub.cancel_at_period_end
          ? `<button type="submit" name="action" value="resume">Renew plan</button>`
          : `<button type="submit" name="action" value="cancel" class="secondary">Cancel plan</button>`
      }
<button type="submit" name="action" value="switch" class="secondary">Switch to ${money(other.unit_amount, other.currency)} per ${other.recurring.interval}</button></form>`,
    ),
  };
}
