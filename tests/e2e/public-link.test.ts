import { expect, test } from "./fixtures";
import { newDashboard, quickAdd } from "./helpers";
import { secondPage } from "./sharing-helpers";

// A dashboard's public read-only link (decision 030): its admin turns it on, copies it, makes
// a new one and turns it off; a reader without an account reads the week and changes nothing.
// With JavaScript on and off (both projects).

test("an admin shares the week by a public link; a reader without an account reads it, and the link can be replaced and turned off", async ({
  page,
  context,
  browser,
  javaScriptEnabled,
  baseURL,
  pageChecks,
}) => {
  test.setTimeout(120_000);
  await newDashboard(page, "Launch");
  await quickAdd(page, "Write the press note #press");
  await expect(page.getByText("Objective added.", { exact: true })).toBeVisible();
  await quickAdd(page, "Rehearse tomorrow");
  // Its own message: the first one's may still be showing.
  await expect(page.getByText(/^Objective added to /)).toBeVisible();
  await page.getByRole("button", { name: "Mark as done Write the press note" }).click();
  await expect(page.getByRole("button", { name: "Mark as not done Write the press note" })).toBeVisible();

  await page.getByRole("link", { name: "Settings", exact: true }).click();
  const section = page.getByRole("region", { name: "Public link" });
  await section.getByRole("button", { name: "Create public link" }).click();
  await expect(page.getByText("Public link turned on.", { exact: false })).toBeVisible();
  const field = section.getByLabel("Link to share");
  await expect(field).toHaveValue(/\/shared\/[\w-]{43}$/);
  const first = await field.inputValue();
  await expect(section.getByRole("link", { name: "Open the public page" })).toHaveAttribute("href", first);
  if (javaScriptEnabled) {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await section.getByRole("button", { name: "Copy" }).click();
    await expect(section.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  }
  // Unlike a calendar link, the admin finds it again later.
  await page.reload();
  await expect(field).toHaveValue(first);

  // A reader with no account: the week from today, done objectives ticked, nothing to press.
  const reader = await secondPage(browser, javaScriptEnabled, baseURL, pageChecks);
  const answer = await reader.goto(first);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(reader.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(reader.getByRole("heading", { level: 1, name: "Launch" })).toBeVisible();
  await expect(reader.getByText("Read-only")).toBeVisible();
  const days = reader.getByRole("list", { name: "Days of the week" });
  await expect(days.locator(":scope > li")).toHaveCount(7);
  const today = days.locator(":scope > li").first();
  await expect(today.getByText("Today", { exact: true })).toBeVisible();
  await expect(today.getByRole("listitem")).toHaveText(["Done: Write the press notepress"]);
  await expect(days.locator(":scope > li").nth(1).getByRole("listitem")).toHaveText(["Rehearse"]);
  await expect(reader.locator("main").getByRole("button")).toHaveCount(0);
  await expect(reader.locator("main form")).toHaveCount(0);
  await expect(reader.getByRole("link", { name: "Try Planner for free" })).toBeVisible();

  // The next week has nothing yet; "Today" comes back.
  await reader.getByRole("link", { name: "Next week" }).click();
  await expect(reader.getByText("Nothing planned.")).toHaveCount(7);
  await reader.getByRole("link", { name: "Today" }).click();
  await expect(days.getByText("Rehearse")).toBeVisible();
  // A date the link's query cannot be read as: this week, with words, and a 400.
  const misread = await reader.goto(`${first}?day=someday`);
  expect(misread?.status()).toBe(400);
  await expect(reader.getByText("The date “someday” in the link was not understood, so today is shown.")).toBeVisible();

  // A new link: asked first; the old one then says it no longer works (410).
  await section.getByRole("link", { name: "Make a new link" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Make a new public link?" });
  await expect(confirm.getByText("The current link will stop working for everyone who has it.")).toBeVisible();
  await confirm.getByRole("button", { name: "Make a new link" }).click();
  await expect(page.getByText("New public link made. The old one no longer works.")).toBeVisible();
  await expect(field).not.toHaveValue(first);
  const second = await field.inputValue();
  expect((await reader.goto(first))?.status()).toBe(410);
  await expect(reader.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  expect((await reader.goto(second))?.status()).toBe(200);

  // Cancel leaves it on; turning it off ends it.
  await section.getByRole("link", { name: "Turn off the link" }).click();
  await page
    .getByRole("alertdialog", { name: "Turn off the public link?" })
    .getByRole("link", { name: "Cancel" })
    .click();
  await expect(field).toHaveValue(second);
  await section.getByRole("link", { name: "Turn off the link" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Turn off the link" }).click();
  await expect(page.getByText("Public link turned off.")).toBeVisible();
  await expect(section.getByRole("button", { name: "Create public link" })).toBeVisible();
  expect((await reader.goto(second))?.status()).toBe(410);
  expect((await reader.goto(second.replace(/[\w-]{43}$/, "A".repeat(43))))?.status()).toBe(404);
  await expect(reader.getByRole("heading", { name: "Link not found" })).toBeVisible();
  await reader.context().close();
});

test("a long day shows its first 50 objectives in the week, and all of them on request", async ({ page }) => {
  await newDashboard(page, "Warehouse");
  const rows = Array.from({ length: 53 }, (_, i) => `"2030-03-05","Box ${String(i + 1).padStart(2, "0")}"`);
  await page.getByRole("link", { name: "Settings", exact: true }).click();
  const importing = page.getByRole("region", { name: "Import" });
  await importing.getByLabel("File to import").setInputFiles({
    name: "boxes.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(['"day","title"', ...rows].join("\n")),
  });
  await importing.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByText("53 entries imported.")).toBeVisible();
  const section = page.getByRole("region", { name: "Public link" });
  await section.getByRole("button", { name: "Create public link" }).click();
  const link = await section.getByLabel("Link to share").inputValue();

  await page.goto(`${link}?day=2030-03-05`);
  const first = page.getByRole("list", { name: "Days of the week" }).locator(":scope > li").first();
  await expect(first.getByRole("listitem")).toHaveCount(50);
  await expect(first.getByText("And 3 more objectives on this day.")).toBeVisible();
  await first.getByRole("link", { name: "Show them all" }).click();
  await expect(page).toHaveURL(/\?day=2030-03-05&all=$/);
  const days = page.getByRole("list", { name: "Days of the week" }).locator(":scope > li");
  await expect(days).toHaveCount(1);
  await expect(days.first().getByRole("listitem")).toHaveCount(53);
  await expect(days.first().getByRole("listitem").last()).toHaveText("Box 53");
  await expect(page.getByRole("link", { name: "Show them all" })).toHaveCount(0);
  await page.getByRole("link", { name: "Back to the week" }).click();
  await expect(page.getByRole("list", { name: "Days of the week" }).locator(":scope > li")).toHaveCount(7);
});
