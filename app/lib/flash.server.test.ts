import { describe, expect, it } from "vitest";
import { flashHeader, shownFlashes, staleFlashes, takeFlash } from "./flash.server";
import { translatorFor } from "./i18n.server";
import { SHOWN_COOKIE } from "./flash-shown";

const url = new URL("https://planner.test/dashboards");
/** The Cookie header a browser sends back for these Set-Cookie headers. */
const cookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(";")[0]).join("; ");
const request = (path: string, cookie: string) => new Request(new URL(path, url), { headers: { Cookie: cookie } });

describe("flash messages", () => {
  it("keeps every message of changes made in quick succession, oldest first", async () => {
    const first = await flashHeader({ kind: "success", message: "planner:objective.flash.done" }, url);
    const second = await flashHeader(
      { kind: "success", message: "planner:objective.flash.undone", undo: { action: "/x", fields: { a: "1" } } },
      url,
    );
    expect(first.split("=")[0]).not.toBe(second.split("=")[0]);
    // Sent in the other order: the order is the ids', not the header's.
    const { flashes } = await takeFlash(request("/dashboards.data", cookieHeader([second, first])), url);
    expect(flashes.map((f) => f.message)).toEqual(["planner:objective.flash.done", "planner:objective.flash.undone"]);
    expect(flashes[1]!.undo).toEqual({ action: "/x", fields: { a: "1" } });
    // A minute for a reload to get through: a burst of changes on a loaded machine aborted
    // reloads for over ten seconds, and messages expired unread.
    expect(first).toMatch(/Max-Age=60;/);
  });

  it("shows a page load only the last ten seconds' messages, and reloads all of their minute", async () => {
    const made = Date.now();
    const cookie = cookieHeader([await flashHeader({ kind: "info", message: "toggled" }, url)]);
    for (const [path, after, shown] of [
      ["/dashboards", 9_000, 1],
      ["/dashboards", 11_000, 0],
      ["/dashboards.data", 50_000, 1],
    ] as const) {
      const { flashes, clear } = await takeFlash(request(path, cookie), url, made + after);
      expect(flashes, `${path} after ${after} ms`).toHaveLength(shown);
      expect(clear).toHaveLength(path.endsWith(".data") ? 0 : 1);
    }
  });

  it("leaves out of a page load the messages the browser says it has shown, and still removes them", async () => {
    const made = Date.now();
    const shown = await flashHeader({ kind: "info", message: "toggled" }, url);
    const unshown = await flashHeader({ kind: "info", message: "renamed" }, url);
    const id = (setCookie: string) => JSON.parse(decodeURIComponent(setCookie.split(";")[0]!.split("=")[1]!)).id;
    const cookie = `${cookieHeader([shown, unshown])}; ${SHOWN_COOKIE}=someoneelse.${id(shown)}`;
    const page = await takeFlash(request("/dashboards", cookie), url, made + 2_000);
    expect(page.flashes.map((f) => f.message)).toEqual(["renamed"]);
    expect(page.clear).toHaveLength(2);
    // A data request is answered with all: the toasts skip the ids they have shown.
    const data = await takeFlash(request("/dashboards.data", cookie), url, made + 2_000);
    expect(data.flashes.map((f) => f.message)).toEqual(["toggled", "renamed"]);
  });

  it("leaves them for a data request and removes each on a page load", async () => {
    const cookies = [
      await flashHeader({ kind: "info", message: "a" }, url),
      await flashHeader({ kind: "info", message: "b" }, url),
    ];
    const data = await takeFlash(request("/dashboards.data", cookieHeader(cookies)), url);
    expect(data.flashes).toHaveLength(2);
    expect(data.clear).toEqual([]);
    const page = await takeFlash(request("/dashboards", cookieHeader(cookies)), url);
    expect(page.flashes).toHaveLength(2);
    expect(page.clear).toHaveLength(2);
    for (const [i, clear] of page.clear.entries()) {
      expect(clear.split("=")[0]).toBe(cookies[i]!.split("=")[0]);
      expect(clear).toMatch(/Max-Age=0/);
    }
  });

  it("keeps at most five waiting: a change expires all but the newest four before adding its own", async () => {
    const cookies: string[] = [];
    for (let i = 0; i < 7; i++) cookies.push(await flashHeader({ kind: "info", message: `m${i}` }, url));
    const stale = staleFlashes(request("/dashboards", cookieHeader(cookies)), url);
    expect(stale.map((c) => c.split("=")[0])).toEqual(cookies.slice(0, 3).map((c) => c.split("=")[0]));
    for (const c of stale) expect(c).toMatch(/Max-Age=0/);
    expect(staleFlashes(request("/dashboards", cookieHeader(cookies.slice(0, 4))), url)).toEqual([]);
  });

  it("ignores a cookie that is not a flash it wrote, and still removes it", async () => {
    const page = await takeFlash(request("/", "flash-x=%7B%22kind%22%3A%22evil%22%7D; other=1; flash-y=not-json"), url);
    expect(page.flashes).toEqual([]);
    expect(page.clear).toHaveLength(2);
  });

  it("is worded on the server in the reader's language, with counts and texts named by key", () => {
    const id = "0000000000000000";
    const shown = shownFlashes(
      [
        { id, kind: "success", message: "dashboards:flash.created" },
        {
          id,
          kind: "info",
          message: "flashes:addedRepeating",
          values: { date: "2026-12-01", ruleKey: "planner:repeat.weeklyN", count: "2" },
          undo: { action: "/x", fields: { intent: "undo" } },
        },
      ],
      translatorFor("de").t,
    );
    const t = translatorFor("de").t;
    expect(shown[0]).toEqual({ id, kind: "success", text: t("dashboards:flash.created") });
    expect(shown[1]).toEqual({
      id,
      kind: "info",
      text: t("flashes:addedRepeating", {
        date: "2026-12-01",
        rule: t("planner:repeat.weeklyN", { count: 2 }),
        count: 2,
      }),
      undo: { action: "/x", fields: { intent: "undo" } },
    });
    expect(shown[1]!.text).not.toMatch(/planner:|\{\{/);
  });

  it("words a rule's own text: Portuguese's Saturday takes the masculine", () => {
    const id = "0000000000000000";
    const flash = (day: string, ruleKey: string) =>
      shownFlashes(
        [
          {
            id,
            kind: "success",
            message: "flashes:addedRepeating",
            values: { date: "5 de dez.", ruleKey, day },
          },
        ],
        translatorFor("pt").t,
      )[0]!.text;
    expect(flash("sábado", "planner:repeat.nth-1_m")).toContain("Todo último sábado");
    expect(flash("sexta-feira", "planner:repeat.nth-1")).toContain("Toda última sexta-feira");
    // Of one month each year: the month comes with the day ("Repeats: Todo último sábado de maio").
    const yearly = shownFlashes(
      [
        {
          id,
          kind: "success",
          message: "flashes:addedRepeating",
          values: { date: "29 de mai.", ruleKey: "planner:repeat.nthY-1_m", day: "sábado", month: "maio" },
        },
      ],
      translatorFor("pt").t,
    )[0]!.text;
    expect(yearly).toContain("Todo último sábado de maio");
  });
});
