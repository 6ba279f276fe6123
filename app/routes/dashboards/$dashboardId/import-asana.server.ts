import type { Priority } from "~/lib/data-api";
import { isIsoDate } from "~/lib/dates";
import { plannedDay } from "./import-dates.server";
import type { ReadFile, ReadTask } from "./import-read.server";

// An Asana project exported as CSV (the project's menu → Export/Print → CSV): a row a task,
// a subtask naming its task in "Parent task", dates as YYYY-MM-DD. A project synced to a
// Google Sheet and downloaded from there has a few lines above the header (blank ones and
// the sheet's source address).

const HEADER = ["task id", "name", "completed at"];

/** The header's index in a parsed CSV, when it is an Asana export; -1 when it is not. */
export const asanaHeader = (data: string[][]) =>
  data.slice(0, 10).findIndex((row) => HEADER.every((name) => row.some((cell) => cell.trim().toLowerCase() === name)));

/** Asana's priority field (a custom field most projects have): High, Medium, Low. */
const PRIORITY: Record<string, Priority> = { high: 1, medium: 2, low: 3 };

/**
 * The open tasks (no "Completed At") as objectives, in the file's order, on their days as
 * `plannedDay` says (a start before the due day makes a deadline). Tags as filters, notes as the description, the assignee by email (else
 * name), the priority field; subtasks as steps of the open task of that name above or below
 * them (done ones ticked; of one done, nothing; of one not in the file, a task of their own).
 */
export function readAsana(data: string[][], header: number, today: string): ReadFile {
  const columns = data[header]!.map((h) => h.trim().toLowerCase());
  const at = (row: string[], name: string) => (row[columns.indexOf(name)] ?? "").trim();
  const tasks: ReadTask[] = [];
  const byName = new Map<string, ReadTask | null>();
  const subtasks: { row: number; parent: string; task: ReadTask; done: boolean }[] = [];
  data.slice(header + 1).forEach((row, i) => {
    const title = at(row, "name");
    if (!title) return;
    const done = at(row, "completed at") !== "";
    const due = isIsoDate(at(row, "due date")) ? at(row, "due date") : "";
    const start = isIsoDate(at(row, "start date")) ? at(row, "start date") : "";
    const task: ReadTask = {
      row: header + i + 2,
      ...plannedDay(start, due, today),
      title,
      description: at(row, "notes"),
      priority: Object.hasOwn(PRIORITY, at(row, "priority").toLowerCase())
        ? PRIORITY[at(row, "priority").toLowerCase()]!
        : 4,
      assignee: at(row, "assignee email") || at(row, "assignee"),
      // Once each, whatever their case, as first written.
      filters: at(row, "tags")
        .split(",")
        .map((t) => t.trim())
        .filter((t, k, all) => t && all.findIndex((o) => o.toLowerCase() === t.toLowerCase()) === k),
      // The section (a board project's column).
      group: at(row, "section/column"),
      checklist: [],
    };
    const parent = at(row, "parent task");
    if (parent) {
      subtasks.push({ row: header + i + 2, parent, task, done });
      return;
    }
    // A done task keeps its name, so its subtasks come with nothing.
    if (!byName.has(title) || byName.get(title) === null) byName.set(title, done ? null : task);
    if (!done) tasks.push(task);
  });
  for (const sub of subtasks) {
    const parent = byName.get(sub.parent);
    if (parent) parent.checklist.push({ title: sub.task.title, done: sub.done });
    else if (parent === undefined && !sub.done) tasks.push(sub.task);
  }
  return { objectives: tasks.sort((a, b) => a.row - b.row) };
}
