import { eventually, STRIPE, stripeCustomer, subscribeThroughCheckout } from "./billing-helpers";
import { expect, test, visitorIp, type Page } from "./fixtures";
import { signUp } from "./helpers";

// Paid plans end to end, with JavaScript on and off: the free limit, Stripe's Checkout (the
// stand-in's page), verification, the lifted limit, the portal, the end of the plan with
// nothing lost, and a checkout link that is someone else's.

async function addDashboard(page: Page, name: string) {
  await page.goto("/dashboards");
  await page.getByLabel("Name of the new dashboard").fill(name);
  await page.getByRole("button", { name: "Add dashboard" }).click();
}

test("free limit, subscribe through Checkout, limit lifted, portal, the plan ends and nothing is lost", async ({
  page,
  browser,
  javaScriptEnabled,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = await signUp(page);
  for (const name of ["One", "Two", "Three"]) {
    await addDashboard(page, name);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  }
  await addDashboard(page, "Four");
  await expect(page.getByText("Your plan allows 3 dashboards that you administer.")).toBeVisible();
  await expect(page.getByLabel("Name of the new dashboard")).toHaveValue("Four");

  await page.getByRole("link", { name: "See plans" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Choose a plan" })).toBeVisible();
  await expect(page.getByText("Most popular")).toBeVisible();
  await expect(page.getByText("€4.00 / month")).toBeVisible();
  await expect(page.getByText("€40.00 / year")).toBeVisible();
  await expect(page.getByRole("row", { name: /Dashboards you administer 3 100/ })).toBeVisible();

  // Stripe's page: a declined card first, then one that works.
  await page.getByRole("button", { name: "Start the free month with Monthly" }).click();
  await expect(page).toHaveURL(new RegExp(`^${STRIPE}/c/pay/cs_test_`));
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByRole("button", { name: "Start trial" }).click();
  await expect(page.getByText("Your card was declined.")).toBeVisible();
  const seen: string[] = [];
  page.on("framenavigated", (frame) => frame === page.mainFrame() && seen.push(frame.url()));
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Start trial" }).click();
  await expect(page.getByRole("heading", { name: "Welcome to your new plan" })).toBeVisible();
  const handled = seen.find((u) => u.includes("/checkout/handle"));
  expect(handled).toBeTruthy();
  const sessionId = new URL(handled!).searchParams.get("session_id")!;
  if (javaScriptEnabled) {
    await expect(page.getByText(/Going to your dashboards in \d seconds?/)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboards$/, { timeout: 10_000 });
  } else {
    await page.getByRole("link", { name: "Go to Dashboard Now" }).click();
  }

  await addDashboard(page, "Four");
  await expect(page.getByRole("heading", { level: 1, name: "Four" })).toBeVisible();

  await page.goto("/subscription/portal");
  await expect(page.getByRole("heading", { level: 1, name: "Your plan" })).toBeVisible();
  await expect(page.getByText("Free month", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Manage subscription" }).click();
  await expect(page).toHaveURL(new RegExp(`^${STRIPE}/p/session/bps_`));
  await page.getByRole("button", { name: "Cancel plan" }).click();
  await expect(page.getByRole("button", { name: "Renew plan" })).toBeVisible();
  await page.getByRole("link", { name: /Return to the merchant/ }).click();
  await expect(page).toHaveURL(/\/subscription\/portal$/);
  await eventually(page, "/subscription/portal", /^Ends on /);

  // The free month ends without renewal: back to free, every dashboard still there.
  const customer = (await (await fetch(`${STRIPE}/__control/customer?email=${encodeURIComponent(email)}`)).json()) as {
    id: string;
  };
  await fetch(`${STRIPE}/__control/advance?days=40&customer=${customer.id}`, { method: "POST" });
  await eventually(page, "/subscription/portal", "Choose a plan");
  // The free month was used: the plans say so, and ask for a plain subscription.
  await expect(page.getByRole("button", { name: "Subscribe with Monthly" })).toBeVisible();
  await expect(page.getByText("The first month is free.")).toHaveCount(0);
  await page.goto("/dashboards");
  for (const name of ["One", "Two", "Three", "Four"])
    await expect(page.getByRole("link", { name, exact: true }).first()).toBeVisible();
  await addDashboard(page, "Five");
  await expect(page.getByText("Your plan allows 3 dashboards that you administer.")).toBeVisible();

  // Someone else with this checkout's link gets a clear page and nothing else.
  const other = await browser.newContext({
    javaScriptEnabled,
    baseURL,
    extraHTTPHeaders: { "CF-Connecting-IP": visitorIp() },
  });
  const second = await other.newPage();
  await signUp(second);
  await second.goto(`/checkout/handle?session_id=${sessionId}`);
  await expect(second.getByText("This checkout belongs to another account. Nothing was changed.")).toBeVisible();
  await second.goto("/subscription/portal");
  await expect(second.getByRole("heading", { level: 1, name: "Choose a plan" })).toBeVisible();
  await other.close();
});

test("a failed renewal: payment due, the plan's limits kept, every delivery accepted", async ({ page }) => {
  test.setTimeout(60_000);
  const email = await signUp(page);
  await subscribeThroughCheckout(page, "Yearly");

  // The card fails when the free month ends: Stripe keeps the subscription, past due.
  const customer = await stripeCustomer(email);
  await fetch(`${STRIPE}/__control/fail-renewal?customer=${customer}`, { method: "POST" });
  await fetch(`${STRIPE}/__control/advance?days=31&customer=${customer}`, { method: "POST" });
  await eventually(page, "/subscription/portal", "Payment due");
  await expect(page.getByRole("alert").filter({ hasText: "The last payment failed." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Manage subscription" })).toBeVisible();
  // Past due still counts as paid while Stripe retries: a fourth dashboard is allowed.
  for (const name of ["One", "Two", "Three", "Four"]) {
    await addDashboard(page, name);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  }

  // npm start's stand-in runs with STRIPE_WEBHOOK_CHAOS=1 here (shuffled, some twice):
  // the billing Worker accepted every delivery, and the state above is Stripe's.
  await fetch(`${STRIPE}/__control/settled`);
  const log = (await (await fetch(`${STRIPE}/__control/deliveries`)).json()) as { status: number }[];
  expect(log.length).toBeGreaterThan(0);
  expect(log.filter((d) => d.status !== 200)).toEqual([]);
});

test("the waiting page and unknown checkouts", async ({ page }) => {
  await signUp(page);
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { name: "Waiting for Stripe" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to plans" })).toBeVisible();
  // A plan that does not exist: 400 and the message, never a 500.
  const bad = await page.request.post("/checkout", { form: { plan: "weekly" }, maxRedirects: 0 });
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toContain("Choose one of the plans.");
  const response = await page.goto("/checkout/handle?session_id=cs_test_nothing&step=verify");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("This checkout is unknown to Stripe. Nothing was charged.")).toBeVisible();
});
