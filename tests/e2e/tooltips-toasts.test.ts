import { expect, test } from "./fixtures";
import { dismissToasts, hydrated, items, newDashboard, nextSave, quickAdd } from "./helpers";

// Tooltips and toasts follow the specification's constants: 700 ms to open, 300 ms skip
// delay, Escape; toasts at most 5, paused while the pointer is on them. Both need JavaScript;
// without it the accessible names and the server's flash message are what people get.
test.describe("tooltips and toasts", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "hover and timers need JavaScript");

  test("an icon button's tooltip: after the delay on hover, at once on the next, on focus, and Escape", async ({
    page,
  }) => {
    await newDashboard(page);
    await quickAdd(page, "First");
    await expect(items(page)).toHaveCount(1);
    await quickAdd(page, "Second");
    await expect(items(page)).toHaveCount(2);
    await hydrated(page);
    const tooltip = page.getByRole("tooltip", { includeHidden: true });
    // The accessible name ("Mark as done" and the title) stays the whole story; the
    // tooltip is a short visual echo of its first part.
    const done = page.getByRole("button", { name: "Mark as done First" });
    await done.hover();
    await page.waitForTimeout(350);
    await expect(tooltip).toHaveCount(0);
    await expect(tooltip).toHaveText("Mark as done", { timeout: 1500 });

    // Moving to the next icon button skips the delay.
    const started = Date.now();
    await page.getByRole("link", { name: "More actions First" }).hover();
    await expect(tooltip).toHaveText("More actions");
    expect(Date.now() - started).toBeLessThan(600);

    await page.keyboard.press("Escape");
    await expect(tooltip).toHaveCount(0);

    // Keyboard focus opens it too, and leaving the button closes it.
    await page.mouse.move(0, 0);
    await page.waitForTimeout(400);
    await page.getByRole("button", { name: "Mark as done Second" }).focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(tooltip).toHaveText("Mark as done", { timeout: 1500 });
    await page.keyboard.press("Escape");
    await expect(tooltip).toHaveCount(0);
  });

  test("at most five toasts stack, and they wait while the pointer is on them", async ({ page }) => {
    await newDashboard(page);
    for (const [i, title] of ["One", "Two", "Three"].entries()) {
      await quickAdd(page, title);
      await expect(items(page)).toHaveCount(i + 1);
    }
    await hydrated(page);
    const toasts = page.getByRole("region", { name: "Notifications" }).getByRole("status");
    // Rest the pointer on the newest toast (the bottom one; each new toast takes that place):
    // nothing expires while it is there.
    await expect(toasts.last()).toBeVisible();
    await toasts.last().hover();
    // Six more distinct messages (each toggle has its own undo), pressed from the keyboard,
    // each answered before the next: a row's second toggle while its first is still on its
    // way replaces that request in the browser, and its message with it (as it should: the
    // row shows the newer state), which on a loaded machine left four toasts, not five.
    for (const [from, to] of [
      ["Mark as done", "Mark as not done"],
      ["Mark as not done", "Mark as done"],
    ]) {
      for (const title of ["One", "Two", "Three"]) {
        const answered = nextSave(page);
        await page.getByRole("button", { name: `${from} ${title}` }).press("Enter");
        await expect(page.getByRole("button", { name: `${to} ${title}` })).toBeVisible();
        await answered;
      }
    }
    await expect(toasts).toHaveCount(5);
    await page.waitForTimeout(5500);
    await expect(toasts).toHaveCount(5);
    // Away from them, the clock runs again: these five came while it stood, so each has its
    // whole 5 s from now.
    await page.mouse.move(0, 0);
    await page.waitForTimeout(3500);
    await expect(toasts).toHaveCount(5);
    await expect(toasts).toHaveCount(0, { timeout: 6000 });
  });

  test("each message goes 5 s after it came, not 5 s after the one before it", async ({ page }) => {
    await newDashboard(page);
    for (const title of ["One", "Two"]) await quickAdd(page, title);
    await expect(items(page)).toHaveText(["One", "Two"]);
    await hydrated(page);
    await dismissToasts(page);
    await page.mouse.move(0, 0);
    const marked = page.getByRole("region", { name: "Notifications" }).getByText("Marked as done.");
    await page.getByRole("button", { name: "Mark as done One" }).click();
    await expect(marked).toHaveCount(1);
    await page.waitForTimeout(1000);
    await page.getByRole("button", { name: "Mark as done Two" }).click();
    await expect(marked).toHaveCount(2);
    // The first goes at its 5 s; the second about a second later, at its own (waiting in
    // line, it would stay 5 s more).
    await expect(marked).toHaveCount(1, { timeout: 8000 });
    const firstGone = Date.now();
    await expect(marked).toHaveCount(0, { timeout: 8000 });
    expect(Date.now() - firstGone).toBeLessThan(4000);
  });

  test("a reload right after a change shows its message once, not again; one not yet shown still comes", async ({
    page,
  }) => {
    await newDashboard(page);
    await quickAdd(page, "One");
    await expect(items(page)).toHaveText(["One"]);
    await hydrated(page);
    await dismissToasts(page);
    const region = page.getByRole("region", { name: "Notifications" });
    const answered = nextSave(page);
    await page.getByRole("button", { name: "Mark as done One" }).click();
    await expect(region.getByText("Marked as done.")).toBeVisible();
    await answered;
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("button", { name: "Mark as not done One" })).toBeVisible();
    await expect(region.getByRole("status")).toHaveCount(0);
    // A change whose page reload never came (no connection: decision 069) is shown by the next page load.
    await page.route("**/*.data*", (route) =>
      route.request().method() === "GET" ? route.abort("internetdisconnected") : route.continue(),
    );
    await page.getByRole("button", { name: "Mark as not done One" }).click();
    await expect
      .poll(async () => (await page.context().cookies()).filter((c) => c.name.startsWith("flash-")).length)
      .toBe(1);
    await page.unroute("**/*.data*");
    await page.reload();
    await expect(region.getByText("Marked as not done.")).toBeVisible();
  });

  test("a message waits while the focus is in it; z presses the newest Undo, but not while typing", async ({
    page,
  }) => {
    await newDashboard(page);
    await quickAdd(page, "Water the plants");
    await expect(items(page)).toHaveText(["Water the plants"]);
    await hydrated(page);
    const toasts = page.getByRole("region", { name: "Notifications" }).getByRole("status");
    const done = page.getByRole("button", { name: "Mark as done Water the plants" });
    const notDone = page.getByRole("button", { name: "Mark as not done Water the plants" });
    // Only this test's message in the stack, and the pointer away from them.
    await dismissToasts(page);
    await page.mouse.move(0, 0);
    await done.click();
    const marked = toasts.filter({ hasText: "Marked as done." });
    await expect(marked).toBeVisible();
    // A keyboard on its way to Undo: the message stays while the focus is in it.
    await marked.getByRole("button", { name: "Undo" }).focus();
    await page.waitForTimeout(5500);
    await expect(marked).toBeVisible();
    await page.getByLabel("New objective").focus();
    await expect(marked).toHaveCount(0, { timeout: 8000 });
    // "z" in a field is a letter; elsewhere it is Undo.
    await notDone.click();
    await expect(toasts.filter({ hasText: "Marked as not done." })).toBeVisible();
    await page.getByLabel("New objective").press("z");
    await expect(page.getByLabel("New objective")).toHaveValue("z");
    await expect(done).toBeVisible();
    await page.getByLabel("New objective").fill("");
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press("z");
    await expect(notDone).toBeVisible();
  });
});
