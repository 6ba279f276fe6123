import { randomUUID } from "node:crypto";
import { expect, type Locator, type Page } from "@playwright/test";
import { E2E_SUPABASE_PORT, E2E_TIME_ZONE } from "../../playwright.config";

export const SUPABASE_URL = `http://127.0.0.1:${E2E_SUPABASE_PORT}`;
export const PASSWORD = "correct1horse";

let n = 0;
/**
 * The app's today under test, as YYYY-MM-DD: requests to the local Worker come from
 * E2E_TIME_ZONE (where it was midday when the suite started), not the runner's UTC.
 */
export const appToday = () => new Date().toLocaleDateString("en-CA", { timeZone: E2E_TIME_ZONE });
export const uniqueEmail = (prefix = "e2e") => `${prefix}-${Date.now().toString(36)}-${process.pid}-${n++}@example.com`;

interface Mail {
  subject: string;
  text: string;
}

/** Every email the stand-in sent to `to`, oldest first. */
export async function mailsTo(to: string): Promise<Mail[]> {
  const res = await fetch(`${SUPABASE_URL}/__mailbox/messages?to=${encodeURIComponent(to)}`);
  return (await res.json()) as Mail[];
}

/** The newest email the stand-in sent to `to`, with that subject and text in it (waits for it to arrive). */
export async function latestMail(
  to: string,
  subject?: string,
  containing?: string,
): Promise<{ link: string; code: string; subject: string }> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${SUPABASE_URL}/__mailbox/messages?to=${encodeURIComponent(to)}`);
    const mails = (await res.json()) as Mail[];
    const mail = mails.find((m) => (!subject || m.subject === subject) && (!containing || m.text.includes(containing)));
    if (mail) {
      return {
        subject: mail.subject,
        link: mail.text.match(/https?:\/\/\S+/)?.[0] ?? "",
        // The code ends its line, in every language.
        code: mail.text.match(/(\d{6,10})$/m)?.[1] ?? "",
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No mail to ${to}`);
}

/** The local stand-in's Google consent page, filled in by a new person; back at /dashboards. */
export async function consentAsGoogle(page: Page, email: string, name: string) {
  // The sign-in page has an "Email" field too: wait for the consent page.
  await expect(page).toHaveURL(/\/__google\/consent\?/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
}

/** Signed out, the old password no longer signs in and `fresh` does (back at /dashboards). */
export async function signsInOnlyWith(page: Page, email: string, fresh: string, old = PASSWORD) {
  await signOut(page);
  await page.goto("/login");
  await signInWithPassword(page, email, old);
  await expect(page.getByText("Invalid login credentials")).toBeVisible();
  await signInWithPassword(page, email, fresh);
  await expect(page).toHaveURL(/\/dashboards$/);
}

/** Signs up through the real form (with JavaScript, as a fetcher) and waits for the dashboards page. */
export async function signUpThroughForm(page: Page, opts: { email?: string; name?: string; password?: string } = {}) {
  const email = opts.email ?? uniqueEmail();
  await page.goto("/login/sign-up");
  if (opts.name) await page.getByLabel("Name").fill(opts.name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(opts.password ?? PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
  return email;
}

/**
 * Signs up with the sign-up form's own POST, as a browser without JavaScript sends it (the
 * context's cookies and visitor address), then opens where it redirects: the same session
 * and welcome as the form, without loading the form first. Most tests start here; the form
 * itself is tested in auth.test.ts (`signUpThroughForm`), with JavaScript on and off.
 */
export async function signUp(page: Page, opts: { email?: string; name?: string; password?: string } = {}) {
  const email = opts.email ?? uniqueEmail();
  const form = { email, password: opts.password ?? PASSWORD, ...(opts.name ? { name: opts.name } : {}) };
  await page.goto(await postForm(page, "/login/sign-up", form));
  await expect(page).toHaveURL(/\/dashboards$/);
  return email;
}

/**
 * Posts a form as a browser without JavaScript sends it (the context's cookies and visitor
 * address) and returns where the action redirects, without following it.
 */
export async function postForm(page: Page, path: string, form: Record<string, string>): Promise<string> {
  const response = await page.request.post(path, { form, maxRedirects: 0 });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(302);
  const to = new URL(response.headers().location!, "http://localhost");
  return to.pathname + to.search;
}

export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  // Gone first: a page may already link to "Back to sign in" before the sign-out lands.
  await expect(page.getByRole("button", { name: "Sign out", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
}

export async function signInWithPassword(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** The new-dashboard form's fields, a fresh request id each time. */
export const dashboardForm = (name: string) => ({ intent: "create", requestId: randomUUID(), name });

/**
 * Creates a dashboard with the new-dashboard form's own POST and opens its day where that
 * redirects: one document instead of two (the form's page, then the day). The form itself is
 * filled in by the tests of dashboards, billing, imports, moves and round trips, with
 * JavaScript on and off.
 */
export async function createDashboard(page: Page, name: string) {
  await page.goto(await postForm(page, "/dashboards", dashboardForm(name)));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** A new person with one dashboard, open on its day (most tests start here): one document. */
export async function newDashboard(page: Page, name = "Home") {
  const email = uniqueEmail();
  await postForm(page, "/login/sign-up", { email, password: PASSWORD });
  await createDashboard(page, name);
  await expect(page.getByText("Dashboard created.")).toBeVisible();
  return email;
}

export async function quickAdd(page: Page, text: string) {
  await page.getByLabel("New objective").fill(text);
  await page.getByRole("button", { name: "Add", exact: true }).click();
}

/** Opens the day view's folded "New note" form, unless it is open already. */
export async function openNewNote(page: Page) {
  const form = page.locator("details.note-add");
  if ((await form.getAttribute("open")) === null) await form.getByText("New note", { exact: true }).click();
}

/** The day's objectives (not the overdue list, whose rows move to today), and their titles in order. */
export const list = (page: Page) =>
  page
    .getByRole("list")
    .filter({ has: page.getByRole("button", { name: /^Mark as (not )?done / }) })
    // Not the overdue list: its rows' "Move to today" (a menu's is named with its date, not a title).
    .filter({ hasNot: page.locator('button[aria-labelledby^="l-today "]') });
export const items = (page: Page) => list(page).locator(":scope > li:visible span[id]");
/** The day's rows marked as repeating by `rule` ("Every day", "Every Mon and Thu"). */
export const repeatBadge = (page: Page, rule: string) => list(page).locator(`.row-repeat[title="Repeats: ${rule}"]`);

/** Opens an objective's actions ("More actions"), then presses one of them. */
export async function rowAction(
  page: Page,
  title: string,
  action:
    | "Edit"
    | "Set a reminder"
    | "Duplicate"
    | "Move to the next day"
    | "Move to tomorrow"
    | "Move to today"
    | "Move to this weekend"
    | "Move to next weekend"
    | "Move to next week"
    | "Move up"
    | "Move down"
    | "Delete"
    | "Assign to me"
    | "Unassign"
    | `Priority ${1 | 2 | 3 | 4} (${"urgent" | "high" | "medium" | "none"})`,
) {
  const more = page.getByRole("link", { name: `More actions ${title}`, exact: true });
  if ((await more.getAttribute("aria-expanded")) !== "true") await more.click();
  const menu = page.getByRole("group", { name: `More actions ${title}`, exact: true });
  // A quick move's name ends with its date ("Move to tomorrow Tue, Dec 1").
  const name = action.startsWith("Move to ") ? new RegExp(`^${action} `) : action;
  const link = action === "Edit" || action === "Set a reminder";
  await menu.getByRole(link ? "link" : "button", { name, exact: true }).click();
}

const isData = (url: string) => new URL(url).pathname.endsWith(".data");

/**
 * Runs a change and waits until it is saved and shown: with JavaScript, the fetcher's or
 * form's POST answered, then the loaders' GET (`waitForLoadState("networkidle")` does not
 * do this: it resolves at once once the page has loaded); without, the next page loaded.
 * Use it wherever the next assertion could already hold before the change (a toast still
 * showing from the previous save, a list that looks the same).
 */
export async function saved(page: Page, javaScriptEnabled: boolean, act: () => Promise<void>) {
  if (!javaScriptEnabled) {
    const loaded = page.waitForEvent("load");
    await act();
    await loaded;
    return;
  }
  // Before hydration a click submits the plain form (a full page load), not a fetcher.
  await hydrated(page);
  const done = nextSave(page);
  await act();
  await done;
}

/** Waits until React has hydrated the page (root.tsx marks <html data-hydrated>). */
/** Quick add's lines entered and not yet on the list ("Adding “…”…", "Waiting: “…”"). */
export function pendingLines(page: Page) {
  return page.getByRole("listitem").filter({ hasText: /^(Adding “|Waiting: “)/ });
}

export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Resolves after the next fetcher submission is answered, the page's data reloaded and shown
 * (root.tsx's IdleMarker: the reload's response comes before the render that uses it).
 */
export function nextSave(page: Page): Promise<unknown> {
  return page
    .waitForResponse((r) => r.request().method() === "POST" && isData(r.url()))
    .then(() => page.waitForResponse((r) => r.request().method() === "GET" && isData(r.url())))
    .then(() => page.locator('html[data-idle="true"]').waitFor({ state: "attached" }));
}

/**
 * Dismisses the toasts, as a person does when one covers what they want to click (a
 * pointer resting on a toast keeps it, so a click retried under it would wait for ever).
 */
export async function dismissToasts(page: Page) {
  const close = page.getByRole("region", { name: "Notifications" }).getByRole("button", { name: "Dismiss" });
  for (let i = 0; i < 10 && (await close.count()) > 0; i++) await close.first().click();
}

/**
 * A finger's drag (use-touch-reorder.ts): the grip touched, moved to `to`'s middle, lifted.
 * Dispatched as touch pointer events, which the page handles as a phone's; Playwright's
 * touchscreen only taps. Resolves once the drop's save is answered and shown.
 */
export async function touchDrag(page: Page, grip: Locator, to: Locator) {
  const from = (await grip.boundingBox())!;
  const target = (await to.boundingBox())!;
  const at = (y: number) => ({
    pointerType: "touch",
    pointerId: 7,
    isPrimary: true,
    clientX: from.x + from.width / 2,
    clientY: y,
  });
  await grip.dispatchEvent("pointerdown", at(from.y + from.height / 2));
  await grip.dispatchEvent("pointermove", at((from.y + target.y) / 2));
  await grip.dispatchEvent("pointermove", at(target.y + target.height / 2));
  await expect(to).toHaveAttribute("data-drop-target", "true");
  const save = nextSave(page);
  await grip.dispatchEvent("pointerup", at(target.y + target.height / 2));
  await save;
}

/**
 * Holds back the page's form posts (a fetcher's `.data` requests) whose body matches `body`
 * (all of them by default) until the returned function is called: what is entered meanwhile
 * waits its turn (decision 047).
 */
export async function holdSaves(page: Page, body = /./): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.data(\?|$)/, async (route) => {
    if (route.request().method() === "POST" && body.test(route.request().postData() ?? "")) await held;
    await route.continue();
  });
  return release;
}

/** Pastes `text` into a field as the clipboard would (a paste event; no clipboard here). */
export function pasteInto(field: Locator, text: string) {
  return field.evaluate((input, pasted) => {
    const data = new DataTransfer();
    data.setData("text/plain", pasted);
    input.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** A real mouse drag, in steps (Chromium starts a drag only after the pointer has moved). */
export async function dragInSteps(page: Page, from: Locator, to: Locator) {
  // Both on screen: the next day may start the next week, below the fold.
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  await from.hover();
  await page.mouse.down();
  const box = (await to.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
  await page.mouse.up();
}

/**
 * An icon is drawn from the sprite file (decision 090): the first `<use>` of that symbol on the
 * page has a box once the file has loaded (an unknown symbol, or a file the page may not load,
 * draws nothing).
 */
export async function expectIconDrawn(page: Page, name: string) {
  const use = page.locator(`svg > use[href$="#${name}"]`).first();
  await expect(use).toBeAttached();
  await expect.poll(() => use.evaluate((u) => (u as SVGGraphicsElement).getBBox().width)).toBeGreaterThan(0);
}

/**
 * A real mouse drag of `item` onto a day's hours (/upcoming's week, /today's hours), let go where the block's top lands on `at`
 * (the grid draws rows of a quarter of an hour, 0.75rem, from its first hour, 8 AM here): a
 * block held by its middle keeps it under the pointer, an objective without a time starts where
 * it is let go.
 */
export async function dropOnHours(page: Page, item: Locator, hours: Locator, at: string, timed = false, first = 8) {
  const [hour = 0, minute = 0] = at.split(":").map(Number);
  const from = (await item.boundingBox())!;
  const grid = (await hours.boundingBox())!;
  const held = { x: from.x + from.width / 2, y: from.y + Math.min(from.height / 2, 20) };
  const rowPx = grid.height / ((18 - first) * 4);
  const top = grid.y + ((hour * 60 + minute - first * 60) / 15) * rowPx;
  await page.mouse.move(held.x, held.y);
  await page.mouse.down();
  await page.mouse.move(grid.x + grid.width / 2, top + (timed ? held.y - from.y : 0) + 1, { steps: 12 });
  // While held, a dashed outline says where it goes.
  const clock = new Date(Date.UTC(2000, 0, 1, hour, minute)).toLocaleTimeString("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  });
  await expect(hours.locator(".wk-ghost")).toHaveText(clock);
  await page.mouse.up();
}
