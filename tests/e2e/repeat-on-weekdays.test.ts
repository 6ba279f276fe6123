import { expect, test } from "./fixtures";
import { appToday, list, newDashboard, quickAdd, repeatBadge, rowAction, saved } from "./helpers";

// Repeating on chosen days of the week (decision 028 amended), with JavaScript on and off:
// from quick add ("every Mon and Thu") and from the edit page's days of the week.

const NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
/** The app's today, at noon UTC. */
const today = () => new Date(`${appToday()}T12:00:00Z`);
/** Today's ISO day of the week (1 Monday … 7 Sunday) and the one `n` days on. */
const isoDay = (n = 0) => ((today().getUTCDay() + 6 + n) % 7) + 1;
const long = (d: number) => NAMES[d - 1]!;
const short = (d: number) => long(d).slice(0, 3);

test("quick add 'every <day> and <day>' repeats on both; done, it comes back on the next of them", async ({
  page,
  javaScriptEnabled,
}) => {
  // Today and three days on, so that the first of them is today's list.
  const [first, second] = [isoDay(), isoDay(3)].sort();
  const rule = `Every ${short(first!)} and ${short(second!)}`;
  await newDashboard(page);
  await quickAdd(page, `Gym every ${long(isoDay(3))} & ${long(isoDay()).toLowerCase()}`);
  await expect(page.getByText(new RegExp(`Objective added to .+\\. Repeats: ${rule}\\.`))).toBeVisible();
  await expect(list(page).getByText("Gym", { exact: true })).toBeVisible();
  await expect(repeatBadge(page, rule)).toHaveCount(1);

  await saved(page, javaScriptEnabled, () => page.getByRole("button", { name: "Mark as done Gym" }).click());
  // Three days on: the other day of the rule.
  const next = new Date(today().getTime() + 3 * 86_400_000);
  const said = next.toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
  await expect(page.getByText(new RegExp(`^Marked as done\\. The next one is on ${said}\\b`))).toBeVisible();
});

test("the edit page sets the days of the week, keeps them when refused, and ends the rule", async ({ page }) => {
  await newDashboard(page);
  await quickAdd(page, "Bins");
  await expect(list(page).getByText("Bins", { exact: true })).toBeVisible();
  await rowAction(page, "Bins", "Edit");
  const repeat = page.getByLabel("Repeat", { exact: true });
  const day = (d: number) => page.getByRole("checkbox", { name: long(d), exact: true });
  // Shown only while the rule on chosen days is: with JavaScript off too (CSS).
  await expect(day(2)).toBeHidden();
  await repeat.selectOption({ label: "On chosen days of the week" });
  await expect(day(2)).toBeVisible();
  // Its own day is ticked to begin with.
  await expect(day(isoDay())).toBeChecked();
  await day(isoDay()).uncheck();
  await page.getByLabel("Title").fill("Put the bins out");
  await page.getByRole("button", { name: "Save changes" }).click();
  // None ticked: refused beside the rule, what was typed kept.
  await expect(page.getByText("Choose at least one day of the week.")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("Put the bins out");
  await expect(repeat).toHaveValue("days");
  await expect(day(isoDay())).not.toBeChecked();

  await day(5).check();
  await day(2).check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(repeatBadge(page, "Every Tue and Fri")).toHaveCount(1);

  await rowAction(page, "Put the bins out", "Edit");
  await expect(repeat).toHaveValue("days");
  for (const d of [1, 2, 3, 4, 5, 6, 7]) {
    if (d === 2 || d === 5) await expect(day(d)).toBeChecked();
    else await expect(day(d)).not.toBeChecked();
  }
  // Every day of the week is "Every day".
  for (const d of [1, 3, 4, 6, 7]) await day(d).check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(repeatBadge(page, "Every day")).toHaveCount(1);

  await rowAction(page, "Put the bins out", "Edit");
  await expect(repeat).toHaveValue("daily");
  await repeat.selectOption({ label: "Does not repeat" });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(list(page).locator(".row-repeat")).toHaveCount(0);
});

test("chosen days every few weeks: from quick add, and on the edit page, all seven too", async ({ page }) => {
  const [first, second] = [isoDay(), isoDay(3)].sort();
  const days = `${short(first!)} and ${short(second!)}`;
  await newDashboard(page);
  await quickAdd(page, `Class every 2 weeks on ${long(isoDay(3))} and ${long(isoDay())}`);
  await expect(
    page.getByText(new RegExp(`Objective added to .+\\. Repeats: Every 2 weeks on ${days}\\.`)),
  ).toBeVisible();
  await expect(repeatBadge(page, `Every 2 weeks on ${days}`)).toHaveCount(1);

  await rowAction(page, "Class", "Edit");
  const repeat = page.getByLabel("Repeat", { exact: true });
  const often = page.locator('select[name="daysEvery"]');
  const day = (d: number) => page.getByRole("checkbox", { name: long(d), exact: true });
  await expect(repeat).toHaveValue("days");
  await expect(often).toHaveValue("2");
  await often.selectOption({ label: "Every 3 weeks" });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(repeatBadge(page, `Every 3 weeks on ${days}`)).toHaveCount(1);

  // All seven every few weeks: the whole week, one week in three (not every few days).
  await rowAction(page, "Class", "Edit");
  await expect(often).toHaveValue("3");
  for (const d of [1, 2, 3, 4, 5, 6, 7]) await day(d).check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(repeatBadge(page, "Every 3 weeks, Monday to Sunday")).toHaveCount(1);
  await rowAction(page, "Class", "Edit");
  await expect(often).toHaveValue("3");
  for (const d of [1, 2, 3, 4, 5, 6, 7]) await expect(day(d)).toBeChecked();
  // Every week, all seven are every day.
  await often.selectOption({ label: "Every week" });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(repeatBadge(page, "Every day")).toHaveCount(1);
});

test("quick add 'week on, week off' repeats every day of every other week", async ({ page }) => {
  await newDashboard(page);
  await quickAdd(page, "Kids week on, week off");
  await expect(page.getByText(/Objective added to .+\. Repeats: Every 2 weeks, Monday to Sunday\./)).toBeVisible();
  await expect(list(page).getByText("Kids", { exact: true })).toBeVisible();
  await expect(repeatBadge(page, "Every 2 weeks, Monday to Sunday")).toHaveCount(1);
});
