import { describe, expect, it } from "vitest";
import { homePath } from "./home-view";
import { userFromClaims } from "./session.server";

describe("the start page (decision 065)", () => {
  it("is the saved view's path, else the dashboards", () => {
    expect(homePath("today")).toBe("/today");
    expect(homePath("upcoming")).toBe("/upcoming");
    expect(homePath("dashboards")).toBe("/dashboards");
    // Nothing saved, or what no form offers (metadata anyone's client may write).
    for (const view of [undefined, null, "", "inbox", "//evil.example", 1]) expect(homePath(view)).toBe("/dashboards");
  });

  it("comes with the session's user, from the token's metadata", () => {
    const claims = { sub: "u1", email: "ann@example.com", user_metadata: { full_name: "Ann", home_view: "upcoming" } };
    expect(userFromClaims(claims as never)).toEqual({
      id: "u1",
      email: "ann@example.com",
      name: "Ann",
      home: "/upcoming",
    });
    expect(userFromClaims({ sub: "u2", email: "bo@example.com" } as never).home).toBe("/dashboards");
  });
});
