import { expect, test } from "./fixtures";
import { newDashboard, quickAdd, repeatBadge, rowAction, saved } from "./helpers";

// "Complete forever" (Todoist's) on a repeating objective's page, with JavaScript on and off:
// done with no next one, back on its day; Undo opens it again with its rule.

test("'Complete forever' on a repeating objective's page: done, no next one; Undo and it repeats again", async ({
  page,
  javaScriptEnabled,
}) => {
  await newDashboard(page);
  await quickAdd(page, "Take the antibiotics every day");
  await expect(repeatBadge(page, "Every day")).toHaveCount(1);
  await rowAction(page, "Take the antibiotics", "Edit");
  const forever = page.getByRole("button", { name: "Complete forever" });
  await expect(forever).toHaveAccessibleDescription("Done, and it stops repeating: no next one is added.");
  await forever.click();

  // Back on its day: done, without its rule.
  await expect(page.getByText("Marked as done. It won't repeat again.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark as not done Take the antibiotics" })).toBeVisible();
  await expect(repeatBadge(page, "Every day")).toHaveCount(0);
  const undo = page.getByRole("button", { name: "Undo" });
  const posted = await undo.evaluate((button) => {
    const form = (button as HTMLButtonElement).form!;
    return { action: form.action, fields: Object.fromEntries(new FormData(form)) as Record<string, string> };
  });
  await saved(page, javaScriptEnabled, () => undo.click());
  await expect(page.getByText("Marked as not done. It repeats again.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark as done Take the antibiotics" })).toBeVisible();
  await expect(repeatBadge(page, "Every day")).toHaveCount(1);

  // The same Undo again (a second tab, a double submit) brings nothing back, and says so. The
  // day is left first: open, it would follow the change live and read the message itself.
  const day = page.url();
  await page.goto("about:blank");
  await page.request.post(posted.action, { form: posted.fields, maxRedirects: 0 });
  await page.goto(day);
  await expect(page.getByText("It was open again already: nothing changed.")).toBeVisible();
  await expect(repeatBadge(page, "Every day")).toHaveCount(1);

  // Again, for good: the next day has nothing (a done one of a series would have its next there).
  await rowAction(page, "Take the antibiotics", "Edit");
  await page.getByRole("button", { name: "Complete forever" }).click();
  await expect(page.getByText("Marked as done. It won't repeat again.")).toBeVisible();
  await page.getByRole("link", { name: "Next day" }).click();
  await expect(page.getByText("No tasks found")).toBeVisible();
  await page.getByRole("link", { name: "Previous day" }).click();
  // Its day again before the next line is added there (with JavaScript, a client navigation).
  await expect(page.getByRole("button", { name: "Mark as not done Take the antibiotics" })).toBeVisible();

  // One that does not repeat has no such button; nor has a done one.
  await quickAdd(page, "Post the letter");
  await rowAction(page, "Post the letter", "Edit");
  await expect(page.getByRole("heading", { name: "Edit objective" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Complete forever" })).toHaveCount(0);
});
