import { expect, test } from "./fixtures";
import { newDashboard, quickAdd, saved } from "./helpers";

// /upcoming: the next seven days on every dashboard, a list a day, each objective naming its
// dashboard, the days a repeating one comes back on, done with Undo, other weeks by link;
// with JavaScript on and off.

test("upcoming: the next days of every dashboard, repeats coming back, done with undo, other weeks", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  await newDashboard(page, "Work");
  for (const line of ["Send the report tomorrow", "Stand-up every 2 days", "Review the budget in 9 days"])
    await saved(page, javaScriptEnabled, () => quickAdd(page, line));
  await page.goto("/dashboards");
  await page.getByLabel("Name of the new dashboard").fill("home");
  await page.getByRole("button", { name: "Add dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "home" })).toBeVisible();
  await saved(page, javaScriptEnabled, () => quickAdd(page, "Water the plants tomorrow"));

  // From /today's tabs.
  await page.goto("/today");
  const views = page.getByRole("navigation", { name: "Across your dashboards" });
  await views.getByRole("link", { name: "Upcoming" }).click();
  await expect(page).toHaveURL(/\/upcoming$/);
  await expect(page.getByRole("heading", { level: 1, name: "Upcoming" })).toBeVisible();
  await expect(views.getByRole("link", { name: "Upcoming" })).toHaveAttribute("aria-current", "page");
  // The header's "Today" is marked as the section /upcoming belongs to, not as the page.
  const header = page.getByRole("navigation", { name: "Main" });
  await expect(header.getByRole("link", { name: "Today on every dashboard" })).toHaveAttribute("aria-current", "true");

  // Tomorrow: both dashboards' objectives, by dashboard name, each naming its dashboard.
  const tomorrow = page.getByRole("region", { name: /^Tomorrow · / });
  await expect(tomorrow.getByRole("listitem")).toHaveText([/^Water the plants\s*home$/, /^Send the report\s*Work$/]);
  // The stand-up comes back every other day: shown, with nothing to press.
  const days = page.getByRole("region");
  await expect(days.filter({ hasText: "Stand-up" })).toHaveCount(3);
  await expect(page.getByText("(repeats on this day)").first()).toBeAttached();
  await expect(page.getByRole("button", { name: /Stand-up/ })).toHaveCount(0);
  // Its repeat mark is drawn: the page carries the icons its rows use (icons.tsx).
  await expect(page.locator("symbol#icon-repeat")).toBeAttached();
  await expect(page.getByText("Review the budget")).toHaveCount(0);

  // Done where it is, and Undo.
  await saved(page, javaScriptEnabled, () =>
    tomorrow.getByRole("button", { name: "Mark as done Water the plants" }).click(),
  );
  await expect(page.getByText("Marked as done.")).toBeVisible();
  await expect(tomorrow.getByRole("button", { name: "Mark as not done Water the plants" })).toBeVisible();
  await saved(page, javaScriptEnabled, () => page.getByRole("button", { name: "Undo" }).click());
  await expect(tomorrow.getByRole("button", { name: "Mark as done Water the plants" })).toBeVisible();

  // Quick add: a line without a date goes on the first day shown, on the dashboard chosen.
  await page.getByRole("combobox", { name: "Dashboard" }).selectOption({ label: "Work" });
  await saved(page, javaScriptEnabled, () => quickAdd(page, "Book the room"));
  await expect(tomorrow.getByRole("listitem").filter({ hasText: "Book the room" })).toContainText("Work");

  // The next seven days, and back.
  await page.getByRole("link", { name: "Next 7 days" }).click();
  await expect(page).toHaveURL(/[?&]from=\d{4}-\d\d-\d\d/);
  await expect(page.getByText("Review the budget")).toBeVisible();
  await page.getByRole("link", { name: "Previous 7 days" }).click();
  await expect(page.getByRole("region", { name: /^Tomorrow · / })).toBeVisible();
  await expect(page.getByRole("link", { name: "Previous 7 days" })).toHaveCount(0);

  // A row's dashboard leads to that day there.
  await page
    .getByRole("region", { name: /^Tomorrow · / })
    .getByRole("listitem")
    .filter({ hasText: "Send the report" })
    .getByRole("link", { name: "Work" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Work" })).toBeVisible();
  await expect(page).toHaveURL(/[?&]day=\d{4}-\d\d-\d\d/);
  await expect(page.getByRole("button", { name: "Mark as done Send the report" })).toBeVisible();

  // A link with a date it cannot read says so, and shows the next days.
  const response = await page.goto("/upcoming?from=someday");
  expect(response?.status()).toBe(400);
  await expect(
    page.getByText("The date “someday” in the link was not understood, so the next days are shown."),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: /^Tomorrow · / })).toBeVisible();
});
