import { describe, expect, it } from "vitest";
import { guardOptions, isProtectedPath, matchesPattern } from "./guard";

describe("matchesPattern", () => {
  it("treats * as any run of characters", () => {
    expect(matchesPattern("/dashboards", "/dashboards*")).toBe(true);
    expect(matchesPattern("/dashboards/1/notes", "/dashboards*")).toBe(true);
    expect(matchesPattern("/dashboard", "/dashboards*")).toBe(false);
    expect(matchesPattern("/a/x/c", "/a/*/c")).toBe(true);
    expect(matchesPattern("/a.b", "/a.b")).toBe(true);
    expect(matchesPattern("/aXb", "/a.b")).toBe(false);
  });
});

describe("isProtectedPath", () => {
  it("protects the app's screens", () => {
    for (const path of ["/dashboards", "/dashboards/", "/dashboards/abc/settings", "/settings", "/subscription/portal", "/checkout", "/login/reset-password"]) {
      expect(isProtectedPath(path), path).toBe(true);
    }
  });

  it("never protects the login route, the callback route, or public pages", () => {
    for (const path of ["/", "/login", "/login/sign-up", "/confirm", "/about", "/privacy-policy", "/terms-of-service", "/support", "/nope"]) {
      expect(isProtectedPath(path), path).toBe(false);
    }
  });

  it("cannot be bypassed with encoded or doubled slashes", () => {
    expect(isProtectedPath("/%64ashboards")).toBe(true);
    expect(isProtectedPath("//dashboards")).toBe(true);
    expect(isProtectedPath("/dashboards%2F1")).toBe(true);
  });

  it("honours include and exclude lists with wildcards", () => {
    const options = { ...guardOptions, include: undefined, exclude: ["/public*", "/about"] };
    expect(isProtectedPath("/anything", options)).toBe(true);
    expect(isProtectedPath("/public/page", options)).toBe(false);
    expect(isProtectedPath("/about", options)).toBe(false);
    expect(isProtectedPath("/login", options)).toBe(false);
    expect(isProtectedPath("/confirm", options)).toBe(false);
  });
});
