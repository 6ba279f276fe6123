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
  // The select (the day's row menu has a "Priority" group of flags too, until the page changes).
  const select = page.getByRole("combobox", { name: "Priority" });
  await expect(select).toHaveValue("1");
  await select.selectOption({ label: "Priority 3 (medium)" });
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
  await select.selectOption({ label: "Priority 4 (none)" });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(urgent.getByText(/^Priority \d$/)).toHaveCount(0);
});

test("a row's menu changes its priority with one of four flags, and Undo gives the old one back", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Office");
  await quickAdd(page, "Book the venue p3");
  await quickAdd(page, "Print the tickets");
  await expect(items(page)).toHaveText(["Book the venue", "Print the tickets"]);
  const mark = page.getByRole("button", { name: "Mark as done Book the venue" });
  await expect(mark).toHaveClass(/\bpri3\b/);
  // The current one is pressed.
  const more = page.getByRole("link", { name: "More actions Book the venue", exact: true });
  await more.click();
  const flags = page
    .getByRole("group", { name: "More actions Book the venue" })
    .getByRole("group", { name: "Priority" });
  await expect(flags.getByRole("button", { name: "Priority 3 (medium)" })).toHaveAttribute("aria-pressed", "true");
  await expect(flags.getByRole("button", { name: "Priority 1 (urgent)" })).toHaveAttribute("aria-pressed", "false");
  await flags.getByRole("button", { name: "Priority 1 (urgent)" }).click();
  await expect(page.getByText("Changed to Priority 1 (urgent).")).toBeVisible();
  await expect(mark).toHaveClass(/\bpri1\b/);
  // The choice is made: the menu closes (with JavaScript, the focus back on its link).
  await expect(page.getByRole("group", { name: "More actions Book the venue", exact: true })).toBeHidden();
  if (javaScriptEnabled) await expect(more).toBeFocused();
  // The message's Undo gives it its 3 back.
  await page
    .getByRole("status")
    .filter({ hasText: "Changed to Priority 1" })
    .getByRole("button", { name: "Undo" })
    .click();
  await expect(page.getByText("Changed to Priority 3 (medium).")).toBeVisible();
  await expect(mark).toHaveClass(/\bpri3\b/);
  // "Priority 4 (none)" takes it away.
  await rowAction(page, "Print the tickets", "Priority 2 (high)");
  await expect(page.getByRole("button", { name: "Mark as done Print the tickets" })).toHaveClass(/\bpri2\b/);
  await rowAction(page, "Print the tickets", "Priority 4 (none)");
  await expect(page.getByText("Changed to Priority 4 (none).")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark as done Print the tickets" })).not.toHaveClass(/\bpri/);
});
