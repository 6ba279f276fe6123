import { expect, test } from "./fixtures";
import { list, newDashboard, openNewNote, quickAdd, signUp } from "./helpers";

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
