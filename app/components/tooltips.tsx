import { useEffect, useLayoutEffect, useRef, useState } from "react";

/** The specification's constants (also Radix's and Reka's defaults). */
export const OPEN_DELAY_MS = 700;
export const SKIP_DELAY_MS = 300;
const GAP = 6;
const MARGIN = 8;

interface Tip {
  text: string;
  /** The trigger's box when it opened. */
  rect: { top: number; bottom: number; left: number; width: number };
}

/**
 * One tooltip for the whole page: any trigger (`TRIGGERS`) shows its text (see `labelOf`)
 * after 700 ms of hover or on keyboard focus, at once when another tooltip closed less
 * than 300 ms ago, and closes on Escape, on leaving, on scrolling or on a click. Event
 * delegation keeps the cost at zero per button (a day view has hundreds). The tooltip repeats what
 * the element's accessible name already says, so it is hidden from assistive technology.
 * Without JavaScript there is nothing to hover: the names stay.
 */
export function Tooltips() {
  const [tip, setTip] = useState<Tip | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current: HTMLElement | null = null;
    let open = false;
    let closedAt = 0;

    const show = (el: HTMLElement) => {
      const text = el.dataset.tooltip || labelOf(el);
      if (!text || !el.isConnected) return;
      const { top, bottom, left, width } = el.getBoundingClientRect();
      open = true;
      setTip({ text, rect: { top, bottom, left, width } });
    };
    const schedule = (el: HTMLElement) => {
      if (el === current) return;
      clearTimeout(timer);
      current = el;
      if (open || Date.now() - closedAt < SKIP_DELAY_MS) show(el);
      else timer = setTimeout(() => show(el), OPEN_DELAY_MS);
    };
    const hide = () => {
      clearTimeout(timer);
      if (open) closedAt = Date.now();
      open = false;
      current = null;
      setTip(null);
    };
    const trigger = (event: Event) =>
      event.target instanceof Element ? event.target.closest<HTMLElement>(TRIGGERS) : null;

    const onPointerOver = (event: PointerEvent) => {
      if (event.pointerType === "touch") return;
      const el = trigger(event);
      if (el) schedule(el);
      else if (current) hide();
    };
    const onPointerOut = (event: PointerEvent) => {
      if (current && !(event.relatedTarget instanceof Node && current.contains(event.relatedTarget))) hide();
    };
    const onFocusIn = (event: FocusEvent) => {
      const el = trigger(event);
      // Keyboard focus only: a click focuses too, and the pointer already decided.
      if (el?.matches(":focus-visible")) schedule(el);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && current) hide();
    };
    const listeners: [string, EventListener][] = [
      ["pointerover", onPointerOver as EventListener],
      ["pointerout", onPointerOut as EventListener],
      ["focusin", onFocusIn as EventListener],
      ["focusout", hide],
      ["keydown", onKeyDown as EventListener],
      ["pointerdown", hide],
    ];
    for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
    window.addEventListener("scroll", hide, true);
    return () => {
      clearTimeout(timer);
      for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
      window.removeEventListener("scroll", hide, true);
    };
  }, []);
  return tip ? <Bubble tip={tip} /> : null;
}

/**
 * Triggers: elements with `data-tooltip`, and the labelled controls inside a `data-tooltips`
 * container (a list whose hundred rows would each repeat the attribute).
 */
const TRIGGERS = "[data-tooltip], [data-tooltips] :is(a, button)[aria-labelledby]";

/**
 * Without text in `data-tooltip`, the first element the trigger is labelled by: a list's
 * rows name their buttons "Mark as done" + the row's title, and the tip is the first part.
 */
function labelOf(el: HTMLElement): string | undefined {
  const first = el.getAttribute("aria-labelledby")?.split(" ")[0];
  return (first && document.getElementById(first)?.textContent) || undefined;
}

/** Above the trigger (below when there is no room), centred, kept inside the window. */
function Bubble({ tip }: { tip: Tip }) {
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const { width, height } = el.getBoundingClientRect();
    const { rect } = tip;
    const above = rect.top - GAP - height >= MARGIN;
    const centre = rect.left + rect.width / 2;
    setPosition({
      left: Math.min(Math.max(centre - width / 2, MARGIN), window.innerWidth - width - MARGIN),
      top: above ? rect.top - GAP - height : rect.bottom + GAP,
    });
  }, [tip]);
  return (
    <div
      ref={ref}
      role="tooltip"
      aria-hidden="true"
      className="pointer-events-none fixed z-[60] max-w-xs rounded-md bg-neutral-900 px-2 py-1 text-xs font-medium text-white shadow-md dark:bg-neutral-100 dark:text-neutral-900"
      style={position ? { left: position.left, top: position.top } : { left: 0, top: 0, visibility: "hidden" }}
    >
      {tip.text}
    </div>
  );
}
