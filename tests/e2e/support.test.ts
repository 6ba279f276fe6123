import { expect, test, type Page } from "./fixtures";
import { latestMail, signUp, uniqueEmail } from "./helpers";

// /support with JavaScript on and off: the FAQ, a ticket from a visitor and from a signed-in
// person (both emails in the mailbox), bad input kept next to its field, and the hourly limit.

async function send(page: Page, subject: string, message = "How do I pass the admin role to my partner?") {
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message").fill(message);
  await page.getByRole("button", { name: "Send message" }).click();
}

/** The ticket number the page announces. */
async function ticketNumber(page: Page): Promise<string> {
  const status = page.getByRole("status").filter({ hasText: /Ticket #\d+ was sent/ });
  await expect(status).toBeVisible();
  return (await status.textContent())!.match(/#(\d+)/)![1]!;
}

test("a visitor reads the FAQ and sends a ticket; both emails arrive", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Support" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();
  const question = page.getByText("How do I share a dashboard?");
  await question.click();
  await expect(page.getByText(/go to Settings and choose Invite people/)).toBeVisible();
  const faq = page.getByRole("region", { name: "Frequently asked questions" });
  await expect(faq.locator("details > summary")).toHaveCount(9);
  await faq.getByText("How do I keep my account safe, and what if I lose my phone?").click();
  await expect(faq.getByText(/Turn on Two-step sign-in in your settings/)).toBeVisible();
  await faq.getByText("Can I bring my tasks from Todoist, TickTick, Trello or my calendar?").click();
  await expect(
    faq.getByText(/Google Tasks from Google Takeout, a calendar file \(\.ics\), or any spreadsheet of tasks/),
  ).toBeVisible();

  const email = uniqueEmail("ticket");
  await page.getByLabel("Your email").fill(email);
  const subject = `Sharing ${Date.now()}`;
  await send(page, subject);
  const number = await ticketNumber(page);
  await expect(page.getByText(`Thank you! Ticket #${number} is in`)).toBeVisible();

  const confirmation = await latestMail(email, `[#${number}] We received your message: ${subject}`);
  expect(confirmation.link).toMatch(/\/support$/);
  await latestMail("support@localhost", `[#${number}] ${subject}`);
});

test("signed in, the ticket goes out from the account's address", async ({ page }) => {
  const email = await signUp(page);
  await page.goto("/support");
  const field = page.getByLabel("Your email");
  await expect(field).toHaveValue(email);
  await expect(field).toHaveAttribute("readonly", "");
  await expect(page.getByText("We answer to the address of your account.")).toBeVisible();
  const subject = `Plans ${Date.now()}`;
  await send(page, subject);
  const number = await ticketNumber(page);
  await latestMail(email, `[#${number}] We received your message: ${subject}`);
  await latestMail("support@localhost", `[#${number}] ${subject}`);
});

test("bad input is explained next to its field, with what was typed kept", async ({ page }) => {
  await page.goto("/support");
  // Past the browser's own checks (as without them): the server answers.
  await page
    .getByRole("region", { name: "Contact us" })
    .locator("form")
    .evaluate((form) => form.setAttribute("novalidate", ""));
  await page.getByLabel("Your email").fill("not-an-address");
  await send(page, "", "Short");
  await expect(page.getByText("Enter a valid email address.")).toBeVisible();
  await expect(page.getByText("Enter a subject.")).toBeVisible();
  await expect(page.getByText("Tell us a little more (at least 10 characters).")).toBeVisible();
  await expect(page.getByLabel("Message")).toHaveValue("Short");
  await expect(page.getByLabel("Your email")).toHaveValue("not-an-address");
  const response = await page.request.post("/support", {
    form: { email: "x@example.com", subject: "", message: "A long enough message" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
});

test("five tickets an hour, then a 429 and a message to try later", async ({ page }) => {
  const email = uniqueEmail("flood");
  for (let i = 0; i < 5; i++) {
    const res = await page.request.post("/support", {
      form: { email, subject: `Flood ${i}`, message: "Is anybody there? Please answer." },
      maxRedirects: 0,
    });
    expect(res.status(), `ticket ${i + 1}`).toBe(302);
  }
  await page.goto("/support");
  await page.getByLabel("Your email").fill(email);
  await send(page, "One more", "Still there? I am waiting for an answer.");
  await expect(page.getByText("You have sent 5 messages in the last hour. Please try again later.")).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue("One more");
  const res = await page.request.post("/support", {
    form: { email: uniqueEmail("other"), subject: "Same visitor", message: "Another address, same visitor." },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(429);
});
