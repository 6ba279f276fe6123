import { chipClass } from "~/lib/marker-colors";
import type { Marker } from "~/lib/data-api";

/** The markers of an objective or note, as coloured chips. */
export function MarkerChips({ ids, markers }: { ids: string[]; markers: Marker[] }) {
  const chosen = markers.filter((m) => ids.includes(m.id));
  if (chosen.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1">
      {chosen.map((m) => (
        <li key={m.id} className={`rounded-full px-2 py-0.5 text-xs font-medium ${chipClass(m.color)}`}>
          {m.name}
        </li>
      ))}
    </ul>
  );
}
