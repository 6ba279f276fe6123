import { expect, test } from "./fixtures";
import { newDashboard, quickAdd, saved } from "./helpers";

// /upcoming as a board (decision 073), with JavaScript on and off: a column a day, side by
// side; the choice stays on this device, for other weeks too, until the list is chosen again.

test("upcoming as a board: a column a day side by side, kept across weeks and visits", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Work");
  await saved(page, javaScriptEnabled, () => quickAdd(page, "Send the report tomorrow"));
  await page.goto("/upcoming");
  const layout = page.getByRole("form", { name: "Layout" });
  await expect(layout.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
  const tomorrow = page.getByRole("region", { name: /^Tomorrow · / });
  const after = page
    .getByRole("region")
    .filter({ has: page.getByRole("heading", { level: 2 }) })
    .nth(1);
  // A list: each day under the one before.
  const below = async () => {
    const [a, b] = [await tomorrow.boundingBox(), await after.boundingBox()];
    return b!.y >= a!.y + a!.height - 1;
  };
  expect(await below()).toBe(true);

  await layout.getByRole("button", { name: "Board" }).click();
  await expect(layout.getByRole("button", { name: "Board" })).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/\/upcoming$/);
  // A board: the next day beside it, at the same height, the rows the same.
  await expect(tomorrow.getByText("Send the report", { exact: true })).toBeVisible();
  expect(await below()).toBe(false);
  expect((await after.boundingBox())!.x).toBeGreaterThan((await tomorrow.boundingBox())!.x);

  // Another week keeps it, and so does the next visit.
  await page.getByRole("link", { name: "Next 7 days" }).click();
  await expect(page).toHaveURL(/from=/);
  await expect(page.getByRole("form", { name: "Layout" }).getByRole("button", { name: "Board" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByRole("form", { name: "Layout" }).getByRole("button", { name: "List" }).click();
  // Back to the week it was on, as a list.
  await expect(page).toHaveURL(/from=/);
  await expect(page.getByRole("form", { name: "Layout" }).getByRole("button", { name: "List" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.goto("/upcoming");
  expect(await below()).toBe(true);
});
