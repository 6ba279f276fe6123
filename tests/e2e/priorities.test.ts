import { expect, test } from "./fixtures";
import { items, list, newDashboard, quickAdd, rowAction } from "./helpers";

// Priorities (decision 032): "p1" in quick add, the select on the edit page, the mark's
// colour on the day and a flag in the overdue list. With JavaScript on and off.

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

  // Overdue objectives carry a flag.
  await quickAdd(page, "Renew the lease yesterday p2");
  const overdue = page.getByRole("form", { name: /^Overdue/ });
  await expect(overdue.getByText("Renew the lease")).toBeVisible();
  const flag = overdue.locator(".flag-pri2");
  await expect(flag).toHaveAttribute("title", "Priority 2");
  // In the priority's colour, not the grey of the marks it sits among.
  // A probe with the priority's class alone (a string: the tests' types know no DOM).
  const orange = await page.evaluate<string>(`(() => {
    const probe = document.createElement("span");
    probe.className = "flag-pri2";
    document.body.appendChild(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  })()`);
  expect(await flag.evaluate((el) => getComputedStyle(el).color)).toBe(orange);

  await rowAction(page, "Send the contract", "Edit");
  await page.getByLabel("Priority").selectOption({ label: "Priority 4 (none)" });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(urgent.getByText(/^Priority \d$/)).toHaveCount(0);
});
