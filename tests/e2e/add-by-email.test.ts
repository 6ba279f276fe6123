import { expect, test } from "./fixtures";
import { list, newDashboard } from "./helpers";
import { deliverEmail } from "./scheduled-helpers";

// Add by email (decision 075): a member's private address, shown once; what is sent there
// becomes an objective of the dashboard, its subject read as quick add reads a line.
test.describe("add by email", () => {
  test("a member makes an address, an email to it becomes an objective; reset and turned off, it refuses mail", async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    // What the live connection tells the page, and the page's reloads of its data.
    const told = { changes: 0, reloads: 0 };
    page.on("websocket", (socket) =>
      socket.on("framereceived", ({ payload }) => {
        if (String(payload).includes('"changed"')) told.changes++;
      }),
    );
    page.on("request", (request) => {
      if (request.method() === "GET" && new URL(request.url()).pathname.endsWith(".data")) told.reloads++;
    });
    await newDashboard(page, "Errands");
    await page.getByRole("link", { name: "Settings", exact: true }).click();
    const section = page.getByRole("region", { name: "Add by email" });
    const field = section.getByLabel("Your private address");
    await section.getByRole("button", { name: "Create email address" }).click();
    await expect(field).toHaveValue(/^add-[0-9a-f]{40}@in\.localhost$/);
    const first = await field.inputValue();
    await expect(section.getByRole("link", { name: "Write an email to it" })).toHaveAttribute(
      "href",
      `mailto:${first}`,
    );
    await expect(section.getByText("Copy it now: it is shown only this once.", { exact: false })).toBeVisible();
    if (javaScriptEnabled) {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await section.getByRole("button", { name: "Copy" }).click();
      await expect(section.getByRole("button", { name: "Copied" })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    } else {
      await expect(section.getByRole("button", { name: "Copy" })).toHaveCount(0);
    }

    // Forwarded from anywhere: the subject is read as quick add reads it, the text describes it.
    // An open day shows it at once with JavaScript (live, decision 014); without, once loaded.
    await page.getByRole("link", { name: "Day", exact: true }).click();
    if (javaScriptEnabled) await expect(page.getByText("Live: changes by others show here")).toBeVisible();
    expect(await deliverEmail(first, "Fwd: Buy stamps p2", "Two books of ten.\nThe ones with birds.")).toBeNull();
    if (!javaScriptEnabled) await page.reload();
    await expect(list(page).getByText("Buy stamps", { exact: true })).toBeVisible();
    await expect(list(page).getByText("Two books of ten.")).toBeVisible();

    // Loaded again, the settings say since when the address exists, and never show it again.
    await page.getByRole("link", { name: "Settings", exact: true }).click();
    await expect(section.getByText(/^You have had a private address since /)).toBeVisible();
    await expect(field).toHaveCount(0);
    expect(await page.content()).not.toContain(first);

    await section.getByRole("button", { name: "Reset address" }).click();
    await expect(field).toHaveValue(/^add-[0-9a-f]{40}@/);
    const second = await field.inputValue();
    expect(second).not.toBe(first);
    expect(await deliverEmail(first, "Old address", "")).toBe("This address was turned off by its owner");
    const [toldBefore, reloadsBefore] = [told.changes, told.reloads];
    expect(await deliverEmail(second, "Water the plants", "")).toBeNull();
    // The new objective reaches this dashboard's live connection, but the page does not reload
    // its data while it shows a form's answer: the address shown once stays to be copied.
    if (javaScriptEnabled) {
      await expect.poll(() => told.changes).toBeGreaterThan(toldBefore);
      await page.waitForTimeout(500);
      expect(told.reloads).toBe(reloadsBefore);
      await expect(field).toHaveValue(second);
    }

    await section.getByRole("button", { name: "Turn off" }).click();
    await expect(page.getByText("Email address turned off.")).toBeVisible();
    await expect(section.getByRole("button", { name: "Create email address" })).toBeVisible();
    expect(await deliverEmail(second, "Too late", "")).toBe("This address was turned off by its owner");

    await page.getByRole("link", { name: "Day", exact: true }).click();
    await expect(list(page).getByText("Water the plants")).toBeVisible();
    await expect(list(page).getByText("Old address")).toHaveCount(0);
    await expect(list(page).getByText("Too late")).toHaveCount(0);
  });
});
