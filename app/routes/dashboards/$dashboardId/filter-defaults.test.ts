import { describe, expect, it } from "vitest";
import { filterDefaults } from "./day.server";
import { quickAddSchema } from "./schemas";

const HOME = "00000000-0000-4000-8000-000000000001";
const WORK = "00000000-0000-4000-8000-000000000002";
const BEN = "00000000-0000-4000-8000-0000000000b0";
const page = { markers: [{ id: HOME }, { id: WORK }], members: [{ id: BEN }] };

describe("filterDefaults: what a line added to a filtered day takes", () => {
  it("the one filter chosen, and who", () => {
    expect(filterDefaults([HOME], null, page)).toEqual({ marker: HOME });
    expect(filterDefaults([], "me", page)).toEqual({ assignee: "me" });
    expect(filterDefaults([WORK], `for-${BEN}`, page)).toEqual({ marker: WORK, assignee: BEN });
  });

  it("nothing it would have to guess, or the page does not know", () => {
    expect(filterDefaults([], null, page)).toEqual({});
    // Several filters: any of them shows a row.
    expect(filterDefaults([HOME, WORK], null, page)).toEqual({});
    expect(filterDefaults([], "unassigned", page)).toEqual({});
    // A stale link: a filter deleted, a member gone, or a dashboard without others.
    expect(filterDefaults(["00000000-0000-4000-8000-00000000dead"], null, page)).toEqual({});
    expect(filterDefaults([], "for-00000000-0000-4000-8000-0000000000c0", page)).toEqual({});
    expect(filterDefaults([], `for-${BEN}`, { markers: [], members: null })).toEqual({});
  });
});

describe("quick add's filter fields", () => {
  const line = { intent: "add", text: "Buy bread", day: "2026-12-01", today: "2026-11-29" };
  const requestId = "00000000-0000-4000-8000-0000000000aa";
  it("reads a filter's id and 'me' or a member's id", () => {
    const form = quickAddSchema.parse({ ...line, requestId, filterMarker: HOME, filterAssignee: "me" });
    expect([form.filterMarker, form.filterAssignee]).toEqual([HOME, "me"]);
    expect(quickAddSchema.parse({ ...line, requestId, filterAssignee: BEN }).filterAssignee).toBe(BEN);
  });
  it("adds the line without a malformed one, rather than refusing it", () => {
    const form = quickAddSchema.parse({ ...line, requestId, filterMarker: "home", filterAssignee: "someone" });
    expect(form.text).toBe("Buy bread");
    expect([form.filterMarker, form.filterAssignee]).toEqual([undefined, undefined]);
  });
});
