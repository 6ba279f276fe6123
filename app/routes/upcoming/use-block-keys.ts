import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { Objective } from "~/lib/data-api";
import { FETCHER_FIELD } from "~/lib/forms";
import { useHydrated } from "~/lib/use-hydrated";
import type { CalendarCells } from "../dashboards/$dashboardId/components/use-calendar-moves";
import { nudged, type Nudge } from "./week-hours";

type Row = Objective & { dashboard: string };
/** A block the keys have moved, not saved yet: where to, and the objective as it was. */
type Pending = Nudge & { o: Row; day: string };

/** A pause after the last key before a nudge is saved: several presses make one change and one Undo. */
const SAVE_AFTER_MS = 800;

/** The keys, for a block's link's aria-keyshortcuts and the shortcuts' list. */
export const BLOCK_KEYS = "Alt+ArrowUp Alt+ArrowDown Alt+Shift+ArrowUp Alt+Shift+ArrowDown";

/**
 * With JavaScript, on the hours (decisions 096 to 098), the keyboard's way to do what a drag
 * and a stretch do: on a timed block's link, Alt+↑ and Alt+↓ move it a quarter of an hour
 * earlier or later, with Shift they make it a quarter of an hour shorter or longer. It moves
 * at once and keeps the focus; a pause after the last key saves it (`schedule`, as a drop or a
 * stretch, whose message says where it is now and has Undo).
 */
export function useBlockKeys(
  hoursDrawn: { first: number; last: number },
  actionFor: (o: Row) => string,
  movable: boolean,
) {
  const hydrated = useHydrated() && movable;
  // The drops' own fetcher: what it is saving shows where it goes (use-week-drops.ts).
  const fetcher = useFetcher({ key: "week-schedule" });
  const [nudge, setNudge] = useState<Pending | null>(null);
  // The same, for the events: what is still to be saved.
  const pending = useRef<Pending | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The block last nudged: its link keeps the focus while the grid redraws it elsewhere.
  const kept = useRef<string | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  useLayoutEffect(() => {
    if (!kept.current) return;
    const link = document.querySelector<HTMLElement>(`li[data-block="${kept.current}"] .wk-title`);
    const focus = document.activeElement;
    if (!focus || focus === document.body) link?.focus();
    // Moved on by the person (a click, Tab): no longer ours to keep.
    else if (focus !== link) kept.current = null;
  });

  const save = (n: Pending) => {
    const { o, day } = n;
    const stretched = n.minutes !== (o.minutes ?? null);
    if (n.at === o.at && !stretched) return;
    void fetcher.submit(
      {
        intent: "schedule",
        objectiveId: o.id,
        day,
        at: n.at,
        fromDay: day,
        fromAt: o.at ?? "none",
        ...(stretched ? { minutes: String(n.minutes ?? 0), fromMinutes: String(o.minutes ?? 0) } : {}),
        [FETCHER_FIELD]: "1",
      },
      { method: "post", action: actionFor(o) },
    );
  };
  /** Saves what the keys have done now: another block's keys, or the focus leaving it, do not wait. */
  const flush = () => {
    clearTimeout(timer.current);
    const n = pending.current;
    pending.current = null;
    setNudge(null);
    if (n) save(n);
  };

  /** Whether the keys move this block: a timed objective of its own, where things may change. */
  const keyed = (o: Row) => Boolean(hydrated && o.at && !o.projected);

  /** A timed block's keys (on its `li`, from its link). */
  const keys = (o: Row, day: string) =>
    keyed(o)
      ? {
          "data-block": o.id,
          onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => {
            if (!event.altKey || event.ctrlKey || event.metaKey) return;
            if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
            event.preventDefault();
            if (pending.current && pending.current.o.id !== o.id) flush();
            // Drawn where the keys have put it already: as it was is the nudge's (and Undo's).
            const going = pending.current;
            const from = going ?? { at: o.at!, minutes: o.minutes ?? null };
            const next = nudged(from, event.key === "ArrowUp" ? -1 : 1, event.shiftKey, hoursDrawn);
            const n = { ...next, o: going?.o ?? o, day };
            kept.current = o.id;
            pending.current = n;
            setNudge(n);
            clearTimeout(timer.current);
            timer.current = setTimeout(flush, SAVE_AFTER_MS);
          },
          onBlur: (event: React.FocusEvent<HTMLElement>) => {
            // Tabbed or clicked away (not the grid moving it: its link is focused again, above).
            if (pending.current?.o.id === o.id && event.relatedTarget) flush();
          },
        }
      : {};

  /** The cells with the block being nudged where the keys have put it. */
  const shown = (cells: CalendarCells<Row>): CalendarCells<Row> =>
    nudge
      ? Object.fromEntries(
          Object.entries(cells).map(([d, c]) => [
            d,
            {
              ...c,
              items: c.items.map((o) => (o.id === nudge.o.id ? { ...o, at: nudge.at, minutes: nudge.minutes } : o)),
            },
          ]),
        )
      : cells;

  return { keys, keyed, shown };
}
