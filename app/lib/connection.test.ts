import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import type { DataStrategyResult } from "react-router";
import { lostConnection, stayWhenUnreachable, UNSAVED_MESSAGE } from "./connection";

type Results = Record<string, DataStrategyResult>;
const ORIGIN = "https://planner.test";
const offline = () => new TypeError("Failed to fetch");

/** The router as the middleware reads it: the page shown at `here`, going to `going` if anywhere. */
function showing(here: string, { going, address = here }: { going?: string; address?: string } = {}) {
  const at = (path: string) => new URL(path, ORIGIN);
  vi.stubGlobal("window", {
    location: at(address),
    __reactRouterDataRouter: {
      state: {
        location: at(here),
        loaderData: { root: { user: "me" }, day: { objectives: ["One"] } },
        navigation: { location: going ? at(going) : undefined },
      },
    },
  });
}

async function run(request: Request, results: Results): Promise<Results> {
  const answer = await stayWhenUnreachable(
    { request, params: {}, context: {} as never, unstable_pattern: "" } as never,
    async () => results,
  );
  return answer as Results;
}

const get = (path: string) => new Request(new URL(path, ORIGIN));

afterEach(async () => {
  // A reload of the page shown that goes through clears what was lost.
  showing("/d/1");
  await run(get("/d/1"), { root: { type: "data", result: {} } });
  expect(lostConnection()).toBeNull();
  // Now, not after the hook: other files share this process, and PGlite reads `window`.
  vi.unstubAllGlobals();
});
afterAll(() => expect("window" in globalThis).toBe(false));

describe("stayWhenUnreachable", () => {
  it("keeps the page shown when its reload gets no answer", async () => {
    showing("/d/1?day=2026-12-02");
    const results = await run(get("/d/1?day=2026-12-02"), {
      root: { type: "error", result: offline() },
      day: { type: "error", result: offline() },
    });
    expect(results).toEqual({
      root: { type: "data", result: { user: "me" } },
      day: { type: "data", result: { objectives: ["One"] } },
    });
    expect(lostConnection()).toEqual({ kind: "stale" });
  });

  it("leaves other errors, an answer with an error status or a bug's TypeError, to the error page", async () => {
    showing("/d/1");
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    const refused = new Response("", { status: 502 });
    const results = await run(get("/d/1"), {
      root: { type: "error", result: bug },
      day: { type: "error", result: refused },
    });
    expect(results.root!.result).toBe(bug);
    expect(results.day!.result).toBe(refused);
    expect(lostConnection()).toBeNull();
  });

  it("answers a change that got no answer as refused, with the values sent", async () => {
    showing("/d/1");
    const body = new FormData();
    body.set("intent", "add");
    body.set("text", "Call Ana tomorrow");
    const request = new Request(new URL("/d/1", ORIGIN), { method: "POST", body });
    // Single fetch wraps an action's error with its status.
    const wrapped = { type: "DataWithResponseInit", data: offline(), init: null };
    const results = await run(request, { day: { type: "error", result: wrapped } });
    expect(results.day).toMatchObject({
      type: "data",
      result: {
        type: "DataWithResponseInit",
        data: { errors: { _form: [UNSAVED_MESSAGE] }, values: { intent: "add", text: "Call Ana tomorrow" } },
        init: { status: 503 },
      },
    });
    expect(lostConnection()).toEqual({ kind: "unsaved" });
    // The page's reload that fails next does not replace what the change said.
    await run(get("/d/1"), { day: { type: "error", result: offline() } });
    expect(lostConnection()).toEqual({ kind: "unsaved" });
  });

  it("sends a link followed back to the page shown, in place of it", async () => {
    showing("/d/1", { going: "/d/1/calendar" });
    const results = await run(get("/d/1/calendar"), { calendar: { type: "error", result: offline() } });
    const back = results.calendar!.result as Response;
    expect(results.calendar!.type).toBe("data");
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe("/d/1");
    expect(back.headers.get("X-Remix-Replace")).toBe("true");
    expect(lostConnection()).toEqual({ kind: "unopened", href: "/d/1/calendar" });
  });

  it("leaves back and forward, whose address has already changed, to the error page", async () => {
    showing("/d/1/calendar", { going: "/d/1", address: "/d/1" });
    const error = offline();
    const results = await run(get("/d/1"), { day: { type: "error", result: error } });
    expect(results.day).toEqual({ type: "error", result: error });
    expect(lostConnection()).toBeNull();
  });

  it("gives a fetcher's load nothing, as before it answered", async () => {
    showing("/d/1");
    const results = await run(get("/quick-add/understood?text=x"), {
      understood: { type: "error", result: offline() },
    });
    expect(results.understood).toEqual({ type: "data", result: undefined });
    expect(lostConnection()).toEqual({ kind: "stale" });
  });
});
