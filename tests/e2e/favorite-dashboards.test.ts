import { expect, test } from "./fixtures";
import { createDashboard, dragInSteps, hydrated, signUp } from "./helpers";

// Favorite dashboards (decision 053): a card's star puts the dashboard first on /dashboards
// and first among quick add's dashboards on /today. JavaScript on and off.

test("a star makes a dashboard a favorite: first on /dashboards and in /today's quick add", async ({
  page,
  javaScriptEnabled,
}) => {
  await signUp(page);
  for (const name of ["Allotment", "Books", "Chores"]) await createDashboard(page, name);
  await page.goto("/dashboards");
  const cards = page.getByRole("heading", { level: 2 });
  await expect(cards).toHaveText(["Allotment", "Books", "Chores"]);
  if (javaScriptEnabled) await hydrated(page);

  await page.getByRole("button", { name: "Add Chores to favorites" }).click();
  await expect(page.getByText("Added to favorites: it comes first.")).toBeVisible();
  await expect(cards).toHaveText(["Chores", "Allotment", "Books"]);
  await expect(page.getByRole("button", { name: "Remove Chores from favorites" })).toBeVisible();
  await page.getByRole("button", { name: "Add Books to favorites" }).click();
  await expect(cards).toHaveText(["Books", "Chores", "Allotment"]);

  await page.goto("/today");
  await expect(page.getByRole("combobox", { name: "Dashboard" }).locator("option")).toHaveText([
    "Books",
    "Chores",
    "Allotment",
  ]);

  await page.goto("/dashboards");
  if (javaScriptEnabled) await hydrated(page);
  await page.getByRole("button", { name: "Remove Books from favorites" }).click();
  await expect(page.getByText("Removed from favorites.")).toBeVisible();
  await expect(cards).toHaveText(["Chores", "Allotment", "Books"]);
});

// One's own order (decision 061): "Arrange" gives each card "Earlier" and "Later".
test("arranging puts dashboards in one's own order, kept on /dashboards and in /today's quick add", async ({
  page,
  javaScriptEnabled,
}) => {
  await signUp(page);
  for (const name of ["Allotment", "Books", "Chores"]) await createDashboard(page, name);
  await page.goto("/dashboards");
  const cards = page.getByRole("heading", { level: 2 });
  await expect(cards).toHaveText(["Allotment", "Books", "Chores"]);
  // Nothing to press until one asks to arrange.
  await expect(page.getByRole("button", { name: "Move Chores earlier" })).toHaveCount(0);
  await page.getByRole("link", { name: "Arrange" }).click();
  await expect(page.getByText("Only you see this order.")).toBeVisible();
  if (javaScriptEnabled) await hydrated(page);

  // At the ends one way is closed.
  await expect(page.getByRole("button", { name: "Move Allotment earlier" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Move Chores later" })).toBeDisabled();
  await page.getByRole("button", { name: "Move Chores earlier" }).click();
  await expect(cards).toHaveText(["Allotment", "Chores", "Books"]);
  await page.getByRole("button", { name: "Move Chores earlier" }).click();
  await expect(cards).toHaveText(["Chores", "Allotment", "Books"]);
  // The keyboard stays where it was: on the card that moved.
  if (javaScriptEnabled) await expect(page.getByRole("button", { name: "Move Chores later" })).toBeFocused();
  await page.getByRole("button", { name: "Move Allotment later" }).click();
  await expect(cards).toHaveText(["Chores", "Books", "Allotment"]);
  await expect(page).toHaveURL(/\/dashboards\?arrange=?$/);
  let order = ["Chores", "Books", "Allotment"];
  if (javaScriptEnabled) {
    // With a mouse, a card dropped on another takes its place.
    await dragInSteps(page, cards.filter({ hasText: "Allotment" }), cards.filter({ hasText: "Chores" }));
    order = ["Allotment", "Chores", "Books"];
    await expect(cards).toHaveText(order);
  }

  // Saved: the same order on a new load, and where quick add offers them.
  await page.getByRole("link", { name: "Done" }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
  await expect(cards).toHaveText(order);
  await page.goto("/today");
  await expect(page.getByRole("combobox", { name: "Dashboard" }).locator("option")).toHaveText(order);
});
