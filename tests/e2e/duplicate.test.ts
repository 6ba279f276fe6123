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

  await page.getByRole("link", { name: "Settings", exact: true }).click();
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
  await page.getByRole("link", { name: "Settings", exact: true }).click();
  const section = page.getByRole("region", { name: "Duplicate" });
  await section.getByLabel("Name of the copy").fill("   ");
  await section.getByRole("button", { name: "Duplicate dashboard" }).click();
  await expect(page.getByRole("region", { name: "Duplicate" }).getByText("Enter a name.")).toBeVisible();
  // Only there: the admin's Rename field above says nothing.
  await expect(page.getByText("Enter a name.")).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Duplicate" }).getByLabel("Name of the copy")).toHaveValue("   ");
  await expect(page.getByRole("heading", { level: 1, name: "Launch" })).toBeVisible();
});

test("a copy may start on another day: every objective moves with the earliest", async ({ page }) => {
  await newDashboard(page, "Move");
  const original = page.url();
  await page.goto(`${original}?day=2030-03-02`);
  await quickAdd(page, "Pack boxes");
  await expect(items(page)).toHaveText(["Pack boxes"]);
  await page.goto(`${original}?day=2030-03-04`);
  await quickAdd(page, "Return keys");
  await expect(items(page)).toHaveText(["Return keys"]);

  await page.goto(`${original}/settings`);
  const section = page.getByRole("region", { name: "Duplicate" });
  await section.getByLabel("Name of the copy").fill("Next move");
  await section.getByLabel("Start on (optional)").fill("2030-06-10");
  await section.getByRole("button", { name: "Duplicate dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Next move" })).toBeVisible();
  const copy = page.url().replace(/\?.*$/, "");
  await page.goto(`${copy}?day=2030-06-10`);
  await expect(items(page)).toHaveText(["Pack boxes"]);
  await page.goto(`${copy}?day=2030-06-12`);
  await expect(items(page)).toHaveText(["Return keys"]);

  // A start that is not a day is refused next to its field, the name kept.
  const refused = await page.request.post(`${original}/settings`, {
    form: { intent: "duplicate", name: "Odd", start: "2030-02-30", requestId: crypto.randomUUID() },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("This is not a day: choose one, or leave the field empty.");
});
