import { expect, test, type Page } from "./fixtures";
import { items, newDashboard, quickAdd, signInWithPassword, signOut } from "./helpers";

// Templates of one's own (decision 092), with JavaScript on and off: a dashboard saved as a
// template from its settings, its page, a new dashboard made from it on another day, its card
// in the gallery, and its delete with Undo.

/** A dashboard with open objectives over a week (2030-06-05 is a Wednesday) and a done one. */
async function importPlan(page: Page) {
  const file = {
    format: "planner-dashboard",
    version: 1,
    filters: [{ name: "Admin", color: "blue" }],
    objectives: [
      { day: "2030-06-04", title: "Old errand", done: true },
      { day: "2030-06-05", title: "Get quotes", priority: 2, filters: ["Admin"] },
      { day: "2030-06-08", title: "Pack boxes", checklist: [{ title: "Books", done: true }] },
      // A Tuesday, every week.
      { day: "2030-06-11", title: "Team call", repeat: "weekly" },
    ],
    notes: [],
  };
  await page.goto(`${new URL(page.url()).pathname}/settings`);
  await page.getByLabel("File to import").setInputFiles({
    name: "plan.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByText(/^4 entries imported\./)).toBeVisible();
}

test("a dashboard saved as a template, a new one made from it on another day, and the template deleted and brought back", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await newDashboard(page, "Move to Lisbon");
  await importPlan(page);

  const section = page.getByRole("region", { name: "Save as a template" });
  await expect(section.getByLabel("Template name")).toHaveValue("Move to Lisbon");
  await section.getByLabel("Template name").fill("Our move");
  await section.getByRole("button", { name: "Save as template" }).click();

  // Its page: what it adds, days from its first open objective (the done one stays behind).
  await expect(page.getByRole("heading", { level: 1, name: "Our move" })).toBeVisible();
  await expect(page.getByText("“Our move” is saved as a template, with 3 objectives.")).toBeVisible();
  await expect(page.getByText(/^Saved from “Move to Lisbon” on /)).toBeVisible();
  await expect(page.getByText("3 objectives · 1 repeating")).toBeVisible();
  const preview = page.getByRole("region", { name: "What it adds" });
  await expect(preview.getByRole("listitem")).toHaveCount(3);
  await expect(preview.getByRole("listitem").filter({ hasText: "Get quotes" })).toHaveText(
    /^Day 1.*Get quotesPriority 2Admin$/,
  );
  await expect(preview.getByRole("listitem").filter({ hasText: "Pack boxes" })).toHaveText(/^Day 4.*Pack boxesBooks$/);
  await expect(preview.getByRole("listitem").filter({ hasText: "Team call" })).toHaveText(/^Every week.*Team call$/);
  await expect(page.getByLabel("Dashboard name")).toHaveValue("Our move");

  // A new dashboard from it, started on a Monday: the weekly call on the first Tuesday from
  // its sixth day.
  await page.getByLabel("Dashboard name").fill("Second move");
  await page.getByLabel("Start on").fill("2030-07-01");
  await page.getByRole("button", { name: "Create dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Second move" })).toBeVisible();
  await expect(page.getByText("“Second move” is ready, with 3 objectives from the template.")).toBeVisible();
  await expect(items(page)).toHaveText(["Get quotes"]);
  await expect(page.locator(".check.pri2")).toHaveCount(1);
  const day = new URL(page.url()).pathname;
  await page.goto(`${day}?day=2030-07-04`);
  await expect(items(page)).toHaveText(["Pack boxes"]);
  // Its step, to do again.
  await expect(page.getByLabel("0/1 step done on Pack boxes")).toBeVisible();
  await page.goto(`${day}?day=2030-07-09`);
  await expect(items(page)).toHaveText(["Team call"]);

  // Its card among one's own.
  await page.goto("/templates");
  const mine = page.getByRole("region", { name: "Your templates" });
  await expect(mine.getByRole("heading", { level: 3 })).toHaveText(["Our move"]);
  await expect(mine.getByText("Saved from “Move to Lisbon”")).toBeVisible();
  await mine.getByRole("link", { name: "Our move" }).click();

  // Renamed in place: an empty name is refused next to the field; then the new one.
  const manage = page.getByRole("region", { name: "This template" });
  await manage.getByLabel("Template name").fill(" ");
  await manage.getByLabel("Template name").evaluate((input) => input.removeAttribute("required"));
  await manage.getByRole("button", { name: "Rename" }).click();
  await expect(manage.getByText("Enter a name.")).toBeVisible();
  await manage.getByLabel("Template name").fill("Lisbon move");
  await manage.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByText("Template renamed.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Lisbon move" })).toBeVisible();
  await expect(page.getByLabel("Dashboard name")).toHaveValue("Lisbon move");

  // Deleted, then brought back by the message's Undo.
  await manage.getByRole("button", { name: "Delete template" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Start from a template" })).toBeVisible();
  await expect(page.getByText("Template “Lisbon move” deleted.")).toBeVisible();
  await expect(page.getByText("Save any dashboard as a template from its settings")).toBeVisible();
  await page.getByRole("button", { name: "Undo", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lisbon move" })).toBeVisible();
  await expect(page.getByText("Template “Lisbon move” is back.")).toBeVisible();
});

test("a plan that is over: refused with nothing open, saved whole with its done objectives", async ({ page }) => {
  await newDashboard(page, "Finished");
  await quickAdd(page, "Paint the fence");
  await expect(page.getByText(/^Objective added/)).toBeVisible();
  await page.getByRole("button", { name: "Mark as done Paint the fence" }).click();
  await expect(page.getByText("Marked as done.")).toBeVisible();
  await page.goto(`${new URL(page.url()).pathname}/settings`);
  const section = page.getByRole("region", { name: "Save as a template" });
  await section.getByLabel("Template name").fill("Fence");
  const answer = page.waitForResponse((r) => r.request().method() === "POST");
  await section.getByRole("button", { name: "Save as template" }).click();
  expect((await answer).status()).toBe(422);
  await expect(
    section.getByText("This dashboard has no open objectives. Include the done ones to keep the whole plan."),
  ).toBeVisible();
  await expect(section.getByLabel("Template name")).toHaveValue("Fence");
  await section.getByLabel("Include the done objectives, to do again").check();
  await section.getByRole("button", { name: "Save as template" }).click();
  await expect(page.getByText("“Fence” is saved as a template, with 1 objective.")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "What it adds" }).getByRole("listitem").filter({ hasText: "Paint the fence" }),
  ).toBeVisible();
});

test("someone else's template is not found", async ({ page }) => {
  await newDashboard(page, "Mine");
  await importPlan(page);
  await page.getByRole("button", { name: "Save as template" }).click();
  await expect(page).toHaveURL(/\/templates\/saved\//);
  const url = page.url();
  await signOut(page);
  await newDashboard(page, "Theirs");
  expect((await page.goto(url))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("a template shared by link: seen, used and kept by someone else; the owner ends the link", async ({ page }) => {
  test.setTimeout(60_000);
  const owner = await newDashboard(page, "Move to Lisbon");
  await importPlan(page);
  await page.getByRole("button", { name: "Save as template" }).click();
  await expect(page).toHaveURL(/\/templates\/saved\//);
  const ownPage = page.url();
  await page.getByRole("button", { name: "Create link" }).click();
  await expect(page.getByText("Anyone signed in with the link can now use “Move to Lisbon”.")).toBeVisible();
  const link = await page.getByLabel("Link to this template").inputValue();
  expect(link).toMatch(/\/templates\/shared\/[\w-]+$/);
  // Its owner opening it lands on their own page.
  await page.goto(link);
  await expect(page).toHaveURL(ownPage);

  await signOut(page);
  await newDashboard(page, "Theirs");
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Move to Lisbon" })).toBeVisible();
  await expect(page.getByText(/^Shared with you/)).toBeVisible();
  await expect(page.getByRole("region", { name: "What it adds" }).getByRole("listitem")).toHaveCount(3);
  await page.getByLabel("Dashboard name").fill("Our own move");
  await page.getByRole("button", { name: "Create dashboard" }).click();
  await expect(page.getByText("“Our own move” is ready, with 3 objectives from the template.")).toBeVisible();
  await expect(items(page)).toHaveText(["Get quotes"]);
  // A copy among their own templates.
  await page.goto(link);
  await page.getByRole("button", { name: "Save to your templates" }).click();
  await expect(page.getByText("“Move to Lisbon” is saved to your templates.")).toBeVisible();
  await expect(page.getByRole("region", { name: "This template" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create link" })).toBeVisible();

  // Its owner, signed in again where they were going, ends the link.
  await signOut(page);
  await page.goto(ownPage);
  await signInWithPassword(page, owner);
  await expect(page).toHaveURL(ownPage);
  await page.getByRole("button", { name: "Stop sharing" }).click();
  await expect(page.getByText("The link to “Move to Lisbon” no longer works.")).toBeVisible();
  await expect(page.getByLabel("Link to this template")).toHaveCount(0);
  expect((await page.goto(link))?.status()).toBe(404);
});
