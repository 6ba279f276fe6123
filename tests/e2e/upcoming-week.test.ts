import { expect, test } from "./fixtures";
import type { Locator } from "@playwright/test";
import { dismissToasts, dragInSteps, dropOnHours, hydrated, newDashboard, quickAdd, saved } from "./helpers";

// /upcoming as a week of hours (decision 096): a column a day, what has no time on top, what
// has one by the hour, as long as it takes, overlapping ones side by side; a title to its page
// and back to the week; with a mouse, dragged onto another day at the same time. JavaScript
// on and off.
// Tall enough for the hours 8 AM to 6 PM with the page above them: a drag does not scroll.
test.use({ viewport: { width: 1280, height: 1500 } });

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
    await hydrated(page);
    await dismissToasts(page);
    const hoursOf = (day: Locator) => day.getByRole("list", { name: "At a time" });
    const allDayOf = (day: Locator) => day.getByRole("list", { name: "All day" });
    const after = page.locator("section.week-day").nth(1);
    // The standup's bottom edge, held and let go on the 10 AM line: an hour long, with Undo.
    const standup = timed.filter({ hasText: "Standup" });
    const edge = (await standup.locator(".wk-stretch").boundingBox())!;
    const grid = (await hoursOf(tomorrow).boundingBox())!;
    await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2);
    await page.mouse.down();
    await page.mouse.move(edge.x + edge.width / 2, grid.y + (grid.height / 40) * 8, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByText("Now 9:00 – 10:00 AM.")).toBeVisible();
    await expect(standup.getByRole("link")).toHaveAccessibleName("9:00 – 10:00 AM Standup · Home");
    await expect(standup).toHaveClass(/(^| )row-start-5 row-span-4 /);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(standup.getByRole("link")).toHaveAccessibleName("9:00 – 9:30 AM Standup · Home");
    await dismissToasts(page);
    // With a mouse, "Expenses" from "All day" onto 2 PM: a time of its own, with Undo.
    await dropOnHours(page, allDayOf(tomorrow).getByRole("listitem"), hoursOf(tomorrow), "14:00");
    await expect(page.getByText(/^Moved to \w+day, .* at 2:00 PM\.$/)).toBeVisible();
    await expect(hoursOf(tomorrow).getByRole("link", { name: /Expenses/ })).toHaveAccessibleName(
      "2:00 PM Expenses · Home",
    );
    await expect(allDayOf(tomorrow)).toHaveCount(0);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(allDayOf(tomorrow).getByRole("listitem")).toHaveText(["Expenses · Home"]);
    await dismissToasts(page);
    // The workshop, held by its middle, an hour later on the next day: it keeps its length.
    const workshop = timed.filter({ hasText: "Workshop" });
    await dropOnHours(page, workshop, hoursOf(after), "11:00", true);
    await expect(hoursOf(after).getByRole("link")).toHaveAccessibleName("11:00 AM – 1:00 PM Workshop · Home");
    await expect(timed.filter({ hasText: "Call Bo" })).toHaveClass(/(^| )col-start-1 col-span-12( |$)/);
    // Onto "All day": no time any more.
    await dismissToasts(page);
    await dragInSteps(page, hoursOf(after).getByRole("listitem"), after.locator(".week-top"));
    await expect(allDayOf(after).getByRole("listitem")).toHaveText([/^Workshop · Home/]);
    await expect(hoursOf(after).getByRole("listitem")).toHaveCount(0);
    // A click on a free hour starts quick add's line with that day and time; the title typed, it is there.
    const free = (await hoursOf(after).boundingBox())!;
    await page.mouse.click(free.x + free.width / 2, free.y + (free.height / 40) * 28 + 3);
    const line = page.getByLabel("New objective");
    await expect(line).toHaveValue(/^\d{4}-\d\d-\d\d 15:00 $/);
    await expect(line).toBeFocused();
    await page.keyboard.type("Dentist");
    await saved(page, true, () => page.getByRole("button", { name: "Add", exact: true }).click());
    await expect(hoursOf(after).getByRole("link")).toHaveAccessibleName("3:00 PM Dentist · Home");
    // "]" goes a week on, as "Next 7 days" does (not while typing in quick add).
    await line.blur();
    await page.keyboard.press("]");
    await expect(page).toHaveURL(/\/upcoming\?from=\d{4}-\d\d-\d\d$/);
    await expect(page.getByRole("region", { name: /^Tomorrow · / })).toHaveCount(0);
  }

  // Back to the list.
  await layout.getByRole("button", { name: "List" }).click();
  await expect(layout.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(".week")).toHaveCount(0);
});
