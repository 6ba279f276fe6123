import { randomUUID } from "node:crypto";
import { expect, visitorIp, type Browser, type Fixtures, type Page } from "./fixtures";
import { dashboardForm, PASSWORD, postForm, signUp, uniqueEmail } from "./helpers";

// Two people sharing a dashboard: used by the sharing and the live-dashboard tests.

export async function secondPage(
  browser: Browser,
  javaScriptEnabled: boolean,
  baseURL: string | undefined,
  pageChecks: Fixtures["pageChecks"],
): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled,
    baseURL,
    extraHTTPHeaders: { "CF-Connecting-IP": visitorIp() },
  });
  pageChecks.watch(context);
  return context.newPage();
}

export async function openSettings(page: Page) {
  await page.getByRole("link", { name: "Settings", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Members" })).toBeVisible();
}

/** Invites `email` from the settings page; "Only view" invites a viewer (decision 066). */
export async function invite(page: Page, email: string, role: "Edit" | "Only view" = "Edit") {
  await openSettings(page);
  const panel = page.getByRole("dialog", { name: "Invite people" });
  // Once in CI under load the click left the link focused and no dialog (a view link pressed
  // while the page was still settling, as a person might): pressed again, as they would.
  await expect(async () => {
    if (!(await panel.isVisible())) await page.getByRole("link", { name: "Invite people" }).click();
    await expect(panel).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await panel.getByLabel("Email addresses").fill(email);
  // The radio is visually hidden: its card is what one clicks.
  if (role !== "Edit")
    await panel
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: role, exact: true }) })
      .click();
  await expect(panel.getByRole("radio", { name: role, exact: true })).toBeChecked();
  await panel.getByRole("button", { name: "Send invitations" }).click();
  // The invitation first (the page after the change, which may be slow on a loaded machine),
  // then its toast, which that same page shows for 5 s: a failure then says which was missing.
  await expect(page.getByRole("region", { name: "Invitations" }).getByText(email)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
}

/** Opens a member's dialog from the settings page and confirms one of its actions. */
export async function manageMember(
  page: Page,
  name: string,
  action: "Make admin" | "Remove from dashboard",
  confirmText: string,
) {
  await openSettings(page);
  await page.getByRole("region", { name: "Members" }).getByRole("link", { name }).click();
  const dialog = page.getByRole("dialog", { name });
  await dialog.getByRole("link", { name: action }).click();
  await expect(dialog.getByText(confirmText)).toBeVisible();
  await dialog.getByRole("button", { name: action }).click();
}

/** Accepts from /dashboards: the page a sign-up opens, loaded again when elsewhere. */
export async function acceptFromDashboards(page: Page, dashboard: string) {
  if (new URL(page.url()).pathname !== "/dashboards") await page.goto("/dashboards");
  const waiting = page.getByRole("region", { name: "Invitations" });
  await waiting.getByRole("button", { name: `Accept the invitation to ${dashboard}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: dashboard })).toBeVisible();
  await expect(page.getByText(`You joined ${dashboard}.`)).toBeVisible();
}

/**
 * Ann (`page`, signed up as `annName`) makes `dashboard` and invites Ben, who signs up in a
 * browser of his own and joins: the two of them on one dashboard, each on its day view.
 */
export async function annAndBen(
  page: Page,
  {
    browser,
    javaScriptEnabled,
    baseURL,
    pageChecks,
  }: { browser: Browser; javaScriptEnabled: boolean; baseURL: string | undefined; pageChecks: Fixtures["pageChecks"] },
  dashboard: string,
  annName = "Ann",
) {
  // Ann's side with the forms' own POSTs (the sign-up, the new dashboard, the invitation),
  // as a browser without JavaScript sends them: sharing.test.ts fills those forms in.
  const annEmail = uniqueEmail();
  await postForm(page, "/login/sign-up", { email: annEmail, password: PASSWORD, name: annName });
  const dashboardPath = await postForm(page, "/dashboards", dashboardForm(dashboard));
  const benEmail = uniqueEmail("ben");
  const invitation = { intent: "invite", emails: benEmail, role: "member", requestId: randomUUID() };
  await postForm(page, `${dashboardPath}/settings`, invitation);
  const ben = await secondPage(browser, javaScriptEnabled, baseURL, pageChecks);
  await signUp(ben, { email: benEmail, name: "Ben" });
  await acceptFromDashboards(ben, dashboard);
  const dayUrl = ben.url();
  await page.goto(dayUrl);
  return { ben, benEmail, annEmail, dayUrl };
}
