import { expect, test } from "./fixtures";
import { hydrated, items, latestMail, list, quickAdd, rowAction } from "./helpers";
import { annAndBen } from "./sharing-helpers";

// Comments on an objective (decision 044): written on its page by any member, read by all,
// deleted by their author or the admin after a confirmation. JavaScript on and off.

test("members comment on an objective; its author or the admin deletes one, nobody else", async ({
  page: ann,
  browser,
  javaScriptEnabled,
  baseURL,
  pageChecks,
}) => {
  test.setTimeout(90_000);
  const { ben, benEmail, dayUrl } = await annAndBen(ann, { browser, javaScriptEnabled, baseURL, pageChecks }, "Flat");
  // Ben does it: comments by others reach him by email.
  await quickAdd(ann, "Call the landlord +Ben");
  await expect(items(ann)).toHaveText(["Call the landlord"]);
  await rowAction(ann, "Call the landlord", "Edit");
  await expect(ann).toHaveURL(/\/objectives\/[0-9a-f-]{36}$/);
  const objectiveUrl = ann.url();
  const comments = (page: typeof ann) => page.getByRole("region", { name: "Comments" });
  await expect(comments(ann).getByText("No comments yet.", { exact: false })).toBeVisible();
  // The page was loaded as a document: sent before it hydrates, the comment would be a plain
  // form's (a page load), and the field's focus below is JavaScript's.
  if (javaScriptEnabled) await hydrated(ann);

  // Ann writes two lines; the field is empty again after.
  await comments(ann).getByLabel("Add a comment").fill("Called at 9, no answer.\nTrying again at noon.");
  await comments(ann).getByRole("button", { name: "Comment", exact: true }).click();
  await expect(ann.getByText("Comment added.")).toBeVisible();
  await expect(comments(ann).getByLabel("Add a comment")).toHaveValue("");
  // With JavaScript the page stays, and the field keeps the focus for the next one.
  if (javaScriptEnabled) await expect(comments(ann).getByLabel("Add a comment")).toBeFocused();
  const first = comments(ann).getByRole("listitem");
  await expect(first).toHaveCount(1);
  await expect(first).toContainText("Ann (you)");
  // Its line break kept, as written (read once the page's styles apply: on a loaded machine
  // the stylesheet can come after the page, and innerText follows the styles it has).
  await expect(first.locator("p").last()).toHaveCSS("white-space", "pre-wrap");
  expect(await first.locator("p").last().innerText()).toBe("Called at 9, no answer.\nTrying again at noon.");
  await expect(comments(ann).getByRole("heading", { name: "Comments 1" })).toBeVisible();
  const told = await latestMail(benEmail, "Ann commented on “Call the landlord”");
  expect(told.link).toBe(`${objectiveUrl}#comments`);

  // Ben reads it by Ann's name, may not delete it, and answers.
  await ben.goto(objectiveUrl);
  const bens = comments(ben);
  await expect(bens.getByRole("listitem").first()).toContainText("Ann");
  await expect(bens.getByRole("link", { name: /^Delete the comment by Ann/ })).toHaveCount(0);
  await bens.getByLabel("Add a comment").fill("I have his other number.");
  await bens.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(ben.getByText("Comment added.")).toBeVisible();
  await expect(bens.getByRole("listitem")).toHaveCount(2);
  await expect(bens.getByRole("listitem").last()).toContainText("Ben (you)");

  // Posting Ann's comment's deletion by hand does not work for Ben either.
  const annsId = (await bens.getByRole("listitem").first().getAttribute("id"))!.replace("comment-", "");
  const forged = await ben.request.post(objectiveUrl, { form: { intent: "delete-comment", commentId: annsId } });
  expect(forged.status()).toBe(403);
  expect(await forged.text()).toContain("Only its author or the dashboard");

  // An empty comment is refused next to the field (the browser's `required` is the first guard).
  const empty = await ben.request.post(objectiveUrl, {
    form: { intent: "comment", body: "   ", requestId: crypto.randomUUID() },
  });
  expect(empty.status()).toBe(400);
  expect(await empty.text()).toContain("Write a comment first.");
  // A double submit writes one comment.
  const requestId = crypto.randomUUID();
  for (let i = 0; i < 2; i++)
    await ben.request.post(objectiveUrl, { form: { intent: "comment", body: "Twice?", requestId }, maxRedirects: 0 });
  await ben.reload();
  await expect(bens.getByText("Twice?")).toHaveCount(1);

  // Ann, the admin, deletes Ben's answer, after saying so.
  await ann.reload();
  // The link opens the dialog in place once the page runs (a click before that is a page load).
  if (javaScriptEnabled) await hydrated(ann);
  await comments(ann)
    .getByRole("link", { name: /^Delete the comment by Ben/ })
    .first()
    .click();
  const confirm = ann.getByRole("alertdialog", { name: "Delete this comment?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("link", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await comments(ann)
    .getByRole("link", { name: /^Delete the comment by Ben/ })
    .first()
    .click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(ann.getByText("Comment deleted.")).toBeVisible();
  await expect(comments(ann).getByRole("listitem")).toHaveCount(2);
  await expect(comments(ann).getByText("I have his other number.")).toHaveCount(0);

  // The day's row says there are two, and leads to them.
  await ann.goto(dayUrl);
  await list(ann).getByRole("link", { name: "2 comments on Call the landlord" }).click();
  await expect(ann).toHaveURL(/\/objectives\/[0-9a-f-]{36}#comments$/);
  await expect(comments(ann).getByRole("listitem")).toHaveCount(2);
  // So does a search that finds it.
  await ann.goto(`${new URL(dayUrl).pathname}/search?q=landlord`);
  await expect(ann.getByRole("link", { name: "2 comments on Call the landlord" })).toHaveAttribute(
    "href",
    `${new URL(objectiveUrl).pathname}#comments`,
  );
  await ben.context().close();
});

test("another member's comment shows live", async ({ page: ann, browser, javaScriptEnabled, baseURL, pageChecks }) => {
  test.skip(!javaScriptEnabled, "Nothing is live without JavaScript");
  const { ben } = await annAndBen(ann, { browser, javaScriptEnabled, baseURL, pageChecks }, "Garden");
  await quickAdd(ann, "Mow the lawn");
  await rowAction(ann, "Mow the lawn", "Edit");
  await expect(ann).toHaveURL(/\/objectives\//);
  await ben.goto(ann.url());
  await expect(ben.getByText("Live: changes by others show here")).toBeVisible();
  await hydrated(ben);
  // (A page with something typed waits to reload until it is sent: app/lib/use-live.ts.)
  await ann.getByLabel("Add a comment").fill("Done on Saturday?");
  // Two seconds from when it is saved, not from the click.
  const saved = ann.waitForResponse((r) => r.request().method() === "POST");
  await ann.getByRole("button", { name: "Comment", exact: true }).click();
  expect((await saved).status()).toBeLessThan(400);
  await expect(ben.getByRole("region", { name: "Comments" }).getByText("Done on Saturday?")).toBeVisible({
    timeout: 2_000,
  });
  await ben.context().close();
});

test("a comment's author corrects it in place, marked edited; nobody else may; @mentions and earlier commenters are emailed", async ({
  page: ann,
  browser,
  javaScriptEnabled,
  baseURL,
  pageChecks,
}) => {
  test.setTimeout(90_000);
  const { ben, benEmail, annEmail } = await annAndBen(
    ann,
    { browser, javaScriptEnabled, baseURL, pageChecks },
    "Workshop",
  );
  await quickAdd(ann, "Order the tiles");
  await rowAction(ann, "Order the tiles", "Edit");
  await expect(ann).toHaveURL(/\/objectives\/[0-9a-f-]{36}$/);
  const objectiveUrl = ann.url();
  const comments = (page: typeof ann) => page.getByRole("region", { name: "Comments" });
  await ben.goto(objectiveUrl);
  await comments(ben).getByLabel("Add a comment").fill("The door code is 4771.");
  await comments(ben).getByRole("button", { name: "Comment", exact: true }).click();
  await expect(comments(ben).getByRole("listitem")).toHaveCount(1);

  // Ben opens it; its text is in the field, which has the focus.
  await ben.reload();
  await comments(ben)
    .getByRole("link", { name: /^Edit your comment of / })
    .click();
  const field = comments(ben).getByLabel("Your comment", { exact: true });
  await expect(field).toHaveValue("The door code is 4771.");
  await expect(field).toBeFocused();
  // Cancel leaves it as it was.
  await comments(ben).getByRole("link", { name: "Cancel" }).click();
  await expect(field).toHaveCount(0);
  await expect(comments(ben).getByText("The door code is 4771.")).toBeVisible();

  // Blank is refused next to the field, what was typed kept; then the correction goes through.
  await comments(ben)
    .getByRole("link", { name: /^Edit your comment of / })
    .click();
  await field.fill("   ");
  await comments(ben).getByRole("button", { name: "Save" }).click();
  await expect(comments(ben).getByText("Write a comment first.")).toBeVisible();
  await expect(field).toHaveValue("   ");
  await field.fill("The door code is 4711.\nRing twice.");
  await comments(ben).getByRole("button", { name: "Save" }).click();
  await expect(ben.getByText("Comment saved.")).toBeVisible();
  await expect(field).toHaveCount(0);
  const item = comments(ben).getByRole("listitem");
  await expect(item).toContainText("(edited)");
  await expect(item.locator("p").last()).toHaveCSS("white-space", "pre-wrap");
  expect(await item.locator("p").last().innerText()).toBe("The door code is 4711.\nRing twice.");

  // Ann, the admin, may delete it but not change Ben's words, not even by posting by hand.
  await ann.reload();
  await expect(comments(ann).getByRole("listitem")).toContainText("(edited)");
  await expect(comments(ann).getByRole("link", { name: /^Edit your comment/ })).toHaveCount(0);
  // Nor does an address that asks for its form open it.
  const commentId = (await comments(ann).getByRole("listitem").getAttribute("id"))!.replace("comment-", "");
  await ann.goto(`${objectiveUrl}?editComment=${commentId}`);
  await expect(comments(ann).getByLabel("Your comment", { exact: true })).toHaveCount(0);
  await expect(comments(ann).getByRole("link", { name: /^Delete the comment by Ben/ })).toBeVisible();
  const forged = await ann.request.post(objectiveUrl, {
    form: { intent: "edit-comment", commentId, body: "The code is 0000." },
  });
  expect(forged.status()).toBe(403);
  expect(await forged.text()).toContain("Only its author may change this comment.");
  await ann.reload();
  await expect(comments(ann).getByText("The door code is 4711.", { exact: false })).toBeVisible();

  // "@Ben" is marked and emails him; his answer emails Ann, who commented before.
  const box = comments(ann).getByLabel("Add a comment");
  if (javaScriptEnabled) {
    // With JavaScript, "@" offers the other members (not oneself); Escape closes the list,
    // Enter writes the chosen one. Typed before hydration, "@" would find no picker yet.
    await hydrated(ann);
    await box.pressSequentially("@");
    await expect(comments(ann).getByRole("option")).toHaveText(["Ben"]);
    await box.press("Escape");
    await expect(comments(ann).getByRole("listbox")).toHaveCount(0);
    await box.pressSequentially("b");
    await expect(comments(ann).getByRole("option", { name: "Ben", selected: true })).toBeVisible();
    await box.press("Enter");
    await expect(box).toHaveValue("@Ben ");
    await expect(comments(ann).getByRole("listbox")).toHaveCount(0);
    await box.pressSequentially("thanks! I'll order them.");
  } else await box.fill("@Ben thanks! I'll order them.");
  await comments(ann).getByRole("button", { name: "Comment", exact: true }).click();
  await expect(comments(ann).getByRole("listitem")).toHaveCount(2);
  await expect(comments(ann).getByRole("listitem").last().locator("strong")).toHaveText("@Ben");
  await expect(comments(ann).getByRole("listitem").last()).toContainText("@Ben thanks! I'll order them.");
  const mentioned = await latestMail(
    benEmail,
    "Ann mentioned you on “Order the tiles”",
    "You get this email when someone mentions you in a comment",
  );
  expect(mentioned.link).toBe(`${objectiveUrl}#comments`);
  await ben.reload();
  await comments(ben).getByLabel("Add a comment").fill("Great.");
  await comments(ben).getByRole("button", { name: "Comment", exact: true }).click();
  await expect(comments(ben).getByRole("listitem")).toHaveCount(3);
  // Ann heard of his first comment as the one who added the objective; of this one as a commenter.
  await latestMail(annEmail, "Ben commented on “Order the tiles”", "which you added to the dashboard “Workshop”");
  await latestMail(annEmail, "Ben commented on “Order the tiles”", "where you commented");
  await ben.context().close();
});
