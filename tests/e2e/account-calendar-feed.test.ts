import { expect, test } from "./fixtures";
import { resetAndTurnOff } from "./feed-helpers";
import { createDashboard, list, newDashboard, quickAdd } from "./helpers";

// One calendar link for all of one's dashboards (decision 085), on /settings: made, shown
// once, read by calendar apps without a session, each event saying its dashboard; reset and
// turned off. With JavaScript on and off (both projects).
test("a calendar link to all one's dashboards: made on settings, read without a session, reset and turned off", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Home");
  await quickAdd(page, "Water the plants");
  await expect(list(page).getByText("Water the plants")).toBeVisible();
  await createDashboard(page, "Work");
  await quickAdd(page, "Send the **report**");
  await expect(list(page).getByText("Send the report")).toBeVisible();

  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Calendar feed" });
  await expect(
    section.getByText("See the objectives of all your dashboards in one calendar", { exact: false }),
  ).toBeVisible();
  const link = section.getByLabel("Your private calendar link");
  await section.getByRole("button", { name: "Create calendar link" }).click();
  await expect(link).toHaveValue(/\/feeds\/all\/[\w-]{43}\.ics$/);
  // Without JavaScript the answer is a new page: it opens at the section. With it, the page stays where it was.
  if (!javaScriptEnabled) expect(new URL(page.url()).hash).toBe("#calendar");
  await expect(section).toBeInViewport();
  const first = await link.inputValue();
  await expect(section.getByText("Copy it now: it is shown only this once.", { exact: false })).toBeVisible();

  // As a calendar app reads it: no cookies. Both dashboards, each event saying which.
  const feed = await fetch(first);
  expect(feed.status).toBe(200);
  expect(feed.headers.get("content-type")).toMatch(/^text\/calendar/);
  const text = (await feed.text()).replace(/\r\n /g, "");
  expect(text).toContain("X-WR-CALNAME:Planner: all dashboards");
  expect(text).toMatch(/\r\nSUMMARY:Water the plants\r\nDESCRIPTION:Dashboard: Home\r\n/);
  expect(text).toMatch(/\r\nSUMMARY:Send the report\r\nDESCRIPTION:Dashboard: Work\r\n/);

  // Loaded again, the section says since when, and never shows the link again.
  await page.goto("/settings");
  await expect(section.getByText(/^You have had a private link since /)).toBeVisible();
  await expect(link).toHaveCount(0);
  expect(await page.content()).not.toContain(first);

  await resetAndTurnOff(page, section, first);
});
