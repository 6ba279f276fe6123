import { E2E_APP_PORT, E2E_TIME_ZONE } from "../../playwright.config";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { appToday, items, list, mailsTo, newDashboard, quickAdd, rowAction } from "./helpers";
import { fireCron, momentIn, partsIn, reminderOn } from "./scheduled-helpers";

// A reminder from end to end (decision 074), JavaScript on and off: set on the objective's
// page, sent once by the daily-email Worker at that time of the objective's day (its cron fired
// here as at a chosen moment), changed, and taken off.

/** YYYY-MM-DD `days` after `day`. */
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test("set a reminder, get one email at that time of the objective's day, then change and remove it", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const email = await newDashboard(page, "Home");
  // Three days on, so the local minute's real tick never sends it first.
  const day = plusDays(appToday(), 3);
  const dayUrl = `${page.url()}?day=${day}`;
  await page.goto(dayUrl);
  await quickAdd(page, "Call the plumber p2");
  await expect(items(page)).toHaveText(["Call the plumber"]);
  // The row's menu leads straight to the page's reminder section.
  await rowAction(page, "Call the plumber", "Set a reminder");
  await expect(page).toHaveURL(/\/objectives\/[0-9a-f-]{36}#reminder$/);
  const objectiveUrl = page.url().replace(/#reminder$/, "");
  if (javaScriptEnabled) await expect(page.getByLabel("Remind me at")).toBeFocused();

  const section = page.getByRole("region", { name: "Reminder" });
  const hint = (await section.getByText(/^An email at this time, on the day you choose, /).textContent())!;
  // The zone it is kept in: the request's, named in the hint.
  const zone = hint.match(/in your time zone \((.+?)\)\. Only you get it\.$/)![1]!.replaceAll(" ", "_");
  await expect(section.getByRole("button", { name: "Remove reminder" })).toHaveCount(0);
  await section.getByLabel("Remind me at").fill("09:30");
  await section.getByRole("button", { name: "Set reminder" }).click();
  await expect(page.getByText("Reminder set: an email at 9:30 AM.")).toBeVisible();
  await expect(page).toHaveURL(objectiveUrl);
  const set = page.getByRole("region", { name: "Reminder" });
  await expect(set.getByLabel("Remind me at")).toHaveValue("09:30");
  await expect(set.getByText(/^You will get an email at 9:30 AM on /)).toBeVisible();

  // Its row says so, on its day and in Upcoming, and leads back to it.
  await page.goto(dayUrl);
  const bell = page.getByRole("link", { name: "Reminder at 9:30 AM for Call the plumber" });
  await expect(bell).toHaveText("9:30 AM");
  await page.goto("/upcoming");
  await bell.click();
  await expect(page).toHaveURL(`${objectiveUrl}#reminder`);

  // Before its minute: nothing. At it: one email. A minute later: not again.
  const at = momentIn(zone, day, 9, 30);
  const reminders = async () => (await mailsTo(email)).filter((m) => m.subject.startsWith("Reminder: "));
  await fireCron(at - 120_000);
  expect(await reminders()).toEqual([]);
  await fireCron(at);
  const [mail, ...more] = await reminders();
  expect(more).toEqual([]);
  expect(mail!.subject).toBe("Reminder: Call the plumber");
  expect(mail!.text).toContain("You asked to be reminded of this at 9:30 AM today, on Home:");
  expect(mail!.text).toContain("Call the plumber (priority 2)");
  expect(mail!.text).toContain(
    `Open the objective: ${objectiveUrl.replace(/^http:\/\/[^/]+/, `http://localhost:${E2E_APP_PORT}`)}`,
  );
  await fireCron(at + 60_000);
  expect(await reminders()).toHaveLength(1);

  // The page says it went; a new time sets it again, and "Remove" takes it off.
  await page.reload();
  await expect(page.getByRole("region", { name: "Reminder" }).getByText(/^The email went at /)).toBeVisible();
  await page.getByRole("region", { name: "Reminder" }).getByLabel("Remind me at").fill("18:00");
  await page.getByRole("region", { name: "Reminder" }).getByRole("button", { name: "Change reminder" }).click();
  await expect(page.getByText("Reminder set: an email at 6:00 PM.")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Reminder" }).getByText(/^You will get an email at 6:00 PM on /),
  ).toBeVisible();
  await page.getByRole("region", { name: "Reminder" }).getByRole("button", { name: "Remove reminder" }).click();
  await expect(page.getByText("Reminder removed.")).toBeVisible();
  const removed = page.getByRole("region", { name: "Reminder" });
  await expect(removed.getByLabel("Remind me at")).toHaveValue("");
  await expect(removed.getByRole("button", { name: "Set reminder" })).toBeVisible();
  await fireCron(momentIn(zone, day, 18, 0));
  expect(await reminders()).toHaveLength(1);
});

test("a reminder the day before: chosen beside the time, shown with its day on the row, sent that evening", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = await newDashboard(page, "Home");
  const day = plusDays(appToday(), 4);
  const dayUrl = `${page.url()}?day=${day}`;
  await page.goto(dayUrl);
  await quickAdd(page, "Buy a present");
  await rowAction(page, "Buy a present", "Set a reminder");
  await expect(page).toHaveURL(/\/objectives\/[0-9a-f-]{36}#reminder$/);
  const objectiveUrl = page.url().replace(/#reminder$/, "");
  const section = page.getByRole("region", { name: "Reminder" });
  const zone = (await section.getByText(/^An email at this time, /).textContent())!
    .match(/\((.+?)\)\. Only you get it\.$/)![1]!
    .replaceAll(" ", "_");
  const which = section.getByLabel("Which day");
  await expect(which).toHaveValue("0");
  // Each choice names its day; its own day first.
  const full = (iso: string) =>
    new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
  const short = (iso: string) =>
    new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  await expect(which.locator("option")).toHaveText([
    `On its day (${short(day)})`,
    `The day before (${short(plusDays(day, -1))})`,
    `2 days before (${short(plusDays(day, -2))})`,
    `3 days before (${short(plusDays(day, -3))})`,
    `A week before (${short(plusDays(day, -7))})`,
  ]);
  // 19:15: no other test here fires the Worker's minute in the hour before it on that day.
  await section.getByLabel("Remind me at").fill("19:15");
  await which.selectOption("1");
  await section.getByRole("button", { name: "Set reminder" }).click();
  const eve = plusDays(day, -1);
  const onRow = reminderOn(eve, "19:15");
  await expect(page.getByText(`Reminder set: an email on ${onRow}.`)).toBeVisible();
  const set = page.getByRole("region", { name: "Reminder" });
  await expect(set.getByLabel("Which day")).toHaveValue("1");
  await expect(set.getByText(`You will get an email at 7:15 PM on ${full(eve)}`, { exact: false })).toBeVisible();

  // Its row: the alarm clock with the day it goes on.
  await page.goto(dayUrl);
  await expect(page.getByRole("link", { name: `Reminder on ${onRow} for Buy a present` })).toHaveText(onRow);

  // Sent at 19:15 the day before, saying which day the objective is for.
  const reminders = async () => (await mailsTo(email)).filter((m) => m.subject.startsWith("Reminder: "));
  await fireCron(momentIn(zone, eve, 19, 13));
  expect(await reminders()).toEqual([]);
  await fireCron(momentIn(zone, eve, 19, 15));
  const [mail, ...more] = await reminders();
  expect(more).toEqual([]);
  expect(mail!.text).toContain(
    `You asked to be reminded of this at 7:15 PM today, on Home. It is planned for ${full(day)}:`,
  );

  // Days out of range are refused with the choice kept (a crafted request; the page offers 0 to 7).
  const answer = await page.request.post(objectiveUrl, {
    form: { intent: "reminder", at: "18:00", before: "31" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(400);
  expect(await answer.text()).toContain("Choose its day or a day up to 30 days before it.");
});

test("the evening before: 'tomorrow at 9:00 AM' beside 'in 30 minutes' moves the reminder to the next morning", async ({
  page,
  javaScriptEnabled,
}) => {
  // A reminder still to come today: 23:59 in the app's zone, unless that minute is here.
  const now = partsIn(E2E_TIME_ZONE, new Date());
  test.skip(now.hour === 23 && now.minute >= 57, "Too close to midnight for a reminder still to come today");
  await newDashboard(page, "Home");
  const today = now.day;
  const day = plusDays(today, 2);
  await page.goto(`${page.url()}?day=${day}`);
  await quickAdd(page, "Renew the insurance");
  await rowAction(page, "Renew the insurance", "Set a reminder");
  await expect(page).toHaveURL(/\/objectives\/[0-9a-f-]{36}#reminder$/);
  const section = page.getByRole("region", { name: "Reminder" });
  // Not offered before the reminder's days: nothing to snooze yet.
  await expect(section.getByRole("group", { name: "Or remind me" })).toHaveCount(0);
  await section.getByLabel("Remind me at").fill("23:59");
  await section.getByLabel("Which day").selectOption("2");
  await section.getByRole("button", { name: "Set reminder" }).click();
  await expect(page.getByText(/^Reminder set: an email on /)).toBeVisible();

  // Today is the reminder's day: later today, or tomorrow morning (the day before its own).
  const later = page.getByRole("region", { name: "Reminder" }).getByRole("group", { name: "Or remind me" });
  await expect(later.getByRole("button")).toHaveText([
    "in 30 minutes",
    "in 1 hour",
    "in 3 hours",
    "tomorrow at 9:00 AM",
  ]);
  // The section with its day's choice and these (axe runs in the page: with JavaScript).
  if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
  await later.getByRole("button", { name: "tomorrow at 9:00 AM" }).click();
  const tomorrow = plusDays(today, 1);
  const onRow = reminderOn(tomorrow, "09:00");
  await expect(page.getByText(`Reminder set: an email on ${onRow}.`)).toBeVisible();
  const moved = page.getByRole("region", { name: "Reminder" });
  await expect(moved.getByLabel("Remind me at")).toHaveValue("09:00");
  await expect(moved.getByLabel("Which day")).toHaveValue("1");
});

test("a reminder in one click: 'the evening before at 8:00 PM', typing nothing", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Home");
  const day = plusDays(appToday(), 3);
  await page.goto(`${page.url()}?day=${day}`);
  await quickAdd(page, "Pick up the suit");
  await rowAction(page, "Pick up the suit", "Set a reminder");
  await expect(page).toHaveURL(/\/objectives\/[0-9a-f-]{36}#reminder$/);
  const presets = page.getByRole("region", { name: "Reminder" }).getByRole("group", { name: "Or in one click" });
  await expect(presets.getByRole("button")).toHaveText(["on its day at 9:00 AM", "the evening before at 8:00 PM"]);
  if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
  await presets.getByRole("button", { name: "the evening before at 8:00 PM" }).click();
  const onRow = reminderOn(plusDays(day, -1), "20:00");
  await expect(page.getByText(`Reminder set: an email on ${onRow}.`)).toBeVisible();
  const set = page.getByRole("region", { name: "Reminder" });
  await expect(set.getByLabel("Remind me at")).toHaveValue("20:00");
  await expect(set.getByLabel("Which day")).toHaveValue("1");
  // Set: the one-click choices are gone (the fields change it).
  await expect(set.getByRole("group", { name: "Or in one click" })).toHaveCount(0);
});

test("a time gone by is refused next to the field with the time kept, and so is one that is not a time", async ({
  page,
}) => {
  await newDashboard(page, "Home");
  await page.goto(`${page.url()}?day=${plusDays(appToday(), -1)}`);
  await quickAdd(page, "Water the ferns");
  await rowAction(page, "Water the ferns", "Edit");
  await expect(page).toHaveURL(/\/objectives\/[0-9a-f-]{36}$/);
  const objectiveUrl = page.url();
  const section = page.getByRole("region", { name: "Reminder" });
  await section.getByLabel("Remind me at").fill("08:15");
  await section.getByLabel("Which day").selectOption("2");
  await section.getByRole("button", { name: "Set reminder" }).click();
  const refused = page.getByRole("region", { name: "Reminder" });
  const field = refused.getByLabel("Remind me at");
  await expect(field).toHaveValue("08:15");
  await expect(refused.getByLabel("Which day")).toHaveValue("2");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/That time has already passed on the objective’s day\./);
  await expect(page.getByText("Reminder set:", { exact: false })).toHaveCount(0);

  const answer = await page.request.post(objectiveUrl, { form: { intent: "reminder", at: "25:00" }, maxRedirects: 0 });
  expect(answer.status()).toBe(400);
  expect(await answer.text()).toContain("Enter a time, like 09:00.");
});

test("quick add's '!9:30' sets one's reminder, shown as it is typed; a time gone by keeps the line and says why", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Home");
  const today = page.url();
  await page.goto(`${today}?day=${plusDays(appToday(), 2)}`);
  if (javaScriptEnabled) {
    // What quick add reads, before the line is added.
    await page.getByLabel("New objective").fill("Water the garden every day !7:15");
    await expect(
      page.getByRole("list", { name: "What quick add reads" }).getByText("Reminder at 7:15 AM", { exact: true }),
    ).toBeVisible();
  }
  await quickAdd(page, "Water the garden every day !7:15");
  await expect(page.getByText("Reminder set: an email at 7:15 AM.")).toBeVisible();
  await expect(items(page)).toHaveText(["Water the garden"]);
  // Its alarm clock leads to the section, which says the series keeps it.
  await page.getByRole("link", { name: "Reminder at 7:15 AM for Water the garden" }).click();
  const section = page.getByRole("region", { name: "Reminder" });
  await expect(
    section.getByText(/^You will get an email at 7:15 AM on .+ Each next one of the series gets it too\.$/),
  ).toBeVisible();
  if (javaScriptEnabled) await expect(section.getByLabel("Remind me at")).toBeFocused();

  // Today at 00:01 has gone by (the suite's zone is at midday): nothing added, the line kept.
  await page.goto(today);
  await quickAdd(page, "Too late !0:01");
  await expect(page.getByText("That time has already passed on the objective’s day.", { exact: false })).toBeVisible();
  await expect(page.getByLabel("New objective")).toHaveValue("Too late !0:01");
  await expect(items(page)).toHaveCount(0);
});

test("quick add's '!18:00 the day before' sets the reminder on the day before its objective's; a day gone by is refused", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Home");
  const today = page.url();
  const day = plusDays(appToday(), 3);
  await page.goto(`${today}?day=${day}`);
  const line = "Buy a present !18:00 the day before";
  if (javaScriptEnabled) {
    await page.getByLabel("New objective").fill(line);
    await expect(
      page
        .getByRole("list", { name: "What quick add reads" })
        .getByText("Reminder at 6:00 PM, the day before", { exact: true }),
    ).toBeVisible();
  }
  await quickAdd(page, line);
  const onRow = reminderOn(plusDays(day, -1), "18:00");
  await expect(page.getByText(`Reminder set: an email on ${onRow}.`)).toBeVisible();
  await expect(items(page)).toHaveText(["Buy a present"]);
  await page.getByRole("link", { name: `Reminder on ${onRow} for Buy a present` }).click();
  const section = page.getByRole("region", { name: "Reminder" });
  await expect(section.getByLabel("Which day")).toHaveValue("1");
  await expect(section.getByLabel("Remind me at")).toHaveValue("18:00");

  // The day before today has gone by: nothing added, the line kept.
  await page.goto(today);
  await quickAdd(page, "Too early !9:00 2 days before");
  await expect(page.getByText("That time has already passed on the objective’s day.", { exact: false })).toBeVisible();
  await expect(page.getByLabel("New objective")).toHaveValue("Too early !9:00 2 days before");
  await expect(items(page)).toHaveCount(0);
});

test("remind me later: in an hour from the objective's page, and again from the email's link", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const email = await newDashboard(page, "Home");
  await quickAdd(page, "Call the landlord");
  await rowAction(page, "Call the landlord", "Set a reminder");
  await expect(page).toHaveURL(/\/objectives\/[0-9a-f-]{36}#reminder$/);
  const objectiveUrl = page.url().replace(/#reminder$/, "");
  // The suite's zone is at midday: every choice is still today.
  const later = page.getByRole("region", { name: "Reminder" }).getByRole("group", { name: "Or remind me" });
  await expect(later.getByRole("button")).toHaveText(["in 30 minutes", "in 1 hour", "in 3 hours"]);
  /** "HH:MM" in the suite's zone of the whole minute at or after `ms`. */
  const clock = (ms: number) => {
    const { hour, minute } = partsIn(E2E_TIME_ZONE, new Date(Math.ceil(ms / 60_000) * 60_000));
    return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
  };
  const before = Date.now();
  await later.getByRole("button", { name: "in 1 hour" }).click();
  await expect(page.getByText(/^Reminder set: an email at \d{1,2}:\d\d [AP]M\.$/)).toBeVisible();
  const after = Date.now();
  const field = page.getByRole("region", { name: "Reminder" }).getByLabel("Remind me at");
  const at = await field.inputValue();
  expect([clock(before + 3_600_000), clock(after + 3_600_000)]).toContain(at);

  // Its email, at that minute, leads back with "Remind me later".
  const [hour, minute] = at.split(":").map(Number) as [number, number];
  await fireCron(momentIn(E2E_TIME_ZONE, appToday(), hour, minute));
  const mail = (await mailsTo(email)).find((m) => m.subject === "Reminder: Call the landlord")!;
  const path = new URL(objectiveUrl).pathname;
  expect(mail.text).toMatch(new RegExp(`\nRemind me later: http://[^/]+${path}#reminder\n`));
  // From the email: a fresh load (not this page's own #reminder, which would only scroll).
  await page.goto("about:blank");
  await page.goto(`${path}#reminder`);
  const section = page.getByRole("region", { name: "Reminder" });
  await expect(section.getByText(/^The email went at /)).toBeVisible();
  if (javaScriptEnabled) await expect(section.getByLabel("Remind me at")).toBeFocused();
  const again = Date.now();
  await section.getByRole("group", { name: "Or remind me" }).getByRole("button", { name: "in 30 minutes" }).click();
  await expect(page.getByText(/^Reminder set: an email at /)).toBeVisible();
  const snoozed = page.getByRole("region", { name: "Reminder" });
  expect([clock(again + 1_800_000), clock(Date.now() + 1_800_000)]).toContain(
    await snoozed.getByLabel("Remind me at").inputValue(),
  );
  await expect(snoozed.getByText(/^You will get an email at /)).toBeVisible();

  // Not for a day gone: a reminder is of its objective's day or a day before it.
  await page.goto(`/dashboards/${path.split("/")[2]}?day=${plusDays(appToday(), -1)}`);
  await quickAdd(page, "Pay the rent");
  await rowAction(page, "Pay the rent", "Set a reminder");
  await expect(page).toHaveURL(/\/objectives\/[0-9a-f-]{36}#reminder$/);
  await expect(page.getByRole("region", { name: "Reminder" }).getByLabel("Remind me at")).toBeVisible();
  await expect(page.getByRole("group", { name: "Or remind me" })).toHaveCount(0);
  // …and the database says so when asked anyway.
  const answer = await page.request.post(page.url().replace(/#reminder$/, ""), {
    form: { intent: "remind-later", minutes: "60" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(422);
  expect(await answer.text()).toContain("That would be after the objective’s day.");
});

test("a reminder going now shows on its person's open pages too, until dismissed or opened", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "Nothing is live without JavaScript: the email is the reminder");
  test.setTimeout(90_000);
  await newDashboard(page, "Home");
  const board = page.url();
  await quickAdd(page, "Feed the cat");
  await rowAction(page, "Feed the cat", "Set a reminder");
  await expect(page).toHaveURL(/\/objectives\/[0-9a-f-]{36}#reminder$/);
  const objectiveUrl = page.url().replace(/#reminder$/, "");
  await page.getByRole("group", { name: "Or remind me" }).getByRole("button", { name: "in 3 hours" }).click();
  await expect(page.getByText(/^Reminder set: an email at /)).toBeVisible();
  const at = await page.getByRole("region", { name: "Reminder" }).getByLabel("Remind me at").inputValue();
  const [hour, minute] = at.split(":").map(Number) as [number, number];
  const time = new Intl.DateTimeFormat("en", { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
    Date.UTC(2000, 0, 1, hour, minute),
  );

  // The dashboard open in one tab, /today in another, each live.
  await page.goto(board);
  await expect(page.getByText("Live: changes by others show here")).toBeVisible();
  await expect(page.getByRole("link", { name: `Reminder at ${time} for Feed the cat` })).toBeVisible();
  const today = await page.context().newPage();
  await today.goto("/today");
  await expect(today.getByText("Live: changes by others show here")).toBeVisible();

  await fireCron(momentIn(E2E_TIME_ZONE, appToday(), hour, minute));
  const told = `Reminder: Feed the cat (${time})`;
  await expect(today.getByRole("status").filter({ hasText: told })).toBeVisible();
  const toast = page.getByRole("status").filter({ hasText: told });
  await expect(toast).toBeVisible();
  // Its row's alarm clock is for reminders still to go: the page reloaded without it.
  await expect(page.getByRole("link", { name: `Reminder at ${time} for Feed the cat` })).toHaveCount(0);
  await expect(list(page).getByText("Feed the cat")).toBeVisible();
  // It stays past a flash's five seconds; "Open" leads to the objective.
  await page.waitForTimeout(5_500);
  await expect(toast).toBeVisible();
  await toast.getByRole("link", { name: "Open Feed the cat" }).click();
  await expect(page).toHaveURL(`${objectiveUrl}#reminder`);
  // Ready for "later": the time field has the focus, the choices beside it.
  await expect(page.getByRole("region", { name: "Reminder" }).getByLabel("Remind me at")).toBeFocused();
  await expect(page.getByRole("group", { name: "Or remind me" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: told })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Reminder" }).getByText(/^The email went at /)).toBeVisible();
  // Dismissed on the other tab, it is gone.
  await today.getByRole("status").filter({ hasText: told }).getByRole("button", { name: "Dismiss" }).click();
  await expect(today.getByRole("status").filter({ hasText: told })).toHaveCount(0);
  await today.close();
});
