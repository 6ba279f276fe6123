import { expect, test } from "./fixtures";
import { hydrated, list, quickAdd } from "./helpers";
import { annAndBen, openSettings } from "./sharing-helpers";

// Members who can only view (decision 066): the admin makes Ben a viewer from his dialog;
// Ben reads the dashboard, every page says why he cannot change it, what he tries anyway is
// refused with that reason, and it leaves his /today; "Let them edit" gives it back.
// JavaScript on and off.

const NOTICE = "You can view this dashboard but not change it. Its admin decides who can edit.";

test("a member made view-only reads the dashboard and changes nothing; let edit again, he does", async ({
  page: ann,
  browser,
  javaScriptEnabled,
  baseURL,
  pageChecks,
}) => {
  test.setTimeout(120_000);
  const { ben, dayUrl } = await annAndBen(ann, { browser, javaScriptEnabled, baseURL, pageChecks }, "Garden");
  await quickAdd(ann, "Water the plants +ben");
  await expect(list(ann).getByText("Water the plants")).toBeVisible();

  await openSettings(ann);
  await ann.getByRole("region", { name: "Members" }).getByRole("link", { name: "Ben" }).click();
  const dialog = ann.getByRole("dialog", { name: "Ben" });
  await expect(dialog.getByText("viewers see everything and change nothing")).toBeVisible();
  await dialog.getByRole("button", { name: "Make view-only" }).click();
  await expect(ann.getByText("Ben can now only view this dashboard.")).toBeVisible();
  await expect(
    ann.getByRole("region", { name: "Members" }).getByRole("listitem").filter({ hasText: "Ben" }),
  ).toContainText("Viewer");

  // His bell says so, for its own reason.
  await ben.goto("/notifications");
  await expect(
    ben.getByRole("listitem").filter({ hasText: "Ann made you view-only" }).getByText("Your role"),
  ).toBeVisible();

  // Ben reads it, with the reason, and nothing to add with; his assignment went.
  await ben.goto(dayUrl);
  await expect(ben.getByRole("status").filter({ hasText: NOTICE })).toBeVisible();
  await expect(list(ben).getByText("Water the plants")).toBeVisible();
  await expect(ben.getByLabel("New objective")).toHaveCount(0);
  await expect(ben.getByText("New note", { exact: true })).toHaveCount(0);
  await expect(ben.getByRole("link", { name: "More actions Water the plants" })).toBeHidden();
  // What the page still offers is refused by the database, with the reason.
  if (javaScriptEnabled) await hydrated(ben);
  await ben.getByRole("button", { name: "Mark as done Water the plants" }).click();
  await expect(ben.getByText("You can only view this dashboard.").first()).toBeVisible();
  // The objective's page shows its fields, disabled.
  await ben.goto(`${dayUrl.split("?")[0]}/calendar`);
  await ben.getByRole("listitem").filter({ hasText: "Water the plants" }).first().getByRole("link").first().click();
  await expect(ben.getByLabel("Title")).toBeDisabled();
  await expect(ben.getByLabel("Add a comment")).toBeDisabled();
  // Not among what /today asks him to do.
  await ben.goto("/today");
  await expect(ben.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(ben.getByRole("heading", { name: "Garden" })).toHaveCount(0);

  // Let edit again: he adds.
  await ann.goto(`${dayUrl.split("?")[0]}/settings?member=${await memberId(ann)}`);
  await ann.getByRole("dialog", { name: "Ben" }).getByRole("button", { name: "Let them edit" }).click();
  await expect(ann.getByText("Ben can edit this dashboard again.")).toBeVisible();
  await ben.goto(dayUrl);
  await expect(ben.getByRole("status").filter({ hasText: NOTICE })).toHaveCount(0);
  await quickAdd(ben, "Cut the hedge");
  await expect(list(ben).getByText("Cut the hedge")).toBeVisible();

  // The activity tells who decided it, and when.
  await ben.goto(`${dayUrl.split("?")[0]}/activity`);
  const entries = ben.getByRole("listitem").filter({ hasText: /view-only|edit again/ });
  await expect(entries).toHaveText([/Ann let Ben edit again/, /Ann made Ben view-only/]);
});

/** Ben's id, from his link in the members list. */
async function memberId(page: import("@playwright/test").Page) {
  const href = await page
    .getByRole("region", { name: "Members" })
    .getByRole("link", { name: "Ben" })
    .getAttribute("href");
  return new URLSearchParams(href!.split("?")[1]).get("member");
}

test("Ben's open day turns read-only the moment he is made a viewer, and editable again, without a reload", async ({
  page: ann,
  browser,
  javaScriptEnabled,
  baseURL,
  pageChecks,
}) => {
  test.skip(!javaScriptEnabled, "Nothing is live without JavaScript: the next page he opens says it");
  test.setTimeout(120_000);
  const { ben, dayUrl } = await annAndBen(ann, { browser, javaScriptEnabled, baseURL, pageChecks }, "Orchard");
  await ben.goto(dayUrl);
  await expect(ben.getByText("Live: changes by others show here")).toBeVisible();
  await hydrated(ben);
  await ben.evaluate(() => ((window as { stayed?: boolean }).stayed = true));

  await ann.goto(`${dayUrl.split("?")[0]}/settings?member=${await memberIdFrom(ann, dayUrl)}`);
  await ann.getByRole("dialog", { name: "Ben" }).getByRole("button", { name: "Make view-only" }).click();
  await expect(ann.getByText("Ben can now only view this dashboard.")).toBeVisible();
  await expect(ben.getByRole("status").filter({ hasText: NOTICE })).toBeVisible({ timeout: 5_000 });
  await expect(ben.getByLabel("New objective")).toHaveCount(0);

  await ann.getByRole("region", { name: "Members" }).getByRole("link", { name: "Ben" }).click();
  await ann.getByRole("dialog", { name: "Ben" }).getByRole("button", { name: "Let them edit" }).click();
  await expect(ann.getByText("Ben can edit this dashboard again.")).toBeVisible();
  await expect(ben.getByLabel("New objective")).toBeVisible({ timeout: 5_000 });
  await expect(ben.getByRole("status").filter({ hasText: NOTICE })).toHaveCount(0);
  expect(await ben.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
});

/** Ben's id, from his link in the members list of the dashboard's settings. */
async function memberIdFrom(page: import("@playwright/test").Page, dayUrl: string) {
  await page.goto(`${dayUrl.split("?")[0]}/settings`);
  return memberId(page);
}
