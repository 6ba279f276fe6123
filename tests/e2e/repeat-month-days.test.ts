import { expect, test } from "./fixtures";
import { appToday, list, newDashboard, quickAdd, repeatBadge, rowAction, saved } from "./helpers";

// Repeating on chosen days of the month (decision 028 amended), with JavaScript on and off:
// from quick add ("every 1st and 15th") and from the edit page's days of the month.

const ordinal = (n: number) =>
  `${n}${{ one: "st", two: "nd", few: "rd" }[new Intl.PluralRules("en", { type: "ordinal" }).select(n) as string] ?? "th"}`;
/** Today's day of the month, and another two weeks away in the same month's numbers (1 to 28). */
const todays = () => Number(appToday().slice(8));
const other = () => (todays() <= 14 ? todays() + 14 : todays() - 14);

test("quick add 'every <nth> and <nth>' repeats on both; done, it comes back on the other", async ({
  page,
  javaScriptEnabled,
}) => {
  const [first, second] = [todays(), other()].sort((a, b) => a - b) as [number, number];
  const rule = `Every month on the ${ordinal(first)} and ${ordinal(second)}`;
  await newDashboard(page);
  await quickAdd(page, `Pay day every ${ordinal(other())} and ${ordinal(todays())}`);
  await expect(page.getByText(new RegExp(`Objective added to .+\\. Repeats: ${rule}\\.`))).toBeVisible();
  await expect(repeatBadge(page, rule)).toHaveCount(1);

  await saved(page, javaScriptEnabled, () => page.getByRole("button", { name: "Mark as done Pay day" }).click());
  // The other day: this month's if it comes later, else the next month's.
  const [y, m] = appToday().split("-").map(Number) as [number, number];
  const next = new Date(Date.UTC(y, other() > todays() ? m - 1 : m, other()));
  const said = next.toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
  await expect(page.getByText(new RegExp(`^Marked as done\\. The next one is on ${said}\\b`))).toBeVisible();
});

test("the edit page sets the days of the month, keeps them when refused, and shows them in words", async ({ page }) => {
  await newDashboard(page);
  await quickAdd(page, "Invoices");
  await expect(list(page).getByText("Invoices", { exact: true })).toBeVisible();
  await rowAction(page, "Invoices", "Edit");
  const repeat = page.getByLabel("Repeat", { exact: true });
  const day = (n: number) => page.getByRole("checkbox", { name: ordinal(n), exact: true });
  // Shown only while the rule on days of the month is: with JavaScript off too (CSS).
  await expect(day(2)).toBeHidden();
  await repeat.selectOption({ label: "On chosen days of the month" });
  await expect(day(2)).toBeVisible();
  await expect(page.getByText("Last day of a shorter month for a day it lacks.")).toBeVisible();
  // Its own day is ticked to begin with.
  await expect(day(todays())).toBeChecked();
  await day(todays()).uncheck();
  await page.getByLabel("Title").fill("Send invoices");
  await page.getByRole("button", { name: "Save changes" }).click();
  // None ticked: refused beside the rule, what was typed kept.
  await expect(page.getByText("Choose at least one day of the month.")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("Send invoices");
  await expect(repeat).toHaveValue("mdays");
  await expect(day(todays())).not.toBeChecked();

  await day(31).check();
  await day(15).check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(repeatBadge(page, "Every month on the 15th and 31st")).toHaveCount(1);

  await rowAction(page, "Send invoices", "Edit");
  await expect(repeat).toHaveValue("mdays");
  for (const n of [1, 14, 15, 16, 30, 31]) {
    if (n === 15 || n === 31) await expect(day(n)).toBeChecked();
    else await expect(day(n)).not.toBeChecked();
  }
});

test("days of one month each year: 'every 1st and 15th of March' in quick add, then another month on the edit page", async ({
  page,
}) => {
  const today = appToday();
  const year = Number(today.slice(0, 4));
  const first = [`${year}-03-01`, `${year}-03-15`, `${year + 1}-03-01`].find((d) => d >= today)!;
  await newDashboard(page);
  await quickAdd(page, "Pay the tax every 1st and 15th of March");
  await expect(
    page.getByText(new RegExp(`Objective added to .+\\. Repeats: Every 1st and 15th of March\\.`)),
  ).toBeVisible();
  await page.goto(`${page.url().split("?")[0]}?day=${first}`);
  await expect(repeatBadge(page, "Every 1st and 15th of March")).toHaveCount(1);

  await rowAction(page, "Pay the tax", "Edit");
  const repeat = page.getByLabel("Repeat", { exact: true });
  const month = page.locator("fieldset.repeat-month-days").getByLabel("Month", { exact: true });
  const day = (n: number) => page.getByRole("checkbox", { name: ordinal(n), exact: true });
  await expect(repeat).toHaveValue("mdaysYear");
  await expect(page.getByRole("group", { name: "Repeats on these days of" })).toBeVisible();
  await expect(month.locator("option:checked")).toHaveText("March");
  await expect(day(1)).toBeChecked();
  await expect(day(15)).toBeChecked();
  // Each month's days have no month: shown with "Yearly on chosen days of a month" only (CSS).
  await repeat.selectOption({ label: "On chosen days of the month" });
  await expect(month).toBeHidden();
  await expect(page.getByRole("group", { name: "Repeats on day", exact: true })).toBeVisible();
  await repeat.selectOption({ label: "Yearly on chosen days of a month" });
  await month.selectOption({ label: "April" });
  const years = page.locator('select[name="mdaysYears"]');
  await years.selectOption({ label: "Every 3 years" });
  await day(1).uncheck();
  await day(15).uncheck();
  // None ticked: refused beside the rule, the month and years chosen kept.
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Choose at least one day of the month.")).toBeVisible();
  await expect(repeat).toHaveValue("mdaysYear");
  await expect(month.locator("option:checked")).toHaveText("April");
  await expect(years).toHaveValue("3");
  await day(1).check();
  await day(30).check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(repeatBadge(page, "Every 3 years on the 1st and 30th of April")).toHaveCount(1);
});
