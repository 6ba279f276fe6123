import { expect, test } from "./fixtures";
import { hydrated, items, newDashboard } from "./helpers";

const isData = (url: string) => new URL(url).pathname.endsWith(".data");
const isDayData = (url: string) => /\/dashboards\/[0-9a-f-]{36}\.data/.test(new URL(url).pathname);

// React Router learns the routes a page links to while it runs (/__manifest). A save that
// ends while a link's route is being learnt must not leave the page behind its URL: React
// Router 8.4 did (decision 050; patches/react-router+8.4.0.patch backports 8.5.3's fix).
test.describe("navigating while a save ends", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "without JavaScript every link loads a document");

  test("Edit, pressed while a line is saved, opens the objective once its route is known", async ({ page }) => {
    await newDashboard(page, "Travel");
    await hydrated(page);
    await page.getByLabel("New objective").fill("Plan the trip");
    await page.getByLabel("New objective").press("Enter");
    await expect(items(page)).toHaveText(["Plan the trip"]);
    // The objective's route stays unknown until the save below has been answered and the day
    // reloaded, and that answer comes after Edit was pressed: a slow network, made certain.
    const gate = () => {
      let open = () => {};
      const opened = new Promise<void>((resolve) => (open = resolve));
      return { open, opened };
    };
    const [routes, save] = [gate(), gate()];
    await page.route("**/__manifest*", async (route) => {
      await routes.opened;
      await route.continue();
    });
    await page.route(
      (url) => isDayData(url.href),
      async (route) => {
        if (route.request().method() === "POST") await save.opened;
        await route.continue();
      },
    );
    await page.getByRole("link", { name: "More actions Plan the trip", exact: true }).click();
    const edit = page.getByRole("group", { name: "More actions Plan the trip" }).getByRole("link", { name: "Edit" });
    await expect(edit).toBeVisible();
    const reloaded = page
      .waitForResponse((r) => r.request().method() === "POST" && isDayData(r.url()))
      .then(() => page.waitForResponse((r) => r.request().method() === "GET" && isData(r.url())));
    const posted = page.waitForRequest((r) => r.method() === "POST" && isDayData(r.url()));
    await page.getByLabel("New objective").fill("Water the plants");
    await page.getByLabel("New objective").press("Enter");
    await posted;
    await edit.click();
    save.open();
    await reloaded;
    // The save is shown; the page has not moved without its route.
    await expect(items(page)).toHaveText(["Plan the trip", "Water the plants"]);
    await page.waitForTimeout(300);
    await expect(page.getByRole("heading", { name: "Edit objective" })).toHaveCount(0);
    routes.open();
    await expect(page).toHaveURL(/\/objectives\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "Edit objective" })).toBeVisible();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Plan the trip");
    // Back on the day, both lines are there.
    await page.goBack();
    await expect(items(page)).toHaveText(["Plan the trip", "Water the plants"]);
  });
});
