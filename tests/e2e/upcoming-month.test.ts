import { expect, test } from "./fixtures";
import {
  appToday,
  createDashboard,
  dismissToasts,
  dragInSteps,
  hydrated,
  list,
  newDashboard,
  quickAdd,
  saved,
} from "./helpers";

// /upcoming as a month (decision 089): every dashboard's objectives in one grid, each with
// its dashboard's colour; months by link, a day's number to its week as a list, a title to its
// page and back to the month; with a mouse, dragged onto another day. JavaScript on and off.
test("upcoming as a month: every dashboard in one grid, in their colours, other months, and back from an objective", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Home");
  await saved(page, javaScriptEnabled, () => quickAdd(page, "Water the plants tomorrow"));
  await createDashboard(page, "Work");
  await saved(page, javaScriptEnabled, () => quickAdd(page, "Send the report"));
  await expect(list(page).getByText("Send the report")).toBeVisible();

  await page.goto("/upcoming");
  if (javaScriptEnabled) await hydrated(page);
  const layout = page.getByRole("form", { name: "Layout" });
  await layout.getByRole("button", { name: "Month" }).click();
  await expect(layout.getByRole("button", { name: "Month" })).toHaveAttribute("aria-pressed", "true");
  const grid = page.getByRole("table");
  const today = appToday();
  const monthName = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${today.slice(0, 7)}-01T00:00:00Z`),
  );
  await expect(grid.locator("caption")).toHaveText(monthName);
  // Today's cell holds Work's (today's is on the grid too), tomorrow's Home's, each in its colour.
  const todays = grid.locator("td").filter({ has: page.locator('a[aria-current="date"]') });
  const report = todays.getByRole("listitem").filter({ hasText: "Send the report" });
  await expect(report.locator(".cal-swatch")).toHaveClass(/bg-orange-500/);
  const plants = grid.getByRole("listitem").filter({ hasText: "Water the plants" });
  await expect(plants.locator(".cal-swatch")).toHaveClass(/bg-blue-600/);
  // Kept on this device: a new load is a month again.
  await page.goto("/upcoming");
  await expect(grid.locator("caption")).toHaveText(monthName);

  // Other months by link, and back.
  await page.getByRole("link", { name: "Next month" }).click();
  await expect(page).toHaveURL(/\/upcoming\?month=\d{4}-\d\d$/);
  await expect(grid.locator("caption")).not.toHaveText(monthName);
  await page.getByRole("link", { name: "This month" }).click();
  await expect(grid.locator("caption")).toHaveText(monthName);
  const month = `/upcoming?month=${today.slice(0, 7)}`;

  // A title opens its page, whose Cancel comes back to the month.
  await plants.getByRole("link", { name: "Water the plants" }).click();
  await expect(page).toHaveURL(/\/objectives\/[\w-]+\?from=upcoming&month=\d{4}-\d\d$/);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(new RegExp(`${month.replace("?", "\\?")}$`));
  await expect(grid.locator("caption")).toHaveText(monthName);

  // Tomorrow's number opens its week as a list (this view alone: the month stays chosen).
  const tomorrowCell = grid
    .locator("td")
    .filter({ has: page.getByRole("listitem").filter({ hasText: "Water the plants" }) });
  await tomorrowCell.locator("a").first().click();
  await expect(page).toHaveURL(/\/upcoming\?from=\d{4}-\d\d-\d\d&layout=list$/);
  await expect(page.getByRole("region", { name: /^Tomorrow · / }).getByText("Water the plants")).toBeVisible();
  await page.goto("/upcoming");
  await expect(grid.locator("caption")).toHaveText(monthName);

  if (javaScriptEnabled) {
    // "]" and "[" go a month, as the links do.
    await hydrated(page);
    await page.keyboard.press("]");
    await expect(grid.locator("caption")).not.toHaveText(monthName);
    await page.keyboard.press("[");
    await expect(grid.locator("caption")).toHaveText(monthName);
    // With a mouse, onto another day: moved there, on the month still.
    await hydrated(page);
    await dismissToasts(page);
    await dragInSteps(page, plants, todays);
    await expect(todays.getByRole("listitem")).toHaveText(["Water the plants", "Send the report"]);
    await expect(page.getByText(/^Moved to /)).toBeVisible();
    await expect(page).toHaveURL(/\/upcoming(\?month=\d{4}-\d\d)?$/);
  }

  // Back to the list: the month's address is the list's first week.
  await layout.getByRole("button", { name: "List" }).click();
  await expect(layout.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
  await expect(grid).toHaveCount(0);
});
