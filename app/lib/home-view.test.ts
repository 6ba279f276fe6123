import { describe, expect, it } from "vitest";
import { homePath, homeViewOf, isHomeView } from "./home-view";
import { userFromClaims } from "./session.server";

describe("the start page (decision 065)", () => {
  it("is the saved view's path, else the dashboards", () => {
    expect(homePath("today")).toBe("/today");
    expect(homePath("upcoming")).toBe("/upcoming");
    expect(homePath("dashboards")).toBe("/dashboards");
    // Nothing saved, or what no form offers (metadata anyone's client may write).
    for (const view of [undefined, null, "", "inbox", "//evil.example", 1]) expect(homePath(view)).toBe("/dashboards");
  });

  it("may be a dashboard: its day; nothing else that looks like a path", () => {
    const id = "0C4F6A2E-8B1D-4E3A-9F7C-2D5B8E1A6C40";
    expect(homePath(id)).toBe(`/dashboards/${id.toLowerCase()}`);
    for (const view of [`${id}/settings`, `../${id}`, `/dashboards/${id}`, "dashboards/x"]) {
      expect(homePath(view)).toBe("/dashboards");
      expect(isHomeView(view)).toBe(false);
    }
    expect(["dashboards", "today", "upcoming", id].every(isHomeView)).toBe(true);
  });

  it("reads back from its path as the settings' choice", () => {
    const id = "0c4f6a2e-8b1d-4e3a-9f7c-2d5b8e1a6c40";
    for (const view of ["dashboards", "today", "upcoming", id]) expect(homeViewOf(homePath(view))).toBe(view);
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
