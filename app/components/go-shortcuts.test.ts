import { describe, expect, it } from "vitest";
import { goPath } from "./go-shortcuts";

const DASHBOARD = "/dashboards/4f9c1a52-7d3e-4b8a-9c61-2e5f8d7a0b13";

describe("g then a key", () => {
  it("goes to every page of one's own from anywhere", () => {
    for (const from of ["/settings", DASHBOARD, `${DASHBOARD}/notes`])
      expect(["t", "u", "d", "p", "n", "s"].map((key) => goPath(key, from, "/upcoming"))).toEqual([
        "/today",
        "/upcoming",
        "/dashboards",
        "/productivity",
        "/notifications",
        "/settings",
      ]);
  });

  it("goes to one's start page", () => {
    expect(goPath("h", "/settings", `${DASHBOARD}`)).toBe(DASHBOARD);
  });

  it("goes to a dashboard's own pages only from one of them", () => {
    expect(goPath("c", `${DASHBOARD}/objectives/1`, "/dashboards")).toBe(`${DASHBOARD}/calendar`);
    expect(goPath("f", DASHBOARD, "/dashboards")).toBe(`${DASHBOARD}/filters`);
    expect(goPath("a", `${DASHBOARD}/settings`, "/dashboards")).toBe(`${DASHBOARD}/activity`);
    expect(goPath("c", "/today", "/dashboards")).toBeNull();
    expect(goPath("c", "/dashboards/list", "/dashboards")).toBeNull();
  });

  it("knows no other key", () => {
    expect(goPath("x", DASHBOARD, "/dashboards")).toBeNull();
    expect(goPath("constructor", DASHBOARD, "/dashboards")).toBeNull();
  });
});
