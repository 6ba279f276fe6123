import { expect, test } from "./fixtures";
import { E2E_TIME_ZONE } from "../../playwright.config";
import { dismissToasts, dropOnHours, hydrated, newDashboard, quickAdd, saved } from "./helpers";

/** The grid's row of the quarter hour it is now where the app's requests come from (8 AM is row 1). */
const nowRow = () => {
  const [hour = 0, minute = 0] = new Date()
    .toLocaleTimeString("en-GB", { timeZone: E2E_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
    .split(":")
    .map(Number);
  return Math.floor((hour * 60 + minute - 8 * 60) / 15) + 1;
};

// /today as its hours (decision 097): every dashboard's today in one column by the hour, what
// has no time on top with what is overdue, a line at the time it is; a title to its page and
// back; with a mouse, an overdue one dragged onto an hour of today. JavaScript on and off.
// Tall enough for the hours 8 AM to 6 PM with the page above them: a drag does not scroll.
test.use({ viewport: { width: 1280, height: 1500 } });

test("today as its hours: all day and overdue on top, times by the hour, the time it is, back from an objective", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Home");
  for (const line of ["Standup today 9:00-9:30", "Review today 13:00 p2", "Groceries today", "Report yesterday"])
    await saved(page, javaScriptEnabled, () => quickAdd(page, line));

  await page.goto("/today");
  if (javaScriptEnabled) await hydrated(page);
  const layout = page.getByRole("form", { name: "Layout" });
  await expect(layout.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
  await layout.getByRole("button", { name: "Hours" }).click();
  await expect(layout.getByRole("button", { name: "Hours" })).toHaveAttribute("aria-pressed", "true");

  // One column, read out as today; what has no time and what is overdue (with its day) on top.
  const today = page.getByRole("region", { name: /^Today · \w+day, / });
  await expect(today.getByRole("list", { name: "All day" }).getByRole("listitem")).toHaveText(["Groceries · Home"]);
  const overdue = today.getByRole("list", { name: "Overdue (1)" }).getByRole("listitem");
  await expect(overdue).toHaveText([/^Report · Home\w{3}, \w{3} \d+$/]);
  // The rest by the hour from 8 AM, each with its time and dashboard.
  const timed = today.getByRole("list", { name: "At a time" }).getByRole("listitem");
  await expect(timed).toHaveCount(2);
  await expect(timed.nth(0).getByRole("link")).toHaveAccessibleName("9:00 – 9:30 AM Standup · Home");
  await expect(timed.nth(0)).toHaveClass(/(^| )row-start-5 row-span-2 col-start-1 col-span-12( |$)/);
  await expect(timed.nth(1).getByRole("link")).toHaveAccessibleName("1:00 PM Review · Home");
  await expect(timed.nth(1)).toHaveClass(/(^| )row-start-21 row-span-2 .*wk-p2|wk-p2.* row-start-21 row-span-2( |$)/);
  // The time it is (about midday where the requests come from): a line at its quarter hour.
  const before = nowRow();
  const row = Number((await today.locator(".wk-now").getAttribute("class"))!.match(/row-start-(\d+)/)![1]);
  expect(row).toBeGreaterThanOrEqual(before - 1);
  expect(row).toBeLessThanOrEqual(nowRow());

  // A title opens its page, whose Cancel comes back to the hours (kept on this device).
  await timed.nth(1).getByRole("link").click();
  await expect(page).toHaveURL(/\/objectives\/[\w-]+\?from=today$/);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/today$/);
  await expect(layout.getByRole("button", { name: "Hours" })).toHaveAttribute("aria-pressed", "true");
  await expect(timed).toHaveCount(2);

  if (javaScriptEnabled) {
    await hydrated(page);
    await dismissToasts(page);
    const hours = today.getByRole("list", { name: "At a time" });
    // The overdue report onto 3 PM: today then, with Undo back to yesterday.
    await dropOnHours(page, overdue, hours, "15:00");
    await expect(page.getByText(/^Moved to \w+day, .* at 3:00 PM\.$/)).toBeVisible();
    await expect(hours.getByRole("link", { name: /Report/ })).toHaveAccessibleName("3:00 PM Report · Home");
    await expect(today.getByRole("list", { name: /^Overdue/ })).toHaveCount(0);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(overdue).toHaveText([/^Report · Home/]);
    await expect(timed).toHaveCount(2);
    await dismissToasts(page);
    // A click on a free hour starts quick add's line at that time; the title typed, it is there.
    const free = (await hours.boundingBox())!;
    await page.mouse.click(free.x + free.width / 2, free.y + (free.height / 40) * 32 + 3);
    const line = page.getByLabel("New objective");
    await expect(line).toHaveValue(/^\d{4}-\d\d-\d\d 16:00 $/);
    await page.keyboard.type("Dentist");
    await saved(page, true, () => page.getByRole("button", { name: "Add", exact: true }).click());
    await expect(hours.getByRole("link", { name: /Dentist/ })).toHaveAccessibleName("4:00 PM Dentist · Home");
  }

  // Back to the list: a section for the dashboard.
  await layout.getByRole("button", { name: "List" }).click();
  await expect(layout.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(".week")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Home", level: 2 })).toBeVisible();
});

test("the line for the time it is moves on with the minutes passed, by the database's clock", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "Without JavaScript the line stays where the page drew it");
  await page.clock.install();
  await newDashboard(page, "Home");
  await page.goto("/today?layout=hours");
  await hydrated(page);
  const line = page.locator(".wk-now");
  const row = async () => Number((await line.getAttribute("class"))!.match(/row-start-(\d+)/)![1]);
  const drawn = await row();
  // Half an hour on the page's clock: two quarter hours further down.
  await page.clock.runFor(30 * 60_000);
  await expect.poll(row).toBe(drawn + 2);
});
