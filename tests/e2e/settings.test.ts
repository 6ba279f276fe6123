import { endPlan, subscribeThroughCheckout } from "./billing-helpers";
import { expect, test, type Page } from "./fixtures";
import { newDashboard, signInWithPassword, signOut, signUp } from "./helpers";

// /settings with JavaScript on and off: the theme on the first byte of every page, premium
// colours for subscribers only (the database refuses them otherwise), the name in the header
// at once, and the language saved.

/** Picks a swatch or a mode by its accessible name (the radio itself is visually hidden). */
async function pick(page: Page, name: string) {
  await page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name, exact: true }) })
    .click();
}

/** The `<html>` tag of `path` as the server sends it: before any script runs. */
async function firstByteTheme(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  return html.match(/<html[^>]*>/)?.[0] ?? "";
}

test("choose primary, neutral and dark mode: every page's first byte carries the theme", async ({ page }) => {
  await signUp(page);
  await page.goto("/settings");
  await expect(page.getByRole("radio", { name: "Green", exact: true })).toBeChecked();
  await pick(page, "Blue");
  await pick(page, "Zinc");
  await pick(page, "Dark");
  await page.getByRole("button", { name: "Save appearance" }).click();
  await expect(page.getByText("Appearance saved.")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-primary", "blue");

  await page.reload();
  await expect(page.getByRole("radio", { name: "Blue", exact: true })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Zinc", exact: true })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Dark", exact: true })).toBeChecked();
  for (const path of ["/about", "/", "/dashboards", "/settings"]) {
    const tag = await firstByteTheme(page, path);
    expect(tag, path).toContain('data-primary="blue"');
    expect(tag, path).toContain('data-neutral="zinc"');
    expect(tag, path).toContain('data-mode="dark"');
  }
  // The dark background is on screen without waiting for anything.
  await page.goto("/about");
  const background = await page.locator("body").evaluate((b) => getComputedStyle(b).backgroundColor);
  expect(background).not.toBe("rgb(255, 255, 255)");
});

test("a free person sees premium colours locked, and a direct request is refused", async ({ page }) => {
  await signUp(page);
  await page.goto("/settings");
  await expect(page.getByRole("radio", { name: "Rose (Premium)" })).toBeDisabled();
  await expect(page.getByRole("radio", { name: "Mauve (Premium)" })).toBeDisabled();
  await expect(page.getByText("Premium colours come with a paid plan.")).toBeVisible();

  const refused = await page.request.post("/settings", {
    form: { intent: "appearance", primary: "rose", neutral: "slate", mode: "system" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(422);
  const body = await refused.text();
  expect(body).toContain("Premium colours come with a paid plan.");
  expect(body).toContain('href="/subscription/portal"');
  // Nothing was saved: the next page is still green.
  expect(await firstByteTheme(page, "/about")).toContain('data-primary="green"');
});

test("a subscriber chooses premium colours; when the plan ends the theme falls back", async ({ page }) => {
  test.setTimeout(90_000);
  const email = await signUp(page);
  await subscribeThroughCheckout(page);
  await page.goto("/settings");
  await pick(page, "Rose (Premium)");
  await pick(page, "Mauve (Premium)");
  await page.getByRole("button", { name: "Save appearance" }).click();
  await expect(page.getByText("Appearance saved.")).toBeVisible();
  expect(await firstByteTheme(page, "/about")).toContain('data-primary="rose" data-neutral="mauve"');

  await endPlan(page, email);
  // The plan page noticed: the default colours from the next byte on, the choice kept aside.
  expect(await firstByteTheme(page, "/about")).toContain('data-primary="green" data-neutral="slate"');
  await page.goto("/settings");
  await expect(page.getByRole("radio", { name: "Green", exact: true })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Rose (Premium)" })).toBeDisabled();
});

test("a new name shows in the header at once", async ({ page }) => {
  await signUp(page);
  await page.goto("/settings");
  await page.getByLabel("Your name").fill("Ada Lovelace");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Ada Lovelace" })).toBeVisible();
  await page.goto("/dashboards");
  await expect(page.getByRole("banner").getByRole("link", { name: "Ada Lovelace" })).toBeVisible();
});

test("the start of the week: the calendar's and productivity's weeks begin on the day chosen, back to the language's", async ({
  page,
}) => {
  await newDashboard(page);
  const calendar = page.url() + "/calendar";
  await page.goto(calendar);
  await expect(page.getByRole("columnheader").first()).toHaveText("Sun");
  await page.goto("/settings");
  const field = page.getByLabel("Start of the week");
  // Nothing saved: English's, named.
  await expect(field).toHaveValue("");
  await expect(field.locator("option:checked")).toHaveText("Automatic (Sunday)");
  await field.selectOption({ label: "Monday" });
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();
  await expect(page.getByLabel("Start of the week")).toHaveValue("1");
  await page.goto(calendar);
  await expect(page.getByRole("columnheader")).toHaveText(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
  // Productivity's weekly goal counts the same weeks.
  const goals = page.getByRole("region", { name: "Goals" });
  await page.goto("/productivity");
  await expect(goals).toContainText("a week (Monday to Sunday)");
  // Another day, then the language's again.
  await page.goto("/settings");
  await page.getByLabel("Start of the week").selectOption({ label: "Saturday" });
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();
  await page.goto(calendar);
  await expect(page.getByRole("columnheader").first()).toHaveText("Sat");
  await page.goto("/productivity");
  await expect(goals).toContainText("a week (Saturday to Friday)");
  // The days off in the week's order.
  await expect(goals.getByRole("checkbox").first()).toHaveAccessibleName("Saturday");
  await page.goto("/settings");
  await page.getByLabel("Start of the week").selectOption("");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();
  await page.goto(calendar);
  await expect(page.getByRole("columnheader").first()).toHaveText("Sun");
  await page.goto("/productivity");
  await expect(goals).toContainText("a week (Sunday to Saturday)");
  // A day that is none: a 400 with the message next to the field, the name as typed.
  const res = await page.request.post("/settings", {
    form: { intent: "profile", displayName: "Ada", timeZone: "", weekStart: "9", homeView: "dashboards" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(400);
  expect(await res.text()).toContain("Choose a day of the week.");
});

test("the start page: the logo and signing in lead there; a page asked for first still wins", async ({ page }) => {
  const email = await signUp(page);
  await page.goto("/settings");
  const field = page.getByLabel("Start page");
  await expect(field).toHaveValue("dashboards");
  await field.selectOption({ label: "Today" });
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();
  await expect(page.getByLabel("Start page")).toHaveValue("today");
  // At once: the logo leads there, and so does the sign-in page while signed in.
  await page.getByRole("banner").getByRole("link", { name: "Planner" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/today");
  await page.goto("/login");
  await expect(page).toHaveURL((url) => url.pathname === "/today");
  // Signing in again lands there.
  await signOut(page);
  await page.goto("/login");
  await signInWithPassword(page, email);
  await expect(page).toHaveURL((url) => url.pathname === "/today");
  // A page asked for before signing in is where it leads instead.
  await signOut(page);
  await page.goto("/productivity");
  await expect(page).toHaveURL((url) => url.pathname === "/login");
  await signInWithPassword(page, email);
  await expect(page).toHaveURL((url) => url.pathname === "/productivity");
  // Back to the dashboards.
  await page.goto("/settings");
  await page.getByLabel("Start page").selectOption({ label: "Your dashboards" });
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Planner" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/dashboards");
  // One that is none: a 400 with the message, the rest as typed.
  const res = await page.request.post("/settings", {
    form: { intent: "profile", displayName: "Ada", timeZone: "", weekStart: "", homeView: "inbox" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(400);
  expect(await res.text()).toContain("Choose a start page from the list.");
});

test("a dashboard as the start page; once it is gone, the dashboards instead", async ({ page }) => {
  // signUp with a known email, then the dashboard (newDashboard signs up its own user).
  const email = await signUp(page);
  await page.getByLabel("Name of the new dashboard").fill("Garden");
  await page.getByRole("button", { name: "Add dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Garden" })).toBeVisible();
  const garden = new URL(page.url()).pathname;
  await page.goto("/settings");
  const field = page.getByLabel("Start page");
  await expect(field.locator('optgroup[label="A dashboard"] option')).toHaveText(["Garden"]);
  await field.selectOption({ label: "Garden" });
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();
  await expect(page.getByLabel("Start page")).toHaveValue(garden.split("/").at(-1)!);
  await page.getByRole("banner").getByRole("link", { name: "Planner" }).click();
  await expect(page).toHaveURL((url) => url.pathname === garden);
  await expect(page.getByRole("heading", { level: 1, name: "Garden" })).toBeVisible();
  await signOut(page);
  await page.goto("/login");
  await signInWithPassword(page, email);
  await expect(page).toHaveURL((url) => url.pathname === garden);
  // Deleted: signing in and the logo lead to the dashboards, not to "not found".
  await page.getByRole("link", { name: "Settings", exact: true }).click();
  await page.getByRole("link", { name: "Delete dashboard" }).click();
  await page.getByRole("button", { name: "Delete dashboard" }).click();
  await expect(page.getByText("Dashboard deleted.")).toBeVisible();
  await page.goto("/settings");
  await page.getByRole("banner").getByRole("link", { name: "Planner" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/dashboards");
  await expect(page.getByRole("heading", { name: "Let's create your first dashboard" })).toBeVisible();
  // What is no dashboard's id is no start page.
  await page.goto("/settings");
  await expect(page.getByLabel("Start page")).toHaveValue("dashboards");
  const res = await page.request.post("/settings", {
    form: { intent: "profile", displayName: "Ada", timeZone: "", weekStart: "", homeView: `${garden}/settings` },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(400);
  expect(await res.text()).toContain("Choose a start page from the list.");
});

test("the language is saved to the profile and the cookie", async ({ page, browser, baseURL, javaScriptEnabled }) => {
  const email = await signUp(page);
  await page.goto("/settings");
  await page.getByLabel("Interface language").selectOption("de");
  await page.getByRole("button", { name: "Save language" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Deine Einstellungen" })).toBeVisible();
  await expect(page.getByText("Sprache gespeichert.")).toBeVisible();
  await expect(page.getByLabel("Sprache der Oberfläche")).toHaveValue("de");
  // Another device: signing in there switches it to the saved language.
  const other = await browser.newContext({ javaScriptEnabled, baseURL });
  const second = await other.newPage();
  await second.goto("/login");
  await second.getByLabel("Email").fill(email);
  await second.getByLabel("Password").fill("correct1horse");
  await second.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(second).toHaveURL(/\/dashboards$/);
  // The page after signing in speaks it already (with JavaScript: the browser reloads into it).
  await expect(second.getByRole("heading", { level: 1, name: "Deine Dashboards" })).toBeVisible();
  await second.goto("/settings");
  await expect(second.getByRole("heading", { level: 1, name: "Deine Einstellungen" })).toBeVisible();
  await expect(second.getByLabel("Sprache der Oberfläche")).toHaveValue("de");
  await other.close();
});

test("bad input keeps the other choices and says what is wrong", async ({ page }) => {
  await signUp(page);
  const res = await page.request.post("/settings", {
    form: { intent: "appearance", primary: "gold", neutral: "zinc", mode: "dark" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(400);
  expect(await res.text()).toContain("Choose a colour from the palette.");
});
