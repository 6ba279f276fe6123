import { expect, test } from "./fixtures";
import { items, list, newDashboard, quickAdd, rowAction } from "./helpers";

// An objective's description (decision 031): written on its edit page, its first line under
// the title on the day, found by search. With JavaScript on and off (both projects).

test("describe an objective: its first line shows under the title, search finds its words, a too long one is refused with the text kept", async ({
  page,
}) => {
  await newDashboard(page, "Trip");
  await quickAdd(page, "Pick up the rental car");
  await expect(items(page)).toHaveText(["Pick up the rental car"]);
  const dayUrl = page.url();

  await rowAction(page, "Pick up the rental car", "Edit");
  const description = page.getByLabel("Description");
  await expect(description).toHaveValue("");
  await expect(page.getByText("Its first line shows under the title.", { exact: false })).toBeVisible();
  // Too long: refused next to the field, everything typed kept (the browser's maxlength is
  // the first guard; without it the server says the same).
  await description.evaluate((el) => el.removeAttribute("maxlength"));
  const tooLong = "x".repeat(5001);
  await description.fill(tooLong);
  await page.getByLabel("Title").fill("Pick up the rental car at 9");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("The description can be at most 5,000 characters long.")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("Pick up the rental car at 9");
  await expect(description).toHaveValue(tooLong);

  await description.fill(
    "Terminal 2, desk of Rent-a-Ride, at the far end of the arrivals hall past the coffee bar.\nBring the booking number and the licence.",
  );
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  const row = list(page).getByRole("listitem").filter({ hasText: "Pick up the rental car at 9" });
  await expect(row).toContainText("Terminal 2, desk of Rent-a-Ride, at the far end");
  await expect(row).not.toContainText("booking number");
  // On a phone the line is cut to the row, and the page does not grow sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row.locator(".row-sum")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Search finds it by a word of its description, and shows the words around it.
  await page.goto(`${dayUrl}/search?q=licence`);
  const found = page.getByRole("region", { name: /^Objectives/ });
  await expect(found.getByRole("link", { name: "Pick up the rental car at 9" })).toBeVisible();
  await expect(found.locator("mark", { hasText: "licence" })).toBeVisible();

  // Cleared, the row is one line again.
  await page.goto(dayUrl);
  await rowAction(page, "Pick up the rental car at 9", "Edit");
  await expect(page.getByLabel("Description")).toHaveValue(
    "Terminal 2, desk of Rent-a-Ride, at the far end of the arrivals hall past the coffee bar.\nBring the booking number and the licence.",
  );
  await page.getByLabel("Description").fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(list(page).locator(".row-sum")).toHaveCount(0);
});
