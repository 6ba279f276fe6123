import { expect, test } from "./fixtures";
import { newDashboard } from "./helpers";

// Each page loads only the texts it shows, and a client navigation the next page's before it
// renders (decision 040). The fixture fails any test in which a page asked for a text of a
// namespace it had not loaded; this one walks from one area's page to another's, in German.

test("a page loads its own texts, and the next page's on the way (German)", async ({ page, javaScriptEnabled }) => {
  await newDashboard(page, "Home");
  const day = page.url();
  await page.goto("/about");
  await page.getByRole("button", { name: "Deutsch" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Über Planner" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-ns", "common landing");

  // From the site's pages to the planner's: the day view, then a fresh load of it.
  await page.getByRole("link", { name: "Deine Dashboards" }).click();
  await page.getByRole("link", { name: "Home" }).first().click();
  await expect(page).toHaveURL(day);
  await expect(page.getByLabel("Neues Ziel")).toBeVisible();
  await page.reload();
  // A dashboard's own pages do without the dashboards list's texts, and the data API's; the
  // day view has the words of its layouts (/today's, decision 098).
  await expect(page.locator("html")).toHaveAttribute("data-ns", "common planner across");
  if (javaScriptEnabled) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // Those come with a refusal: loaded by the browser with the answer, or listed by the page
  // the server renders with it.
  await page.getByLabel("Neues Ziel").fill("Rechnung zahlen gestern");
  await page.getByRole("button", { name: "Hinzufügen", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Überfällig (1)" })).toBeVisible();
  await page.getByText("Neu planen", { exact: true }).click();
  await page.getByLabel("Tag, auf den alle verschoben werden").fill("2020-01-01");
  await page.getByLabel("Tag, auf den alle verschoben werden").press("Enter");
  await expect(page.getByText("Wähle heute oder einen späteren Tag.")).toBeVisible();
  if (!javaScriptEnabled) await expect(page.locator("html")).toHaveAttribute("data-ns", "common planner across api");

  // To plans, settings and help: each its own texts, worded at once.
  await page.getByRole("link", { name: "Tarife" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Wähle einen Tarif" })).toBeVisible();
  await page.getByRole("link", { name: "Heute auf allen Dashboards" }).click();
  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole("heading", { level: 1, name: "Heute" })).toBeVisible();
  await page.locator("header").getByRole("link", { name: /^e2e-/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Deine Einstellungen" })).toBeVisible();
  await page.getByRole("link", { name: "Hilfe" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Hilfe" })).toBeVisible();

  // A message from one area shown on another's page: worded by the server.
  await page.getByRole("button", { name: "Abmelden" }).click();
  await expect(page.getByText("Du wurdest abgemeldet.").last()).toBeVisible();
  await expect(page.getByRole("link", { name: "Anmelden" }).first()).toBeVisible();
});
