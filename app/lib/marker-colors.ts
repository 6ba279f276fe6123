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

// Spelled out so Tailwind sees every class.
const CHIP: Record<MarkerColor, string> = {
  red: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  orange: "bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100",
  amber: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  yellow: "bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-100",
  lime: "bg-lime-100 text-lime-900 dark:bg-lime-950 dark:text-lime-100",
  green: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  emerald: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  teal: "bg-teal-100 text-teal-900 dark:bg-teal-950 dark:text-teal-100",
  cyan: "bg-cyan-100 text-cyan-900 dark:bg-cyan-950 dark:text-cyan-100",
  sky: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  blue: "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100",
  indigo: "bg-indigo-100 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100",
  violet: "bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100",
  purple: "bg-purple-100 text-purple-900 dark:bg-purple-950 dark:text-purple-100",
  fuchsia: "bg-fuchsia-100 text-fuchsia-900 dark:bg-fuchsia-950 dark:text-fuchsia-100",
  pink: "bg-pink-100 text-pink-900 dark:bg-pink-950 dark:text-pink-100",
  rose: "bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100",
  slate: "bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100",
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
