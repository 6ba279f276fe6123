import { expect, test } from "./fixtures";
import { newDashboard } from "./helpers";

// Links into a dashboard that are mistyped or lead nowhere: the page says what it did not
// understand, answers 4xx, and keeps the dashboard's header and tabs.

test.describe("a mistyped link", () => {
  for (const [path, query, notice, shown] of [
    ["", "day=2026-13-45", "The date “2026-13-45” in the link was not understood, so today is shown.", /^Today, /],
    ["", "day=abc", "The date “abc” in the link was not understood, so today is shown.", /^Today, /],
    ["/calendar", "month=0001-01", "The month “0001-01” in the link was not understood, so this month is shown.", null],
    ["/notes", "year=20x6", "The year “20x6” in the link was not understood, so this year is shown.", /^Notes \d{4}$/],
  ] as const) {
    test(`?${query} on ${path || "the day"} says so, with a 400, and shows the page`, async ({ page }) => {
      await newDashboard(page);
      const response = await page.goto(`${page.url()}${path}?${query}`);
      expect(response?.status()).toBe(400);
      await expect(page.getByRole("status").filter({ hasText: notice })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
      if (shown) await expect(page.getByRole("heading", { level: 2, name: shown })).toBeVisible();
      else await expect(page.locator('a[aria-current="date"]')).toBeVisible();
    });
  }

  test("a day that exists is read without a notice", async ({ page }) => {
    await newDashboard(page);
    const response = await page.goto(`${page.url()}?day=2030-01-15`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Tuesday, January 15, 2030" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "not understood" })).toHaveCount(0);
  });
});

test.describe("not found inside a dashboard", () => {
  test("an objective that is gone keeps the dashboard's tabs, and says what is missing", async ({ page }) => {
    await newDashboard(page);
    const dashboard = page.url();
    const response = await page.goto(`${dashboard}/objectives/${crypto.randomUUID()}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("This objective no longer exists.")).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Dashboard" });
    await tabs.getByRole("link", { name: "Notes" }).click();
    await expect(page).toHaveURL(`${dashboard}/notes`);
  });

  test("a dashboard that is not yours shows no tabs into it", async ({ page }) => {
    await newDashboard(page);
    const response = await page.goto(`/dashboards/${crypto.randomUUID()}/calendar`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("This dashboard does not exist, or you are not a member of it.")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Dashboard" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Your dashboards" })).toBeVisible();
  });
});

test("a form with an intent the page does not have is a 400 with words for it", async ({ page }) => {
  await newDashboard(page);
  const response = await page.request.post(page.url(), { form: { intent: "drop-everything" }, maxRedirects: 0 });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("This form does not do that. Reload the page and try again.");
});

test("a body that is no form is a 400 with words for it, on every kind of action", async ({ page }) => {
  await newDashboard(page);
  const settings = `${new URL(page.url()).pathname}/settings`;
  const unreadable = "This form could not be read. Reload the page and try again.";
  for (const path of [page.url(), "/dashboards", "/language", "/login"]) {
    const response = await page.request.post(path, { data: { intent: "create" }, maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
    expect(await response.text(), path).toContain(unreadable);
  }
  // A field name ending in a backslash: workerd cannot read the multipart body (Node can).
  const boundary = "----planner";
  const response = await page.request.post(settings, {
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    data: `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nrename\r\n--${boundary}\r\nContent-Disposition: form-data; name="a\\"\r\n\r\nx\r\n--${boundary}--\r\n`,
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain(unreadable);
});
