import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { SupabaseClient } from "@supabase/supabase-js";
import { requireUserMiddleware, returnToCookie } from "./guard.server";
import { sessionContext } from "./session.server";

/** The middleware's answer to a visitor without a user opening `path`. */
async function visit(path: string): Promise<Response> {
  const url = new URL(path, "https://planner.test");
  const context = new RouterContextProvider();
  context.set(sessionContext, {
    supabase: {} as SupabaseClient,
    user: null,
    headers: new Headers(),
    url: new URL("https://planner.example/"),
  });
  try {
    await requireUserMiddleware(
      { request: new Request(url), url, params: {}, context, unstable_pattern: "" } as never,
      async () => new Response(),
    );
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("let a visitor without a user through");
}

describe("requireUserMiddleware", () => {
  it("sends a visitor to sign in, remembering where they were going", async () => {
    const answer = await visit("/dashboards/1?day=2026-12-02");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/login");
    expect(await returnToCookie.parse(answer.headers.get("Set-Cookie"))).toBe("/dashboards/1?day=2026-12-02");
  });

  it("forgets a path too long for a cookie a browser keeps (4 KB), rather than send one", async () => {
    const answer = await visit(`/search?q=${"a".repeat(6000)}`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/login");
    expect(answer.headers.get("Set-Cookie")).toBeNull();
    const longest = await visit(`/search?q=${"a".repeat(1990)}`);
    expect(longest.headers.get("Set-Cookie")!.length).toBeLessThan(4096);
  });
});
