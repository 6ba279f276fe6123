/** The fixed palette of marker colours (the database checks the same names). */
export const MARKER_COLORS = [
  "red",
  "orange",
  "amber",
  "yellow",
  "lime",
  "green",
  "emerald",
  "teal",
  "cyan",
  "sky",
  "blue",
  "indigo",
  "violet",
  "purple",
  "fuchsia",
  "pink",
  "rose",
  "slate",
] as const;
export type MarkerColor = (typeof MARKER_COLORS)[number];

// Classes of app.css (`chip-*`), spelled out so Tailwind sees each.
const CHIP: Record<MarkerColor, string> = {
  red: "chip-red",
  orange: "chip-orange",
  amber: "chip-amber",
  yellow: "chip-yellow",
  lime: "chip-lime",
  green: "chip-green",
  emerald: "chip-emerald",
  teal: "chip-teal",
  cyan: "chip-cyan",
  sky: "chip-sky",
  blue: "chip-blue",
  indigo: "chip-indigo",
  violet: "chip-violet",
  purple: "chip-purple",
  fuchsia: "chip-fuchsia",
  pink: "chip-pink",
  rose: "chip-rose",
  slate: "chip-slate",
};

export function chipClass(color: string): string {
  return CHIP[color as MarkerColor] ?? CHIP.slate;
}

// Swatch backgrounds spelled out for Tailwind.
const SWATCH: Record<MarkerColor, string> = {
  red: "bg-red-500",
  orange: "bg-orange-500",
  amber: "bg-amber-500",
  yellow: "bg-yellow-400",
  lime: "bg-lime-500",
  green: "bg-green-600",
  emerald: "bg-emerald-500",
  teal: "bg-teal-500",
  cyan: "bg-cyan-500",
  sky: "bg-sky-500",
  blue: "bg-blue-600",
  indigo: "bg-indigo-500",
  violet: "bg-violet-500",
  purple: "bg-purple-500",
  fuchsia: "bg-fuchsia-500",
  pink: "bg-pink-500",
  rose: "bg-rose-500",
  slate: "bg-slate-500",
};

/** A saturated dot or swatch of the colour. */
export function swatchClass(color: string): string {
  return SWATCH[color as MarkerColor] ?? SWATCH.slate;
}
