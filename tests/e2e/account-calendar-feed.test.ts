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

  // What it shows (decision 087): Home left out, and (nothing here is anyone else's) saved.
  await section.getByRole("group", { name: "Dashboards it shows" }).getByLabel("Home").uncheck();
  await section.getByLabel("Leave out objectives assigned to someone else").check();
  await section.getByRole("button", { name: "Save what it shows" }).click();
  await expect(page.getByText("Saved. Your calendar app shows the change", { exact: false })).toBeVisible();
  await expect(section.getByLabel("Home")).not.toBeChecked();
  await expect(section.getByLabel("Work")).toBeChecked();
  await expect(section.getByLabel("Leave out objectives assigned to someone else")).toBeChecked();
  const chosen = (await (await fetch(first)).text()).replace(/\r\n /g, "");
  expect(chosen).not.toContain("Water the plants");
  expect(chosen).toContain("SUMMARY:Send the report");
  await section.getByLabel("Home").check();
  await section.getByLabel("Leave out objectives assigned to someone else").uncheck();
  await section.getByRole("button", { name: "Save what it shows" }).click();
  // The first save's message may still be showing (with JavaScript, toasts stay 5 s): the
  // feed itself says when this one is saved.
  await expect.poll(async () => (await fetch(first)).text()).toContain("SUMMARY:Water the plants");
  await expect(section.getByLabel("Home")).toBeChecked();
  // A hand-made request with what no page sends: told, 400, nothing saved.
  const refused = await page.request.post("/settings", {
    form: { intent: "feed-choices", all: "not-a-dashboard" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("This form could not be read. Reload the page and try again.");

  // Loaded again, the section says since when, and never shows the link again.
  await page.goto("/settings");
  await expect(section.getByText(/^You have had a private link since /)).toBeVisible();
  await expect(link).toHaveCount(0);
  expect(await page.content()).not.toContain(first);

  await resetAndTurnOff(page, section, first);
});
