import { describe, expect, it } from "vitest";
import { viewLayouts } from "./view-layout.server";

const layouts = viewLayouts("today", ["list", "hours"] as const, "/today");
const base = "https://planner.test";

const read = (path: string, cookie?: string) =>
  layouts.read(new Request(base + path, { headers: cookie ? { Cookie: cookie } : {} }), new URL(base + path));

/** The action's answer to the switch's form, or what it threw. */
async function post(form: Record<string, string>): Promise<Response> {
  const url = new URL(`${base}/today/layout`);
  try {
    return await layouts.action({
      request: new Request(url, { method: "POST", body: new URLSearchParams(form) }),
      url,
    });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("viewLayouts", () => {
  it("draws the first layout, the one kept on this device, or one view's ?layout=", async () => {
    expect(await read("/today")).toBe("list");
    const kept = (await post({ layout: "hours" })).headers.get("Set-Cookie")!;
    expect(kept).toMatch(/^today-layout=[^;]+; Max-Age=31536000; Path=\/; Secure; SameSite=Lax$/);
    const cookie = kept.split(";")[0]!;
    expect(await read("/today", cookie)).toBe("hours");
    expect(await read("/today?layout=list", cookie)).toBe("list");
    // Another page's choice, or one it does not have: not this one's.
    expect(await read("/today?layout=month", cookie)).toBe("hours");
    expect(await read("/today", cookie.replace("today-layout", "upcoming-layout"))).toBe("list");
  });

  it("goes back to the page as it was, without one view's ?layout=, and only to the page", async () => {
    const back = async (redirectTo: string) => (await post({ layout: "list", redirectTo })).headers.get("Location");
    expect(await back("/today?marker=me&layout=hours")).toBe("/today?marker=me");
    expect(await back("/today")).toBe("/today");
    expect(await back("/todayish")).toBe("/today");
    expect(await back("https://elsewhere.test/today")).toBe("/today");
    expect(await back("/upcoming")).toBe("/today");
  });

  it("refuses a layout the page does not have", async () => {
    expect((await post({ layout: "month" })).status).toBe(400);
    expect((await post({})).status).toBe(400);
  });
});
