import type { Objective } from "~/lib/data-api";
import { clockPlus } from "~/lib/dates";

/** A quarter of an hour: the grid's row (decision 096). */
export const SLOT = 15;
/** The least a timed block takes on the grid, however short: room for one line of its title. */
const LEAST = 30;
/** The hours always drawn, so a week with little in it still reads as a working day. */
const FIRST_HOUR = 8;
const LAST_HOUR = 18;
/** Side by side in an hour: the grid's columns a day, which 1, 2, 3, 4 and 6 divide. */
export const COLUMNS = 12;

/** A timed objective's place in its day's grid: rows and columns counted from 1, as CSS's are. */
export interface Block<O> {
  o: O;
  row: number;
  rows: number;
  column: number;
  columns: number;
  /** It goes on past the last hour drawn (past midnight): its end is not drawn. */
  clipped: boolean;
}

/** Minutes from midnight of a time of day ("14:30": 870). */
export const minutesOf = (at: string) => {
  const [hour = 0, minute = 0] = at.split(":").map(Number);
  return hour * 60 + minute;
};

/** Where a timed objective starts and ends on the grid, in minutes from midnight (ends past 24:00 as such). */
const extent = (o: Objective) => {
  const start = minutesOf(o.at!);
  return { start, end: start + Math.max(o.minutes ?? 0, LEAST) };
};

/**
 * The hours a grid draws: 8 to 18, stretched to its earliest time and to the latest end (at
 * most midnight), and to the hour it is `now` ("HH:MM", /today's).
 */
export function weekHours(
  days: readonly { objectives: readonly Objective[] }[],
  now?: string,
): { first: number; last: number } {
  const hour = now ? Math.floor(minutesOf(now) / 60) : null;
  let first = hour === null ? FIRST_HOUR : Math.min(FIRST_HOUR, hour);
  let last = hour === null ? LAST_HOUR : Math.max(LAST_HOUR, hour + 1);
  for (const d of days)
    for (const o of d.objectives)
      if (o.at) {
        const { start, end } = extent(o);
        first = Math.min(first, Math.floor(start / 60));
        last = Math.max(last, Math.min(24, Math.ceil(end / 60)));
      }
  return { first, last };
}

/**
 * A day's objectives on the grid: those without a time in their order ("all day"), and the
 * timed ones in the order of their times, each placed by its time and length from the hour
 * `first` (rows of a quarter of an hour), side by side with those it overlaps: each group of
 * overlapping ones shares the day's width in lanes, each taking the first lane free.
 */
export function placeDay<O extends Objective>(
  objectives: readonly O[],
  hours: { first: number; last: number },
): { allDay: O[]; timed: Block<O>[] } {
  const allDay = objectives.filter((o) => !o.at);
  const timed = objectives
    .filter((o) => o.at)
    .map((o) => ({ o, ...extent(o) }))
    // Stable: two at one time keep the day's order.
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const rowsInAll = (hours.last - hours.first) * (60 / SLOT);
  const blocks: Block<O>[] = [];
  let group: { o: O; start: number; end: number; lane: number }[] = [];
  let lanes: number[] = [];
  let groupEnd = -1;
  const close = () => {
    const width = Math.max(1, Math.floor(COLUMNS / lanes.length));
    for (const g of group) {
      const row = Math.floor((g.start - hours.first * 60) / SLOT) + 1;
      const end = Math.ceil((g.end - hours.first * 60) / SLOT) + 1;
      blocks.push({
        o: g.o,
        row,
        rows: Math.min(end, rowsInAll + 1) - row,
        // Past the twelfth lane (twelve at one moment), lanes share columns.
        column: ((g.lane * width) % COLUMNS) + 1,
        columns: width,
        clipped: end > rowsInAll + 1,
      });
    }
    group = [];
    lanes = [];
  };
  for (const t of timed) {
    if (t.start >= groupEnd) close();
    let lane = lanes.findIndex((end) => end <= t.start);
    if (lane === -1) lane = lanes.push(t.end) - 1;
    else lanes[lane] = t.end;
    group.push({ ...t, lane });
    groupEnd = Math.max(groupEnd, t.end);
  }
  close();
  return { allDay, timed: blocks };
}

/**
 * The quarter hour at `fraction` of the way down hours drawn from `first` to `last` ("14:15"),
 * the nearest or the one it falls in (`floor`), within them.
 */
export function slotAt(fraction: number, hours: { first: number; last: number }, floor = false): string {
  const rows = (hours.last - hours.first) * (60 / SLOT);
  const row = floor ? Math.floor(fraction * rows) : Math.round(fraction * rows);
  return clockPlus("00:00", hours.first * 60 + Math.max(0, Math.min(rows - 1, row)) * SLOT);
}

/**
 * Where a held objective would go (a drag's outline): the row of the quarter hour `at`, and
 * `rows` of them, cut at the last hour drawn.
 */
export function outlineAt(at: string, rows: number, hours: { first: number; last: number }) {
  const row = (minutesOf(at) - hours.first * 60) / SLOT + 1;
  return { row, rows: Math.min(rows, (hours.last - hours.first) * (60 / SLOT) + 1 - row) };
}

/**
 * Where the line for `at` ("HH:MM", now) goes: the row of its quarter hour, and which quarter of
 * that row it is in (0 to 3); null outside the hours drawn.
 */
export function nowAt(at: string, hours: { first: number; last: number }): { row: number; part: 0 | 1 | 2 | 3 } | null {
  const from = minutesOf(at) - hours.first * 60;
  if (from < 0 || from >= (hours.last - hours.first) * 60) return null;
  return { row: Math.floor(from / SLOT) + 1, part: Math.floor(((from % SLOT) * 4) / SLOT) as 0 | 1 | 2 | 3 };
}

/** A timed block's time and length as the keys leave it ("09:15", 45; no length: null). */
export interface Nudge {
  at: string;
  minutes: number | null;
}

/**
 * A block moved a quarter of an hour earlier or later (`direction` -1 or 1: from a time off
 * the quarter hours, to the one before or after it), or with `longer` made a quarter of an hour
 * shorter or longer (from its drawn half hour when it has no length; a quarter of an hour at
 * least), within the hours drawn.
 */
export function nudged(from: Nudge, direction: -1 | 1, longer: boolean, hours: { first: number; last: number }): Nudge {
  const start = minutesOf(from.at);
  const end = hours.last * 60;
  if (longer) {
    const length = (from.minutes ?? LEAST) + direction * SLOT;
    return { at: from.at, minutes: Math.max(SLOT, Math.min(length, end - start)) };
  }
  const quarter = direction < 0 ? Math.ceil(start / SLOT) - 1 : Math.floor(start / SLOT) + 1;
  const at = Math.max(hours.first * 60, Math.min(quarter * SLOT, end - SLOT));
  return { at: clockPlus("00:00", at), minutes: from.minutes };
}
