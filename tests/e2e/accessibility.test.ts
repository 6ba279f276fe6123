import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

// axe runs inside the page, so only in the JavaScript project; the markup is the same in both.
test.describe("accessibility", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript in the page");

  for (const path of ["/", "/about", "/privacy-policy", "/login", "/login/sign-up", "/login/code", "/login/forgot-password", "/nope"]) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
});
