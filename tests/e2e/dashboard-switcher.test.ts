import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { createDashboard, hydrated, newDashboard } from "./helpers";

// The switcher beside a dashboard's name: with JavaScript, one's dashboards (favorites first,
// in one's order) to go straight to one from any of its pages; without, a link to /dashboards.

test("the switcher beside a dashboard's name leads to one's other dashboards", async ({ page, javaScriptEnabled }) => {
  await newDashboard(page, "Allotment");
  await createDashboard(page, "Books");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Books");
  if (!javaScriptEnabled) {
    await page.getByRole("link", { name: "Switch dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your dashboards" })).toBeVisible();
    return;
  }
  await hydrated(page);
  const trigger = page.getByRole("button", { name: "Switch dashboard" });
  const list = page.getByRole("list", { name: "Your dashboards" });
  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await expect(list.getByRole("link")).toHaveText(["Allotment", "Books"]);
  await expect(list.getByRole("link", { name: "Books" })).toHaveAttribute("aria-current", "page");
  const serious = (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious).toEqual([]);
  // Escape closes it, the focus back on its button; so does a click elsewhere.
  await page.keyboard.press("Escape");
  await expect(list).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await trigger.click();
  await heading.click();
  await expect(list).toHaveCount(0);

  // From another of its pages: the chosen dashboard's day, the list closed.
  await page.getByRole("link", { name: "Calendar", exact: true }).click();
  await expect(page).toHaveURL(/\/calendar/);
  await trigger.click();
  await list.getByRole("link", { name: "Allotment" }).click();
  await expect(heading).toHaveText("Allotment");
  await expect(page).not.toHaveURL(/\/calendar/);
  await expect(list).toHaveCount(0);

  // "d" on the day opens it, the focus on the current dashboard; the arrows walk it.
  await page.keyboard.press("d");
  await expect(list.getByRole("link", { name: "Allotment" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(list.getByRole("link", { name: "Books" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("link", { name: "All dashboards" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(list.getByRole("link", { name: "Allotment" })).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  await expect(heading).toHaveText("Books");
  // ArrowDown on its button opens it too.
  await trigger.focus();
  await page.keyboard.press("ArrowDown");
  await expect(list.getByRole("link", { name: "Books" })).toBeFocused();
  await page.keyboard.press("Escape");

  // "All dashboards" leads to them all.
  await trigger.click();
  await page.getByRole("link", { name: "All dashboards" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your dashboards" })).toBeVisible();
});
