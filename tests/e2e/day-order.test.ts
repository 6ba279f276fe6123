import { expect, test } from "./fixtures";
import { items, newDashboard, quickAdd, saved } from "./helpers";

// Each member's order of the days (decision 035), with JavaScript on and off: chosen in the
// dashboard's settings, followed by the day view, and undone without losing the members' order.
test("a member sees the day with priority first, then their own order again", async ({ page, javaScriptEnabled }) => {
  await newDashboard(page);
  const day = page.url();
  await quickAdd(page, "Water the plants");
  await expect(items(page)).toHaveText(["Water the plants"]);
  await quickAdd(page, "Pay the rent p1");
  await expect(items(page)).toHaveText(["Water the plants", "Pay the rent"]);
  await quickAdd(page, "Call the plumber p2");
  await expect(items(page)).toHaveText(["Water the plants", "Pay the rent", "Call the plumber"]);

  const choose = async (label: string) => {
    await page.goto(`${day}/settings`);
    const order = page.getByLabel("Order of each day");
    // Without JavaScript, choose and press Save order; with it, choosing saves (the button is hidden).
    if (javaScriptEnabled) {
      await expect(page.getByRole("button", { name: "Save order" })).toBeHidden();
      await saved(page, true, () => order.selectOption({ label }).then(() => undefined));
    } else {
      await order.selectOption({ label });
      await saved(page, false, () => page.getByRole("button", { name: "Save order" }).click());
    }
    await expect(page.getByText("Options saved.")).toBeVisible();
    await expect(page.getByLabel("Order of each day")).toHaveValue(
      label.startsWith("Priority") ? "priority" : "manual",
    );
  };

  await choose("Priority first (priority 1 at the top)");
  await page.goto(day);
  await expect(items(page)).toHaveText(["Pay the rent", "Call the plumber", "Water the plants"]);
  await expect(page.getByText("Priority first.")).toBeVisible();
  // Moving rows is not offered: the order is not the member's to change here.
  await page.getByRole("link", { name: "More actions Call the plumber", exact: true }).click();
  const menu = page.getByRole("group", { name: "More actions Call the plumber", exact: true });
  await expect(menu.getByRole("button", { name: "Move to tomorrow" })).toBeVisible();
  await expect(menu.getByRole("button", { name: "Move up" })).toHaveCount(0);
  await expect(page.locator("li[draggable]")).toHaveCount(0);

  // A new objective takes its place by priority.
  await page.goto(day);
  await quickAdd(page, "Renew passport p1");
  await expect(items(page)).toHaveText(["Pay the rent", "Renew passport", "Call the plumber", "Water the plants"]);

  await choose("Your order (move up and down, drag)");
  await page.goto(day);
  await expect(items(page)).toHaveText(["Water the plants", "Pay the rent", "Call the plumber", "Renew passport"]);
  await expect(page.getByText("Priority first.")).toHaveCount(0);
  if (javaScriptEnabled) await expect(page.locator("li[draggable]")).toHaveCount(4);
});

test("an order the list does not offer is refused next to the field", async ({ page }) => {
  await newDashboard(page);
  const refused = await page.request.post(`${page.url()}/settings`, {
    form: { intent: "day-order", order: "alphabetical" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("Choose an order from the list.");
});
