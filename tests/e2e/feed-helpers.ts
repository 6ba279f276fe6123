import { expect, type Locator, type Page } from "@playwright/test";

/**
 * A calendar link's end, as a dashboard's settings and /settings offer it (decisions 026 and
 * 085): "Reset link" makes a new one and the old answers 410; "Turn off" ends the new one;
 * an unknown link is 404. `first` is the link shown when it was made.
 */
export async function resetAndTurnOff(page: Page, section: Locator, first: string) {
  const link = section.getByLabel("Your private calendar link");
  await section.getByRole("button", { name: "Reset link" }).click();
  await expect(link).toHaveValue(/\.ics$/);
  const second = await link.inputValue();
  expect(second).not.toBe(first);
  expect((await fetch(first)).status).toBe(410);
  expect((await fetch(second)).status).toBe(200);

  await section.getByRole("button", { name: "Turn off" }).click();
  await expect(page.getByText("Calendar link turned off.")).toBeVisible();
  await expect(section.getByRole("button", { name: "Create calendar link" })).toBeVisible();
  expect((await fetch(second)).status).toBe(410);
  expect((await fetch(second.replace(/[\w-]{43}\.ics$/, `${"A".repeat(43)}.ics`))).status).toBe(404);
}
