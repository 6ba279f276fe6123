import { describe, expect, it } from "vitest";
import { apiMessage } from "./api.server";

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
