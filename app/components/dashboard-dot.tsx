import { swatchClass } from "~/lib/marker-colors";

/**
 * A dashboard's colour (decision 088): a dot before its name, as a project's in Todoist's
 * sidebar. For the eye only; the name beside it says which dashboard it is.
 */
export function DashboardDot({ color, size = "size-2.5" }: { color: string; size?: string }) {
  return <span aria-hidden className={`inline-block shrink-0 rounded-full ${size} ${swatchClass(color)}`} />;
}
