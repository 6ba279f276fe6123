import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each([
    ["/dashboards", "/dashboards"],
    ["/dashboards?x=1", "/dashboards?x=1"],
    ["/dashboards/abc/calendar?month=2026-11#today", "/dashboards/abc/calendar?month=2026-11#today"],
    ["/a/../b", "/b"],
    ["  /padded  ", "/padded"],
  ])("keeps the same-origin path %j", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "/.//evil.example",
    "/./\\evil.example",
    "https://evil.example",
    "http:/evil.example",
    "javascript:alert(1)",
    "evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/%0a/evil",
    "",
  ])("refuses %j", (input) => {
    const result = safeRedirect(input, "/fallback");
    // "/%0a/evil" is a harmless encoded path; it must at least stay on our origin.
    if (input === "/%0a/evil") expect(result).toBe("/%0a/evil");
    else expect(result).toBe("/fallback");
  });

  it("refuses values that are not strings", () => {
    expect(safeRedirect(undefined)).toBe("/dashboards");
    expect(safeRedirect(null, "/x")).toBe("/x");
    expect(safeRedirect(["/a"], "/x")).toBe("/x");
  });
});
