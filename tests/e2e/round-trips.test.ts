import { expect, test, type Page } from "./fixtures";
import { hydrated, latestMail, SUPABASE_URL, signUp, uniqueEmail } from "./helpers";

// "One Supabase round trip per page view, and none to check the user while the token is
// fresh": counted at the stand-in, for this test's user only.
async function requestsSince(email: string, since: number) {
  const res = await fetch(`${SUPABASE_URL}/__stats?email=${encodeURIComponent(email)}&since=${since}`);
  return ((await res.json()) as { requests: string[] }).requests;
}

async function counted(page: Page, email: string, act: () => Promise<void>, live = false) {
  await page.waitForLoadState("networkidle");
  const since = Date.now();
  await act();
  await page.waitForLoadState("networkidle");
  // A dashboard's live connection opens after hydration, on its own schedule.
  if (live) await expect(page.getByText("Live: changes by others show here")).toBeVisible();
  return requestsSince(email, since);
}

test("a malformed dashboard id is a 404 without asking Supabase", async ({ page }) => {
  const email = await signUp(page);
  const since = Date.now();
  const response = await page.goto("/dashboards/not-a-dashboard");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  expect(await requestsSince(email, since)).toEqual([]);
});

test("each page view makes one request to Supabase, each action one more", async ({ page, javaScriptEnabled }) => {
  // Twenty pages and actions, each waiting for the network to be idle (and with JavaScript,
  // a dashboard's live connection): about 30 s alone, over 45 s on a loaded machine.
  test.setTimeout(90_000);
  // With JavaScript, a dashboard's page opens its live connection once per visit (a
  // document load here; moving between its screens keeps it): the live ticket the page left
  // lets it in without a call of its own (app/lib/live-ticket.server.ts). Counted after the
  // page says it is live. Without JavaScript nothing is live.
  const email = await signUp(page);
  await page.getByLabel("Name of the new dashboard").fill("Counted");
  await page.getByRole("button", { name: "Add dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Counted" })).toBeVisible();
  const dayUrl = page.url();

  expect(await counted(page, email, async () => void (await page.goto("/dashboards")))).toEqual([
    "POST /rest/v1/rpc/get_dashboards_page",
  ]);
  expect(await counted(page, email, async () => void (await page.goto(dayUrl)), javaScriptEnabled)).toEqual([
    "POST /rest/v1/rpc/get_day_page",
  ]);
  for (const [path, fn] of [
    ["/notes", "get_notes_page"],
    ["/calendar", "get_calendar_page"],
    ["/filters", "get_markers_page"],
    ["/settings", "get_settings_page"],
    ["/search?q=count", "search_dashboard"],
    ["/activity", "get_activity_page"],
    ["/select", "get_select_page"],
  ]) {
    expect(await counted(page, email, async () => void (await page.goto(dayUrl + path)), javaScriptEnabled)).toEqual([
      `POST /rest/v1/rpc/${fn}`,
    ]);
  }
  expect(await counted(page, email, async () => void (await page.goto("/settings")))).toEqual([
    "POST /rest/v1/rpc/get_account_page",
  ]);
  // A download too: the database writes the whole file in one call.
  const download = async () => {
    const response = await page.request.get(`${dayUrl}/export?format=objectives-csv`);
    expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="Counted-objectives-/);
  };
  expect(await counted(page, email, download)).toEqual(["POST /rest/v1/rpc/export_dashboard"]);
  const everything = async () => {
    const response = await page.request.get("/settings/export");
    expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="planner-account-/);
  };
  expect(await counted(page, email, everything)).toEqual(["POST /rest/v1/rpc/export_my_data"]);
  expect(await counted(page, email, async () => void (await page.goto("/search?q=count")))).toEqual([
    "POST /rest/v1/rpc/search_my_dashboards",
  ]);
  // The gallery asks for one's own templates (decision 092); the app's template's page, which
  // dashboards it may be added to (decision 091).
  expect(await counted(page, email, async () => void (await page.goto("/templates")))).toEqual([
    "POST /rest/v1/rpc/get_my_templates",
  ]);
  expect(await counted(page, email, async () => void (await page.goto("/templates/trip")))).toEqual([
    "POST /rest/v1/rpc/get_dashboard_list",
  ]);
  expect(await counted(page, email, async () => void (await page.goto("/today")))).toEqual([
    "POST /rest/v1/rpc/get_today_page",
  ]);
  expect(await counted(page, email, async () => void (await page.goto("/upcoming")))).toEqual([
    "POST /rest/v1/rpc/get_upcoming_page",
  ]);
  // As a month (decision 089) and a week of hours (decision 096): the same one call.
  expect(await counted(page, email, async () => void (await page.goto("/upcoming?layout=month")))).toEqual([
    "POST /rest/v1/rpc/get_upcoming_page",
  ]);
  expect(await counted(page, email, async () => void (await page.goto("/upcoming?layout=week")))).toEqual([
    "POST /rest/v1/rpc/get_upcoming_page",
  ]);
  expect(await counted(page, email, async () => void (await page.goto("/today?layout=hours")))).toEqual([
    "POST /rest/v1/rpc/get_today_page",
  ]);
  // A dashboard's day as its hours (decision 098): the day view's one call.
  expect(await counted(page, email, async () => void (await page.goto(`${dayUrl}?layout=hours`)))).toEqual([
    "POST /rest/v1/rpc/get_day_page",
  ]);
  expect(await counted(page, email, async () => void (await page.goto("/notifications")))).toEqual([
    "POST /rest/v1/rpc/get_notifications_page",
  ]);
  expect(await counted(page, email, async () => void (await page.goto("/productivity")))).toEqual([
    "POST /rest/v1/rpc/get_productivity_page",
  ]);
  // Support needs nothing but the session: the address comes from the token.
  expect(await counted(page, email, async () => void (await page.goto("/support")))).toEqual([]);
  await page.goto(dayUrl);

  const add = await counted(page, email, async () => {
    await page.getByLabel("New objective").fill("Count me");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("Objective added.")).toBeVisible();
  });
  expect(add).toEqual(["POST /rest/v1/rpc/add_objective", "POST /rest/v1/rpc/get_day_page"]);

  const toggle = await counted(page, email, async () => {
    await page.getByRole("button", { name: "Mark as done Count me" }).click();
    await expect(page.getByText("Marked as done.")).toBeVisible();
  });
  expect(toggle).toEqual(["POST /rest/v1/rpc/set_objective_done", "POST /rest/v1/rpc/get_day_page"]);

  // An import: the file is read in the Worker, its rows added in one call.
  await page.goto(`${dayUrl}/settings`);
  const imported = await counted(page, email, async () => {
    await page.getByLabel("File to import").setInputFiles({
      name: "one.csv",
      mimeType: "text/csv",
      buffer: Buffer.from('"day","title"\r\n"2030-01-01","Imported"\r\n'),
    });
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(page.getByText("1 entry imported.")).toBeVisible();
  });
  expect(imported).toEqual(["POST /rest/v1/rpc/import_into_dashboard", "POST /rest/v1/rpc/get_settings_page"]);

  // Saved as a template of one's own: the save, then its page's one call (decision 092).
  const saved = await counted(page, email, async () => {
    await page.getByRole("button", { name: "Save as template" }).click();
    await expect(page.getByText("“Counted” is saved as a template, with 1 objective.")).toBeVisible();
  });
  expect(saved).toEqual(["POST /rest/v1/rpc/save_dashboard_as_template", "POST /rest/v1/rpc/get_my_template"]);
  const savedUrl = page.url();
  expect(await counted(page, email, async () => void (await page.goto(savedUrl)))).toEqual([
    "POST /rest/v1/rpc/get_my_template",
  ]);
});

test("sharing: the invite action and the invitation page, one request each", async ({ page, javaScriptEnabled }) => {
  const email = await signUp(page);
  await page.getByLabel("Name of the new dashboard").fill("Counted");
  await page.getByRole("button", { name: "Add dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Counted" })).toBeVisible();
  await page.goto(`${page.url()}/settings?invite`);
  const invitee = uniqueEmail("counted");
  const invite = await counted(page, email, async () => {
    await page.getByLabel("Email addresses").fill(invitee);
    await page.getByRole("button", { name: "Send invitations" }).click();
    await expect(page.getByText(`Invitation sent to ${invitee}.`)).toBeVisible();
  });
  // The email goes to the email API, not to Supabase.
  expect(invite).toEqual(["POST /rest/v1/rpc/invite_members", "POST /rest/v1/rpc/get_settings_page"]);
  const { link } = await latestMail(invitee);
  expect(await counted(page, email, async () => void (await page.goto(link)))).toEqual([
    "POST /rest/v1/rpc/get_invitation",
  ]);
  // A public link: turning it on, and its page (read here signed in, so the stand-in counts it).
  await page.goto(`${new URL(link).origin}/dashboards`);
  await page
    .getByRole("link", { name: /^Counted/ })
    .first()
    .click();
  // A click while the day view hydrates may be lost to the router's first navigation.
  await expect(page.getByRole("heading", { level: 1, name: "Counted" })).toBeVisible();
  if (javaScriptEnabled) await hydrated(page);
  await page.getByRole("link", { name: "Settings", exact: true }).click();
  // Counted from once the settings page is shown: its own read is not the action's.
  await expect(page.getByRole("button", { name: "Create public link" })).toBeVisible();
  const share = await counted(page, email, async () => {
    await page.getByRole("button", { name: "Create public link" }).click();
    await expect(page.getByText("Public link turned on.", { exact: false })).toBeVisible();
  });
  expect(share).toEqual(["POST /rest/v1/rpc/create_share_link", "POST /rest/v1/rpc/get_settings_page"]);
  const shared = await page.getByLabel("Link to share").inputValue();
  expect(await counted(page, email, async () => void (await page.goto(shared)))).toEqual([
    "POST /rest/v1/rpc/get_shared_days",
  ]);
});
