import { expect, test } from "./fixtures";
import { hydrated, items, list, quickAdd, saved } from "./helpers";
import { annAndBen } from "./sharing-helpers";

// A line added to a filtered list takes what the filter shows (its one filter, who does it),
// so it stays in view, as Todoist's label views do; "+name" in the line wins. With
// JavaScript on and off.

test("quick add under a filter: the filter's marker and assignee go with the line; '+name' wins", async ({
  page: ann,
  browser,
  javaScriptEnabled,
  baseURL,
  pageChecks,
}) => {
  test.setTimeout(120_000);
  const { dayUrl } = await annAndBen(ann, { browser, javaScriptEnabled, baseURL, pageChecks }, "Household", "Ann Lee");
  const row = (title: string) => list(ann).getByRole("listitem").filter({ hasText: title });
  const add = async (line: string) => saved(ann, javaScriptEnabled, () => quickAdd(ann, line));
  await add("Buy paint #home");
  await add("Send invoice #work");

  // One filter: the line gets it (a typed "#" too), and shows in the filtered list.
  const work = (await ann.getByRole("checkbox", { name: "work" }).getAttribute("value"))!;
  const home = (await ann.getByRole("checkbox", { name: "home" }).getAttribute("value"))!;
  await ann.goto(`${dayUrl}?marker=${work}`);
  await expect(items(ann)).toHaveText([/^Send invoice/]);
  await add("Draft the offer");
  await expect(items(ann)).toHaveText([/^Send invoice/, /^Draft the offer/]);
  await expect(row("Draft the offer")).toContainText("work");
  await add("Order boxes #home");
  await expect(row("Order boxes")).toContainText("work");
  await expect(row("Order boxes")).toContainText("home");
  // Two filters: either shows a row, so neither is guessed.
  await ann.goto(`${dayUrl}?marker=${work}&marker=${home}`);
  await add("Sweep the floor");
  await ann.goto(dayUrl);
  await expect(row("Sweep the floor")).toBeVisible();
  await expect(row("Sweep the floor")).not.toContainText(/home|work/);

  // "Assigned to me": the line is mine; under Ben's, his, unless the line names someone.
  await ann.goto(`${dayUrl}?marker=me`);
  await expect(items(ann)).toHaveCount(0);
  await add("Water the plants");
  await expect(items(ann)).toHaveText([/^Water the plants/]);
  await expect(row("Water the plants").getByTitle("Assigned to Ann Lee")).toBeVisible();
  if (javaScriptEnabled) await hydrated(ann);
  const whose = ann.getByRole("combobox", { name: "Whose objectives" });
  await whose.selectOption({ label: "Assigned to Ben" });
  if (!javaScriptEnabled) await ann.getByRole("button", { name: "Filter" }).click();
  await expect(ann).toHaveURL(/[?&]marker=for-[0-9a-f-]{36}\b/);
  await add("Fix the sink");
  await expect(items(ann)).toHaveText([/^Fix the sink/]);
  await expect(row("Fix the sink").getByTitle("Assigned to Ben")).toBeVisible();
  await add("Call the landlord +me");
  await expect(items(ann)).toHaveText([/^Fix the sink/]);
  await ann.goto(`${dayUrl}?marker=me`);
  await expect(items(ann)).toHaveText([/^Water the plants/, /^Call the landlord/]);

  // /upcoming's "Assigned to me": the same, on the day it is added under.
  await ann.goto("/upcoming?marker=me");
  await ann.getByRole("link", { name: /^Add objective Tomorrow/ }).click();
  await add("Book the dentist");
  const tomorrow = ann.getByRole("region", { name: /^Tomorrow · / });
  await expect(tomorrow.getByRole("listitem").filter({ hasText: "Book the dentist" })).toBeVisible();
  await expect(tomorrow.getByTitle("Assigned to Ann Lee")).toBeVisible();
});
