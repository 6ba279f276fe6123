import { expect, test } from "./fixtures";
import { newDashboard, PASSWORD, signInWithPassword, signOut, signUp, uniqueEmail } from "./helpers";

// The headers every response carries, documents, data, redirects and static assets alike.
const COMMON = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
};

test.describe("security headers", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only: one project is enough");

  test("on documents, data requests, redirects, errors and static assets", async ({ request, page }) => {
    const home = await request.get("/");
    expect(home.headers()).toMatchObject({ ...COMMON, "referrer-policy": "strict-origin-when-cross-origin" });
    const csp = home.headers()["content-security-policy"]!;
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // Every inline script of the page carries this response's nonce; a new request, a new nonce.
    const html = await home.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
    expect((await request.get("/")).headers()["content-security-policy"]).not.toContain(nonce!);

    const redirect = await request.get("/dashboards", { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers()).toMatchObject(COMMON);
    const missing = await request.get("/no-such-page");
    expect(missing.status()).toBe(404);
    expect(missing.headers()).toMatchObject(COMMON);
    const data = await request.get("/about.data");
    expect(data.headers()).toMatchObject(COMMON);

    // A static asset, served without running the Worker (public/_headers).
    await page.goto("/about");
    const asset = await page.evaluate(() => (document.querySelector('link[rel="stylesheet"]') as HTMLLinkElement).href);
    const css = await request.get(asset);
    expect(css.status()).toBe(200);
    expect(css.headers()).toMatchObject({
      ...COMMON,
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      // Hashed names: kept for a year, never asked again.
      "cache-control": "public, max-age=31536000, immutable",
    });
    const favicon = await request.get("/favicon.svg");
    expect(favicon.headers()).toMatchObject(COMMON);
    // Not hashed: asked again each time (Cloudflare's default).
    expect(favicon.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  test("a method no page answers (OPTIONS, TRACE) is a 405 that says which ones do", async ({ request }) => {
    for (const method of ["OPTIONS", "TRACE"])
      for (const path of ["/", "/about", "/dashboards", "/login"]) {
        const res = await request.fetch(path, { method, maxRedirects: 0 });
        expect(res.status(), `${method} ${path}`).toBe(405);
        expect(res.headers()).toMatchObject({ ...COMMON, allow: "GET, HEAD, POST" });
      }
  });

  test("the invitation page keeps no-referrer", async ({ request }) => {
    const res = await request.get("/invitations/not-a-real-token-but-long-enough-to-look-like-one");
    expect(res.headers()["referrer-policy"]).toBe("no-referrer");
    expect(res.headers()["x-frame-options"]).toBe("DENY");
  });
});

/**
 * Workers rate limits count in windows aligned to the clock (wrangler dev's too): a burst
 * that straddles a minute boundary is counted in two windows. A burst here takes a few
 * seconds, so one that would start with less than 15 s left waits for the next window.
 */
async function freshWindow() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 250));
}

test.describe("rate limits", () => {
  test("password guessing: after five tries a minute, the sixth is refused, the right one too, email kept", async ({
    page,
    request,
  }) => {
    const email = await signUp(page);
    await signOut(page);
    await freshWindow();
    // Four quick wrong guesses straight at the form's endpoint, then one in the page.
    for (let i = 0; i < 4; i++) {
      const res = await request.post("/login", {
        form: { intent: "password", email, password: `wrong${i}pass1` },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(400);
    }
    await page.goto("/login");
    await signInWithPassword(page, email, "wrong5pass1");
    await expect(page.getByText("Invalid login credentials")).toBeVisible();
    const refused = page.waitForResponse((r) => r.request().method() === "POST");
    await signInWithPassword(page, email, PASSWORD);
    expect((await refused).status()).toBe(429);
    await expect(page.getByText("Too many attempts. Please wait a minute and try again.")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    // In the visitor's language.
    const german = await request.post("/login", {
      form: { intent: "password", email, password: PASSWORD },
      headers: { "Accept-Language": "de" },
      maxRedirects: 0,
    });
    expect(german.status()).toBe(429);
    expect(await german.text()).toContain("Zu viele Versuche. Bitte warte eine Minute und versuche es dann erneut.");
  });

  test("emails per visitor: the eleventh sign-up in a minute is refused with the email kept", async ({
    page,
    request,
  }) => {
    test.skip(!test.info().project.name.includes("no-js"), "the limit is the server's; one project is enough");
    await freshWindow();
    for (let i = 0; i < 10; i++) {
      const res = await request.post("/login/sign-up", {
        form: { email: uniqueEmail("burst"), password: PASSWORD },
        maxRedirects: 0,
      });
      expect(res.status(), `sign-up ${i + 1}`).toBe(302);
    }
    const email = uniqueEmail("eleventh");
    await page.goto("/login/sign-up");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    const refused = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Create account" }).click();
    expect((await refused).status()).toBe(429);
    await expect(page.getByText("Too many attempts. Please wait a minute and try again.")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
  });

  test("invitations: ten submits a minute per person, then a message next to the addresses", async ({ page }) => {
    test.skip(!test.info().project.name.includes("no-js"), "the limit is the server's; one project is enough");
    await newDashboard(page);
    const settings = page.url().replace(/\/?(\?.*)?$/, "/settings");
    await freshWindow();
    // Past the free plan's five seats the answer is the plan's 422; either way the submit
    // went through the rate limiter, which is what the eleventh one runs into.
    for (let i = 0; i < 10; i++) {
      const res = await page.request.post(settings, {
        form: { intent: "invite", emails: uniqueEmail(`guest${i}`), requestId: crypto.randomUUID() },
        maxRedirects: 0,
      });
      expect(res.status(), `invite ${i + 1}`).toBe(i < 4 ? 302 : 422);
    }
    await page.goto(`${settings}?invite`);
    const panel = page.getByRole("dialog", { name: "Invite people" });
    const typed = uniqueEmail("one-too-many");
    await panel.getByLabel("Email addresses").fill(typed);
    await panel.getByRole("button", { name: "Send invitations" }).click();
    await expect(
      page.getByText("You sent many invitations in a short time. Please wait a minute and try again."),
    ).toBeVisible();
    await expect(page.getByLabel("Email addresses")).toHaveValue(typed);
  });
});
