import { useRef, useState } from "react";
import { useTouchReorder } from "./use-touch-reorder";

/** What a list's row (`<li>`) spreads to be dragged by a mouse and dropped on. */
export type RowDragProps = Pick<
  React.LiHTMLAttributes<HTMLLIElement>,
  "draggable" | "onDragStart" | "onDragEnd" | "onDragOver" | "onDrop"
> & { "data-dragging"?: true; "data-drop-target"?: true };

/**
 * Reordering a list's rows by dragging, with JavaScript: a mouse by HTML drag and drop on the
 * whole row, a finger or a pen by the row's grip (use-touch-reorder.ts). Dropping a row on
 * another calls `onDrop(id, index)` with the index of the row it was dropped on. Until
 * `enabled` (hydrated, and the list in an order a drop can change), rows get no props.
 */
export function useDragReorder(enabled: boolean, onDrop: (id: string, index: number) => void) {
  // Set synchronously on dragstart, before React re-renders: dragover and drop may come first.
  // The state only dims the row.
  const dragged = useRef<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const touch = useTouchReorder(onDrop);
  const end = () => {
    dragged.current = null;
    setDragging(null);
  };
  const row = (id: string, index: number): RowDragProps | null =>
    enabled
      ? {
          draggable: true,
          onDragStart: (event) => {
            dragged.current = id;
            event.dataTransfer.effectAllowed = "move";
            event.dataTransfer.setData("text/plain", id);
            setDragging(id);
          },
          onDragEnd: end,
          onDragOver: (event) => {
            if (dragged.current) event.preventDefault();
          },
          onDrop: (event) => {
            event.preventDefault();
            const moved = dragged.current;
            end();
            if (moved && moved !== id) onDrop(moved, index);
          },
          "data-dragging": dragging === id || touch.dragging === id ? true : undefined,
          "data-drop-target": touch.over === index ? true : undefined,
        }
      : null;
  return { row, grip: touch.grip };
}
