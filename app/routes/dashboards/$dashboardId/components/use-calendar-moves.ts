import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { Objective } from "~/lib/data-api";
import { FETCHER_FIELD } from "~/lib/forms";
import { useHydrated } from "~/lib/use-hydrated";

export type CalendarCells<O extends Objective = Objective> = Record<string, { items: O[]; more: number }>;

/** The cells with `id` taken from `from` and shown last on `day` (the move being saved). */
export function moveInCells<O extends Objective>(
  cells: CalendarCells<O>,
  id: string,
  from: string,
  day: string,
): CalendarCells<O> {
  const moved = cells[from]?.items.find((o) => o.id === id);
  if (!moved || from === day) return cells;
  const target = cells[day] ?? { items: [], more: 0 };
  return {
    ...cells,
    [from]: { ...cells[from]!, items: cells[from]!.items.filter((o) => o.id !== id) },
    [day]: { ...target, items: [...target.items, { ...moved, day }] },
  };
}

/**
 * With JavaScript and a mouse, an objective dragged onto another day of the calendar moves
 * there (the day view's "Move to the next day", to any day, with its Undo), shown there at
 * once. Without them its title opens its page, where the day is a field. A day a repeating
 * objective will come back on is not an objective of its own: it does not drag.
 * `actionFor`: where an objective's move is posted, when not to this page (/upcoming's rows
 * go to their dashboard's day, which answers with /upcoming again).
 */
export function useCalendarMoves<O extends Objective>(
  cells: CalendarCells<O>,
  movable = true,
  actionFor?: (o: O) => string,
) {
  // An archived dashboard's objectives stay where they are (decision 059): nothing drags.
  const hydrated = useHydrated() && movable;
  const fetcher = useFetcher({ key: "calendar-move" });
  // The drag as its events see it at once (a ref), and as the page shows it (state).
  const drag = useRef<{ id: string; from: string; action?: string } | null>(null);
  const [dragging, setDragging] = useState<{ id: string; from: string } | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const saving = fetcher.formData;
  const shown = saving
    ? moveInCells(cells, String(saving.get("objectiveId")), String(saving.get("from")), String(saving.get("day")))
    : cells;
  const stop = () => {
    drag.current = null;
    setDragging(null);
    setOver(null);
  };

  /** What an objective's item needs to be dragged. */
  const item = (o: O, day: string) =>
    hydrated && !o.projected
      ? {
          draggable: true,
          "data-dragging": dragging?.id === o.id ? true : undefined,
          // Also from its title: the link's own drag comes up to the item, which says what moves.
          onDragStart: (event: React.DragEvent) => {
            event.dataTransfer.effectAllowed = "move";
            event.dataTransfer.setData("text/plain", o.title);
            drag.current = { id: o.id, from: day, action: actionFor?.(o) };
            setDragging(drag.current);
          },
          onDragEnd: stop,
        }
      : {};

  /** What a day's cell needs to take one (its handlers are there before a drag starts). */
  const cell = (day: string) =>
    hydrated
      ? {
          "data-drop-target": dragging && over === day && day !== dragging.from ? true : undefined,
          onDragOver: (event: React.DragEvent) => {
            if (!drag.current) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = "move";
            if (over !== day) setOver(day);
          },
          onDrop: (event: React.DragEvent) => {
            const moving = drag.current;
            if (!moving) return;
            event.preventDefault();
            if (day !== moving.from) {
              void fetcher.submit(
                // `from` is for the page alone (shown at once, above); the intent does not read it.
                { intent: "postpone", objectiveId: moving.id, day, from: moving.from, [FETCHER_FIELD]: "1" },
                { method: "post", ...(moving.action ? { action: moving.action } : {}) },
              );
            }
            stop();
          },
        }
      : {};

  // The objective being moved: shown where it goes, though its list counts it as leaving.
  return { cells: shown, item, cell, moving: saving ? String(saving.get("objectiveId")) : null };
}
