import { E2E_APP_PORT } from "../../playwright.config";
import { expect, test, type Page } from "./fixtures";
import { hydrated, items, mailsTo, newDashboard, quickAdd } from "./helpers";
import { fireCron, momentIn, partsIn } from "./scheduled-helpers";

// The daily email from end to end, with JavaScript on and off: turned on in /settings, sent by
// the daily-email Worker (its cron fired here as at a chosen moment) into the stand-in's
// mailbox, and turned off from the email's link without signing in.

/**
 * Signs up with a dashboard, turns the daily email on at six hours from now (so the local
 * minute's real tick never sends it first), adds an objective for that day, and fires the
 * Worker as before and at that hour. Returns the email's "turn off" link.
 */
async function dailyEmailLink(page: Page) {
  await newDashboard(page, "Errands");
  const dashboard = page.url();
  await page.goto("/settings");
  const email = (await page.getByText(/^Signed in as /).textContent())!.replace("Signed in as ", "");
  const section = page.locator("section#daily-email");
  await expect(section.getByRole("heading", { name: "Daily email" })).toBeVisible();
  await expect(section.getByLabel("Send it")).toHaveValue("");
  // The zone the hours are in: this browser's, saved on turning the email on.
  const hint = await section.getByText(/^Hours are in /).textContent();
  const zone = hint!.match(/^Hours are in (.+?), this browser/)![1]!.replaceAll(" ", "_");
  const now = partsIn(zone, new Date());
  const hour = (now.hour + 6) % 24;
  const day =
    hour > now.hour ? now.day : new Date(Date.parse(`${now.day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await section.getByLabel("Send it").selectOption(String(hour));
  await section.getByRole("button", { name: "Save daily email" }).click();
  await expect(page.getByText("Daily email saved.")).toBeVisible();
  const saved = page.locator("section#daily-email");
  await expect(saved.getByLabel("Send it")).toHaveValue(String(hour));
  await expect(saved.getByText(`Hours are in your time zone, ${zone.replaceAll("_", " ")}.`)).toBeVisible();

  await page.goto(`${dashboard}?day=${day}`);
  await quickAdd(page, "Post the parcel p1");
  await expect(items(page)).toHaveText(["Post the parcel"]);

  const at = momentIn(zone, day, hour);
  const daily = async () => (await mailsTo(email)).filter((m) => m.subject.startsWith("Your day"));
  // Before its hour: nothing. At its hour: the day. Later that hour: not again.
  await fireCron(at - 3_600_000);
  expect(await daily()).toEqual([]);
  await fireCron(at);
  const [mail, ...more] = await daily();
  expect(more).toEqual([]);
  expect(mail!.text).toContain("Errands — 1 objective today");
  expect(mail!.text).toContain("- Post the parcel (priority 1)");
  expect(mail!.text).toContain(`Today on every dashboard, on one page: http://localhost:${E2E_APP_PORT}/today`);
  await fireCron(at + 900_000);
  expect(await daily()).toHaveLength(1);
  const off = mail!.text.match(/Turn off the daily email: (\S+)/)![1]!;
  expect(off).toMatch(new RegExp(`^http://localhost:${E2E_APP_PORT}/daily-email/off/[0-9a-f]{32}$`));
  return off;
}

test("turn on the daily email, get the day at that hour, and turn it off from the email", async ({ page }) => {
  const off = await dailyEmailLink(page);
  // The link works signed out, and opening it changes nothing until the button.
  const cookies = await page.context().cookies();
  await page.context().clearCookies();
  await page.goto(off);
  await expect(page.getByRole("heading", { name: "Turn off the daily email?" })).toBeVisible();
  await page.getByRole("button", { name: "Turn off the daily email" }).click();
  await expect(page.getByRole("heading", { name: "The daily email is off" })).toBeVisible();
  await expect(page).toHaveURL(/\/daily-email\/off$/);
  await page.context().addCookies(cookies);
  await page.goto("/settings");
  await expect(page.locator("section#daily-email").getByLabel("Send it")).toHaveValue("");
});

test("the setting keeps 'only on weekdays', turns off again, and a made-up hour is refused next to the field", async ({
  page,
}) => {
  await newDashboard(page);
  await page.goto("/settings");
  const section = page.locator("section#daily-email");
  await section.getByLabel("Send it").selectOption("7");
  await section.getByLabel("Only on weekdays (Monday to Friday)").check();
  await section.getByRole("button", { name: "Save daily email" }).click();
  await expect(page.getByText("Daily email saved.")).toBeVisible();
  // Kept as chosen, after the page came back.
  await page.reload();
  await expect(page.locator("section#daily-email").getByLabel("Send it")).toHaveValue("7");
  await expect(page.locator("section#daily-email").getByLabel("Only on weekdays (Monday to Friday)")).toBeChecked();
  await page.locator("section#daily-email").getByLabel("Send it").selectOption("");
  await page.locator("section#daily-email").getByRole("button", { name: "Save daily email" }).click();
  await expect(page.getByText("Daily email turned off.")).toBeVisible();
  await expect(page.locator("section#daily-email").getByLabel("Send it")).toHaveValue("");

  const refused = await page.request.post("/settings", {
    form: { intent: "daily-email", hour: "25" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("Choose an hour from the list, or Never.");
});

test("a mail app's one-click request turns it off (RFC 8058)", async ({ page }) => {
  const off = await dailyEmailLink(page);
  const oneClick = () =>
    page.request.post(off, { form: { "List-Unsubscribe": "One-Click" }, maxRedirects: 0, headers: { Cookie: "" } });
  expect((await oneClick()).status()).toBe(204);
  await page.goto("/settings");
  await expect(page.locator("section#daily-email").getByLabel("Send it")).toHaveValue("");
  // Again, or a token that never was: the same answer (it tells nothing of who has one).
  expect((await oneClick()).status()).toBe(204);
});

test("a dashboard's settings choose whether the daily email lists it", async ({ page, javaScriptEnabled }) => {
  await newDashboard(page, "Office kitchen");
  await page.getByRole("link", { name: "Settings", exact: true }).click();
  const view = page.getByRole("region", { name: "View" });
  const box = view.getByLabel("Include in my daily email");
  await expect(box).toBeChecked();
  // Without the email itself, the hint says so and leads to where it is turned on.
  await expect(view.getByText("You do not get the daily email yet.")).toBeVisible();
  // Ticking saves only once the page has hydrated (the box's change handler).
  if (javaScriptEnabled) await hydrated(page);
  await box.uncheck();
  // With JavaScript, unticking saves; without, its Save button does.
  if (!javaScriptEnabled)
    await view.getByRole("button", { name: "Save Include in my daily email", exact: true }).click();
  await expect(page.getByText("Options saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("region", { name: "View" }).getByLabel("Include in my daily email")).not.toBeChecked();
  await page.getByRole("region", { name: "View" }).getByRole("link", { name: "Daily email settings" }).click();
  await expect(page).toHaveURL(/\/settings#daily-email$/);
  await expect(page.locator("section#daily-email").getByLabel("Send it")).toBeVisible();
});
