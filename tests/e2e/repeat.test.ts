import { expect, test } from "./fixtures";
import { dismissToasts, list, newDashboard, quickAdd, repeatBadge, rowAction, saved } from "./helpers";

// Repeating objectives (decision 028), with JavaScript on and off: a rule from quick add
// or from the edit page; done adds the next one, Undo takes it back.

test("quick add 'every day' repeats it; done adds tomorrow's, Undo takes it back", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page);
  await quickAdd(page, "Water the plants every day");
  await expect(page.getByText(/Objective added to .+\. Repeats: Every day\./)).toBeVisible();
  await expect(list(page).getByText("Water the plants", { exact: true })).toBeVisible();
  await expect(repeatBadge(page, "Every day")).toHaveCount(1);
  await expect(list(page).getByText("Repeats: Every day")).toHaveCount(1);

  await saved(page, javaScriptEnabled, () =>
    page.getByRole("button", { name: "Mark as done Water the plants" }).click(),
  );
  await expect(page.getByText(/Marked as done\. The next one is on .+\./)).toBeVisible();
  // The done one keeps its day and gives its rule to the next one.
  await expect(page.getByRole("button", { name: "Mark as not done Water the plants" })).toBeVisible();
  await expect(repeatBadge(page, "Every day")).toHaveCount(0);
  await saved(page, javaScriptEnabled, () => page.getByRole("button", { name: "Undo" }).click());
  await expect(page.getByRole("button", { name: "Mark as done Water the plants" })).toBeVisible();
  await expect(repeatBadge(page, "Every day")).toHaveCount(1);
  await page.getByRole("link", { name: "Next day" }).click();
  await expect(page.getByText("No tasks found")).toBeVisible();

  await page.getByRole("link", { name: "Previous day" }).click();
  await dismissToasts(page);
  await saved(page, javaScriptEnabled, () =>
    page.getByRole("button", { name: "Mark as done Water the plants" }).click(),
  );
  await page.getByRole("link", { name: "Next day" }).click();
  await expect(page.getByRole("button", { name: "Mark as done Water the plants" })).toBeVisible();
  await expect(repeatBadge(page, "Every day")).toHaveCount(1);
});

test("the edit page sets, shows, changes and ends the rule", async ({ page }) => {
  await newDashboard(page);
  await quickAdd(page, "Pay rent");
  await expect(list(page).getByText("Pay rent")).toBeVisible();
  await expect(repeatBadge(page, "Every month")).toHaveCount(0);
  await rowAction(page, "Pay rent", "Edit");
  const repeat = page.getByLabel("Repeat", { exact: true });
  await expect(repeat).toHaveValue("none");
  await repeat.selectOption({ label: "Every month" });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(repeatBadge(page, "Every month")).toHaveCount(1);

  await rowAction(page, "Pay rent", "Edit");
  await expect(repeat).toHaveValue("monthly");
  await repeat.selectOption({ label: "Every 2 weeks" });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(repeatBadge(page, "Every 2 weeks")).toHaveCount(1);

  await rowAction(page, "Pay rent", "Edit");
  await expect(repeat).toHaveValue("weekly:2");
  await repeat.selectOption({ label: "Does not repeat" });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(list(page).getByText("Pay rent")).toBeVisible();
  await expect(list(page).locator(".row-repeat")).toHaveCount(0);
});

test("quick add 'every 3 days' keeps its interval, which the edit page offers", async ({ page }) => {
  await newDashboard(page);
  await quickAdd(page, "Back up the laptop every 3 days");
  await expect(page.getByText(/Objective added to .+\. Repeats: Every 3 days\./)).toBeVisible();
  await expect(repeatBadge(page, "Every 3 days")).toHaveCount(1);
  await rowAction(page, "Back up the laptop", "Edit");
  await expect(page.getByLabel("Repeat", { exact: true })).toHaveValue("custom");
  await expect(page.getByLabel("How many")).toHaveValue("3");
  await expect(page.getByLabel("Days, weeks, months or years")).toHaveValue("daily");
});

test("the edit page sets an interval of its own: a number and a unit; a bad number is refused, what was typed kept", async ({
  page,
}) => {
  await newDashboard(page);
  await quickAdd(page, "Change the filter");
  await rowAction(page, "Change the filter", "Edit");
  const number = page.getByLabel("How many");
  // Shown only while chosen: with JavaScript off too (CSS).
  await expect(number).toBeHidden();
  await page.getByLabel("Repeat", { exact: true }).selectOption({ label: "Every few days, weeks, months or years" });
  await expect(number).toBeVisible();
  await expect(number).toHaveValue("2");
  await number.fill("0");
  await page.getByLabel("Days, weeks, months or years").selectOption({ label: "months" });
  // The browser checks the number first; a form past it meets the server's check.
  await page.locator("form:has([name=every])").evaluate((form) => form.setAttribute("novalidate", ""));
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Enter a whole number from 1 to 99.")).toBeVisible();
  await expect(number).toHaveValue("0");
  await expect(page.getByLabel("Days, weeks, months or years")).toHaveValue("monthly");
  await number.fill("4");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(repeatBadge(page, "Every 4 months")).toHaveCount(1);
});

test("an unknown rule is refused with a message next to the field, the typed title kept", async ({ page }) => {
  await newDashboard(page);
  await quickAdd(page, "Stretch");
  await expect(list(page).getByText("Stretch")).toBeVisible();
  await rowAction(page, "Stretch", "Edit");
  await expect(page.getByRole("heading", { name: "Edit objective" })).toBeVisible();
  const url = page.url();
  const response = await page.request.post(url, {
    form: { intent: "save", title: "Stretch more", day: "2030-01-01", repeat: "weekdays:0" },
  });
  expect(response.status()).toBe(400);
  const html = await response.text();
  expect(html).toContain("This repeat rule is not available.");
  expect(html).toContain('value="Stretch more"');
});

test("the calendar shows the days a repeating objective will come back on", async ({ page }) => {
  await newDashboard(page);
  await quickAdd(page, "Pay rent monthly Mar 3 2031");
  await expect(page.getByText(/Objective added to .+ 2031\. Repeats: Every month\./)).toBeVisible();
  await page.goto(`${new URL(page.url()).pathname}/calendar?month=2031-04`);
  const cell = page.getByRole("cell").filter({ has: page.getByRole("link", { name: "Thursday, April 3, 2031" }) });
  await expect(cell.getByText("Pay rent")).toBeVisible();
  await expect(cell.locator('.row-repeat[title="Repeats: Every month"]')).toHaveCount(1);
});

test("'every!' counts from the day it is done; the edit page's box turns it off", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page);
  // Planned in two days and done today: counted from done, it comes back in three days (the
  // series from its day would be in five).
  await quickAdd(page, "Descale the kettle every! 3 days in 2 days");
  await expect(page.getByText(/Objective added to .+\. Repeats: Every 3 days after completion\./)).toBeVisible();
  await dismissToasts(page);
  // One day at a time: a second click before the first day has loaded would follow the old link.
  for (let i = 0; i < 2; i++) {
    const from = page.url();
    await page.getByRole("link", { name: "Next day" }).click();
    await expect(page).not.toHaveURL(from);
  }
  await expect(repeatBadge(page, "Every 3 days after completion")).toHaveCount(1);
  await saved(page, javaScriptEnabled, () =>
    page.getByRole("button", { name: "Mark as done Descale the kettle" }).click(),
  );
  await expect(page.getByText(/Marked as done\. The next one is on .+\./)).toBeVisible();
  await dismissToasts(page);
  await page.getByRole("link", { name: "Next day" }).click();
  await expect(page.getByRole("button", { name: "Mark as done Descale the kettle" })).toBeVisible();
  await expect(repeatBadge(page, "Every 3 days after completion")).toHaveCount(1);

  await rowAction(page, "Descale the kettle", "Edit");
  const box = page.getByLabel("Count from the day it’s done");
  await expect(box).toBeChecked();
  // Without a rule the box means nothing, and is hidden.
  const repeat = page.getByLabel("Repeat", { exact: true });
  await repeat.selectOption({ label: "Does not repeat" });
  await expect(box).toBeHidden();
  // Back to its own interval, kept in the fields under "Every few days, weeks, …".
  await repeat.selectOption({ label: "Every few days, weeks, months or years" });
  await expect(page.getByLabel("How many")).toHaveValue("3");
  await box.uncheck();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(repeatBadge(page, "Every 3 days")).toHaveCount(1);
  await rowAction(page, "Descale the kettle", "Edit");
  await expect(box).not.toBeChecked();
  await box.check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(repeatBadge(page, "Every 3 days after completion")).toHaveCount(1);
});
