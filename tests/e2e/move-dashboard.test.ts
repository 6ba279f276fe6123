import { expect, test } from "./fixtures";
import { items, list, newDashboard, quickAdd, rowAction } from "./helpers";

// An objective moves to another of one's dashboards from its edit page (decision 039), its
// filter going by name, with Undo. With JavaScript on and off.

test("move an objective to another dashboard from its edit page, and back with Undo", async ({ page }) => {
  await newDashboard(page, "Work");
  const work = new URL(page.url()).pathname;
  await quickAdd(page, "Buy paint #errands");
  await expect(items(page)).toHaveText(["Buy paint"]);
  // With one dashboard there is nowhere to move it.
  await rowAction(page, "Buy paint", "Edit");
  await expect(page.getByRole("heading", { name: "Edit objective" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Dashboard", exact: true })).toHaveCount(0);

  await page.goto("/dashboards");
  await page.getByLabel("Name of the new dashboard").fill("Home");
  await page.getByRole("button", { name: "Add dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  const home = new URL(page.url()).pathname;

  await page.goto(work);
  await rowAction(page, "Buy paint", "Edit");
  const select = page.getByRole("combobox", { name: "Dashboard", exact: true });
  await expect(select.locator("option")).toHaveText(["Home", "Work"]);
  await expect(select.locator("option:checked")).toHaveText("Work");
  await select.selectOption({ label: "Home" });
  await page.getByLabel("Title").fill("Buy white paint");
  await page.getByRole("button", { name: "Save changes" }).click();

  // On Home's day now, with the same save's new title and its filter made there.
  await expect(page.getByText("Moved to Home.")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === home && /^\?day=\d{4}-\d\d-\d\d$/.test(url.search));
  await expect(items(page)).toHaveText(["Buy white paint"]);
  await expect(list(page).getByText("errands", { exact: true })).toBeVisible();

  // Undo moves it back, to Work's day.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("Moved to Work.")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === work);
  await expect(items(page)).toHaveText(["Buy white paint"]);
  await page.goto(home);
  await expect(page.getByText("No tasks found")).toBeVisible();
});
