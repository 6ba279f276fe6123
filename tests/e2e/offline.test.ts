import { expect, test, type Page } from "./fixtures";
import { hydrated, items, newDashboard, quickAdd } from "./helpers";

/** From now on no request for the app's data gets an answer (GET only: changes still go through). */
async function cutData(page: Page, methods: "GET" | "all" = "all") {
  await page.route("**/*.data*", (route) =>
    methods === "all" || route.request().method() === methods ? route.abort("internetdisconnected") : route.continue(),
  );
}

/** A new dashboard's day with one objective, "One", its JavaScript running. */
async function dayWithOne(page: Page) {
  await newDashboard(page);
  await quickAdd(page, "One");
  await expect(items(page)).toHaveText(["One"]);
  await hydrated(page);
}

const bar = (page: Page) => page.getByRole("status").filter({ hasText: "No connection" });

// A page that loses its connection stays the page it was (decision 069): without JavaScript
// the browser itself says the page could not be loaded, and the page left stays in history.
test.describe("without a connection", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the browser's own page without JavaScript");

  test("a change made while the page's reload fails keeps the page, says it may be out of date, and reloads once back", async ({
    page,
  }) => {
    await dayWithOne(page);
    await cutData(page, "GET");
    await page.getByRole("button", { name: "Mark as done One" }).click();
    await expect(bar(page)).toHaveText("No connection. This page may be out of date.Try again");
    await expect(items(page)).toHaveText(["One"]);
    await expect(page.getByRole("heading", { name: "Home", level: 1 })).toBeVisible();
    // The browser says it is back: the page reloads by itself, with the change's message.
    await page.unroute("**/*.data*");
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect(bar(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Mark as not done One" })).toBeVisible();
    await expect(page.getByText("Marked as done.")).toBeVisible();
  });

  test("a line that cannot be sent stays in the field, and goes once sent again", async ({ page }) => {
    await dayWithOne(page);
    await cutData(page);
    await quickAdd(page, "Two");
    await expect(bar(page)).toHaveText("No connection. Your last change may not have been saved.Try again");
    await expect(page.getByLabel("New objective")).toHaveValue("Two");
    await expect(items(page)).toHaveText(["One"]);
    await page.unroute("**/*.data*");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(items(page)).toHaveText(["One", "Two"]);
    await expect(bar(page)).toHaveCount(0);
  });

  test("a line whose answer was lost, sent again, is added once", async ({ page }) => {
    await dayWithOne(page);
    // The server receives the line and adds it; its answer never reaches the page. Nor does the
    // page's reload that follows every change (revalidateAfterFetchers): reaching the server, it
    // would show the line and rightly clear the bar, at times before the bar was ever seen.
    await page.route("**/*.data*", async (route) => {
      if (route.request().method() === "POST") await route.fetch();
      await route.abort("internetdisconnected");
    });
    await quickAdd(page, "Two");
    await expect(bar(page)).toHaveText("No connection. Your last change may not have been saved.Try again");
    await expect(page.getByLabel("New objective")).toHaveValue("Two");
    await page.unroute("**/*.data*");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByLabel("New objective")).toHaveValue("");
    await expect(bar(page)).toHaveCount(0);
    await expect(items(page)).toHaveText(["One", "Two"]);
    // Changed, it is a new line.
    await quickAdd(page, "Three");
    await expect(items(page)).toHaveText(["One", "Two", "Three"]);
  });

  test("a link followed without a connection leaves the page where it was; Try again opens it", async ({ page }) => {
    await dayWithOne(page);
    const day = page.url();
    await cutData(page);
    await page.getByRole("link", { name: "Calendar", exact: true }).click();
    await expect(bar(page)).toHaveText("No connection. That page could not be opened.Try again");
    expect(page.url()).toBe(day);
    await expect(items(page)).toHaveText(["One"]);
    // Back goes where it went before: no new entry was made for the page that did not open.
    await page.unroute("**/*.data*");
    await bar(page).getByRole("button", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(bar(page)).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(day);
    await expect(items(page)).toHaveText(["One"]);
  });

  test("back without a connection: the page says the connection is gone, and offers the page again", async ({
    page,
  }) => {
    await dayWithOne(page);
    await page.getByRole("link", { name: "Calendar", exact: true }).click();
    await expect(page).toHaveURL(/\/calendar$/);
    await cutData(page);
    await page.goBack();
    await expect(page.getByRole("heading", { name: "No connection", level: 1 })).toBeVisible();
    await expect(page.getByText("This page could not be loaded. Check your connection and try again.")).toBeVisible();
    await page.unroute("**/*.data*");
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(items(page)).toHaveText(["One"]);
  });
});
