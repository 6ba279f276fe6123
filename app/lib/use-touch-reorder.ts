import { useState } from "react";

interface Dragging {
  id: string;
  /** Its index among the list's rows when the finger went down, and the one under it now. */
  from: number;
  over: number;
  rows: HTMLElement[];
}

/** What a row's grip spreads to be dragged by a finger or a pen. */
export type GripProps = Pick<
  React.HTMLAttributes<HTMLElement>,
  "onPointerDown" | "onPointerMove" | "onPointerUp" | "onPointerCancel"
>;

/** The index of the row at height `y` (the last one below them all). */
function rowAt(rows: HTMLElement[], y: number) {
  const index = rows.findIndex((row) => !row.hidden && y < row.getBoundingClientRect().bottom);
  return index < 0 ? rows.length - 1 : index;
}

/**
 * Dragging a list's rows by their grip with a finger or a pen. HTML drag and drop, which the
 * mouse uses, does not start on touch screens: the grip takes the pointer instead
 * (`touch-action: none` in app.css, so the page does not scroll), the row under the finger
 * is where it goes, and lifting the finger drops it there: `onDrop(id, index)`, the index of
 * that row among the list's (`<li>`) rows, as a mouse's drop on it gives.
 */
export function useTouchReorder(onDrop: (id: string, index: number) => void) {
  const [drag, setDrag] = useState<Dragging | null>(null);
  const grip = (id: string): GripProps => ({
    onPointerDown(event: React.PointerEvent<HTMLElement>) {
      if (event.pointerType === "mouse" || !event.isPrimary) return;
      const row = event.currentTarget.closest("li");
      const rows = [...(row?.parentElement?.children ?? [])].filter((c): c is HTMLLIElement => c.tagName === "LI");
      if (!row) return;
      event.preventDefault();
      // Moves keep coming to the grip however far the finger goes.
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // A pointer the browser no longer tracks: the moves still come while it is on the grip.
      }
      const from = rows.indexOf(row);
      setDrag({ id, from, over: from, rows });
    },
    onPointerMove(event: React.PointerEvent<HTMLElement>) {
      if (drag?.id !== id) return;
      const over = rowAt(drag.rows, event.clientY);
      if (over !== drag.over) setDrag({ ...drag, over });
    },
    onPointerUp(event: React.PointerEvent<HTMLElement>) {
      if (drag?.id !== id) return;
      const over = rowAt(drag.rows, event.clientY);
      setDrag(null);
      if (over !== drag.from) onDrop(id, over);
    },
    onPointerCancel() {
      setDrag(null);
    },
  });
  return {
    grip,
    /** The row being dragged, and the index of the row it would go to. */
    dragging: drag?.id ?? null,
    over: drag && drag.over !== drag.from ? drag.over : null,
  };
}
