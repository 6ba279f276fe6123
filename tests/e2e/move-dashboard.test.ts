import { expect, test } from "./fixtures";
import { items, list, newDashboard, quickAdd, rowAction } from "./helpers";
import { annAndBen } from "./sharing-helpers";

// An objective moves to another of one's dashboards from its edit page (decision 039), its
// filter going by name, with Undo. With JavaScript on and off.

test("move an objective to another dashboard from its edit page, and back with Undo (also from /today)", async ({
  page,
}) => {
  await newDashboard(page, "Work");
  const work = new URL(page.url()).pathname;
  await quickAdd(page, "Buy paint #errands");
  await quickAdd(page, "Sand the door");
  await expect(items(page)).toHaveText(["Buy paint", "Sand the door"]);
  // With one dashboard there is nowhere to move it.
  await rowAction(page, "Buy paint", "Edit");
  await expect(page.getByRole("heading", { name: "Edit objective" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Dashboard", exact: true })).toHaveCount(0);

  await page.goto("/dashboards");
  await page.getByLabel("Name of the new dashboard").fill("Home");
  await page.getByRole("button", { name: "Add dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  const home = new URL(page.url()).pathname;

  await page.goto(work);
  await rowAction(page, "Buy paint", "Edit");
  const select = page.getByRole("combobox", { name: "Dashboard", exact: true });
  await expect(select.locator("option")).toHaveText(["Home", "Work"]);
  await expect(select.locator("option:checked")).toHaveText("Work");
  await select.selectOption({ label: "Home" });
  await page.getByLabel("Title").fill("Buy white paint");
  await page.getByRole("button", { name: "Save changes" }).click();

  // On Home's day now, with the same save's new title and its filter made there.
  await expect(page.getByText("Moved to Home.")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === home && /^\?day=\d{4}-\d\d-\d\d$/.test(url.search));
  await expect(items(page)).toHaveText(["Buy white paint"]);
  await expect(list(page).getByText("errands", { exact: true })).toBeVisible();

  // Undo brings it back to Work's day, in its own place there.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("1 objective moved back.")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === work);
  await expect(items(page)).toHaveText(["Buy white paint", "Sand the door"]);
  await page.goto(home);
  await expect(page.getByText("No tasks found")).toBeVisible();

  // Opened from /today, the move and its Undo both come back there.
  await page.goto("/today");
  await page.getByRole("link", { name: "Edit Sand the door", exact: true }).click();
  // (/today has a "Dashboard" too: quick add's.)
  await expect(page.getByRole("heading", { name: "Edit objective" })).toBeVisible();
  await page.getByRole("combobox", { name: "Dashboard", exact: true }).selectOption({ label: "Home" });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Moved to Home.")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/today");
  await expect(page.getByRole("region", { name: "Home" }).getByText("Sand the door")).toBeVisible();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("1 objective moved back.")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/today");
  await expect(page.getByRole("region", { name: "Work" }).getByText("Sand the door")).toBeVisible();
});

test("moved where its assignee is not a member, it says nobody does it now", async ({
  page: ann,
  browser,
  javaScriptEnabled,
  baseURL,
  pageChecks,
}) => {
  test.setTimeout(90_000);
  const { dayUrl } = await annAndBen(ann, { browser, javaScriptEnabled, baseURL, pageChecks }, "Household", "Ann Lee");
  await quickAdd(ann, "Fix the sink +ben");
  await expect(items(ann)).toHaveText(["Fix the sink"]);
  await ann.goto("/dashboards");
  await ann.getByLabel("Name of the new dashboard").fill("Garage");
  await ann.getByRole("button", { name: "Add dashboard" }).click();
  await expect(ann.getByRole("heading", { level: 1, name: "Garage" })).toBeVisible();

  await ann.goto(dayUrl);
  await rowAction(ann, "Fix the sink", "Edit");
  await ann.getByRole("combobox", { name: "Dashboard", exact: true }).selectOption({ label: "Garage" });
  await ann.getByRole("button", { name: "Save changes" }).click();
  await expect(
    ann.getByText("Moved to Garage. Nobody does it now: the person it was assigned to is not a member there."),
  ).toBeVisible();
  await expect(items(ann)).toHaveText(["Fix the sink"]);
  await expect(list(ann).getByTitle(/^Assigned to/)).toHaveCount(0);
});
