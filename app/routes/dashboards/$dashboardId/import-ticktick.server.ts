import type { Priority } from "~/lib/data-api";
import { dayIn } from "~/lib/dates";
import { LIMITS } from "~/lib/limits";
import type { ReadFile, ReadNote, ReadTask } from "./import-read.server";
import { ruleOf } from "./import-rrule.server";

// TickTick's backup (Settings → Backup: a CSV of every list): a few lines about the file
// ("Date: …", "Version: 7.1", a legend of the statuses), then a header whose columns name
// each task's list, title, kind, tags, content, dates, rule, priority, status and parent.

const HEADER = ["folder name", "list name", "title", "status"];

/** The header's index in a parsed file, when it is TickTick's backup; -1 when it is not. */
export function tickTickHeader(data: string[][]): number {
  // The lines about the file come first: a few rows, never many.
  return data
    .slice(0, 10)
    .findIndex((row) => HEADER.every((name) => row.some((cell) => cell.trim().toLowerCase() === name)));
}

/** TickTick's 5 (high), 3 (medium) and 1 (low) are this planner's 1 to 3; 0 is none. */
const PRIORITY: Record<string, Priority> = { "5": 1, "3": 2, "1": 3 };

/**
 * The day a TickTick date means: its date where the task was set (the Timezone column; an
 * all-day task is stored as that zone's midnight), else as written. Empty when it is none.
 */
export function dayOf(value: string, zone: string): string {
  const at = Date.parse(value.trim().replace(/([+-]\d\d)(\d\d)$/, "$1:$2"));
  if (Number.isNaN(at)) return "";
  try {
    return dayIn(zone.trim() || "UTC", new Date(at));
  } catch {
    return new Date(at).toISOString().slice(0, 10);
  }
}

/** A checklist's content: "▫Milk" to buy, "▪Bread" bought, one a line (other lines are its description). */
function checklistLines(content: string) {
  const steps: { title: string; done: boolean }[] = [];
  const rest: string[] = [];
  for (const line of content.split(/\r?\n/)) {
    const step = /^\s*([▫▪])\s*(.*)$/.exec(line);
    if (step) steps.push({ title: step[2]!, done: step[1] === "▪" });
    else rest.push(line);
  }
  return { steps, description: rest.join("\n").trim() };
}

/**
 * The backup's open tasks as objectives (those done, archived or won't-do stay behind: a
 * backup holds years of them), on their due day (else their start day, else `today`), their
 * list as their group, their tags as filters, content as description; a checklist's items and a task's subtasks become
 * its steps (done ones ticked). Its notes (kind NOTE) become notes of the year they were made.
 * Rows count as a spreadsheet shows them (the file's first is 1; a cell over lines is one row).
 */
export function readTickTick(data: string[][], header: number, today: string): ReadFile {
  const columns = data[header]!.map((h) => h.trim().toLowerCase());
  const at = (row: string[], name: string) => row[columns.indexOf(name)] ?? "";
  const objectives: ReadTask[] = [];
  const notes: ReadNote[] = [];
  const byId = new Map<string, ReadTask>();
  const subtasks: { parent: string; title: string; done: boolean }[] = [];
  for (const [i, row] of data.slice(header + 1).entries()) {
    // Past the limit the file is refused (import-file.server.ts): the rest is not worth reading.
    if (objectives.length > LIMITS.importRows) break;
    const number = header + i + 2;
    const title = at(row, "title").trim();
    if (!title) continue;
    const open = at(row, "status").trim() === "0";
    const parent = at(row, "parentid").trim();
    if (parent) {
      subtasks.push({ parent, title, done: !open });
      continue;
    }
    if (!open) continue;
    const content = at(row, "content");
    const kind = at(row, "kind").trim().toUpperCase();
    if (kind === "NOTE") {
      const year = Number(dayOf(at(row, "created time"), at(row, "timezone")).slice(0, 4)) || Number(today.slice(0, 4));
      notes.push({ row: number, year, title, body: content.trim() });
      continue;
    }
    const zone = at(row, "timezone");
    const checklist = kind === "CHECKLIST" || /^\s*[▫▪]/m.test(content) ? checklistLines(content) : null;
    const objective: ReadTask = {
      row: number,
      day: dayOf(at(row, "due date"), zone) || dayOf(at(row, "start date"), zone) || today,
      title,
      description: checklist ? checklist.description : content.trim(),
      priority: PRIORITY[at(row, "priority").trim()] ?? 4,
      ...ruleOf(at(row, "repeat")),
      filters: [
        ...new Set(
          at(row, "tags")
            .split(/[,，]/)
            .map((t) => t.trim().replace(/^#/, ""))
            .filter(Boolean),
        ),
      ],
      group: at(row, "list name").trim(),
      checklist: checklist?.steps ?? [],
    };
    objectives.push(objective);
    const id = at(row, "taskid").trim();
    if (id) byId.set(id, objective);
  }
  // A subtask of an open task is one of its steps; of one left behind, nothing.
  for (const sub of subtasks) {
    const parent = byId.get(sub.parent);
    parent?.checklist.push({ title: sub.title, done: sub.done });
  }
  return { objectives, notes };
}
