import { expect, test, type Page } from "@playwright/test";
import { SUPABASE_URL, signUp } from "./helpers";

// "One Supabase round trip per page view, and none to check the user while the token is
// fresh": counted at the stand-in, for this test's user only.
async function requestsSince(email: string, since: number) {
  const res = await fetch(`${SUPABASE_URL}/__stats?email=${encodeURIComponent(email)}&since=${since}`);
  return ((await res.json()) as { requests: string[] }).requests;
}

async function counted(page: Page, email: string, act: () => Promise<void>) {
  await page.waitForLoadState("networkidle");
  const since = Date.now();
  await act();
  await page.waitForLoadState("networkidle");
  return requestsSince(email, since);
}

test("each page view makes one request to Supabase, each action one more", async ({ page }) => {
  const email = await signUp(page);
  await page.getByLabel("Name of the new dashboard").fill("Counted");
  await page.getByRole("button", { name: "Add dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Counted" })).toBeVisible();
  const dayUrl = page.url();

  expect(await counted(page, email, async () => void (await page.goto("/dashboards")))).toEqual(["POST /rest/v1/rpc/get_dashboards_page"]);
  expect(await counted(page, email, async () => void (await page.goto(dayUrl)))).toEqual(["POST /rest/v1/rpc/get_day_page"]);

  const add = await counted(page, email, async () => {
    await page.getByLabel("New objective").fill("Count me");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("Objective added.")).toBeVisible();
  });
  expect(add).toEqual(["POST /rest/v1/rpc/add_objective", "POST /rest/v1/rpc/get_day_page"]);

  const toggle = await counted(page, email, async () => {
    await page.getByRole("button", { name: "Mark “Count me” as done" }).click();
    await expect(page.getByText("Marked as done.")).toBeVisible();
  });
  expect(toggle).toEqual(["POST /rest/v1/rpc/set_objective_done", "POST /rest/v1/rpc/get_day_page"]);
});
