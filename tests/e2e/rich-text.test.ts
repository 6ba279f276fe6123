import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { appToday, items, list, newDashboard, openNewNote, quickAdd, rowAction, saved } from "./helpers";

// Links and light formatting in what people write (decision 084): titles, descriptions,
// comments and notes show their links (to a new tab) and marks; quick add reads nothing inside
// an address. With JavaScript on and off (both projects).

test("links and marks in a title, a description, a comment and a note", async ({ page, javaScriptEnabled }) => {
  await newDashboard(page, "Reading");
  const dayUrl = page.url();
  // "tomorrow" and "p2" inside the address are the address's: the objective is today's, no priority.
  await quickAdd(page, "Read **carefully** https://example.com/p2/tomorrow-news");
  const title = "Read carefully example.com/p2/tomorrow-news";
  await expect(items(page)).toHaveText([title]);
  expect(new URL(page.url()).searchParams.get("day") ?? appToday()).toBe(appToday());
  const row = list(page).getByRole("listitem").filter({ hasText: "Read carefully" });
  await expect(row.locator("strong")).toHaveText("carefully");
  await expect(row.locator(".check.pri2")).toHaveCount(0);
  const link = row.getByRole("link", { name: "example.com/p2/tomorrow-news", exact: true });
  await expect(link).toHaveAttribute("href", "https://example.com/p2/tomorrow-news");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
  // Said to open a new tab, in the page's language.
  await expect(link).toHaveAccessibleDescription("Opens in a new tab");
  // The row's buttons are named by its words, without the marks.
  await expect(row.getByRole("button", { name: `Mark as done ${title}`, exact: true })).toBeVisible();

  // A description: its links listed on the edit page, its first line's words under the title.
  await rowAction(page, title, "Edit");
  await expect(page.getByRole("list", { name: "Links" }).getByRole("link")).toHaveText([
    "example.com/p2/tomorrow-news",
  ]);
  await page.getByLabel("Description").fill("Notes in [the agenda](https://example.com/agenda), *before* Friday");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Objective updated.")).toBeVisible();
  await expect(row.locator(".row-sum")).toHaveText("Notes in the agenda, before Friday");
  await rowAction(page, title, "Edit");
  await page.waitForURL(/\/objectives\//);
  const objectiveUrl = page.url();
  const links = page.getByRole("list", { name: "Links" }).getByRole("link");
  await expect(links).toHaveText(["example.com/p2/tomorrow-news", "the agenda"]);
  await expect(links.nth(1)).toHaveAttribute("href", "https://example.com/agenda");
  // The fields keep what was typed.
  await expect(page.getByLabel("Title")).toHaveValue("Read **carefully** https://example.com/p2/tomorrow-news");

  // A comment: its address a link, its code as code.
  const comments = page.getByRole("region", { name: "Comments" });
  await comments
    .getByLabel("Add a comment")
    .fill("Mirror at www.example.org/mirror. Run `make docs` first:\n- build\n  - the index\n- upload");
  await saved(page, javaScriptEnabled, () => comments.getByRole("button", { name: "Comment", exact: true }).click());
  const comment = comments.getByRole("listitem").first();
  await expect(comment.getByRole("link", { name: "www.example.org/mirror" })).toHaveAttribute(
    "href",
    "https://www.example.org/mirror",
  );
  await expect(comment.locator("code")).toHaveText("make docs");
  // The item indented under "build" is a list inside its item.
  await expect(comment.getByRole("listitem")).toHaveText(["buildthe index", "the index", "upload"]);
  await expect(comment.getByRole("listitem").first().getByRole("list").getByRole("listitem")).toHaveText(["the index"]);
  // axe runs in the page: with JavaScript.
  if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

  // A note: its title's marks and its text's links.
  await page.goto(dayUrl);
  await openNewNote(page);
  await page.getByLabel("Title", { exact: true }).fill("~~Old~~ **New** plan");
  await page
    .getByLabel("Text")
    .fill("Draft: https://docs.example.com/plan?v=2 (shared)\n## Steps\n- [x] outline\n- [ ] review");
  await page.getByRole("button", { name: "Add note" }).click();
  const note = page.locator(".note").filter({ hasText: "Old New plan" });
  await expect(note.locator("h3 del")).toHaveText("Old");
  await expect(note.getByRole("link", { name: "docs.example.com/plan?v=2" })).toHaveAttribute(
    "href",
    "https://docs.example.com/plan?v=2",
  );
  // Its parts: a heading, and a list of boxes, the ticked one struck.
  await expect(note.locator("strong", { hasText: "Steps" })).toBeVisible();
  await expect(note.getByRole("listitem")).toHaveText(["☑\uFE0Eoutline", "☐\uFE0Ereview"]);
  // Read as boxes, ticked or not, named by their items (not by the glyphs' names).
  await expect(note.getByRole("checkbox", { name: "outline", checked: true })).toBeVisible();
  await expect(note.getByRole("checkbox", { name: "review", checked: false })).toBeVisible();
  await expect(note.getByRole("listitem").first().locator("del")).toHaveText("outline");
  // axe runs in the page: with JavaScript.
  if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

  // The calendar's title is a link to the objective: its marks show, its address as words.
  await page.goto(`${dayUrl.split("?")[0]}/calendar`);
  const entry = page.getByRole("link", { name: title });
  await expect(entry).toHaveAttribute("href", new URL(objectiveUrl).pathname);
  await expect(entry.locator("strong")).toHaveText("carefully");
});
