import { expect, test } from "./fixtures";
import { createDashboard, latestMail, signUp, SUPABASE_URL, uniqueEmail } from "./helpers";
import { acceptFromDashboards, invite, openSettings, secondPage } from "./sharing-helpers";

// An invitation carries its role (decision 066): Ann invites Ben to only view; the list of
// invitations, the email, the invitation's page and Ben's /dashboards say so; he joins as a
// viewer. A role the form does not offer is refused next to the choice, the addresses kept.
// JavaScript on and off.

test("invited to only view, Ben is told so everywhere and joins as a viewer", async ({
  page: ann,
  browser,
  javaScriptEnabled,
  baseURL,
  pageChecks,
}) => {
  test.setTimeout(120_000);
  await signUp(ann, { name: "Ann" });
  await createDashboard(ann, "Accounts");
  const benEmail = uniqueEmail("ben");
  await invite(ann, benEmail, "Only view");
  const pending = ann.getByRole("region", { name: "Invitations" }).getByRole("listitem").filter({ hasText: benEmail });
  await expect(pending).toContainText("View only");

  const mail = await latestMail(benEmail, "Ann invited you to “Accounts”", "invited you to view the dashboard");
  const ben = await secondPage(browser, javaScriptEnabled, baseURL, pageChecks);
  await ben.goto(mail.link);
  await expect(
    ben.getByText(`Ann invited ${benEmail} to view “Accounts”, without changing what it holds.`),
  ).toBeVisible();

  await signUp(ben, { email: benEmail, name: "Ben" });
  await ben.goto("/dashboards");
  await expect(
    ben.getByRole("region", { name: "Invitations" }).getByRole("listitem").filter({ hasText: "Accounts" }),
  ).toContainText("View only");
  await acceptFromDashboards(ben, "Accounts");
  await expect(
    ben.getByRole("status").filter({ hasText: "You can view this dashboard but not change it." }),
  ).toBeVisible();
  await expect(ben.getByLabel("New objective")).toHaveCount(0);

  await ann.reload();
  await expect(
    ann.getByRole("region", { name: "Members" }).getByRole("listitem").filter({ hasText: "Ben" }),
  ).toContainText("Viewer");
});

test("a pending invitation's role changes from its row, without a second email", async ({ page: ann }) => {
  await signUp(ann, { name: "Ann" });
  await createDashboard(ann, "Books");
  const email = uniqueEmail("cat");
  await invite(ann, email);
  const row = ann.getByRole("region", { name: "Invitations" }).getByRole("listitem").filter({ hasText: email });
  await expect(row).not.toContainText("View only");
  await row.getByRole("button", { name: `Make view-only: ${email}` }).click();
  await expect(ann.getByText(`The invitation to ${email} is now to view only.`)).toBeVisible();
  await expect(row).toContainText("View only");
  await row.getByRole("button", { name: `Let them edit: ${email}` }).click();
  await expect(ann.getByText(`The invitation to ${email} now lets them edit.`)).toBeVisible();
  await expect(row).not.toContainText("View only");
  await expect(row.getByRole("button", { name: `Make view-only: ${email}` })).toBeVisible();
  // A role no button offers (a hand-made form): 400, and why, above the page.
  const invitationId = await row.locator('input[name="invitationId"]').first().getAttribute("value");
  const settings = ann.url().split("?")[0]!;
  const odd = await ann.request.post(settings, {
    form: { intent: "invitation-role", invitationId: invitationId!, role: "admin" },
    headers: { Origin: new URL(settings).origin },
    maxRedirects: 0,
  });
  expect(odd.status()).toBe(400);
  expect(await odd.text()).toContain("Choose whether they can edit or only view.");
  // The link already sent stays the one to use.
  const mails = await fetch(`${SUPABASE_URL}/__mailbox/messages?to=${encodeURIComponent(email)}`);
  expect(((await mails.json()) as unknown[]).length).toBe(1);
});

test("a role the form does not offer is refused by the choice, the addresses kept", async ({ page }) => {
  await signUp(page);
  await createDashboard(page, "Odd");
  await openSettings(page);
  const settings = page.url();
  // What a hand-made form could send: the action answers 400 and says why by the choice.
  const response = await page.request.post(`${settings}?invite`, {
    form: { intent: "invite", emails: "someone@example.com", role: "admin", requestId: crypto.randomUUID() },
    headers: { Origin: new URL(settings).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  const html = await response.text();
  expect(html).toContain("Choose whether they can edit or only view.");
  expect(html).toContain("someone@example.com");
});
