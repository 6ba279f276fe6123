import { expect, test } from "./fixtures";
import {
  createDashboard,
  dismissToasts,
  hydrated,
  items,
  newDashboard,
  quickAdd,
  rowAction,
  saved,
  signUp,
  expectIconDrawn,
} from "./helpers";
import { annAndBen } from "./sharing-helpers";

// /today (decision 038): today and overdue on every dashboard, a section each, marked done
// and moved to today in place, "Assigned to me", with JavaScript on and off.

test("today across dashboards: sections, done with undo, move to today with undo, 'Assigned to me'", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  await newDashboard(page, "Work");
  const work = page.url();
  await quickAdd(page, "Send the report p1");
  await expect(items(page)).toHaveText(["Send the report"]);
  await quickAdd(page, "Renew the lease yesterday");
  await expect(page.getByRole("heading", { name: "Overdue (1)" })).toBeVisible();
  await createDashboard(page, "home");
  await quickAdd(page, "Water the plants");
  await expect(items(page)).toHaveText(["Water the plants"]);
  await quickAdd(page, "Buy bread +me");
  await expect(items(page)).toHaveText(["Water the plants", "Buy bread"]);
  await saved(page, javaScriptEnabled, () => quickAdd(page, "Plan the trip next week"));
  await expect(page.getByText(/^Objective added to /).last()).toBeVisible();

  // The header's link; a section per dashboard with anything today or overdue, by name.
  await page.getByRole("link", { name: "Today on every dashboard" }).click();
  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  // Live with JavaScript; without it, when the page was loaded, with "Refresh".
  if (javaScriptEnabled) await expect(page.getByText("Live: changes by others show here")).toBeVisible();
  else await expect(page.getByText(/^Loaded at \d{1,2}:\d{2}/)).toBeVisible();
  // The header marks where one is.
  const header = page.getByRole("navigation", { name: "Main" });
  await expect(header.getByRole("link", { name: "Today on every dashboard" })).toHaveAttribute("aria-current", "page");
  await expect(header.getByRole("link", { name: "Your dashboards" })).not.toHaveAttribute("aria-current");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(["home", "Work"]);
  const section = (name: string) => page.getByRole("region", { name });
  await expect(section("home").getByRole("listitem")).toHaveText(["Water the plants", /^Buy bread/]);
  await expect(section("home").getByText("0 of 2 done today")).toBeVisible();
  await expect(section("Work").getByRole("button", { name: "Mark as done Send the report" })).toBeVisible();
  await expect(section("Work").getByRole("group", { name: "Overdue (1)" })).toContainText("Renew the lease");
  // Next week's objective waits for its day.
  await expect(page.getByText("Plan the trip")).toHaveCount(0);

  // Done in place, and Undo.
  await saved(page, javaScriptEnabled, () =>
    section("home").getByRole("button", { name: "Mark as done Water the plants" }).click(),
  );
  await expect(page.getByText("Marked as done.")).toBeVisible();
  await expect(section("home").getByRole("button", { name: "Mark as not done Water the plants" })).toBeVisible();
  await expect(section("home").getByText("1 of 2 done today")).toBeVisible();
  // Its tick is drawn, from the sprite file.
  await expectIconDrawn(page, "check");
  await saved(page, javaScriptEnabled, () => page.getByRole("button", { name: "Undo" }).click());
  await expect(page.getByText("Marked as not done.")).toBeVisible();
  await expect(section("home").getByRole("button", { name: "Mark as done Water the plants" })).toBeVisible();

  // An overdue one to today, and back (the messages, which may cover it, dismissed first).
  await dismissToasts(page);
  await saved(page, javaScriptEnabled, () =>
    section("Work").getByRole("button", { name: "Move to today Renew the lease" }).click(),
  );
  await expect(page.getByText("1 objective moved to today.")).toBeVisible();
  await expect(section("Work").getByRole("group", { name: /^Overdue/ })).toHaveCount(0);
  await expect(section("Work").getByRole("button", { name: "Mark as done Renew the lease" })).toBeVisible();
  await saved(page, javaScriptEnabled, () => page.getByRole("button", { name: "Undo" }).last().click());
  await expect(page.getByText("1 objective moved back.")).toBeVisible();
  await expect(section("Work").getByRole("group", { name: "Overdue (1)" })).toContainText("Renew the lease");

  // An overdue one done where it is: it leaves the list.
  await dismissToasts(page);
  await saved(page, javaScriptEnabled, () =>
    section("Work").getByRole("button", { name: "Mark as done Renew the lease" }).click(),
  );
  await expect(page.getByText("Marked as done.")).toBeVisible();
  await expect(section("Work").getByRole("group", { name: /^Overdue/ })).toHaveCount(0);
  await saved(page, javaScriptEnabled, () => page.getByRole("button", { name: "Undo" }).last().click());
  await expect(section("Work").getByRole("group", { name: "Overdue (1)" })).toContainText("Renew the lease");

  // "Move all to today", named with its dashboard, and back.
  await dismissToasts(page);
  await saved(page, javaScriptEnabled, () =>
    section("Work").getByRole("button", { name: "Move all to today Work" }).click(),
  );
  await expect(page.getByText("1 objective moved to today.")).toBeVisible();
  await expect(section("Work").getByRole("group", { name: /^Overdue/ })).toHaveCount(0);
  await expect(section("Work").getByRole("button", { name: "Mark as done Renew the lease" })).toBeVisible();
  await saved(page, javaScriptEnabled, () => page.getByRole("button", { name: "Undo" }).last().click());
  await expect(section("Work").getByRole("group", { name: "Overdue (1)" })).toContainText("Renew the lease");

  // The dashboard's own day says the same.
  await page.goto(work);
  await expect(items(page)).toHaveText(["Send the report"]);
  await expect(page.getByRole("heading", { name: "Overdue (1)" })).toBeVisible();
  await page.goto("/today");

  // "Assigned to me": one's own only; each dashboard's link keeps the filter.
  const whose = page.getByRole("navigation", { name: "Whose objectives" });
  await expect(whose.getByRole("link", { name: "Everything" })).toHaveAttribute("aria-current", "page");
  await whose.getByRole("link", { name: "Assigned to me" }).click();
  await expect(page).toHaveURL(/\/today\?marker=me$/);
  await expect(whose.getByRole("link", { name: "Assigned to me" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(["home"]);
  await expect(section("home").getByRole("listitem")).toHaveText([/^Buy bread/]);
  await section("home").getByRole("link", { name: "home", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboards\/[^/?]+\?marker=me$/);
  await expect(items(page)).toHaveText(["Buy bread"]);
});

test("today with nothing to do says so, and leads to the dashboards", async ({ page }) => {
  await signUp(page);
  await page.goto("/today");
  await expect(page.getByRole("heading", { name: "Nothing due today" })).toBeVisible();
  // Nothing assigned anywhere: no switch to offer.
  await expect(page.getByRole("navigation", { name: "Whose objectives" })).toHaveCount(0);
  await page.getByRole("link", { name: "Plan on a dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Your dashboards" }),
  ).toHaveAttribute("aria-current", "page");
});

test("quick add on today: the line goes to the dashboard chosen beside it, which stays chosen", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(60_000);
  await newDashboard(page, "Work");
  await createDashboard(page, "home");
  await page.goto("/today");
  // Nothing today yet; every dashboard is offered, by name.
  await expect(page.getByRole("heading", { name: "Nothing due today" })).toBeVisible();
  const choice = page.getByRole("combobox", { name: "Dashboard" });
  await expect(choice.locator("option")).toHaveText(["home", "Work"]);
  await choice.selectOption({ label: "Work" });
  await saved(page, javaScriptEnabled, () => quickAdd(page, "Send the report p1"));
  const section = (name: string) => page.getByRole("region", { name });
  await expect(section("Work").getByRole("listitem")).toHaveText([/^Send the report/]);
  await expect(page.getByText("Objective added.").last()).toBeVisible();
  // The next line goes to the same dashboard unless another is chosen.
  await expect(choice.locator("option:checked")).toHaveText("Work");
  await saved(page, javaScriptEnabled, () => quickAdd(page, "Book the room tomorrow"));
  await expect(page.getByText(/^Objective added to /).last()).toBeVisible();
  await expect(section("Work").getByRole("listitem")).toHaveText([/^Send the report/]);

  // A name nobody there has: said next to the field, the line and the choice kept.
  await quickAdd(page, "Water the plants +zed");
  const field = page.getByLabel("New objective");
  await expect(field).toHaveAccessibleDescription(/No member of this dashboard is called “zed”/);
  await expect(field).toHaveValue("Water the plants +zed");
  await expect(choice.locator("option:checked")).toHaveText("Work");
  await choice.selectOption({ label: "home" });
  await field.fill("Water the plants");
  await saved(page, javaScriptEnabled, () => page.getByRole("button", { name: "Add", exact: true }).click());
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(["home", "Work"]);
  await expect(section("home").getByRole("listitem")).toHaveText(["Water the plants"]);
  // On the dashboard's own day view too.
  await section("Work").getByRole("link", { name: "Work", exact: true }).click();
  await expect(items(page)).toHaveText(["Send the report"]);
});

test("quick add on today: '#' offers the filters of the dashboard chosen beside the line", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the lists need JavaScript; without it one types the word");
  await newDashboard(page, "Work");
  await quickAdd(page, "Send the report #office");
  await expect(items(page)).toHaveCount(1);
  await createDashboard(page, "home");
  await quickAdd(page, "Bread #shopping");
  await expect(items(page)).toHaveCount(1);
  await page.goto("/today");
  await hydrated(page);
  const field = page.getByLabel("New objective");
  const choices = page.getByRole("listbox", { name: "Filters to add" });
  // "home" is chosen first (by name): its filter, not Work's.
  await field.pressSequentially("Milk #");
  await expect(choices.getByRole("option")).toHaveText(["#shopping"]);
  await field.press("Escape");
  await page.getByRole("combobox", { name: "Dashboard" }).selectOption({ label: "Work" });
  await field.fill("");
  await field.pressSequentially("Call the printer #o");
  await expect(choices.getByRole("option")).toHaveText(["#office"]);
  await field.press("Enter");
  await expect(field).toHaveValue("Call the printer #office ");
  await field.press("Enter");
  const work = page.getByRole("region", { name: "Work" });
  await expect(work.getByRole("listitem").filter({ hasText: "Call the printer" }).getByText("office")).toBeVisible();
});

test("quick add on today: '+' offers the other members of the dashboard chosen, and the line reads who", async ({
  page,
  browser,
  javaScriptEnabled,
  baseURL,
  pageChecks,
}) => {
  test.skip(!javaScriptEnabled, "the lists need JavaScript; without it one types the name");
  test.setTimeout(90_000);
  const { ben } = await annAndBen(page, { browser, javaScriptEnabled, baseURL, pageChecks }, "Family");
  await ben.close();
  // Ann's own dashboard, first by name: nobody to offer there.
  await createDashboard(page, "Errands");
  await page.goto("/today");
  await hydrated(page);
  const field = page.getByLabel("New objective");
  const people = page.getByRole("listbox", { name: "People to assign" });
  await field.pressSequentially("Walk the dog +b");
  await expect(people).toHaveCount(0);
  await field.fill("");
  await page.getByRole("combobox", { name: "Dashboard" }).selectOption({ label: "Family" });
  await field.pressSequentially("Walk the dog +b");
  await expect(people.getByRole("option")).toHaveText(["Ben"]);
  await field.press("Enter");
  await expect(field).toHaveValue("Walk the dog +Ben ");
  await expect(page.getByRole("list", { name: "What quick add reads" }).getByRole("listitem")).toHaveText([
    "Assigned to Ben",
  ]);
  await field.press("Enter");
  const family = page.getByRole("region", { name: "Family" });
  await expect(family.getByRole("listitem").filter({ hasText: "Walk the dog" })).toContainText("Assigned to Ben");
});

test("a row's Edit on today and on upcoming opens its page; Save, Cancel and Delete come back to the list", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Errands");
  await quickAdd(page, "Post the letter today +me");
  await expect(items(page)).toHaveText(["Post the letter"]);
  await quickAdd(page, "Return the books tomorrow");
  await expect(page.getByText(/^Objective added to /)).toBeVisible();
  await page.goto("/today?marker=me");
  await page.getByRole("link", { name: "Edit Post the letter", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Edit objective" })).toBeVisible();
  await page.getByLabel("Title").fill("Post the parcel");
  await page.getByRole("button", { name: "Save changes" }).click();
  // Back where it was opened, "Assigned to me" still on.
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/today" && url.search === "?marker=me");
  await expect(page.getByRole("button", { name: "Mark as done Post the parcel" })).toBeVisible();

  await page.goto("/upcoming");
  await page.getByRole("link", { name: "Edit Return the books", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Edit objective" })).toBeVisible();
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/upcoming" && url.search === "");
  await page.getByRole("link", { name: "Edit Return the books", exact: true }).click();
  await page.getByLabel("Title").fill("Return the library books");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/upcoming");
  await expect(page.getByRole("button", { name: "Mark as done Return the library books" })).toBeVisible();

  // An overdue one's Edit too.
  await page.goto("/dashboards");
  await page.getByRole("link", { name: "Errands" }).first().click();
  await quickAdd(page, "Renew the permit yesterday");
  await expect(page.getByRole("heading", { name: "Overdue (1)" })).toBeVisible();
  await page.goto("/today");
  await page.getByRole("link", { name: "Edit Renew the permit", exact: true }).click();
  await expect(page.getByLabel("Title")).toHaveValue("Renew the permit");
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/today" && url.search === "");

  // A step added and its form opened and closed there first: Cancel still comes back.
  await page.goto("/today?marker=me");
  await page.getByRole("link", { name: "Edit Post the parcel", exact: true }).click();
  const checklist = page.getByRole("region", { name: "Checklist" });
  await checklist.getByLabel("Add a step").fill("Buy stamps");
  await saved(page, javaScriptEnabled, () => checklist.getByRole("button", { name: "Add", exact: true }).click());
  await expect(checklist.getByRole("listitem")).toHaveText([/^Buy stamps/]);
  await checklist.getByRole("link", { name: "Edit the step Buy stamps" }).click();
  await checklist.getByRole("link", { name: "Cancel" }).click();
  await expect(checklist.getByLabel("Step", { exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/today" && url.search === "?marker=me");
  // Deleted from there, it is undone there.
  await page.getByRole("link", { name: "Edit Post the parcel", exact: true }).click();
  await page.getByRole("button", { name: "Delete objective" }).click();
  await expect(page.getByText("Objective deleted.")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/today" && url.search === "?marker=me");
  await expect(page.getByRole("button", { name: "Mark as done Post the parcel" })).toHaveCount(0);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("Objective restored.")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/today" && url.search === "?marker=me");
  await expect(page.getByRole("button", { name: "Mark as done Post the parcel" })).toBeVisible();
});

test("a row's menu on today: a flag, a copy, the next day and a delete, each with Undo, staying on today", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Chores");
  await quickAdd(page, "Water the plants");
  await expect(items(page)).toHaveText(["Water the plants"]);
  await page.goto("/today");
  const chores = page.getByRole("region", { name: "Chores" });
  const rows = chores.getByRole("listitem").filter({ has: page.getByRole("button", { name: /^Mark as done / }) });
  const onToday = () => expect(page).toHaveURL((url) => url.pathname === "/today" && !url.searchParams.has("row"));
  const undo = (text: string) =>
    page.getByRole("status").filter({ hasText: text }).getByRole("button", { name: "Undo" }).click();
  const mark = page.getByRole("button", { name: "Mark as done Water the plants" });

  // A flag: the menu closes (the focus back on its link with JavaScript); Undo gives none back.
  await rowAction(page, "Water the plants", "Priority 1 (urgent)");
  await expect(page.getByText("Changed to Priority 1 (urgent).")).toBeVisible();
  await onToday();
  await expect(mark).toHaveClass(/\bpri1\b/);
  await expect(page.getByRole("group", { name: "More actions Water the plants", exact: true })).toBeHidden();
  if (javaScriptEnabled)
    await expect(page.getByRole("link", { name: "More actions Water the plants", exact: true })).toBeFocused();
  await undo("Changed to Priority 1");
  await expect(page.getByText("Changed to Priority 4 (none).")).toBeVisible();
  await onToday();
  await expect(mark).not.toHaveClass(/\bpri/);

  // A copy right below; Undo takes it away.
  await dismissToasts(page);
  await rowAction(page, "Water the plants", "Duplicate");
  await expect(page.getByText("Objective duplicated.")).toBeVisible();
  await onToday();
  await expect(rows).toHaveCount(2);
  await undo("Objective duplicated.");
  await expect(page.getByText("Objective deleted.")).toBeVisible();
  await expect(rows).toHaveCount(1);

  // To tomorrow: gone from today; Undo brings it back here.
  await dismissToasts(page);
  await rowAction(page, "Water the plants", "Move to tomorrow");
  await expect(page.getByText(/^Moved to /)).toBeVisible();
  await onToday();
  await expect(mark).toHaveCount(0);
  await undo("Moved to");
  await expect(page.getByText("1 objective moved back.")).toBeVisible();
  await onToday();
  await expect(mark).toBeVisible();

  // To any day, typed in the menu's field, then Enter: said with its date, Undo here too.
  await dismissToasts(page);
  await page.getByRole("link", { name: "More actions Water the plants", exact: true }).click();
  const field = page
    .getByRole("group", { name: "More actions Water the plants", exact: true })
    .getByLabel("Move to a day");
  const later = new Date(Date.parse(`${await field.inputValue()}T12:00:00Z`) + 3 * 86_400_000);
  await field.fill(later.toISOString().slice(0, 10));
  await field.press("Enter");
  const said = later.toLocaleDateString("en-US", { dateStyle: "full", timeZone: "UTC" });
  await expect(page.getByText(`Moved to ${said}.`)).toBeVisible();
  await onToday();
  await expect(mark).toHaveCount(0);
  await undo("Moved to");
  await expect(page.getByText("1 objective moved back.")).toBeVisible();
  await onToday();
  await expect(mark).toBeVisible();

  // Deleted, and restored from the message.
  await dismissToasts(page);
  await rowAction(page, "Water the plants", "Delete");
  await expect(page.getByText("Objective deleted.")).toBeVisible();
  await onToday();
  await expect(mark).toHaveCount(0);
  await undo("Objective deleted.");
  await expect(page.getByText("Objective restored.")).toBeVisible();
  await onToday();
  await expect(mark).toBeVisible();

  // Its Edit keeps the way back.
  await rowAction(page, "Water the plants", "Edit");
  await expect(page.getByRole("heading", { name: "Edit objective" })).toBeVisible();
  await page.getByRole("link", { name: "Cancel" }).click();
  await onToday();
});

test("an overdue row's menu on today: a flag, to tomorrow, to a day typed by Enter, a delete, each with Undo", async ({
  page,
}) => {
  await newDashboard(page, "Chores");
  await quickAdd(page, "Return the books yesterday");
  await quickAdd(page, "Mend the fence yesterday");
  await expect(page.getByRole("heading", { name: "Overdue (2)" })).toBeVisible();
  await page.goto("/today");
  const chores = page.getByRole("region", { name: "Chores" });
  const onToday = () => expect(page).toHaveURL((url) => url.pathname === "/today" && !url.searchParams.has("row"));
  const undo = (text: string) =>
    page.getByRole("status").filter({ hasText: text }).getByRole("button", { name: "Undo" }).click();
  const books = page.getByRole("button", { name: "Mark as done Return the books" });

  // A flag: the mark takes its colour, the menu closes; Undo gives none back.
  await rowAction(page, "Return the books", "Priority 2 (high)");
  await expect(page.getByText("Changed to Priority 2 (high).")).toBeVisible();
  await onToday();
  await expect(books).toHaveClass(/\bpri2\b/);
  await expect(page.getByRole("group", { name: "More actions Return the books", exact: true })).toBeHidden();
  await undo("Changed to Priority 2");
  await expect(page.getByText("Changed to Priority 4 (none).")).toBeVisible();
  await expect(books).not.toHaveClass(/\bpri/);

  // To tomorrow: out of the overdue list, staying on today; Undo brings it back.
  await dismissToasts(page);
  await rowAction(page, "Return the books", "Move to tomorrow");
  await expect(page.getByText(/^Moved to /)).toBeVisible();
  await onToday();
  await expect(chores.getByRole("group", { name: "Overdue (1)" })).toBeVisible();
  await expect(books).toHaveCount(0);
  await undo("Moved to");
  await expect(page.getByText("1 objective moved back.")).toBeVisible();
  await expect(chores.getByRole("group", { name: "Overdue (2)" })).toBeVisible();

  // A day typed in its menu, then Enter: that row only, not the section's Reschedule.
  await dismissToasts(page);
  await page.getByRole("link", { name: "More actions Mend the fence", exact: true }).click();
  const field = page
    .getByRole("group", { name: "More actions Mend the fence", exact: true })
    .getByLabel("Move to a day");
  const later = new Date(Date.parse(`${await field.inputValue()}T12:00:00Z`) + 3 * 86_400_000);
  await field.fill(later.toISOString().slice(0, 10));
  await field.press("Enter");
  const said = later.toLocaleDateString("en-US", { dateStyle: "full", timeZone: "UTC" });
  await expect(page.getByText(`Moved to ${said}.`)).toBeVisible();
  await onToday();
  await expect(chores.getByRole("group", { name: "Overdue (1)" })).toContainText("Return the books");

  // Deleted, and restored from the message.
  await dismissToasts(page);
  await rowAction(page, "Return the books", "Delete");
  await expect(page.getByText("Objective deleted.")).toBeVisible();
  await onToday();
  await expect(books).toHaveCount(0);
  await undo("Objective deleted.");
  await expect(page.getByText("Objective restored.")).toBeVisible();
  await onToday();
  await expect(books).toBeVisible();
});

test("on a phone an overdue row's title keeps the width: Move to today is its sun, Edit is in its menu", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Chores");
  const title = "Renew the apartment lease before the landlord calls about it";
  await saved(page, javaScriptEnabled, () => quickAdd(page, `${title} yesterday`));
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/today", "/upcoming"]) {
    await page.goto(path);
    const row = page.locator(".overdue li").filter({ hasText: title });
    const [li, text] = await Promise.all([row.boundingBox(), row.locator(".row-text").boundingBox()]);
    // Beside "Move to today" in words, an Edit and a menu, it had two fifths of the row.
    expect(text!.width / li!.width).toBeGreaterThan(0.6);
    await expect(row.getByRole("button", { name: `Move to today ${title}` })).toBeVisible();
    await expect(row.getByRole("link", { name: `Edit ${title}` })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
  // Edit from its menu, and back.
  await rowAction(page, title, "Edit");
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/upcoming");
  // The sun moves it to today.
  await page.goto("/today");
  await saved(page, javaScriptEnabled, () => page.getByRole("button", { name: `Move to today ${title}` }).click());
  await expect(page.getByText("1 objective moved to today.")).toBeVisible();
  await expect(page.locator(".overdue")).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Mark as done ${title}` })).toBeVisible();
});

test("a row's menu on upcoming: to the next day and back with Undo, staying on upcoming and its week", async ({
  page,
}) => {
  await newDashboard(page, "Garden");
  await quickAdd(page, "Mow the lawn tomorrow");
  await expect(page.getByText(/^Objective added to /)).toBeVisible();
  await page.goto("/upcoming");
  const day = (n: number) => page.getByRole("region").nth(n);
  await expect(day(0).getByRole("heading")).toHaveText(/^Tomorrow · /);
  await rowAction(page, "Mow the lawn", "Move to the next day");
  await expect(page.getByText(/^Moved to /)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/upcoming");
  // Every day is listed: tomorrow's is empty now, the next one holds it.
  await expect(day(0).getByText("Mow the lawn")).toHaveCount(0);
  await expect(day(1).getByText("Mow the lawn")).toBeVisible();
  await page.getByRole("status").filter({ hasText: "Moved to" }).getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("1 objective moved back.")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/upcoming");
  await expect(day(0).getByText("Mow the lawn")).toBeVisible();
  await expect(day(1).getByText("Mow the lawn")).toHaveCount(0);
  // To any day, from the menu's field and its Move: posted to its dashboard, back here.
  await page.getByRole("link", { name: "More actions Mow the lawn", exact: true }).click();
  const menu = page.getByRole("group", { name: "More actions Mow the lawn", exact: true });
  // The day after its own to begin with: the second listed.
  const next = await menu.getByLabel("Move to a day").inputValue();
  await expect(day(1)).toHaveAttribute("id", `day-${next}`);
  const later = new Date(Date.parse(`${next}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  await menu.getByLabel("Move to a day").fill(later);
  await menu.getByRole("button", { name: "Move", exact: true }).click();
  await expect(page.getByText(/^Moved to /)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/upcoming" && !url.searchParams.has("row"));
  await expect(day(3).getByText("Mow the lawn")).toBeVisible();
  await expect(day(0).getByText("Mow the lawn")).toHaveCount(0);
  await dismissToasts(page);

  // From the next seven days, Edit's Cancel and the menu's changes come back to those days.
  await page.goto("/dashboards");
  await page.getByRole("link", { name: "Garden" }).first().click();
  await quickAdd(page, "Prune the roses in 9 days");
  await expect(page.getByText(/^Objective added to /)).toBeVisible();
  await page.goto("/upcoming");
  await page.getByRole("link", { name: "Next 7 days" }).click();
  await expect(page.getByText("Prune the roses")).toBeVisible();
  const week = new URL(page.url()).search;
  expect(week).toMatch(/^\?from=\d{4}-\d\d-\d\d$/);
  await page.getByRole("link", { name: "Edit Prune the roses", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Edit objective" })).toBeVisible();
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/upcoming" && url.search === week);
  await rowAction(page, "Prune the roses", "Priority 2 (high)");
  await expect(page.getByText("Changed to Priority 2 (high).")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/upcoming" && url.search === week);
  await expect(page.getByRole("button", { name: "Mark as done Prune the roses" })).toHaveClass(/\bpri2\b/);
});

test("today: Add objective under a dashboard adds there, stays open for the next, Cancel closes", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Work");
  await saved(page, javaScriptEnabled, () => quickAdd(page, "Send the report"));
  await createDashboard(page, "Home");
  await saved(page, javaScriptEnabled, () => quickAdd(page, "Water the plants"));
  const home = new URL(page.url()).pathname.split("/").pop()!;
  await page.goto("/today");
  const section = page.getByRole("region", { name: "Home", exact: true });
  const addHere = section.getByRole("link", { name: "Add objective Home", exact: true });
  await expect(page.getByRole("link", { name: /^Add objective / })).toHaveCount(2);
  await addHere.click();

  // Quick add opens under Home, focused, Home chosen, instead of at the top.
  await expect(page).toHaveURL((url) => url.searchParams.get("add") === home);
  await expect(page.getByLabel("New objective")).toHaveCount(1);
  await expect(section.getByLabel("New objective")).toBeFocused();
  await expect(section.getByRole("combobox")).toHaveValue(home);
  await expect(addHere).toHaveCount(0);

  // A line goes there, today, and the form stays for the next.
  await saved(page, javaScriptEnabled, () => quickAdd(page, "Fix the door"));
  await expect(section.getByRole("button", { name: "Mark as done Fix the door" })).toBeVisible();
  await expect(section.getByLabel("New objective")).toHaveValue("");
  // A refused line comes back there, said next to the field, as typed.
  await quickAdd(page, "Call the landlord +zed");
  await expect(section.getByLabel("New objective")).toHaveAccessibleDescription(
    /No member of this dashboard is called “zed”/,
  );
  await expect(section.getByLabel("New objective")).toHaveValue("Call the landlord +zed");
  await expect(section.getByRole("combobox")).toHaveValue(home);
  await section.getByLabel("New objective").fill("");
  // Its rows work as before (their form is apart from quick add's).
  await saved(page, javaScriptEnabled, () =>
    section.getByRole("button", { name: "Mark as done Fix the door" }).click(),
  );
  await expect(section.getByRole("button", { name: "Mark as not done Fix the door" })).toBeVisible();

  // Cancel: back at the top, the section's link again (with JavaScript, focused).
  await section.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has("add"));
  await expect(section.getByLabel("New objective")).toHaveCount(0);
  await expect(page.getByLabel("New objective")).toHaveCount(1);
  if (javaScriptEnabled) await expect(addHere).toBeFocused();
  else await expect(addHere).toBeVisible();

  // An address naming no dashboard shown opens nothing.
  await page.goto(`/today?add=${crypto.randomUUID()}`);
  await expect(page.getByRole("link", { name: /^Add objective / })).toHaveCount(2);
});

test("today: a section's Reschedule moves that dashboard's overdue to a day typed; a past day is refused there", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Work");
  await quickAdd(page, "File the report yesterday");
  await quickAdd(page, "Call the client yesterday");
  // Saved before the page is left (with JavaScript a line is saved in the background).
  await expect(page.getByRole("heading", { name: "Overdue (2)" })).toBeVisible();
  await createDashboard(page, "Home");
  await quickAdd(page, "Water the plants yesterday");
  await expect(page.getByRole("heading", { name: "Overdue (1)" })).toBeVisible();
  await page.goto("/today");
  if (javaScriptEnabled) await hydrated(page);
  const work = page.getByRole("region", { name: "Work" });
  const home = page.getByRole("region", { name: "Home" });
  await expect(work.getByRole("group", { name: "Overdue (2)" })).toBeVisible();
  // Named with their dashboard: each section has them.
  await expect(home.getByText("Reschedule", { exact: true })).toHaveAccessibleName("Reschedule Home");
  await work.getByText("Reschedule", { exact: true }).click();
  await expect(work.getByRole("button", { name: "Move Work", exact: true })).toBeVisible();
  const field = work.getByLabel("Day to move them all to");
  const next = await field.inputValue();
  const at = (days: number) => new Date(Date.parse(`${next}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  // A past day: refused under that section's field, as typed, with a 4xx; nothing moved.
  await field.fill(at(-4));
  const refused = page.waitForResponse((r) => r.request().method() === "POST");
  await field.press("Enter");
  expect((await refused).status()).toBe(422);
  await expect(work.getByText("Choose today or a later day.")).toBeVisible();
  await expect(work.getByLabel("Day to move them all to")).toHaveValue(at(-4));
  await expect(home.getByText("Choose today or a later day.")).toHaveCount(0);
  await expect(work.getByRole("group", { name: "Overdue (2)" })).toBeVisible();
  await work.getByLabel("Day to move them all to").fill(at(2));
  await work.getByRole("button", { name: "Move Work", exact: true }).click();
  await expect(page.getByText(/^2 objectives moved to .+\.$/)).toBeVisible();
  await expect(work.getByRole("group", { name: /^Overdue/ })).toHaveCount(0);
  // The other dashboard's are still overdue.
  await expect(home.getByRole("group", { name: "Overdue (1)" })).toContainText("Water the plants");
  await expect(page).toHaveURL(/\/today$/);
  // Undo brings them back.
  await page.getByRole("button", { name: "Undo" }).last().click();
  await expect(page.getByText("2 objectives moved back.")).toBeVisible();
  await expect(work.getByRole("group", { name: "Overdue (2)" })).toBeVisible();
  // A quick day, named with its date and its section: that dashboard's go to tomorrow.
  await dismissToasts(page);
  await home.getByText("Reschedule", { exact: true }).click();
  await saved(page, javaScriptEnabled, () =>
    home.getByRole("button", { name: /^Move to tomorrow \w{3}, .+ Home$/ }).click(),
  );
  await expect(page.getByText(/^1 objective moved to .+\.$/)).toBeVisible();
  await expect(home.getByRole("group", { name: /^Overdue/ })).toHaveCount(0);
  await expect(work.getByRole("group", { name: "Overdue (2)" })).toBeVisible();
  await expect(page).toHaveURL(/\/today$/);
});

test("today: overdue on several dashboards has one Reschedule above the sections for all of it, with one Undo", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Work");
  await quickAdd(page, "File the report yesterday");
  await expect(page.getByRole("heading", { name: "Overdue (1)" })).toBeVisible();
  await page.goto("/today");
  // One dashboard's: its section's own Reschedule is enough.
  await expect(page.getByText(/overdue on \d+ dashboards/)).toHaveCount(0);
  await createDashboard(page, "Home");
  await quickAdd(page, "Water the plants yesterday");
  await expect(page.getByRole("heading", { name: "Overdue (1)" })).toBeVisible();
  await page.goto("/today");
  if (javaScriptEnabled) await hydrated(page);
  await expect(page.getByText("2 overdue on 2 dashboards")).toBeVisible();
  const all = page.getByText("Reschedule", { exact: true }).first();
  await expect(all).toHaveAccessibleName("Reschedule 2 overdue on 2 dashboards");
  await all.click();
  // Above the sections: the page's first.
  const field = page.getByLabel("Day to move them all to").first();
  const next = await field.inputValue();
  const at = (days: number) => new Date(Date.parse(`${next}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  // A past day: refused under that field, as typed, with a 4xx; nothing moved.
  await field.fill(at(-4));
  const refused = page.waitForResponse((r) => r.request().method() === "POST");
  await field.press("Enter");
  expect((await refused).status()).toBe(422);
  await expect(page.getByText("Choose today or a later day.")).toHaveCount(1);
  await expect(page.getByLabel("Day to move them all to").first()).toHaveValue(at(-4));
  await expect(page.getByRole("group", { name: "Overdue (1)" })).toHaveCount(2);
  // Both dashboards' go to the day typed; one Undo brings both back.
  await page.getByLabel("Day to move them all to").first().fill(at(2));
  await page.getByRole("button", { name: "Move 2 overdue on 2 dashboards", exact: true }).click();
  await expect(page.getByText(/^2 objectives moved to .+\.$/)).toBeVisible();
  await expect(page.getByRole("group", { name: /^Overdue/ })).toHaveCount(0);
  await expect(page.getByText(/overdue on \d+ dashboards/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/today$/);
  await page.getByRole("button", { name: "Undo" }).last().click();
  await expect(page.getByText("2 objectives moved back.")).toBeVisible();
  await expect(page.getByRole("group", { name: "Overdue (1)" })).toHaveCount(2);
  // One done where it is: the line goes with the second dashboard's last one, and comes back.
  await dismissToasts(page);
  await saved(page, javaScriptEnabled, () =>
    page.getByRole("button", { name: "Mark as done Water the plants" }).click(),
  );
  await expect(page.getByText(/overdue on \d+ dashboards/)).toHaveCount(0);
  await saved(page, javaScriptEnabled, () =>
    page.getByRole("status").filter({ hasText: "Marked as done." }).getByRole("button", { name: "Undo" }).click(),
  );
  await expect(page.getByText("2 overdue on 2 dashboards")).toBeVisible();
  // A quick day, named with its date and what it moves: tomorrow.
  await dismissToasts(page);
  await page.getByText("Reschedule", { exact: true }).first().click();
  await saved(page, javaScriptEnabled, () =>
    page.getByRole("button", { name: /^Move to tomorrow \w{3}, .+ 2 overdue on 2 dashboards$/ }).click(),
  );
  await expect(page.getByText(/^2 objectives moved to .+\.$/)).toBeVisible();
  await expect(page.getByRole("group", { name: /^Overdue/ })).toHaveCount(0);
  await page.goto("/upcoming");
  await expect(page.getByRole("region", { name: /^Tomorrow · / }).getByRole("listitem")).toHaveCount(2);
});
