import { expect, test } from "./fixtures";
import type { Request } from "@playwright/test";
import {
  dismissToasts,
  hydrated,
  items,
  list,
  newDashboard,
  openNewNote,
  quickAdd,
  saved,
  signUp,
  rowAction,
} from "./helpers";

/** A day as a menu names it: "Sat, Dec 5" in today's year, "Jan 2, 2027" in another. */
const namedDay = (iso: string, today: string) =>
  new Intl.DateTimeFormat(
    "en-US",
    iso.slice(0, 4) === today.slice(0, 4)
      ? { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }
      : { dateStyle: "medium", timeZone: "UTC" },
  ).format(new Date(`${iso}T00:00:00Z`));

test.describe("dashboards", () => {
  test("create a dashboard; its card shows today's progress, what is overdue and the members", async ({ page }) => {
    await newDashboard(page, "Family");
    await page.getByRole("link", { name: "Your dashboards" }).click();
    await expect(page.getByText("Nothing planned today")).toBeVisible();
    await page.getByRole("link", { name: "Family", exact: true }).click();
    await quickAdd(page, "Water the plants");
    await expect(list(page).getByText("Water the plants")).toBeVisible();
    await quickAdd(page, "Call back yesterday");
    await expect(page.getByRole("heading", { name: "Overdue (1)" })).toBeVisible();
    await quickAdd(page, "Buy milk");
    await expect(list(page).getByText("Buy milk")).toBeVisible();
    await page.getByRole("button", { name: "Mark as done Buy milk" }).click();
    await expect(page.getByRole("button", { name: "Mark as not done Buy milk" })).toBeVisible();
    await page.getByRole("link", { name: "Your dashboards" }).click();
    await expect(page.getByText("1 of 2 done today")).toBeVisible();
    await expect(page.getByText("1 overdue")).toBeVisible();
    await expect(page.getByText("1 member", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Settings of Family" }).click();
    await expect(page.getByRole("region", { name: "Members" })).toBeVisible();
  });

  test("an empty name is refused with the message next to the field", async ({ page }) => {
    await signUp(page);
    // The browser stops an empty field (required); the server must refuse it too.
    const response = await page.request.post("/dashboards", {
      form: { intent: "create", name: "   ", requestId: crypto.randomUUID() },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Enter a name.");
  });
});

test.describe("the day", () => {
  test("quick add with a date word and a marker, then find it on that day", async ({ page }) => {
    await newDashboard(page);
    await expect(page.getByText("No tasks found")).toBeVisible();
    await quickAdd(page, "Dentist tomorrow #health");
    await expect(page.getByText(/Objective added to /)).toBeVisible();
    await expect(page.getByText("No tasks found")).toBeVisible();
    await expect(page.getByLabel("New objective")).toHaveValue("");
    await page.getByRole("link", { name: "Next day" }).click();
    await expect(page).toHaveURL(/day=/);
    await expect(list(page).getByText("Dentist")).toBeVisible();
    await expect(list(page).getByText("health")).toBeVisible();
  });

  test("done and not done, with undo", async ({ page }) => {
    await newDashboard(page);
    await quickAdd(page, "Water the plants");
    await expect(page.getByText("Objective added.")).toBeVisible();
    await page.getByRole("button", { name: "Mark as done Water the plants" }).click();
    await expect(page.getByText("Marked as done.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark as not done Water the plants" })).toBeVisible();
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByRole("button", { name: "Mark as done Water the plants" })).toBeVisible();
  });

  test("move to tomorrow from a row's actions, with undo; another day's rows move to their next day", async ({
    page,
    javaScriptEnabled,
  }) => {
    await newDashboard(page);
    await quickAdd(page, "Call the bank");
    await quickAdd(page, "Pay the rent");
    await expect(items(page)).toHaveText(["Call the bank", "Pay the rent"]);
    await saved(page, javaScriptEnabled, () => rowAction(page, "Call the bank", "Move to tomorrow"));
    await expect(page.getByText(/^Moved to .+\.$/)).toBeVisible();
    await expect(items(page)).toHaveText(["Pay the rent"]);
    // Undo puts it back in its own place, not at the day's end.
    await saved(page, javaScriptEnabled, () =>
      page.getByRole("status").filter({ hasText: "Moved to" }).getByRole("button", { name: "Undo" }).click(),
    );
    await expect(page.getByText("1 objective moved back.")).toBeVisible();
    await expect(items(page)).toHaveText(["Call the bank", "Pay the rent"]);
    await dismissToasts(page);
    await saved(page, javaScriptEnabled, () => rowAction(page, "Call the bank", "Move to tomorrow"));
    await page.getByRole("link", { name: "Next day" }).click();
    await expect(list(page).getByText("Call the bank")).toBeVisible();
    // Tomorrow's rows move to the day after it: "the next day" there.
    await dismissToasts(page);
    await saved(page, javaScriptEnabled, () => rowAction(page, "Call the bank", "Move to the next day"));
    await expect(page.getByText(/^Moved to .+\.$/)).toBeVisible();
    await page.getByRole("link", { name: "Next day" }).click();
    await expect(list(page).getByText("Call the bank")).toBeVisible();
  });

  test("a row's menu moves it to today, the weekend or next week, each named with its date, with Undo", async ({
    page,
    javaScriptEnabled,
  }) => {
    await newDashboard(page);
    // A row a month ahead: every quick move is another day than its own or its next.
    await quickAdd(page, "Call the bank in 30 days");
    await expect(page.getByText(/^Objective added to /)).toBeVisible();
    await quickAdd(page, "Pay the rent");
    const more = page.getByRole("link", { name: "More actions Pay the rent", exact: true });
    await more.click();
    const todays = page.getByRole("group", { name: "More actions Pay the rent", exact: true });
    const next = await todays.getByLabel("Move to a day").inputValue();
    const at = (days: number) =>
      new Date(Date.parse(`${next}T00:00:00Z`) + (days - 1) * 86_400_000).toISOString().slice(0, 10);
    const named = (iso: string) => namedDay(iso, at(0));
    // The day of the next seven a move names, and its weekday (0 Sunday).
    const dayOf = (name: string, label: string) => {
      const d = [1, 2, 3, 4, 5, 6, 7].map(at).find((iso) => name === label + named(iso));
      return { day: d, weekday: d && new Date(`${d}T00:00:00Z`).getUTCDay() };
    };
    // Today's row: no "Move to today"; its first move names tomorrow's date.
    await expect(todays.getByRole("button", { name: /^Move to tomorrow / })).toHaveAccessibleName(
      `Move to tomorrow ${named(at(1))}`,
    );
    await expect(todays.getByRole("button", { name: /^Move to today/ })).toHaveCount(0);
    await more.click();

    const day = new URL(page.url());
    day.searchParams.set("day", at(30));
    await page.goto(day.toString());
    const menu = page.getByRole("group", { name: "More actions Call the bank", exact: true });
    await page.getByRole("link", { name: "More actions Call the bank", exact: true }).click();
    // Its day's next, today, this (or on a weekend the next) weekend's Saturday, next week's Monday.
    const moves = menu.getByRole("button", { name: /^Move to (?!a day)/ });
    await expect(moves).toHaveCount(4);
    const [nextDay, toToday, toWeekend = "", toMonday = ""] = await moves.evaluateAll((buttons) =>
      buttons.map((b) => b.textContent ?? ""),
    );
    expect(nextDay).toBe(`Move to the next day${named(at(31))}`);
    expect(toToday).toBe(`Move to today${named(at(0))}`);
    const weekend = toWeekend.startsWith("Move to this weekend") ? "Move to this weekend" : "Move to next weekend";
    expect(dayOf(toWeekend, weekend).weekday).toBe(6);
    const monday = dayOf(toMonday, "Move to next week");
    expect(monday.weekday).toBe(1);

    // To today, and Undo brings it back.
    await saved(page, javaScriptEnabled, () => rowAction(page, "Call the bank", "Move to today"));
    await expect(page.getByText(/^Moved to .+\.$/)).toBeVisible();
    await expect(list(page).getByText("Call the bank")).toHaveCount(0);
    await saved(page, javaScriptEnabled, () =>
      page.getByRole("status").filter({ hasText: "Moved to" }).getByRole("button", { name: "Undo" }).click(),
    );
    await expect(items(page)).toHaveText(["Call the bank"]);
    await dismissToasts(page);

    // To next week: its Monday, where the row is then.
    await saved(page, javaScriptEnabled, () => rowAction(page, "Call the bank", "Move to next week"));
    await expect(page.getByText(/^Moved to .+\.$/)).toBeVisible();
    await expect(list(page).getByText("Call the bank")).toHaveCount(0);
    day.searchParams.set("day", monday.day!);
    await page.goto(day.toString());
    await expect(items(page)).toHaveText(["Call the bank"]);
  });

  test("move to any day from a row's actions: its day field, by Enter or Move", async ({ page, javaScriptEnabled }) => {
    await newDashboard(page);
    await quickAdd(page, "Call the bank");
    await quickAdd(page, "Pay the rent");
    const day = new URL(page.url());
    const more = page.getByRole("link", { name: "More actions Pay the rent", exact: true });
    await more.click();
    const menu = page.getByRole("group", { name: "More actions Pay the rent", exact: true });
    const field = menu.getByLabel("Move to a day");
    // The next day, to begin with.
    const next = await field.inputValue();
    expect(next).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const later = new Date(Date.parse(`${next}T00:00:00Z`) + 4 * 86_400_000).toISOString().slice(0, 10);
    const posts: string[] = [];
    page.on("request", (r) => void (r.method() === "POST" && posts.push(r.url())));
    // Left empty, the browser says so at the field and sends nothing.
    await field.fill("");
    await menu.getByRole("button", { name: "Move", exact: true }).click();
    expect(await field.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expect(field).toBeFocused();
    await field.fill(later);
    // Enter presses Move, not the list's first button (its first row's done mark).
    await saved(page, javaScriptEnabled, () => field.press("Enter"));
    expect(posts).toHaveLength(1);
    await expect(page.getByText(/^Moved to .+\.$/)).toBeVisible();
    await expect(items(page)).toHaveText(["Call the bank"]);
    await expect(page.getByRole("button", { name: "Mark as done Call the bank" })).toBeVisible();
    day.searchParams.set("day", later);
    await page.goto(day.href);
    await expect(items(page)).toHaveText(["Pay the rent"]);
  });

  test("duplicate from a row's actions: a copy right below with its details, Undo removes it", async ({
    page,
    javaScriptEnabled,
  }) => {
    await newDashboard(page);
    await quickAdd(page, "Clean the bathroom p2 #home");
    await expect(list(page).getByText("Clean the bathroom")).toBeVisible();
    await quickAdd(page, "Buy bread");
    await expect(list(page).getByText("Buy bread")).toBeVisible();
    await saved(page, javaScriptEnabled, () => rowAction(page, "Clean the bathroom", "Duplicate"));
    await expect(page.getByText("Objective duplicated.")).toBeVisible();
    await expect(items(page)).toHaveText(["Clean the bathroom", "Clean the bathroom", "Buy bread"]);
    // Its priority and filter came along. The menu is closed: without JavaScript the page came
    // back without it; with, the choice closed it (only a move up or down keeps it open).
    await expect(list(page).getByText("home")).toHaveCount(2);
    await expect(list(page).getByText("Priority 2", { exact: true })).toHaveCount(2);
    await expect(page.getByRole("group", { name: /^More actions/ })).toHaveCount(0);
    // Undo takes the copy away again.
    await saved(page, javaScriptEnabled, () => page.getByRole("button", { name: "Undo" }).click());
    await expect(page.getByText("Objective deleted.")).toBeVisible();
    await expect(items(page)).toHaveText(["Clean the bathroom", "Buy bread"]);
    // A double submit of the same page's button copies once.
    const done = page.getByRole("button", { name: "Mark as done Buy bread" });
    const objectiveId = (await done.getAttribute("value"))!.split(" ")[0]!;
    const requestId = crypto.randomUUID();
    for (let i = 0; i < 2; i++)
      await page.request.post(page.url(), { form: { intent: "duplicate", objectiveId, requestId }, maxRedirects: 0 });
    await page.reload();
    await expect(items(page)).toHaveText(["Clean the bathroom", "Buy bread", "Buy bread"]);
  });

  test("reorder and delete", async ({ page, javaScriptEnabled }) => {
    await newDashboard(page);
    for (const title of ["First", "Second", "Third"]) {
      await quickAdd(page, title);
      await expect(list(page).getByText(title)).toBeVisible();
    }
    // With JavaScript the new order shows before the save completes; each move is saved
    // before the next one, whose position depends on it.
    await saved(page, javaScriptEnabled, () => rowAction(page, "Third", "Move up"));
    await expect(items(page)).toHaveText(["First", "Third", "Second"]);
    // The actions stay open after a move, for the next one.
    await expect(page.getByRole("group", { name: "More actions Third" })).toBeVisible();
    await rowAction(page, "First", "Move down");
    await expect(items(page)).toHaveText(["Third", "First", "Second"]);
    // Deleting while the move is still saving: both land, and the message still shows.
    await rowAction(page, "First", "Delete");
    await expect(page.getByText("Objective deleted.")).toBeVisible();
    await expect(items(page)).toHaveText(["Third", "Second"]);
  });

  test("Undo brings a deleted objective back in its place, with its filter, from the day and from its editor", async ({
    page,
    javaScriptEnabled,
  }) => {
    await newDashboard(page);
    for (const title of ["First", "Second #home", "Third"]) {
      await quickAdd(page, title);
      await expect(list(page).getByText(title.split(" ")[0]!)).toBeVisible();
    }
    await rowAction(page, "Second", "Delete");
    await expect(page.getByText("Objective deleted.")).toBeVisible();
    await expect(items(page)).toHaveText(["First", "Third"]);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByText("Objective restored.")).toBeVisible();
    await expect(items(page)).toHaveText(["First", "Second", "Third"]);
    await expect(list(page).getByText("home")).toBeVisible();
    // Deleted from its editor, it is undone from the day the editor returns to.
    await dismissToasts(page);
    await rowAction(page, "First", "Edit");
    await expect(page.getByRole("heading", { name: "Edit objective" })).toBeVisible();
    await page.getByRole("button", { name: "Delete objective" }).click();
    await expect(page.getByText("Objective deleted.")).toBeVisible();
    await expect(items(page)).toHaveText(["Second", "Third"]);
    // With JavaScript, "z" is the same Undo.
    if (javaScriptEnabled) await page.keyboard.press("z");
    else await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByText("Objective restored.")).toBeVisible();
    await expect(items(page)).toHaveText(["First", "Second", "Third"]);
  });

  test("a move that loses the race to a delete leaves the list and the message right", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "Only fetchers race; without JavaScript each change is its own page load.");
    await newDashboard(page);
    for (const title of ["First", "Second"]) {
      await quickAdd(page, title);
      await expect(list(page).getByText(title)).toBeVisible();
    }
    await hydrated(page);
    // The order the network gave once under load: the move reaches the server after the
    // delete (and is refused: not found), and answers while the delete's reload is running.
    const body = (request: Request) => request.postData() ?? "";
    const deleteAnswered = page.waitForResponse((r) => body(r.request()).includes("delete="));
    const moveAnswered = page.waitForResponse((r) => body(r.request()).includes("reorder="));
    let deleted = false;
    void deleteAnswered.then(() => (deleted = true));
    let heldReload = false;
    await page.route("**/*.data*", async (route) => {
      const request = route.request();
      if (body(request).includes("reorder=")) {
        await deleteAnswered;
      } else if (request.method() === "GET" && !heldReload && deleted) {
        heldReload = true;
        await moveAnswered;
      }
      await route.continue().catch(() => {}); // an aborted reload has nobody to answer
    });
    await rowAction(page, "First", "Move down");
    await rowAction(page, "First", "Delete");
    expect((await moveAnswered).status()).toBe(404);
    await expect(page.getByText("Objective deleted.")).toBeVisible();
    await expect(items(page)).toHaveText(["Second"]);
  });

  test("marking done an objective deleted meanwhile (another tab, another member) says so, and it goes", async ({
    page,
    javaScriptEnabled,
  }) => {
    // The page does not hear of the deletion (its live connection answers nothing), as when the
    // connection has dropped, or the click comes first.
    await page.routeWebSocket(/\/live$/, () => {});
    await newDashboard(page);
    await quickAdd(page, "Walk the dog");
    await quickAdd(page, "Water the plants");
    const other = await page.context().newPage();
    await other.goto(page.url());
    await rowAction(other, "Walk the dog", "Edit");
    await other.getByRole("button", { name: "Delete objective" }).click();
    await expect(other.getByText("Objective deleted.")).toBeVisible();
    await other.close();
    if (javaScriptEnabled) await hydrated(page);
    await page.getByRole("button", { name: "Mark as done Walk the dog" }).click();
    // With JavaScript a message (the row has no place for it); without, above the page's forms.
    await expect(
      (javaScriptEnabled ? page.getByRole("alert") : page).getByText("This objective no longer exists."),
    ).toBeVisible();
    await expect(items(page)).toHaveText(["Water the plants"]);
  });

  test("overdue objectives move to today", async ({ page }) => {
    await newDashboard(page);
    await page.getByRole("link", { name: "Previous day" }).click();
    await expect(page).toHaveURL(/day=/);
    await quickAdd(page, "Pay the bill");
    await expect(list(page).getByText("Pay the bill")).toBeVisible();
    await quickAdd(page, "Call back");
    await expect(list(page).getByText("Call back")).toBeVisible();
    await page.getByRole("link", { name: "Today", exact: true }).click();
    await expect(page.getByRole("heading", { name: /^Today, / })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Overdue (2)" })).toBeVisible();
    await page.getByRole("button", { name: "Move to today Pay the bill" }).click();
    await expect(page.getByText("1 objective moved to today.")).toBeVisible();
    await expect(list(page).getByText("Pay the bill")).toBeVisible();
    await page.getByRole("button", { name: "Move all to today" }).click();
    await expect(page.getByRole("heading", { name: /Overdue/ })).toHaveCount(0);
    await expect(items(page)).toHaveText(["Pay the bill", "Call back"]);
    // The newest message's Undo takes back that move only.
    await page.getByRole("button", { name: "Undo" }).last().click();
    await expect(page.getByText("1 objective moved back.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Overdue (1)" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Move to today Call back" })).toBeVisible();
    await expect(items(page)).toHaveText(["Pay the bill"]);
  });

  test("'Reschedule' moves the overdue list to a day typed, after its own, with Undo; a past day is refused by the field", async ({
    page,
    javaScriptEnabled,
  }) => {
    await newDashboard(page);
    await quickAdd(page, "Renew the lease yesterday");
    await quickAdd(page, "Book the garage yesterday");
    await quickAdd(page, "Service the car in 6 days");
    await expect(page.getByRole("heading", { name: "Overdue (2)" })).toBeVisible();
    if (javaScriptEnabled) await hydrated(page);
    const overdue = page.getByRole("form", { name: "Overdue (2)" });
    const field = overdue.getByLabel("Day to move them all to");
    await expect(field).toBeHidden();
    await overdue.getByText("Reschedule", { exact: true }).click();
    // Tomorrow, to begin with.
    const next = await field.inputValue();
    expect(next).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const at = (days: number) =>
      new Date(Date.parse(`${next}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const day = new URL(page.url());
    day.searchParams.set("day", at(5));
    // An earlier day would leave them overdue: refused by the field, as typed. Enter presses Move.
    await page.getByLabel("Day to move them all to").fill(at(-3));
    await page.getByLabel("Day to move them all to").press("Enter");
    await expect(page.getByText("Choose today or a later day.")).toBeVisible();
    await expect(page.getByLabel("Day to move them all to")).toHaveValue(at(-3));
    await expect(page.getByLabel("Day to move them all to")).toHaveAccessibleDescription(
      "Choose today or a later day.",
    );
    await expect(page.getByRole("heading", { name: "Overdue (2)" })).toBeVisible();
    await page.getByLabel("Day to move them all to").fill(at(5));
    await page.getByRole("form", { name: "Overdue (2)" }).getByRole("button", { name: "Move", exact: true }).click();
    await expect(page.getByText(/^2 objectives moved to .+\.$/)).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Overdue/ })).toHaveCount(0);
    await page.getByRole("button", { name: "Undo" }).last().click();
    await expect(page.getByText("2 objectives moved back.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Overdue (2)" })).toBeVisible();
    await page.getByText("Reschedule", { exact: true }).click();
    await page.getByLabel("Day to move them all to").fill(at(5));
    await page.getByRole("button", { name: "Move", exact: true }).click();
    await expect(page.getByText(/^2 objectives moved to .+\.$/)).toBeVisible();
    // There, after that day's own, in their order.
    await page.goto(day.href);
    await expect(items(page)).toHaveText(["Service the car", "Renew the lease", "Book the garage"]);
  });

  test("'Reschedule' offers tomorrow, the weekend and next week, each with its date: a click moves the overdue list there", async ({
    page,
    javaScriptEnabled,
  }) => {
    await newDashboard(page);
    await quickAdd(page, "Renew the lease yesterday");
    await quickAdd(page, "Book the garage yesterday");
    await expect(page.getByRole("heading", { name: "Overdue (2)" })).toBeVisible();
    if (javaScriptEnabled) await hydrated(page);
    const overdue = page.getByRole("form", { name: "Overdue (2)" });
    await overdue.getByText("Reschedule", { exact: true }).click();
    const next = await overdue.getByLabel("Day to move them all to").inputValue();
    const today = new Date(Date.parse(`${next}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const quick = overdue.getByRole("button", { name: /^Move to / });
    const [first, ...others] = await quick.evaluateAll((buttons) => buttons.map((b) => b.textContent ?? ""));
    // Tomorrow first, with its date; then the weekend and next week, unless tomorrow is that day.
    expect(first).toBe(`Move to tomorrow${namedDay(next, today)}`);
    const labels = others.map((n) => /^Move to (this weekend|next weekend|next week)/.exec(n)?.[1]);
    expect([
      ["this weekend", "next week"],
      ["next weekend", "next week"],
      ["next week"],
      ["next weekend"],
    ]).toContainEqual(labels);
    await saved(page, javaScriptEnabled, () => overdue.getByRole("button", { name: /^Move to tomorrow / }).click());
    await expect(page.getByText(/^2 objectives moved to .+\.$/)).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Overdue/ })).toHaveCount(0);
    await page.getByRole("link", { name: "Next day" }).click();
    await expect(items(page)).toHaveText(["Renew the lease", "Book the garage"]);
  });

  test("an overdue row's own menu: a flag, to tomorrow, to a day typed by Enter, a delete, each with Undo", async ({
    page,
    javaScriptEnabled,
  }) => {
    await newDashboard(page);
    await quickAdd(page, "Renew the lease yesterday");
    await quickAdd(page, "Book the garage yesterday");
    await quickAdd(page, "Water the plants");
    await expect(page.getByRole("heading", { name: "Overdue (2)" })).toBeVisible();
    const undo = (text: string) =>
      page.getByRole("status").filter({ hasText: text }).getByRole("button", { name: "Undo" }).click();
    const lease = page.getByRole("button", { name: "Mark as done Renew the lease" });
    const garage = page.getByRole("button", { name: "Mark as done Book the garage" });

    // A flag: the mark takes its colour; no Move up or down (the list's order is its days').
    await saved(page, javaScriptEnabled, () => rowAction(page, "Renew the lease", "Priority 1 (urgent)"));
    await expect(page.getByText("Changed to Priority 1 (urgent).")).toBeVisible();
    await expect(lease).toHaveClass(/\bpri1\b/);
    await expect(page.getByRole("group", { name: "More actions Renew the lease", exact: true })).toBeHidden();
    await saved(page, javaScriptEnabled, () => undo("Changed to Priority 1"));
    await expect(lease).not.toHaveClass(/\bpri/);
    await page.getByRole("link", { name: "More actions Renew the lease", exact: true }).click();
    const menu = page.getByRole("group", { name: "More actions Renew the lease", exact: true });
    await expect(menu.getByRole("button", { name: "Move up" })).toHaveCount(0);
    await expect(menu.getByRole("button", { name: "Move to the next day" })).toHaveCount(0);

    // To tomorrow (not to the day after its own): out of the list, and back with Undo.
    await dismissToasts(page);
    await saved(page, javaScriptEnabled, () => rowAction(page, "Renew the lease", "Move to tomorrow"));
    await expect(page.getByText(/^Moved to .+\.$/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Overdue (1)" })).toBeVisible();
    await expect(lease).toHaveCount(0);
    await saved(page, javaScriptEnabled, () => undo("Moved to"));
    await expect(page.getByText("1 objective moved back.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Overdue (2)" })).toBeVisible();

    // A day typed in its menu, then Enter: that row only (not "Move all", not "Reschedule").
    await dismissToasts(page);
    await page.getByRole("link", { name: "More actions Book the garage", exact: true }).click();
    const field = page
      .getByRole("group", { name: "More actions Book the garage", exact: true })
      .getByLabel("Move to a day");
    const later = new Date(Date.parse(`${await field.inputValue()}T12:00:00Z`) + 3 * 86_400_000);
    await field.fill(later.toISOString().slice(0, 10));
    await saved(page, javaScriptEnabled, () => field.press("Enter"));
    const said = later.toLocaleDateString("en-US", { dateStyle: "full", timeZone: "UTC" });
    await expect(page.getByText(`Moved to ${said}.`)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Overdue (1)" })).toBeVisible();
    await expect(garage).toHaveCount(0);
    await expect(lease).toBeVisible();
    await expect(items(page)).toHaveText(["Water the plants"]);

    // Deleted from its menu, and restored from the message.
    await dismissToasts(page);
    await saved(page, javaScriptEnabled, () => rowAction(page, "Renew the lease", "Delete"));
    await expect(page.getByText("Objective deleted.")).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Overdue/ })).toHaveCount(0);
    await saved(page, javaScriptEnabled, () => undo("Objective deleted."));
    await expect(page.getByText("Objective restored.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Overdue (1)" })).toBeVisible();
    await expect(lease).toBeVisible();
    // Tomorrow is the day after today, where it is found.
    await saved(page, javaScriptEnabled, () => rowAction(page, "Renew the lease", "Move to tomorrow"));
    await expect(page.getByRole("heading", { name: /^Overdue/ })).toHaveCount(0);
    await page.getByRole("link", { name: "Next day" }).click();
    await expect(items(page)).toHaveText(["Renew the lease"]);
  });

  test("Enter in 'Reschedule' moves the whole overdue list, even with a row's menu open", async ({
    page,
    javaScriptEnabled,
  }) => {
    await newDashboard(page);
    await quickAdd(page, "Renew the lease yesterday");
    await quickAdd(page, "Book the garage yesterday");
    await expect(page.getByRole("heading", { name: "Overdue (2)" })).toBeVisible();
    if (javaScriptEnabled) await hydrated(page);
    await page.getByRole("link", { name: "More actions Book the garage", exact: true }).click();
    await expect(page.getByRole("group", { name: "More actions Book the garage", exact: true })).toBeVisible();
    await page.getByText("Reschedule", { exact: true }).click();
    const field = page.getByLabel("Day to move them all to");
    await field.press("Enter");
    await expect(page.getByText(/^2 objectives moved to .+\.$/)).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Overdue/ })).toHaveCount(0);
  });

  test("an overdue objective is marked done on its own day, with undo", async ({ page, javaScriptEnabled }) => {
    await newDashboard(page);
    await quickAdd(page, "Return the books yesterday");
    await expect(page.getByRole("heading", { name: "Overdue (1)" })).toBeVisible();
    await saved(page, javaScriptEnabled, () =>
      page.getByRole("button", { name: "Mark as done Return the books" }).click(),
    );
    await expect(page.getByText("Marked as done.")).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Overdue/ })).toHaveCount(0);
    // Done where it was: yesterday, not today.
    await expect(page.getByText("No tasks found")).toBeVisible();
    await page.getByRole("link", { name: "Previous day" }).click();
    await expect(page).toHaveURL(/day=/);
    await expect(page.getByRole("button", { name: "Mark as not done Return the books" })).toBeVisible();
    await page.getByRole("link", { name: "Today", exact: true }).click();
    await expect(page.getByText("No tasks found")).toBeVisible();
    await page.goBack();
    await saved(page, javaScriptEnabled, () =>
      page.getByRole("button", { name: "Mark as not done Return the books" }).click(),
    );
    await page.getByRole("link", { name: "Today", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Overdue (1)" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Today, / })).toBeVisible();
    // Its menu's Edit opens its page, as the day's own rows' does.
    await rowAction(page, "Return the books", "Edit");
    await expect(page.getByRole("heading", { name: "Edit objective" })).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue("Return the books");
  });

  test("a long overdue list shows its first ten until Show all", async ({ page }) => {
    await newDashboard(page);
    for (let i = 1; i <= 11; i++) {
      await quickAdd(page, `Late ${i} yesterday`);
      await expect(page.getByRole("heading", { name: `Overdue (${i})` })).toBeVisible();
    }
    const overdue = page.getByRole("form", { name: "Overdue (11)" });
    await expect(overdue.getByRole("listitem")).toHaveCount(10);
    await overdue.getByRole("link", { name: "Show all 11" }).click();
    await expect(page).toHaveURL(/overdue=all/);
    await expect(overdue.getByRole("listitem")).toHaveCount(11);
    await overdue.getByRole("link", { name: "Show fewer" }).click();
    await expect(overdue.getByRole("listitem")).toHaveCount(10);
    // "Move all to today" moves every one, shown or not.
    await overdue.getByRole("button", { name: "Move all to today" }).click();
    await expect(page.getByText("11 objectives moved to today.")).toBeVisible();
    await expect(items(page)).toHaveCount(11);
  });

  test("jump to a day with the date field", async ({ page, javaScriptEnabled }) => {
    await newDashboard(page);
    if (javaScriptEnabled) await hydrated(page);
    await page.getByLabel("Go to a day").fill("2030-01-15");
    // With JavaScript a picked date opens by itself; without, Go submits.
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Go", exact: true }).click();
    await expect(page).toHaveURL(/day=2030-01-15/);
    await expect(page.getByRole("heading", { name: "Tuesday, January 15, 2030" })).toBeVisible();
  });

  test("a double-clicked Add creates one objective", async ({ page }) => {
    await newDashboard(page);
    await page.getByLabel("New objective").fill("Only once");
    await page.getByRole("button", { name: "Add", exact: true }).dblclick();
    await expect(list(page).getByText("Only once")).toBeVisible();
    await page.reload();
    await expect(list(page).getByText("Only once")).toHaveCount(1);
  });

  test("a too-long title shows the message and keeps the text", async ({ page }) => {
    await newDashboard(page);
    const text = "x".repeat(520);
    await page.getByLabel("New objective").fill(text);
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("The title is too long (at most 500 characters).")).toBeVisible();
    await expect(page.getByLabel("New objective")).toHaveValue(text);
    if (test.info().project.name === "no-js") expect((await response).status()).toBe(422);
  });

  test("notes of the year: add and delete", async ({ page }) => {
    await newDashboard(page);
    await expect(page.getByText("No notes found")).toBeVisible();
    // The side column's form is folded under one line until opened.
    await expect(page.getByLabel("Title")).toBeHidden();
    await openNewNote(page);
    await page.getByLabel("Title").fill("Goals");
    await page.getByLabel("Text").fill("Run a half marathon");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Note added.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Goals" })).toBeVisible();
    await expect(page.getByRole("paragraph").filter({ hasText: "Run a half marathon" })).toBeVisible();
    await expect(page.getByLabel("Title")).toBeHidden();
    await page.getByRole("link", { name: "Edit Goals" }).click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("Note deleted.")).toBeVisible();
    await expect(page.getByText("No notes found")).toBeVisible();
  });

  test("a refused note comes back with its form open, its message and what was typed", async ({ page }) => {
    await newDashboard(page);
    await openNewNote(page);
    // Spaces pass the browser's `required`; the server trims them and refuses.
    await page.getByLabel("Title").fill("   ");
    await page.getByLabel("Text").fill("Porto in May");
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Add note" }).click();
    expect((await response).status()).toBe(400);
    await expect(page.getByText("Enter a title.")).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Text")).toHaveValue("Porto in May");
    await page.getByLabel("Title").fill("Holidays");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("heading", { name: "Holidays" })).toBeVisible();
    await expect(page.getByText("Enter a title.")).toHaveCount(0);
  });

  test("the day shows the year's five newest notes and links to all of them", async ({ page, javaScriptEnabled }) => {
    await newDashboard(page);
    const notes = page.getByRole("complementary").getByRole("heading", { level: 3 });
    for (let i = 1; i <= 6; i++) {
      await openNewNote(page);
      await page.getByLabel("Title").fill(`Note ${i}`);
      await saved(page, javaScriptEnabled, () => page.getByRole("button", { name: "Add note" }).click());
      await expect(notes.first()).toHaveText(`Note ${i}`);
    }
    await expect(notes).toHaveText(["Note 6", "Note 5", "Note 4", "Note 3", "Note 2"]);
    await page.getByRole("link", { name: "See all 6 notes" }).click();
    await expect(page).toHaveURL(/\/notes\?year=\d{4}$/);
    // The notes, after the form's own heading ("New note").
    await expect(page.getByRole("heading", { level: 3, name: /^Note \d$/ })).toHaveText(
      [6, 5, 4, 3, 2, 1].map((i) => `Note ${i}`),
    );
    // With the oldest deleted on the notes page, the day shows all five and no link.
    await page.getByRole("link", { name: "Edit Note 1" }).click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("Note deleted.")).toBeVisible();
    await page.getByRole("link", { name: "Day", exact: true }).click();
    await expect(notes).toHaveCount(5);
    await expect(page.getByRole("link", { name: /^See all/ })).toHaveCount(0);
  });

  test("filter the day by a marker through the URL", async ({ page, javaScriptEnabled }) => {
    await newDashboard(page);
    await quickAdd(page, "Buy paint #home");
    await expect(list(page).getByText("Buy paint")).toBeVisible();
    await quickAdd(page, "Send invoice #work");
    await expect(list(page).getByText("Send invoice")).toBeVisible();
    if (javaScriptEnabled) await hydrated(page);
    await page.getByRole("checkbox", { name: "work" }).check();
    // With JavaScript, ticking applies the filter; without, the Filter button does.
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Filter", exact: true }).click();
    else await expect(page.getByRole("button", { name: "Filter", exact: true })).toBeHidden();
    await expect(page).toHaveURL(/marker=/);
    await expect(items(page)).toHaveText([/^Send invoice/]);
    const filtered = page.url();
    await page.getByRole("link", { name: "Show all" }).click();
    await expect(items(page)).toHaveCount(2);
    await page.goto(filtered);
    await expect(items(page)).toHaveCount(1);
  });

  test("'Move all to today' under a filter moves only what the overdue list shows", async ({
    page,
    javaScriptEnabled,
  }) => {
    await newDashboard(page);
    await quickAdd(page, "Water the plants yesterday #home");
    await expect(page.getByRole("heading", { name: "Overdue (1)" })).toBeVisible();
    await quickAdd(page, "File the taxes yesterday #work");
    await expect(page.getByRole("heading", { name: "Overdue (2)" })).toBeVisible();
    if (javaScriptEnabled) await hydrated(page);
    await page.getByRole("checkbox", { name: "home" }).check();
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Filter", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Overdue (1)" })).toBeVisible();
    await page.getByRole("button", { name: "Move all to today" }).click();
    await expect(page.getByText("1 objective moved to today.")).toBeVisible();
    await expect(items(page)).toHaveText([/^Water the plants/]);
    // The other filter's stays where it was.
    await page.getByRole("link", { name: "Show all" }).click();
    const overdue = page.getByRole("form", { name: /^Overdue/ });
    await expect(overdue.getByText("File the taxes")).toBeVisible();
    await expect(overdue.getByText("Water the plants")).toHaveCount(0);
  });
});

test("the edit page's Day offers today, tomorrow, the weekend and next week with JavaScript; a press fills the field, Save saves", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page);
  const dashboard = new URL(page.url()).pathname;
  await saved(page, javaScriptEnabled, () => quickAdd(page, "Pay the rent"));
  await rowAction(page, "Pay the rent", "Edit");
  await expect(page.getByRole("heading", { name: "Edit objective" })).toBeVisible();
  const field = page.getByLabel("Day", { exact: true });
  const today = await field.inputValue();
  const picks = page.getByRole("group", { name: "Quick days" });
  if (!javaScriptEnabled) {
    // Without JavaScript the field alone sets the day: nothing to press that would not work.
    await expect(picks).toHaveCount(0);
    return;
  }
  await hydrated(page);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  // Each names its date; the field's day is the one pressed.
  await expect(picks.getByRole("button", { name: `Today ${namedDay(today, today)}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // On a Sunday next week's Monday is tomorrow: one button, "Tomorrow", names it (quickDays).
  const sunday = new Date(`${today}T00:00:00Z`).getUTCDay() === 0;
  await expect(picks.getByRole("button", { name: /^Next week / })).toHaveCount(sunday ? 0 : 1);
  await picks.getByRole("button", { name: `Tomorrow ${namedDay(tomorrow, today)}` }).click();
  await expect(field).toHaveValue(tomorrow);
  await expect(picks.getByRole("button", { name: /^Tomorrow / })).toHaveAttribute("aria-pressed", "true");
  await expect(picks.getByRole("button", { name: /^Today / })).toHaveAttribute("aria-pressed", "false");
  // A day typed in the field is followed too.
  await field.fill(today);
  await expect(picks.getByRole("button", { name: /^Today / })).toHaveAttribute("aria-pressed", "true");
  await picks.getByRole("button", { name: /^Tomorrow / }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { name: "Edit objective" })).toHaveCount(0);
  await page.goto(`${dashboard}?day=${tomorrow}`);
  await expect(items(page)).toHaveText(["Pay the rent"]);
});
