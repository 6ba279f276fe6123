import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createDashboard, hydrated, list, newDashboard, quickAdd, saved } from "./helpers";

// A colour for each dashboard (decision 088): one's own, a dot beside its name on the cards,
// its pages' header, the switcher, /today's sections and /upcoming's rows; chosen under its
// settings' "View". JavaScript on and off.

/** The dot beside a name: aria-hidden, so found by its place; its colour is its class. */
const dot = (within: Locator) => within.locator("span[aria-hidden].rounded-full").first();
const dashboardId = (page: Page) => new URL(page.url()).pathname.split("/")[2]!;

test("each dashboard has its own colour, changed under its settings and shown wherever it is named", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Home");
  await quickAdd(page, "Water the plants");
  await expect(list(page).getByText("Water the plants")).toBeVisible();
  await createDashboard(page, "Work");
  const work = dashboardId(page);
  await saved(page, javaScriptEnabled, () => quickAdd(page, "Send the report tomorrow"));
  // A new dashboard takes the next colour: Home blue, Work orange.
  await expect(dot(page.locator("main header"))).toHaveClass(/bg-orange-500/);

  await page.goto("/dashboards");
  const card = (name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(dot(card("Home"))).toHaveClass(/bg-blue-600/);
  await expect(dot(card("Work"))).toHaveClass(/bg-orange-500/);

  // Chosen under "View": with JavaScript at once, without by its Save button.
  await page.goto(`/dashboards/${work}/settings`);
  const colors = page.getByRole("group", { name: "Colour" });
  await expect(colors.getByRole("radio", { name: "Orange" })).toBeChecked();
  await expect(colors).toHaveAccessibleDescription(/Only you see it\./);
  if (javaScriptEnabled) await hydrated(page);
  await colors.getByRole("radio", { name: "Teal" }).check({ force: true });
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Save colour" }).click();
  await expect(page.getByText("Options saved.")).toBeVisible();
  await page.reload();
  await expect(colors.getByRole("radio", { name: "Teal" })).toBeChecked();
  await expect(dot(page.locator("main header"))).toHaveClass(/bg-teal-500/);

  await page.goto("/dashboards");
  await expect(dot(card("Work"))).toHaveClass(/bg-teal-500/);
  await expect(dot(card("Home"))).toHaveClass(/bg-blue-600/);

  // /today: Home's section (Work has nothing today); /upcoming: Work's row tomorrow.
  await page.goto("/today");
  await expect(dot(page.getByRole("heading", { level: 2, name: "Home" }))).toHaveClass(/bg-blue-600/);
  // Quick add's choice of dashboard wears the chosen one's dot once JavaScript follows the
  // choice; without it, none (it could not change with the select).
  const choice = page.locator("select#quick-add-dashboard");
  const choiceDot = page.locator("span:has(+ select#quick-add-dashboard)");
  if (javaScriptEnabled) {
    await hydrated(page);
    await choice.selectOption({ label: "Work" });
    await expect(choiceDot).toBeVisible();
    await expect(choiceDot.locator("span")).toHaveClass(/bg-teal-500/);
    await choice.selectOption({ label: "Home" });
    await expect(choiceDot.locator("span")).toHaveClass(/bg-blue-600/);
  } else await expect(choiceDot).toBeHidden();
  await page.goto("/upcoming");
  const chip = page.getByRole("link", { name: "Work", exact: true });
  await expect(dot(chip)).toHaveClass(/bg-teal-500/);

  // The switcher (with JavaScript) lists them with their dots.
  if (javaScriptEnabled) {
    await page.goto(`/dashboards/${work}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Switch dashboard" }).click();
    const switcher = page.getByRole("list", { name: "Your dashboards" });
    await expect(dot(switcher.getByRole("link", { name: "Work" }))).toHaveClass(/bg-teal-500/);
    await expect(dot(switcher.getByRole("link", { name: "Home" }))).toHaveClass(/bg-blue-600/);
  }

  // A hand-made request with a colour no page offers: told next to the field, 4xx, unchanged.
  const refused = await page.request.post(`/dashboards/${work}/settings`, {
    form: { intent: "color", color: "black" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("Choose one of the colours.");
  await page.goto(`/dashboards/${work}/settings`);
  await expect(colors.getByRole("radio", { name: "Teal" })).toBeChecked();
});
