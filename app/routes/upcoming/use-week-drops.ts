import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { Objective } from "~/lib/data-api";
import { FETCHER_FIELD } from "~/lib/forms";
import { useHydrated } from "~/lib/use-hydrated";
import type { CalendarCells, useCalendarMoves } from "../dashboards/$dashboardId/components/use-calendar-moves";
import { minutesOf, slotAt, SLOT } from "./week-hours";

type Row = Objective & { dashboard: string };

/**
 * With JavaScript and a mouse, on /upcoming's week of hours (decision 096): an objective
 * dropped on a day's hours goes to that day at the quarter hour it was dropped on (where the
 * block's top lands, wherever it was held), and dropped on a day's "All day" it goes there
 * without a time; a dashed outline shows where while it is dragged, and the page shows it
 * there at once. Posted to its dashboard's day (`schedule`, with Undo). Dropped on a day's
 * heading it moves as on the month, keeping its time (`moves`). A block's bottom edge stretches
 * it (`stretcher`).
 */
export function useWeekDrops(
  moves: ReturnType<typeof useCalendarMoves<Row>>,
  hoursDrawn: { first: number; last: number },
  actionFor: (o: Row) => string,
  movable = true,
) {
  // An archived dashboard's, or one only viewed: nothing drags or stretches.
  const hydrated = useHydrated() && movable;
  const fetcher = useFetcher({ key: "week-schedule" });
  // What is held: the objective, its day, how far below its block's top it was taken, its height.
  const held = useRef<{ o: Row; from: string; offset: number; rows: number } | null>(null);
  const [ghost, setGhost] = useState<{ day: string; at: string; rows: number } | null>(null);
  // A block being stretched by its bottom edge: its day's hours, and its length so far.
  const stretching = useRef<{ o: Row; day: string; hours: HTMLElement } | null>(null);
  const [stretch, setStretch] = useState<{ id: string; minutes: number } | null>(null);

  /** An item's drag handlers: the calendar's, which also say where it was taken. */
  const item = (o: Row, day: string, rows: number) => {
    const base = moves.item(o, day);
    const { onDragStart, onDragEnd } = base as Partial<{
      onDragStart: (event: React.DragEvent) => void;
      onDragEnd: () => void;
    }>;
    if (!onDragStart || !onDragEnd) return base;
    return {
      ...base,
      onDragStart: (event: React.DragEvent<HTMLElement>) => {
        // Held by its bottom edge it stretches (below), it does not move.
        if (stretching.current) return event.preventDefault();
        const offset = o.at ? event.clientY - event.currentTarget.getBoundingClientRect().top : 0;
        held.current = { o, from: day, offset, rows };
        onDragStart(event);
      },
      onDragEnd: () => {
        held.current = null;
        setGhost(null);
        onDragEnd();
      },
    };
  };

  /** The quarter hour under the held block's top, on this day's hours. */
  const slotOf = (event: React.DragEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return slotAt((event.clientY - (held.current?.offset ?? 0) - box.top) / box.height, hoursDrawn);
  };

  const drop = (day: string, at: string) => {
    const h = held.current;
    if (!h || (day === h.from && at === (h.o.at ?? "none"))) return;
    void fetcher.submit(
      {
        intent: "schedule",
        objectiveId: h.o.id,
        day,
        at,
        fromDay: h.from,
        fromAt: h.o.at ?? "none",
        [FETCHER_FIELD]: "1",
      },
      { method: "post", action: actionFor(h.o) },
    );
  };

  /** A day's hours (`at`: by where it is dropped) or its "All day" (no time), as drop targets. */
  const zone = (day: string, timed: boolean) =>
    hydrated
      ? {
          onDragOver: (event: React.DragEvent<HTMLElement>) => {
            if (!held.current) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = "move";
            const at = timed ? slotOf(event) : null;
            if (at && (ghost?.day !== day || ghost.at !== at)) setGhost({ day, at, rows: held.current.rows });
            if (!at && ghost) setGhost(null);
          },
          onDragLeave: (event: React.DragEvent<HTMLElement>) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setGhost(null);
          },
          onDrop: (event: React.DragEvent<HTMLElement>) => {
            if (!held.current) return;
            event.preventDefault();
            // Not the day's own drop as well (the month's move, which keeps the time).
            event.stopPropagation();
            drop(day, timed ? slotOf(event) : "none");
            held.current = null;
            setGhost(null);
          },
        }
      : {};

  /**
   * A timed block's bottom edge, held with a mouse or a finger and moved: its length, to the
   * quarter hour (a quarter of an hour at least, up to the last hour drawn), shown as it goes;
   * let go, posted (`schedule` with `minutes`, with Undo).
   */
  const stretcher = (o: Row, day: string) =>
    hydrated && o.at && !o.projected
      ? {
          onPointerDown: (event: React.PointerEvent<HTMLElement>) => {
            if (event.button !== 0) return;
            const hours = event.currentTarget.closest("ol");
            if (!hours) return;
            event.stopPropagation();
            event.currentTarget.setPointerCapture(event.pointerId);
            stretching.current = { o, day, hours };
            // Its length as it is (none: 0, drawn as half an hour): a click without a move changes nothing.
            setStretch({ id: o.id, minutes: o.minutes ?? 0 });
          },
          onPointerMove: (event: React.PointerEvent<HTMLElement>) => {
            const s = stretching.current;
            if (!s?.o.at) return;
            const box = s.hours.getBoundingClientRect();
            // The line nearest the pointer (the last one drawn too: an end, not a start).
            const rows = (hoursDrawn.last - hoursDrawn.first) * (60 / SLOT);
            const line = Math.round(((event.clientY - box.top) / box.height) * rows);
            const end = hoursDrawn.first * 60 + Math.min(rows, line) * SLOT;
            const minutes = Math.max(SLOT, end - minutesOf(s.o.at));
            if (minutes !== stretch?.minutes) setStretch({ id: s.o.id, minutes });
          },
          onPointerUp: () => {
            const s = stretching.current;
            stretching.current = null;
            if (s?.o.at && stretch && stretch.minutes !== (s.o.minutes ?? 0)) {
              void fetcher.submit(
                {
                  intent: "schedule",
                  objectiveId: s.o.id,
                  day: s.day,
                  at: s.o.at,
                  fromDay: s.day,
                  fromAt: s.o.at,
                  minutes: String(stretch.minutes),
                  fromMinutes: String(s.o.minutes ?? 0),
                  [FETCHER_FIELD]: "1",
                },
                { method: "post", action: actionFor(s.o) },
              );
            }
            setStretch(null);
          },
          onPointerCancel: () => {
            stretching.current = null;
            setStretch(null);
          },
        }
      : null;

  /** The cells with the objective being saved shown where it goes, at its new time and length. */
  const shown = (cells: CalendarCells<Row>): CalendarCells<Row> => {
    if (stretch) {
      return Object.fromEntries(
        Object.entries(cells).map(([d, c]) => [
          d,
          {
            ...c,
            items: c.items.map((o) => (o.id === stretch.id ? { ...o, minutes: stretch.minutes || null } : o)),
          },
        ]),
      );
    }
    const saving = fetcher.formData;
    if (!saving) return cells;
    const minutes = saving.get("minutes");
    const id = String(saving.get("objectiveId"));
    const day = String(saving.get("day"));
    const at = String(saving.get("at"));
    const moved = Object.values(cells)
      .flatMap((c) => c.items)
      .find((o) => o.id === id);
    if (!moved) return cells;
    return Object.fromEntries(
      Object.entries(cells).map(([d, c]) => {
        const items = c.items.filter((o) => o.id !== id);
        // Without a time it has no length either (the database drops it).
        if (d === day)
          items.push({
            ...moved,
            day,
            ...(at === "none" ? { at: null, minutes: null } : { at }),
            ...(minutes === null ? {} : { minutes: Number(minutes) || null }),
          });
        return [d, { ...c, items }];
      }),
    );
  };

  return { item, zone, ghost, shown, stretcher };
}
