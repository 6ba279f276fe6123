import { describe, expect, it } from "vitest";
import { parseQuickAdd } from "./quick-add/parse";
import { sharedLine, withoutShared } from "./shared-line";

const shared = (params: Record<string, string>) => sharedLine(new URLSearchParams(params));

describe("sharedLine", () => {
  it("quotes a shared page whole: its title and link are never read as a day or a filter", () => {
    const line = shared({ title: "The 5th Wave", url: "https://example.com/wave#cast" });
    expect(line).toBe('"The 5th Wave https://example.com/wave#cast"');
    const parsed = parseQuickAdd(line!, "en", "2026-12-05");
    expect(parsed).toMatchObject({ title: "The 5th Wave https://example.com/wave#cast", day: null, markers: [] });
  });

  it("finds Android's link in the text, and says the title once", () => {
    expect(shared({ title: "Recipe", text: "Recipe https://example.com/r" })).toBe('"Recipe https://example.com/r"');
    expect(shared({ text: "Look at this  https://example.com/a\n" })).toBe('"Look at this https://example.com/a"');
    expect(shared({ title: "Trip", text: "Our plan", url: "https://example.com/t" })).toBe(
      '"Trip — Our plan https://example.com/t"',
    );
  });

  it("leaves text shared alone as typed, and keeps a quote inside a quoted line from ending it", () => {
    expect(shared({ text: "Call mom tomorrow" })).toBe("Call mom tomorrow");
    expect(shared({ title: 'Say "hi"', url: "https://example.com" })).toBe("\"Say 'hi' https://example.com\"");
  });

  it("is nothing when nothing was shared, and never longer than quick add's line", () => {
    expect(shared({})).toBeNull();
    expect(shared({ title: "  ", url: "not a link" })).toBeNull();
    expect(shared({ text: "x".repeat(700) })).toHaveLength(600);
    expect(shared({ text: "x".repeat(700), url: "https://example.com" })).toHaveLength(600);
  });
});

describe("withoutShared", () => {
  it("drops what was shared and keeps the rest of the address", () => {
    expect(withoutShared("?title=A&marker=me&url=https%3A%2F%2Fx.example&text=B")).toBe("?marker=me");
    expect(withoutShared("?title=A")).toBe("");
  });
});
