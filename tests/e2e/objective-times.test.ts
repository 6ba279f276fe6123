import { expect, test } from "./fixtures";
import { items, list, newDashboard, quickAdd, rowAction } from "./helpers";

// A time of day (decision 093), with JavaScript on and off: quick add's "at 3pm" and "9:00",
// the time before the title, the day's timed rows first by time, the edit page's Time field,
// a reminder before the time that moves with it (decision 094), how long it takes (decision
// 095: a range in quick add, the edit page's Duration, the span on the row).

const time = (page: import("@playwright/test").Page, title: string) =>
  list(page).locator("li").filter({ hasText: title }).locator("time.row-at");

test("quick add's time goes before the title, timed rows first by time; the edit page sets and clears it", async ({
  page,
}) => {
  await newDashboard(page);
  await quickAdd(page, "Water the plants");
  await expect(page.getByText("Objective added.")).toBeVisible();
  await quickAdd(page, "Dentist at 3pm");
  await expect(page.getByText("Objective added for 3:00 PM.")).toBeVisible();
  await expect(list(page).getByText("Dentist", { exact: true })).toBeVisible();
  // On another day, the message names the day and the time.
  // "!15 min before": one's reminder before its time (decision 094).
  await quickAdd(page, "Call Ana tomorrow at 10am !15 min before");
  await expect(page.getByText(/^Objective added to \w+day, .+ at 10:00 AM\.$/)).toBeVisible();
  await expect(page.getByText("Reminder set: an email at 9:45 AM.")).toBeVisible();
  // Without a time it has nothing to go by: said next to the line, kept as typed.
  await quickAdd(page, "Call Bo !1h before");
  await expect(page.getByText("A reminder before needs the objective’s time: add one, like “at 3pm”.")).toBeVisible();
  await expect(page.getByLabel("New objective")).toHaveValue("Call Bo !1h before");
  await quickAdd(page, "Stand-up 9:00-9:15");
  await expect(list(page).getByText("Stand-up", { exact: true })).toBeVisible();
  await expect(items(page)).toHaveText(["Stand-up", "Dentist", "Water the plants"]);
  await expect(time(page, "Stand-up")).toHaveText("9:00 – 9:15 AM");
  await expect(time(page, "Dentist")).toHaveText("3:00 PM");
  await expect(time(page, "Dentist")).toHaveAttribute("datetime", "15:00");
  await expect(time(page, "Water the plants")).toHaveCount(0);

  // A row with a time stays where its time puts it: its menu offers no move.
  await page.getByRole("link", { name: "More actions Dentist", exact: true }).click();
  const menu = page.getByRole("group", { name: "More actions Dentist", exact: true });
  await expect(menu.getByRole("button", { name: "Delete" })).toBeVisible();
  await expect(menu.getByRole("button", { name: "Move up" })).toHaveCount(0);
  await page.getByRole("link", { name: "More actions Dentist", exact: true }).click();
  await expect(menu).toHaveCount(0);

  // The edit page: a time given, and the row goes first.
  await rowAction(page, "Water the plants", "Edit");
  const field = page.getByLabel("Time", { exact: true });
  await expect(field).toHaveValue("");
  await field.fill("08:15");
  await page.getByLabel("Duration").selectOption({ label: "45 min" });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(items(page)).toHaveText(["Water the plants", "Stand-up", "Dentist"]);
  await expect(time(page, "Water the plants")).toHaveText("8:15 – 9:00 AM");

  // A reminder 30 minutes before its time follows the time (decision 094).
  await rowAction(page, "Dentist", "Edit");
  await page.getByRole("button", { name: "30 minutes before, 2:30 PM" }).click();
  await expect(page.getByText("Reminder set: an email at 2:30 PM.")).toBeVisible();
  await expect(page.getByText(/It goes 30 minutes before the objective’s time and moves/)).toBeVisible();
  await page.getByLabel("Time", { exact: true }).fill("16:00");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(items(page)).toHaveText(["Water the plants", "Stand-up", "Dentist"]);
  await rowAction(page, "Dentist", "Edit");
  await expect(page.getByText(/^You will get an email at 3:30 PM on /)).toBeVisible();

  // Emptied: any time that day, after the timed ones. A duration needs a time to start from:
  // refused beside it, with what was chosen kept.
  await expect(page.getByLabel("Time", { exact: true })).toHaveValue("16:00");
  await page.getByLabel("Time", { exact: true }).fill("");
  await page.getByLabel("Duration").selectOption({ label: "1 hr" });
  const refused = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: "Save changes" }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByText("A duration needs a time to start from: set the time too.")).toBeVisible();
  await expect(page.getByLabel("Duration")).toHaveValue("60");
  await expect(page.getByLabel("Time", { exact: true })).toHaveValue("");
  await page.getByLabel("Duration").selectOption({ label: "Not set" });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(items(page)).toHaveText(["Water the plants", "Stand-up", "Dentist"]);
  await expect(time(page, "Dentist")).toHaveCount(0);

  // The dashboard's activity tells the edit page's changes, newest first.
  await page.getByRole("link", { name: "Activity", exact: true }).click();
  await expect(page.getByRole("listitem").filter({ hasText: /time of/ })).toHaveText([
    /removed the time of Dentist/,
    /set the time of Dentist to 4:00 PM/,
    /set the time of Water the plants to 8:15\s–\s9:00\sAM/,
  ]);
});
