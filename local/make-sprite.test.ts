import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "../app/components/icon-names.ts";
import { SPRITE_FILE, spriteSvg } from "./make-sprite.ts";

describe("the icon sprite", () => {
  it("is what `npm run icons` writes from Lucide for ICON_NAMES (not stale)", async () => {
    expect(readFileSync(SPRITE_FILE, "utf8")).toBe(await spriteSvg());
  });

  it("has one symbol of shapes for each name, each inheriting <Icon>'s stroke and fill", () => {
    const svg = readFileSync(SPRITE_FILE, "utf8");
    const ids = [...svg.matchAll(/<symbol id="([a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual([...ICON_NAMES]);
    for (const symbol of svg.match(/<symbol[\s\S]*?<\/symbol>/g) ?? []) {
      expect(symbol).toMatch(/<(path|circle|rect|line|polyline|polygon|ellipse) /);
      // A dot Lucide fills itself ("tags") is the only fill of its own.
      expect(symbol).not.toMatch(/ stroke="| fill="(?!currentColor")/);
    }
  });
});
