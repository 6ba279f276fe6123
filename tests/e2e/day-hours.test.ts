import { expect, test } from "./fixtures";
import {
  createDashboard,
  dismissToasts,
  dropOnHours,
  hydrated,
  newDashboard,
  postForm,
  quickAdd,
  saved,
} from "./helpers";

// A dashboard's day as its hours (decision 098): the switch beside the day's name, kept for
// this member and this dashboard (on every device: the database keeps it); the day in one
// column, what has no time and what is overdue on top, the timed ones by the hour, the line
// at the time it is on today; a title to its page and back; with a mouse, an overdue one
// dragged onto an hour. On an archived dashboard nothing drags. JavaScript on and off.
// Tall enough for the hours 8 AM to 6 PM with the page above them: a drag does not scroll.
test.use({ viewport: { width: 1280, height: 1500 } });

test("a dashboard's day as its hours: kept for the dashboard, today's line, back from an objective", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Home");
  const home = new URL(page.url()).pathname;
  for (const line of ["Standup today 9:00-9:30", "Groceries today", "Report yesterday", "Dentist tomorrow 16:00"])
    await saved(page, javaScriptEnabled, () => quickAdd(page, line));
  if (javaScriptEnabled) await hydrated(page);
  const layout = page.getByRole("form", { name: "Layout" });
  await expect(layout.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
  await layout.getByRole("button", { name: "Hours" }).click();
  await expect(layout.getByRole("button", { name: "Hours" })).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL((url) => url.pathname === home && !url.searchParams.has("layout"));

  // One column, read out as today: what has no time and what is overdue (its day beside it)
  // on top, the timed ones by the hour from 8 AM. One dashboard: no name on each.
  const today = page.getByRole("region", { name: /^Today · \w+day, / });
  await expect(today.getByRole("list", { name: "All day" }).getByRole("listitem")).toHaveText(["Groceries"]);
  const overdue = today.getByRole("list", { name: "Overdue (1)" }).getByRole("listitem");
  await expect(overdue).toHaveText([/^Report\w{3}, \w{3} \d+$/]);
  const timed = today.getByRole("list", { name: "At a time" }).getByRole("listitem");
  await expect(timed).toHaveCount(1);
  await expect(timed.getByRole("link")).toHaveAccessibleName("9:00 – 9:30 AM Standup");
  await expect(timed).toHaveClass(/(^| )row-start-5 row-span-2 col-start-1 col-span-12( |$)/);
  await expect(today.locator(".wk-now")).toHaveCount(1);
  // The list's rows are not drawn as well.
  await expect(page.locator("ul.rows")).toHaveCount(0);

  // The next day keeps the hours, without the line; a title opens its page, whose Cancel
  // comes back to that day in them.
  await page.getByRole("link", { name: "Next day" }).click();
  const tomorrow = page.getByRole("region", { name: /^Tomorrow · \w+day, / });
  const dentist = tomorrow.getByRole("list", { name: "At a time" }).getByRole("link");
  await expect(dentist).toHaveAccessibleName("4:00 PM Dentist");
  await expect(tomorrow.locator(".wk-now")).toHaveCount(0);
  await dentist.click();
  await expect(page).toHaveURL(/\/objectives\/[\w-]+$/);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(tomorrow.getByRole("list", { name: "At a time" }).getByRole("link")).toHaveAccessibleName(
    "4:00 PM Dentist",
  );

  // `?layout=list` shows the list for that view alone; another dashboard has its own layout.
  await page.goto(`${home}?layout=list`);
  await expect(layout.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(".week")).toHaveCount(0);
  await createDashboard(page, "Work");
  await expect(layout.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
  // Its settings' View section chooses it too.
  const work = new URL(page.url()).pathname;
  await page.goto(`${work}/settings`);
  // With JavaScript choosing saves, once the page is hydrated (the button is hidden from the start).
  if (javaScriptEnabled) await hydrated(page);
  await page.getByLabel("Layout of each day").selectOption("Hours");
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Save layout" }).click();
  await expect(page.getByText("Options saved.")).toBeVisible();
  await page.goto(work);
  await expect(layout.getByRole("button", { name: "Hours" })).toHaveAttribute("aria-pressed", "true");
  await page.goto(home);
  await expect(layout.getByRole("button", { name: "Hours" })).toHaveAttribute("aria-pressed", "true");

  if (javaScriptEnabled) {
    await hydrated(page);
    await dismissToasts(page);
    const hours = today.getByRole("list", { name: "At a time" });
    // The overdue report onto 3 PM: today then, with Undo back to yesterday.
    await dropOnHours(page, overdue, hours, "15:00");
    await expect(page.getByText(/^Moved to \w+day, .* at 3:00 PM\.$/)).toBeVisible();
    await expect(hours.getByRole("link", { name: /Report/ })).toHaveAccessibleName("3:00 PM Report");
    await expect(today.getByRole("list", { name: /^Overdue/ })).toHaveCount(0);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(overdue).toHaveText([/^Report/]);
    await expect(timed).toHaveCount(1);
    // A click on a free hour starts quick add's line at that time.
    const free = (await hours.boundingBox())!;
    await page.mouse.click(free.x + free.width / 2, free.y + (free.height / 40) * 24 + 3);
    await expect(page.getByLabel("New objective")).toHaveValue(/^\d{4}-\d\d-\d\d 14:00 $/);
    // The keyboard's way (use-block-keys.ts): Alt+↓ twice is half an hour later, Alt+Shift+↓ a
    // quarter of an hour longer; the focus stays, and the pause after saves it as one change.
    await dismissToasts(page);
    const standup = timed.getByRole("link");
    await expect(standup).toHaveAttribute("aria-keyshortcuts", /^Alt\+ArrowUp Alt\+ArrowDown /);
    await standup.focus();
    for (const key of ["Alt+ArrowDown", "Alt+ArrowDown", "Alt+Shift+ArrowDown"]) await page.keyboard.press(key);
    await expect(timed).toHaveClass(/(^| )row-start-7 row-span-3 /);
    await expect(page.getByText("Now 9:30 – 10:15 AM.")).toBeVisible();
    await expect(standup).toHaveAccessibleName("9:30 – 10:15 AM Standup");
    await expect(standup).toBeFocused();
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(standup).toHaveAccessibleName("9:00 – 9:30 AM Standup");
    await expect(timed).toHaveClass(/(^| )row-start-5 row-span-2 /);
  }

  // Archived, it is still its hours to read, and nothing on them drags.
  await postForm(page, `${home}/settings`, { intent: "archive", archived: "true" });
  await page.goto(home);
  await expect(timed.getByRole("link")).toHaveAccessibleName("9:00 – 9:30 AM Standup");
  if (javaScriptEnabled) await hydrated(page);
  await expect(today.locator("[draggable]")).toHaveCount(0);
  await expect(today.locator(".wk-stretch")).toHaveCount(0);

  // Back to the list: the day's rows.
  await layout.getByRole("button", { name: "List" }).click();
  await expect(layout.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(".week")).toHaveCount(0);
  await expect(page.locator("ul.rows").first()).toContainText("Standup");
});

test("the hours' code loads only for them: meanwhile the page keeps what the server drew, then they drag", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "Without JavaScript there is no code to load");
  await newDashboard(page, "Home");
  const home = new URL(page.url()).pathname;
  // The list, the usual first visit, does not load the grid's code at all.
  const loaded: string[] = [];
  page.on("request", (r) => void (/\/assets\/(day-hours|hours-grid)-/.test(r.url()) && loaded.push(r.url())));
  await saved(page, true, () => quickAdd(page, "Standup today 9:00-9:30"));
  expect(loaded).toEqual([]);
  // The pointer coming to "Hours" starts loading it, so a click shows them at once.
  await page.getByRole("form", { name: "Layout" }).getByRole("button", { name: "Hours" }).hover();
  await expect.poll(() => loaded.length).toBeGreaterThan(0);
  loaded.length = 0;
  // Chosen by the switch's own post, the page then opened with the grid's code held back.
  await postForm(page, `${home}?index`, { intent: "layout", layout: "hours" });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(day-hours|hours-grid)-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The page's own clock, to stop it below.
  await page.clock.install();
  await page.goto(home);
  await hydrated(page);
  const block = page.getByRole("list", { name: "At a time" }).getByRole("listitem");
  await expect(block.getByRole("link")).toHaveAccessibleName("9:00 – 9:30 AM Standup");
  await expect(block).not.toHaveAttribute("draggable");
  expect(loaded.length).toBeGreaterThan(0);
  release();
  await expect(block).toHaveAttribute("draggable", "true");
  await expect(block.getByRole("link")).toHaveAccessibleName("9:00 – 9:30 AM Standup");
  // A key, then the focus moves on at once: saved then, not after the pause (the clock stands
  // still, so the pause never ends by itself).
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await block.getByRole("link").focus();
  await page.keyboard.press("Alt+ArrowDown");
  await page.keyboard.press("Tab");
  await expect(page.getByText(/^Moved to \w+day, .* at 9:15 AM\.$/)).toBeVisible();
  await expect(block.getByRole("link")).toHaveAccessibleName("9:15 – 9:45 AM Standup");
});

test("a layout the switch does not offer is refused, on the day and in its settings", async ({ page }) => {
  await newDashboard(page);
  const day = new URL(page.url()).pathname;
  for (const path of [`${day}?index`, `${day}/settings`]) {
    const refused = await page.request.post(path, { form: { intent: "layout", layout: "week" }, maxRedirects: 0 });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("Choose List or Hours.");
  }
});
