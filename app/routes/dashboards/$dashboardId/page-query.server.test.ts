import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { SupabaseClient } from "@supabase/supabase-js";
import { sessionContext } from "~/lib/session.server";
import { dayQuery, fromQuery, monthQuery, viewFilter, whoQuery } from "./page-query.server";

// The day view's and the calendar's filter as the page functions take it, and as the
// page's links keep it (decision 037).
const ME = "0b7c5d2e-1f3a-4b5c-8d9e-0f1a2b3c4d5e";
const BEN = "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d";
const MARKER = "11111111-2222-4333-8444-555555555555";

const context = new RouterContextProvider();
context.set(sessionContext, {
  supabase: {} as SupabaseClient,
  user: { id: ME, email: "me@example.com", name: "", home: "/dashboards" },
  headers: new Headers(),
  url: new URL("https://planner.test/d"),
});
const filter = (query: string) => viewFilter(new URL(`https://planner.test/d?${query}`), context);

describe("viewFilter", () => {
  it("asks for everyone's without an 'Assigned to' value, and keeps only the markers", () => {
    expect(filter(`marker=${MARKER}&marker=`)).toEqual({
      markers: [MARKER],
      who: null,
      assignee: { p_assignee: null, p_unassigned: false },
      kept: [MARKER],
    });
  });

  it("answers 'me' with the caller's id, and keeps 'me' for the links", () => {
    expect(filter(`marker=me&marker=${MARKER}`)).toMatchObject({
      markers: [MARKER],
      assignee: { p_assignee: ME, p_unassigned: false },
      kept: [MARKER, "me"],
    });
  });

  it("asks for another member's by id, and for nobody's", () => {
    expect(filter(`marker=for-${BEN}`)).toMatchObject({
      markers: [],
      assignee: { p_assignee: BEN, p_unassigned: false },
      kept: [`for-${BEN}`],
    });
    expect(filter("marker=unassigned")).toMatchObject({
      assignee: { p_assignee: null, p_unassigned: true },
      kept: ["unassigned"],
    });
  });

  it("takes the first value a select would send, and never a malformed id", () => {
    expect(filter(`marker=unassigned&marker=for-${BEN}`).who).toBe("unassigned");
    expect(filter("marker=for-ben").who).toBeNull();
    expect(filter(`marker=for-${BEN}x`).assignee).toEqual({ p_assignee: null, p_unassigned: false });
    expect(filter(`marker=${BEN}`).who).toBeNull();
  });

  it("is read by /today too, which offers 'me' only", () => {
    expect(whoQuery(new URL("https://planner.test/today?marker=me"))).toBe("me");
    expect(whoQuery(new URL("https://planner.test/today"))).toBeNull();
  });
});

describe("dates in links", () => {
  const at = (query: string) => new URL(`https://planner.test/d?${query}`);
  it("reads a day, a week's first day and a month whose days all fall in the years 1900 to 9999", () => {
    expect(dayQuery(at("day=2026-11-23"))).toEqual({ value: "2026-11-23", notice: null });
    expect(dayQuery(at("day=9999-12-31")).value).toBe("9999-12-31");
    expect(fromQuery(at("from=9999-12-25")).value).toBe("9999-12-25");
    expect(monthQuery(at("month=2026-02")).value).toBe("2026-02-01");
    expect(monthQuery(at("month=1900-02")).value).toBe("1900-02-01");
  });

  it("refuses with a notice a day, a week or a month's grid that reaches year 0 or 10000", () => {
    for (const [read, query] of [
      [dayQuery, "day=0001-13-01"],
      [dayQuery, "day=0999-01-01"],
      [fromQuery, "from=9999-12-26"],
      [monthQuery, "month=9999-12"],
      [monthQuery, "month=0001-01"],
    ] as const) {
      const { value, notice } = read(at(query));
      expect(value, query).toBeNull();
      expect(notice).toMatchObject({ values: { value: query.split("=")[1] } });
    }
    // The public link's week.
    expect(dayQuery(at("day=9999-12-28"), 7).value).toBeNull();
    expect(dayQuery(at("day=9999-12-25"), 7).value).toBe("9999-12-25");
  });
});
