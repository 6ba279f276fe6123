import { Icon } from "~/components/icons";
import { chipClass } from "~/lib/marker-colors";
import type { Marker } from "~/lib/data-api";

/**
 * A filter as a toggle chip: the checkbox itself, transparent, covers the chip, so a click,
 * a tap, the keyboard and a screen reader all reach the same control (app.css, .filter-chip).
 */
export function ToggleChip({
  marker,
  checked,
  onChange,
}: {
  marker: Marker;
  checked: boolean;
  onChange?: (event: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <label className={`filter-chip ${chipClass(marker.color)}`}>
      <input
        type="checkbox"
        name="marker"
        value={marker.id}
        defaultChecked={checked}
        onChange={onChange}
        className="peer filter-chip-input"
      />
      <span aria-hidden className="filter-chip-box">
        <Icon name="check" className="size-2.5" />
      </span>
      {marker.name}
    </label>
  );
}
