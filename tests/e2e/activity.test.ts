import { expect, test } from "./fixtures";
import { hydrated, items, newDashboard, openNewNote, quickAdd, rowAction, saved } from "./helpers";
import { annAndBen } from "./sharing-helpers";

// A dashboard's activity (decision 046): who added, completed, deleted and commented on what,
// and who joined, newest first, read by every member. JavaScript on and off.

test("members read who did what on the dashboard, newest first; titles link while they exist", async ({
  page: ann,
  browser,
  javaScriptEnabled,
  baseURL,
  pageChecks,
}) => {
  test.setTimeout(90_000);
  const { ben, dayUrl } = await annAndBen(ann, { browser, javaScriptEnabled, baseURL, pageChecks }, "Flat");
  // The day was loaded as a document: before it hydrates, an add is a plain form's (a page
  // load), which the next line's typing would race.
  if (javaScriptEnabled) await hydrated(ann);
  await quickAdd(ann, "Buy bin bags");
  await expect(items(ann)).toHaveText(["Buy bin bags"]);
  await quickAdd(ann, "Pay the electricity bill");
  await expect(items(ann)).toHaveText(["Buy bin bags", "Pay the electricity bill"]);
  await saved(ann, javaScriptEnabled, () =>
    ann.getByRole("button", { name: "Mark as done Buy bin bags", exact: true }).click(),
  );
  await rowAction(ann, "Pay the electricity bill", "Delete");
  await expect(ann.getByText("Objective deleted.", { exact: false })).toBeVisible();

  // Ben opens the dashboard's Activity tab.
  await ben.goto(dayUrl);
  await ben.getByRole("link", { name: "Activity", exact: true }).click();
  await expect(ben).toHaveURL(/\/activity$/);
  const activity = ben.getByRole("region", { name: "Activity" });
  const today = activity.getByRole("region", { name: "Today" });
  await expect(today.getByRole("listitem")).toHaveText([
    /^Ann deleted Pay the electricity bill/,
    /^Ann completed Buy bin bags/,
    /^Ann added Pay the electricity bill for /,
    /^Ann added Buy bin bags for /,
    /^Ben joined the dashboard/,
  ]);
  // A deleted objective's title is no longer a link; one still there opens its page.
  await expect(today.getByRole("link", { name: "Pay the electricity bill" })).toHaveCount(0);
  await today.getByRole("link", { name: "Buy bin bags" }).first().click();
  await expect(ben).toHaveURL(/\/objectives\/[0-9a-f-]{36}$/);
  await expect(ben.getByRole("heading", { name: "Edit objective" })).toBeVisible();

  // A comment is told too, and its entry leads to it.
  await ben.getByLabel("Add a comment").fill("Bought the big ones.");
  await ben.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(ben.getByText("Comment added.")).toBeVisible();
  // The objective's own history, from its page.
  await ben.getByRole("link", { name: "History", exact: true }).click();
  await expect(ben).toHaveURL(/\/activity\?objective=[0-9a-f-]{36}$/);
  await expect(ben.getByText("History of “Buy bin bags”")).toBeVisible();
  await expect(ben.getByRole("region", { name: "Activity" }).getByRole("listitem")).toHaveText([
    /^Ben commented on Buy bin bags/,
    /^Ann completed Buy bin bags/,
    /^Ann added Buy bin bags/,
  ]);
  await ann.goto(`${dayUrl}/activity`);
  const first = ann.getByRole("region", { name: "Today" }).getByRole("listitem").first();
  await expect(first).toHaveText(/^Ben commented on Buy bin bags/);
  await expect(first.getByRole("link", { name: "Buy bin bags" })).toHaveAttribute("href", /#comment-[0-9a-f-]{36}$/);

  // One person's doings, one kind of change: a link each (with JavaScript, choosing applies).
  if (javaScriptEnabled) await hydrated(ann);
  const choose = async (label: string, option: string) => {
    await ann.getByLabel(label).selectOption({ label: option });
    if (!javaScriptEnabled) await ann.getByRole("button", { name: "Show", exact: true }).click();
  };
  const shown = ann.getByRole("region", { name: "Activity" }).getByRole("listitem");
  await choose("Person", "Ben");
  await expect(ann).toHaveURL(/\?who=[0-9a-f-]{36}&what=$/);
  await expect(shown).toHaveText([/^Ben commented on Buy bin bags/, /^Ben joined the dashboard/]);
  await choose("Kind of change", "Completed");
  await expect(ann).toHaveURL(/\?who=[0-9a-f-]{36}&what=completed$/);
  await expect(ann.getByText("Nothing in the activity matches.")).toBeVisible();
  await choose("Person", "Everyone");
  await expect(shown).toHaveText([/^Ann completed Buy bin bags/]);
  await ann.getByRole("link", { name: "Show everything" }).click();
  await expect(shown).toHaveCount(6);
});

test("a misread link says so, one past the oldest says there is nothing older; an old title shows as typed; notes are told", async ({
  page,
}) => {
  await newDashboard(page, "Quiet");
  const activity = `${page.url()}/activity`;
  const misread = await page.goto(`${activity}?before=yesterday`);
  expect(misread?.status()).toBe(400);
  // The notice, beside the toasts' and the live status's own status roles.
  await expect(
    page.getByText("The place “yesterday” in the link was not understood, so the latest activity is shown."),
  ).toBeVisible();
  await expect(page.getByText("Nothing has happened on this dashboard yet.", { exact: false })).toBeVisible();
  await page.goto(`${activity}?before=1`);
  await expect(page.getByText("No older activity.")).toBeVisible();
  await page.getByRole("link", { name: "← Newest" }).click();
  await expect(page).toHaveURL(/\/activity$/);

  // A renamed objective's old title is shown as typed, braces and all.
  await page.getByRole("link", { name: "Day", exact: true }).click();
  await quickAdd(page, "Pay {{who}} bils");
  await rowAction(page, "Pay {{who}} bils", "Edit");
  await page.getByLabel("Title").fill("Pay the bills");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.", { exact: false })).toBeVisible();
  await page.goto(activity);
  await expect(page.getByRole("region", { name: "Activity" }).getByRole("listitem").first()).toHaveText(
    /^\S+ renamed “Pay \{\{who\}\} bils” to Pay the bills/,
  );

  // Notes are told too; a note's title opens it in its year.
  await page.getByRole("link", { name: "Day", exact: true }).click();
  await openNewNote(page);
  await page.getByLabel("Title").fill("Holidays");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added.")).toBeVisible();
  await page.goto(activity);
  const note = page.getByRole("region", { name: "Activity" }).getByRole("listitem").first();
  await expect(note).toHaveText(/^\S+ added the note Holidays/);
  await expect(note.getByRole("link", { name: "Holidays" })).toHaveAttribute(
    "href",
    /\/notes\?year=\d{4}&note=[0-9a-f-]{36}$/,
  );
});

test("with JavaScript, the activity follows other members' changes live", async ({
  page: ann,
  browser,
  javaScriptEnabled,
  baseURL,
  pageChecks,
}) => {
  test.skip(!javaScriptEnabled, "nothing is live without JavaScript");
  test.setTimeout(60_000);
  const { ben, dayUrl } = await annAndBen(ann, { browser, javaScriptEnabled, baseURL, pageChecks }, "Flat");
  await ben.goto(`${dayUrl}/activity`);
  await expect(ben.getByText("Live: changes by others show here")).toBeVisible();
  await hydrated(ben);
  await hydrated(ann);
  const saved = ann.waitForResponse((r) => r.request().method() === "POST");
  await quickAdd(ann, "Buy bread");
  expect((await saved).status()).toBeLessThan(400);
  await expect(ben.getByRole("region", { name: "Today" }).getByRole("listitem").first()).toHaveText(
    /^Ann added Buy bread/,
    { timeout: 2_000 },
  );
});
