import { Secret, TOTP } from "otpauth";
import { expect, type Page } from "./fixtures";

// Two-step sign-in's steps on /settings (decision 077), for its tests and the accessibility ones.

/** What an authenticator app shows for the key now, and a code it does not show. */
export function codes(secret: string) {
  const right = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
  const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, "0");
  return { right, wrong };
}

export async function setUpApp(page: Page, name?: string) {
  const section = page.getByRole("region", { name: "Two-step sign-in" });
  if (name) await section.getByLabel("Name").fill(name);
  await section.getByRole("button", { name: "Continue" }).click();
  const qr = section.getByRole("img", { name: "QR code to scan with your authenticator app" });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3C/);
  // The key as the page groups it ("ABCD EFGH …"), for typing into an app by hand.
  const secret = (await section.locator("code").innerText()).replaceAll(" ", "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  return { section, secret };
}

/** Two-step sign-in turned on from /settings with a first app's code. */
export async function turnOn(page: Page) {
  await page.goto("/settings#two-step");
  const app = await setUpApp(page);
  await app.section.getByLabel("Code from the app").fill(codes(app.secret).right);
  await app.section.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("Two-step sign-in is on.", { exact: false })).toBeVisible();
  return app;
}
