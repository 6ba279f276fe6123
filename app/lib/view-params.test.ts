import { describe, expect, it } from "vitest";
import { paramLinks, sameButView, withParam } from "./view-params";

describe("view parameters", () => {
  it("set and remove one parameter, keeping the others", () => {
    expect(withParam("?day=2026-11-23&marker=a", "row", "x")).toBe("?day=2026-11-23&marker=a&row=x");
    expect(withParam("?day=2026-11-23&row=x", "row", null)).toBe("?day=2026-11-23");
    expect(withParam("?row=x", "row", null)).toBe("?");
    expect(withParam("", "note", "n")).toBe("?note=n");
  });

  it("make a list's links from one reading of the query", () => {
    const rows = paramLinks("?row=x&day=2026-11-23&marker=a", "row");
    expect(rows("y")).toBe("?day=2026-11-23&marker=a&row=y");
    expect(rows(null)).toBe("?day=2026-11-23&marker=a");
    expect(rows("a b&c")).toBe("?day=2026-11-23&marker=a&row=a%20b%26c");
    expect(new URLSearchParams(rows("a b&c")).get("row")).toBe("a b&c");
    expect(paramLinks("?note=n", "note")(null)).toBe("?");
    expect(paramLinks("", "note")("n")).toBe("?note=n");
  });

  it("tell a change of what is open from a change of what is shown", () => {
    const url = (s: string) => new URL(`https://planner.test/dashboards/d${s}`);
    expect(sameButView(url("?day=2026-11-23"), url("?day=2026-11-23&row=x"))).toBe(true);
    expect(sameButView(url("?row=x&note=y"), url(""))).toBe(true);
    expect(sameButView(url("?marker=a&marker=b"), url("?marker=a&row=x&marker=b"))).toBe(true);
    expect(sameButView(url("?day=2026-11-23"), url("?day=2026-11-24&row=x"))).toBe(false);
    expect(sameButView(url(""), url("?overdue=all"))).toBe(false);
    expect(sameButView(url(""), new URL("https://planner.test/dashboards/e?row=x"))).toBe(false);
  });
});
