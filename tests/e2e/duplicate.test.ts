import { expect, test } from "./fixtures";
import { items, newDashboard, quickAdd } from "./helpers";

// Duplicating a dashboard (decision 036), with JavaScript on and off: the copy is the
// member's own, with the filters and open objectives; a bad name is refused next to the field.
test("a member duplicates a dashboard and lands on the copy", async ({ page }) => {
  await newDashboard(page, "Launch");
  const original = page.url();
  await quickAdd(page, "Book the hall #venue p1");
  await expect(items(page)).toHaveText(["Book the hall"]);
  await quickAdd(page, "Old news");
  await expect(items(page)).toHaveText(["Book the hall", "Old news"]);
  await page.getByRole("button", { name: "Mark as done Old news" }).click();
  await expect(page.getByRole("button", { name: "Mark as not done Old news" })).toBeVisible();

  await page.getByRole("link", { name: "Settings" }).click();
  const section = page.getByRole("region", { name: "Duplicate" });
  await expect(section.getByLabel("Name of the copy")).toHaveValue("Launch (copy)");
  await section.getByRole("button", { name: "Duplicate dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Launch (copy)" })).toBeVisible();
  await expect(page.getByText("Dashboard duplicated: Launch (copy).")).toBeVisible();
  expect(page.url()).not.toBe(original);
  // Done objectives stay behind; the filter came along with its objective.
  await expect(items(page)).toHaveText(["Book the hall"]);
  await expect(page.locator(".check.pri1")).toHaveCount(1);
  await expect(page.getByRole("list").getByText("venue")).toBeVisible();

  await page.goto("/dashboards");
  await expect(page.getByRole("heading", { name: "Launch (copy)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Launch", exact: true })).toBeVisible();
});

test("an empty name is refused next to the field, what was typed kept", async ({ page }) => {
  await newDashboard(page, "Launch");
  await page.getByRole("link", { name: "Settings" }).click();
  const section = page.getByRole("region", { name: "Duplicate" });
  await section.getByLabel("Name of the copy").fill("   ");
  await section.getByRole("button", { name: "Duplicate dashboard" }).click();
  await expect(page.getByRole("region", { name: "Duplicate" }).getByText("Enter a name.")).toBeVisible();
  // Only there: the admin's Rename field above says nothing.
  await expect(page.getByText("Enter a name.")).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Duplicate" }).getByLabel("Name of the copy")).toHaveValue("   ");
  await expect(page.getByRole("heading", { level: 1, name: "Launch" })).toBeVisible();
});
