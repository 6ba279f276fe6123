import { isIsoDate } from "~/lib/dates";
import { LIMITS } from "~/lib/limits";
import { languages, type Language } from "~/lib/i18n";
import { parseWhen, repeatUntil } from "~/lib/quick-add/parse";
import { priorityOf, type ReadFile, type ReadTask } from "./import-read.server";
import { withComments } from "./import-trello.server";

// A Todoist project exported as a CSV template (the project's menu → Import/Export → Export
// as a template): a row a task, section or comment ("note"), with its columns TYPE, CONTENT,
// DESCRIPTION, PRIORITY (1 is p1), INDENT (2 a sub-task), RESPONSIBLE, DATE and DEADLINE
// with the language each is written in, DURATION (with DURATION_UNIT), and a last row of the
// project's settings ("meta").

/** Todoist's DURATION in minutes (its DURATION_UNIT "minute"), when it is one a day holds. */
function durationOf(amount: string, unit: string): { minutes?: number } {
  const minutes = Number(amount.trim());
  const inMinutes = ["", "minute", "minutes"].includes(unit.trim().toLowerCase());
  return inMinutes && Number.isInteger(minutes) && minutes >= 1 && minutes <= 1440 ? { minutes } : {};
}

/** Whether a CSV's header is a Todoist template's. */
export const isTodoist = (columns: string[]) => columns.includes("type") && columns.includes("content");

// Todoist's labels: "@name" (names end at a space).
const LABEL = /(^|\s)@([^\s@]{1,40})(?=\s|$)/gu;

/**
 * The template's tasks as objectives, in its order, each with its section as its group. Labels become filters, DESCRIPTION the
 * description; DATE ("Nov 26", "every Monday", in DATE_LANG) sets the day and the rule, read
 * like quick add; a task without one lands on `today`. DEADLINE (in DEADLINE_LANG) is read so
 * too, a day only. RESPONSIBLE ("Ann Lee (12345678)") names the assignee without Todoist's
 * number. A comment goes on the description of the task above it (of a section, nowhere). A
 * sub-task without a date is a step of the task it is under (as other apps' sub-tasks are);
 * one with a date is an objective of its own on that day, as a day-based planner wants it.
 * Blank rows are skipped; rows count as a spreadsheet shows them.
 */
export function readTodoist(data: string[][], header: number, lng: Language, today: string): ReadFile {
  const columns = data[header]!.map((h) => h.trim().toLowerCase());
  const at = (row: string[], name: string) => row[columns.indexOf(name)] ?? "";
  const language = (given: string) => {
    const code = given.slice(0, 2).toLowerCase();
    return code in languages ? (code as Language) : lng;
  };
  const objectives: ReadTask[] = [];
  const comments = new Map<ReadTask, string[]>();
  // The tasks above, each with its indent and the objective its own sub-tasks are steps of.
  let parents: { indent: number; holder: ReadTask }[] = [];
  // The objective a comment row below belongs to.
  let above: ReadTask | null = null;
  // The section the tasks below are in (a filter, when the file has two or more).
  let section = "";
  for (const [i, row] of data.slice(header + 1).entries()) {
    // Past the limit the file is refused (import-file.server.ts): the rest is not worth reading.
    if (objectives.length > LIMITS.importRows) break;
    const type = at(row, "type").trim().toLowerCase();
    if (!type) continue;
    if (type === "note") {
      const text = at(row, "content").trim();
      if (above && text) comments.set(above, [...(comments.get(above) ?? []), text]);
      continue;
    }
    if (type !== "task") {
      // A section (or the row of the project's settings) ends the tasks above.
      parents = [];
      above = null;
      section = type === "section" ? at(row, "content").trim() : "";
      continue;
    }
    const filters: string[] = [];
    const title = at(row, "content")
      .replace(LABEL, (_all, space: string, name: string) => {
        if (!filters.some((f) => f.toLowerCase() === name.toLowerCase())) filters.push(name);
        return space;
      })
      .replace(/\s+/g, " ")
      .trim();
    const indent = Number(at(row, "indent")) || 1;
    while (parents.length && parents.at(-1)!.indent >= indent) parents.pop();
    const parent = parents.at(-1)?.holder;
    const date = at(row, "date").trim();
    if (parent && !date) {
      parent.checklist.push({ title, done: false });
      parents.push({ indent, holder: parent });
      above = parent;
      continue;
    }
    const when = date ? parseWhen(date, language(at(row, "date_lang")), today) : null;
    const day = when?.day ?? today;
    // A day as written, or in words ("Dec 15"); a rule is no deadline.
    let deadline = at(row, "deadline").trim();
    if (deadline && !isIsoDate(deadline)) {
      const read = parseWhen(deadline, language(at(row, "deadline_lang")), today);
      deadline = read.repeat ? "" : (read.day ?? "");
    }
    const task: ReadTask = {
      row: header + i + 2,
      day,
      title,
      description: at(row, "description"),
      priority: priorityOf(at(row, "priority")),
      repeat: when?.repeat ?? "",
      every: when?.every,
      fromDone: when?.fromDone,
      // Todoist's "every day until Dec 31", "every Monday for 6 weeks".
      until: (when && repeatUntil(when, day)) ?? "",
      deadline,
      // "every day at 9am", "Dec 15 15:00": Todoist's time of day, and DURATION its length
      // (in DURATION_UNIT's minutes; a day's length is more than a time of one day takes).
      ...(when?.at ? { at: when.at, ...durationOf(at(row, "duration"), at(row, "duration_unit")) } : {}),
      assignee: at(row, "responsible").replace(/\s*\(\d+\)\s*$/, ""),
      filters,
      group: section,
      checklist: [],
    };
    objectives.push(task);
    parents.push({ indent, holder: task });
    above = task;
  }
  for (const [task, said] of comments) task.description = withComments(task.description ?? "", said);
  return { objectives };
}
