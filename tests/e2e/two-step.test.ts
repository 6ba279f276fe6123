import { expect, test } from "./fixtures";
import { latestMail, PASSWORD, signInWithPassword, signOut, signUp } from "./helpers";
import { codes, setUpApp, turnOn } from "./two-step-helpers";

// Two-step sign-in (decision 077): an authenticator app set up on /settings; then signing in
// asks for its code, and nothing of the account opens before it is typed.

test.describe("two-step sign-in", () => {
  test("turned on with an app's code, it asks for one at every sign-in; turned off, it no longer does", async ({
    page,
  }) => {
    const email = await signUp(page);
    await page.goto("/settings#two-step");
    const { section, secret } = await setUpApp(page);
    await expect(section.getByText("Off: your password or your email is enough to sign in.")).toBeVisible();

    // A wrong first code: said next to the field, the key still there to type again.
    await section.getByLabel("Code from the app").fill(codes(secret).wrong);
    await section.getByRole("button", { name: "Turn on" }).click();
    await expect(section.getByText("That code is not right, or it has expired.", { exact: false })).toBeVisible();
    await expect(section.getByText("Type the code your app shows now.")).toBeVisible();
    await expect(section.locator("code")).toHaveText(secret.replace(/(.{4})(?=.)/g, "$1 "));

    await section.getByLabel("Code from the app").fill(codes(secret).right);
    await section.getByRole("button", { name: "Turn on" }).click();
    await expect(page.getByText("Two-step sign-in is on.", { exact: false })).toBeVisible();
    await expect(section.getByText(/On since /)).toBeVisible();
    await expect(section.getByText("Phone", { exact: true })).toBeVisible();
    // The key is never shown again.
    expect(await page.content()).not.toContain(secret);

    // Signed out, a page of the account leads to signing in, then to the code, then back to it.
    await signOut(page);
    await page.goto("/settings");
    await expect(page).toHaveURL(/\/login$/);
    await signInWithPassword(page, email);
    await expect(page).toHaveURL(/\/login\/two-step$/);
    await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();

    // Before the code, the account's pages lead back here (the database refuses the session),
    // and the page last asked for is where the code leads.
    await page.goto("/dashboards");
    await expect(page).toHaveURL(/\/login\/two-step\?next=%2Fdashboards$/);
    await page.getByLabel("6-digit code").fill(codes(secret).wrong);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("That code is not right, or it has expired.", { exact: false })).toBeVisible();
    await page.getByLabel("6-digit code").fill(codes(secret).right);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/dashboards$/);
    await page.goto("/settings");

    // Turned off (its one app removed), signing in is the password again.
    await section.getByRole("button", { name: "Turn off two-step sign-in" }).click();
    await expect(page.getByText("Two-step sign-in is off.")).toBeVisible();
    await expect(section.getByText("Off: your password or your email is enough to sign in.")).toBeVisible();
    await signOut(page);
    await page.goto("/login");
    await signInWithPassword(page, email);
    await expect(page).toHaveURL(/\/dashboards$/);
  });

  test("a second app signs in too, chosen by its name; a setup can be cancelled", async ({ page }) => {
    const email = await signUp(page);
    await page.goto("/settings#two-step");
    const phone = await setUpApp(page);
    await phone.section.getByLabel("Code from the app").fill(codes(phone.secret).right);
    await phone.section.getByRole("button", { name: "Turn on" }).click();
    await expect(page.getByText("Two-step sign-in is on.", { exact: false })).toBeVisible();

    // The same name twice is refused next to the field, as typed.
    await phone.section.getByLabel("Name").fill("Phone");
    await phone.section.getByRole("button", { name: "Continue" }).click();
    await expect(phone.section.getByText("One of your apps already has this name.", { exact: false })).toBeVisible();
    await expect(phone.section.getByLabel("Name")).toHaveValue("Phone");

    // Cancelled, a setup leaves nothing behind.
    await setUpApp(page, "Old tablet");
    await phone.section.getByRole("button", { name: "Cancel" }).click();
    await expect(phone.section.getByText("Old tablet")).toHaveCount(0);
    await expect(phone.section.getByRole("button", { name: "Continue" })).toBeVisible();

    const laptop = await setUpApp(page, "Work laptop");
    await laptop.section.getByLabel("Code from the app").fill(codes(laptop.secret).right);
    await laptop.section.getByRole("button", { name: "Turn on" }).click();
    await expect(laptop.section.getByText("Work laptop", { exact: true })).toBeVisible();
    await expect(laptop.section.getByText("Phone", { exact: true })).toBeVisible();

    await signOut(page);
    await page.goto("/login");
    await signInWithPassword(page, email);
    await expect(page).toHaveURL(/\/login\/two-step$/);
    await page.getByLabel("Authenticator app").selectOption({ label: "Work laptop" });
    await page.getByLabel("6-digit code").fill(codes(laptop.secret).right);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/dashboards$/);

    // One of two removed: the other still signs in (Auth says which was the last).
    await page.goto("/settings#two-step");
    await page.locator("section#two-step").getByRole("button", { name: "Remove Phone" }).click();
    await expect(page.getByText("That app no longer signs you in.")).toBeVisible();
    await expect(
      page.locator("section#two-step").getByRole("button", { name: "Turn off two-step sign-in" }),
    ).toHaveText("Turn off");
  });

  test("turning it on signs out the other devices that have not passed it; they sign in with a code", async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    const email = await signUp(page);
    // The same person on another device, signed in with the password alone.
    const other = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { "CF-Connecting-IP": "10.9.8.7" } });
    const elsewhere = await other.newPage();
    await elsewhere.goto("/login");
    await signInWithPassword(elsewhere, email);
    await expect(elsewhere).toHaveURL(/\/dashboards$/);

    const { secret } = await turnOn(page);

    // Its token still verifies, but the database refuses it, and Auth no longer knows its
    // session: the other device is signed out, not sent back and forth.
    await elsewhere.goto("/dashboards");
    await expect(elsewhere).toHaveURL(/\/login$/);
    await signInWithPassword(elsewhere, email);
    await expect(elsewhere).toHaveURL(/\/login\/two-step$/);
    await elsewhere.getByLabel("6-digit code").fill(codes(secret).right);
    await elsewhere.getByRole("button", { name: "Verify" }).click();
    await expect(elsewhere).toHaveURL(/\/dashboards$/);
    await other.close();
  });

  test("deleting the account asks for an app's code too, after the password", async ({ page }) => {
    const email = await signUp(page);
    const { secret } = await turnOn(page);

    // Decision 080: the deletion's own sign-in must pass the second step too.
    await page.goto("/settings#account");
    const account = page.locator("section#account");
    await account.getByLabel(`Type your email address (${email}) to confirm`).fill(email);
    await account.getByLabel("Your password").fill(PASSWORD);
    await account.getByLabel("Code from your authenticator app").fill(codes(secret).wrong);
    await account.getByRole("button", { name: "Delete my account" }).click();
    await expect(account.getByText("That code is not right, or it has expired.", { exact: false })).toBeVisible();
    await expect(account.getByLabel(`Type your email address (${email}) to confirm`)).toHaveValue(email);

    await account.getByLabel("Your password").fill(PASSWORD);
    await account.getByLabel("Code from your authenticator app").fill(codes(secret).right);
    await account.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("Your account was deleted. Thank you for planning with us.")).toBeVisible();
    await page.goto("/login");
    await signInWithPassword(page, email);
    await expect(page.getByText("Invalid login credentials")).toBeVisible();
  });

  test("recovery codes, made once and downloaded, sign in instead of a lost phone, once each, and turn two-step off", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const email = await signUp(page);
    const { section } = await turnOn(page);

    const recovery = section.locator("#recovery-codes");
    await expect(
      recovery.getByText("If you lose your phone, a recovery code signs you in", { exact: false }),
    ).toBeVisible();
    await recovery.getByRole("button", { name: "Create recovery codes" }).click();
    const list = recovery.getByRole("list", { name: "Recovery codes" });
    await expect(list.getByRole("listitem")).toHaveCount(10);
    const made = await list.getByRole("listitem").allInnerTexts();
    for (const code of made) expect(code).toMatch(/^[0-9a-f]{4}(-[0-9a-f]{4}){3}$/);
    // The file holds them all.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      recovery.getByRole("link", { name: "Download as a text file" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("planner-recovery-codes.txt");
    const file = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(file).toString("utf8");
    for (const code of made) expect(text).toContain(code);
    expect(text).toContain(email);
    // Shown once: the page read again counts them only (no fragment: a navigation, not a scroll).
    await page.goto("/settings");
    await expect(recovery.getByText(/^10 of 10 left, made /)).toBeVisible();
    expect(await page.content()).not.toContain(made[0]!);

    // The phone is lost: signed in with the password, then a recovery code instead.
    await signOut(page);
    await page.goto("/login");
    await signInWithPassword(page, email);
    await expect(page).toHaveURL(/\/login\/two-step$/);
    await page.getByRole("link", { name: "Use a recovery code" }).click();
    await expect(page).toHaveURL(/\/login\/two-step\?recovery/);
    await page.getByLabel("Recovery code").fill("0000-0000-0000-0000");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByText("That recovery code is not right, or it was used already.")).toBeVisible();
    await expect(page.getByLabel("Recovery code")).toHaveValue("0000-0000-0000-0000");
    await page.getByLabel("Recovery code").fill(made[2]!.toUpperCase().replaceAll("-", " "));
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/settings#two-step$/);
    await expect(page.getByText("You're in with a recovery code.", { exact: false })).toBeVisible();
    await expect(section.getByText("Off: your password or your email is enough to sign in.")).toBeVisible();
    const mail = await latestMail(email, "Two-step sign-in was turned off with a recovery code");
    expect(mail.link).toMatch(/\/settings#two-step$/);

    // Two-step off, the password alone signs in again; a spent code is no way in.
    await signOut(page);
    await page.goto("/login");
    await signInWithPassword(page, email);
    await expect(page).toHaveURL(/\/dashboards$/);
  });
});
