import { afterEach, describe, expect, it, vi } from "vitest";
import { isUuid, newUuid } from "./uuid";

describe("newUuid", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("makes well-formed, different version 4 ids", () => {
    const ids = new Set(Array.from({ length: 50 }, newUuid));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("makes them without randomUUID too (a page served over plain http)", () => {
    const { getRandomValues } = crypto;
    vi.stubGlobal("crypto", { getRandomValues: getRandomValues.bind(crypto) });
    const ids = new Set(Array.from({ length: 50 }, newUuid));
    expect(ids.size).toBe(50);
    for (const id of ids) {
      expect(isUuid(id)).toBe(true);
      expect(id).toMatch(/^.{14}4.{4}[89ab]/);
    }
  });
});
