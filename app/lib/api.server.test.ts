import type { SupabaseClient } from "@supabase/supabase-js";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { apiMessage, rpc } from "./api.server";
import { sessionContext } from "./session.server";

// The words for a database refusal: a plan's limit names itself (and the page offers the
// plans), anything the app has no words for is "unexpected".
describe("apiMessage", () => {
  it("names each plan limit with its number", () => {
    for (const kind of ["dashboards", "members", "markers", "admin_dashboards"]) {
      expect(apiMessage({ code: "plan_limit_reached", detail: kind, hint: "3" })).toEqual({
        key: `api:limit.${kind}`,
        values: { max: 3 },
      });
    }
    expect(apiMessage({ code: "plan_limit_reached", detail: "themes", hint: "rose" })).toMatchObject({
      key: "api:limit.themes",
    });
  });

  it("falls back to the generic limit, to the code's own words, or to unexpected", () => {
    expect(apiMessage({ code: "plan_limit_reached", detail: "gold", hint: "1" })).toEqual({
      key: "api:plan_limit_reached",
      values: { max: 1 },
    });
    expect(apiMessage({ code: "title_too_long", detail: null, hint: "500" })).toEqual({
      key: "api:title_too_long",
      values: { max: 500 },
    });
    expect(apiMessage({ code: "no_such_code", detail: null, hint: null })).toBe("api:unexpected");
  });
});

// A session short of its second step (decision 077): the database refuses it, and the page
// asked for waits behind /login/two-step.
describe("rpc", () => {
  it("sends a session the database refuses for its second step to /login/two-step, then back", async () => {
    const context = new RouterContextProvider();
    const supabase = {
      rpc: async () => ({ data: null, status: 401, error: { code: "PT401", message: "two_step_required" } }),
    } as unknown as SupabaseClient;
    context.set(sessionContext, {
      supabase,
      user: null,
      headers: new Headers(),
      url: new URL("https://planner.example/dashboards?view=list"),
    });
    const thrown = await rpc(context, "get_dashboards_page", {}).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/login/two-step?next=%2Fdashboards%3Fview%3Dlist");
  });

  it("signs a session ended elsewhere out here too, and sends it to sign in, the page kept for after", async () => {
    const context = new RouterContextProvider();
    let signedOut: unknown = null;
    const headers = new Headers();
    const supabase = {
      rpc: async () => ({ data: null, status: 401, error: { code: "PT401", message: "session_ended" } }),
      auth: {
        signOut: async (options: unknown) => {
          signedOut = options;
          // What @supabase/ssr does on sign-out: the session's cookies, cleared.
          headers.append("Set-Cookie", "sb-x-auth-token=; Max-Age=0; Path=/");
          return { error: null };
        },
      },
    } as unknown as SupabaseClient;
    const url = new URL("https://planner.example/today?marker=me");
    context.set(sessionContext, { supabase, user: null, headers, url });
    const thrown = await rpc(context, "get_today_page", { p_time_zone: "UTC" }).catch((error: unknown) => error);
    expect(signedOut).toEqual({ scope: "local" });
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.headers.get("Location")).toBe("/login");
    const cookies = decodeURIComponent(response.headers.getSetCookie().join("\n"));
    // The flash says why; the page asked for comes back after signing in.
    expect(cookies).toContain("auth:flash.sessionEnded");
    expect(cookies).toMatch(/^return-to=/m);
    expect(headers.getSetCookie()).toEqual(["sb-x-auth-token=; Max-Age=0; Path=/"]);
  });
});
