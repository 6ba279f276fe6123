import { dayIn } from "~/lib/dates";
import type { ReadFile, ReadTask } from "./import-read.server";

// Google Tasks as Google Takeout exports it (Tasks.json): its lists ("tasks#taskList"), each
// with its tasks: title, notes, status, due, and a subtask's parent.

type Json = Record<string, unknown>;

const list = (value: unknown) => (Array.isArray(value) ? (value as Json[]) : []);
const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Whether a parsed JSON file is Google Tasks' export. */
export const isGoogleTasks = (file: unknown): file is Json =>
  typeof file === "object" && file !== null && (file as Json).kind === "tasks#taskLists";

/**
 * A due date's day. Google's API keeps a day as its midnight in UTC ("…T00:00:00.000Z"): the
 * date written. Takeout has also written the owner's midnight in UTC ("…T22:00:00.000Z" for
 * the next day in Berlin's summer): that moment's day in the importer's zone.
 */
export function dueDay(value: string, zone: string): string {
  const at = Date.parse(value);
  if (Number.isNaN(at)) return "";
  return /T00:00(:00(\.0+)?)?Z$/.test(value) ? value.slice(0, 10) : dayIn(zone, new Date(at));
}

const isOpen = (task: Json) => task.status !== "completed" && task.deleted !== true;

/**
 * The open tasks of every list as objectives, list after list, in each list's order: on their
 * due day, else `today`; notes as the description; subtasks as steps of their task (done ones
 * ticked; those of a task done, nothing). Each task's list is its group (with two lists or
 * more, a filter: Google Tasks has no labels to tell them apart).
 */
export function readGoogleTasks(file: Json, today: string, zone: string): ReadFile {
  const lists = list(file.items);
  const tasks: ReadTask[] = [];
  const byId = new Map<string, ReadTask>();
  const subtasks: { parent: string; title: string; done: boolean }[] = [];
  let row = 0;
  for (const taskList of lists) {
    const group = text(taskList.title).trim();
    // Each list's order, where the file gives it ("position": zero-padded, so as text).
    const ordered = list(taskList.items)
      .map((task, i) => ({ task, i, position: text(task.position) }))
      .sort((a, b) => a.position.localeCompare(b.position) || a.i - b.i);
    for (const { task } of ordered) {
      row += 1;
      const title = text(task.title).trim();
      if (!title || task.deleted === true) continue;
      const parent = text(task.parent);
      if (parent) {
        subtasks.push({ parent, title, done: !isOpen(task) });
        continue;
      }
      if (!isOpen(task)) continue;
      const read: ReadTask = {
        row,
        day: dueDay(text(task.due), zone) || today,
        title,
        description: text(task.notes).trim(),
        group,
        checklist: [],
      };
      tasks.push(read);
      byId.set(text(task.id), read);
    }
  }
  for (const sub of subtasks) byId.get(sub.parent)?.checklist.push({ title: sub.title, done: sub.done });
  return { objectives: tasks };
}
