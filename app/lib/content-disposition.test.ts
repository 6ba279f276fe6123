import { describe, expect, it } from "vitest";
import { contentDisposition } from "./content-disposition";

describe("contentDisposition", () => {
  it("keeps the name as typed in filename*, with an ASCII fallback", () => {
    expect(contentDisposition("Café, home-2026-11-26.json")).toBe(
      `attachment; filename="Cafe-home-2026-11-26.json"; filename*=UTF-8''Caf%C3%A9%2C%20home-2026-11-26.json`,
    );
  });

  it("turns what no file system takes into dashes, quotes included", () => {
    const header = contentDisposition('a/b\\c:"d"\n-notes-2026-11-26.csv');
    expect(header).toBe(
      `attachment; filename="a-b-c-d-notes-2026-11-26.csv"; filename*=UTF-8''a-b-c-d-notes-2026-11-26.csv`,
    );
  });

  it("writes names in other scripts in filename* and keeps an ASCII fallback", () => {
    const header = contentDisposition("家族の予定-2026-11-26.json");
    expect(header).toMatch(/^attachment; filename="2026-11-26\.json"; filename\*=UTF-8''%E5%AE%B6/);
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe("家族の予定-2026-11-26.json");
  });

  it("escapes what RFC 5987 does not allow bare", () => {
    expect(contentDisposition("Plans (2027)'s.json")).toContain("filename*=UTF-8''Plans%20%282027%29%27s.json");
  });
});
