import { expect, test } from "./fixtures";
import { list, newDashboard, openNewNote, quickAdd, rowAction, signUp } from "./helpers";

// Printing a page (the browser's Print, with or without JavaScript): its content on white
// paper, in dark text even when the screen is dark, without what only works on a screen.

test("a printed day, its notes and /today keep the content and leave the controls, dark mode too", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await signUp(page);
  await newDashboard(page, "Home");
  await quickAdd(page, "Call the bank #work p1");
  await openNewNote(page);
  await page.getByLabel("Title").fill("Holidays");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("heading", { name: "Holidays" })).toBeVisible();
  const row = list(page).getByRole("listitem").filter({ hasText: "Call the bank" });
  // On screen: dark, and every control there.
  const textColor = () => page.evaluate(() => getComputedStyle(document.body).color);
  const dark = await textColor();
  const controls = [
    page.getByLabel("New objective"),
    page.getByRole("navigation").first(),
    page.getByRole("link", { name: "Next day" }),
    page.getByRole("link", { name: "Select", exact: true }),
    row.getByRole("link", { name: "More actions Call the bank", exact: true }),
    page.getByText("New note", { exact: true }),
    // The filters to narrow the day by.
    page.locator("form").filter({ has: page.getByText("Filters", { exact: true }) }),
    // The live line comes with JavaScript.
    ...(javaScriptEnabled ? [page.getByText("Live: changes by others show here")] : []),
  ];
  for (const control of controls) await expect(control).toBeVisible();

  await page.emulateMedia({ media: "print", colorScheme: "dark" });
  expect(await textColor()).not.toBe(dark);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(255, 255, 255)");
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await expect(row.getByText("Call the bank")).toBeVisible();
  await expect(row.getByText("work")).toBeVisible();
  await expect(row.getByRole("button", { name: "Mark as done Call the bank" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Holidays" })).toBeVisible();
  for (const control of controls) await expect(control).toBeHidden();

  await page.emulateMedia({ media: "screen" });
  await page.goto("/today");
  const todays = [
    page.getByRole("link", { name: "Add objective Home" }),
    page.getByRole("link", { name: "Select Home" }),
  ];
  for (const control of todays) await expect(control).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { name: "Home" })).toBeVisible();
  await expect(page.getByText("Call the bank")).toBeVisible();
  for (const control of todays) await expect(control).toBeHidden();
});

test("a printed objective shows its day, state, rule, filters and description, its steps and comments, no form", async ({
  page,
}) => {
  await signUp(page);
  await newDashboard(page, "Home");
  await quickAdd(page, "Take the antibiotics every day p2 #health");
  await rowAction(page, "Take the antibiotics", "Edit");
  await page.getByLabel("Description").fill("Twice a day with food.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await rowAction(page, "Take the antibiotics", "Edit");
  await page.getByLabel("Add a step").fill("Morning pill");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("link", { name: "Edit the step Morning pill" })).toBeVisible();
  await page.getByLabel("Add a comment").fill("Pharmacy closes at 6.");
  await page.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(page.getByRole("link", { name: /^Edit your comment/ })).toBeVisible();

  // On screen: the form, the steps' and comments' controls; no summary.
  const summary = page.getByRole("region", { name: "Take the antibiotics" });
  const controls = [
    page.getByRole("heading", { name: "Edit objective" }),
    page.getByLabel("Title"),
    page.getByRole("button", { name: "Save changes" }),
    page.getByRole("button", { name: "Complete forever" }),
    page.getByRole("button", { name: "Delete objective" }),
    page.getByRole("link", { name: "Edit the step Morning pill" }),
    page.getByRole("button", { name: "Delete the step Morning pill" }),
    page.getByLabel("Add a step"),
    page.getByLabel("Add a comment"),
    page.getByRole("link", { name: /^Edit your comment/ }),
  ];
  for (const control of controls) await expect(control).toBeVisible();
  await expect(summary).toBeHidden();

  await page.emulateMedia({ media: "print" });
  for (const control of controls) await expect(control).toBeHidden();
  await expect(summary).toBeVisible();
  const term = (name: string) => summary.locator("dt").filter({ hasText: name }).locator("+ dd");
  await expect(term("Status")).toHaveText("Not done yet");
  await expect(term("Priority")).toHaveText("Priority 2 (high)");
  await expect(term("Repeat")).toHaveText("Every day");
  await expect(term("Filters")).toHaveText("health");
  await expect(summary.getByText("Twice a day with food.")).toBeVisible();
  await expect(page.getByText("Morning pill", { exact: true })).toBeVisible();
  await expect(page.getByText("Pharmacy closes at 6.", { exact: true })).toBeVisible();
});
