import { expect, test } from "./fixtures";
import {
  holdSaves,
  hydrated,
  items,
  list,
  newDashboard,
  nextSave,
  pasteInto,
  quickAdd,
  rowAction,
  saved,
  touchDrag,
} from "./helpers";

// An objective's checklist (decision 045): steps added, ticked, renamed and deleted (with
// Undo) on its page; its row says how many are ticked. JavaScript on and off.

test("a checklist: add steps, tick, rename, delete and undo; the row counts them", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  await newDashboard(page, "Holidays");
  await quickAdd(page, "Pack for the trip");
  await expect(list(page).getByText("Pack for the trip")).toBeVisible();
  // No checklist, no mark on the row.
  await expect(list(page).getByLabel(/steps? done on/)).toHaveCount(0);
  await rowAction(page, "Pack for the trip", "Edit");
  await expect(page).toHaveURL(/\/objectives\/[0-9a-f-]{36}$/);
  // An objective's page is in its day's section.
  const tabs = page.getByRole("navigation", { name: "Dashboard" });
  await expect(tabs.getByRole("link", { name: "Day", exact: true })).toHaveAttribute("aria-current", "true");
  const objectiveUrl = page.url();
  const checklist = page.getByRole("region", { name: "Checklist" });
  await expect(checklist.getByText("No steps yet.", { exact: false })).toBeVisible();

  // Three steps, one after the other: the field is empty and ready for the next each time.
  const field = checklist.getByLabel("Add a step");
  for (const step of ["Passports", "Chargers", "Snacks"]) {
    await field.fill(step);
    await saved(page, javaScriptEnabled, () => checklist.getByRole("button", { name: "Add", exact: true }).click());
    await expect(checklist.getByRole("listitem").last()).toHaveText(new RegExp(`^${step}`));
    await expect(field).toHaveValue("");
    await expect(field).toBeFocused();
  }
  const steps = checklist.getByRole("listitem");
  await expect(steps).toHaveText([/^Passports/, /^Chargers/, /^Snacks/]);
  await expect(checklist.getByRole("heading")).toHaveText("Checklist 0 of 3 done");

  // Ticked, and unticked again.
  await saved(page, javaScriptEnabled, () => checklist.getByRole("button", { name: "Tick off Passports" }).click());
  await expect(checklist.getByRole("button", { name: "Untick Passports" })).toBeVisible();
  await saved(page, javaScriptEnabled, () => checklist.getByRole("button", { name: "Tick off Chargers" }).click());
  await saved(page, javaScriptEnabled, () => checklist.getByRole("button", { name: "Untick Chargers" }).click());
  await expect(checklist.getByRole("heading")).toHaveText("Checklist 1 of 3 done");

  // Renamed in place; a blank title is refused next to the field, what was there kept.
  await checklist.getByRole("link", { name: "Edit the step Chargers" }).click();
  const title = checklist.getByLabel("Step", { exact: true });
  await expect(title).toBeFocused();
  await expect(title).toHaveValue("Chargers");
  await title.fill("Phone chargers");
  await saved(page, javaScriptEnabled, () => checklist.getByRole("button", { name: "Save", exact: true }).click());
  await expect(steps).toHaveText([/^Passports/, /^Phone chargers/, /^Snacks/]);
  const chargersId = (await checklist
    .getByRole("button", { name: "Delete the step Phone chargers" })
    .getAttribute("value"))!;
  const blank = await page.request.post(objectiveUrl, {
    form: { intent: "rename-item", itemId: chargersId, title: "  " },
  });
  expect(blank.status()).toBe(400);
  const refused = await blank.text();
  expect(refused).toContain("Write the step first.");
  expect(refused).toContain('aria-invalid="true"');

  // Moved up twice from its edit form, which stays open until it is first; then back down.
  await checklist.getByRole("link", { name: "Edit the step Snacks" }).click();
  const up = checklist.getByRole("button", { name: "Move up" });
  await saved(page, javaScriptEnabled, () => up.click());
  await expect(steps).toHaveText([/^Passports/, /^Step/, /^Phone chargers/]);
  await saved(page, javaScriptEnabled, () => up.click());
  await expect(up).toHaveCount(0);
  await expect(checklist.getByLabel("Step", { exact: true })).toHaveValue("Snacks");
  await saved(page, javaScriptEnabled, () => checklist.getByRole("button", { name: "Move down" }).click());
  await saved(page, javaScriptEnabled, () => checklist.getByRole("button", { name: "Move down" }).click());
  await expect(checklist.getByRole("button", { name: "Move down" })).toHaveCount(0);
  await checklist.getByRole("link", { name: "Cancel" }).click();
  await expect(steps).toHaveText([/^Passports/, /^Phone chargers/, /^Snacks/]);

  // Deleted at once, and back in its place with Undo, ticked as it was.
  await saved(page, javaScriptEnabled, () =>
    checklist.getByRole("button", { name: "Delete the step Passports" }).click(),
  );
  await expect(page.getByText("Step deleted.")).toBeVisible();
  await expect(steps).toHaveText([/^Phone chargers/, /^Snacks/]);
  await saved(page, javaScriptEnabled, () => page.getByRole("button", { name: "Undo" }).click());
  await expect(steps).toHaveText([/^Passports/, /^Phone chargers/, /^Snacks/]);
  await expect(checklist.getByRole("button", { name: "Untick Passports" })).toBeVisible();

  // A double submit adds one step.
  const requestId = crypto.randomUUID();
  for (let i = 0; i < 2; i++)
    await page.request.post(objectiveUrl, {
      form: { intent: "add-item", title: "Sun cream", requestId },
      maxRedirects: 0,
    });
  await page.reload();
  await expect(steps).toHaveText([/^Passports/, /^Phone chargers/, /^Snacks/, /^Sun cream/]);

  // The day's row says how far it is. Without JavaScript it leads to the list; with, it opens
  // the steps under the row, where they are ticked in place (decision 051).
  await page.getByRole("link", { name: "Day", exact: true }).click();
  const mark = (done: number) => list(page).getByLabel(`${done}/4 steps done on Pack for the trip`);
  await expect(mark(1)).toHaveText("1/4");
  if (!javaScriptEnabled) {
    await mark(1).click();
    await expect(page).toHaveURL(`${objectiveUrl}#checklist`);
    await expect(page.getByRole("region", { name: "Checklist" })).toBeVisible();
    return;
  }
  await expect(mark(1)).toHaveAttribute("aria-expanded", "false");
  await mark(1).click();
  await expect(mark(1)).toHaveAttribute("aria-expanded", "true");
  const inPlace = list(page).getByRole("group", { name: "Pack for the trip", exact: true });
  const step = (name: string) => inPlace.getByRole("checkbox", { name });
  await expect(inPlace.getByRole("checkbox")).toHaveText(["Passports", "Phone chargers", "Snacks", "Sun cream"]);
  await expect(step("Passports")).toBeChecked();
  await expect(step("Snacks")).not.toBeChecked();
  await saved(page, true, () => step("Snacks").click());
  await expect(step("Snacks")).toBeChecked();
  await expect(mark(2)).toHaveText("2/4");
  await saved(page, true, () => step("Passports").click());
  await expect(step("Passports")).not.toBeChecked();
  await expect(mark(1)).toHaveText("1/4");
  // Two steps added there, the second typed while the first is saved: both, in order.
  const add = inPlace.getByRole("textbox", { name: "Add a step" });
  await add.fill("Towels");
  await add.press("Enter");
  await expect(add).toHaveValue("");
  await add.fill("Sunglasses");
  await add.press("Enter");
  await expect(inPlace.getByRole("checkbox")).toHaveText([
    "Passports",
    "Phone chargers",
    "Snacks",
    "Sun cream",
    "Towels",
    "Sunglasses",
  ]);
  const mark6 = list(page).getByLabel("1/6 steps done on Pack for the trip");
  await expect(mark6).toHaveText("1/6");
  // Closed again; the ticks and steps are the objective's own, on its page too.
  await mark6.click();
  await expect(inPlace).toHaveCount(0);
  // Reopened, its steps show at once from the last answer while they load again (held
  // here): the panel does not jump, and "Edit steps" stays where it is.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/steps(\.data)?(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await mark6.click();
  await expect(inPlace).toHaveAttribute("aria-busy", "true");
  await expect(inPlace.getByRole("checkbox")).toHaveCount(6);
  release();
  await expect(inPlace).toHaveAttribute("aria-busy", "false");
  await page.unroute(/\/steps(\.data)?(\?|$)/);
  await inPlace.getByRole("link", { name: "Edit steps" }).click();
  await expect(page).toHaveURL(`${objectiveUrl}#checklist`);
  await expect(page.getByRole("button", { name: "Untick Snacks" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Tick off Passports" })).toBeVisible();
  await expect(steps).toHaveText([/^Passports/, /^Phone chargers/, /^Snacks/, /^Sun cream/, /^Towels/, /^Sunglasses/]);
});

test("a checklist comes again, unticked, with a repeating objective's next one", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Home");
  await quickAdd(page, "Groceries every week");
  await rowAction(page, "Groceries", "Edit");
  const checklist = page.getByRole("region", { name: "Checklist" });
  await checklist.getByLabel("Add a step").fill("Milk");
  await saved(page, javaScriptEnabled, () => checklist.getByRole("button", { name: "Add", exact: true }).click());
  await saved(page, javaScriptEnabled, () => checklist.getByRole("button", { name: "Tick off Milk" }).click());
  await page.getByRole("link", { name: "Day", exact: true }).click();
  await expect(list(page).getByLabel("1/1 step done on Groceries")).toHaveText("1/1");
  // On /today too, with JavaScript, the row opens its steps in place (decision 051).
  if (javaScriptEnabled) {
    await page.goto("/today");
    await hydrated(page);
    await page.getByLabel("1/1 step done on Groceries").click();
    await expect(page.getByRole("group", { name: "Groceries", exact: true }).getByRole("checkbox")).toHaveText([
      "Milk",
    ]);
    await expect(page.getByRole("checkbox", { name: "Milk" })).toBeChecked();
    await page.goBack();
  }
  await saved(page, javaScriptEnabled, () => page.getByRole("button", { name: "Mark as done Groceries" }).click());
  await expect(page.getByText("Marked as done.", { exact: false })).toBeVisible();
  // Next week's has the same step, to do again: ticked in place on /upcoming with JavaScript.
  await page.goto("/upcoming");
  const mark = (done: number) => page.getByLabel(`${done}/1 step done on Groceries`);
  await expect(mark(0)).toHaveText("0/1");
  if (!javaScriptEnabled) return;
  await hydrated(page);
  await mark(0).click();
  await saved(page, true, () => page.getByRole("checkbox", { name: "Milk" }).click());
  await expect(page.getByRole("checkbox", { name: "Milk" })).toBeChecked();
  await expect(mark(1)).toHaveText("1/1");
});

test("the next step typed while the last one is saved is kept, and added too", async ({ page, javaScriptEnabled }) => {
  // Without JavaScript each add is a page load: there is no "while".
  test.skip(!javaScriptEnabled, "a fetcher's save");
  await newDashboard(page, "Home");
  await quickAdd(page, "Clean the flat");
  await rowAction(page, "Clean the flat", "Edit");
  const checklist = page.getByRole("region", { name: "Checklist" });
  const add = checklist.getByRole("button", { name: "Add", exact: true });
  await hydrated(page);
  await checklist.getByLabel("Add a step").fill("Kitchen");
  await add.click();
  // Typed at once: the form that empties once "Kitchen" is saved keeps it.
  await checklist.getByLabel("Add a step").fill("Bathroom");
  await add.click();
  await expect(checklist.getByRole("listitem")).toHaveText([/^Kitchen/, /^Bathroom/]);
  await expect(checklist.getByLabel("Add a step")).toHaveValue("");
  // Typed fast, each answer held until all are entered: the field empties for each, the
  // steps show greyed at once, and they land whole, in order (decision 047).
  const letGo = await holdSaves(page);
  await checklist.getByLabel("Add a step").click();
  for (const step of ["Hall", "Stairs", "Balcony"]) {
    await page.keyboard.type(step);
    await page.keyboard.press("Enter");
    await expect(checklist.getByLabel("Add a step")).toHaveValue("");
  }
  await expect(checklist.getByText("Adding: Stairs")).toBeAttached();
  letGo();
  await expect(checklist.getByRole("listitem")).toHaveText([/^Kitchen/, /^Bathroom/, /^Hall/, /^Stairs/, /^Balcony/]);
});

test("with JavaScript, a step is dragged to a new place", async ({ page, javaScriptEnabled }) => {
  // Without JavaScript, "Move up" and "Move down" do it (the first test).
  test.skip(!javaScriptEnabled, "dragging needs JavaScript");
  await newDashboard(page, "Kitchen");
  await quickAdd(page, "Bake bread");
  await rowAction(page, "Bake bread", "Edit");
  const checklist = page.getByRole("region", { name: "Checklist" });
  const steps = checklist.getByRole("listitem");
  await hydrated(page);
  for (const step of ["Flour", "Water", "Salt"]) {
    await checklist.getByLabel("Add a step").fill(step);
    await saved(page, true, () => checklist.getByRole("button", { name: "Add", exact: true }).click());
  }
  await expect(steps).toHaveText([/^Flour/, /^Water/, /^Salt/]);
  // A real drag in steps; retried, since dropping "Salt" on the first step twice is the same.
  const save = nextSave(page);
  await expect(async () => {
    await steps.filter({ hasText: "Salt" }).getByText("Salt").hover();
    await page.mouse.down();
    const target = (await steps.first().boundingBox())!;
    await page.mouse.move(target.x + 60, target.y + 10, { steps: 12 });
    await page.mouse.up();
    await expect(steps).toHaveText([/^Salt/, /^Flour/, /^Water/], { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await save;
  await page.reload();
  await expect(steps).toHaveText([/^Salt/, /^Flour/, /^Water/]);
});

test("with JavaScript, a finger drags a step by its grip", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "dragging needs JavaScript");
  await newDashboard(page, "Kitchen");
  await quickAdd(page, "Make soup");
  await rowAction(page, "Make soup", "Edit");
  const checklist = page.getByRole("region", { name: "Checklist" });
  const steps = checklist.getByRole("listitem");
  await hydrated(page);
  for (const step of ["Onions", "Carrots", "Stock"]) {
    await checklist.getByLabel("Add a step").fill(step);
    await saved(page, true, () => checklist.getByRole("button", { name: "Add", exact: true }).click());
  }
  await touchDrag(page, steps.nth(2).locator(".row-grip"), steps.first());
  await expect(steps).toHaveText([/^Stock/, /^Onions/, /^Carrots/]);
  await page.reload();
  await expect(steps).toHaveText([/^Stock/, /^Onions/, /^Carrots/]);
});

test("with JavaScript, a list pasted into the empty field adds a step for each line", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the field holds one line without JavaScript");
  await newDashboard(page, "Trip");
  await quickAdd(page, "Pack");
  await rowAction(page, "Pack", "Edit");
  const checklist = page.getByRole("region", { name: "Checklist" });
  const field = checklist.getByLabel("Add a step");
  await hydrated(page);
  await expect(checklist.getByText("Paste a list to add a step for each line.")).toBeVisible();
  const paste = (text: string) => pasteInto(field, text);
  await saved(page, true, () => paste("Passports\r\n  Chargers\n\nSun cream\n"));
  await expect(checklist.getByRole("listitem")).toHaveText([/^Passports/, /^Chargers/, /^Sun cream/]);
  await expect(field).toHaveValue("");
  // Too many for one checklist: nothing is added, and the field says why.
  await paste(Array.from({ length: 98 }, (_, i) => `Sock ${i + 1}`).join("\n"));
  await expect(checklist.getByText("A checklist can have at most 100 steps.")).toBeVisible();
  await expect(checklist.getByRole("listitem")).toHaveCount(3);
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("a step deleted meanwhile (another tab, another member): ticking it says so, and it goes", async ({
  page,
  javaScriptEnabled,
}) => {
  // The page does not hear of the deletion (its live connection answers nothing), as when the
  // connection has dropped, or the click comes first.
  await page.routeWebSocket(/\/live$/, () => {});
  await newDashboard(page, "Garden");
  await quickAdd(page, "Plant bulbs");
  await rowAction(page, "Plant bulbs", "Edit");
  const checklist = page.getByRole("region", { name: "Checklist" });
  await checklist.getByLabel("Add a step").fill("Tulips");
  await saved(page, javaScriptEnabled, () => checklist.getByRole("button", { name: "Add", exact: true }).click());
  const tick = checklist.getByRole("button", { name: "Tick off Tulips" });
  const itemId = (await checklist.getByRole("button", { name: "Delete the step Tulips" }).getAttribute("value"))!;
  const gone = await page.request.post(page.url(), { form: { intent: "delete-item", itemId } });
  expect(gone.ok()).toBe(true);
  if (javaScriptEnabled) await hydrated(page);
  await tick.click();
  // With JavaScript a message (the list has no place for it); without, above the list.
  const message = javaScriptEnabled ? page.getByRole("alert") : checklist;
  await expect(message.getByText("This step no longer exists.")).toBeVisible();
  await expect(checklist.getByRole("listitem")).toHaveCount(0);
  await expect(checklist.getByText("No steps yet.", { exact: false })).toBeVisible();
});

test("a step made an objective of its own comes right below its own; Undo puts it back", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page, "Travel");
  await quickAdd(page, "Plan the trip");
  await quickAdd(page, "Water the plants");
  // Both on the list (their saves and reloads done) before leaving the day.
  await expect(items(page)).toHaveText(["Plan the trip", "Water the plants"]);
  await rowAction(page, "Plan the trip", "Edit");
  await expect(page).toHaveURL(/\/objectives\/[0-9a-f-]{36}$/);
  const objectiveUrl = page.url();
  const checklist = page.getByRole("region", { name: "Checklist" });
  for (const step of ["Maps", "Book the hotel"]) {
    await checklist.getByLabel("Add a step").fill(step);
    await saved(page, javaScriptEnabled, () => checklist.getByRole("button", { name: "Add", exact: true }).click());
  }
  const steps = checklist.getByRole("listitem");
  await expect(steps).toHaveText([/^Maps/, /^Book the hotel/]);
  const makeIt = checklist.getByRole("button", { name: "Make it an objective" });
  await checklist.getByRole("link", { name: "Edit the step Book the hotel" }).click();
  await makeIt.click();
  await expect(page.getByText("The step is now an objective of its own, right below this one.")).toBeVisible();
  await expect(steps).toHaveText([/^Maps/]);
  // Undo: the step is back, and the objective it became is gone.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(steps).toHaveText([/^Maps/, /^Book the hotel/]);
  await page.getByRole("link", { name: "Day", exact: true }).click();
  await expect(items(page)).toHaveText(["Plan the trip", "Water the plants"]);

  // Again, sent twice (a double click without JavaScript): one objective, below its own.
  await page.goto(objectiveUrl);
  await checklist.getByRole("link", { name: "Edit the step Book the hotel" }).click();
  const form = checklist.locator("form").filter({ has: page.getByRole("button", { name: "Make it an objective" }) });
  const fields = {
    intent: "item-to-objective",
    itemId: (await form.locator("input[name=itemId]").inputValue())!,
    requestId: (await form.locator("input[name=requestId]").inputValue())!,
  };
  for (let i = 0; i < 2; i++) expect((await page.request.post(objectiveUrl, { form: fields })).ok()).toBe(true);
  await page.getByRole("link", { name: "Day", exact: true }).click();
  await expect(items(page)).toHaveText(["Plan the trip", "Book the hotel", "Water the plants"]);
  await expect(list(page).getByLabel("0/1 step done on Plan the trip")).toBeVisible();
});

test("a row's steps open on the day while the objective is deleted: the day stays, and Undo brings it back", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "steps open in place with JavaScript (decision 051)");
  await newDashboard(page, "Holidays");
  const dashboard = new URL(page.url()).pathname;
  await quickAdd(page, "Pack");
  await rowAction(page, "Pack", "Edit");
  await expect(page).toHaveURL(/\/objectives\/[0-9a-f-]{36}$/);
  const objectiveId = new URL(page.url()).pathname.split("/").pop()!;
  const checklist = page.getByRole("region", { name: "Checklist" });
  await checklist.getByLabel("Add a step").fill("Passports");
  await saved(page, true, () => checklist.getByRole("button", { name: "Add", exact: true }).click());
  await page.getByRole("link", { name: "Day", exact: true }).click();
  await list(page).getByLabel("0/1 step done on Pack").click();
  await expect(page.getByRole("checkbox", { name: "Passports" })).toBeVisible();
  // A step refused in place (too long: past the field's own limit) is said next to the
  // field, in words, with what was typed kept there; a 400, nothing added.
  const add = page.getByRole("textbox", { name: "Add a step" });
  await add.evaluate((input) => input.removeAttribute("maxlength"));
  const refused = page.waitForResponse((r) => r.request().method() === "POST");
  await add.fill("x".repeat(501));
  await add.press("Enter");
  expect((await refused).status()).toBe(400);
  await expect(page.getByText("A step can be at most 500 characters long.")).toBeVisible();
  await expect(add).toHaveValue("x".repeat(501));
  await expect(add).toHaveAttribute("aria-invalid", "true");
  await expect(list(page).getByLabel("0/1 step done on Pack")).toBeVisible();
  // Deleted with its steps open: React Router reloads them with the day, and they are gone.
  await saved(page, true, () => rowAction(page, "Pack", "Delete"));
  await expect(page.getByText("Objective deleted.", { exact: false })).toBeVisible();
  await expect(list(page).getByText("Pack")).toHaveCount(0);
  await expect(page.getByLabel("New objective")).toBeVisible();
  await saved(page, true, () => page.getByRole("button", { name: "Undo" }).click());
  await expect(list(page).getByText("Pack")).toBeVisible();

  // The steps' JSON: an objective that is not there (or not on this dashboard) has none.
  const steps = (id: string, on = dashboard) => page.request.get(`${on}/objectives/${id}/steps`);
  expect(await (await steps(objectiveId)).json()).toEqual({
    checklist: [expect.objectContaining({ title: "Passports", done: false })],
  });
  expect(await (await steps(crypto.randomUUID())).json()).toEqual({ checklist: null });
  expect(await (await steps("not-an-id")).json()).toEqual({ checklist: null });
  expect(await (await steps(objectiveId, `/dashboards/${crypto.randomUUID()}`)).json()).toEqual({ checklist: null });
});
