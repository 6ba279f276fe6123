import { loginCallbackUrl, MOBILE_SCHEME, MOBILE_USER_AGENT } from "../../app/lib/mobile";
import { expect, test, visitorIp, type Page } from "./fixtures";
import {
  consentAsGoogle,
  latestMail,
  signInWithPassword,
  signOut,
  signsInOnlyWith,
  signUp,
  signUpThroughForm,
  uniqueEmail,
} from "./helpers";

test.describe("sign-in", () => {
  test("sign up lands on the dashboards, then sign out and sign in again", async ({ page }) => {
    const email = await signUpThroughForm(page, { name: "Ada Lovelace" });
    await expect(page.getByText("Welcome! Your account is ready.")).toBeVisible();
    await expect(page.getByText("Hello, Ada Lovelace!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Let's create your first dashboard" })).toBeVisible();
    await signOut(page);
    await expect(page.getByText("You have been signed out.")).toBeVisible();
    await page.goto("/login");
    await signInWithPassword(page, email);
    await expect(page).toHaveURL(/\/dashboards$/);
    await expect(page.getByRole("heading", { name: "Your dashboards" })).toBeVisible();
  });

  test("a wrong password shows the message and keeps the email", async ({ page }) => {
    const email = await signUp(page);
    await signOut(page);
    await page.goto("/login");
    const responsePromise = page.waitForResponse((r) => r.request().method() === "POST");
    await signInWithPassword(page, email, "wrong1password");
    const response = await responsePromise;
    await expect(page.getByText("Invalid login credentials")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    if (!test.info().project.name.includes("no-js")) return;
    expect(response.status()).toBe(400);
  });

  test("a weak password at sign-up is explained next to the field, with the email kept", async ({ page }) => {
    await page.goto("/login/sign-up");
    const email = uniqueEmail();
    await page.getByLabel("Email").fill(email);
    // Long enough for the browser's minlength, but without digits: only the server knows.
    await page.getByLabel("Password").fill("onlyletters");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("The password should contain both letters and digits.")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
  });

  test("sign in with a magic link from the mailbox", async ({ page }) => {
    const email = await signUp(page);
    await signOut(page);
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    const mail = await latestMail(email, "Your Magic Link");
    await page.goto(mail.link);
    await expect(page).toHaveURL(/\/dashboards$/);
    await expect(page.getByRole("heading", { name: "Your dashboards" })).toBeVisible();
  });

  test("sign in with a 6-digit code", async ({ page }) => {
    const email = await signUp(page);
    await signOut(page);
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    const mail = await latestMail(email, "Your Magic Link");
    await page.getByLabel("6-digit code").fill("000000");
    await page.getByRole("button", { name: "Verify code" }).click();
    await expect(page.getByText("The code has expired or is invalid.")).toBeVisible();
    await page.getByLabel("6-digit code").fill(mail.code);
    await page.getByRole("button", { name: "Verify code" }).click();
    await expect(page).toHaveURL(/\/dashboards$/);
  });

  test("a first sign-in by code creates the account", async ({ page }) => {
    const email = uniqueEmail("code-new");
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    const mail = await latestMail(email, "Confirm Your Signup");
    await page.getByLabel("6-digit code").fill(mail.code);
    await page.getByRole("button", { name: "Verify code" }).click();
    await expect(page).toHaveURL(/\/dashboards$/);
  });

  test.describe("with a German browser", () => {
    test.use({ locale: "de-DE" });
    /**
     * The sign-in page's "email me a link" (a code for a new account), in German, until the
     * code page says where it went (CI once hung closing a page still navigating after the click).
     */
    const askForSignInLink = async (page: Page, email: string) => {
      await page.goto("/login");
      await page.getByLabel("E-Mail").fill(email);
      await page.getByRole("button", { name: "Anmeldelink per E-Mail senden" }).click();
      await expect(page.getByText(`Wir haben einen Anmeldelink und einen Code an ${email} geschickt.`)).toBeVisible();
    };
    test("Auth's emails come in German: a first sign-in by code, then a password reset", async ({ page }) => {
      const email = uniqueEmail("code-de");
      await askForSignInLink(page, email);
      const mail = await latestMail(email, "Bestätige deine Registrierung");
      await page.getByLabel("6-stelliger Code").fill(mail.code);
      await page.getByRole("button", { name: "Code bestätigen" }).click();
      await expect(page).toHaveURL(/\/dashboards$/);
      // The account keeps the language: later emails speak it too.
      await page.context().clearCookies();
      await page.goto("/login/forgot-password");
      await page.getByLabel("E-Mail").fill(email);
      await page.getByRole("button", { name: "Link zum Zurücksetzen senden" }).click();
      await expect(page.getByText(`Falls es ein Konto für ${email} gibt`)).toBeVisible();
      const reset = await latestMail(email, "Setze dein Passwort zurück");
      expect(new URL(reset.link).searchParams.get("type")).toBe("recovery");
    });

    test("an account made with Google keeps the language too", async ({ page }) => {
      const email = uniqueEmail("google-de");
      await page.goto("/login");
      await page.getByRole("button", { name: "Weiter mit Google" }).click();
      await consentAsGoogle(page, email, "Gerda");
      // Google said nothing of a language; the sign-in link Auth sends later is German.
      await page.context().clearCookies();
      await askForSignInLink(page, email);
      await latestMail(email, "Dein Anmeldelink");
    });
  });

  test("continue with Google through the local consent page", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page.getByRole("heading", { name: "Sign in with Google" })).toBeVisible();
    await consentAsGoogle(page, uniqueEmail("google"), "Grace Hopper");
    await expect(page.getByText("Hello, Grace Hopper!")).toBeVisible();
  });

  test("reset a forgotten password by email", async ({ page }) => {
    const email = await signUp(page);
    await signOut(page);
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();
    const mail = await latestMail(email, "Reset Your Password");
    await page.goto(mail.link);
    await expect(page).toHaveURL(/\/login\/reset-password$/);
    await page.getByLabel("New password").fill("brand1new2pass");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page).toHaveURL(/\/dashboards$/);
    await expect(page.getByText("Your password has been changed.")).toBeVisible();
    await signsInOnlyWith(page, email, "brand1new2pass");
  });

  test("a protected deep link leads to sign-in and back to the same URL", async ({ page }) => {
    const email = await signUp(page);
    await signOut(page);
    await page.goto("/dashboards?x=1");
    await expect(page).toHaveURL(/\/login$/);
    await signInWithPassword(page, email);
    await expect(page).toHaveURL(/\/dashboards\?x=1$/);
  });

  test("the server refuses missing credentials with the specification's message and a 400", async ({ request }) => {
    const response = await request.post("/login", { form: { email: "someone@example.com", password: "" } });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("You must provide either an email or phone number and a password");
    expect(html).toContain('value="someone@example.com"');
  });

  test("the mobile app's login-callback link lands on /confirm", async ({ page }) => {
    const response = await page.goto("/login-callback?code=00000000-0000-4000-8000-000000000001");
    expect(page.url()).toContain("/confirm?code=00000000-0000-4000-8000-000000000001");
    expect(response?.status()).toBe(400);
  });

  test("in the mobile app, Google sends the person back to the app, which finishes the sign-in", async ({
    browser,
    baseURL,
    pageChecks,
    javaScriptEnabled,
  }) => {
    // The app's web view, as Capacitor marks it (app/lib/mobile.ts), and the system's
    // browser, which shares none of its cookies. The OS's hand-over to the app cannot run
    // here: the test reads where Google's consent sends the person (the app's scheme) and
    // does what the app does with it (native.client.ts).
    const userAgent = `Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Mobile Safari/537.36 ${MOBILE_USER_AGENT}`;
    const headers = { "CF-Connecting-IP": visitorIp() };
    const webView = await browser.newContext({ javaScriptEnabled, baseURL, userAgent, extraHTTPHeaders: headers });
    const system = await browser.newContext({ javaScriptEnabled, baseURL, extraHTTPHeaders: headers });
    pageChecks.watch(webView);
    const app = await webView.newPage();
    await app.goto("/settings"); // the page to come back to
    await expect(app).toHaveURL(/\/login/);
    // "Continue with Google" in the app asks for Google's page (the verifier stays here).
    const answer = await webView.request.get("/login/google", { headers: { "User-Agent": userAgent } });
    const { url } = (await answer.json()) as { url: string };
    expect(new URL(url).searchParams.get("redirect_to")).toBe(`${MOBILE_SCHEME}://login-callback`);
    expect((await system.request.get("/login/google")).status()).toBe(404); // not for the web

    const google = await system.newPage();
    await google.goto(url);
    await expect(google.getByRole("heading", { name: "Sign in with Google" })).toBeVisible();
    await google.getByLabel("Email").fill(uniqueEmail("app"));
    await google.getByLabel("Name").fill("Ada Lovelace");
    const toApp = google.waitForResponse((r) => (r.headers().location ?? "").startsWith(`${MOBILE_SCHEME}://`));
    await google.getByRole("button", { name: "Continue" }).click();
    const link = (await toApp).headers().location!;
    expect(link).toMatch(new RegExp(`^${MOBILE_SCHEME}://login-callback\\?code=`));

    const target = loginCallbackUrl(link, baseURL!);
    expect(target).toMatch(/\/login-callback\?code=/);
    await app.goto(target!);
    await expect(app).toHaveURL(/\/settings$/);
    await expect(app.getByLabel("Your name")).toHaveValue("Ada Lovelace");
    await webView.close();
    await system.close();
  });

  test("an email link asked for in the app works in the app and in the system's browser", async ({
    browser,
    baseURL,
    pageChecks,
    javaScriptEnabled,
  }) => {
    // Email links carry a token hash, not a code: no verifier needed, so any browser may open them.
    const userAgent = `Mozilla/5.0 (iPhone; CPU iPhone OS 19_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 ${MOBILE_USER_AGENT}`;
    const headers = { "CF-Connecting-IP": visitorIp() };
    const webView = await browser.newContext({ javaScriptEnabled, baseURL, userAgent, extraHTTPHeaders: headers });
    const system = await browser.newContext({ javaScriptEnabled, baseURL, extraHTTPHeaders: headers });
    pageChecks.watch(webView);
    pageChecks.watch(system);
    const app = await webView.newPage();
    for (const [name, opener] of [
      ["outside", await system.newPage()],
      ["inside", app],
    ] as const) {
      const email = uniqueEmail(`app-link-${name}`);
      await app.goto("/login");
      await app.getByLabel("Email").fill(email);
      await app.getByRole("button", { name: "Email me a sign-in link" }).click();
      await expect(app.getByLabel("6-digit code")).toBeVisible();
      const mail = await latestMail(email, "Confirm Your Signup");
      await opener.goto(mail.link);
      await expect(opener).toHaveURL(/\/dashboards$/);
      await expect(opener.getByRole("heading", { name: "Your dashboards" })).toBeVisible();
    }
    await webView.close();
    await system.close();
  });

  test("a broken sign-in link explains itself instead of failing", async ({ page }) => {
    const response = await page.goto("/confirm?code=00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { name: "We couldn't sign you in" })).toBeVisible();
  });
});
