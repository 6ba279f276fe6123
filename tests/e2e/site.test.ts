import { expect, test } from "./fixtures";

test.describe("landing pages, languages and errors", () => {
  test("the landing pages have real content", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Plan your days, together." })).toBeVisible();
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
