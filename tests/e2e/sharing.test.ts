import { expect, test } from "./fixtures";
import { createDashboard, items, latestMail, PASSWORD, quickAdd, signUp, uniqueEmail } from "./helpers";
import { acceptFromDashboards, invite, manageMember, openSettings, secondPage } from "./sharing-helpers";

// Two people, two browser contexts, with JavaScript on and off (both projects).

test("invite, join, share, decline, remove, invite again, pass admin, leave and delete", async ({
  page: ann,
  browser,
  javaScriptEnabled,
  baseURL,
  pageChecks,
}) => {
  test.setTimeout(180_000);
  const annEmail = await signUp(ann, { name: "Ann" });
  await createDashboard(ann, "Shared plans");
  const dashboardUrl = ann.url();
  await quickAdd(ann, "Buy tickets");
  await expect(items(ann)).toHaveText(["Buy tickets"]);

  // Ann invites Ben, who has no account yet.
  const benEmail = uniqueEmail("ben");
  await invite(ann, benEmail);
  const mail = await latestMail(benEmail);
  expect(mail.subject).toBe("Ann invited you to “Shared plans”");
  expect(mail.link).toMatch(/\/invitations\/[\w-]{40,}$/);

  // Ben opens the link signed out, signs up with that email and finds the invitation waiting.
  const ben = await secondPage(browser, javaScriptEnabled, baseURL, pageChecks);
  await ben.goto(mail.link);
  await expect(ben.getByText(`Ann invited ${benEmail} to join “Shared plans”.`)).toBeVisible();
  await ben.getByRole("link", { name: "Create account" }).click();
  await expect(ben.getByLabel("Email")).toHaveValue(benEmail);
  await ben.getByLabel("Name").fill("Ben");
  await ben.getByLabel("Password").fill(PASSWORD);
  await ben.getByRole("button", { name: "Create account" }).click();
  await expect(ben).toHaveURL(/\/dashboards$/);
  await expect(ben.getByRole("region", { name: "Invitations" }).getByText("Shared plans")).toBeVisible();
  await acceptFromDashboards(ben, "Shared plans");
  await expect(items(ben)).toHaveText(["Buy tickets"]);

  // Both add objectives and see each other's after a reload.
  await quickAdd(ben, "Book hotel");
  await expect(items(ben)).toHaveText(["Buy tickets", "Book hotel"]);
  await ann.goto(dashboardUrl);
  await expect(items(ann)).toHaveText(["Buy tickets", "Book hotel"]);
  await quickAdd(ann, "Pack bags");
  await expect(items(ann)).toHaveText(["Buy tickets", "Book hotel", "Pack bags"]);
  await ben.reload();
  await expect(items(ben)).toHaveText(["Buy tickets", "Book hotel", "Pack bags"]);

  // A bad address is named next to the field with the text kept; a member is not invited twice.
  await openSettings(ann);
  await ann.getByRole("link", { name: "Invite people" }).click();
  const panel = ann.getByRole("dialog", { name: "Invite people" });
  await panel.getByLabel("Email addresses").fill(`${benEmail}, not-an-address`);
  await panel.getByRole("button", { name: "Send invitations" }).click();
  await expect(panel.getByText("“not-an-address” is not a valid email address.")).toBeVisible();
  await expect(panel.getByLabel("Email addresses")).toHaveValue(`${benEmail}, not-an-address`);
  await panel.getByLabel("Email addresses").fill(benEmail.toUpperCase());
  await panel.getByRole("button", { name: "Send invitations" }).click();
  await expect(panel.getByText(`Already a member: ${benEmail}.`)).toBeVisible();

  // Ben declines an invitation to another dashboard.
  await createDashboard(ann, "Other");
  await invite(ann, benEmail);
  await ben.goto("/dashboards");
  await ben.getByRole("button", { name: "Decline the invitation to Other" }).click();
  await expect(ben.getByText("Invitation to Other declined.")).toBeVisible();
  await expect(ben.getByRole("region", { name: "Invitations" })).toHaveCount(0);

  // Ann removes Ben, who loses access at once; then invites him again.
  await ann.goto(dashboardUrl);
  await manageMember(ann, "Ben", "Remove from dashboard", "They lose access at once. They can be added again later.");
  await expect(ann.getByText("Ben was removed from the dashboard.")).toBeVisible();
  await ben.goto(dashboardUrl);
  await expect(ben.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await ann.goto(dashboardUrl);
  await invite(ann, benEmail);
  await acceptFromDashboards(ben, "Shared plans");

  // Ann makes Ben the admin and can no longer manage members, not even by a direct request.
  await ann.goto(dashboardUrl);
  await manageMember(
    ann,
    "Ben",
    "Make admin",
    "You are about to lose your admin privileges. Are you sure you want to make this user the new admin?",
  );
  await expect(ann.getByText("Ben is now the admin.")).toBeVisible();
  await expect(ann.getByRole("link", { name: "Invite people" })).toHaveCount(0);
  await ann.getByRole("region", { name: "Members" }).getByRole("link", { name: "Ben" }).click();
  await expect(
    ann.getByRole("dialog", { name: "Ben" }).getByText("Only the admin may manage other members."),
  ).toBeVisible();
  const settingsUrl = `${dashboardUrl}/settings`;
  const benId = new URL(ann.url()).searchParams.get("member")!;
  const direct = await ann.request.post(settingsUrl, {
    form: { intent: "remove-member", userId: benId, confirm: "remove" },
  });
  expect(direct.status()).toBe(403);

  // Ben, now admin, may not leave before passing admin on.
  await ben.goto(settingsUrl);
  await ben.getByRole("link", { name: "Leave dashboard" }).click();
  await expect(ben.getByText("To leave a dashboard, you must pass admin to someone else.")).toBeVisible();
  // Deleting it names what goes, each count in its own number, and who loses access.
  await ben.getByRole("link", { name: "Delete dashboard" }).click();
  await expect(
    ben.getByText(
      "Everything in this dashboard will be deleted: 3 objectives, 0 notes and 0 filters. Its 2 members will lose access to it.",
    ),
  ).toBeVisible();

  // Ann leaves; Ben invites her back, then deletes the dashboard: Ann sees nothing of it.
  await ann.goto(settingsUrl);
  await ann.getByRole("link", { name: "Leave dashboard" }).click();
  await expect(ann.getByText("You may rejoin later with another invitation.").first()).toBeVisible();
  await ann.getByRole("button", { name: "Leave dashboard" }).click();
  await expect(ann).toHaveURL(/\/dashboards$/);
  await expect(ann.getByText("You left Shared plans.")).toBeVisible();
  await invite(ben, annEmail);
  await ann.goto("/dashboards");
  await expect(ann.getByRole("region", { name: "Invitations" }).getByText("Shared plans")).toBeVisible();
  await ben.getByRole("link", { name: "Delete dashboard" }).click();
  await ben.getByRole("button", { name: "Delete dashboard" }).click();
  await expect(ben.getByText("Dashboard deleted.")).toBeVisible();
  await ann.reload();
  await expect(ann.getByRole("heading", { level: 1, name: "Your dashboards" })).toBeVisible();
  await expect(ann.getByText("Shared plans")).toHaveCount(0);
  await ben.context().close();
});

test("an invitation link opened by another signed-in user does not join", async ({
  page: ann,
  browser,
  javaScriptEnabled,
  baseURL,
  pageChecks,
}) => {
  await signUp(ann, { name: "Ann" });
  await createDashboard(ann, "Private");
  const invitee = uniqueEmail("invitee");
  await invite(ann, invitee);
  const { link } = await latestMail(invitee);

  const other = await secondPage(browser, javaScriptEnabled, baseURL, pageChecks);
  const otherEmail = await signUp(other, { name: "Other" });
  await other.goto(link);
  await expect(
    other.getByText(`This invitation is for ${invitee}, but you are signed in as ${otherEmail}. It was not accepted.`),
  ).toBeVisible();
  await expect(other.getByRole("button", { name: "Accept" })).toHaveCount(0);
  await other.goto("/dashboards");
  await expect(other.getByText("Private")).toHaveCount(0);
  await other.context().close();
});
