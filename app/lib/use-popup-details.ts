import { useEffect, type RefObject } from "react";

/**
 * A `<details>` that opens as a popup (it works without JavaScript, decision 003): with
 * JavaScript it also closes as menus do, on Escape (focus back on its summary) or a press
 * outside it. Listens only while it is open.
 */
export function usePopupDetails(ref: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    const onPointer = ({ target }: PointerEvent) => {
      if (!(target instanceof Node) || !details.contains(target)) details.open = false;
    };
    const listen = (on: boolean) => {
      if (on) {
        document.addEventListener("keydown", onKey);
        document.addEventListener("pointerdown", onPointer);
      } else {
        document.removeEventListener("keydown", onKey);
        document.removeEventListener("pointerdown", onPointer);
      }
    };
    const onToggle = () => listen(details.open);
    details.addEventListener("toggle", onToggle);
    if (details.open) listen(true);
    return () => {
      details.removeEventListener("toggle", onToggle);
      listen(false);
    };
  }, [ref]);
}
