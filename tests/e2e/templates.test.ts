import { expect, test } from "./fixtures";
import {
  appToday,
  createDashboard,
  hydrated,
  items,
  newDashboard,
  postForm,
  PASSWORD,
  repeatBadge,
  uniqueEmail,
} from "./helpers";

// A dashboard from a template (decision 091), with JavaScript on and off: the gallery, a
// template's page with what it adds, and the form that makes it, named and started on a day.
const dayAfter = (days: number) =>
  new Date(Date.parse(`${appToday()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test("from an empty list to a dashboard made from a template, started on a later day", async ({
  page,
  javaScriptEnabled,
}) => {
  await postForm(page, "/login/sign-up", { email: uniqueEmail(), password: PASSWORD });
  await page.goto("/dashboards");
  // The empty list offers templates; so does the link beside the form.
  await page.getByRole("main").getByRole("link", { name: "Start from a template" }).last().click();
  await expect(page.getByRole("heading", { level: 1, name: "Start from a template" })).toBeVisible();
  // One's own first (none yet: where they come from), then the app's.
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(["Your templates", "Ready-made"]);
  await expect(page.getByText("Save any dashboard as a template from its settings")).toBeVisible();
  await expect(page.getByRole("heading", { level: 3 })).toHaveText([
    "Weekly planning",
    "Daily habits",
    "Household chores",
    "Moving house",
    "Trip",
    "Project launch",
  ]);
  await expect(page.getByText("10 objectives · over 4 weeks")).toBeVisible();
  await expect(page.getByText("3 objectives · 3 repeating")).toBeVisible();

  await page.getByRole("link", { name: "Moving house" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Moving house" })).toBeVisible();
  const preview = page.getByRole("region", { name: "What it adds" });
  // (With JavaScript its date follows "Day 1" once the page runs.)
  await expect(preview.getByRole("listitem").first()).toHaveText(
    /^Day 1(\w{3}, \w{3} \d{1,2})?Get quotes from three movers/,
  );
  await expect(preview.getByText("Read the meters · Check every room · Hand over the keys")).toBeVisible();
  await expect(page.getByLabel("Dashboard name")).toHaveValue("Moving house");
  await expect(page.getByLabel("Start on")).toHaveValue(appToday());

  const start = dayAfter(2);
  if (javaScriptEnabled) await hydrated(page);
  await page.getByLabel("Dashboard name").fill("Our move");
  await page.getByLabel("Start on").fill(start);
  // With JavaScript the preview dates each row from the day chosen; without, "Day 1" says it.
  const named = new Intl.DateTimeFormat("en", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
  if (javaScriptEnabled)
    await expect(preview.getByRole("listitem").first()).toHaveText(
      new RegExp(`^Day 1${named.format(new Date(`${start}T00:00:00Z`))}Get quotes`),
    );
  else await expect(preview.getByRole("listitem").first()).toHaveText(/^Day 1Get quotes/);
  await page.getByRole("button", { name: "Create dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Our move" })).toBeVisible();
  await expect(page.getByText("“Our move” is ready, with 10 objectives from the template.")).toBeVisible();
  // Its first day: the start day, with the first objective, its filter and priority.
  await expect(page).toHaveURL((url) => url.searchParams.get("day") === start);
  await expect(items(page)).toHaveText(["Get quotes from three movers"]);
  await expect(page.getByRole("list").getByText("Admin", { exact: true })).toBeVisible();
  await expect(page.locator(".check.pri2")).toHaveCount(1);
  // Moving day, 27 days on, with its steps.
  await page.goto(`${new URL(page.url()).pathname}?day=${dayAfter(29)}`);
  await expect(items(page)).toHaveText(["Moving day"]);
  await expect(page.getByLabel("0/3 steps done on Moving day")).toBeVisible();

  await page.goto("/dashboards");
  await expect(page.getByRole("heading", { name: "Our move" })).toBeVisible();
});

test("a routine's repeating objectives land on their weekdays, with the year's note", async ({ page }) => {
  await postForm(page, "/login/sign-up", { email: uniqueEmail(), password: PASSWORD });
  await page.goto("/templates/weekly");
  const preview = page.getByRole("region", { name: "What it adds" });
  // In the order of their first days from today (which weekday today is decides it), each
  // under its rule.
  await expect(preview.getByRole("listitem")).toHaveCount(3);
  for (const [rule, title] of [
    ["Every Mon", "Plan the week"],
    ["Every weekday (Monday to Friday)", "Plan tomorrow"],
    ["Every Fri", "Review the week"],
  ] as const)
    await expect(preview.getByRole("listitem").filter({ hasText: title })).toHaveText(
      new RegExp(`^${rule.replace(/[()]/g, "\\$&")}`),
    );
  // 2030-06-05 is a Wednesday: "Plan tomorrow" that day, "Review the week" on Friday, "Plan
  // the week" on Monday (each repeating one is a row of its own day until it is done).
  await page.getByLabel("Start on").fill("2030-06-05");
  await page.getByRole("button", { name: "Create dashboard" }).click();
  await expect(page.getByText("“Weekly planning” is ready, with 3 objectives from the template.")).toBeVisible();
  await expect(items(page)).toHaveText(["Plan tomorrow"]);
  const day = new URL(page.url()).pathname;
  await page.goto(`${day}?day=2030-06-07`);
  await expect(items(page)).toHaveText(["Review the week"]);
  await page.goto(`${day}?day=2030-06-10`);
  await expect(items(page)).toHaveText(["Plan the week"]);
  await expect(repeatBadge(page, "Every Mon")).toBeVisible();
  await page.goto(`${day}/notes?year=2030`);
  await expect(page.getByRole("heading", { name: "What matters in 2030" })).toBeVisible();
});

test("a day gone, an empty name and the plan's last dashboard are refused next to the field", async ({ page }) => {
  await postForm(page, "/login/sign-up", { email: uniqueEmail(), password: PASSWORD });
  await page.goto("/templates/trip");
  await page.getByLabel("Dashboard name").fill("Lisbon");
  await page.getByLabel("Start on").fill(dayAfter(-3));
  // Without JavaScript the browser would not send a day before the field's minimum: the
  // server's check is what this is about.
  await page.getByLabel("Start on").evaluate((input) => input.removeAttribute("min"));
  const answer = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: "Create dashboard" }).click();
  expect((await answer).status()).toBe(422);
  await expect(page.getByText("Choose today or a later day.")).toBeVisible();
  await expect(page.getByLabel("Dashboard name")).toHaveValue("Lisbon");
  await expect(page.getByLabel("Start on")).toHaveValue(dayAfter(-3));
  await page.getByLabel("Dashboard name").fill("   ");
  await page.getByLabel("Start on").fill(appToday());
  await page.getByRole("button", { name: "Create dashboard" }).click();
  await expect(page.getByText("Enter a name.")).toBeVisible();

  for (const name of ["One", "Two", "Three"]) await createDashboard(page, name);
  await page.goto("/templates/trip");
  await page.getByRole("button", { name: "Create dashboard" }).click();
  await expect(page.getByText("Your plan allows 3 dashboards that you administer.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Trip" })).toBeVisible();
  await page.goto("/dashboards");
  await expect(page.getByRole("link", { name: "Trip" })).toHaveCount(0);
});

test("a plan planned back from the day of its last objective", async ({ page, javaScriptEnabled }) => {
  await postForm(page, "/login/sign-up", { email: uniqueEmail(), password: PASSWORD });
  await page.goto("/templates/moving");
  if (javaScriptEnabled) await hydrated(page);
  // Moving house takes 29 days from its first objective to its last: too soon in ten.
  await page.getByLabel("Or finish on").evaluate((input) => input.removeAttribute("min"));
  await page.getByLabel("Or finish on").fill(dayAfter(10));
  const answer = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: "Create dashboard" }).click();
  expect((await answer).status()).toBe(422);
  await expect(
    page.getByText("Too soon: from its first objective to its last takes 29 days. Choose a later day."),
  ).toBeVisible();
  await expect(page.getByLabel("Or finish on")).toHaveValue(dayAfter(10));
  await page.getByLabel("Or finish on").fill(dayAfter(30));
  // With JavaScript the preview dates its first row back from that day.
  const named = new Intl.DateTimeFormat("en", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
  if (javaScriptEnabled)
    await expect(page.getByRole("region", { name: "What it adds" }).getByRole("listitem").first()).toHaveText(
      new RegExp(`^Day 1${named.format(new Date(`${dayAfter(2)}T00:00:00Z`))}Get quotes`),
    );
  // With JavaScript "Start on" shows the day it starts on.
  if (javaScriptEnabled) await expect(page.getByLabel("Start on")).toHaveValue(dayAfter(2));
  await page.getByRole("button", { name: "Create dashboard" }).click();
  await expect(page.getByText("“Moving house” is ready, with 10 objectives from the template.")).toBeVisible();
  await expect(page).toHaveURL((url) => url.searchParams.get("day") === dayAfter(2));
  await expect(items(page)).toHaveText(["Get quotes from three movers"]);
  await page.goto(`${new URL(page.url()).pathname}?day=${dayAfter(30)}`);
  await expect(items(page)).toHaveText(["Unpack the kitchen and the bedroom"]);
});

test("a template added to a dashboard one has, on a later day, with Undo", async ({ page, javaScriptEnabled }) => {
  await newDashboard(page, "Home");
  const home = new URL(page.url()).pathname;
  await page.goto("/templates/trip");
  if (javaScriptEnabled) await hydrated(page);
  await page.getByText("Add to a dashboard you have").click();
  await expect(page.getByLabel("Dashboard", { exact: true })).toHaveValue(/.+/);
  await expect(page.getByLabel("Dashboard", { exact: true }).getByRole("option")).toHaveText(["Home"]);
  // A day gone: said next to its field, this form open again.
  await page.getByLabel("From").evaluate((input) => input.removeAttribute("min"));
  await page.getByLabel("From").fill(dayAfter(-1));
  await page.getByRole("button", { name: "Add to dashboard" }).click();
  await expect(page.getByText("Choose today or a later day.")).toBeVisible();
  await expect(page.getByLabel("From")).toHaveValue(dayAfter(-1));
  await page.getByLabel("From").fill(dayAfter(1));
  await page.getByRole("button", { name: "Add to dashboard" }).click();
  await expect(page.getByText("7 objectives from the template added.")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === home && url.searchParams.get("day") === dayAfter(1));
  await expect(items(page)).toHaveText(["Book the journey", "Book somewhere to stay"]);
  await expect(page.getByRole("list").getByText("Bookings", { exact: true })).toHaveCount(2);
  // Undo takes the template's rows away again, and its new filters.
  await page
    .getByRole("status")
    .filter({ hasText: "from the template added" })
    .getByRole("button", { name: "Undo" })
    .click();
  await expect(page.getByText("Import undone: 7 entries taken away.")).toBeVisible();
  await page.goto(`${home}?day=${dayAfter(1)}`);
  await expect(items(page)).toHaveCount(0);
});

test("from a dashboard's settings, a template's objectives added to it", async ({ page }) => {
  await newDashboard(page, "Home");
  await createDashboard(page, "Trips");
  const trips = new URL(page.url()).pathname;
  await page.goto(`${trips}/settings`);
  await page
    .getByRole("region", { name: "Save as a template" })
    .getByRole("link", { name: "Choose a template" })
    .click();
  await expect(page.getByText("Choose a template: its page adds its objectives to your dashboard")).toBeVisible();
  await page.getByRole("link", { name: "Trip", exact: true }).click();
  // Its page opens on adding to that dashboard (the first in one's list would be "Home").
  await expect(page.getByLabel("Dashboard", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Dashboard", { exact: true }).locator("option:checked")).toHaveText("Trips");
  await page.getByRole("button", { name: "Add to dashboard" }).click();
  await expect(page.getByText("7 objectives from the template added.")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === trips);
  await expect(items(page)).toHaveText(["Book the journey", "Book somewhere to stay"]);
});

test("a double submit makes one dashboard", async ({ page }) => {
  await postForm(page, "/login/sign-up", { email: uniqueEmail(), password: PASSWORD });
  const form = { name: "Twice", start: appToday(), requestId: crypto.randomUUID() };
  const first = await postForm(page, "/templates/launch", form);
  expect(await postForm(page, "/templates/launch", form)).toBe(first);
  await page.goto("/dashboards");
  await expect(page.getByRole("heading", { name: "Twice" })).toHaveCount(1);
  await page.goto(first);
  await expect(items(page)).toHaveText(["Hold the kick-off meeting"]);
});

test("visitors sign in first; an unknown template is a 404", async ({ page }) => {
  await page.goto("/templates/trip");
  await expect(page).toHaveURL((url) => url.pathname === "/login");
  await postForm(page, "/login/sign-up", { email: uniqueEmail(), password: PASSWORD });
  const response = await page.goto("/templates/nothing-here");
  expect(response?.status()).toBe(404);
});
