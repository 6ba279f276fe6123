import { expect, test } from "./fixtures";
import { appToday, expectIconDrawn, items, list, newDashboard, openNewNote, quickAdd } from "./helpers";

test.describe("search", () => {
  test("finds objectives and notes by every word, marks the words, and leads to the day and the note", async ({
    page,
  }) => {
    await newDashboard(page, "Home");
    await quickAdd(page, "Call the plumber #house");
    await expect(list(page).getByText("Call the plumber")).toBeVisible();
    await quickAdd(page, "Buy milk");
    await expect(items(page)).toHaveText(["Call the plumber", "Buy milk"]);
    await openNewNote(page);
    await page.getByLabel("Title").fill("Contacts");
    await page.getByLabel("Text").fill("The plumber's number is 555-0100.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Note added.")).toBeVisible();
    const day = page.url();

    await page.getByRole("link", { name: "Search", exact: true }).click();
    const field = page.getByLabel("Search objectives and notes");
    // An empty search page is there to be typed into, with or without JavaScript.
    await expect(field).toBeFocused();
    await field.fill("PLUMBER call");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=PLUMBER\+call$/);
    const objectives = page.getByRole("region", { name: /^Objectives/ });
    await expect(objectives.getByRole("listitem")).toHaveCount(1);
    await expect(objectives.getByRole("link")).toHaveText("Call the plumber");
    await expect(objectives.locator("mark")).toHaveText(["Call", "plumber"]);
    await expect(objectives.getByText("house")).toBeVisible();
    await expect(page.getByRole("region", { name: /^Notes/ }).getByText("No notes match.")).toBeVisible();
    await expect(field).toHaveValue("PLUMBER call");

    await field.fill("plumber");
    await field.press("Enter");
    const notes = page.getByRole("region", { name: /^Notes/ });
    await expect(notes.getByRole("link", { name: "Contacts" })).toBeVisible();
    await expect(notes.locator("mark")).toHaveText(["plumber"]);
    await notes.getByRole("link", { name: "Contacts" }).click();
    await expect(page).toHaveURL(/\/notes\?year=\d{4}&note=/);
    // The note opens in its editor.
    const editor = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: "Save note" }) });
    await expect(editor.getByRole("textbox", { name: "Text" })).toHaveValue("The plumber's number is 555-0100.");

    await page.goBack();
    await page
      .getByRole("region", { name: /^Objectives/ })
      .getByRole("link", { name: "Call the plumber" })
      .click();
    await expect(page).toHaveURL(new RegExp(`^${day.split("?")[0]}\\?day=\\d{4}-\\d\\d-\\d\\d$`));
    await expect(items(page)).toHaveText(["Call the plumber", "Buy milk"]);
  });

  test("says when nothing matches, and refuses a query that is too long with the text kept", async ({ page }) => {
    await newDashboard(page);
    const search = `${page.url()}/search`;
    await page.goto(`${search}?q=${encodeURIComponent("nowhere to be found")}`);
    await expect(page.getByRole("status").filter({ hasText: "Nothing in this dashboard matches" })).toHaveText(
      "Nothing in this dashboard matches “nowhere to be found”.",
    );
    const long = "x".repeat(201);
    const response = await page.goto(`${search}?q=${long}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByText("A search can be at most 200 characters long.")).toBeVisible();
    await expect(page.getByLabel("Search objectives and notes")).toHaveValue(long);
  });

  test("searches all of a person's dashboards from /dashboards, each row naming its dashboard", async ({ page }) => {
    await newDashboard(page, "Home");
    await quickAdd(page, "Call the plumber");
    await expect(list(page).getByText("Call the plumber")).toBeVisible();
    await page.goto("/dashboards");
    await page.getByLabel("Name of the new dashboard").fill("Work");
    await page.getByRole("button", { name: "Add dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Work" })).toBeVisible();
    const work = page.url();
    await quickAdd(page, "Plumber invoice p1");
    await expect(list(page).getByText("Plumber invoice")).toBeVisible();

    await page.goto("/dashboards");
    const box = page.getByRole("searchbox", { name: "Search all your dashboards" });
    await expect(box).not.toBeFocused();
    await box.fill("plumber");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=plumber$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
    const rows = page.getByRole("region", { name: /^Objectives/ }).getByRole("listitem");
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: "Call the plumber" })).toContainText("Home");
    await expect(rows.filter({ hasText: "Plumber invoice" })).toContainText("Work");
    // The rows' marks (here the invoice's priority) are drawn, from the sprite file.
    await expectIconDrawn(page, "flag");

    // One dashboard's search offers all of them for the same words.
    await page.goto(`${work}/search?q=plumber`);
    await expect(page.getByRole("region", { name: /^Objectives/ }).getByRole("listitem")).toHaveCount(1);
    await page.getByRole("link", { name: "Search all your dashboards for “plumber”" }).click();
    await expect(page).toHaveURL(/\/search\?q=plumber$/);
    await expect(rows).toHaveCount(2);
  });

  test("narrows by quick add's signs: #filter, p1 to p4, +me; each chip's × searches without it", async ({ page }) => {
    await newDashboard(page, "Office");
    await quickAdd(page, "Send the report #work p1 +me");
    await expect(list(page).getByText("Send the report")).toBeVisible();
    await quickAdd(page, "Print the report #work");
    await expect(list(page).getByText("Print the report")).toBeVisible();
    await quickAdd(page, "Book the room p1");
    await expect(list(page).getByText("Book the room")).toBeVisible();
    const search = `${page.url().split("?")[0]}/search`;

    await page.goto(search);
    await expect(
      page.getByText(
        "Narrow it down with #filter (-#filter leaves one out), p1 to p4, +me or +name, overdue, today, tomorrow or next 7 days (“today overdue”: either), repeating and deadline (“deadline today”: due today).",
      ),
    ).toBeVisible();
    const field = page.getByLabel("Search objectives and notes");
    await field.fill("report #work p1");
    await field.press("Enter");
    const rows = page.getByRole("region", { name: /^Objectives/ }).getByRole("listitem");
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole("link").first()).toHaveText("Send the report");
    const chips = page.getByRole("list", { name: "Only" }).getByRole("listitem");
    await expect(chips).toHaveText(["Priority 1", "#work"]);
    // Notes have no priority: said so, not "No notes match".
    await expect(page.getByText("Notes have no priority, assignee, day, repeat rule or deadline.")).toBeVisible();
    await expect(field).toHaveValue("report #work p1");

    // × on the priority: the same search without it.
    await page.getByRole("link", { name: "Search without Priority 1" }).click();
    await expect(field).toHaveValue("report #work");
    await expect(chips).toHaveText(["#work"]);
    await expect(rows).toHaveCount(2);

    // A sign alone searches too; "+me" is the caller.
    await field.fill("+me");
    await field.press("Enter");
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole("link").first()).toHaveText("Send the report");
    await expect(chips).toHaveText(["Assigned to me"]);
    await field.fill("p1");
    await field.press("Enter");
    await expect(rows.getByRole("link").filter({ hasText: /the/ })).toHaveText(["Send the report", "Book the room"]);
    // Quoted, a sign is words: nothing has "p1" in its text.
    await field.fill('"p1"');
    await field.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Nothing" })).toHaveText(
      'Nothing in this dashboard matches “"p1"”.',
    );
    await expect(page.getByRole("list", { name: "Only" })).toHaveCount(0);

    // "-#work" leaves a filter out; its chip's × asks for it again (the line without the sign).
    await field.fill("the -#work");
    await field.press("Enter");
    await expect(chips).toHaveText(["Without #work"]);
    await expect(rows.getByRole("link").filter({ hasText: /the/ })).toHaveText(["Book the room"]);
    await page.getByRole("link", { name: "Search with #work again" }).click();
    await expect(field).toHaveValue("the");
    await expect(rows).toHaveCount(3);

    // Through every dashboard too.
    await page.goto(`/search?q=${encodeURIComponent("#work")}`);
    await expect(rows).toHaveCount(2);
    // Each row with its filters, as on one dashboard's search.
    await expect(rows.filter({ hasText: "Print the report" }).getByText("work", { exact: true })).toBeVisible();
    await page.goto(`/search?q=${encodeURIComponent("#nothing")}`);
    await expect(page.getByRole("status").filter({ hasText: "Nothing" })).toHaveText(
      "Nothing in your dashboards matches “#nothing”.",
    );
  });

  test("narrows by days: overdue, today, tomorrow, the next 7 days; with signs; × searches without", async ({
    page,
  }) => {
    await newDashboard(page, "Days");
    await quickAdd(page, "Call the bank");
    await expect(list(page).getByText("Call the bank")).toBeVisible();
    await quickAdd(page, "Pay the rent tomorrow p1");
    await expect(page.getByText(/^Objective added to /)).toBeVisible();
    const search = `${page.url().split("?")[0]}/search`;
    // Yesterday's, still open: overdue.
    await page.getByRole("link", { name: "Previous day" }).click();
    // Yesterday shown before its line is added (with JavaScript, a client navigation).
    await expect(page).toHaveURL(/day=/);
    await expect(list(page).getByText("Call the bank")).toHaveCount(0);
    await quickAdd(page, "File the report");
    await expect(list(page).getByText("File the report")).toBeVisible();

    await page.goto(`${search}?q=overdue`);
    const rows = page.getByRole("region", { name: /^Objectives/ }).getByRole("listitem");
    const chips = page.getByRole("list", { name: "Only" }).getByRole("listitem");
    await expect(rows.getByRole("link").first()).toHaveText("File the report");
    await expect(rows).toHaveCount(1);
    await expect(chips).toHaveText(["Overdue"]);
    await expect(page.getByText("Notes have no priority, assignee, day, repeat rule or deadline.")).toBeVisible();

    const field = page.getByLabel("Search objectives and notes");
    await field.fill("p1 tomorrow");
    await field.press("Enter");
    await expect(chips).toHaveText(["Tomorrow", "Priority 1"]);
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole("link").first()).toHaveText("Pay the rent");

    // Several days: any of them (Todoist's "today | overdue").
    await field.fill("today overdue");
    await field.press("Enter");
    await expect(chips).toHaveText(["Today", "Overdue"]);
    await expect(rows.getByRole("link").filter({ hasText: /the/ })).toHaveText(["Call the bank", "File the report"]);
    await page.getByRole("link", { name: "Search without Today" }).click();
    await expect(field).toHaveValue("overdue");
    await expect(rows).toHaveCount(1);

    await field.fill("next 7 days");
    await field.press("Enter");
    await expect(rows.getByRole("link").filter({ hasText: /the/ })).toHaveText(["Pay the rent", "Call the bank"]);
    await page.getByRole("link", { name: "Search without Next 7 days" }).click();
    await expect(field).toHaveValue("");
    await expect(page.getByRole("list", { name: "Only" })).toHaveCount(0);
    // Quoted, the word is a word.
    await page.goto(`${search}?q=${encodeURIComponent('"today"')}`);
    await expect(page.getByRole("list", { name: "Only" })).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "Nothing" })).toBeVisible();
  });

  test("narrows to repeating objectives ('repeating', 'recurring'); × searches without", async ({ page }) => {
    await newDashboard(page, "Rules");
    await quickAdd(page, "Water the plants every day");
    await expect(page.getByText(/^Objective added to /)).toBeVisible();
    await quickAdd(page, "Gym every Mon, Wed and Fri");
    await quickAdd(page, "Buy the plants");
    await expect(list(page).getByText("Buy the plants")).toBeVisible();
    const search = `${page.url().split("?")[0]}/search`;

    await page.goto(`${search}?q=${encodeURIComponent("plants repeating")}`);
    const rows = page.getByRole("region", { name: /^Objectives/ }).getByRole("listitem");
    const chips = page.getByRole("list", { name: "Only" }).getByRole("listitem");
    await expect(chips).toHaveText(["Repeating"]);
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole("link").first()).toHaveText("Water the plants");
    await expect(rows.locator('.row-repeat[title="Repeats: Every day"]')).toHaveCount(1);
    await expect(page.getByText("Notes have no priority, assignee, day, repeat rule or deadline.")).toBeVisible();

    const field = page.getByLabel("Search objectives and notes");
    await field.fill("recurring");
    await field.press("Enter");
    // Latest day first: the gym's next day is today only on a Monday, Wednesday or Friday,
    // and on one day the earlier-added comes first.
    const gymToday = [1, 3, 5].includes(new Date(`${appToday()}T12:00:00Z`).getUTCDay());
    await expect(rows.getByRole("link").filter({ hasText: /Gym|plants/ })).toHaveText(
      gymToday ? ["Water the plants", "Gym"] : ["Gym", "Water the plants"],
    );
    await expect(rows.locator('.row-repeat[title="Repeats: Every Mon, Wed, and Fri"]')).toHaveCount(1);
    await page.getByRole("link", { name: "Search without Repeating" }).click();
    await expect(field).toHaveValue("");
    await expect(page.getByRole("list", { name: "Only" })).toHaveCount(0);
  });

  test("saves a search by name, finds it again on its page, and removes it; the search of all keeps its own", async ({
    page,
  }) => {
    await newDashboard(page, "Office");
    await quickAdd(page, "Send the report #work p1");
    await expect(list(page).getByText("Send the report")).toBeVisible();
    const search = `${page.url().split("?")[0]}/search`;
    await page.goto(`${search}?q=${encodeURIComponent("report #work")}`);
    const saved = page.getByRole("navigation", { name: "Saved searches" });
    await expect(saved).toHaveCount(0);

    await page.getByText("Save this search").click();
    const name = page.getByLabel("Name", { exact: true });
    await expect(name).toHaveAttribute("placeholder", "report #work");
    // Too long a name (past the field's own limit): refused next to the field, what was typed kept.
    await name.evaluate((input) => input.removeAttribute("maxlength"));
    await name.fill("n".repeat(61));
    const refused = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByText("The name can be at most 60 characters long.")).toBeVisible();
    await expect(name).toHaveValue("n".repeat(61));
    await name.fill("Work reports");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Search saved as “Work reports”.")).toBeVisible();
    await expect(saved.getByRole("link", { name: "Work reports" })).toHaveAttribute("aria-current", "page");
    // Saved already: not offered again, but renamed by the same form.
    await expect(page.getByText("Save this search")).toHaveCount(0);
    await page.getByText("Rename “Work reports”").click();
    await expect(name).toHaveValue("Work reports");
    await name.fill("Reports at work");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Search saved as “Reports at work”.")).toBeVisible();
    await expect(saved.getByRole("link")).toHaveText(["Reports at work"]);
    await page.getByText("Rename “Reports at work”").click();
    await name.fill("Work reports");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(saved.getByRole("link")).toHaveText(["Work reports"]);

    // Found again from the empty page: the line searched as it was saved.
    await page.goto(search);
    await saved.getByRole("link", { name: "Work reports" }).click();
    await expect(page.getByLabel("Search objectives and notes")).toHaveValue("report #work");
    await expect(page.getByRole("region", { name: /^Objectives/ }).getByRole("listitem")).toHaveCount(1);

    // The search of all dashboards has its own list; saved without a name, the line names it.
    await page.goto(`/search?q=p1`);
    await expect(saved).toHaveCount(0);
    await page.getByText("Save this search").click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Search saved as “p1”.")).toBeVisible();
    await expect(saved.getByRole("link")).toHaveText(["p1"]);
    // /dashboards lists it under the box that searches them all.
    await page.goto("/dashboards");
    await saved.getByRole("link", { name: "p1" }).click();
    await expect(page).toHaveURL(/\/search\?q=p1$/);

    // Removed: gone from its page, the search shown stays.
    await page.goto(`${search}?q=p1`);
    await saved.getByRole("button", { name: "Remove “Work reports” from saved searches" }).click();
    await expect(page.getByText("“Work reports” removed from saved searches.")).toBeVisible();
    await expect(saved).toHaveCount(0);
    await expect(page.getByLabel("Search objectives and notes")).toHaveValue("p1");

    // Removed in another tab meanwhile: said above the list, nothing else changes.
    await page.goto("/search?q=p1");
    const other = await page.context().newPage();
    await other.goto("/search?q=p1");
    await other.getByRole("button", { name: "Remove “p1” from saved searches" }).click();
    await expect(other.getByText("“p1” removed from saved searches.")).toBeVisible();
    const gone = page.waitForResponse((r) => r.request().method() === "POST");
    await saved.getByRole("button", { name: "Remove “p1” from saved searches" }).click();
    expect((await gone).status()).toBe(404);
    await expect(page.getByText("That saved search is no longer there.")).toBeVisible();
  });
});
