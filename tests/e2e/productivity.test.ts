import { expect, test } from "./fixtures";
import { dismissToasts, hydrated, items, newDashboard, quickAdd, saved } from "./helpers";

// Productivity (decision 055): what I completed today and this week against my goals, the
// streaks, the last days and weeks, by dashboard, and the goals' form. JavaScript on and off.

test("completed objectives count against the goals; the goals are set, and a bad one is explained", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Garden");
  if (javaScriptEnabled) await hydrated(page);
  for (const title of ["Water the roses", "Mow the lawn", "Rake the leaves"]) {
    await quickAdd(page, title);
    await expect(items(page).filter({ hasText: title })).toHaveCount(1);
  }
  for (const title of ["Water the roses", "Mow the lawn", "Rake the leaves"])
    await saved(page, javaScriptEnabled, () =>
      page.getByRole("button", { name: `Mark as done ${title}`, exact: true }).click(),
    );
  // Reopened: it no longer counts.
  await saved(page, javaScriptEnabled, () =>
    page.getByRole("button", { name: "Mark as not done Rake the leaves", exact: true }).click(),
  );

  // From /today's tabs.
  await page.goto("/today");
  await page
    .getByRole("navigation", { name: "Across your dashboards" })
    .getByRole("link", { name: "Productivity" })
    .click();
  await expect(page).toHaveURL(/\/productivity$/);
  await expect(page.getByRole("heading", { level: 1, name: "Productivity" })).toBeVisible();
  const today = page.getByRole("region", { name: "Today", exact: true });
  await expect(today).toContainText("2 / 5");
  await expect(today).toContainText("3 more to reach your goal");
  await expect(today.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
  await expect(page.getByRole("region", { name: "This week" })).toContainText("2 / 25");
  await expect(page.getByRole("region", { name: "Daily streak" })).toContainText("0 days");
  // Each column is read as a sentence; the last is today's.
  const days = page.getByRole("region", { name: "Last 7 days", exact: true });
  await expect(days.getByRole("listitem").last()).toContainText(": 2 completed");
  const byDashboard = page.getByRole("region", { name: "Last 7 days by dashboard" });
  await expect(byDashboard.getByRole("listitem")).toHaveText(["Garden2"]);
  await expect(byDashboard.getByRole("link", { name: "Garden" })).toHaveAttribute(
    "href",
    /^\/dashboards\/[0-9a-f-]{36}$/,
  );
  // And by name, newest first, under today: the reopened one is not among them.
  const completed = page.getByRole("region", { name: "Completed", exact: true });
  const completedToday = completed.getByRole("list", { name: "Today" });
  await expect(completedToday.getByRole("listitem")).toHaveText(["Mow the lawnGarden", "Water the rosesGarden"]);
  await completedToday.getByRole("link", { name: "Mow the lawn" }).click();
  await expect(page).toHaveURL(/\/objectives\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Mow the lawn");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Productivity" })).toBeVisible();

  // A goal out of range: told next to its field, what was typed kept, a 4xx.
  const goals = page.getByRole("region", { name: "Goals" });
  await goals.getByLabel("Objectives a day").fill("0");
  await goals.getByLabel("Objectives a week").fill("12");
  await goals.getByLabel("Sunday").check();
  if (javaScriptEnabled) await hydrated(page);
  // The browser's own check would stop "0" first: the server's message is what is tested.
  await goals.locator("form").evaluate((form) => form.setAttribute("novalidate", ""));
  const answer = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/productivity"));
  await goals.getByRole("button", { name: "Save goals" }).click();
  expect((await answer).status()).toBe(400);
  await expect(goals.getByText("A daily goal is a whole number from 1 to 100.")).toBeVisible();
  await expect(goals.getByLabel("Objectives a day")).toHaveValue("0");
  await expect(goals.getByLabel("Objectives a week")).toHaveValue("12");
  await expect(goals.getByLabel("Sunday")).toBeChecked();

  // Two a day: today's goal is reached, and the streak starts.
  await goals.getByLabel("Objectives a day").fill("2");
  await goals.getByRole("button", { name: "Save goals" }).click();
  await expect(page.getByText("Goals saved.")).toBeVisible();
  await expect(today).toContainText("2 / 2");
  await expect(today).toContainText("Daily goal reached. Well done!");
  await expect(page.getByRole("region", { name: "Daily streak" })).toContainText("1 day");
  await expect(page.getByRole("region", { name: "This week" })).toContainText("2 / 12");
  await page.reload();
  await expect(page.getByRole("region", { name: "Goals" }).getByLabel("Objectives a day")).toHaveValue("2");
  await expect(page.getByRole("region", { name: "Goals" }).getByLabel("Sunday")).toBeChecked();
  await expect(page.getByRole("region", { name: "Goals" }).getByLabel("Monday")).not.toBeChecked();
  // The last 7 days hold one Sunday, now a day off, and say so.
  await expect(days.getByRole("listitem").filter({ hasText: "(Day off)" })).toHaveCount(1);
});

test("the completion that meets the daily or the weekly goal says so, once; several completed at once too", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Garden");
  const day = page.url();
  await page.goto("/productivity");
  const goals = page.getByRole("region", { name: "Goals" });
  await goals.getByLabel("Objectives a day").fill("2");
  await goals.getByLabel("Objectives a week").fill("3");
  await goals.getByRole("button", { name: "Save goals" }).click();
  await expect(page.getByText("Goals saved.")).toBeVisible();
  await page.goto(day);
  if (javaScriptEnabled) await hydrated(page);
  const titles = ["Water the roses", "Mow the lawn", "Rake the leaves"];
  for (const title of titles) {
    await quickAdd(page, title);
    await expect(items(page).filter({ hasText: title })).toHaveCount(1);
  }
  const reached = page.getByText("Daily goal reached: 2 objectives completed today. Well done!");
  const weekReached = page.getByText("Weekly goal reached: 3 objectives completed this week. Well done!");
  const tick = (title: string, done = true) =>
    saved(page, javaScriptEnabled, () =>
      page.getByRole("button", { name: `Mark as ${done ? "" : "not "}done ${title}`, exact: true }).click(),
    );

  await tick(titles[0]!);
  await expect(page.getByText("Marked as done.")).toBeVisible();
  await expect(reached).toHaveCount(0);
  // The second meets it: told beside its "Marked as done.", which keeps its Undo.
  await dismissToasts(page);
  await tick(titles[1]!);
  await expect(reached).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: "Marked as done." }).getByRole("button", { name: "Undo" }),
  ).toBeVisible();
  await expect(weekReached).toHaveCount(0);
  // Past the daily goal: nothing more to tell of it; the third meets the weekly one.
  await dismissToasts(page);
  await tick(titles[2]!);
  await expect(weekReached).toBeVisible();
  await expect(page.getByText("Marked as done.")).toBeVisible();
  await expect(reached).toHaveCount(0);

  // Two reopened (one left today), then both completed at once from "Select": met again.
  await dismissToasts(page);
  await tick(titles[1]!, false);
  await tick(titles[2]!, false);
  await dismissToasts(page);
  await page.getByRole("link", { name: "Select", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Select objectives" })).toBeVisible();
  if (javaScriptEnabled) await hydrated(page);
  await page.getByRole("checkbox", { name: titles[1] }).check();
  await page.getByRole("checkbox", { name: titles[2] }).check();
  await page.getByRole("button", { name: "Complete" }).click();
  await expect(page.getByText("2 objectives marked as done.")).toBeVisible();
  await expect(reached).toBeVisible();
  await expect(weekReached).toBeVisible();
});

test("vacation mode: on, it stands first and the streaks wait; off, it is offered after the goals again", async ({
  page,
}) => {
  await newDashboard(page, "Garden");
  await page.goto("/productivity");
  const sections = page.locator("main section");
  const vacation = page.getByRole("region", { name: "Vacation mode" });
  // Off: after the goals, saying what it does.
  await expect(sections.last()).toHaveAttribute("aria-labelledby", "vacation");
  await expect(vacation).toContainText("Going away? Turn it on and your streaks wait");
  await vacation.getByRole("button", { name: "Turn on vacation mode" }).click();
  await expect(page.getByText("Vacation mode is on. Enjoy your time away!")).toBeVisible();
  // On: first, since today; today's card and column say so.
  await expect(sections.first()).toHaveAttribute("aria-labelledby", "vacation");
  await expect(vacation).toContainText(/On since .+: your streaks wait until you’re back\./);
  await expect(page.getByRole("region", { name: "Today", exact: true })).toContainText(
    "On vacation: your streaks wait.",
  );
  const days = page.getByRole("region", { name: "Last 7 days", exact: true });
  await expect(days.getByRole("listitem").last()).toContainText(": 0 completed (Vacation)");
  // This week has a day of it: its column says so too, the weeks before not.
  const weeks = page.getByRole("region", { name: "Last 4 weeks", exact: true }).getByRole("listitem");
  await expect(weeks.last()).toContainText(": 0 completed (Vacation)");
  await expect(weeks.first()).not.toContainText("Vacation");
  await page.reload();
  await expect(sections.first()).toHaveAttribute("aria-labelledby", "vacation");
  // Off the same day: back as it was.
  await vacation.getByRole("button", { name: "Turn off vacation mode" }).click();
  await expect(page.getByText("Vacation mode is off. Welcome back!")).toBeVisible();
  await expect(sections.last()).toHaveAttribute("aria-labelledby", "vacation");
  await expect(vacation.getByRole("button", { name: "Turn on vacation mode" })).toBeVisible();
  await expect(days.getByRole("listitem").last()).not.toContainText("Vacation");
  await expect(weeks.last()).not.toContainText("Vacation");
  await expect(page.getByRole("region", { name: "Today", exact: true })).toContainText("5 more to reach your goal");
});
