import { expect, test } from "./fixtures";
import { hydrated, items, quickAdd, rowAction, signUp } from "./helpers";
import { annAndBen } from "./sharing-helpers";

// Notifications (decision 052): what concerns me on every dashboard, with the header's bell
// counting the unread ones; one or all marked read. JavaScript on and off.

test("the bell counts what concerns me; the list says what, where and why; marked read one by one or all", async ({
  page: ann,
  browser,
  javaScriptEnabled,
  baseURL,
  pageChecks,
}) => {
  test.setTimeout(120_000);
  const { ben, dayUrl } = await annAndBen(ann, { browser, javaScriptEnabled, baseURL, pageChecks }, "Household");
  const household = new URL(dayUrl).pathname;
  if (javaScriptEnabled) await hydrated(ann);
  await quickAdd(ann, "Fix the sink +ben");
  await expect(items(ann)).toHaveText(["Fix the sink"]);
  await rowAction(ann, "Fix the sink", "Edit");
  await ann.getByLabel("Add a comment").fill("@Ben the washer is in the drawer");
  await ann.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(ann.getByText("Comment added.")).toBeVisible();

  // Ben: two unread, counted by the bell on /dashboards, /today and the list itself.
  await ben.goto("/dashboards");
  const bell = ben.getByRole("link", { name: "Notifications, 2 unread", exact: true });
  await expect(bell).toHaveText("2");
  // A dashboard's pages count them too, in their one call (decision 058).
  await ben.getByRole("link", { name: "Household", exact: true }).click();
  await expect(ben.getByRole("heading", { level: 1, name: "Household" })).toBeVisible();
  await expect(bell).toHaveText("2");
  await ben.getByRole("link", { name: "Notes", exact: true }).click();
  await expect(ben).toHaveURL(/\/notes$/);
  await expect(bell).toHaveText("2");
  await ben.goto("/today");
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(ben).toHaveURL(/\/notifications$/);
  await expect(ben.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await expect(ben.getByText("2 unread", { exact: true })).toBeVisible();
  const list = ben.getByRole("region", { name: "Today" }).getByRole("listitem");
  await expect(list).toHaveText([
    /^Unread: Ann commented on Fix the sinkHousehold·You were mentioned·/,
    /^Unread: Ann added Fix the sink for .+ and assigned it to youHousehold·Assigned to you·/,
  ]);
  // The comment's title leads to it on the objective's page; the dashboard's name to its day.
  await expect(list.first().getByRole("link", { name: "Fix the sink" })).toHaveAttribute(
    "href",
    /\/objectives\/[0-9a-f-]{36}#comment-[0-9a-f-]{36}$/,
  );
  await expect(list.first().getByRole("link", { name: "Household" })).toHaveAttribute(
    "href",
    /^\/dashboards\/[0-9a-f-]{36}$/,
  );

  // One marked read: it stays in the list, no longer new; the bell follows. With JavaScript,
  // following its link marks it read on the way; without, its button does.
  if (javaScriptEnabled) {
    await hydrated(ben);
    await list.first().getByRole("link", { name: "Fix the sink" }).click();
    await expect(ben).toHaveURL(/\/objectives\/[0-9a-f-]{36}#comment-[0-9a-f-]{36}$/);
    await expect(ben.getByText("the washer is in the drawer", { exact: false })).toBeVisible();
    await ben.goto("/notifications");
  } else {
    await list.first().getByRole("button", { name: "Mark as read" }).click();
  }
  await expect(list.first()).toHaveText(/^Ann commented on Fix the sink/);
  await expect(ben.getByRole("link", { name: "Notifications, 1 unread", exact: true })).toBeVisible();
  await expect(ben.getByText("1 unread", { exact: true })).toBeVisible();
  // "Unread" shows only the other.
  await ben.getByRole("link", { name: "Unread", exact: true }).click();
  await expect(ben).toHaveURL(/\/notifications\?show=unread$/);
  await expect(ben.getByRole("region", { name: "Today" }).getByRole("listitem")).toHaveText([
    /^Unread: Ann added Fix the sink/,
  ]);
  await ben.getByRole("button", { name: "Mark all as read" }).click();
  await expect(ben.getByText("Nothing unread.")).toBeVisible();
  await expect(ben.getByText("You're all caught up.")).toBeVisible();
  await expect(ben.getByRole("link", { name: "Notifications", exact: true })).toBeVisible();
  await expect(ben.getByRole("button", { name: "Mark all as read" })).toHaveCount(0);
  await expect(ben.getByText("Marked 1 notification as read.")).toBeVisible();
  await ben.getByRole("link", { name: "All", exact: true }).click();
  await expect(ben.getByRole("region", { name: "Today" }).getByRole("listitem")).toHaveText([
    /^Ann commented on Fix the sink/,
    /^Ann added Fix the sink/,
  ]);

  // Ann hears that Ben joined her dashboard; her own doings reach nobody, her either.
  await ann.goto("/notifications");
  await expect(ann.getByRole("region", { name: "Today" }).getByRole("listitem")).toHaveText([
    /^Unread: Ben joined the dashboardHousehold·Your dashboard·/,
  ]);
  await ann.getByRole("button", { name: "Mark all as read" }).click();
  await expect(ann.getByText("You're all caught up.")).toBeVisible();

  // Ben turns off what is assigned to him, for every dashboard (decision 054): Ann's next
  // assignment stays quiet; a comment that mentions him still comes.
  await ben.getByRole("main").getByRole("link", { name: "Settings", exact: true }).click();
  await expect(ben).toHaveURL(/\/settings#notifications$/);
  const reasons = ben.locator("section#notifications");
  const assigned = reasons.getByLabel("Objectives assigned to me", { exact: false });
  await expect(assigned).toBeChecked();
  await assigned.uncheck();
  await reasons.getByRole("button", { name: "Save notifications" }).click();
  await expect(ben.getByText("Notification settings saved.")).toBeVisible();
  await expect(
    ben.locator("section#notifications").getByLabel("Objectives assigned to me", { exact: false }),
  ).not.toBeChecked();
  await expect(ben.locator("section#notifications").getByLabel("Comments that mention me (@name)")).toBeChecked();
  await ann.goto(household);
  if (javaScriptEnabled) await hydrated(ann);
  await quickAdd(ann, "Water the plants +ben");
  await expect(items(ann)).toHaveText(["Fix the sink", "Water the plants"]);
  await ben.goto("/notifications");
  await expect(ben.getByText("You're all caught up.")).toBeVisible();

  // Then the whole dashboard, in its settings: not even a mention comes from it.
  await ben.goto(`${household}/settings`);
  const view = ben.getByRole("region", { name: "View" });
  const notify = view.getByLabel("Notify me about this dashboard");
  await expect(notify).toBeChecked();
  if (javaScriptEnabled) await hydrated(ben);
  await notify.uncheck();
  if (!javaScriptEnabled)
    await view.getByRole("button", { name: "Save Notify me about this dashboard", exact: true }).click();
  await expect(ben.getByText("Options saved.")).toBeVisible();
  await rowAction(ann, "Water the plants", "Edit");
  await ann.getByLabel("Add a comment").fill("@Ben twice a week");
  await ann.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(ann.getByText("Comment added.")).toBeVisible();
  await ben.goto("/notifications");
  await expect(ben.getByText("You're all caught up.")).toBeVisible();
  await ben.goto(`${household}/settings`);
  await expect(
    ben.getByRole("region", { name: "View" }).getByLabel("Notify me about this dashboard"),
  ).not.toBeChecked();
});

test("a page of notifications that does not exist says so; a mark that does not parse is refused", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "requests only: once is enough");
  await signUp(page);
  const response = await page.goto("/notifications?before=soon");
  expect(response?.status()).toBe(400);
  await expect(
    page.getByText("The place “soon” in the link was not understood, so the newest notifications are shown."),
  ).toBeVisible();
  await expect(page.getByText("No notifications yet.")).toBeVisible();
  const refused = await page.request.post("/notifications", { form: { intent: "read", id: "first" } });
  expect(refused.status()).toBe(400);
  const nothing = await page.request.post("/notifications", {
    form: { intent: "read-all", upto: "12" },
    maxRedirects: 0,
  });
  expect(nothing.status()).toBe(302);
});

test("a new one shows while the list is open, and the bell follows", async ({
  page: ann,
  browser,
  javaScriptEnabled,
  baseURL,
  pageChecks,
}) => {
  test.skip(!javaScriptEnabled, "live needs JavaScript; without it the page says when it was loaded");
  test.setTimeout(90_000);
  const { ben } = await annAndBen(ann, { browser, javaScriptEnabled, baseURL, pageChecks }, "Live list");
  await ben.goto("/notifications");
  await expect(ben.getByText("No notifications yet.")).toBeVisible();
  await expect(ben.getByText("Live: changes by others show here")).toBeVisible();
  await hydrated(ann);
  await quickAdd(ann, "Take out the bins +ben");
  await expect(items(ann)).toHaveText(["Take out the bins"]);
  await expect(ben.getByRole("region", { name: "Today" }).getByRole("listitem")).toHaveText(
    [/^Unread: Ann added Take out the bins for .+ and assigned it to you/],
    { timeout: 15_000 },
  );
  await expect(ben.getByRole("link", { name: "Notifications, 1 unread", exact: true })).toBeVisible();
});
