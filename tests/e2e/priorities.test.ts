import { expect, test } from "./fixtures";
import { items, list, newDashboard, quickAdd, rowAction } from "./helpers";

// Priorities (decision 032): "p1" in quick add, the select on the edit page, the mark's
// colour on the day and in the overdue list. With JavaScript on and off.

test("set a priority in quick add and on the edit page; the day colours its mark and reads it out", async ({
  page,
}) => {
  await newDashboard(page, "Office");
  await quickAdd(page, "Send the contract p1");
  await expect(items(page)).toHaveText(["Send the contract"]);
  await quickAdd(page, "Water the ficus");
  await expect(items(page)).toHaveText(["Send the contract", "Water the ficus"]);
  const urgent = list(page).getByRole("listitem").filter({ hasText: "Send the contract" });
  await expect(urgent.getByText("Priority 1", { exact: true })).toBeAttached();
  await expect(urgent.getByRole("button", { name: "Mark as done Send the contract" })).toHaveClass(/\bpri1\b/);
  const plain = list(page).getByRole("listitem").filter({ hasText: "Water the ficus" });
  await expect(plain.getByRole("button", { name: "Mark as done Water the ficus" })).not.toHaveClass(/\bpri/);

  // The edit page shows it and changes it; "Priority 4" is none.
  await rowAction(page, "Send the contract", "Edit");
  await expect(page.getByLabel("Priority")).toHaveValue("1");
  await page.getByLabel("Priority").selectOption({ label: "Priority 3 (medium)" });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(urgent.getByText("Priority 3", { exact: true })).toBeAttached();
  await expect(urgent.getByRole("button", { name: "Mark as done Send the contract" })).toHaveClass(/\bpri3\b/);
  // The calendar flags it too.
  const dayUrl = page.url();
  await page.getByRole("link", { name: "Calendar" }).click();
  const item = page.getByRole("listitem").filter({ hasText: "Send the contract" });
  await expect(item.getByTitle("Priority 3")).toBeVisible();
  await page.goto(dayUrl);

  // Overdue objectives colour their done mark the same way, and read it out.
  await quickAdd(page, "Renew the lease yesterday p2");
  const overdue = page.getByRole("form", { name: /^Overdue/ });
  const late = overdue.getByRole("listitem").filter({ hasText: "Renew the lease" });
  await expect(late.getByRole("button", { name: "Mark as done Renew the lease" })).toHaveClass(/\bpri2\b/);
  await expect(late.getByText("Priority 2", { exact: true })).toBeAttached();

  await rowAction(page, "Send the contract", "Edit");
  await page.getByLabel("Priority").selectOption({ label: "Priority 4 (none)" });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(urgent.getByText(/^Priority \d$/)).toHaveCount(0);
});
