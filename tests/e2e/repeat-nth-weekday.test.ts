import { expect, test, type Page } from "./fixtures";
import { appToday, list, newDashboard, quickAdd, repeatBadge, rowAction, saved } from "./helpers";

// Repeating on a day of the week each month (decision 028 amended), with JavaScript on and
// off: "every first Monday" from quick add, and the edit page's "Monthly on a day of the week";
// and of one month each year: "every last Monday of May", "Yearly on a day of the week".

const NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const ORDINALS: Record<number, string> = { 1: "first", 2: "second", 3: "third", 4: "fourth", [-1]: "last" };
/** The app's today, and which of its month's days of the week it is (a fifth is the last). */
const today = new Date(`${appToday()}T00:00:00Z`);
const todayNth = Math.ceil(today.getUTCDate() / 7) > 4 ? -1 : Math.ceil(today.getUTCDate() / 7);
const todayWeekday = today.getUTCDay() || 7;
/** The toggle of one of "first" to "fourth" or "last" on the edit page. */
const ordinal = (page: Page, n: number) => page.getByRole("checkbox", { name: ORDINALS[n], exact: true });
/** Ticks `n` alone among the toggles of which ones. */
async function only(page: Page, n: number) {
  for (const other of [1, 2, 3, 4, -1]) if (other !== n) await ordinal(page, other).uncheck();
  await ordinal(page, n).check();
}
/** Which toggles are ticked, as numbers. */
async function ticked(page: Page): Promise<number[]> {
  const out: number[] = [];
  for (const n of [1, 2, 3, 4, -1]) if (await ordinal(page, n).isChecked()) out.push(n);
  return out;
}
/** A day as the app's messages say it: "Monday, December 7, 2026". */
const longDate = (d: Date) =>
  d.toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
/** The `n`th (-1: last) `weekday` of the month `months` after today's (12: a year on), counted day by day. */
function nthOf(months: number, n: number, weekday: number): Date {
  const matches: Date[] = [];
  // Date.UTC rolls a month past December over into the next year.
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months, 1));
  for (let d = first; d.getUTCMonth() === first.getUTCMonth(); d = new Date(+d + 86_400_000))
    if ((d.getUTCDay() || 7) === weekday) matches.push(d);
  return n > 0 ? matches[n - 1]! : matches.at(-1)!;
}

test("quick add 'every first Monday' repeats monthly on that day; done, it comes back next month", async ({
  page,
  javaScriptEnabled,
}) => {
  // Today's own nth day of the week, so the first one is today's list.
  const name = NAMES[todayWeekday - 1]!;
  const rule = todayNth === 2 ? `Every second ${name} of the month` : `Every ${ORDINALS[todayNth]} ${name}`;
  await newDashboard(page);
  await quickAdd(page, `Team review every ${ORDINALS[todayNth]} ${name} of the month`);
  await expect(page.getByText(new RegExp(`Objective added to .+\\. Repeats: ${rule}\\.`))).toBeVisible();
  await expect(list(page).getByText("Team review", { exact: true })).toBeVisible();
  await expect(repeatBadge(page, rule)).toHaveCount(1);

  await saved(page, javaScriptEnabled, () => page.getByRole("button", { name: "Mark as done Team review" }).click());
  const next = nthOf(1, todayNth, todayWeekday);
  const said = next.toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
  await expect(page.getByText(new RegExp(`^Marked as done\\. The next one is on ${said}\\b`))).toBeVisible();
});

test("quick add 'every 2 months on the first Monday' repeats every other month; done, it comes back two months on", async ({
  page,
  javaScriptEnabled,
}) => {
  // Today's own nth day of the week, so the first one is today's list.
  const name = NAMES[todayWeekday - 1]!;
  const rule = `Every 2 months on the ${ORDINALS[todayNth]} ${name}`;
  await newDashboard(page);
  await quickAdd(page, `Board pack every 2 months on the ${ORDINALS[todayNth]} ${name}`);
  await expect(page.getByText(new RegExp(`Objective added to .+\\. Repeats: ${rule}\\.`))).toBeVisible();
  await expect(list(page).getByText("Board pack", { exact: true })).toBeVisible();
  await expect(repeatBadge(page, rule)).toHaveCount(1);

  await saved(page, javaScriptEnabled, () => page.getByRole("button", { name: "Mark as done Board pack" }).click());
  const next = nthOf(2, todayNth, todayWeekday);
  const said = next.toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
  await expect(page.getByText(new RegExp(`^Marked as done\\. The next one is on ${said}\\b`))).toBeVisible();
});

test("the edit page sets which day of the week each month, keeps it when refused, and shows it again", async ({
  page,
}) => {
  await newDashboard(page);
  await quickAdd(page, "Rent");
  await expect(list(page).getByText("Rent", { exact: true })).toBeVisible();
  await rowAction(page, "Rent", "Edit");
  const repeat = page.getByLabel("Repeat", { exact: true });
  const weekday = page.getByLabel("Day of the week");
  // Shown only while chosen: with JavaScript off too (CSS).
  await expect(ordinal(page, -1)).toBeHidden();
  await repeat.selectOption({ label: "Monthly on a day of the week" });
  await expect(page.getByRole("group", { name: "Repeats on the", exact: true })).toBeVisible();
  // Its own day's, to begin with.
  expect(await ticked(page)).toEqual([todayNth]);
  await expect(weekday).toHaveValue(String(todayWeekday));
  // None ticked: refused beside them, the rest kept.
  await ordinal(page, todayNth).uncheck();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Choose at least one.")).toBeVisible();
  await expect(repeat).toHaveValue("nth");
  await only(page, -1);
  await weekday.selectOption({ label: "Friday" });
  // Every other month (a month each year has no interval: its select is hidden then).
  const every = page.locator('select[name="nthEvery"]');
  await expect(every).toHaveValue("1");
  await every.selectOption({ label: "Every 2 months" });
  // Blank (spaces pass the browser's own check): the server refuses it.
  await page.getByLabel("Title").fill("   ");
  await page.getByRole("button", { name: "Save changes" }).click();
  // Refused for its title: the rule as chosen is kept.
  await expect(page.getByLabel("Title")).toHaveAccessibleDescription(/.+/);
  await expect(repeat).toHaveValue("nth");
  expect(await ticked(page)).toEqual([-1]);
  await expect(weekday).toHaveValue("5");
  await expect(every).toHaveValue("2");

  await page.getByLabel("Title").fill("Pay the rent");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(repeatBadge(page, "Every 2 months on the last Friday")).toHaveCount(1);

  await rowAction(page, "Pay the rent", "Edit");
  await expect(repeat).toHaveValue("nth");
  expect(await ticked(page)).toEqual([-1]);
  await expect(weekday).toHaveValue("5");
  await expect(every).toHaveValue("2");
  await repeat.selectOption({ label: "Yearly on a day of the week" });
  await expect(every).toBeHidden();
});

test("quick add 'every last … of <month>' repeats yearly on that day; done, it comes back a year on", async ({
  page,
  javaScriptEnabled,
}) => {
  // Today's own day of the week and month, so the first one is today's list.
  const name = NAMES[todayWeekday - 1]!;
  const month = today.toLocaleDateString("en-US", { month: "long", timeZone: "UTC" });
  const rule = `Every ${ORDINALS[todayNth]} ${name} of ${month}`;
  await newDashboard(page);
  await quickAdd(page, `Anniversary every ${ORDINALS[todayNth]} ${name} of ${month}`);
  await expect(page.getByText(new RegExp(`Objective added to .+\\. Repeats: ${rule}\\.`))).toBeVisible();
  await expect(list(page).getByText("Anniversary", { exact: true })).toBeVisible();
  await expect(repeatBadge(page, rule)).toHaveCount(1);

  await saved(page, javaScriptEnabled, () => page.getByRole("button", { name: "Mark as done Anniversary" }).click());
  const next = nthOf(12, todayNth, todayWeekday);
  const said = next.toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
  await expect(page.getByText(new RegExp(`^Marked as done\\. The next one is on ${said}\\b`))).toBeVisible();
});

test("the edit page sets a day of the week of one month each year, and shows it again", async ({ page }) => {
  await newDashboard(page);
  await quickAdd(page, "Holiday");
  await expect(list(page).getByText("Holiday", { exact: true })).toBeVisible();
  await rowAction(page, "Holiday", "Edit");
  const repeat = page.getByLabel("Repeat", { exact: true });
  // Its own, not the month of "Yearly on chosen days of a month" (hidden here).
  const month = page.locator("fieldset.repeat-nth").getByLabel("Month", { exact: true });
  // The month shows only for the yearly choice: with JavaScript off too (CSS).
  await repeat.selectOption({ label: "Monthly on a day of the week" });
  await expect(page.getByRole("group", { name: "Repeats on the", exact: true })).toBeVisible();
  await expect(month).toBeHidden();
  await repeat.selectOption({ label: "Yearly on a day of the week" });
  await expect(page.getByRole("group", { name: "Repeats on the", exact: true })).toBeVisible();
  await expect(month).toBeVisible();
  // Its own day's, to begin with: which one, its day of the week and its month.
  expect(await ticked(page)).toEqual([todayNth]);
  await expect(page.getByLabel("Day of the week")).toHaveValue(String(todayWeekday));
  await expect(month).toHaveValue(String(today.getUTCMonth() + 1));
  await only(page, -1);
  await page.getByLabel("Day of the week").selectOption({ label: "Monday" });
  await month.selectOption({ label: "May" });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(repeatBadge(page, "Every last Monday of May")).toHaveCount(1);

  await rowAction(page, "Holiday", "Edit");
  await expect(repeat).toHaveValue("nthYear");
  expect(await ticked(page)).toEqual([-1]);
  await expect(page.getByLabel("Day of the week")).toHaveValue("1");
  await expect(month).toHaveValue("5");
  // Every few years: its own select (the months' one is hidden for one month each year).
  const years = page.locator('select[name="nthYears"]');
  await expect(years).toHaveValue("1");
  await expect(page.locator('select[name="nthEvery"]')).toBeHidden();
  await years.selectOption({ label: "Every 2 years" });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(repeatBadge(page, "Every 2 years on the last Monday of May")).toHaveCount(1);
  await rowAction(page, "Holiday", "Edit");
  await expect(years).toHaveValue("2");
  // Back to every month: the years' select hides, the months' shows.
  await repeat.selectOption({ label: "Monthly on a day of the week" });
  await expect(years).toBeHidden();
  await expect(page.locator('select[name="nthEvery"]')).toBeVisible();
});

test("quick add 'every last day' repeats on each month's last day; the edit page shows it as the last day", async ({
  page,
}) => {
  await newDashboard(page);
  await quickAdd(page, "Pay rent every last day");
  const end = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0));
  const said = longDate(end);
  await expect(page.getByText(`Objective added to ${said}. Repeats: Every last day of the month.`)).toBeVisible();
  await page.goto(`${page.url().split("?")[0]}?day=${end.toISOString().slice(0, 10)}`);
  await expect(repeatBadge(page, "Every last day of the month")).toHaveCount(1);
  await rowAction(page, "Pay rent", "Edit");
  await expect(page.getByLabel("Repeat", { exact: true })).toHaveValue("nth");
  expect(await ticked(page)).toEqual([-1]);
  await expect(page.getByLabel("Day of the week")).toHaveValue("0");
  await expect(page.getByLabel("Day of the week").locator("option:checked")).toHaveText("day");
});

test("quick add 'every last workday' repeats on each month's last working day; the edit page changes it to the first", async ({
  page,
}) => {
  /** The last working day (Monday to Friday) of the month `months` after today's. */
  const lastWorkday = (months: number) => {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months + 1, 0));
    while ((d.getUTCDay() || 7) > 5) d.setUTCDate(d.getUTCDate() - 1);
    return d;
  };
  const first = lastWorkday(0) >= today ? lastWorkday(0) : lastWorkday(1);
  await newDashboard(page);
  await quickAdd(page, "Payroll every last workday");
  const said = longDate(first);
  await expect(page.getByText(`Objective added to ${said}. Repeats: Every last workday of the month.`)).toBeVisible();
  await page.goto(`${page.url().split("?")[0]}?day=${first.toISOString().slice(0, 10)}`);
  await expect(repeatBadge(page, "Every last workday of the month")).toHaveCount(1);
  await rowAction(page, "Payroll", "Edit");
  await expect(page.getByLabel("Repeat", { exact: true })).toHaveValue("nth");
  expect(await ticked(page)).toEqual([-1]);
  await expect(page.getByLabel("Day of the week").locator("option:checked")).toHaveText("workday");
  await only(page, 1);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(repeatBadge(page, "Every first workday of the month")).toHaveCount(1);
});

test("quick add 'every 2nd and 4th Tuesday' repeats on both; the edit page ticks them and another", async ({
  page,
  javaScriptEnabled,
}) => {
  // The nearest of this month's (or, once past, the next month's) 2nd and 4th Tuesdays.
  const [first] = [nthOf(0, 2, 2), nthOf(0, 4, 2), nthOf(1, 2, 2), nthOf(1, 4, 2)]
    .filter((d) => d >= today)
    .sort((a, b) => +a - +b);
  await newDashboard(page);
  await quickAdd(page, "Council every 2nd and 4th Tuesday");
  const said = longDate(first!);
  await expect(page.getByText(`Objective added to ${said}. Repeats: Every second and fourth Tuesday.`)).toBeVisible();
  await page.goto(`${page.url().split("?")[0]}?day=${first!.toISOString().slice(0, 10)}`);
  await expect(repeatBadge(page, "Every second and fourth Tuesday")).toHaveCount(1);
  await rowAction(page, "Council", "Edit");
  await expect(page.getByLabel("Repeat", { exact: true })).toHaveValue("nth");
  expect(await ticked(page)).toEqual([2, 4]);
  await expect(page.getByLabel("Day of the week")).toHaveValue("2");
  // A third ticked on the edit page: the first, second and fourth.
  await ordinal(page, 1).check();
  await page.getByLabel("Title").fill("City council");
  await saved(page, javaScriptEnabled, () => page.getByRole("button", { name: "Save changes" }).click());
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(repeatBadge(page, "Every first, second, and fourth Tuesday")).toHaveCount(1);
});

test("quick add 'every 5th business day of the month' repeats on it; the edit page offers the 5th to the 20th of a working day only", async ({
  page,
  javaScriptEnabled,
}) => {
  /** The `n`th working day (Monday to Friday) of the month `months` after today's, counted day by day. */
  const nthWorkday = (months: number, n: number) => {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months, 1));
    for (let seen = 0; ; d.setUTCDate(d.getUTCDate() + 1)) if ((d.getUTCDay() || 7) <= 5 && ++seen === n) return d;
  };
  const first = nthWorkday(0, 5) >= today ? nthWorkday(0, 5) : nthWorkday(1, 5);
  await newDashboard(page);
  await quickAdd(page, "Salary every 5th business day of the month");
  const said = longDate(first);
  await expect(page.getByText(`Objective added to ${said}. Repeats: Every 5th workday of the month.`)).toBeVisible();
  await page.goto(`${page.url().split("?")[0]}?day=${first.toISOString().slice(0, 10)}`);
  await expect(repeatBadge(page, "Every 5th workday of the month")).toHaveCount(1);
  await rowAction(page, "Salary", "Edit");
  const fifth = page.getByRole("checkbox", { name: "5th", exact: true });
  const twelfth = page.getByRole("checkbox", { name: "12th", exact: true });
  await expect(fifth).toBeChecked();
  expect(await ticked(page)).toEqual([]);
  // Of a day of the week there is no 12th: those toggles show only with "workday".
  await page.getByLabel("Day of the week").selectOption("Monday");
  await expect(twelfth).toBeHidden();
  await page.getByLabel("Day of the week").selectOption("workday");
  await twelfth.check();
  await saved(page, javaScriptEnabled, () => page.getByRole("button", { name: "Save changes" }).click());
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(repeatBadge(page, "Every 5th and 12th workday of the month")).toHaveCount(1);
});

test("quick add 'every fifth Sunday' skips the months without one; the edit page offers the fifth of a day of the week", async ({
  page,
  javaScriptEnabled,
}) => {
  /** The first fifth `weekday` of a month on or after `from`, counted day by day. */
  const nextFifth = (from: Date, weekday: number) => {
    for (let d = from; ; d = new Date(+d + 86_400_000))
      if ((d.getUTCDay() || 7) === weekday && d.getUTCDate() > 28) return d;
  };
  const first = nextFifth(today, 7);
  const second = nextFifth(new Date(+first + 86_400_000), 7);
  await newDashboard(page);
  await quickAdd(page, "Potluck every fifth Sunday");
  await expect(page.getByText(`Objective added to ${longDate(first)}. Repeats: Every fifth Sunday.`)).toBeVisible();
  await page.goto(`${page.url().split("?")[0]}?day=${first.toISOString().slice(0, 10)}`);
  await expect(repeatBadge(page, "Every fifth Sunday")).toHaveCount(1);
  await saved(page, javaScriptEnabled, () => page.getByRole("button", { name: "Mark as done Potluck" }).click());
  const said = second.toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
  await expect(page.getByText(new RegExp(`^Marked as done\\. The next one is on ${said}\\b`))).toBeVisible();

  await page.goto(`${page.url().split("?")[0]}?day=${second.toISOString().slice(0, 10)}`);
  await rowAction(page, "Potluck", "Edit");
  const fifth = page.getByRole("checkbox", { name: "fifth", exact: true });
  await expect(fifth).toBeChecked();
  expect(await ticked(page)).toEqual([]);
  // Not of any day (that is the 5th of the month), nor of one month each year.
  const weekday = page.getByLabel("Day of the week");
  await weekday.selectOption({ label: "day" });
  await expect(fifth).toBeHidden();
  await weekday.selectOption("Sunday");
  await page.getByLabel("Repeat", { exact: true }).selectOption({ label: "Yearly on a day of the week" });
  await expect(fifth).toBeHidden();
  await page.getByLabel("Repeat", { exact: true }).selectOption({ label: "Monthly on a day of the week" });
  await ordinal(page, 1).check();
  await weekday.selectOption("Saturday");
  await saved(page, javaScriptEnabled, () => page.getByRole("button", { name: "Save changes" }).click());
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(repeatBadge(page, "Every first and fifth Saturday")).toHaveCount(1);
});
