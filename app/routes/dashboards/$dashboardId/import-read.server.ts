import type { Priority } from "~/lib/data-api";

// What every file's reader hands to import-file.server.ts (decision 029): objectives and
// notes as found in the file, before this planner's checks (lengths, days, rules, the first
// 100 steps), which are the same for every source. A field left out is the planner's default.

/** A step as read: a title as written (trimmed and checked later) and whether it is done. */
export interface ReadStep {
  title: string;
  done: boolean;
}

/** A comment as this planner's export wrote it (other apps' comments go in the description). */
export interface ReadComment {
  author: string;
  body: string;
  at: string;
  edited: string;
}

export interface ReadObjective {
  /** Its place in the file (a spreadsheet's row, an entry's number), named in a refusal. */
  row: number;
  /** YYYY-MM-DD; anything else refuses the file, naming the row. */
  day: string;
  title: string;
  done?: boolean;
  description?: string;
  priority?: Priority;
  /** This planner's rule ("weekly", "nth:2:1"…) and its interval; an unknown rule imports as none. */
  repeat?: string;
  every?: number;
  /** The rule counts from the day it is done (decision 041). */
  fromDone?: boolean;
  /** The rule's last day; one that is no day, or before the objective's, imports as none. */
  until?: string;
  /** The day it must be done by (decision 072); beside a rule that goes on, none. */
  deadline?: string;
  /** A time of its day as written ("15:00", "3 pm"); one that is none imports as none (decision 093). */
  at?: string;
  /** How long it takes from that time, in minutes (decision 095); without a time, or out of 1 to 1,440, none. */
  minutes?: number;
  /** A member's email or whole name; the database finds them among the members, or nobody. */
  assignee?: string;
  filters?: string[];
  /** The list or section it was in (a Trello list, a Todoist section…): a filter too, by choice. */
  group?: string;
  checklist?: ReadStep[];
  comments?: ReadComment[];
}

export interface ReadNote {
  row: number;
  /** As written: four digits, 1900 or later, or the file is refused. */
  year: number | string;
  title: string;
  body: string;
  filters?: string[];
}

export interface ReadFile {
  /** Filters to create first, with their colours (an export's, a Trello board's labels). */
  filters?: { name: string; color?: string }[];
  objectives: ReadObjective[];
  notes?: ReadNote[];
}

/** An objective a reader fills in (its steps found later, as subtasks come). */
export type ReadTask = ReadObjective & { checklist: ReadStep[] };

/** 1 to 4 as this planner's export and Todoist's CSV number them (1 the most urgent); anything else is none. */
export const priorityOf = (value: unknown): Priority => {
  const n = Number(typeof value === "string" ? value.trim() : value);
  return n === 1 || n === 2 || n === 3 ? n : 4;
};
