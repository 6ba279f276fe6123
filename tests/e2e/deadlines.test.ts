import { expect, test } from "./fixtures";
import { axeViolations } from "./axe";
import { appToday, list, newDashboard, quickAdd, rowAction } from "./helpers";

// Deadlines (decision 072), with JavaScript on and off: "{…}" in quick add, the row's target
// and day (orange on the day, red once missed), the edit page's Deadline field.

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const deadline = (page: import("@playwright/test").Page) => list(page).locator(".row-deadline");

test("quick add '{…}' sets a deadline the row shows; the edit page changes and clears it", async ({ page }) => {
  await newDashboard(page);
  await quickAdd(page, "Tax return {Mar 14 2031} #home");
  await expect(page.getByText("Objective added.")).toBeVisible();
  await expect(list(page).getByText("Tax return", { exact: true })).toBeVisible();
  await expect(deadline(page)).toHaveAttribute("title", "Deadline: Friday, March 14, 2031");
  await expect(deadline(page)).toHaveText("Mar 14, 2031Deadline: Friday, March 14, 2031");
  await expect(deadline(page)).toHaveClass(/deadline-ahead/);

  // Today: orange, and said so.
  await rowAction(page, "Tax return", "Edit");
  const field = page.getByLabel("Deadline", { exact: true });
  await expect(field).toHaveValue("2031-03-14");
  const today = appToday();
  await field.fill(today);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(deadline(page)).toHaveClass(/deadline-today/);
  await expect(deadline(page).locator("[aria-hidden]").last()).toHaveText("Today");

  // Missed: red, and said so to readers.
  await rowAction(page, "Tax return", "Edit");
  await page.getByLabel("Deadline", { exact: true }).fill(addDays(today, -1));
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(deadline(page)).toHaveClass(/deadline-missed/);
  await expect(deadline(page).locator("[aria-hidden]").last()).toHaveText("Yesterday");
  await expect(deadline(page).locator(".sr-only")).toHaveText(/^Deadline passed: /);

  // Emptied: none.
  await rowAction(page, "Tax return", "Edit");
  await page.getByLabel("Deadline", { exact: true }).fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(list(page).getByText("Tax return", { exact: true })).toBeVisible();
  await expect(deadline(page)).toHaveCount(0);

  // The dashboard's activity tells each change, newest first.
  await page.getByRole("link", { name: "Activity", exact: true }).click();
  const told = page.getByRole("listitem").filter({ hasText: /deadline of Tax return/ });
  await expect(told).toHaveText([
    /removed the deadline of Tax return/,
    /set the deadline of Tax return to \w/,
    /set the deadline of Tax return to \w/,
  ]);
});

test("a deadline beside a repeat is refused next to its field, what was typed kept", async ({ page }) => {
  await newDashboard(page);
  await quickAdd(page, "Rent every month {Mar 14 2031}");
  // Quick add keeps the line and says why.
  await expect(
    page.getByText("An objective that repeats can’t have a deadline: remove one or the other."),
  ).toBeVisible();
  await expect(page.getByLabel("New objective")).toHaveValue("Rent every month {Mar 14 2031}");
  await quickAdd(page, "Rent every month");
  await expect(page.getByText(/^Objective added to .*Repeats: Every month\.$/)).toBeVisible();

  await rowAction(page, "Rent", "Edit");
  await page.getByLabel("Title").fill("Pay the rent");
  await page.getByLabel("Deadline", { exact: true }).fill("2031-03-14");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(
    page.getByText("An objective that repeats can’t have a deadline: remove one or the other."),
  ).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("Pay the rent");
  await expect(page.getByLabel("Deadline", { exact: true })).toHaveValue("2031-03-14");
  const response = await page.request.post(page.url(), {
    form: { intent: "save", title: "Rent", day: appToday(), repeat: "monthly", deadline: "2031-03-14" },
  });
  expect(response.status()).toBe(400);
  // Nothing changed.
  await page.goto(page.url().split("/objectives/")[0]!);
  await expect(list(page).getByText("Rent", { exact: true })).toBeVisible();
  await expect(deadline(page)).toHaveCount(0);
});

test("the calendar shows what is due on its day, apart from the day it is planned on", async ({ page }) => {
  await newDashboard(page);
  await quickAdd(page, "Grant application Mar 3 2031 {Mar 14 2031}");
  await expect(page.getByText("Objective added to Monday, March 3, 2031.")).toBeVisible();
  await page.goto(`${new URL(page.url()).pathname.replace(/\/$/, "")}/calendar?month=2031-03`);
  const cell = (name: string) => page.getByRole("cell").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(cell("Monday, March 3, 2031").getByRole("link", { name: "Grant application" })).toBeVisible();
  const due = cell("Friday, March 14, 2031").getByRole("link", { name: "Deadline: Grant application" });
  await expect(due).toBeVisible();
  await due.click();
  await expect(page.getByLabel("Deadline", { exact: true })).toHaveValue("2031-03-14");
});

test("Upcoming lists what is due under its day, leading to the objective", async ({ page }) => {
  await newDashboard(page);
  const due = addDays(appToday(), 3);
  await quickAdd(page, `Passport photos {${due}}`);
  await expect(page.getByText("Objective added.")).toBeVisible();
  await page.goto("/upcoming");
  const day = page.locator(`#day-${due}`);
  const item = day.getByRole("list", { name: "Due" }).getByRole("listitem");
  await expect(item).toHaveText("Deadline: Passport photosHome");
  await item.getByRole("link", { name: "Deadline: Passport photos" }).click();
  await expect(page.getByLabel("Deadline", { exact: true })).toHaveValue(due);
});

test("search's 'deadline' finds the open objectives with one, the soonest due first, each showing it", async ({
  page,
}) => {
  await newDashboard(page);
  for (const line of ["Grant report {Mar 20 2031}", "Tax report {Mar 14 2031}", "Visa report in 3 days {today}"])
    await quickAdd(page, line);
  await quickAdd(page, "Plain report");
  await expect(list(page).getByText("Plain report", { exact: true })).toBeVisible();
  const day = new URL(page.url()).pathname.replace(/\/$/, "");
  await page.goto(`${day}/search?q=${encodeURIComponent("deadline report")}`);
  const only = page.getByRole("list", { name: "Only" });
  await expect(only.getByText("With a deadline")).toBeVisible();
  const found = page.getByRole("region", { name: /^Objectives/ }).getByRole("listitem");
  await expect(found).toHaveText([/^Visa report.*Today/, /^Tax report.*Mar 14, 2031/, /^Grant report.*Mar 20, 2031/]);
  // With a day, the deadline's: due today, though planned in three days.
  await page.goto(`${day}/search?q=${encodeURIComponent("deadline today report")}`);
  await expect(only.getByRole("listitem")).toHaveText([/Due today/, /With a deadline/]);
  await expect(found).toHaveText([/^Visa report/]);
});

test("/today's 'Deadlines' lists what is due though planned later; 'Today' moves it here, with Undo", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Paperwork");
  await quickAdd(page, "Visa form in 3 days {today}");
  await expect(page.getByText(/^Objective added to /)).toBeVisible();
  await quickAdd(page, "Passport in 5 days {in 2 days}");
  await expect(page.getByText(/^Objective added to /).last()).toBeVisible();
  await page.goto("/today");
  const due = page.getByRole("region", { name: "Deadlines" });
  await expect(due.getByRole("listitem")).toHaveCount(1);
  const visa = due.getByRole("listitem");
  await expect(visa.getByRole("link", { name: "Visa form" })).toBeVisible();
  await expect(visa.locator(".row-deadline")).toHaveClass(/deadline-today/);
  await expect(visa.getByRole("link", { name: "Paperwork" })).toHaveAttribute(
    "href",
    new RegExp(`\\?day=${addDays(appToday(), 3)}$`),
  );
  // Axe runs in the page (with JavaScript); its colours are those of both.
  if (javaScriptEnabled) {
    const serious = (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious).toEqual([]);
  }

  await due.getByRole("button", { name: "Move Visa form to today" }).click();
  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByText(/^Moved to /)).toBeVisible();
  await expect(due).toHaveCount(0);
  // Now in its dashboard's section, its deadline orange beside it.
  await expect(deadline(page)).toHaveClass(/deadline-today/);
  await page.getByRole("status").filter({ hasText: "Moved to" }).getByRole("button", { name: "Undo" }).click();
  await expect(due.getByRole("link", { name: "Visa form" })).toBeVisible();

  // The dashboard's card counts it, leading to its search for deadlines.
  await page.goto("/dashboards");
  await page.getByRole("link", { name: "1 due by today" }).click();
  await expect(page.getByRole("region", { name: /^Objectives/ }).getByRole("listitem")).toHaveText([
    /^Visa form.*Today/,
    /^Passport/,
  ]);
});
