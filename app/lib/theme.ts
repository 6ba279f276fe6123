import type { Appearance } from "./data-api";

/**
 * The theme picker's palette, in the database's order (public.theme_colors; a test keeps
 * the two equal). Each name is a Tailwind palette with a block in app/theme.css.
 */
export const PRIMARY_COLORS = [
  { name: "green", premium: false },
  { name: "blue", premium: false },
  { name: "violet", premium: false },
  { name: "orange", premium: false },
  { name: "emerald", premium: true },
  { name: "teal", premium: true },
  { name: "cyan", premium: true },
  { name: "sky", premium: true },
  { name: "indigo", premium: true },
  { name: "purple", premium: true },
  { name: "fuchsia", premium: true },
  { name: "pink", premium: true },
  { name: "rose", premium: true },
  { name: "red", premium: true },
  { name: "amber", premium: true },
  { name: "lime", premium: true },
] as const;

export const NEUTRAL_COLORS = [
  { name: "slate", premium: false },
  { name: "gray", premium: false },
  { name: "zinc", premium: false },
  { name: "stone", premium: false },
  { name: "mauve", premium: true },
  { name: "olive", premium: true },
  { name: "mist", premium: true },
  { name: "taupe", premium: true },
] as const;

export const COLOR_MODES = ["system", "light", "dark"] as const;

export type PrimaryColor = (typeof PRIMARY_COLORS)[number]["name"];
export type NeutralColor = (typeof NEUTRAL_COLORS)[number]["name"];
export type ColorMode = (typeof COLOR_MODES)[number];

export const DEFAULT_APPEARANCE: Appearance = { primary: "green", neutral: "slate", mode: "system" };

/** The cookie the server reads to render the theme on the first byte (a copy of the profile's). */
export const THEME_COOKIE = "planner-theme";

const isPrimary = (v: string) => PRIMARY_COLORS.some((c) => c.name === v);
const isNeutral = (v: string) => NEUTRAL_COLORS.some((c) => c.name === v);
const isMode = (v: string): v is ColorMode => (COLOR_MODES as readonly string[]).includes(v);

/** "primary.neutral.mode"; anything unknown reads as the default. */
export function parseTheme(value: string | undefined | null): Appearance {
  const [primary = "", neutral = "", mode = ""] = (value ?? "").split(".");
  return {
    primary: isPrimary(primary) ? primary : DEFAULT_APPEARANCE.primary,
    neutral: isNeutral(neutral) ? neutral : DEFAULT_APPEARANCE.neutral,
    mode: isMode(mode) ? mode : DEFAULT_APPEARANCE.mode,
  };
}

export function formatTheme(appearance: Appearance): string {
  const clean = parseTheme(`${appearance.primary}.${appearance.neutral}.${appearance.mode}`);
  return `${clean.primary}.${clean.neutral}.${clean.mode}`;
}

/** The attributes on <html> that app/theme.css and the `dark:` variant read. */
export function themeAttributes(appearance: Appearance) {
  return {
    "data-primary": appearance.primary,
    "data-neutral": appearance.neutral,
    "data-mode": appearance.mode,
  };
}
