import Papa from "papaparse";
import type { ImportComment, ImportNote, ImportObjective, Priority } from "~/lib/data-api";
import { isIsoDate } from "~/lib/dates";
import { CONTROL, type FieldMessage } from "~/lib/forms";
import { languages, type Language } from "~/lib/i18n";
import { LIMITS } from "~/lib/limits";
import { MARKER_COLORS, type MarkerColor } from "~/lib/marker-colors";
import { parseWhen, repeatUntil } from "~/lib/quick-add/parse";
import { parseRuleValue } from "~/lib/repeat-value";
import { MAX_EVERY } from "~/lib/repeat";
import { isAsana, readAsana } from "./import-asana.server";
import { isCalendar, readCalendar } from "./import-calendar.server";
import { isGoogleTasks, readGoogleTasks } from "./import-google-tasks.server";
import { readTickTick, tickTickHeader } from "./import-ticktick.server";
import { isTrelloBoard, readTrello, withComments } from "./import-trello.server";

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
 * or a calendar (iCalendar). `today` (the user's, in their `zone`) is the day of rows that
 * name none. The first row that cannot be added refuses the whole file, naming its row, so
 * nothing is half imported.
 */
export function readImport(text: string, lng: Language, today: string, zone = "UTC"): ImportRead {
  try {
    // Postgres refuses NUL in text, and nobody means the other C0 controls (as in forms.ts).
    const body = text.replace(/^\uFEFF/, "").replace(CONTROL, "");
    const file = isCalendar(body)
      ? fromCalendar(body, today, zone)
      : body.trimStart().startsWith("{")
        ? fromJson(body, today, zone)
        : fromCsv(body, lng, today);
    if (file.objectives.length + file.notes.length === 0) refuse("empty");
    // import_into_dashboard refuses more too.
    if (file.objectives.length > LIMITS.importRows || file.notes.length > LIMITS.importRows)
      refuse("tooMany", { max: LIMITS.importRows });
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
/** A file's value as text: a string, well formed; anything else empty. */
const textOf = (value: unknown) => (typeof value === "string" ? wellFormed(value) : "");

function fromJson(body: string, today: string, zone: string): ImportFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return refuse("unknown");
  }
  if (isTrelloBoard(parsed)) return fromTrello(parsed, today);
  if (isGoogleTasks(parsed)) return fromGoogleTasks(parsed, today, zone);
  const file = parsed as { format?: unknown; filters?: unknown; objectives?: unknown; notes?: unknown };
  if (file?.format !== "planner-dashboard") refuse("unknown");
  const list = (value: unknown) => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);
  const names = (value: unknown) =>
    Array.isArray(value) ? value.filter((n): n is string => typeof n === "string") : [];
  // Rows count from 1, as in the file's lists.
  return {
    // A colour this planner lacks (an edited file) leaves the filter to the palette.
    filters: list(file.filters).map((f, i) => {
      const name = filterName(textOf(f.name), i + 1);
      return MARKER_COLORS.includes(f.color as MarkerColor) ? { name, color: f.color as MarkerColor } : { name };
    }),
    objectives: list(file.objectives).map((o, i) => ({
      ...objective(
        i + 1,
        textOf(o.day),
        textOf(o.title),
        o.done === true,
        textOf(o.repeat),
        names(o.filters),
        Number(o.repeat_every ?? 1),
        textOf(o.description),
        priorityOf(o.priority),
        textOf(o.assignee),
        o.repeat_from_done === true,
        textOf(o.repeat_until),
        textOf(o.deadline),
      ),
      ...commentsOf(list(o.comments), i + 1),
      ...checklistOf(list(o.checklist), i + 1),
    })),
    notes: list(file.notes).map((n, i) =>
      note(i + 1, String(n.year ?? ""), textOf(n.title), textOf(n.body), names(n.filters)),
    ),
  };
}

function fromCsv(body: string, lng: Language, today: string): ImportFile {
  const { data } = Papa.parse<string[]>(body, { skipEmptyLines: "greedy" });
  const tickTick = tickTickHeader(data);
  if (tickTick >= 0) return fromTickTick(data, tickTick, today);
  if (isAsana(data[0])) return fromAsana(data, today);
  const [head, ...rows] = data;
  const columns = (head ?? []).map((h) => h.trim().toLowerCase());
  const at = (row: string[], name: string) => cell(row[columns.indexOf(name)]);
  // Spreadsheet rows: the header is row 1.
  const each = <T>(make: (row: string[], number: number) => T | null) =>
    rows.flatMap((row, i) => {
      const made = make(row, i + 2);
      return made ? [made] : [];
    });
  const file: ImportFile = { filters: [], objectives: [], notes: [] };
  if (columns.includes("type") && columns.includes("content")) {
    // A comment belongs to the task right above it: it goes on that task's description.
    let above: ImportObjective | null = null;
    const comments = new Map<ImportObjective, string[]>();
    rows.forEach((row, i) => {
      const n = i + 2;
      const type = at(row, "type").trim().toLowerCase();
      if (type === "note") {
        const text = at(row, "content").trim();
        if (above && text) comments.set(above, [...(comments.get(above) ?? []), text]);
        return;
      }
      above = todoistTask(
        {
          type,
          content: at(row, "content"),
          description: at(row, "description"),
          priority: priorityOf(at(row, "priority")),
          responsible: at(row, "responsible"),
        },
        { date: at(row, "date"), lang: at(row, "date_lang") },
        { date: at(row, "deadline"), lang: at(row, "deadline_lang") },
        n,
        lng,
        today,
      );
      if (above) file.objectives.push(above);
    });
    for (const [task, said] of comments) task.description = withComments(task.description ?? "", said);
  } else if (columns.includes("day") && columns.includes("title")) {
    file.objectives = each((row, n) =>
      objective(
        n,
        at(row, "day"),
        at(row, "title"),
        at(row, "done") === "true",
        at(row, "repeat"),
        list(at(row, "filters")),
        Number(at(row, "repeat_every") || 1),
        at(row, "description"),
        priorityOf(at(row, "priority")),
        at(row, "assignee"),
        at(row, "repeat_from_done") === "true",
        at(row, "repeat_until"),
        at(row, "deadline"),
      ),
    );
  } else if (columns.includes("year") && columns.includes("title")) {
    file.notes = each((row, n) =>
      note(n, at(row, "year"), at(row, "title"), at(row, "body"), list(at(row, "filters"))),
    );
  } else {
    refuse("unknown");
  }
  return file;
}

/** A calendar (import-calendar.server.ts), checked as every file is. */
function fromCalendar(body: string, today: string, zone: string): ImportFile {
  let read: ReturnType<typeof readCalendar>;
  try {
    read = readCalendar(body, today, zone);
  } catch {
    // ical.js's error for a file it cannot parse.
    return refuse("unknown");
  }
  return {
    filters: [],
    objectives: read.objectives.map((o) => ({
      ...objective(
        o.row,
        o.day,
        textOf(o.title),
        false,
        o.repeat,
        o.filters,
        o.every,
        textOf(o.description),
        o.priority,
        "",
        false,
        o.until,
        o.deadline,
      ),
      ...checklistOf(o.checklist, o.row),
    })),
    notes: read.notes.map((n) => note(n.row, String(n.year), textOf(n.title), textOf(n.body), n.filters)),
  };
}

/** A Trello board's export (import-trello.server.ts), checked as every file is. */
function fromTrello(board: Record<string, unknown>, today: string): ImportFile {
  const read = readTrello(board, today);
  return {
    filters: read.filters.map((f, i) => ({ ...f, name: filterName(wellFormed(f.name), i + 1) })),
    objectives: read.cards.map((c) => ({
      ...objective(c.row, c.day, wellFormed(c.title), c.done, "", c.filters, 1, wellFormed(c.description)),
      ...checklistOf(c.checklist, c.row),
    })),
    notes: [],
  };
}

/** Google Tasks' export (import-google-tasks.server.ts), checked as every file is. */
function fromGoogleTasks(file: Record<string, unknown>, today: string, zone: string): ImportFile {
  return {
    filters: [],
    objectives: readGoogleTasks(file, today, zone).map((t) => ({
      ...objective(t.row, t.day, textOf(t.title), false, "", t.filters.map(textOf), 1, textOf(t.description)),
      ...checklistOf(t.checklist, t.row),
    })),
    notes: [],
  };
}

/** An Asana project's CSV (import-asana.server.ts), checked as every file is. */
function fromAsana(data: string[][], today: string): ImportFile {
  return {
    filters: [],
    objectives: readAsana(data, today).map((t) => ({
      ...objective(
        t.row,
        t.day,
        t.title,
        false,
        "",
        t.filters,
        1,
        t.description,
        t.priority,
        t.assignee,
        false,
        "",
        t.deadline,
      ),
      ...checklistOf(t.checklist, t.row),
    })),
    notes: [],
  };
}

/** TickTick's backup (import-ticktick.server.ts), checked as every file is. */
function fromTickTick(data: string[][], header: number, today: string): ImportFile {
  const read = readTickTick(data, header, today);
  return {
    filters: [],
    objectives: read.objectives.map((o) => ({
      ...objective(o.row, o.day, o.title, false, o.repeat, o.filters, o.every, o.description, o.priority),
      ...checklistOf(o.checklist, o.row),
    })),
    notes: read.notes.map((n) => note(n.row, String(n.year), n.title, n.body, [])),
  };
}

/** 1 to 4 as our export and Todoist's CSV number them (1 the most urgent); anything else is none. */
const priorityOf = (value: unknown): Priority => {
  const n = Number(typeof value === "string" ? value.trim() : value);
  return n === 1 || n === 2 || n === 3 ? n : 4;
};

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

function objective(
  row: number,
  day: string,
  title: string,
  done: boolean,
  repeat: string,
  filters: string[],
  every = 1,
  description = "",
  priority: Priority = 4,
  /** A member's email or whole name; the database finds them among the dashboard's members, or leaves it to nobody. */
  assignee = "",
  /** The rule counts from the day it is done (decision 041). */
  fromDone = false,
  /** The rule's last day; one that is no day, or before the objective's, imports as none. */
  until = "",
  /** The day it must be done by (decision 072); one that is no day, or beside a rule that goes on, imports as none. */
  deadline = "",
): ImportObjective {
  const trimmed = title.trim();
  if (!trimmed || trimmed.length > LIMITS.objectiveTitle) refuse("rowTitle", { row, max: LIMITS.objectiveTitle });
  const details = description.trim();
  if (details.length > LIMITS.objectiveDescription) refuse("rowDescription", { row, max: LIMITS.objectiveDescription });
  if (!isIsoDate(day)) refuse("rowDay", { row, value: day });
  // A rule this planner does not know (or a broken interval) imports as none. An "nth:" or
  // "mdays:" rule's interval is its column's (a colon there would name a month): months of
  // every month (every 2 months), years of one month each year (every 2 years).
  const rule = parseRuleValue(/^(nth|mdays):/.test(repeat) ? repeat : `${repeat}:${every}`) ?? null;
  const months = rule && /^(nth|mdays):/.test(rule.repeat) && every >= 1 && every <= MAX_EVERY;
  return {
    day,
    title: trimmed,
    ...(details ? { description: details } : {}),
    ...(priority < 4 ? { priority } : {}),
    ...(assignee.trim() ? { assignee: assignee.trim().slice(0, 320) } : {}),
    done,
    repeat: rule?.repeat ?? null,
    repeat_every: months ? every : (rule?.every ?? 1),
    ...(rule && fromDone ? { repeat_from_done: true } : {}),
    ...(rule && isIsoDate(until) && until >= day ? { repeat_until: until } : {}),
    ...(isIsoDate(deadline) && (!rule || done) ? { deadline } : {}),
    filters: filters.map((f) => filterName(f, row)),
  };
}

/** An export's comments on one objective: the first 500 with text, each at most 2,000 characters. */
function commentsOf(comments: Record<string, unknown>[], row: number): { comments?: ImportComment[] } {
  const kept = comments
    .map((c) => ({
      author: textOf(c.author).trim().slice(0, 320),
      body: textOf(c.body).trim(),
      at: textOf(c.created_at),
      edited: textOf(c.edited_at),
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
function checklistOf(
  steps: Record<string, unknown>[],
  row: number,
): { checklist?: { title: string; done?: boolean }[] } {
  const kept = steps
    .map((s) => ({ title: textOf(s.title).trim(), done: s.done === true }))
    .filter((s) => s.title)
    .slice(0, LIMITS.checklistItems);
  if (kept.some((s) => s.title.length > LIMITS.checklistItem)) refuse("rowStep", { row, max: LIMITS.checklistItem });
  if (!kept.length) return {};
  return { checklist: kept.map(({ title, done }) => (done ? { title, done } : { title })) };
}

function note(row: number, year: string, title: string, body: string, filters: string[]): ImportNote {
  const trimmed = title.trim();
  if (!trimmed || trimmed.length > LIMITS.noteTitle) refuse("rowTitle", { row, max: LIMITS.noteTitle });
  const number = Number(year);
  if (!/^\d{4}$/.test(year.trim()) || number < 1900) refuse("rowYear", { row, value: year });
  if (body.length > LIMITS.noteBody) refuse("rowBody", { row, max: LIMITS.noteBody });
  return { year: number, title: trimmed, body, filters: filters.map((f) => filterName(f, row)) };
}

// Todoist's labels: "@name" (names end at a space).
const LABEL = /(^|\s)@([^\s@]{1,40})(?=\s|$)/gu;

/**
 * A row of a Todoist CSV template: tasks only (sections and the file's settings are skipped;
 * comments go on the task above, see `comment`). Labels become filters, DESCRIPTION the
 * description; DATE ("Nov 26", "every Monday", in DATE_LANG) sets the day and the rule, read
 * like quick add; a task without one lands on `today`. DEADLINE (in DEADLINE_LANG) is read
 * so too, a day only. RESPONSIBLE ("Ann Lee (12345678)") names
 * the assignee without Todoist's number.
 */
function todoistTask(
  {
    type,
    content,
    description,
    priority,
    responsible,
  }: { type: string; content: string; description: string; priority: Priority; responsible: string },
  { date, lang: dateLang }: { date: string; lang: string },
  deadline: { date: string; lang: string },
  row: number,
  lng: Language,
  today: string,
) {
  if (type.trim().toLowerCase() !== "task") return null;
  const filters: string[] = [];
  const title = content.replace(LABEL, (_all, space: string, name: string) => {
    if (!filters.some((f) => f.toLowerCase() === name.toLowerCase())) filters.push(name);
    return space;
  });
  const language = (given: string) => {
    const code = given.slice(0, 2).toLowerCase();
    return code in languages ? (code as Language) : lng;
  };
  const when = date.trim() ? parseWhen(date, language(dateLang), today) : null;
  const first = when?.day ?? today;
  // A day as written, or in words ("Dec 15"); a rule is no deadline.
  let due = deadline.date.trim();
  if (due && !isIsoDate(due)) {
    const read = parseWhen(due, language(deadline.lang), today);
    due = read.repeat ? "" : (read.day ?? "");
  }
  return objective(
    row,
    first,
    title.replace(/\s+/g, " "),
    false,
    when?.repeat ?? "",
    filters,
    when?.every,
    description,
    priority,
    responsible.replace(/\s*\(\d+\)\s*$/, ""),
    when?.fromDone,
    // Todoist's "every day until Dec 31", "every Monday for 6 weeks".
    (when && repeatUntil(when, first)) ?? "",
    due,
  );
}
