import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { appToday, hydrated, items, latestMail, list, newDashboard, quickAdd } from "./helpers";
import { annAndBen } from "./sharing-helpers";
import { reminderOn } from "./scheduled-helpers";

// Several objectives at once (decision 062): a day's "Select" page ticks the day's and the
// overdue objectives, then moves, prioritises, completes or deletes them in one go, each
// with its Undo on the day view. JavaScript on and off.

test("select several: refused without a tick or a day, then moved, prioritised, completed and deleted with Undo", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  await newDashboard(page, "Home");
  for (const line of ["Water plants today", "Pay rent today p3", "Call mum today", "Old errand yesterday"]) {
    await quickAdd(page, line);
    await expect(page.getByText(line.replace(/ (today|yesterday).*$/, ""), { exact: true })).toBeVisible();
  }
  const open = async () => {
    await page.getByRole("link", { name: "Select", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Select objectives" })).toBeVisible();
    if (javaScriptEnabled) await hydrated(page);
  };
  const dayTab = page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Day", exact: true });
  await expect(dayTab).toHaveAttribute("aria-current", "page");
  await open();
  // The day's own page: its tab marks the section.
  await expect(dayTab).toHaveAttribute("aria-current", "true");
  // The messages stand above the bar of actions, not on its buttons: where the short page
  // puts it, and in a lower window, where it sticks to the bottom, also scrolled to the end.
  const actions = page.getByRole("group", { name: "Move to" }).locator("..");
  const messages = page.getByRole("region", { name: "Notifications" });
  // Once the page has settled: a message still sliding in, or the page still scrolling to its
  // place, was measured in between once (one run in many).
  const aboveTheBar = async () => {
    const gap = async () => {
      const [bar, box] = [(await actions.boundingBox())!, (await messages.boundingBox())!];
      return bar.y - (box.y + box.height);
    };
    await expect.poll(gap).toBeGreaterThanOrEqual(0);
    return (await actions.boundingBox())!;
  };
  await aboveTheBar();
  const size = page.viewportSize()!;
  // Low, but not so low that the bar (its four rows) would have to rise above the list's top.
  await page.setViewportSize({ width: size.width, height: 480 });
  const stuck = await aboveTheBar();
  expect(Math.round(stuck.y + stuck.height)).toBe(480);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await aboveTheBar();
  await page.setViewportSize(size);
  const overdue = page.getByRole("group", { name: "Overdue" });
  await expect(overdue.getByRole("checkbox", { name: "Old errand" })).toBeVisible();

  // Nothing ticked: told next to the list. A tick but no day: told next to the field, ticks kept.
  await page.getByRole("button", { name: "Complete" }).click();
  await expect(page.getByText("Select at least one objective.")).toBeVisible();
  await page.getByRole("checkbox", { name: "Water plants" }).check();
  await page.getByRole("checkbox", { name: "Old errand" }).check();
  if (javaScriptEnabled) await expect(page.getByRole("status").filter({ hasText: "2 selected" })).toBeVisible();
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await expect(page.getByText("Choose a day.")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Water plants" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Old errand" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Pay rent" })).not.toBeChecked();

  // "Today": the overdue one comes to today (the other is there already); Undo puts it back.
  await page.getByRole("button", { name: "Today", exact: true }).click();
  await expect(page.getByText(/^1 objective moved to /)).toBeVisible();
  await expect(page.getByRole("button", { name: "Move all to today" })).toHaveCount(0);
  await page.getByRole("button", { name: "Undo" }).first().click();
  await expect(page.getByText("1 objective moved back.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Move all to today" })).toBeVisible();

  // Already there: said so, nothing to undo.
  await open();
  await page.getByRole("checkbox", { name: "Water plants" }).check();
  await page.getByRole("button", { name: "Today", exact: true }).click();
  await expect(page.getByText(/^They are on .+ already\.$/)).toBeVisible();

  // All of them, priority 1.
  await open();
  await page.getByRole("link", { name: "Select all" }).click();
  for (const name of ["Water plants", "Pay rent", "Call mum", "Old errand"]) {
    await expect(page.getByRole("checkbox", { name })).toBeChecked();
  }
  if (javaScriptEnabled) await expect(page.getByRole("status").filter({ hasText: "4 selected" })).toBeVisible();
  await page.getByRole("button", { name: "Priority 1 (urgent)" }).click();
  await expect(page.getByText("4 objectives set to Priority 1 (urgent).")).toBeVisible();
  const doneMark = (title: string) => page.getByRole("button", { name: `Mark as done ${title}` });
  await expect(doneMark("Pay rent")).toHaveClass(/\bpri1\b/);
  await expect(doneMark("Water plants")).toHaveClass(/\bpri1\b/);
  // Undo gives each its own back: Pay rent's 3, none for the others.
  const prioritised = page.getByRole("status").filter({ hasText: "4 objectives set to Priority 1 (urgent)." });
  await prioritised.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("4 objectives back to their earlier priorities.")).toBeVisible();
  await expect(doneMark("Pay rent")).toHaveClass(/\bpri3\b/);
  await expect(doneMark("Water plants")).not.toHaveClass(/\bpri/);

  // Two completed, and reopened by Undo.
  await open();
  await page.getByRole("checkbox", { name: "Water plants" }).check();
  await page.getByRole("checkbox", { name: "Pay rent" }).check();
  await page.getByRole("button", { name: "Complete" }).click();
  await expect(page.getByText("2 objectives marked as done.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark as not done Water plants" })).toBeVisible();
  await page.getByRole("button", { name: "Undo" }).first().click();
  await expect(page.getByText("2 objectives marked as not done.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark as done Water plants" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark as done Pay rent" })).toBeVisible();

  // One deleted, and restored by Undo.
  await open();
  await page.getByRole("checkbox", { name: "Call mum" }).check();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("1 objective deleted.")).toBeVisible();
  await expect(page.getByText("Call mum", { exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Undo" }).first().click();
  await expect(page.getByText("1 objective restored.")).toBeVisible();
  await expect(page.getByText("Call mum", { exact: true })).toBeVisible();
});

test("select several: moved to next week's Monday (or, on a Sunday, next weekend's Saturday), each named with its date, with Undo", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Home");
  for (const line of ["Water plants", "Pay rent"]) {
    await quickAdd(page, line);
    await expect(page.getByText(line, { exact: true })).toBeVisible();
  }
  await page.getByRole("link", { name: "Select", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Select objectives" })).toBeVisible();
  if (javaScriptEnabled) await hydrated(page);
  // Beside Today and Tomorrow: the weekend and next week, unless tomorrow is that day already.
  const moves = page.getByRole("group", { name: "Move to" }).getByRole("button");
  await expect(moves.first()).toHaveAccessibleName("Move");
  const names = await moves.evaluateAll((buttons) => buttons.map((b) => b.textContent ?? ""));
  expect(names.slice(1, 3)).toEqual(["Today", "Tomorrow"]);
  // Each with its date after the words ("Sat, Dec 5").
  const labels = names.slice(3).map((n) => /^(This weekend|Next weekend|Next week)(?=\w{3} \d|\w{3}, )/.exec(n)?.[1]);
  // Monday to Thursday both; Friday's weekend is tomorrow, Sunday's next week; Saturday's weekend is the next.
  expect([
    ["This weekend", "Next week"],
    ["Next week"],
    ["Next weekend"],
    ["Next weekend", "Next week"],
  ]).toContainEqual(labels);
  const [button, weekday] = names.some((n) => n.startsWith("Next week") && !n.startsWith("Next weekend"))
    ? [page.getByRole("button", { name: /^Next week (?!end)/ }), "Monday"]
    : [page.getByRole("button", { name: /^Next weekend / }), "Saturday"];
  await page.getByRole("checkbox", { name: "Water plants" }).check();
  await page.getByRole("checkbox", { name: "Pay rent" }).check();
  await button.click();
  await expect(page.getByText(new RegExp(`^2 objectives moved to ${weekday}, `))).toBeVisible();
  await expect(page.getByText("Water plants", { exact: true })).toHaveCount(0);
  await page.getByRole("status").filter({ hasText: "moved to" }).getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("2 objectives moved back.")).toBeVisible();
  await expect(page.getByText("Water plants", { exact: true })).toBeVisible();
});

test("select several: moved to another dashboard, and back with Undo", async ({ page, javaScriptEnabled }) => {
  await newDashboard(page, "Work");
  const work = new URL(page.url()).pathname;
  for (const title of ["Buy paint", "Fix the gate", "Write the report"]) {
    await quickAdd(page, title);
    await expect(page.getByText(title, { exact: true })).toBeVisible();
  }
  await page.goto("/dashboards");
  await page.getByLabel("Name of the new dashboard").fill("Home");
  await page.getByRole("button", { name: "Add dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  const home = new URL(page.url()).pathname;

  await page.goto(`${work}/select`);
  if (javaScriptEnabled) await hydrated(page);
  // The other dashboards only.
  await expect(page.getByLabel("Another dashboard").locator("option")).toHaveText(["Home"]);
  await page.getByRole("checkbox", { name: "Buy paint" }).check();
  await page.getByRole("checkbox", { name: "Fix the gate" }).check();
  await page.getByRole("button", { name: "Move there" }).click();
  await expect(page.getByText("2 objectives moved to Home.")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === work);
  await expect(items(page)).toHaveText(["Write the report"]);
  // Undo brings them back, each to its own place.
  await page.getByRole("status").filter({ hasText: "moved to Home" }).getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("2 objectives moved back.")).toBeVisible();
  await expect(items(page)).toHaveText(["Buy paint", "Fix the gate", "Write the report"]);
  await page.goto(home);
  await expect(items(page)).toHaveCount(0);
});

test("select several: Shift-click ticks a range, Select none clears", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "Shift-click and ticking in place need JavaScript.");
  await newDashboard(page, "Home");
  for (const title of ["One", "Two", "Three", "Four"]) {
    await quickAdd(page, title);
    await expect(page.getByText(title, { exact: true })).toBeVisible();
  }
  await page.getByRole("link", { name: "Select", exact: true }).click();
  await hydrated(page);
  await page.getByRole("checkbox", { name: "One" }).click();
  await page.getByRole("checkbox", { name: "Three" }).click({ modifiers: ["Shift"] });
  await expect(page.getByRole("status").filter({ hasText: "3 selected" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Two" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Four" })).not.toBeChecked();
  await page.getByRole("link", { name: "Select none" }).click();
  await expect(page.getByRole("status").filter({ hasText: "0 selected" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "One" })).not.toBeChecked();
  // In place: the address did not change.
  expect(new URL(page.url()).searchParams.has("all")).toBe(false);
});

test("select several: given to another member with one email, taken oneself, and to nobody", async ({
  page,
  browser,
  javaScriptEnabled,
  baseURL,
  pageChecks,
}) => {
  test.setTimeout(90_000);
  const { ben, benEmail } = await annAndBen(page, { browser, javaScriptEnabled, baseURL, pageChecks }, "Shared");
  for (const title of ["Paint the fence", "Oil the gate", "Sweep the path"]) {
    await quickAdd(page, title);
    await expect(page.getByText(title, { exact: true })).toBeVisible();
  }
  await page.getByRole("link", { name: "Select", exact: true }).click();
  if (javaScriptEnabled) await hydrated(page);
  await page.getByRole("checkbox", { name: "Paint the fence" }).check();
  await page.getByRole("checkbox", { name: "Oil the gate" }).check();
  await page.getByLabel("Assign to").selectOption({ label: "Ben" });
  await page.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(page.getByText("2 objectives assigned to Ben.")).toBeVisible();
  // One email for both, naming each.
  await latestMail(benEmail, "Ann assigned you 2 objectives", "• Oil the gate");
  // Ben's "Assigned to me" shows them.
  await ben.goto(`${ben.url().split("?")[0]}?marker=me`);
  await expect(ben.getByText("Paint the fence", { exact: true })).toBeVisible();
  await expect(ben.getByText("Oil the gate", { exact: true })).toBeVisible();
  await expect(ben.getByText("Sweep the path", { exact: true })).toHaveCount(0);
  // Taken by Ann herself, then given to nobody. The rows say who does each.
  await page.getByRole("link", { name: "Select", exact: true }).click();
  await expect(page.getByRole("checkbox", { name: /^Oil the gate\s*Assigned to Ben$/ })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Sweep the path", exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Select all" }).click();
  await page.getByLabel("Assign to").selectOption({ label: "Me" });
  await page.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(page.getByText("3 objectives assigned to you.")).toBeVisible();
  await page.getByRole("link", { name: "Select", exact: true }).click();
  await page.getByRole("link", { name: "Select all" }).click();
  await page.getByLabel("Assign to").selectOption({ label: "Nobody" });
  await page.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(page.getByText("3 objectives unassigned.")).toBeVisible();
  // This message's Undo (the one before has its own): each is Ann's again, as it was before.
  const message = page.getByRole("status").filter({ hasText: "3 objectives unassigned." });
  await message.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("3 objectives assigned as before.")).toBeVisible();
  await page.getByRole("link", { name: "Select", exact: true }).click();
  for (const title of ["Paint the fence", "Oil the gate", "Sweep the path"]) {
    await expect(page.getByRole("checkbox", { name: new RegExp(`^${title}\\s*Assigned to Ann$`) })).toBeVisible();
  }
});

test("select several from today: a dashboard's section opens its Select page, and back on today after, with Undo", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Chores");
  for (const [line, title] of [
    ["Iron shirts today", "Iron shirts"],
    ["Mop the hall today +me", "Mop the hall"],
    ["Old chore yesterday", "Old chore"],
  ] as const) {
    await quickAdd(page, line);
    await expect(page.getByText(title, { exact: true })).toBeVisible();
  }
  await page.goto("/today");
  await page.getByRole("link", { name: "Select Chores", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Select objectives" })).toBeVisible();
  if (javaScriptEnabled) await hydrated(page);
  // Cancel goes back where it came from.
  await expect(page.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/today");
  await page.getByRole("checkbox", { name: "Iron shirts" }).check();
  await page.getByRole("checkbox", { name: "Old chore" }).check();
  await page.getByRole("button", { name: "Complete" }).click();
  // Back on today, with the message and its Undo.
  await expect(page.getByText("2 objectives marked as done.")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/today");
  const chores = page.getByRole("region", { name: /Chores/ });
  await expect(chores.getByRole("button", { name: "Mark as not done Iron shirts" })).toBeVisible();
  await expect(chores.getByText("Old chore")).toHaveCount(0);
  await page.getByRole("status").filter({ hasText: "marked as done" }).getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("2 objectives marked as not done.")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/today");
  await expect(chores.getByRole("button", { name: "Mark as done Iron shirts" })).toBeVisible();
  await expect(chores.getByText("Old chore")).toBeVisible();
  // A move's Undo too ("Assigned to me" kept on the way).
  await page.goto("/today?marker=me");
  await page.getByRole("link", { name: "Select Chores", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Select objectives" })).toBeVisible();
  if (javaScriptEnabled) await hydrated(page);
  await page.getByRole("checkbox", { name: "Mop the hall" }).check();
  await page.getByRole("button", { name: "Tomorrow", exact: true }).click();
  await expect(page.getByText(/^1 objective moved to /)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/today" && url.search === "?marker=me");
  await expect(chores.getByText("Mop the hall")).toHaveCount(0);
  await page.getByRole("status").filter({ hasText: "moved to" }).getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("1 objective moved back.")).toBeVisible();
  await expect(chores.getByText("Mop the hall")).toBeVisible();
});

test("select several: a deadline for the chosen ones but a repeating one, with Undo, then removed; a time, with Undo", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Work");
  for (const line of ["Draft the report", "Send the invoice", "Standup every day"]) {
    await quickAdd(page, line);
    await expect(page.getByText(line.replace(" every day", ""), { exact: true })).toBeVisible();
  }
  const dayView = new URL(page.url()).pathname;
  const badges = page.locator("main .row-deadline");
  const open = async () => {
    await page.goto(`${dayView}/select`);
    if (javaScriptEnabled) await hydrated(page);
  };
  await open();
  // No day: told next to the deadline's field, the ticks kept.
  await page.getByRole("checkbox", { name: "Draft the report" }).check();
  await page.getByRole("button", { name: "Set", exact: true }).click();
  await expect(page.getByText("Enter the deadline as a date.")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Draft the report" })).toBeChecked();

  await page.getByRole("checkbox", { name: "Standup" }).check();
  await page.getByLabel("Deadline day").fill("2031-03-14");
  // Enter in the field sets it with JavaScript; without it, "Set" is clicked.
  if (javaScriptEnabled) await page.getByLabel("Deadline day").press("Enter");
  else await page.getByRole("button", { name: "Set", exact: true }).click();
  await expect(
    page.getByText(/^1 objective now due Friday, March 14, 2031\. Repeating ones can’t have a deadline/),
  ).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === dayView);
  await expect(badges).toHaveCount(1);
  await expect(badges).toHaveAttribute("title", "Deadline: Friday, March 14, 2031");

  // Two more, one already due then: Undo gives each its own back.
  await open();
  await page.getByRole("link", { name: "Select all" }).click();
  await page.getByLabel("Deadline day").fill("2031-03-20");
  await page.getByRole("button", { name: "Set", exact: true }).click();
  await expect(page.getByText(/^2 objectives now due Thursday, March 20, 2031\./)).toBeVisible();
  await expect(badges).toHaveCount(2);
  // The first message may still be up (5 s), so this one is named by its count.
  await page
    .getByRole("status")
    .filter({ hasText: "2 objectives now due" })
    .getByRole("button", { name: "Undo" })
    .click();
  await expect(page.getByText("2 objectives back to their earlier deadlines.")).toBeVisible();
  await expect(badges).toHaveCount(1);
  await expect(badges).toHaveAttribute("title", "Deadline: Friday, March 14, 2031");

  // Removed from all: the one that had one.
  await open();
  await page.getByRole("link", { name: "Select all" }).click();
  await page.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(page.getByText("Deadline removed from 1 objective.")).toBeVisible();
  await expect(badges).toHaveCount(0);

  // A time of day for two (decision 093): they go first, by it; Undo puts them back.
  await open();
  // The page with every field, the time's among them: no serious axe finding.
  if (javaScriptEnabled)
    expect((await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  await page.getByRole("checkbox", { name: "Send the invoice" }).check();
  await page.getByRole("checkbox", { name: "Standup" }).check();
  await page.getByLabel("Time of day").fill("14:30");
  if (javaScriptEnabled) await page.getByLabel("Time of day").press("Enter");
  else await page.getByRole("button", { name: "Set time" }).click();
  await expect(page.getByText("2 objectives now at 2:30 PM.")).toBeVisible();
  await expect(items(page)).toHaveText(["Send the invoice", "Standup", "Draft the report"]);
  await expect(page.locator("main time.row-at")).toHaveText(["2:30 PM", "2:30 PM"]);
  await page
    .getByRole("status")
    .filter({ hasText: "2 objectives now at" })
    .getByRole("button", { name: "Undo" })
    .click();
  await expect(page.getByText("2 objectives back to their earlier times.")).toBeVisible();
  await expect(items(page)).toHaveText(["Draft the report", "Send the invoice", "Standup"]);
  await expect(page.locator("main time.row-at")).toHaveCount(0);
});

test("select several: one's reminder for the chosen ones, one already past left out, with Undo, then removed", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(60_000);
  await newDashboard(page, "Errands");
  // Overdue: its day's 8:45 is gone, so it is left out.
  await quickAdd(page, "Old errand yesterday");
  await expect(page.getByText("Old errand", { exact: true })).toBeVisible();
  // Two days on, so no time of that day has gone yet.
  const day = new Date(Date.parse(`${appToday()}T12:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  const dayView = `${new URL(page.url()).pathname}?day=${day}`;
  await page.goto(dayView);
  for (const title of ["Post the parcel", "Buy stamps", "Return the drill"]) {
    await quickAdd(page, title);
    await expect(page.getByText(title, { exact: true })).toBeVisible();
  }
  const bells = page.getByRole("main").getByRole("link", { name: /^Reminder at / });
  const open = async () => {
    await page.goto(dayView.replace("?", "/select?"));
    if (javaScriptEnabled) await hydrated(page);
  };
  await open();
  // No time: told next to the reminder's field, the ticks kept.
  await page.getByRole("checkbox", { name: "Post the parcel" }).check();
  await page.getByRole("button", { name: "Set reminder" }).click();
  await expect(page.getByText("Enter a time, like 09:00.")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Post the parcel" })).toBeChecked();

  await page.getByRole("checkbox", { name: "Buy stamps" }).check();
  await page.getByRole("checkbox", { name: "Old errand" }).check();
  await page.getByLabel("Reminder time").fill("08:45");
  // Enter in the field sets it with JavaScript; without it, the button is clicked.
  if (javaScriptEnabled) await page.getByLabel("Reminder time").press("Enter");
  else await page.getByRole("button", { name: "Set reminder" }).click();
  await expect(
    page.getByText(
      "You will be reminded of 2 objectives at 8:45 AM. Left out: 1 (done, or that time has already passed on their day).",
    ),
  ).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname + url.search === dayView);
  await expect(page.getByRole("link", { name: "Reminder at 8:45 AM for Post the parcel" })).toHaveText("8:45 AM");
  await expect(page.getByRole("link", { name: "Reminder at 8:45 AM for Buy stamps" })).toBeVisible();
  await expect(bells).toHaveCount(2);

  // All three at 10:00, then Undo: each its own back, the third none.
  await open();
  for (const title of ["Post the parcel", "Buy stamps", "Return the drill"])
    await page.getByRole("checkbox", { name: title }).check();
  await page.getByLabel("Reminder time").fill("10:00");
  await page.getByRole("button", { name: "Set reminder" }).click();
  await expect(page.getByText("You will be reminded of 3 objectives at 10:00 AM.")).toBeVisible();
  await expect(bells).toHaveText(["10:00 AM", "10:00 AM", "10:00 AM"]);
  await page.getByRole("status").filter({ hasText: "reminded of" }).getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("3 objectives back to their earlier reminders.")).toBeVisible();
  await expect(bells).toHaveText(["8:45 AM", "8:45 AM"]);

  // The evening before (decision 086): "The day before" beside the time.
  await open();
  await page.getByRole("checkbox", { name: "Return the drill" }).check();
  await page.getByLabel("Reminder time").fill("20:00");
  await page.getByLabel("Which day").selectOption("1");
  await page.getByRole("button", { name: "Set reminder" }).click();
  await expect(page.getByText("You will be reminded of 1 objective at 8:00 PM the day before.")).toBeVisible();
  const eve = new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const onRow = reminderOn(eve, "20:00");
  await expect(page.getByRole("link", { name: `Reminder on ${onRow} for Return the drill` })).toHaveText(onRow);

  // Taken off all of them: the three that had one, each showing it here as on the day.
  await open();
  await expect(page.getByRole("checkbox", { name: "Buy stamps" })).toHaveAccessibleName(
    /^Buy stamps\s*Reminder at 8:45 AM$/,
  );
  await expect(page.getByRole("checkbox", { name: "Return the drill" })).toHaveAccessibleName(
    `Return the drill Reminder on ${onRow}`,
  );
  await page.getByRole("link", { name: "Select all" }).click();
  await page.getByRole("button", { name: "Remove reminder" }).click();
  await expect(page.getByText("Your reminders removed from 3 objectives.")).toBeVisible();
  await expect(bells).toHaveCount(0);
});

test("select several: a filter given to the chosen ones and taken off them, each with Undo; one missing is told", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Chores");
  for (const line of ["Buy stamps #errands", "Post the letter", "Return the books #home"]) {
    await quickAdd(page, line);
    await expect(page.getByText(line.replace(/ #\w+$/, ""), { exact: true })).toBeVisible();
  }
  const dayView = new URL(page.url()).pathname;
  const chips = (title: string) => list(page).locator(":scope > li").filter({ hasText: title }).locator(".chip");
  const open = async () => {
    await page.goto(`${dayView}/select`);
    if (javaScriptEnabled) await hydrated(page);
  };
  await open();
  const filter = page.getByRole("group", { name: "Filter" });
  await expect(filter.getByRole("combobox")).toHaveText(/#errands\s*#home/);
  // Nothing ticked: told, nothing changed.
  await filter.getByRole("button", { name: "Add filter" }).click();
  await expect(page.getByText("Select at least one objective.")).toBeVisible();

  await page.getByRole("link", { name: "Select all" }).click();
  await filter.getByRole("combobox").selectOption({ label: "#errands" });
  await filter.getByRole("button", { name: "Add filter" }).click();
  await expect(page.getByText("#errands added to 2 objectives.")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === dayView);
  await expect(chips("Post the letter")).toHaveText(["errands"]);
  await expect(chips("Return the books")).toHaveCount(2);
  await expect(chips("Return the books").filter({ hasText: "errands" })).toHaveCount(1);
  await page.getByRole("status").filter({ hasText: "added to" }).getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("2 objectives back to their earlier filters.")).toBeVisible();
  await expect(chips("Post the letter")).toHaveCount(0);
  await expect(chips("Return the books")).toHaveText(["home"]);

  // Taken off: the one that had it; again, none has it.
  await open();
  await page.getByRole("link", { name: "Select all" }).click();
  await filter.getByRole("combobox").selectOption({ label: "#home" });
  await filter.getByRole("button", { name: "Remove filter" }).click();
  await expect(page.getByText("#home taken off 1 objective.")).toBeVisible();
  await expect(chips("Return the books")).toHaveCount(0);
  await open();
  await page.getByRole("checkbox", { name: "Post the letter" }).check();
  await filter.getByRole("combobox").selectOption({ label: "#home" });
  await filter.getByRole("button", { name: "Remove filter" }).click();
  await expect(page.getByText("None of them has #home.")).toBeVisible();
});
