import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_APPEARANCE, formatTheme, NEUTRAL_COLORS, parseTheme, PRIMARY_COLORS } from "./theme";

const css = readFileSync(new URL("../theme.css", import.meta.url), "utf8");

describe("the theme cookie", () => {
  it("round-trips a theme", () => {
    const theme = { primary: "rose", neutral: "mauve", mode: "dark" as const };
    expect(parseTheme(formatTheme(theme))).toEqual(theme);
  });

  it("reads anything unknown, part by part, as the default", () => {
    expect(parseTheme(undefined)).toEqual(DEFAULT_APPEARANCE);
    expect(parseTheme("gold.slate.dark")).toEqual({ ...DEFAULT_APPEARANCE, mode: "dark" });
    expect(parseTheme("blue.green.sepia")).toEqual({ ...DEFAULT_APPEARANCE, primary: "blue" });
    expect(parseTheme('"><script>')).toEqual(DEFAULT_APPEARANCE);
  });
});

describe("app/theme.css", () => {
  it("has a block for every colour but the defaults, with all eleven shades", () => {
    for (const [kind, list] of [
      ["primary", PRIMARY_COLORS],
      ["neutral", NEUTRAL_COLORS],
    ] as const) {
      for (const { name } of list.slice(1)) {
        const block = css.match(new RegExp(`\\[data-${kind}="${name}"\\] \\{([^}]*)\\}`))?.[1] ?? "";
        expect(block.match(new RegExp(`--color-${kind}-\\d+: var\\(--color-${name}-\\d+\\)`, "g")), name).toHaveLength(
          11,
        );
      }
      expect(css).toContain(`--color-${kind}-500: var(--color-${list[0].name}-500)`);
    }
  });
});
