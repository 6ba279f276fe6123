import type { Priority } from "../data-api";
import type { Repeat } from "../repeat";

/** Where a part was typed in the line: [start, end). */
export type Span = readonly [start: number, end: number];

/** One thing quick add read in a line (`understood.ts`), as the browser shows it. */
export type UnderstoodPart = { spans: readonly Span[] } & (
  | { kind: "day"; day: string; /** The weekday of "every Monday": quoting the rule keeps both. */ inRule: boolean }
  | {
      kind: "repeat";
      repeat: Repeat;
      every: number;
      fromDone: boolean;
      /** Its last day ("until Dec 31"). */ until?: string;
    }
  | { kind: "filter"; name: string }
  | { kind: "priority"; priority: Priority }
  | { kind: "assignee"; name: string; me: boolean }
  | { kind: "deadline"; day: string }
  | { kind: "reminder"; /** "HH:MM" */ at: string; /** Days before the objective's, when not 0. */ daysBefore?: number }
  | {
      kind: "time";
      /** "HH:MM" (decision 093) */ at: string;
      /** how long, from a range (decision 095) */ minutes?: number;
    }
);

/** The answer of `/quick-add/understood`: the line it read and what it found. */
export interface Understood {
  text: string;
  parts: UnderstoodPart[];
}

/**
 * The line with a part's words in quotes, so quick add keeps them in the title ("Read "The
 * 5th Wave"" is not due on the 5th). Straight quotes, unless the line has an unpaired one,
 * which would pair with ours: then typographic ones (quick add reads both).
 */
export function keepAsText(line: string, spans: readonly Span[]): string {
  const unpaired = (line.replace(/"[^"]*"/g, "").match(/"/g) ?? []).length > 0;
  const [open, close] = unpaired ? ["“", "”"] : ['"', '"'];
  let out = line;
  // From the end, so the earlier spans' places still hold.
  for (const [a, b] of [...spans].sort((x, y) => y[0] - x[0])) {
    out = `${out.slice(0, a)}${open}${out.slice(a, b)}${close}${out.slice(b)}`;
  }
  return out;
}
