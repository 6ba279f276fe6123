import { expect, type Page } from "@playwright/test";
import { E2E_STRIPE_PORT } from "../../playwright.config";

/** The Stripe stand-in under test. */
export const STRIPE = `http://127.0.0.1:${E2E_STRIPE_PORT}`;

/** Reloads `path` until `text` shows: a webhook reaches the billing Worker on its own time. */
export async function eventually(page: Page, path: string, text: string | RegExp) {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByText(text).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

/** Subscribes through the plan page and Stripe's Checkout (the stand-in's), with a card that works. */
export async function subscribeThroughCheckout(page: Page, plan: "Monthly" | "Yearly" = "Monthly") {
  await page.goto("/subscription/portal");
  await page.getByRole("button", { name: `Start the free month with ${plan}` }).click();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Start trial" }).click();
  await expect(page.getByRole("heading", { name: "Welcome to your new plan" })).toBeVisible();
}

/** The stand-in's customer of `email`. */
export async function stripeCustomer(email: string): Promise<string> {
  const res = await fetch(`${STRIPE}/__control/customer?email=${encodeURIComponent(email)}`);
  return ((await res.json()) as { id: string }).id;
}

/** Cancels in Stripe's portal and moves the stand-in's clock past the period: the plan ends. */
export async function endPlan(page: Page, email: string) {
  await page.goto("/subscription/portal");
  await page.getByRole("button", { name: "Manage subscription" }).click();
  await page.getByRole("button", { name: "Cancel plan" }).click();
  await expect(page.getByRole("button", { name: "Renew plan" })).toBeVisible();
  await fetch(`${STRIPE}/__control/advance?days=40&customer=${await stripeCustomer(email)}`, { method: "POST" });
  await eventually(page, "/subscription/portal", "Choose a plan");
}
