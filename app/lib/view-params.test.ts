import { describe, expect, it } from "vitest";
import { keepOpenedFrom, openedFrom, openedFromQuery, paramLinks, sameButView, withParam } from "./view-params";

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

  it("read where a page was opened from: /today or /upcoming only, with Assigned to me kept", () => {
    const url = (s: string) => new URL(`https://planner.test/dashboards/d/objectives/o${s}`);
    expect(openedFrom(url("?from=today"))).toMatchObject({ from: "today", back: "/today" });
    expect(openedFrom(url("?from=upcoming&marker=me"))).toMatchObject({
      from: "upcoming",
      back: "/upcoming?marker=me",
    });
    expect(openedFrom(url("?from=today&marker=a&marker=me"))).toMatchObject({
      from: "today",
      back: "/today?marker=me",
    });
    // What the lists' links write, read back, and what the page keeps of it.
    expect(openedFrom(url(openedFromQuery("today", true)))).toEqual({
      from: "today",
      back: "/today?marker=me",
      query: "?from=today&marker=me",
    });
    expect(openedFrom(url(openedFromQuery("upcoming", false)))).toEqual({
      from: "upcoming",
      back: "/upcoming",
      query: "?from=upcoming",
    });
    // Anything else is no list of ours: the page goes back to the objective's own day.
    expect(openedFrom(url(""))).toBeNull();
    expect(openedFrom(url("?from=//evil.example"))).toBeNull();
    expect(openedFrom(url("?from=settings"))).toBeNull();
  });

  it("keep where a page was opened from through its own links, and nothing else of the query", () => {
    expect(keepOpenedFrom("?from=today&marker=me&editComment=c", "deleteComment=d")).toBe(
      "?from=today&marker=me&deleteComment=d",
    );
    expect(keepOpenedFrom("?editItem=i&from=upcoming")).toBe("?from=upcoming");
    expect(keepOpenedFrom("?editItem=i", "addItem")).toBe("?addItem");
    expect(keepOpenedFrom("?from=elsewhere&marker=me")).toBe("");
    expect(keepOpenedFrom("")).toBe("");
  });
});
