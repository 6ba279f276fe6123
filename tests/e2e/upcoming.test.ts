import { expect, test } from "./fixtures";
import {
  createDashboard,
  dismissToasts,
  dragInSteps,
  hydrated,
  newDashboard,
  quickAdd,
  rowAction,
  saved,
  expectIconDrawn,
} from "./helpers";

// /upcoming: the next seven days on every dashboard, a list a day, each objective naming its
// dashboard, the days a repeating one comes back on, done with Undo, other weeks by link;
// with JavaScript on and off.

test("upcoming: the next days of every dashboard, repeats coming back, done with undo, other weeks", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  await newDashboard(page, "Work");
  for (const line of ["Send the report tomorrow", "Stand-up every 2 days", "Review the budget in 9 days"])
    await saved(page, javaScriptEnabled, () => quickAdd(page, line));
  await createDashboard(page, "home");
  await saved(page, javaScriptEnabled, () => quickAdd(page, "Water the plants tomorrow"));

  // From /today's tabs.
  await page.goto("/today");
  const views = page.getByRole("navigation", { name: "Across your dashboards" });
  await views.getByRole("link", { name: "Upcoming" }).click();
  await expect(page).toHaveURL(/\/upcoming$/);
  await expect(page.getByRole("heading", { level: 1, name: "Upcoming" })).toBeVisible();
  await expect(views.getByRole("link", { name: "Upcoming" })).toHaveAttribute("aria-current", "page");
  // The header's "Today" is marked as the section /upcoming belongs to, not as the page.
  const header = page.getByRole("navigation", { name: "Main" });
  await expect(header.getByRole("link", { name: "Today on every dashboard" })).toHaveAttribute("aria-current", "true");

  // Tomorrow: both dashboards' objectives, by dashboard name, each naming its dashboard.
  const tomorrow = page.getByRole("region", { name: /^Tomorrow · / });
  await expect(tomorrow.getByRole("listitem")).toHaveText([/^Water the plants\s*home$/, /^Send the report\s*Work$/]);
  // The stand-up comes back every other day: shown, with nothing to press.
  const days = page.getByRole("region");
  await expect(days.filter({ hasText: "Stand-up" })).toHaveCount(3);
  await expect(page.getByText("(repeats on this day)").first()).toBeAttached();
  await expect(page.getByRole("button", { name: /Stand-up/ })).toHaveCount(0);
  // Its repeat mark is drawn, from the sprite file.
  await expectIconDrawn(page, "repeat");
  await expect(page.getByText("Review the budget")).toHaveCount(0);

  // Done where it is, and Undo.
  await saved(page, javaScriptEnabled, () =>
    tomorrow.getByRole("button", { name: "Mark as done Water the plants" }).click(),
  );
  await expect(page.getByText("Marked as done.")).toBeVisible();
  await expect(tomorrow.getByRole("button", { name: "Mark as not done Water the plants" })).toBeVisible();
  await saved(page, javaScriptEnabled, () => page.getByRole("button", { name: "Undo" }).click());
  await expect(tomorrow.getByRole("button", { name: "Mark as done Water the plants" })).toBeVisible();

  // Quick add: a line without a date goes on the first day shown, on the dashboard chosen.
  await page.getByRole("combobox", { name: "Dashboard" }).selectOption({ label: "Work" });
  await saved(page, javaScriptEnabled, () => quickAdd(page, "Book the room"));
  await expect(tomorrow.getByRole("listitem").filter({ hasText: "Book the room" })).toContainText("Work");

  // The next seven days, and back.
  await page.getByRole("link", { name: "Next 7 days" }).click();
  await expect(page).toHaveURL(/[?&]from=\d{4}-\d\d-\d\d/);
  await expect(page.getByText("Review the budget")).toBeVisible();
  await page.getByRole("link", { name: "Previous 7 days" }).click();
  await expect(page.getByRole("region", { name: /^Tomorrow · / })).toBeVisible();
  await expect(page.getByRole("link", { name: "Previous 7 days" })).toHaveCount(0);

  // Any day by the date field: seven days from it (with JavaScript it goes by itself).
  const first = (await page.locator("section[id^='day-']").first().getAttribute("id"))!.slice("day-".length);
  const later = new Date(Date.parse(`${first}T00:00:00Z`) + 20 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Go to a day").fill(later);
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Go", exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("from") === later);
  await expect(page.locator("section[id^='day-']").first()).toHaveAttribute("id", `day-${later}`);
  await expect(page.locator("section[id^='day-']")).toHaveCount(7);
  await page.getByRole("link", { name: "Previous 7 days" }).click();
  await expect(page.locator("section[id^='day-']").first()).toHaveAttribute("id", /^day-/);
  await page.goto("/upcoming");

  // A row's dashboard leads to that day there.
  await page
    .getByRole("region", { name: /^Tomorrow · / })
    .getByRole("listitem")
    .filter({ hasText: "Send the report" })
    .getByRole("link", { name: "Work" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Work" })).toBeVisible();
  await expect(page).toHaveURL(/[?&]day=\d{4}-\d\d-\d\d/);
  await expect(page.getByRole("button", { name: "Mark as done Send the report" })).toBeVisible();

  // A link with a date it cannot read says so, and shows the next days.
  const response = await page.goto("/upcoming?from=someday");
  expect(response?.status()).toBe(400);
  await expect(
    page.getByText("The date “someday” in the link was not understood, so the next days are shown."),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: /^Tomorrow · / })).toBeVisible();
});

test("upcoming: every day listed; Add objective under a day adds there, stays open for the next, Cancel closes", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Work");
  await saved(page, javaScriptEnabled, () => quickAdd(page, "Send the report tomorrow"));
  await page.goto("/upcoming");

  // The seven days, the empty ones too, each with its "Add objective".
  const days = page.locator("section[id^='day-']");
  await expect(days).toHaveCount(7);
  const third = days.nth(2);
  await expect(third.getByRole("listitem")).toHaveCount(0);
  const heading = (await third.getByRole("heading", { level: 2 }).textContent())!;
  const day = (await third.getAttribute("id"))!.slice("day-".length);
  const addHere = third.getByRole("link", { name: `Add objective ${heading}`, exact: true });
  await addHere.click();

  // Quick add opens under that day, focused, instead of at the top.
  await expect(page).toHaveURL((url) => url.searchParams.get("add") === day);
  const field = page.getByLabel("New objective");
  await expect(field).toHaveCount(1);
  await expect(third.getByLabel("New objective")).toBeFocused();
  await expect(addHere).toHaveCount(0);

  // A line without a date goes on that day, and the form stays there for the next.
  await saved(page, javaScriptEnabled, () => quickAdd(page, "Call the plumber"));
  await expect(third.getByRole("listitem")).toHaveText([/^Call the plumber\s*Work$/]);
  await expect(third.getByLabel("New objective")).toBeVisible();
  await expect(third.getByLabel("New objective")).toHaveValue("");
  // A line naming its day goes there.
  await saved(page, javaScriptEnabled, () => quickAdd(page, "Pay the rent tomorrow"));
  const tomorrow = page.getByRole("region", { name: /^Tomorrow · / });
  await expect(tomorrow.getByRole("listitem").filter({ hasText: "Pay the rent" })).toHaveCount(1);
  await expect(third.getByRole("listitem")).toHaveCount(1);
  // A refused line comes back there, said next to the field, as typed.
  await quickAdd(page, "Call the landlord +zed");
  await expect(third.getByLabel("New objective")).toHaveAccessibleDescription(
    /No member of this dashboard is called “zed”/,
  );
  await expect(third.getByLabel("New objective")).toHaveValue("Call the landlord +zed");
  await third.getByLabel("New objective").fill("");
  // Its rows work as the others do.
  await saved(page, javaScriptEnabled, () =>
    third.getByRole("button", { name: "Mark as done Call the plumber" }).click(),
  );
  await expect(third.getByRole("button", { name: "Mark as not done Call the plumber" })).toBeVisible();

  // Cancel: back at the top, the day's link again (with JavaScript, focused).
  await third.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has("add"));
  await expect(third.getByLabel("New objective")).toHaveCount(0);
  await expect(field).toHaveCount(1);
  if (javaScriptEnabled) await expect(addHere).toBeFocused();
  else await expect(addHere).toBeVisible();

  // An address naming a day not shown opens nothing.
  await page.goto("/upcoming?add=2000-01-01");
  await expect(page.getByRole("link", { name: /^Add objective / })).toHaveCount(7);
});

test("upcoming with a mouse: a row dragged onto another day moves there, with Undo", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "dragging needs JavaScript; without it Edit or the row's menu moves it");
  await newDashboard(page, "Work");
  for (const line of ["Drag me tomorrow", "Stay here tomorrow"]) await saved(page, true, () => quickAdd(page, line));
  await page.goto("/upcoming");
  await hydrated(page);
  await dismissToasts(page);
  const days = page.locator("section[id^='day-']");
  const tomorrow = days.nth(0);
  const other = days.nth(3);
  await dragInSteps(page, tomorrow.getByRole("listitem").filter({ hasText: "Drag me" }), other);
  await expect(other.getByRole("listitem")).toHaveText([/^Drag me\s*Work$/]);
  await expect(tomorrow.getByRole("listitem")).toHaveText([/^Stay here\s*Work$/]);
  await expect(page.getByText(/^Moved to /)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/upcoming");
  // Saved: a fresh load shows it there too; Undo puts it back.
  await page.reload();
  await expect(other.getByRole("listitem")).toHaveText([/^Drag me/]);
  await hydrated(page);
  await dismissToasts(page);
  await dragInSteps(page, tomorrow.getByRole("listitem").filter({ hasText: "Stay here" }), other);
  await expect(other.getByRole("listitem")).toHaveText([/^Drag me/, /^Stay here/]);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(tomorrow.getByRole("listitem")).toHaveText([/^Stay here/]);
  await expect(other.getByRole("listitem")).toHaveText([/^Drag me/]);
  await expect(page).toHaveURL((url) => url.pathname === "/upcoming");
});

test("upcoming: a row's menu moves it to today, named with its date; the page stays, with Undo", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Work");
  await saved(page, javaScriptEnabled, () => quickAdd(page, "Send the report tomorrow"));
  await page.goto("/upcoming");
  const tomorrow = page.getByRole("region", { name: /^Tomorrow · / });
  await expect(tomorrow.getByText("Send the report")).toBeVisible();
  await tomorrow.getByRole("link", { name: "More actions Send the report", exact: true }).click();
  const menu = page.getByRole("group", { name: "More actions Send the report", exact: true });
  await expect(menu.getByRole("button", { name: /^Move to today [A-Z][a-z]{2}, / })).toBeVisible();
  await saved(page, javaScriptEnabled, () => rowAction(page, "Send the report", "Move to today"));
  await expect(page.getByText(/^Moved to .+\.$/)).toBeVisible();
  await expect(page).toHaveURL(/\/upcoming/);
  await expect(page.getByText("Send the report")).toHaveCount(0);
  await saved(page, javaScriptEnabled, () =>
    page.getByRole("status").filter({ hasText: "Moved to" }).getByRole("button", { name: "Undo" }).click(),
  );
  await expect(tomorrow.getByText("Send the report")).toBeVisible();
  await dismissToasts(page);
  await saved(page, javaScriptEnabled, () => rowAction(page, "Send the report", "Move to today"));
  await expect(page.getByText("Send the report")).toHaveCount(0);
  await page.goto("/today");
  await expect(page.getByRole("button", { name: "Mark as done Send the report" })).toBeVisible();
});

test("upcoming starts with every dashboard's overdue, the oldest first: to today, to tomorrow, done, each with Undo", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  await newDashboard(page, "Work");
  await saved(page, javaScriptEnabled, () => quickAdd(page, "Renew the lease yesterday"));
  await saved(page, javaScriptEnabled, () => quickAdd(page, "Book the dentist tomorrow"));
  await createDashboard(page, "home");
  await saved(page, javaScriptEnabled, () => quickAdd(page, "Fix the tap yesterday"));

  await page.goto("/upcoming");
  // Before the days, each naming its day and its dashboard (same day: by dashboard name).
  const overdue = page.getByRole("region", { name: "Overdue (2)" });
  await expect(overdue.getByRole("listitem")).toHaveText([/^Fix the tap.*home/, /^Renew the lease.*Work/]);
  // The page's first section (not the shortcuts dialog's, which is not shown).
  await expect(page.locator("main section:not(dialog *)").first()).toHaveAttribute("id", "overdue");
  const tomorrow = page.getByRole("region", { name: /^Tomorrow · / });
  await expect(tomorrow.getByRole("listitem")).toHaveText([/^Book the dentist/]);

  // To today, and back.
  await saved(page, javaScriptEnabled, () =>
    overdue.getByRole("button", { name: "Move to today Fix the tap" }).click(),
  );
  await expect(page.getByText("1 objective moved to today.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Overdue (1)" }).getByRole("listitem")).toHaveText([
    /^Renew the lease/,
  ]);
  await expect(page).toHaveURL((url) => url.pathname === "/upcoming");
  await saved(page, javaScriptEnabled, () =>
    page.getByRole("status").filter({ hasText: "moved to today" }).getByRole("button", { name: "Undo" }).click(),
  );
  await expect(page.getByText("1 objective moved back.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Overdue (2)" })).toContainText("Fix the tap");
  await dismissToasts(page);

  // Its menu moves it from today: to tomorrow, where it joins that day's list.
  await saved(page, javaScriptEnabled, () => rowAction(page, "Renew the lease", "Move to tomorrow"));
  await expect(tomorrow.getByRole("listitem")).toHaveText([/^Book the dentist/, /^Renew the lease/]);
  await expect(page.getByRole("region", { name: "Overdue (1)" }).getByRole("listitem")).toHaveText([/^Fix the tap/]);
  await dismissToasts(page);

  // Done where it is: the list goes with its last one.
  await saved(page, javaScriptEnabled, () => page.getByRole("button", { name: "Mark as done Fix the tap" }).click());
  await expect(page.getByText("Marked as done.")).toBeVisible();
  await expect(page.getByRole("region", { name: /^Overdue/ })).toHaveCount(0);
  await saved(page, javaScriptEnabled, () =>
    page.getByRole("status").filter({ hasText: "Marked as done." }).getByRole("button", { name: "Undo" }).click(),
  );
  await expect(page.getByRole("region", { name: "Overdue (1)" })).toContainText("Fix the tap");

  // The next seven days do not list them again.
  await page.getByRole("link", { name: "Next 7 days" }).click();
  await expect(page).toHaveURL(/[?&]from=/);
  await expect(page.getByRole("region", { name: /^Overdue/ })).toHaveCount(0);
});

test("upcoming with a mouse: an overdue row dragged onto a day goes there at once, before the answer, with Undo", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "dragging needs JavaScript; without it the row's menu moves it");
  await newDashboard(page, "Work");
  await saved(page, true, () => quickAdd(page, "Renew the lease yesterday"));
  await page.goto("/upcoming");
  await hydrated(page);
  const overdue = page.getByRole("region", { name: "Overdue (1)" });
  const third = page.locator("section[id^='day-']").nth(2);
  // The move's answer held back: what the page shows meanwhile is its own.
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(
    (url) => url.pathname.startsWith("/dashboards/"),
    async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    },
  );
  await dragInSteps(page, overdue.getByRole("listitem").filter({ hasText: "Renew the lease" }), third);
  await expect(third.getByRole("listitem")).toHaveText([/^Renew the lease\s*Work$/]);
  await expect(page.getByRole("region", { name: /^Overdue/ })).toHaveCount(0);
  answer();
  // Saved: the page the answer brings has it there too; Undo puts it back, overdue.
  await expect(page.getByText(/^Moved to /)).toBeVisible();
  await expect(third.getByRole("listitem")).toHaveText([/^Renew the lease/]);
  await page.getByRole("status").filter({ hasText: "Moved to" }).getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("region", { name: "Overdue (1)" }).getByRole("listitem")).toHaveText([
    /^Renew the lease/,
  ]);
  await expect(third.getByRole("listitem")).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("region", { name: "Overdue (1)" })).toContainText("Renew the lease");
});

test("upcoming's Reschedule moves every dashboard's overdue to a day at once, with one Undo; a past day is refused there", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Work");
  await page.goto("/upcoming");
  await expect(page.getByText("Nothing planned for these days")).toBeVisible();
  await page.goBack();
  await saved(page, javaScriptEnabled, () => quickAdd(page, "File the report yesterday"));
  await createDashboard(page, "Home");
  await saved(page, javaScriptEnabled, () => quickAdd(page, "Water the plants yesterday"));
  await page.goto("/upcoming");
  if (javaScriptEnabled) await hydrated(page);
  const overdue = page.getByRole("region", { name: "Overdue (2)" });
  // Nothing on the days, but not "nothing planned": the overdue list is.
  await expect(overdue).toBeVisible();
  await expect(page.getByText("Nothing planned for these days")).toHaveCount(0);
  await overdue.getByText("Reschedule", { exact: true }).click();
  const field = overdue.getByLabel("Day to move them all to");
  // Tomorrow to begin with: the first day shown.
  const first = (await page.locator("section[id^='day-']").first().getAttribute("id"))!.slice("day-".length);
  await expect(field).toHaveValue(first);
  const at = (days: number) =>
    new Date(Date.parse(`${first}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  // A past day: refused under the field, as typed, with a 4xx; nothing moved.
  await field.fill(at(-5));
  const refused = page.waitForResponse((r) => r.request().method() === "POST");
  await field.press("Enter");
  expect((await refused).status()).toBe(422);
  await expect(overdue.getByText("Choose today or a later day.")).toBeVisible();
  await expect(overdue.getByLabel("Day to move them all to")).toHaveValue(at(-5));
  await expect(overdue.getByRole("listitem")).toHaveCount(2);
  // Two days after tomorrow: both go there, each still naming its dashboard.
  await overdue.getByLabel("Day to move them all to").fill(at(2));
  await overdue.getByRole("button", { name: "Move", exact: true }).click();
  await expect(page.getByText(/^2 objectives moved to .+\.$/)).toBeVisible();
  await expect(page.getByRole("region", { name: /^Overdue/ })).toHaveCount(0);
  const third = page.locator(`#day-${at(2)}`);
  await expect(third.getByRole("listitem")).toHaveText([/^Water the plants\s*Home$/, /^File the report\s*Work$/]);
  await expect(page).toHaveURL((url) => url.pathname === "/upcoming");
  // One Undo brings both back.
  await page.getByRole("status").filter({ hasText: "moved to" }).getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("2 objectives moved back.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Overdue (2)" })).toBeVisible();
  await expect(third.getByRole("listitem")).toHaveCount(0);
  // A quick day, named with its date: tomorrow, both at once.
  await dismissToasts(page);
  await page.getByRole("region", { name: "Overdue (2)" }).getByText("Reschedule", { exact: true }).click();
  await saved(page, javaScriptEnabled, () => page.getByRole("button", { name: /^Move to tomorrow \w{3}, / }).click());
  await expect(page.getByText(/^2 objectives moved to .+\.$/)).toBeVisible();
  await expect(page.getByRole("region", { name: /^Overdue/ })).toHaveCount(0);
  await expect(page.locator(`#day-${first}`).getByRole("listitem")).toHaveCount(2);
  await page.goto("/today");
  await expect(page.getByRole("group", { name: /^Overdue/ })).toHaveCount(0);
});

test("upcoming under 'Assigned to me': one's own overdue only, to today and by Reschedule, staying on that view", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Work");
  await saved(page, javaScriptEnabled, () => quickAdd(page, "Renew the lease yesterday +me"));
  await saved(page, javaScriptEnabled, () => quickAdd(page, "Fix the tap yesterday"));
  await saved(page, javaScriptEnabled, () => quickAdd(page, "Call the bank 2 days ago +me"));
  await page.goto("/upcoming");
  await expect(page.getByRole("region", { name: "Overdue (3)" })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Whose objectives" })
    .getByRole("link", { name: "Assigned to me" })
    .click();
  const onMine = () => expect(page).toHaveURL((url) => url.pathname === "/upcoming" && url.search === "?marker=me");
  await onMine();
  const overdue = page.getByRole("region", { name: "Overdue (2)" });
  await expect(overdue.getByRole("listitem")).toHaveText([/^Call the bank/, /^Renew the lease/]);

  // One to today: the view stays one's own.
  await saved(page, javaScriptEnabled, () =>
    overdue.getByRole("button", { name: "Move to today Call the bank" }).click(),
  );
  await expect(page.getByText("1 objective moved to today.")).toBeVisible();
  await onMine();
  await expect(page.getByRole("region", { name: "Overdue (1)" }).getByRole("listitem")).toHaveText([
    /^Renew the lease/,
  ]);

  // Reschedule moves one's own only: the tap, nobody's, stays overdue.
  await dismissToasts(page);
  await page.getByRole("region", { name: "Overdue (1)" }).getByText("Reschedule", { exact: true }).click();
  await saved(page, javaScriptEnabled, () => page.getByRole("button", { name: /^Move to tomorrow \w{3}, / }).click());
  await expect(page.getByText(/^1 objective moved to (?!today).+\.$/)).toBeVisible();
  await onMine();
  await expect(page.getByRole("region", { name: /^Overdue/ })).toHaveCount(0);
  await expect(page.getByRole("region", { name: /^Tomorrow · / }).getByRole("listitem")).toHaveText([
    /^Renew the lease/,
  ]);
  await page.getByRole("navigation", { name: "Whose objectives" }).getByRole("link", { name: "Everything" }).click();
  await expect(page.getByRole("region", { name: "Overdue (1)" }).getByRole("listitem")).toHaveText([/^Fix the tap/]);
});
