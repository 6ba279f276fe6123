import { expect, test } from "./fixtures";
import { dismissToasts, dragInSteps, hydrated, items, newDashboard, quickAdd } from "./helpers";

const thisYear = new Date().getUTCFullYear();

test.describe("notes page", () => {
  test("add, edit and delete notes, and move between years", async ({ page }) => {
    await newDashboard(page);
    await page.getByRole("link", { name: "Notes", exact: true }).click();
    await expect(page).toHaveURL(/\/notes$/);
    await expect(page.getByRole("link", { name: "Next year" })).toBeVisible();
    await page.getByLabel("Title").fill("Holidays");
    await page.getByLabel("Text").fill("Porto in May");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Note added.")).toBeVisible();
    // One editor at a time, opened by a link (?note=…), closed by saving.
    await page.getByRole("link", { name: "Edit Holidays" }).click();
    await expect(page).toHaveURL(/note=/);
    const editor = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: "Save note" }) });
    await editor.getByLabel("Title").fill("Holidays 2.0");
    await editor.getByLabel("Text").fill("Porto in May, Kyoto in October");
    await editor.getByRole("button", { name: "Save note" }).click();
    await expect(page.getByText("Note updated.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Save note" })).toHaveCount(0);
    await expect(page).not.toHaveURL(/note=/);
    await expect(page.getByRole("paragraph").filter({ hasText: "Porto in May, Kyoto in October" })).toBeVisible();
    await page.getByRole("link", { name: "Next year" }).click();
    await expect(page.getByRole("heading", { name: `Notes ${thisYear + 1}` })).toBeVisible();
    await expect(page.getByText("No notes found")).toBeVisible();
    // "This year" drops the year from the link: the current year in the person's time zone.
    await page.getByRole("link", { name: "This year" }).click();
    await expect(page).not.toHaveURL(/year=/);
    await expect(page.getByRole("heading", { name: `Notes ${thisYear}` })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Holidays 2.0" })).toBeVisible();
    await page.getByRole("link", { name: "Previous year" }).click();
    await expect(page.getByRole("heading", { name: `Notes ${thisYear - 1}` })).toBeVisible();
    await expect(page.getByText("No notes found")).toBeVisible();
    await page.getByRole("link", { name: "Next year" }).click();
    await expect(page.getByRole("heading", { name: "Holidays 2.0" })).toBeVisible();
    await page.getByRole("link", { name: "Edit Holidays 2.0" }).click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("Note deleted.")).toBeVisible();
    await expect(page.getByText("No notes found")).toBeVisible();
    // The message's Undo brings it back, text and all.
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByText("Note restored.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Holidays 2.0" })).toBeVisible();
    await expect(page.getByRole("paragraph").filter({ hasText: "Porto in May, Kyoto in October" })).toBeVisible();
  });
});

test.describe("calendar", () => {
  test("shows objectives by day, moves between months and links to a day", async ({ page }) => {
    await newDashboard(page);
    await quickAdd(page, "Calendar check #cal");
    await expect(page.getByText("Objective added.")).toBeVisible();
    // A cell shows a day's first three; the rest are "+N more", a link to the day.
    for (const title of ["Second", "Third", "Fourth"]) {
      await quickAdd(page, title);
      await expect(items(page).filter({ hasText: title })).toBeVisible();
    }
    await page.getByRole("link", { name: "Calendar", exact: true }).click();
    const today = page.locator('a[aria-current="date"]');
    await expect(today).toBeVisible();
    const cell = page.getByRole("cell").filter({ has: today });
    await expect(cell.getByRole("listitem")).toHaveText(["Calendar check", "Second", "Third"]);
    await expect(cell.getByRole("link", { name: "+1 more" })).toBeVisible();
    const title = await page.getByRole("heading", { level: 2 }).first().textContent();
    await page.getByRole("link", { name: "Next month" }).click();
    await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
    await expect(page.getByRole("heading", { level: 2 }).first()).not.toHaveText(title!);
    await page.getByRole("link", { name: "This month" }).click();
    await expect(today).toBeVisible();
    // An objective's title opens its page.
    await cell.getByRole("link", { name: "Second", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Edit objective" })).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue("Second");
    await page.goBack();
    await today.click();
    await expect(page.getByRole("heading", { name: /^Today, / })).toBeVisible();
  });

  test("with JavaScript, an objective dragged to another day moves there, with Undo", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "dragging needs JavaScript; without it the title opens the objective's page");
    await newDashboard(page);
    for (const title of ["Drag me", "Stay here"]) {
      await quickAdd(page, title);
      await expect(items(page).filter({ hasText: title })).toBeVisible();
    }
    await page.getByRole("link", { name: "Calendar", exact: true }).click();
    await expect(page).toHaveURL(/\/calendar$/);
    await hydrated(page);
    const calendar = page.url();
    const cells = page.locator("tbody td");
    const todays = cells.filter({ has: page.locator('a[aria-current="date"]') });
    // The next cell (the one before, when today is the grid's last).
    const index = await todays.evaluate((td) =>
      [...td.closest("tbody")!.querySelectorAll("td")].indexOf(td as HTMLTableCellElement),
    );
    const other = cells.nth(index === 41 ? 40 : index + 1);
    // The toasts of the adds would cover the week's last days.
    await dismissToasts(page);
    await dragInSteps(page, todays.getByRole("listitem").filter({ hasText: "Drag me" }), other);
    await expect(other.getByRole("listitem")).toHaveText(["Drag me"]);
    await expect(todays.getByRole("listitem")).toHaveText(["Stay here"]);
    await expect(page.getByText(/^Moved to /)).toBeVisible();
    await expect(page).toHaveURL(calendar);
    // Saved: a fresh load shows it there too.
    await page.reload();
    await expect(other.getByRole("listitem")).toHaveText(["Drag me"]);
    // Undo puts one back, on the calendar still.
    await hydrated(page);
    await dismissToasts(page);
    await dragInSteps(page, todays.getByRole("listitem").filter({ hasText: "Stay here" }), other);
    await expect(other.getByRole("listitem")).toHaveText(["Drag me", "Stay here"]);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(todays.getByRole("listitem")).toHaveText(["Stay here"]);
    await expect(other.getByRole("listitem")).toHaveText(["Drag me"]);
    await expect(page).toHaveURL(calendar);
    // A message does not stop a drop on the day it covers: it fades and lets it through.
    const toast = page.getByRole("region", { name: "Notifications" }).locator("div").first();
    await expect(toast).toBeVisible();
    // The days' row at the window's bottom, where the messages are, so that one lies over a day
    // whatever the date and however many messages show (one alone sat over the footer once);
    // both days in view, so that reaching for one does not scroll the page.
    await other.evaluate((td) => td.scrollIntoView({ block: "end" }));
    await todays.scrollIntoViewIfNeeded();
    const box = (await toast.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const under = await page.evaluate(
      ([px, py]) => {
        const td = document.elementsFromPoint(px!, py!).find((el) => el.tagName === "TD");
        return td ? [...td.closest("tbody")!.querySelectorAll("td")].indexOf(td as HTMLTableCellElement) : -1;
      },
      [x, y],
    );
    expect(under, "a day under the message").toBeGreaterThanOrEqual(0);
    // One from a day the message does not cover.
    const [source, moving] = under === index + (index === 41 ? -1 : 1) ? [todays, "Stay here"] : [other, "Drag me"];
    await source.getByRole("listitem").filter({ hasText: moving }).hover();
    await page.mouse.down();
    await page.mouse.move(x, y, { steps: 12 });
    await expect(page.getByRole("region", { name: "Notifications" })).toHaveCSS("opacity", "0.35");
    await page.mouse.up();
    await expect(cells.nth(under).getByRole("listitem").filter({ hasText: moving })).toBeVisible();
  });

  test("on a phone the month fits the screen: dots for the objectives, their titles for screen readers", async ({
    page,
  }) => {
    await newDashboard(page);
    for (const title of ["Phone one", "Phone two", "Phone three", "Phone four"]) {
      await quickAdd(page, title);
      await expect(items(page).filter({ hasText: title })).toBeVisible();
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("link", { name: "Calendar", exact: true }).click();
    const today = page.locator('a[aria-current="date"]');
    await expect(today).toBeVisible();
    // Nothing scrolls sideways (the header cuts a long name short): the whole week is on the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByRole("columnheader").last()).toBeInViewport();
    const cell = page.getByRole("cell").filter({ has: today });
    await expect(cell.getByRole("link", { name: "+1 more" })).toBeVisible();
    // Each objective is a dot; its title takes no room (visually hidden) and is still read out.
    const dot = (await cell.getByRole("listitem").first().boundingBox())!;
    expect(dot.width).toBeGreaterThan(0);
    expect(dot.width).toBeLessThanOrEqual(8);
    expect((await cell.getByText("Phone one").boundingBox())!.width).toBeLessThanOrEqual(1);
    await expect(cell.getByRole("listitem")).toHaveText(["Phone one", "Phone two", "Phone three"]);
    // Still a link for a screen reader; focused, it shows, whole and on top (what is clipped
    // or covered is not what the point under its middle finds).
    const link = cell.getByRole("link", { name: "Phone one", exact: true });
    await link.focus();
    expect(
      await link.evaluate((a) => {
        const r = a.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return r.width > 30 && r.height > 10 && a.contains(hit);
      }),
    ).toBe(true);
    await expect(page.getByRole("link", { name: "Next month" })).toBeVisible();
  });

  test("starts weeks on Monday in German", async ({ page }) => {
    await newDashboard(page);
    await page.getByRole("link", { name: "Calendar", exact: true }).click();
    await expect(page.getByRole("columnheader").first()).toHaveText("Sun");
    await page.getByRole("button", { name: "Deutsch" }).click();
    await expect(page.getByRole("columnheader").first()).toHaveText("Mo");
  });

  test("a month or a day named in lower case shows with its first letter raised, and only that", async ({ page }) => {
    await newDashboard(page);
    await page.getByRole("button", { name: "Português (Brasil)" }).click();
    // Landed (its cookie set) before the next document is asked for: with JavaScript the
    // choice is a fetcher's, and a navigation right after the click went out in English.
    await expect(page.locator("html")).toHaveAttribute("data-locale", "pt");
    const dashboard = new URL(page.url()).pathname;
    await page.goto(`${dashboard}/calendar?month=2030-03`);
    // innerText, as shown: "Março de 2030" (not "Março De 2030", as CSS capitalize would).
    expect(await page.getByRole("heading", { level: 2 }).first().innerText()).toBe("Março de 2030");
    await page.goto(`${dashboard}?day=2030-03-07`);
    expect(await page.getByRole("heading", { level: 2 }).first().innerText()).toBe("Quinta-feira, 7 de março de 2030");
  });
});

test.describe("your settings", () => {
  test("choose a time zone and a name", async ({ page }) => {
    await newDashboard(page);
    await page.goto("/settings");
    await page.getByLabel("Your name").fill("Night Owl");
    await page.getByLabel("Time zone").selectOption("Pacific/Kiritimati");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Profile saved.")).toBeVisible();
    await expect(page.getByLabel("Time zone")).toHaveValue("Pacific/Kiritimati");
    await page.reload();
    await expect(page.getByLabel("Your name")).toHaveValue("Night Owl");
  });
});

test.describe("on a phone", () => {
  test("the dashboard's tabs and the day's arrows keep to one line each, in German too", async ({ page }) => {
    await newDashboard(page);
    await page.getByRole("button", { name: "Deutsch" }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    const tops = async (names: string[]) =>
      Promise.all(names.map(async (name) => (await page.getByRole("link", { name, exact: true }).boundingBox())!.y));
    // Settings is a gear on a phone, still named for screen readers.
    const tabs = await tops(["Tag", "Notizen", "Kalender", "Filter", "Einstellungen"]);
    expect(Math.max(...tabs) - Math.min(...tabs)).toBeLessThan(4);
    const arrows = await tops(["Vorheriger Tag", "Heute", "Nächster Tag"]);
    expect(Math.max(...arrows) - Math.min(...arrows)).toBeLessThan(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
