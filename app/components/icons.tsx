import spriteUrl from "./icons.svg?no-inline";
import type { IconName } from "./icon-names";

export type { IconName } from "./icon-names";

/**
 * An icon, drawn from the one sprite file (icons.svg, decision 090): the page carries a
 * reference, not the paths, and no icon's code runs in the browser. Lucide's look: a 2 px
 * round stroke in the text's colour; `fill` fills it (a favourite's star).
 */
export function Icon({ name, className, fill = "none" }: { name: IconName; className?: string; fill?: string }) {
  return (
    <svg
      aria-hidden
      className={className}
      viewBox="0 0 24 24"
      fill={fill}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
