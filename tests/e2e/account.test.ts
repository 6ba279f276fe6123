import { readFile } from "node:fs/promises";
import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  consentAsGoogle,
  createDashboard,
  hydrated,
  latestMail,
  PASSWORD,
  signInWithPassword,
  signOut,
  signsInOnlyWith,
  signUp,
  uniqueEmail,
} from "./helpers";
import { fireCron } from "./scheduled-helpers";
import { annAndBen } from "./sharing-helpers";

// /settings, Account (decision 056): a new password (decision 078), other devices signed out, all of one's
// data downloaded (decision 057), and the account deleted with its email typed out, after proving
// who one is again (decision 080).
// JavaScript on and off.

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const WINDOWS_FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0";

/** The same person signed in on another device, a browser Auth records by its User-Agent (decision 081). */
async function signedInOn(
  { browser, baseURL, javaScriptEnabled }: { browser: Browser; baseURL?: string; javaScriptEnabled: boolean },
  email: string,
  userAgent: string,
) {
  const context = await browser.newContext({ baseURL, userAgent, javaScriptEnabled });
  const device = await context.newPage();
  await device.goto("/login");
  await signInWithPassword(device, email, PASSWORD);
  await expect(device).toHaveURL(/\/dashboards$/);
  return device;
}

test("all of one's data downloads as one file; then the account is deleted with its email typed out and its password", async ({
  page,
}) => {
  const email = await signUp(page);
  await createDashboard(page, "Mine alone");
  await page.goto("/settings");
  // A start page chosen (kept in the account's metadata): in the file too.
  await page.getByLabel("Start page").selectOption({ label: "Today" });
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();
  await page
    .getByRole("navigation", { name: "Sections of your settings" })
    .getByRole("link", { name: "Account" })
    .click();
  await expect(page).toHaveURL(/\/settings#account$/);
  const account = page.locator("section#account");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    account.getByRole("link", { name: "Download your data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^planner-account-\d{4}-\d\d-\d\d\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(file).toMatchObject({ format: "planner-account", account: { email }, settings: { start_page: "today" } });
  expect(file.dashboards.map((d: { file: { dashboard: { name: string } } }) => d.file.dashboard.name)).toEqual([
    "Mine alone",
  ]);

  const field = account.getByLabel(`Type your email address (${email}) to confirm`);
  const password = account.getByLabel("Your password");
  const posted = () => page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/settings"));

  // Another address (the password right): refused next to the field, what was typed kept; the
  // password never comes back in the page.
  await field.fill("someone-else@example.com");
  await password.fill(PASSWORD);
  let answer = posted();
  await account.getByRole("button", { name: "Delete my account" }).click();
  expect((await answer).status()).toBe(422);
  await expect(account.getByText("Type the email address of this account to confirm.")).toBeVisible();
  await expect(field).toHaveValue("someone-else@example.com");
  expect(await page.content()).not.toContain(PASSWORD);

  // The open session is not enough (decision 080): a wrong password is said next to its field.
  await field.fill(email.toUpperCase());
  await password.fill("not-my-password");
  answer = posted();
  await account.getByRole("button", { name: "Delete my account" }).click();
  expect((await answer).status()).toBe(400);
  await expect(account.getByText("That is not your password.")).toBeVisible();
  await expect(field).toHaveValue(email.toUpperCase());

  await password.fill(PASSWORD);
  await account.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Your account was deleted. Thank you for planning with us.")).toBeVisible();
  // Signed out, the file asks to sign in first.
  await page.goto("/settings/export");
  await expect(page).toHaveURL(/\/login/);
  await signInWithPassword(page, email, PASSWORD);
  await expect(page.getByText("Invalid login credentials")).toBeVisible();
});

test("the admin of a shared dashboard is told to pass admin or delete it first, and nothing is deleted", async ({
  page: ann,
  browser,
  javaScriptEnabled,
  baseURL,
  pageChecks,
}) => {
  test.setTimeout(60_000);
  const { ben, annEmail } = await annAndBen(ann, { browser, javaScriptEnabled, baseURL, pageChecks }, "Family");
  await ann.goto("/settings#account");
  const account = ann.locator("section#account");
  // Confirmed with a code emailed instead of the password (one who forgot it).
  await account.getByRole("button", { name: "Don't know your password? Email me a code instead" }).click();
  await expect(ann.getByText(`We emailed a code to ${annEmail}. Type it below to delete your account.`)).toBeVisible();
  await expect(account.getByLabel("Your password")).toHaveCount(0);
  const field = account.getByLabel(`Type your email address (${annEmail}) to confirm`);
  await field.fill(annEmail);
  await account.getByLabel("Code from the email").fill((await latestMail(annEmail, "Your Magic Link")).code);
  const refused = ann.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/settings"));
  await account.getByRole("button", { name: "Delete my account" }).click();
  // A conflict with the account's state (409), not bad input.
  expect((await refused).status()).toBe(409);
  // Named, next to the field, what was typed kept; nothing deleted.
  await expect(
    account.getByText("You are the admin of Family: pass admin to another member, or delete it, first."),
  ).toBeVisible();
  await expect(field).toHaveValue(annEmail);
  // Ben still sees it.
  await ben.goto("/dashboards");
  await expect(ben.getByRole("heading", { level: 2, name: "Family" })).toBeVisible();
});

test("each device signed in is listed; one is signed out at once, then every other; this one stays", async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  test.setTimeout(60_000);
  const email = await signUp(page);
  // The same person on a phone and on a PC (their browsers as Auth records them, decision 081).
  const phone = await signedInOn({ browser, baseURL, javaScriptEnabled }, email, IPHONE);
  const pc = await signedInOn({ browser, baseURL, javaScriptEnabled }, email, WINDOWS_FIREFOX);

  await page.goto("/settings#devices");
  const rows = page.locator("#devices").getByRole("listitem");
  await expect(rows).toHaveCount(3);
  // This one first, marked, with no button to sign itself out; then the most recently active.
  await expect(rows.nth(0)).toContainText("This device");
  await expect(rows.nth(0).getByRole("button")).toHaveCount(0);
  await expect(rows.nth(1)).toContainText("Firefox on Windows");
  await expect(rows.nth(2)).toContainText("Safari on iOS");
  await expect(rows.nth(2)).toContainText(/Password · Signed in .+ · Last active /);

  // The phone alone: its very next page is the sign-in, saying why; this one and the PC stay.
  await rows.filter({ hasText: "Safari on iOS" }).getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("That device was signed out.")).toBeVisible();
  await expect(page.locator("#devices").getByRole("listitem")).toHaveCount(2);
  await phone.goto("/settings");
  await expect(phone).toHaveURL(/\/login$/);
  await expect(phone.getByText("This device was signed out of your account. Sign in again to continue.")).toBeVisible();
  await pc.goto("/dashboards");
  await expect(pc).toHaveURL(/\/dashboards$/);
  // Signed in again, the phone is back where it was going.
  await signInWithPassword(phone, email, PASSWORD);
  await expect(phone).toHaveURL(/\/settings$/);

  // Then every other device at once (the page read again: it is at #devices already).
  await page.reload();
  await expect(page.locator("#devices").getByRole("listitem")).toHaveCount(3);
  await page.getByRole("button", { name: "Sign out of other devices" }).click();
  await expect(page.getByText("Signed out of every other device.")).toBeVisible();
  await expect(page.locator("#devices").getByRole("listitem")).toHaveCount(1);
  for (const device of [phone, pc]) {
    await device.goto("/dashboards");
    await expect(device).toHaveURL(/\/login$/);
  }
  await page.goto("/dashboards");
  await expect(page).toHaveURL(/\/dashboards$/);
  await phone.context().close();
  await pc.context().close();
});

test("a sign-in on a new device is emailed, leading to where it is signed out; the email can be turned off", async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  test.setTimeout(60_000);
  const email = await signUp(page);
  const phone = await signedInOn({ browser, baseURL, javaScriptEnabled }, email, IPHONE);
  // The daily-email Worker tells a sign-in a minute after it (decision 082).
  await fireCron(Date.now() + 61_000);
  const mail = await latestMail(email, "New sign-in to your Planner account on Safari on iOS");
  expect(mail.link).toMatch(/\/settings#devices$/);
  await page.goto(mail.link);
  const phoneRow = page.locator("#devices").getByRole("listitem").filter({ hasText: "Safari on iOS" });
  await phoneRow.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("That device was signed out.")).toBeVisible();
  await expect(phoneRow).toHaveCount(0);

  const alerts = page.getByRole("checkbox", { name: "Email me when my account is signed in on a new device" });
  await expect(alerts).toBeChecked();
  await alerts.uncheck();
  await page.getByRole("button", { name: "Save sign-in emails" }).click();
  await expect(page.getByText("Sign-in emails turned off.")).toBeVisible();
  await page.reload();
  await expect(alerts).not.toBeChecked();
  await alerts.check();
  await page.getByRole("button", { name: "Save sign-in emails" }).click();
  await expect(page.getByText("We'll email you when your account is signed in on a new device.")).toBeVisible();
  await page.reload();
  await expect(alerts).toBeChecked();
  await phone.context().close();
});

test("the password changes once the current one is typed; a wrong one is told beside it", async ({
  page,
  javaScriptEnabled,
}) => {
  const email = await signUp(page);
  await page.goto("/settings#account");
  // Typed before hydration, the form would post natively (and the field come back empty).
  if (javaScriptEnabled) await hydrated(page);
  const account = page.locator("section#account");
  await account.getByLabel("Current password").fill("wrong1guess");
  await account.getByLabel("New password").fill("brand1new2pass");
  await account.getByRole("button", { name: "Change password" }).click();
  await expect(page.locator("section#account").getByText("That is not your current password.")).toBeVisible();
  // Passwords never come back in a page's HTML; with JavaScript the fields keep what was typed.
  await expect(page.locator("section#account").getByLabel("Current password")).toHaveValue(
    javaScriptEnabled ? "wrong1guess" : "",
  );

  await page.locator("section#account").getByLabel("Current password").fill(PASSWORD);
  await page.locator("section#account").getByLabel("New password").fill("brand1new2pass");
  await page.locator("section#account").getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed. Every other device was signed out.")).toBeVisible();
  // Auth tells the address, with the way back if it was not them.
  const told = await latestMail(email, "Your password was changed");
  expect(told.link).toMatch(/\/login\/forgot-password$/);
  await signsInOnlyWith(page, email, "brand1new2pass");
});

test("a current password one does not know: a link to one's own address sets a new one", async ({ page }) => {
  const email = await signUp(page);
  await page.goto("/settings#account");
  await expect(page.locator("section#account").getByText("Don't know your current password?")).toBeVisible();
  await page.locator("section#account").getByRole("button", { name: "Email me a link to set a new one" }).click();
  await expect(page.getByText(`We sent a link to ${email}: open it to set a new password.`)).toBeVisible();
  const mail = await latestMail(email, "Reset Your Password");
  await page.goto(mail.link);
  await expect(page).toHaveURL(/\/login\/reset-password$/);
  // A reset link's session needs no current password.
  await page.getByLabel("New password").fill("brand1new2pass");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();
  await signsInOnlyWith(page, email, "brand1new2pass");
});

test("the reset page, opened without a reset link, points to /settings instead", async ({ page }) => {
  await signUp(page);
  await page.goto("/login/reset-password");
  await page.getByLabel("New password").fill("brand1new2pass");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("This page sets a new password from a reset link.", { exact: false })).toBeVisible();
});

test("an account from Google sets a first password, then signs in with it", async ({ page }) => {
  const email = uniqueEmail("google");
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await consentAsGoogle(page, email, "Gia");
  await page.goto("/settings#account");
  const account = page.locator("section#account");
  await expect(account.getByText("Your account has no password yet")).toBeVisible();
  await expect(account.getByLabel("Current password")).toHaveCount(0);
  await account.getByLabel("New password").fill("first1pass");
  await account.getByRole("button", { name: "Set password" }).click();
  await expect(
    page.getByText("Password set. You can now also sign in with your email address and this password."),
  ).toBeVisible();
  // Now there is one to change.
  await expect(page.locator("section#account").getByLabel("Current password")).toBeVisible();
  await signOut(page);
  await page.goto("/login");
  await signInWithPassword(page, email, "first1pass");
  await expect(page).toHaveURL(/\/dashboards$/);
});

test("an account without a password confirms its deletion with a code emailed to it", async ({ page }) => {
  const email = uniqueEmail("google");
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await consentAsGoogle(page, email, "Gus");
  await page.goto("/settings#account");
  const account = page.locator("section#account");
  // Where it is signed in says how (decision 081).
  await expect(page.locator("#devices").getByRole("listitem").first()).toContainText("Google · Signed in");
  await expect(account.getByText(`To confirm it's you, enter the code we email to ${email}.`)).toBeVisible();
  await expect(account.getByLabel("Your password")).toHaveCount(0);
  await expect(account.getByRole("link", { name: "Use my password instead" })).toHaveCount(0);
  await account.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByText(`We emailed a code to ${email}. Type it below to delete your account.`)).toBeVisible();
  await expect(account.getByRole("button", { name: "Email me a new code" })).toBeVisible();
  const { code } = await latestMail(email, "Your Magic Link");
  expect(code).toMatch(/^\d{6}$/);

  // Another code: said next to its field, the address typed kept.
  await account.getByLabel(`Type your email address (${email}) to confirm`).fill(email);
  await account.getByLabel("Code from the email").fill(String((Number(code) + 1) % 1_000_000).padStart(6, "0"));
  await account.getByRole("button", { name: "Delete my account" }).click();
  await expect(account.getByText("The code has expired or is invalid.")).toBeVisible();
  await expect(account.getByLabel(`Type your email address (${email}) to confirm`)).toHaveValue(email);

  await account.getByLabel("Code from the email").fill(code);
  await account.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Your account was deleted. Thank you for planning with us.")).toBeVisible();
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/login/);
});

test("a new address is confirmed by its link; then it signs in with it", async ({ page }) => {
  const before = await signUp(page);
  const after = `new-${before}`;
  await page.goto("/settings#account");
  const account = page.locator("section#account");
  // The same address, or one taken by another account: told next to the field.
  await account.getByLabel("New email address").fill(before.toUpperCase());
  await account.getByRole("button", { name: "Send confirmation links" }).click();
  await expect(page.locator("section#account").getByText("That is already your email address.")).toBeVisible();

  await page.locator("section#account").getByLabel("New email address").fill(after);
  await page.locator("section#account").getByRole("button", { name: "Send confirmation links" }).click();
  await expect(
    page.getByText(
      `We sent confirmation links to ${after} and to ${before}: your address changes once the change is confirmed.`,
    ),
  ).toBeVisible();
  const toNew = await latestMail(after);
  const toOld = await latestMail(before, undefined, "type=email_change");
  expect(toNew.link).toMatch(/\/confirm\?token_hash=.+&type=email_change$/);
  await page.goto("/settings");
  await expect(page.getByText(`Signed in as ${before}`)).toBeVisible();

  // With this project's settings one link confirms it (with confirmations required, as
  // hosted projects may set, the first of the two shows "One more link").
  await page.goto(toNew.link);
  await expect(page).toHaveURL(/\/settings#account$/);
  await expect(page.getByText(`Your email address is now ${after}.`)).toBeVisible();
  await expect(page.getByText(`Signed in as ${after}`)).toBeVisible();
  // The other link has nothing left to confirm.
  const stale = await page.goto(toOld.link);
  expect(stale?.status()).toBe(400);
  await signOut(page);
  await page.goto("/login");
  await signInWithPassword(page, after, PASSWORD);
  await expect(page).toHaveURL(/\/dashboards$/);
});
