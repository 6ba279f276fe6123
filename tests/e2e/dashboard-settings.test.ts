import { expect, test } from "./fixtures";
import { resetAndTurnOff } from "./feed-helpers";
import { readFile } from "node:fs/promises";
import { items, list, newDashboard, quickAdd, rowAction, saved, signOut } from "./helpers";

test.describe("dashboard settings", () => {
  test("show done tasks on and off", async ({ page, javaScriptEnabled }) => {
    await newDashboard(page);
    await quickAdd(page, "Done already");
    await page.getByRole("button", { name: "Mark as done Done already" }).click();
    await expect(page.getByText("Marked as done.")).toBeVisible();
    await page.getByRole("link", { name: "Settings", exact: true }).click();
    await expect(page.getByRole("heading", { name: "View" })).toBeVisible();
    // Without JavaScript, tick and press Save; with it, ticking saves (and Save is hidden).
    const showDone = async (on: boolean) => {
      // Each box of "View" has its own Save, named after its box.
      const save = page.getByRole("button", { name: "Save Show done tasks", exact: true });
      if (javaScriptEnabled) {
        await expect(save).toBeHidden();
        await saved(page, true, () => page.getByLabel("Show done tasks").setChecked(on));
      } else {
        await page.getByLabel("Show done tasks").setChecked(on);
        await saved(page, false, () => save.click());
      }
    };
    await showDone(false);
    await expect(page.getByText("Options saved.")).toBeVisible();
    await page.getByRole("link", { name: "Day", exact: true }).click();
    await expect(page.getByText("1 done objective is hidden.")).toBeVisible();
    await expect(list(page)).toHaveCount(0);
    await page.getByRole("link", { name: "Settings", exact: true }).click();
    await expect(page.getByRole("heading", { name: "View" })).toBeVisible();
    // The first save's toast may still show: wait for this save itself.
    await showDone(true);
    await expect(page.getByText("Options saved.")).toBeVisible();
    await page.getByRole("link", { name: "Day", exact: true }).click();
    await expect(items(page)).toHaveText(["Done already"]);
  });

  test("members are listed, the admin renames and deletes after confirming", async ({ page }) => {
    const email = await newDashboard(page, "Short-lived");
    await quickAdd(page, "Something");
    await expect(list(page).getByText("Something")).toBeVisible();
    await page.getByRole("link", { name: "Settings", exact: true }).click();
    const members = page.getByRole("region", { name: "Members" });
    await expect(members.getByText("Admin")).toBeVisible();
    // Without a name, a member is their address, said once.
    await expect(members.getByText(email)).toHaveCount(1);
    await page.getByLabel("New name").fill("Renamed");
    await page.getByRole("button", { name: "Rename" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Renamed" })).toBeVisible();
    await expect(page.getByText("Dashboard renamed.")).toBeVisible();
    await page.getByRole("link", { name: "Delete dashboard" }).click();
    await expect(page.getByText("Are you sure? This action can't be undone.")).toBeVisible();
    // An admin alone: one objective, in the singular, and no word of members losing access.
    await expect(
      page.getByText("Everything in this dashboard will be deleted: 1 objective, 0 notes and 0 filters.", {
        exact: true,
      }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Delete dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboards$/);
    await expect(page.getByText("Dashboard deleted.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Let's create your first dashboard" })).toBeVisible();
  });
});

test.describe("export", () => {
  test("a member downloads the dashboard as JSON and as CSV; signed out, the link asks to sign in", async ({
    page,
  }) => {
    await newDashboard(page, "Family, home");
    await quickAdd(page, "Call the plumber, then fix the sink #chores");
    await expect(list(page).getByText("chores")).toBeVisible();
    await page.getByRole("link", { name: "Settings", exact: true }).click();
    const section = page.getByRole("region", { name: "Export" });
    const download = async (name: string) => {
      const [file] = await Promise.all([page.waitForEvent("download"), section.getByRole("link", { name }).click()]);
      return { name: file.suggestedFilename(), text: await readFile((await file.path())!, "utf8") };
    };

    const csv = await download("Objectives (CSV)");
    expect(csv.name).toMatch(/^Family, home-objectives-\d{4}-\d\d-\d\d\.csv$/);
    const [header, row, end] = csv.text.split("\r\n");
    expect(header).toBe(
      '\uFEFF"day","title","description","priority","assignee","done","done_at","filters","repeat","repeat_every","repeat_from_done","repeat_until","deadline","time","duration","created_at"',
    );
    expect(row).toMatch(
      /^"\d{4}-\d\d-\d\d","Call the plumber, then fix the sink","","4",,"false",,"chores",,,,,,,,"[^"]+Z"$/,
    );
    expect(end).toBe("");

    const json = await download("Everything (JSON)");
    expect(json.name).toMatch(/^Family, home-\d{4}-\d\d-\d\d\.json$/);
    const everything = JSON.parse(json.text);
    expect(everything.dashboard.name).toBe("Family, home");
    expect(everything.filters).toEqual([expect.objectContaining({ name: "chores" })]);
    expect(everything.objectives).toEqual([
      expect.objectContaining({ title: "Call the plumber, then fix the sink", done: false, filters: ["chores"] }),
    ]);

    const notes = await download("Notes (CSV)");
    expect(notes.text).toBe('\uFEFF"year","title","body","filters","created_at","updated_at"\r\n');

    const url = await section.getByRole("link", { name: "Notes (CSV)" }).getAttribute("href");
    const unknown = await page.request.get(url!.replace("notes-csv", "xlsx"));
    expect(unknown.status()).toBe(400);
    expect(await unknown.text()).toBe("This kind of file cannot be exported.");
    // Another's dashboard, or no dashboard at all: the same 404, in words.
    for (const id of [crypto.randomUUID(), "not-an-id"]) {
      const none = await page.request.get(url!.replace(/dashboards\/[^/]+/, `dashboards/${id}`));
      expect(none.status()).toBe(404);
      expect(await none.text()).toBe("This dashboard does not exist, or you are not a member of it.");
    }
    await signOut(page);
    await page.goto(url!);
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe("calendar feed", () => {
  test("a member makes a private calendar link, resets it and turns it off; calendar apps read it without a session", async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    await newDashboard(page, "Family");
    await quickAdd(page, "Dentist #health +me");
    await expect(list(page).getByText("Dentist")).toBeVisible();
    await quickAdd(page, "Stretch every day");
    await expect(list(page).getByText("Stretch")).toBeVisible();
    await page.getByRole("link", { name: "Settings", exact: true }).click();
    const section = page.getByRole("region", { name: "Calendar feed" });
    const link = section.getByLabel("Your private calendar link");
    await section.getByRole("button", { name: "Create calendar link" }).click();
    await expect(link).toHaveValue(/\/feeds\/[\w-]{43}\.ics$/);
    const first = await link.inputValue();
    const webcal = first.replace(/^http:/, "webcal:");
    await expect(section.getByRole("link", { name: "Open in your calendar app" })).toHaveAttribute("href", webcal);
    await expect(section.getByRole("link", { name: "Add to Google Calendar" })).toHaveAttribute(
      "href",
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    );
    await expect(section.getByText("Copy it now: it is shown only this once.", { exact: false })).toBeVisible();
    if (javaScriptEnabled) {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await section.getByRole("button", { name: "Copy" }).click();
      await expect(section.getByRole("button", { name: "Copied" })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    } else {
      await expect(section.getByRole("button", { name: "Copy" })).toHaveCount(0);
    }

    // As a calendar app reads it: no cookies.
    const feed = await fetch(first);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toMatch(/^text\/calendar/);
    const text = (await feed.text()).replace(/\r\n /g, "");
    expect(text).toContain("X-WR-CALNAME:Family");
    expect(text).toMatch(/\r\nSUMMARY:Dentist\r\n/);
    // Who does it, in the link's owner's language (English here), then the tags.
    expect(text).toMatch(/\r\nDESCRIPTION:Assigned to [^\r]+\\n\\n#health\r\n/);
    // A daily one: its own day, then each day of the next 90 as an event of its own.
    expect(text.match(/\r\nSUMMARY:Stretch\r\n/g)?.length).toBeGreaterThanOrEqual(90);
    expect(text).toMatch(/\r\nUID:[\w-]+-\d{4}-\d\d-\d\d@localhost\r\n/);

    // Loaded again, the page says since when the link exists, and never shows it again.
    await page.goto(page.url());
    await expect(section.getByText(/^You have had a private link since /)).toBeVisible();
    await expect(link).toHaveCount(0);
    expect(await page.content()).not.toContain(first);

    await resetAndTurnOff(page, section, first);
  });
});

test.describe("objectives and filters", () => {
  test("edit an objective: title, day and filters", async ({ page }) => {
    await newDashboard(page);
    await quickAdd(page, "Draft #work");
    await expect(list(page).getByText("Draft")).toBeVisible();
    await rowAction(page, "Draft", "Edit");
    await expect(page.getByRole("heading", { name: "Edit objective" })).toBeVisible();
    await page.getByLabel("Title").fill("Final draft");
    await page.getByLabel("Day", { exact: true }).fill("2030-03-01");
    await page.getByRole("checkbox", { name: "work" }).uncheck();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Objective updated.")).toBeVisible();
    await expect(page).toHaveURL(/day=2030-03-01/);
    await expect(items(page)).toHaveText(["Final draft"]);
  });

  test("add, rename, recolour and delete a filter", async ({ page }) => {
    await newDashboard(page);
    await quickAdd(page, "Mow the lawn #garden");
    await expect(list(page).getByText("garden")).toBeVisible();
    await page.getByRole("link", { name: "Filters", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Add new filter" })).toBeVisible();
    const add = page.getByRole("region", { name: "Add new filter" });
    await add.getByLabel("Name", { exact: true }).fill("Errands");
    await page.getByText("Add filter").click();
    await expect(page.getByText("Filter added.")).toBeVisible();
    // Each row's form opens in place, one at a time; Cancel closes it.
    const edit = (name: string) => page.getByRole("link", { name: `Rename or recolour “${name}”` });
    const garden = page.getByRole("listitem").filter({ has: edit("garden") });
    await expect(page.getByLabel("Name", { exact: true })).toHaveCount(1);
    await edit("Errands").click();
    await expect(edit("Errands")).toHaveAttribute("aria-expanded", "true");
    // The form takes the focus: opened in place with JavaScript, or by its page's autofocus
    // without (or before hydration, when the click loads the page).
    await expect(
      page
        .getByRole("listitem")
        .filter({ has: edit("Errands") })
        .getByLabel("Name", { exact: true }),
    ).toBeFocused();
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(edit("Errands")).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByLabel("Name", { exact: true })).toHaveCount(1);
    // A name taken already is refused next to the field, the form kept open with it.
    await edit("garden").click();
    await garden.getByLabel("Name", { exact: true }).fill("errands");
    await garden.getByRole("button", { name: "Save" }).click();
    await expect(garden.getByText("There is already a filter with this name.")).toBeVisible();
    await expect(garden.getByLabel("Name", { exact: true })).toHaveValue("errands");
    await garden.getByLabel("Name", { exact: true }).fill("Yard");
    await garden.getByText("Red", { exact: true }).click({ force: true });
    await garden.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Filter updated.")).toBeVisible();
    await expect(page.getByText("1 objective, 0 notes", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Delete the filter “Yard”" }).click();
    await expect(page.getByText("Objectives and notes keep existing without this filter.")).toBeVisible();
    await page.getByRole("button", { name: "Delete filter" }).click();
    await expect(page.getByText("Filter deleted.")).toBeVisible();
    await page.getByRole("link", { name: "Day", exact: true }).click();
    await expect(items(page)).toHaveText(["Mow the lawn"]);

    // The activity tells each of them, and the dashboard's new name (decision 046).
    await page.getByRole("link", { name: "Settings", exact: true }).click();
    await page.getByLabel("New name").fill("Outdoors");
    await page.getByRole("button", { name: "Rename" }).click();
    await expect(page.getByText("Dashboard renamed.")).toBeVisible();
    await page.getByRole("link", { name: "Activity", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Activity", exact: true })).toBeVisible();
    await page.goto(`${page.url()}?what=dashboard`);
    await expect(page.getByLabel("Kind of change")).toHaveValue("dashboard");
    await expect(page.getByRole("region", { name: "Activity" }).getByRole("listitem")).toHaveText([
      /renamed the dashboard “.+” to Outdoors/,
      /deleted the filter #Yard/,
      /renamed the filter #garden to #Yard/,
      /added the filter #Errands/,
      /added the filter #garden/,
    ]);
  });

  test("a duplicate filter name is refused, keeping what was typed", async ({ page }) => {
    await newDashboard(page);
    await page.getByRole("link", { name: "Filters", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Add new filter" })).toBeVisible();
    const add = page.getByRole("region", { name: "Add new filter" });
    await add.getByLabel("Name").fill("Home");
    await page.getByText("Add filter").click();
    await expect(page.getByText("Filter added.")).toBeVisible();
    await add.getByLabel("Name").fill("home");
    await page.getByText("Add filter").click();
    await expect(page.getByText("There is already a filter with this name.")).toBeVisible();
    await expect(add.getByLabel("Name")).toHaveValue("home");
  });
});
