import { swatchClass } from "~/lib/marker-colors";

/**
 * A dashboard's colour (decision 088): a dot before its name, as a project's in Todoist's
 * sidebar. For the eye only; the name beside it says which dashboard it is. `className` sizes
 * and places it (its size included: "size-2.5" when none is given).
 */
export function DashboardDot({ color, className = "size-2.5" }: { color: string; className?: string }) {
  return <span aria-hidden className={`inline-block shrink-0 rounded-full ${className} ${swatchClass(color)}`} />;
}
