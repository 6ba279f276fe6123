import Papa from "papaparse";
import type { ImportComment, ImportNote, ImportObjective } from "~/lib/data-api";
import { isIsoDate } from "~/lib/dates";
import { parseClock } from "~/lib/quick-add/time";
import { CONTROL, type FieldMessage } from "~/lib/forms";
import type { Language } from "~/lib/i18n";
import { LIMITS } from "~/lib/limits";
import { MARKER_COLORS, type MarkerColor } from "~/lib/marker-colors";
import { parseRuleValue } from "~/lib/repeat-value";
import { MAX_EVERY } from "~/lib/repeat";
import { asanaHeader, readAsana } from "./import-asana.server";
import {
  priorityOf,
  type ReadComment,
  type ReadFile,
  type ReadNote,
  type ReadObjective,
  type ReadStep,
} from "./import-read.server";
import { isCalendar, readCalendar } from "./import-calendar.server";
import { isGoogleTasks, readGoogleTasks } from "./import-google-tasks.server";
import { readTickTick, tickTickHeader } from "./import-ticktick.server";
import { readSheet, sheetColumns } from "./import-sheet.server";
import { isTodoist, readTodoist } from "./import-todoist.server";
import { isTrelloBoard, readTrello } from "./import-trello.server";

/** What a file brings (decision 029): its filters (with colours, from an export), objectives and notes. */
export interface ImportFile {
  filters: { name: string; color?: string }[];
  objectives: ImportObjective[];
  notes: ImportNote[];
}

export type ImportRead = { ok: true; file: ImportFile } | { ok: false; message: FieldMessage };

class Refusal extends Error {
  readonly field: FieldMessage;
  constructor(field: FieldMessage) {
    super(typeof field === "string" ? field : field.key);
    this.field = field;
  }
}
const refuse = (key: string, values?: Record<string, string | number>): never => {
  throw new Refusal(values ? { key: `board:import.${key}`, values } : `board:import.${key}`);
};

/**
 * Reads a file to import: this planner's export (everything as JSON, or the objectives or
 * the notes as CSV), a Todoist project exported as a CSV template, TickTick's backup, an
 * Asana project's CSV, a Trello board's JSON export, Google Tasks' (Takeout's Tasks.json),
 * a calendar (iCalendar), or any sheet of tasks with a column of titles (import-sheet). Each
 * reader hands over what it found (import-read), checked here as one. `today` (the user's, in their `zone`) is the day of rows that
 * name none. The first row that cannot be added refuses the whole file, naming its row, so
 * nothing is half imported.
 */
export function readImport(text: string, lng: Language, today: string, zone = "UTC", groups = true): ImportRead {
  try {
    // Postgres refuses NUL in text, and nobody means the other C0 controls (as in forms.ts).
    const body = text.replace(/^\uFEFF/, "").replace(CONTROL, "");
    const read = isCalendar(body)
      ? fromCalendar(body, today, zone)
      : body.trimStart().startsWith("{")
        ? fromJson(body, today, zone)
        : fromCsv(body, lng, today);
    const file = checked(groups ? groupsAsFilters(read) : read);
    if (file.objectives.length + file.notes.length === 0) refuse("empty");
    if (file.objectives.reduce((n, o) => n + (o.comments?.length ?? 0), 0) > LIMITS.importComments)
      refuse("tooManyComments", { max: LIMITS.importComments });
    return { ok: true, file };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, message: error.field };
    throw error;
  }
}

// JSON may spell a lone surrogate ("\ud800"), which Postgres's jsonb refuses: U+FFFD instead,
// as a UTF-8 decoder does (String.prototype.toWellFormed, which our TypeScript lib lacks).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (value: string) => value.replace(LONE_SURROGATE, "\uFFFD");
/** A file's value as text: a string (made well formed by `checked`); anything else empty. */
const textOf = (value: unknown) => (typeof value === "string" ? value : "");

function fromJson(body: string, today: string, zone: string): ReadFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return refuse("unknown");
  }
  if (isTrelloBoard(parsed)) return readTrello(parsed, today);
  if (isGoogleTasks(parsed)) return readGoogleTasks(parsed, today, zone);
  const file = parsed as { format?: unknown; filters?: unknown; objectives?: unknown; notes?: unknown };
  if (file?.format !== "planner-dashboard") refuse("unknown");
  const list = (value: unknown) => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);
  const names = (value: unknown) =>
    Array.isArray(value) ? value.filter((n): n is string => typeof n === "string") : [];
  // Rows count from 1, as in the file's lists.
  return {
    filters: list(file.filters).map((f) => ({ name: textOf(f.name), color: textOf(f.color) })),
    objectives: list(file.objectives).map((o, i) => ({
      row: i + 1,
      day: textOf(o.day),
      title: textOf(o.title),
      done: o.done === true,
      description: textOf(o.description),
      priority: priorityOf(o.priority),
      repeat: textOf(o.repeat),
      every: Number(o.repeat_every ?? 1),
      fromDone: o.repeat_from_done === true,
      until: textOf(o.repeat_until),
      deadline: textOf(o.deadline),
      at: textOf(o.at),
      minutes: Number(o.minutes) || undefined,
      assignee: textOf(o.assignee),
      filters: names(o.filters),
      checklist: list(o.checklist).map((s) => ({ title: textOf(s.title), done: s.done === true })),
      comments: list(o.comments).map((c) => ({
        author: textOf(c.author),
        body: textOf(c.body),
        at: textOf(c.created_at),
        edited: textOf(c.edited_at),
      })),
    })),
    notes: list(file.notes).map((n, i) => ({
      row: i + 1,
      year: String(n.year ?? ""),
      title: textOf(n.title),
      body: textOf(n.body),
      filters: names(n.filters),
    })),
  };
}

function fromCsv(body: string, lng: Language, today: string): ReadFile {
  // Blank rows kept, so that each row's number is the one a spreadsheet shows (a cell over
  // several lines is one row); each reader skips them.
  const { data } = Papa.parse<string[]>(body);
  const tickTick = tickTickHeader(data);
  if (tickTick >= 0) return readTickTick(data, tickTick, today);
  const asana = asanaHeader(data);
  if (asana >= 0) return readAsana(data, asana, today);
  // The first row with something in it (a file edited by hand may start with a blank line).
  const header = Math.max(0, data.findIndex(filled));
  const columns = (data[header] ?? []).map((h) => h.trim().toLowerCase());
  if (isTodoist(columns)) return readTodoist(data, header, lng, today);
  const at = (row: string[], name: string) => cell(row[columns.indexOf(name)]);
  const rows = data.flatMap((row, i) => (i > header && filled(row) ? [{ row, number: i + 1 }] : []));
  if (columns.includes("day") && columns.includes("title"))
    return {
      objectives: rows.map(({ row, number }) => ({
        row: number,
        day: at(row, "day"),
        title: at(row, "title"),
        done: at(row, "done") === "true",
        description: at(row, "description"),
        priority: priorityOf(at(row, "priority")),
        repeat: at(row, "repeat"),
        every: Number(at(row, "repeat_every") || 1),
        fromDone: at(row, "repeat_from_done") === "true",
        until: at(row, "repeat_until"),
        deadline: at(row, "deadline"),
        at: at(row, "time"),
        minutes: Number(at(row, "duration")) || undefined,
        assignee: at(row, "assignee"),
        filters: list(at(row, "filters")),
      })),
    };
  if (columns.includes("year") && columns.includes("title"))
    return {
      objectives: [],
      notes: rows.map(({ row, number }) => ({
        row: number,
        year: at(row, "year"),
        title: at(row, "title"),
        body: at(row, "body"),
        filters: list(at(row, "filters")),
      })),
    };
  // Any other sheet with a column of titles.
  const sheet = sheetColumns(data[header] ?? []);
  if (sheet) return readSheet(data, header, sheet, lng, today);
  return refuse("unknown");
}

/** A calendar (import-calendar.server.ts). */
function fromCalendar(body: string, today: string, zone: string): ReadFile {
  let read: ReadFile;
  try {
    read = readCalendar(body, today, zone);
  } catch {
    // ical.js's error for a file it cannot parse.
    return refuse("unknown");
  }
  return read;
}

/**
 * What any reader found, checked as this planner's own forms would (decision 029): the first
 * row that cannot be added refuses the file, naming its row. Text a JSON file may have spelt
 * with lone surrogates is made well formed here, for every source.
 */
/**
 * Each objective's list or section (a Trello list, a Todoist section, a TickTick, Asana or
 * Google Tasks list) as one filter more, when the file has two or more of them: one alone
 * tells nothing apart. A name longer than a filter's is cut ("…"), not refused: the person
 * did not write it as a filter.
 */
export function groupsAsFilters(read: ReadFile): ReadFile {
  const named = (o: ReadObjective) => wellFormed(o.group ?? "").trim();
  const groups = new Set(read.objectives.map((o) => named(o).toLowerCase()).filter(Boolean));
  if (groups.size < 2) return read;
  const cut = (name: string) =>
    name.length > LIMITS.markerName ? `${name.slice(0, LIMITS.markerName - 1).trimEnd()}…` : name;
  return {
    ...read,
    objectives: read.objectives.map((o) => {
      const group = cut(named(o));
      const filters = o.filters ?? [];
      if (!group || filters.some((f) => f.trim().toLowerCase() === group.toLowerCase())) return o;
      return { ...o, filters: [...filters, group] };
    }),
  };
}

function checked(read: ReadFile): ImportFile {
  // Before any row's checks (import_into_dashboard refuses more too).
  if (read.objectives.length > LIMITS.importRows || (read.notes?.length ?? 0) > LIMITS.importRows)
    refuse("tooMany", { max: LIMITS.importRows });
  return {
    // A colour this planner lacks (an edited file) leaves the filter to the palette.
    filters: (read.filters ?? []).map((f, i) => {
      const name = filterName(wellFormed(f.name), i + 1);
      return MARKER_COLORS.includes(f.color as MarkerColor) ? { name, color: f.color as MarkerColor } : { name };
    }),
    objectives: read.objectives.map(objective),
    notes: (read.notes ?? []).map(note),
  };
}

const filled = (row: string[]) => row.some((c) => c.trim());

/** A cell as our export wrote it: the apostrophe that kept a formula from running goes. */
const cell = (value: string | undefined) => (value ?? "").replace(/^'(?=[=+\-@\t\r])/, "");
const list = (value: string) =>
  value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);

function filterName(name: string, row: number) {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > LIMITS.markerName) refuse("rowFilter", { row, max: LIMITS.markerName });
  return trimmed;
}

function objective(o: ReadObjective): ImportObjective {
  const { row, day, every = 1, priority = 4, repeat = "", until = "", deadline = "" } = o;
  const title = wellFormed(o.title).trim();
  if (!title || title.length > LIMITS.objectiveTitle) refuse("rowTitle", { row, max: LIMITS.objectiveTitle });
  const details = wellFormed(o.description ?? "").trim();
  if (details.length > LIMITS.objectiveDescription) refuse("rowDescription", { row, max: LIMITS.objectiveDescription });
  if (!isIsoDate(day)) refuse("rowDay", { row, value: day });
  // A rule this planner does not know (or a broken interval) imports as none. An "nth:" or
  // "mdays:" rule's interval is its column's (a colon there would name a month): months of
  // every month (every 2 months), years of one month each year (every 2 years).
  const rule = parseRuleValue(/^(nth|mdays):/.test(repeat) ? repeat : `${repeat}:${every}`) ?? null;
  const months = rule && /^(nth|mdays):/.test(rule.repeat) && every >= 1 && every <= MAX_EVERY;
  const assignee = wellFormed(o.assignee ?? "")
    .trim()
    .slice(0, 320);
  const done = o.done === true;
  const time = parseClock(o.at ?? "");
  const minutes =
    time && o.minutes && Number.isInteger(o.minutes) && o.minutes >= 1 && o.minutes <= 1440 ? o.minutes : 0;
  return {
    day,
    title,
    ...(details ? { description: details } : {}),
    ...(priority < 4 ? { priority } : {}),
    ...(assignee ? { assignee } : {}),
    done,
    repeat: rule?.repeat ?? null,
    repeat_every: months ? every : (rule?.every ?? 1),
    ...(rule && o.fromDone ? { repeat_from_done: true } : {}),
    ...(rule && isIsoDate(until) && until >= day ? { repeat_until: until } : {}),
    ...(isIsoDate(deadline) && (!rule || done) ? { deadline } : {}),
    ...(time ? { at: time } : {}),
    ...(minutes ? { minutes } : {}),
    filters: (o.filters ?? []).map((f) => filterName(wellFormed(f), row)),
    ...commentsOf(o.comments ?? [], row),
    ...checklistOf(o.checklist ?? [], row),
  };
}

/** An export's comments on one objective: the first 500 with text, each at most 2,000 characters. */
function commentsOf(comments: ReadComment[], row: number): { comments?: ImportComment[] } {
  const kept = comments
    .map((c) => ({
      author: wellFormed(c.author).trim().slice(0, 320),
      body: wellFormed(c.body).trim(),
      at: c.at,
      edited: c.edited,
    }))
    .filter((c) => c.body)
    .slice(0, LIMITS.objectiveComments);
  if (kept.some((c) => c.body.length > LIMITS.commentBody)) refuse("rowComment", { row, max: LIMITS.commentBody });
  if (!kept.length) return {};
  return {
    comments: kept.map(({ author, body, at, edited }) => ({
      ...(author ? { author } : {}),
      body,
      ...(at ? { created_at: at } : {}),
      ...(edited ? { edited_at: edited } : {}),
    })),
  };
}

/** A file's checklist on one objective (an export's, TickTick's, Trello's): the first 100 steps with a title, each at most 500 characters. */
function checklistOf(steps: ReadStep[], row: number): { checklist?: { title: string; done?: boolean }[] } {
  const kept = steps
    .map((s) => ({ title: wellFormed(s.title).trim(), done: s.done }))
    .filter((s) => s.title)
    .slice(0, LIMITS.checklistItems);
  if (kept.some((s) => s.title.length > LIMITS.checklistItem)) refuse("rowStep", { row, max: LIMITS.checklistItem });
  if (!kept.length) return {};
  return { checklist: kept.map(({ title, done }) => (done ? { title, done } : { title })) };
}

function note({ row, year: written, filters = [], ...n }: ReadNote): ImportNote {
  const year = String(written);
  const title = wellFormed(n.title).trim();
  const body = wellFormed(n.body);
  if (!title || title.length > LIMITS.noteTitle) refuse("rowTitle", { row, max: LIMITS.noteTitle });
  const number = Number(year);
  if (!/^\d{4}$/.test(year.trim()) || number < 1900) refuse("rowYear", { row, value: year });
  if (body.length > LIMITS.noteBody) refuse("rowBody", { row, max: LIMITS.noteBody });
  return { year: number, title, body, filters: filters.map((f) => filterName(wellFormed(f), row)) };
}
