import { chipClass } from "~/lib/marker-colors";
import type { Marker } from "~/lib/data-api";

/** The markers of an objective or note, as coloured chips that flow with the text. */
export function MarkerChips({ ids, markers }: { ids: string[]; markers: Marker[] }) {
  if (ids.length === 0) return null;
  return markers
    .filter((m) => ids.includes(m.id))
    .map((m) => (
      <span key={m.id} className={`chip ${chipClass(m.color)}`}>
        {m.name}
      </span>
    ));
}
