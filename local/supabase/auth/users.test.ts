import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { hashPassword, passwordHashCost, passwordMatches } from "./users";

describe("password hashes", () => {
  it("cost GoTrue's 10, or its tests' 4 when AUTH_QUICK_HASH=1 (as this suite runs)", async () => {
    expect(passwordHashCost({})).toBe(10);
    expect(passwordHashCost({ AUTH_QUICK_HASH: "0" })).toBe(10);
    expect(passwordHashCost({ AUTH_QUICK_HASH: "1" })).toBe(4);
    expect(await hashPassword("correct1horse")).toMatch(/^\$2[ab]\$04\$/);
  });

  it("verify alike at either cost", async () => {
    for (const cost of [4, 10]) {
      const hash = await bcrypt.hash("correct1horse", cost);
      expect(await passwordMatches("correct1horse", hash)).toBe(true);
      expect(await passwordMatches("correct1hors", hash)).toBe(false);
    }
    expect(await passwordMatches("correct1horse", null)).toBe(false);
  });
});
