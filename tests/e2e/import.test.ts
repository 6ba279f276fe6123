import { expect, test, type Page } from "./fixtures";
import { E2E_TIME_ZONE } from "../../playwright.config";
import { createDashboard, hydrated, list, newDashboard, rowAction, saved } from "./helpers";

// Import (decision 029), with JavaScript on and off: a Todoist CSV template, then this
// planner's own export into a second dashboard; a file that cannot be read is refused
// next to the field.
const TODOIST = [
  "TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE",
  "section,Errands,,,,,,,,",
  "task,Buy milk @shopping,,4,1,Ann (1),,tomorrow,en,UTC",
  "task,Water the plants,,4,1,Ann (1),,every day,en,UTC",
  "meta,view_style=list,,,,,,,,",
].join("\n");

async function importFile(page: Page, name: string, text: string, { groups = true } = {}) {
  const section = page.getByRole("region", { name: "Import" });
  const js = test.info().project.use.javaScriptEnabled !== false;
  if (js) await hydrated(page);
  // The field's button and state in the page's words, not the browser's "Choose File".
  await expect(section.getByText("Choose a file", { exact: true })).toBeVisible();
  await expect(section.getByText("No file chosen", { exact: true })).toBeVisible();
  await section.getByLabel("File to import").setInputFiles({
    name,
    mimeType: name.endsWith(".json") ? "application/json" : name.endsWith(".ics") ? "text/calendar" : "text/csv",
    buffer: Buffer.from(text),
  });
  // Its name with JavaScript; without, that one is chosen.
  await expect(section.getByText(js ? name : "File chosen", { exact: true })).toBeVisible();
  await expect(section.getByText("No file chosen", { exact: true })).toBeHidden();
  // "Lists and sections as filters" is on unless cleared.
  const asFilters = section.getByRole("checkbox", { name: "Lists and sections as filters" });
  await expect(asFilters).toBeChecked();
  if (!groups) await asFilters.uncheck();
  await section.getByRole("button", { name: "Import", exact: true }).click();
}

test("a member imports a Todoist CSV template, then this planner's export into another dashboard", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Home");
  const home = new URL(page.url()).pathname;
  await page.getByRole("link", { name: "Settings", exact: true }).click();
  await importFile(page, "Errands.csv", TODOIST);
  await expect(page.getByText("2 entries imported.")).toBeVisible();
  await page.goto(home);
  await expect(list(page).getByText("Water the plants")).toBeVisible();
  await expect(list(page).locator('.row-repeat[title="Repeats: Every day"]')).toHaveCount(1);
  await page.getByRole("link", { name: "Next day" }).click();
  await expect(list(page).getByText("Buy milk")).toBeVisible();
  await expect(list(page).getByText("shopping")).toBeVisible();

  // A comment and a checklist go with the export and come back with the import (decisions
  // 044 and 045).
  await page.goto(home);
  await rowAction(page, "Water the plants", "Edit");
  await page.getByLabel("Add a comment").fill("The cactus only on Sundays.");
  await page.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(page.getByText("Comment added.")).toBeVisible();
  const checklist = page.getByRole("region", { name: "Checklist" });
  await checklist.getByLabel("Add a step").fill("Cactus");
  await saved(page, javaScriptEnabled, () => checklist.getByRole("button", { name: "Add", exact: true }).click());
  // Saved before the export reads it (with JavaScript the tick shows before it is saved).
  await saved(page, javaScriptEnabled, () => checklist.getByRole("button", { name: "Tick off Cactus" }).click());
  await expect(checklist.getByRole("button", { name: "Untick Cactus" })).toBeVisible();

  const exported = await page.request.get(`${home}/export?format=json`);
  expect(exported.status()).toBe(200);
  await page.goto("/dashboards");
  await page.getByLabel("Name of the new dashboard").fill("Copy");
  await page.getByRole("button", { name: "Add dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Copy" })).toBeVisible();
  const copy = new URL(page.url()).pathname;
  await page.goto(`${copy}/settings`);
  await importFile(page, "Home.json", await exported.text());
  await expect(page.getByText("2 entries imported.")).toBeVisible();
  await page.goto(copy);
  await expect(list(page).getByText("Water the plants")).toBeVisible();
  await expect(list(page).locator('.row-repeat[title="Repeats: Every day"]')).toHaveCount(1);
  await expect(list(page).getByLabel("1/1 step done on Water the plants")).toBeVisible();
  await list(page).getByRole("link", { name: "1 comment on Water the plants" }).click();
  const comment = page.getByRole("region", { name: "Comments" }).getByRole("listitem");
  await expect(comment).toContainText("The cactus only on Sundays.");
  await expect(comment).toContainText("(you)");
  await page.goto(copy);
  await page.getByRole("link", { name: "Filters", exact: true }).click();
  await expect(page.getByText("shopping")).toBeVisible();
});

test("an import's Undo takes away what it added, and the filters it made", async ({ page }) => {
  await newDashboard(page, "Wrong one");
  const home = new URL(page.url()).pathname;
  await page.getByRole("link", { name: "Settings", exact: true }).click();
  await importFile(page, "Errands.csv", TODOIST);
  await expect(page.getByText("2 entries imported.")).toBeVisible();
  // The message's Undo (the Import section has one of its own, "Undo import").
  await page.getByRole("button", { name: "Undo", exact: true }).click();
  await expect(page.getByText("Import undone: 2 entries taken away.")).toBeVisible();
  await page.goto(home);
  await expect(list(page).getByText("Water the plants")).toHaveCount(0);
  await page.getByRole("link", { name: "Filters", exact: true }).click();
  await expect(page.getByText("shopping")).toHaveCount(0);

  // After its message has gone, the Import section offers the Undo for the hour.
  await page.getByRole("link", { name: "Settings", exact: true }).click();
  await importFile(page, "Errands.csv", TODOIST);
  await expect(page.getByText("2 entries imported.")).toBeVisible();
  await page.reload();
  const section = page.getByRole("region", { name: "Import" });
  await expect(section.getByText(/Your last import here brought 2 entries at \d{1,2}:\d\d/)).toBeVisible();
  await section.getByRole("button", { name: "Undo import" }).click();
  await expect(page.getByText("Import undone: 2 entries taken away.")).toBeVisible();
  await expect(section.getByRole("button", { name: "Undo import" })).toHaveCount(0);
  await page.goto(home);
  await expect(list(page).getByText("Water the plants")).toHaveCount(0);
});

test("a file that cannot be read is refused next to the field, and nothing is added", async ({ page }) => {
  await newDashboard(page);
  await page.getByRole("link", { name: "Settings", exact: true }).click();
  await importFile(page, "people.csv", "name,age\nAnn,3\n");
  const field = page.getByRole("region", { name: "Import" }).getByLabel("File to import");
  await expect(page.getByText("This file cannot be read here.", { exact: false })).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");

  const response = await page.request.post(page.url(), {
    multipart: {
      intent: "import",
      requestId: crypto.randomUUID(),
      today: "2030-01-01",
      file: { name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from('"day","title"\n"2030-02-30","Nope"\n') },
    },
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("Row 2: “2030-02-30” is not a date (YYYY-MM-DD).");
  await page.goto(page.url().replace(/\/settings.*$/, "?day=2030-02-28"));
  await expect(page.getByText("No tasks found")).toBeVisible();
});

test("rows without a date land on the importer's today in their own time zone, not the request's", async ({ page }) => {
  // Requests under test come from E2E_TIME_ZONE: take whichever far zone is on another day
  // there right now (the two are 25 hours apart, so one always is).
  const dayIn = (timeZone: string) => new Date().toLocaleDateString("en-CA", { timeZone });
  const zone = ["Pacific/Kiritimati", "Pacific/Pago_Pago"].find((z) => dayIn(z) !== dayIn(E2E_TIME_ZONE))!;
  await newDashboard(page, "Home");
  const home = new URL(page.url()).pathname;
  await page.goto("/settings");
  await page.getByLabel("Time zone").selectOption(zone);
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();

  await page.goto(`${home}/settings`);
  await importFile(page, "Calls.csv", [TODOIST.split("\n")[0], "task,Call the bank,,4,1,Ann (1),,,en,UTC"].join("\n"));
  await expect(page.getByText("1 entry imported.")).toBeVisible();
  await page.goto(`${home}?day=${dayIn(zone)}`);
  await expect(list(page).getByText("Call the bank")).toBeVisible();
  // The file is named after the same day.
  const exported = await page.request.get(`${home}/export?format=json`);
  expect(exported.headers()["content-disposition"]).toContain(`Home-${dayIn(zone)}.json`);
});

test("a TickTick backup: its open tasks on their days with tags, checklists as steps, its notes as notes", async ({
  page,
}) => {
  await newDashboard(page, "From TickTick");
  const board = new URL(page.url()).pathname;
  const tomorrow = new Intl.DateTimeFormat("en-CA", { timeZone: E2E_TIME_ZONE }).format(Date.now() + 86_400_000);
  // The columns read (a backup has more; each found by its name).
  const header = ["Folder Name", "List Name", "Title", "Kind", "Tags", "Content", "Due Date", "Status", "Timezone"];
  header.push("taskId", "parentId");
  const row = (cells: string[]) => cells.map((c) => `"${c}"`).join(",");
  const backup = [
    '"Date: 2026-12-01+0000"',
    '"Version: 7.1"',
    '"Status: \n0 Normal\n1 Completed\n2 Archived"',
    row(header),
    // An all-day task is kept as its zone's midnight (here UTC's).
    row([
      "",
      "Home",
      "Pack for the trip",
      "CHECKLIST",
      "travel",
      "▫Passport\n▪Tickets",
      `${tomorrow}T00:00:00+0000`,
      "0",
      "UTC",
      "t1",
      "",
    ]),
    row(["", "Home", "Charger", "TEXT", "", "", "", "0", "UTC", "t2", "t1"]),
    row(["", "Home", "Done long ago", "TEXT", "", "", "", "2", "UTC", "t3", ""]),
    row(["", "Home", "Packing ideas", "NOTE", "", "Light bags", "", "0", "UTC", "t4", ""]),
  ].join("\n");
  await page.getByRole("link", { name: "Settings", exact: true }).click();
  await importFile(page, "TickTick-backup.csv", backup);
  await expect(page.getByText("2 entries imported.")).toBeVisible();
  await page.goto(`${board}?day=${tomorrow}`);
  await expect(list(page).getByText("Pack for the trip")).toBeVisible();
  await expect(list(page).getByText("travel")).toBeVisible();
  await expect(list(page).getByLabel("1/3 steps done on Pack for the trip")).toBeVisible();
  await expect(page.getByText("Done long ago")).toHaveCount(0);
  await page.goto(`${board}/notes`);
  await expect(page.getByText("Packing ideas")).toBeVisible();
});

test("a Trello board's JSON: its cards in use with their labels as filters and checklists as steps", async ({
  page,
}) => {
  await newDashboard(page, "From Trello");
  const board = new URL(page.url()).pathname;
  const trello = {
    name: "Moving",
    lists: [{ id: "l1", name: "To do", closed: false }],
    labels: [{ id: "r", name: "Urgent", color: "red" }],
    checklists: [{ id: "c1", idCard: "k1", checkItems: [{ name: "Boxes", state: "complete", pos: 1 }] }],
    cards: [
      { id: "k1", idList: "l1", name: "Pack the books", desc: "Heavy ones first", idLabels: ["r"], pos: 1 },
      { id: "k2", idList: "l1", name: "Archived card", closed: true, pos: 2 },
    ],
  };
  await page.getByRole("link", { name: "Settings", exact: true }).click();
  await importFile(page, "moving.json", JSON.stringify(trello));
  await expect(page.getByText("1 entry imported.")).toBeVisible();
  await page.goto(board);
  await expect(list(page).getByText("Pack the books")).toBeVisible();
  await expect(list(page).getByText("Urgent")).toBeVisible();
  await expect(list(page).getByLabel("1/1 step done on Pack the books")).toBeVisible();
  await expect(page.getByText("Archived card")).toHaveCount(0);
});

test("a Trello board's lists as filters, when it has two or more, unless the box is cleared", async ({ page }) => {
  const trello = JSON.stringify({
    name: "Moving",
    lists: [
      { id: "l1", name: "Packing", closed: false },
      { id: "l2", name: "Paperwork", closed: false },
    ],
    labels: [{ id: "r", name: "Urgent", color: "red" }],
    cards: [
      { id: "k1", idList: "l1", name: "Pack the books", idLabels: ["r"], pos: 1 },
      { id: "k2", idList: "l2", name: "Change the address", pos: 1 },
    ],
  });
  await newDashboard(page, "With lists");
  const board = new URL(page.url()).pathname;
  await page.getByRole("link", { name: "Settings", exact: true }).click();
  await expect(page.getByRole("checkbox", { name: "Lists and sections as filters" })).toHaveAccessibleDescription(
    /^Each Trello list, Todoist section/,
  );
  await importFile(page, "moving.json", trello);
  await expect(page.getByText("2 entries imported.")).toBeVisible();
  await page.goto(board);
  const books = list(page).getByRole("listitem").filter({ hasText: "Pack the books" });
  await expect(books.getByText("Urgent")).toBeVisible();
  await expect(books.getByText("Packing")).toBeVisible();
  await expect(
    list(page).getByRole("listitem").filter({ hasText: "Change the address" }).getByText("Paperwork"),
  ).toBeVisible();

  await createDashboard(page, "Without lists");
  const other = new URL(page.url()).pathname;
  await page.goto(`${other}/settings`);
  await importFile(page, "moving.json", trello, { groups: false });
  await expect(page.getByText("2 entries imported.")).toBeVisible();
  await page.goto(other);
  await expect(list(page).getByText("Urgent")).toBeVisible();
  await expect(list(page).getByText("Packing")).toHaveCount(0);
  await expect(list(page).getByText("Paperwork")).toHaveCount(0);
});

test("a calendar (iCalendar): its events to come with their time, open to-dos with a deadline, journal entries as notes", async ({
  page,
}) => {
  await newDashboard(page, "From a calendar");
  const board = new URL(page.url()).pathname;
  const inZone = (moment: number) => new Intl.DateTimeFormat("en-CA", { timeZone: E2E_TIME_ZONE }).format(moment);
  const clock = (moment: number) =>
    new Intl.DateTimeFormat("en-GB", { timeZone: E2E_TIME_ZONE, hour: "2-digit", minute: "2-digit" }).format(moment);
  const ics = (day: string) => day.replaceAll("-", "");
  // Three days on, 23:30 in UTC: its day and time are the importer's, in their zone.
  const start = new Date(Date.now() + 3 * 86_400_000);
  start.setUTCHours(23, 30, 0, 0);
  const end = start.getTime() + 15 * 60_000;
  const utc = (moment: number) => new Date(moment).toISOString().replace(/[-:]|\.\d{3}/g, "");
  const soon = inZone(Date.now() + 2 * 86_400_000);
  const later = inZone(Date.now() + 9 * 86_400_000);
  const text = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "BEGIN:VEVENT",
    "UID:call@test",
    `DTSTART:${utc(start.getTime())}`,
    `DTEND:${utc(end)}`,
    "SUMMARY:Call with Lisbon",
    "LOCATION:Video",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:past@test",
    "DTSTART;VALUE=DATE:20200101",
    "SUMMARY:Long ago",
    "END:VEVENT",
    "BEGIN:VTODO",
    "UID:report@test",
    "SUMMARY:Write the report",
    `DTSTART;VALUE=DATE:${ics(soon)}`,
    `DUE;VALUE=DATE:${ics(later)}`,
    "CATEGORIES:Work",
    "END:VTODO",
    "BEGIN:VTODO",
    "UID:intro@test",
    "SUMMARY:Introduction",
    "RELATED-TO:report@test",
    "END:VTODO",
    "BEGIN:VJOURNAL",
    "DTSTART;VALUE=DATE:20261201",
    "SUMMARY:Ideas for next year",
    "DESCRIPTION:More walks.",
    "END:VJOURNAL",
    "END:VCALENDAR",
  ].join("\r\n");
  await page.getByRole("link", { name: "Settings", exact: true }).click();
  await importFile(page, "calendar.ics", text);
  await expect(page.getByText("3 entries imported.")).toBeVisible();

  await page.goto(`${board}?day=${inZone(start.getTime())}`);
  await expect(list(page).getByText("Call with Lisbon")).toBeVisible();
  await expect(list(page).getByText(`${clock(start.getTime())}–${clock(end)} · Video`)).toBeVisible();
  await page.goto(`${board}?day=${soon}`);
  await expect(list(page).getByText("Write the report")).toBeVisible();
  await expect(list(page).getByText("Work")).toBeVisible();
  await expect(list(page).getByLabel("0/1 step done on Write the report")).toBeVisible();
  await rowAction(page, "Write the report", "Edit");
  await expect(page.getByLabel("Deadline", { exact: true })).toHaveValue(later);
  await page.goto(`${board}/notes?year=2026`);
  await expect(page.getByText("Ideas for next year")).toBeVisible();
});

test("Google Tasks from Takeout: the open tasks of each list on their day, the list as a filter, subtasks as steps", async ({
  page,
}) => {
  await newDashboard(page, "From Google Tasks");
  const board = new URL(page.url()).pathname;
  const tomorrow = new Intl.DateTimeFormat("en-CA", { timeZone: E2E_TIME_ZONE }).format(Date.now() + 86_400_000);
  const task = (id: string, title: string, more: Record<string, unknown> = {}) => ({
    kind: "tasks#task",
    id,
    title,
    status: "needsAction",
    ...more,
  });
  const takeout = {
    kind: "tasks#taskLists",
    items: [
      {
        kind: "tasks#taskList",
        title: "Errands",
        items: [
          task("a", "Return the books", { due: `${tomorrow}T00:00:00.000Z`, notes: "Library on Main St" }),
          task("a1", "Find the receipt", { parent: "a" }),
          task("z", "Finished", { status: "completed" }),
        ],
      },
      {
        kind: "tasks#taskList",
        title: "Work",
        items: [task("w", "Send the invoice", { due: `${tomorrow}T00:00:00.000Z` })],
      },
    ],
  };
  await page.getByRole("link", { name: "Settings", exact: true }).click();
  const sources = page.getByRole("list", { name: "Files it reads" });
  await expect(sources.getByRole("listitem")).toHaveCount(8);
  await expect(sources).toContainText("Google Tasks from Google Takeout");
  await importFile(page, "Tasks.json", JSON.stringify(takeout));
  await expect(page.getByText("2 entries imported.")).toBeVisible();
  await page.goto(`${board}?day=${tomorrow}`);
  await expect(list(page).getByText("Return the books")).toBeVisible();
  await expect(list(page).getByText("Library on Main St")).toBeVisible();
  await expect(list(page).getByText("Errands")).toBeVisible();
  await expect(list(page).getByLabel("0/1 step done on Return the books")).toBeVisible();
  await expect(list(page).getByText("Send the invoice")).toBeVisible();
  await expect(page.getByText("Finished")).toHaveCount(0);
});

test("an Asana project's CSV: its open tasks with tags, a start before the due day as a deadline, subtasks as steps", async ({
  page,
}) => {
  await newDashboard(page, "From Asana");
  const board = new URL(page.url()).pathname;
  const day = (offset: number) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: E2E_TIME_ZONE }).format(Date.now() + offset * 86_400_000);
  const header =
    "Task ID,Created At,Completed At,Last Modified,Name,Section/Column,Assignee,Start Date,Due Date,Tags,Notes,Parent task";
  const csv = [
    header,
    `1,2026-11-01,,2026-11-30,Design the landing page,To do,,${day(1)},${day(8)},Design,Hero and pricing,`,
    `2,2026-11-01,,2026-11-30,Pick the photos,To do,,,,,,Design the landing page`,
    `3,2026-11-01,2026-11-20,2026-11-30,Kick-off,Done,,,${day(-10)},,,`,
  ].join("\n");
  await page.getByRole("link", { name: "Settings", exact: true }).click();
  await importFile(page, "website.csv", csv);
  await expect(page.getByText("1 entry imported.")).toBeVisible();
  await page.goto(`${board}?day=${day(1)}`);
  await expect(list(page).getByText("Design the landing page")).toBeVisible();
  await expect(list(page).getByText("Hero and pricing")).toBeVisible();
  await expect(list(page).getByLabel("0/1 step done on Design the landing page")).toBeVisible();
  await rowAction(page, "Design the landing page", "Edit");
  await expect(page.getByLabel("Deadline", { exact: true })).toHaveValue(day(8));
});

test("any spreadsheet of tasks: a column of titles, and the date, status, tags and notes it has", async ({ page }) => {
  await newDashboard(page, "From a sheet");
  const board = new URL(page.url()).pathname;
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: E2E_TIME_ZONE }).format(Date.now() + 2 * 86_400_000);
  const [year, month, date] = day.split("-");
  const csv = [
    "Task,Due date,Status,Tags,Notes",
    // As a spreadsheet in English writes a day: month first.
    `Renew the passport,${month}/${date}/${year},In progress,Admin,Photo first`,
    "Old errand,,Done,,",
  ].join("\n");
  await page.getByRole("link", { name: "Settings", exact: true }).click();
  await expect(page.getByText("any other spreadsheet of tasks saved as CSV", { exact: false })).toBeVisible();
  await importFile(page, "tasks.csv", csv);
  await expect(page.getByText("1 entry imported.")).toBeVisible();
  await page.goto(`${board}?day=${day}`);
  await expect(list(page).getByText("Renew the passport")).toBeVisible();
  await expect(list(page).getByText("Photo first")).toBeVisible();
  await expect(list(page).getByText("Admin")).toBeVisible();
});
