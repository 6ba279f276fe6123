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
    context.set(sessionContext, { supabase, user: null, headers: new Headers(), here: "/dashboards?view=list" });
    const thrown = await rpc(context, "get_dashboards_page", {}).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/login/two-step?next=%2Fdashboards%3Fview%3Dlist");
  });
});
