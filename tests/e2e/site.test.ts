import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { E2E_BUILD_DIR } from "../../playwright.config";
import { expect, test } from "./fixtures";

test.describe("landing pages, languages and errors", () => {
  test("the landing pages have real content", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Plan your days, together." })).toBeVisible();
    // What the product does, each in a few words.
    const features = page.getByRole("region", { name: "Everything a day needs, nothing it doesn't" });
    await expect(features.getByRole("heading", { level: 3 })).toHaveCount(12);
    await expect(features.getByRole("heading", { name: "Type it, it's planned" })).toBeVisible();
    await expect(features.getByRole("heading", { name: "Repeats that fit real life" })).toBeVisible();
    await page.getByRole("link", { name: "About" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "About Planner" })).toBeVisible();
    await page.getByRole("link", { name: "Privacy policy" }).click();
    await expect(page.getByRole("heading", { name: "Payments" })).toBeVisible();
    await expect(page.getByText("Payments go through Stripe.")).toBeVisible();
    await page.getByRole("link", { name: "Terms of service" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Terms of service" })).toBeVisible();
  });

  test("an unknown URL gives a 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/this/page/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });

  test("switching the language persists across visits", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1, name: "Über Planner" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Plane deine Tage – gemeinsam." })).toBeVisible();
    await page.getByRole("button", { name: "日本語" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Plan your days, together." })).toBeVisible();
  });

  test.describe("with a German browser", () => {
    test.use({ locale: "de-DE" });
    test("Accept-Language: de gives German pages", async ({ page }) => {
      await page.goto("/login");
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.getByRole("heading", { level: 1, name: "Anmelden" })).toBeVisible();
      const response = await page.goto("/nope");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
    });
  });
});

test.describe("pages as one-byte text (decision 023)", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP and files only: one project is enough");

  test("the Worker's code is ASCII, so no page takes a piece of it as two-byte text", () => {
    const dir = path.join(import.meta.dirname, "../..", E2E_BUILD_DIR, "server");
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".js"));
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      expect(readFileSync(path.join(dir, file), "utf8"), file).not.toMatch(/[\u0080-\uffff]/);
    }
  });

  test("an English page is Latin-1 only, the language names as character references", async ({ page, request }) => {
    const home = await (await request.get("/", { headers: { "Accept-Language": "en" } })).text();
    expect(home.match(/[\u0100-\uffff]/g) ?? []).toEqual([]);
    const html = await (await request.get("/about", { headers: { "Accept-Language": "en" } })).text();
    expect(html).toContain('lang="ja"');
    expect(html).toContain("&#26085;&#26412;&#35486;");
    expect(html.match(/[\u0100-\uffff]/g) ?? []).toEqual([]);
    // Read as text they are the names, for people and for assistive technology.
    await page.goto("/about");
    await expect(page.getByRole("button", { name: "中文" })).toHaveAttribute("lang", "zh-CN");
    await expect(page.getByRole("button", { name: "日本語" })).toBeVisible();
  });
});
