import { expect, test } from "./fixtures";
import { PASSWORD, signInWithPassword, signUp } from "./helpers";
import { addDashboard } from "./sharing-helpers";

// /settings, Account (decision 056): a new password, other devices signed out, and the
// account deleted with its email typed out. JavaScript on and off.

test("the account is deleted once its email is typed out; it cannot sign in again", async ({ page }) => {
  const email = await signUp(page);
  await addDashboard(page, "Mine alone");
  await page.goto("/settings");
  await page
    .getByRole("navigation", { name: "Sections of your settings" })
    .getByRole("link", { name: "Account" })
    .click();
  await expect(page).toHaveURL(/\/settings#account$/);
  const account = page.locator("section#account");
  const field = account.getByLabel(`Type your email address (${email}) to confirm`);

  // Another address: refused next to the field, what was typed kept.
  await field.fill("someone-else@example.com");
  const refused = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/settings"));
  await account.getByRole("button", { name: "Delete my account" }).click();
  expect((await refused).status()).toBe(422);
  await expect(account.getByText("Type the email address of this account to confirm.")).toBeVisible();
  await expect(account.getByLabel(`Type your email address (${email}) to confirm`)).toHaveValue(
    "someone-else@example.com",
  );

  await account.getByLabel(`Type your email address (${email}) to confirm`).fill(email.toUpperCase());
  await account.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Your account was deleted. Thank you for planning with us.")).toBeVisible();
  await page.goto("/dashboards");
  await expect(page).toHaveURL(/\/login/);
  await signInWithPassword(page, email, PASSWORD);
  await expect(page.getByText("Invalid login credentials")).toBeVisible();
});

test("other devices are signed out; this one stays; the password link opens the new password's page", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = await signUp(page);
  const other = await browser.newContext({ baseURL });
  const phone = await other.newPage();
  await phone.goto("/login");
  await signInWithPassword(phone, email, PASSWORD);
  await expect(phone).toHaveURL(/\/dashboards$/);

  // The phone's refresh token stops working (Auth's scope "others", auth.conformance.test.ts);
  // its access token, like hosted's, lives out its hour.
  await page.goto("/settings#account");
  const account = page.locator("section#account");
  await account.getByRole("button", { name: "Sign out of other devices" }).click();
  await expect(page.getByText("Signed out of every other device.")).toBeVisible();
  await page.goto("/dashboards");
  await expect(page).toHaveURL(/\/dashboards$/);
  await other.close();

  await page.goto("/settings#account");
  await page.locator("section#account").getByRole("link", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/login\/reset-password$/);
  await expect(page.getByLabel("New password")).toBeVisible();
});
