import { expect, test } from "./fixtures";
import { list, newDashboard, quickAdd, repeatBadge, rowAction } from "./helpers";

// A repeat's end (decision 028), with JavaScript on and off: "until …" in quick add, the
// calendar's days to come stopping there, and the edit page's "Ends on".

test("quick add 'every week … until …' ends the series: the row, the calendar and the edit page say so", async ({
  page,
}) => {
  await newDashboard(page);
  await quickAdd(page, "Course every week Mar 3 2031 until Mar 24 2031");
  await expect(
    page.getByText("Objective added to Monday, March 3, 2031. Repeats: Every week until Mar 24, 2031."),
  ).toBeVisible();
  const day = new URL(page.url()).pathname.replace(/\/$/, "");

  // The calendar shows the Mondays up to the end, not the one after it.
  await page.goto(`${day}/calendar?month=2031-03`);
  const cell = (name: string) => page.getByRole("cell").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(cell("Monday, March 24, 2031").getByText("Course")).toBeVisible();
  await expect(
    cell("Monday, March 24, 2031").locator('.row-repeat[title="Repeats: Every week until Mar 24, 2031"]'),
  ).toHaveCount(1);
  await expect(cell("Monday, March 31, 2031").getByText("Course")).toHaveCount(0);

  // The edit page shows the end; emptied, the series goes on.
  await page.goto(`${day}?day=2031-03-03`);
  await expect(repeatBadge(page, "Every week until Mar 24, 2031")).toHaveCount(1);
  await rowAction(page, "Course", "Edit");
  const ends = page.getByLabel("Ends on");
  await expect(ends).toHaveValue("2031-03-24");
  await ends.fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(repeatBadge(page, "Every week")).toHaveCount(1);
  await page.goto(`${day}/calendar?month=2031-03`);
  await expect(cell("Monday, March 31, 2031").getByText("Course")).toBeVisible();
});

test("quick add 'every Monday from March to April' starts on March's first Monday and ends with April", async ({
  page,
}) => {
  await newDashboard(page);
  await quickAdd(page, "Course every Monday from March 2031 to April 2031");
  await expect(
    page.getByText("Objective added to Monday, March 3, 2031. Repeats: Every week until Apr 30, 2031."),
  ).toBeVisible();
  await page.goto(`${new URL(page.url()).pathname.replace(/\/$/, "")}?day=2031-03-03`);
  await expect(list(page).getByText("Course", { exact: true })).toBeVisible();
  await expect(repeatBadge(page, "Every week until Apr 30, 2031")).toHaveCount(1);
});

test("an end before the objective's day is refused next to the field, what was typed kept", async ({ page }) => {
  await newDashboard(page);
  await quickAdd(page, "Stretch every day Mar 3 2031");
  await expect(page.getByText(/Objective added to Monday, March 3, 2031\./)).toBeVisible();
  await page.goto(`${new URL(page.url()).pathname.replace(/\/$/, "")}?day=2031-03-03`);
  await rowAction(page, "Stretch", "Edit");
  await page.getByLabel("Title").fill("Stretch well");
  // Past the date field's own minimum: the server is the one that says no.
  await page.getByLabel("Ends on").evaluate((input: HTMLInputElement) => input.removeAttribute("min"));
  await page.getByLabel("Ends on").fill("2031-03-01");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("The end can’t be before the objective’s day.")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("Stretch well");
  await expect(page.getByLabel("Ends on")).toHaveValue("2031-03-01");
  const response = await page.request.post(page.url(), {
    form: { intent: "save", title: "Stretch", day: "2031-03-03", repeat: "daily", repeatUntil: "2031-03-01" },
  });
  expect(response.status()).toBe(400);
  // Nothing changed.
  await page.goto(`${new URL(page.url()).pathname.split("/objectives/")[0]}?day=2031-03-03`);
  await expect(list(page).getByText("Stretch", { exact: true })).toBeVisible();
  await expect(repeatBadge(page, "Every day")).toHaveCount(1);
});
