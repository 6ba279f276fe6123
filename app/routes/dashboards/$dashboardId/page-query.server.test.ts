import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { SupabaseClient } from "@supabase/supabase-js";
import { sessionContext } from "~/lib/session.server";
import { viewFilter, whoQuery } from "./page-query.server";

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
