import { expect, test } from "./fixtures";
import { hydrated, items, quickAdd, rowAction } from "./helpers";
import { annAndBen } from "./sharing-helpers";

// Reactions to comments (decision 079): any member answers a comment with an emoji, sees
// who else did, and takes theirs back. JavaScript on and off.

test("members react to a comment, see who did, and take their reaction back", async ({
  page: ann,
  browser,
  javaScriptEnabled,
  baseURL,
  pageChecks,
}) => {
  test.setTimeout(90_000);
  const { ben } = await annAndBen(ann, { browser, javaScriptEnabled, baseURL, pageChecks }, "Flat");
  await quickAdd(ann, "Call the landlord");
  await expect(items(ann)).toHaveText(["Call the landlord"]);
  await rowAction(ann, "Call the landlord", "Edit");
  await expect(ann).toHaveURL(/\/objectives\/[0-9a-f-]{36}$/);
  const objectiveUrl = ann.url();
  const comments = (page: typeof ann) => page.getByRole("region", { name: "Comments" });
  if (javaScriptEnabled) await hydrated(ann);
  await comments(ann).getByLabel("Add a comment").fill("Called at 9, no answer.");
  await comments(ann).getByRole("button", { name: "Comment", exact: true }).click();
  await expect(comments(ann).getByRole("listitem")).toHaveCount(1);

  const reactions = (page: typeof ann) => comments(page).getByRole("form", { name: "Reactions" });
  if (javaScriptEnabled) {
    // The picker closes as menus do: on Escape (back on its button), or a press elsewhere.
    const summary = reactions(ann).locator("summary", { hasText: "Add a reaction" });
    const thumbs = reactions(ann).getByRole("button", { name: "Thumbs up", exact: true });
    await summary.click();
    await expect(thumbs).toBeVisible();
    await ann.keyboard.press("Escape");
    await expect(thumbs).toBeHidden();
    await expect(summary).toBeFocused();
    await summary.click();
    await expect(thumbs).toBeVisible();
    await comments(ann).getByLabel("Add a comment").click();
    await expect(thumbs).toBeHidden();
    await expect(ann).toHaveURL(objectiveUrl);
  }

  // Ann answers her own comment with a thumbs up, from "Add a reaction".
  await reactions(ann).locator("summary", { hasText: "Add a reaction" }).click();
  await reactions(ann).getByRole("button", { name: "Thumbs up", exact: true }).click();
  const annsThumb = reactions(ann).getByRole("button", { name: "Thumbs up: Ann (1)" });
  await expect(annsThumb).toHaveAttribute("aria-pressed", "true");
  await expect(annsThumb).toHaveText("👍1");

  // Ben sees it by her name, not pressed for him; his press makes two.
  await ben.goto(objectiveUrl);
  if (javaScriptEnabled) await hydrated(ben);
  const bensThumb = reactions(ben).getByRole("button", { name: "Thumbs up: Ann (1)" });
  await expect(bensThumb).toHaveAttribute("aria-pressed", "false");
  await bensThumb.click();
  const both = reactions(ben).getByRole("button", { name: "Thumbs up: Ann and Ben (2)" });
  await expect(both).toHaveAttribute("aria-pressed", "true");
  // A heart too, and the picker shows it chosen.
  await reactions(ben).locator("summary", { hasText: "Add a reaction" }).click();
  await reactions(ben).getByRole("button", { name: "Heart", exact: true }).click();
  await expect(reactions(ben).getByRole("button", { name: "Heart: Ben (1)" })).toBeVisible();

  // Ann takes hers back: Ben's stays.
  await ann.goto(objectiveUrl);
  if (javaScriptEnabled) await hydrated(ann);
  await reactions(ann).getByRole("button", { name: "Thumbs up: Ann and Ben (2)" }).click();
  const left = reactions(ann).getByRole("button", { name: "Thumbs up: Ben (1)" });
  await expect(left).toHaveAttribute("aria-pressed", "false");
  await expect(reactions(ann).getByRole("button", { name: /^Heart/ })).toHaveText("❤️1");

  // Forged: an unknown emoji is refused with a 4xx and a message, nothing changes.
  const commentId = (await comments(ann).getByRole("listitem").first().getAttribute("id"))!.replace("comment-", "");
  const forged = await ann.request.post(objectiveUrl, {
    form: { intent: "react", commentId, choice: "skull:on" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(400);
});
