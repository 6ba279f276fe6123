import { expect, test } from "./fixtures";
import { dismissToasts, dragInSteps, hydrated, newDashboard, quickAdd, saved } from "./helpers";

// /upcoming as a week of hours (decision 096): a column a day, what has no time on top, what
// has one by the hour, as long as it takes, overlapping ones side by side; a title to its page
// and back to the week; with a mouse, dragged onto another day at the same time. JavaScript
// on and off.
test("upcoming as a week of hours: all day on top, times placed by the hour and side by side, back from an objective", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Home");
  for (const line of [
    "Standup tomorrow 9:00-9:30",
    "Workshop tomorrow 10:00-12:00 p1",
    "Call Bo tomorrow 10:30",
    "Expenses tomorrow",
  ])
    await saved(page, javaScriptEnabled, () => quickAdd(page, line));

  await page.goto("/upcoming");
  if (javaScriptEnabled) await hydrated(page);
  const layout = page.getByRole("form", { name: "Layout" });
  await layout.getByRole("button", { name: "Week" }).click();
  await expect(layout.getByRole("button", { name: "Week" })).toHaveAttribute("aria-pressed", "true");

  // Tomorrow's column: what has no time on top, the rest in the order of their times, each
  // read out with its time (a span with its length) and its dashboard.
  const tomorrow = page.getByRole("region", { name: /^Tomorrow · / });
  await expect(tomorrow.getByRole("list", { name: "All day" }).getByRole("listitem")).toHaveText(["Expenses · Home"]);
  const timed = tomorrow.getByRole("list", { name: "At a time" }).getByRole("listitem");
  await expect(timed).toHaveCount(3);
  // Short ones show their start after the title, and read out their whole span first.
  await expect(timed.nth(0).getByRole("link")).toHaveAccessibleName("9:00 – 9:30 AM Standup · Home");
  await expect(timed.nth(0).locator("time")).toHaveText("9:00 AM");
  await expect(timed.nth(1).getByRole("link")).toHaveAccessibleName("10:00 AM – 12:00 PM Workshop · Home");
  await expect(timed.nth(2).getByRole("link")).toHaveAccessibleName("10:30 AM Call Bo · Home");
  // Placed by the quarter hour from 8 AM (the first hour drawn), the call beside the workshop.
  await expect(timed.nth(0)).toHaveClass(/(^| )row-start-5 row-span-2 col-start-1 col-span-12( |$)/);
  await expect(timed.nth(1)).toHaveClass(/(^| )row-start-9 row-span-8 col-start-1 col-span-6( |$)/);
  await expect(timed.nth(1)).toHaveClass(/(^| )wk-p1( |$)/);
  await expect(timed.nth(2)).toHaveClass(/(^| )row-start-11 row-span-2 col-start-7 col-span-6( |$)/);
  // The grid's hours: 8 AM to 6 PM, on the left.
  await expect(page.locator(".week-hours .week-slots > span").first()).toHaveText("8:00 AM");
  await expect(page.locator(".week-hours .week-slots > span").last()).toHaveText("5:00 PM");

  // A title opens its page, whose Cancel comes back to the week (kept on this device).
  await timed.nth(1).getByRole("link").click();
  await expect(page).toHaveURL(/\/objectives\/[\w-]+\?from=upcoming$/);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/upcoming$/);
  await expect(layout.getByRole("button", { name: "Week" })).toHaveAttribute("aria-pressed", "true");
  await expect(timed).toHaveCount(3);

  if (javaScriptEnabled) {
    // With a mouse, onto the next day: there at the same time, the workshop alone again.
    await hydrated(page);
    await dismissToasts(page);
    const after = page.locator("section.week-day").nth(1);
    await dragInSteps(page, timed.nth(2), after);
    await expect(page.getByText(/^Moved to /)).toBeVisible();
    await expect(after.getByRole("list", { name: "At a time" }).getByRole("link")).toHaveAccessibleName(
      "10:30 AM Call Bo · Home",
    );
    await expect(timed.nth(1)).toHaveClass(/(^| )col-start-1 col-span-12( |$)/);
    // "]" goes a week on, as "Next 7 days" does.
    await page.keyboard.press("]");
    await expect(page).toHaveURL(/\/upcoming\?from=\d{4}-\d\d-\d\d$/);
    await expect(page.getByRole("region", { name: /^Tomorrow · / })).toHaveCount(0);
  }

  // Back to the list.
  await layout.getByRole("button", { name: "List" }).click();
  await expect(layout.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(".week")).toHaveCount(0);
});
