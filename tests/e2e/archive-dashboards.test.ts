import { expect, test } from "./fixtures";
import { createDashboard, hydrated, newDashboard, openNewNote, quickAdd, rowAction, saved } from "./helpers";

// Archived dashboards (decision 059): the admin archives one in its settings; it stays
// readable, changes are refused with a reason, it leaves /today and folds away on
// /dashboards, frees its place in the plan, and "Unarchive" brings it back (within the
// plan). JavaScript on and off.

const NOTICE = "This dashboard is archived: you can read it, but not change it.";

test("archive a dashboard: read-only, out of today, folded away; unarchive brings it back", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  await newDashboard(page, "Trip");
  const day = page.url();
  await quickAdd(page, "Book the ferry today");
  await expect(page.getByText("Book the ferry", { exact: true })).toBeVisible();
  // A step and a comment of its own, to be read-only later.
  await rowAction(page, "Book the ferry", "Edit");
  const checklist = page.getByRole("region", { name: "Checklist" });
  await checklist.getByLabel("Add a step").fill("Compare prices");
  await saved(page, javaScriptEnabled, () => checklist.getByRole("button", { name: "Add", exact: true }).click());
  await expect(checklist.getByRole("link", { name: "Edit the step Compare prices" })).toBeVisible();
  await page.getByLabel("Add a comment").fill("The morning one is cheaper.");
  await page.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(page.getByRole("link", { name: /^Edit your comment of/ })).toBeVisible();
  await page.goto(day);
  await quickAdd(page, "Pack the tent yesterday");
  await expect(page.getByRole("button", { name: "Move all to today" })).toBeVisible();
  await openNewNote(page);
  await page.getByLabel("Title").fill("Ferry times");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("link", { name: "Edit Ferry times" })).toBeVisible();

  await page.goto(`${day}/settings`);
  await expect(page.getByRole("heading", { name: "Archive", exact: true })).toBeVisible();
  if (javaScriptEnabled) await hydrated(page);
  await page.getByRole("button", { name: "Archive dashboard" }).click();
  await expect(page.getByText("Dashboard archived.", { exact: false })).toBeVisible();
  await expect(page.getByText(/^Archived on .*: read-only/)).toBeVisible();
  // Its name cannot change while archived: the form is gone.
  await expect(page.getByRole("button", { name: "Rename" })).toHaveCount(0);

  // Readable, with the reason on each page, and nothing to add with.
  await page.goto(day);
  await expect(page.getByRole("status").filter({ hasText: NOTICE })).toBeVisible();
  await expect(page.getByText("Book the ferry", { exact: true })).toBeVisible();
  await expect(page.getByLabel("New objective")).toHaveCount(0);
  await expect(page.getByText("New note", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "More actions Book the ferry" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Move all to today" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Ferry times" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit Ferry times" })).toHaveCount(0);
  // The calendar drags nothing; the objective's page shows its fields, every one disabled.
  await page.goto(`${day}/calendar`);
  const item = page.getByRole("listitem").filter({ hasText: "Book the ferry" }).first();
  if (javaScriptEnabled) await hydrated(page);
  await expect(item).not.toHaveAttribute("draggable", "true");
  await item.getByRole("link", { name: "Book the ferry" }).click();
  await expect(page.getByRole("heading", { name: "Objective", exact: true })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("Book the ferry");
  await expect(page.getByLabel("Title")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save changes" })).toBeDisabled();
  await expect(page.getByLabel("Add a comment")).toBeDisabled();
  // Its step and comment are read: no "Edit" or "Delete" links to open their forms.
  await expect(page.getByText("Compare prices")).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit the step Compare prices" })).toHaveCount(0);
  await expect(page.getByText("The morning one is cheaper.")).toBeVisible();
  await expect(page.getByRole("link", { name: /^(Edit your comment|Delete the comment)/ })).toHaveCount(0);
  await page.goto(day);
  // A change the page still offers is refused by the database, and says why.
  if (javaScriptEnabled) await hydrated(page);
  await page.getByRole("button", { name: "Mark as done Book the ferry" }).click();
  await expect(page.getByText("This dashboard is archived. Unarchive it to make changes.").first()).toBeVisible();
  await page.goto(day);
  await expect(page.getByRole("button", { name: "Mark as done Book the ferry" })).toBeVisible();
  await page.goto(`${day}/filters`);
  await expect(page.getByRole("status").filter({ hasText: NOTICE })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add filter" })).toBeHidden();
  // Who archived it is told in its activity.
  await page.goto(`${day}/activity`);
  await expect(page.getByText(/archived the dashboard$/)).toBeVisible();

  // Out of /today.
  await page.goto("/today");
  await expect(page.getByText("Book the ferry", { exact: true })).toHaveCount(0);
  // Outside the free plan's three: three more in use.
  for (const name of ["Home", "Work", "Club"]) await createDashboard(page, name);
  const club = page.url();
  // On /dashboards, folded away under "Archived".
  await page.goto("/dashboards");
  await expect(page.getByRole("heading", { level: 2, name: "Trip" })).toHaveCount(0);
  const trip = page.getByRole("link", { name: "Trip", exact: true });
  await expect(trip).toBeHidden();
  await page.getByText("Archived (1)").click();
  await expect(trip).toBeVisible();
  await trip.click();

  // The admin's way back: the notice's link, then "Unarchive".
  await page.getByRole("status").getByRole("link", { name: "Unarchive" }).click();
  await expect(page).toHaveURL(/\/settings#archive$/);
  if (javaScriptEnabled) await hydrated(page);
  // A fourth in use is over the plan: refused beside the button, and it stays archived.
  await page.getByRole("button", { name: "Unarchive" }).click();
  const section = page.locator("section#archive");
  await expect(section.getByText("Your plan allows 3 dashboards that you administer.")).toBeVisible();
  await expect(section.getByRole("link", { name: "See plans" })).toBeVisible();
  await expect(section.getByText(/^Archived on /)).toBeVisible();
  // Archiving another makes the room.
  await page.goto(`${club}/settings`);
  if (javaScriptEnabled) await hydrated(page);
  await page.getByRole("button", { name: "Archive dashboard" }).click();
  await expect(page.getByText("Dashboard archived.", { exact: false })).toBeVisible();
  // Its admin may bring it back from the list too.
  await page.goto("/dashboards");
  if (javaScriptEnabled) await hydrated(page);
  await page.getByText("Archived (2)").click();
  await page.getByRole("button", { name: "Unarchive Trip" }).click();
  await expect(page.getByText("Dashboard unarchived.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Trip" })).toBeVisible();
  await page.goto(day);
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  await expect(page.getByLabel("New objective")).toBeVisible();
  await page.goto("/today");
  await expect(page.getByText("Book the ferry", { exact: true })).toBeVisible();
});
