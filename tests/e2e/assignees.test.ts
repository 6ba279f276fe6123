import { expect, test } from "./fixtures";
import { dismissToasts, hydrated, items, latestMail, list, quickAdd, rowAction, SUPABASE_URL } from "./helpers";
import { annAndBen } from "./sharing-helpers";

// Assignees (decision 037): "+name" and "+me" in quick add, a clear refusal for a name
// nobody has, the initials on the rows, the "Assigned to" filter, and the edit page's select.
// With JavaScript on and off.

test("assign in quick add and on the edit page; the rows say who; 'Assigned to' filters", async ({
  page: ann,
  browser,
  javaScriptEnabled,
  baseURL,
  pageChecks,
}) => {
  test.setTimeout(120_000);
  const { ben, benEmail, dayUrl } = await annAndBen(
    ann,
    { browser, javaScriptEnabled, baseURL, pageChecks },
    "Household",
    "Ann Lee",
  );

  await quickAdd(ann, "Fix the sink +ben");
  await expect(items(ann)).toHaveText(["Fix the sink"]);
  await quickAdd(ann, "Buy bread +me");
  await expect(items(ann)).toHaveText(["Fix the sink", "Buy bread"]);
  const row = (title: string) => list(ann).getByRole("listitem").filter({ hasText: title });
  await expect(row("Fix the sink").getByTitle("Assigned to Ben").locator("[aria-hidden]")).toHaveText("B");
  await expect(row("Buy bread").getByTitle("Assigned to Ann Lee").locator("[aria-hidden]")).toHaveText("AL");
  // Ben is told by email, with a link to the day; Ann is not told of her own.
  const told = await latestMail(benEmail, "Ann Lee assigned you “Fix the sink”");
  expect(told.link).toMatch(new RegExp(`^${dayUrl}\\?day=\\d{4}-\\d\\d-\\d\\d$`));

  // A name nobody on the dashboard has: said next to the field, the line kept.
  await quickAdd(ann, "Call the landlord +zed");
  const field = ann.getByLabel("New objective");
  await expect(field).toHaveAccessibleDescription(/No member of this dashboard is called “zed”/);
  await expect(field).toHaveValue("Call the landlord +zed");
  await expect(items(ann)).toHaveText(["Fix the sink", "Buy bread"]);

  // "Assigned to": a select of the filter form (everyone, me, nobody, each other member),
  // kept by the day's links.
  if (javaScriptEnabled) await hydrated(ann);
  const whose = ann.getByRole("group", { name: "Filters" }).getByRole("combobox", { name: "Whose objectives" });
  await expect(whose.locator("option")).toHaveText(["Everyone", "Assigned to me", "Unassigned", "Assigned to Ben"]);
  const filterBy = async (label: string) => {
    await whose.selectOption({ label });
    if (!javaScriptEnabled) await ann.getByRole("button", { name: "Filter" }).click();
  };
  await filterBy("Assigned to Ben");
  await expect(ann).toHaveURL(/[?&]marker=for-[0-9a-f-]{36}\b/);
  await expect(items(ann)).toHaveText(["Fix the sink"]);
  await filterBy("Assigned to me");
  await expect(ann).toHaveURL(/[?&]marker=me\b/);
  await expect(items(ann)).toHaveText(["Buy bread"]);
  await expect(whose.locator("option:checked")).toHaveText("Assigned to me");
  // The day's arrows keep it (each waited for: the URL had marker=me before the click too).
  for (const arrow of ["Next day", "Previous day"]) {
    const link = ann.getByRole("link", { name: arrow });
    const to = (await link.getAttribute("href"))!;
    expect(to).toMatch(/[?&]marker=me\b/);
    await link.click();
    await expect(ann).toHaveURL((url) => url.pathname + url.search === to);
  }
  await expect(items(ann)).toHaveText(["Buy bread"]);
  // The calendar offers it too.
  await ann.goto(`${dayUrl}/calendar?marker=me`);
  await expect(ann.getByRole("combobox", { name: "Whose objectives" }).locator("option:checked")).toHaveText(
    "Assigned to me",
  );
  await expect(ann.getByRole("listitem").filter({ hasText: "Buy bread" })).toBeVisible();
  await expect(ann.getByRole("listitem").filter({ hasText: "Fix the sink" })).toHaveCount(0);
  // Everything: each objective with its assignee's initials, as on the day.
  await ann.goto(`${dayUrl}/calendar`);
  const cell = (title: string) => ann.getByRole("listitem").filter({ hasText: title });
  await expect(cell("Fix the sink").getByTitle("Assigned to Ben").locator("[aria-hidden]")).toHaveText("B");
  await expect(cell("Buy bread").getByTitle("Assigned to Ann Lee").locator("[aria-hidden]")).toHaveText("AL");
  // Ben's own: the sink.
  await ben.goto(`${dayUrl}?marker=me`);
  await expect(items(ben)).toHaveText(["Fix the sink"]);
  await ann.goto(dayUrl);

  // The edit page: Ben is chosen; Nobody takes it back.
  await rowAction(ann, "Fix the sink", "Edit");
  await expect(ann.getByRole("heading", { name: "Edit objective" })).toBeVisible();
  const select = ann.getByLabel("Assigned to", { exact: true });
  await expect(select.locator("option:checked")).toHaveText("Ben");
  await expect(select.locator("option")).toHaveText(["Nobody", "Ann Lee (you)", "Ben"]);
  await select.selectOption({ label: "Nobody" });
  await ann.getByRole("button", { name: "Save changes" }).click();
  await expect(ann.getByText("Objective updated.")).toBeVisible();
  await expect(row("Fix the sink").getByTitle(/^Assigned to/)).toHaveCount(0);
  await rowAction(ann, "Fix the sink", "Edit");
  await expect(ann.getByRole("heading", { name: "Edit objective" })).toBeVisible();
  await ann.getByLabel("Assigned to", { exact: true }).selectOption({ label: "Ann Lee (you)" });
  await ann.getByRole("button", { name: "Save changes" }).click();
  await expect(row("Fix the sink").getByTitle("Assigned to Ann Lee")).toBeVisible();

  // A row's menu: "Unassign" and its Undo, "Assign to me".
  await rowAction(ann, "Fix the sink", "Unassign");
  await expect(ann.getByText("Nobody is assigned now.")).toBeVisible();
  await expect(row("Fix the sink").getByTitle(/^Assigned to/)).toHaveCount(0);
  await ann.getByRole("button", { name: "Undo" }).click();
  await expect(row("Fix the sink").getByTitle("Assigned to Ann Lee")).toBeVisible();
  await quickAdd(ann, "Sweep the floor");
  await expect(items(ann)).toHaveText(["Fix the sink", "Buy bread", "Sweep the floor"]);
  // "Unassigned": what nobody has taken yet; "Everyone" again: all of them.
  if (javaScriptEnabled) await hydrated(ann);
  await filterBy("Unassigned");
  await expect(ann).toHaveURL(/[?&]marker=unassigned\b/);
  await expect(items(ann)).toHaveText(["Sweep the floor"]);
  await filterBy("Everyone");
  await expect(items(ann)).toHaveText(["Fix the sink", "Buy bread", "Sweep the floor"]);
  // The Undo above said "Assigned to you." too: on a slow machine its message is still up.
  await dismissToasts(ann);
  await rowAction(ann, "Sweep the floor", "Assign to me");
  await expect(ann.getByText("Assigned to you.")).toBeVisible();
  await expect(row("Sweep the floor").getByTitle("Assigned to Ann Lee")).toBeVisible();
  await expect(ann.getByRole("group", { name: "More actions Sweep the floor", exact: true })).toBeHidden();

  // The dashboards' card says how many are hers today, and leads to them.
  await ann.goto("/dashboards");
  await ann.getByRole("link", { name: "3 for you today" }).click();
  await expect(ann).toHaveURL(/[?&]marker=me\b/);
  await expect(items(ann)).toHaveText(["Fix the sink", "Buy bread", "Sweep the floor"]);
  // Search results say who too.
  await ann.goto(`${dayUrl}/search?q=sweep`);
  await expect(ann.getByRole("region", { name: /^Objectives/ }).getByTitle("Assigned to Ann Lee")).toBeVisible();

  // The activity tells every member each change of who does what (not the adds with "+name",
  // told as added); "Assignments" shows only these.
  await ben.goto(`${dayUrl}/activity?what=assigned`);
  await expect(ben.getByRole("combobox", { name: "Kind of change" }).locator("option:checked")).toHaveText(
    "Assignments",
  );
  await expect(ben.getByRole("region", { name: "Activity" }).getByRole("listitem")).toHaveText([
    /^Ann Lee took on Sweep the floor/,
    /^Ann Lee took on Fix the sink/,
    /^Ann Lee unassigned themselves from Fix the sink/,
    /^Ann Lee took on Fix the sink/,
    /^Ann Lee unassigned Ben from Fix the sink/,
  ]);
});

/** The subjects of the emails the stand-in sent to `to`. */
async function subjects(to: string): Promise<string[]> {
  const res = await fetch(`${SUPABASE_URL}/__mailbox/messages?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { subject: string }[]).map((m) => m.subject);
}

test("whoever turns assignment emails off in their settings gets none", async ({
  page: ann,
  browser,
  javaScriptEnabled,
  baseURL,
  pageChecks,
}) => {
  test.setTimeout(120_000);
  const { ben, benEmail } = await annAndBen(ann, { browser, javaScriptEnabled, baseURL, pageChecks }, "Office");

  await ben.goto("/settings#assignments");
  const box = ben.getByLabel("Email me about assignments, mentions and comments on my objectives");
  await expect(box).toBeChecked();
  await box.uncheck();
  await ben.getByRole("button", { name: "Save assignment emails" }).click();
  await expect(ben.getByText("Assignment emails turned off.")).toBeVisible();
  await expect(ben.getByLabel("Email me about assignments, mentions and comments on my objectives")).not.toBeChecked();

  await quickAdd(ann, "Order paper +ben");
  await expect(items(ann)).toHaveText(["Order paper"]);
  // On again: the next assignment is told.
  await ben.getByLabel("Email me about assignments, mentions and comments on my objectives").check();
  await ben.getByRole("button", { name: "Save assignment emails" }).click();
  await expect(ben.getByText("Assignment emails turned on.")).toBeVisible();
  await quickAdd(ann, "Book the room +ben");
  await expect(items(ann)).toHaveText(["Order paper", "Book the room"]);
  await latestMail(benEmail, "Ann assigned you “Book the room”");
  expect(await subjects(benEmail)).not.toContain("Ann assigned you “Order paper”");

  // Unassigned from a row's menu, then Undo: given back to Ben, who is not told twice.
  await rowAction(ann, "Book the room", "Unassign");
  await expect(ann.getByText("Nobody is assigned now.")).toBeVisible();
  await ann.getByRole("button", { name: "Undo" }).click();
  await expect(
    list(ann).getByRole("listitem").filter({ hasText: "Book the room" }).getByTitle("Assigned to Ben"),
  ).toBeVisible();
  // An email would have been sent with the answer, before the page showed it.
  await ann.waitForTimeout(1000);
  expect((await subjects(benEmail)).filter((s) => s === "Ann assigned you “Book the room”")).toHaveLength(1);
});

test("with JavaScript, '+' in quick add offers the other members; Enter writes the name", async ({
  page: ann,
  browser,
  javaScriptEnabled,
  baseURL,
  pageChecks,
}) => {
  test.skip(!javaScriptEnabled, "the list needs JavaScript; without it one types the name");
  test.setTimeout(60_000);
  await annAndBen(ann, { browser, javaScriptEnabled, baseURL, pageChecks }, "Flat");
  // Nothing is assigned yet: the list is there all the same.
  await hydrated(ann);
  const field = ann.getByLabel("New objective");
  await field.pressSequentially("Fix the sink +b");
  const choices = ann.getByRole("listbox", { name: "People to assign" });
  await expect(choices.getByRole("option")).toHaveText(["Ben"]);
  await expect(ann.getByRole("status").filter({ hasText: "1 person to assign" })).toBeAttached();
  await field.press("Enter");
  await expect(field).toHaveValue("Fix the sink +Ben ");
  await expect(choices).toHaveCount(0);
  await field.press("Enter");
  await expect(
    list(ann).getByRole("listitem").filter({ hasText: "Fix the sink" }).getByTitle("Assigned to Ben"),
  ).toBeVisible();
  // Not oneself: "+me" says that.
  await field.pressSequentially("Call +a");
  await expect(choices).toHaveCount(0);
});
