import { describe, expect, it } from "vitest";
import { keepOpenedFrom, openedFrom, openedFromQuery } from "./opened-from";

describe("where a page was opened from", () => {
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

  it("bring /upcoming back at the week it showed", () => {
    const url = (s: string) => new URL(`https://planner.test/dashboards/d/objectives/o${s}`);
    const query = openedFromQuery("upcoming", true, "2026-12-07");
    expect(query).toBe("?from=upcoming&marker=me&week=2026-12-07");
    expect(openedFrom(url(query))).toEqual({ from: "upcoming", back: "/upcoming?from=2026-12-07&marker=me", query });
    expect(openedFrom(url("?from=upcoming&week=2026-12-07"))?.back).toBe("/upcoming?from=2026-12-07");
    expect(keepOpenedFrom("?editItem=i&week=2026-12-07&from=upcoming", "addItem")).toBe(
      "?from=upcoming&week=2026-12-07&addItem",
    );
    // Anything but a date's shape is dropped, and /today has no weeks.
    expect(openedFrom(url("?from=upcoming&week=//evil.example"))?.back).toBe("/upcoming");
    expect(openedFrom(url("?from=upcoming&week=2026-12-07T00:00"))?.back).toBe("/upcoming");
    expect(openedFrom(url("?from=today&week=2026-12-07"))?.back).toBe("/today");
  });

  it("bring /upcoming back at the month it showed (decision 089)", () => {
    const url = (s: string) => new URL(`https://planner.test/dashboards/d${s}`);
    const query = openedFromQuery("upcoming", false, undefined, "2027-03");
    expect(query).toBe("?from=upcoming&month=2027-03");
    expect(openedFrom(url(query))).toEqual({ from: "upcoming", back: "/upcoming?month=2027-03", query });
    expect(openedFrom(url("?from=upcoming&month=2027-03&marker=me"))?.back).toBe("/upcoming?month=2027-03&marker=me");
    expect(keepOpenedFrom("?month=2027-03&from=upcoming", "addItem")).toBe("?from=upcoming&month=2027-03&addItem");
    // Only a month's shape, and only /upcoming's.
    expect(openedFrom(url("?from=upcoming&month=2027-03-01"))?.back).toBe("/upcoming");
    expect(openedFrom(url("?from=upcoming&month=//evil.example"))?.back).toBe("/upcoming");
    expect(openedFrom(url("?from=today&month=2027-03"))?.back).toBe("/today");
  });
});
