import type { Priority } from "~/lib/data-api";
import { isIsoDate } from "~/lib/dates";
import { LIMITS } from "~/lib/limits";
import type { Language } from "~/lib/i18n";
import { parseWhen } from "~/lib/quick-add/parse";
import type { ReadFile, ReadObjective } from "./import-read.server";
import { isDoneList } from "./import-trello.server";

// Any spreadsheet of tasks saved as CSV (Excel, Google Sheets, Numbers, or another app's
// export: Notion, ClickUp, Monday…): a column of titles, and whichever of a date, done,
// priority, tags, notes and assignee columns it has, their headers in any of our seven
// languages. Read only when no app's own format is recognised.

/** A header as compared: lowercase, its punctuation and spaces folded ("Due Date*" → "due date"). */
const fold = (header: string) =>
  header
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

const COLUMNS = {
  title: [
    ...["title", "task", "task name", "todo", "to do", "item", "subject", "summary", "name", "content"],
    ...["título", "titulo", "tarefa", "nome", "titel", "aufgabe", "nombre", "tarea", "titre", "tâche", "tache", "nom"],
    ...["标题", "任务", "名称", "待办事项", "タイトル", "タスク", "名前", "件名"],
  ],
  day: [
    ...["due", "due date", "date", "day", "when", "scheduled", "do date", "start", "start date", "due on"],
    ...["data", "vencimento", "data de vencimento", "prazo", "datum", "fällig", "fällig am", "fälligkeitsdatum"],
    ...["fecha", "fecha de vencimiento", "vencimiento", "échéance", "date d échéance", "jour"],
    ...["日期", "截止日期", "到期日", "日付", "期日", "期限"],
  ],
  deadline: [
    "deadline",
    "due by",
    "prazo final",
    "frist",
    "fecha límite",
    "date limite",
    "date butoir",
    "最后期限",
    "締め切り",
    "締切",
  ],
  done: [
    // Microsoft Planner's "Progress": Not started, In progress, Completed.
    ...["progress", "progresso", "fortschritt", "progreso", "progression", "进度", "進捗"],
    ...["done", "completed", "complete", "finished", "status", "state", "concluído", "concluido", "estado", "erledigt"],
    ...[
      "hecho",
      "completado",
      "terminé",
      "fait",
      "statut",
      "état",
      "完成",
      "已完成",
      "状态",
      "完了",
      "ステータス",
      "状態",
    ],
  ],
  priority: ["priority", "prio", "prioridade", "priorität", "prioridad", "priorité", "优先级", "優先度", "重要度"],
  tags: [
    ...["tags", "tag", "labels", "label", "category", "categories", "etiquetas", "etiqueta", "categoria", "categorias"],
    ...["schlagwörter", "kategorie", "kategorien", "categoría", "étiquettes", "étiquette", "catégorie"],
    ...["标签", "类别", "タグ", "ラベル", "カテゴリ"],
  ],
  notes: [
    ...["notes", "note", "description", "details", "comments", "comment", "body", "descrição", "notas", "observações"],
    ...["beschreibung", "notizen", "notiz", "descripción", "nota", "commentaire", "commentaires"],
    ...["备注", "描述", "说明", "説明", "メモ", "詳細", "備考"],
  ],
  steps: [
    ...["checklist", "checklist items", "subtasks", "sub tasks", "steps", "etapas", "subtarefas", "checkliste"],
    ...[
      "schritte",
      "unteraufgaben",
      "pasos",
      "subtareas",
      "étapes",
      "sous tâches",
      "清单",
      "子任务",
      "チェックリスト",
      "サブタスク",
    ],
  ],
  assignee: [
    ...["assignee", "assigned to", "owner", "responsible", "person", "assign", "who", "responsável", "zuständig"],
    ...["verantwortlich", "responsable", "asignado a", "assigné à", "负责人", "担当者", "担当"],
  ],
} as const;
type Column = keyof typeof COLUMNS;

/** Title headers that many lists have, not only task lists. */
const WEAK_TITLES = new Set(["name", "item", "summary", "content", "nome", "nombre", "nom", "名称", "名前"]);

/**
 * The columns of a header this reader uses: of each kind, the one its list names first
 * ("Title" before "Name", "Due date" before "Start date"); null without a title column.
 */
export function sheetColumns(header: string[]): Partial<Record<Column, number>> | null {
  const folded = header.map(fold);
  const found: Partial<Record<Column, number>> = {};
  for (const [kind, names] of Object.entries(COLUMNS) as [Column, readonly string[]][]) {
    const at = names.map((name) => folded.indexOf(name)).find((i) => i >= 0);
    if (at !== undefined) found[kind] = at;
  }
  if (found.title === undefined) return null;
  // "Name" alone could head a list of people: with nothing else a task list has, no sheet of tasks.
  const named = WEAK_TITLES.has(folded[found.title]!);
  return named && Object.keys(found).length === 1 ? null : found;
}

// A done cell: ticked ("TRUE", "x", "✓", "yes" in our languages) or a status that says so.
const TICKED = new Set([
  "true",
  "x",
  "✓",
  "✔",
  "☑",
  "1",
  "yes",
  "y",
  "sim",
  "ja",
  "sí",
  "si",
  "oui",
  "是",
  "はい",
  "済",
]);
const isDone = (cell: string) => TICKED.has(cell.trim().toLowerCase()) || isDoneList(cell);

const PRIORITY: Record<string, Priority> = {
  ...{
    "1": 1,
    "2": 2,
    "3": 3,
    p1: 1,
    p2: 2,
    p3: 3,
    urgent: 1,
    highest: 1,
    high: 1,
    important: 2,
    medium: 2,
    normal: 3,
    low: 3,
  },
  ...{ urgente: 1, alta: 1, média: 2, media: 2, baixa: 3, baja: 3, dringend: 1, hoch: 1, mittel: 2, niedrig: 3 },
  ...{ haute: 1, élevée: 1, moyenne: 2, basse: 3, faible: 3, 紧急: 1, 高: 1, 中: 2, 低: 3, 緊急: 1 },
};

/** A priority cell's word (an own key only: "constructor" is none). */
const priorityIn = (word: string): Priority => (Object.hasOwn(PRIORITY, word) ? PRIORITY[word]! : 4);

// "12/05/2026", "5.12.26": a day written in numbers only, in either order.
const NUMERIC = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})\b/;

/**
 * Whether a column's numeric days put the day first: as soon as one can only be read so
 * ("25/12/2026", or "12/25/2026" the other way), the whole column is; else as the user's
 * language writes them (month first in English, Chinese and Japanese; day first otherwise).
 */
function dayFirst(cells: string[], lng: Language): boolean {
  for (const cell of cells) {
    const m = NUMERIC.exec(cell.trim());
    if (!m) continue;
    if (Number(m[1]) > 12) return true;
    if (Number(m[2]) > 12) return false;
  }
  return !["en", "zh", "ja"].includes(lng);
}

const pad = (n: string) => n.padStart(2, "0");

/** A day cell: as written (YYYY-MM-DD, with a time or not), in numbers in the column's order, or in words read like quick add; "" for none. */
function dayOf(
  cell: string,
  first: boolean,
  lng: Language,
  today: string,
): { day: string; repeat?: string; every?: number } {
  const value = cell.trim();
  if (!value) return { day: "" };
  if (isIsoDate(value.slice(0, 10))) return { day: value.slice(0, 10) };
  const m = NUMERIC.exec(value);
  if (m) {
    const [d, mo] = first ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
    const iso = `${m[3]!.length === 2 ? `20${m[3]}` : m[3]}-${pad(mo)}-${pad(d)}`;
    return { day: isIsoDate(iso) ? iso : value };
  }
  const read = parseWhen(value, lng, today);
  // Unread, it stays as written: the file is refused naming its row and what it says.
  if (!read.day) return { day: value };
  return read.repeat ? { day: read.day, repeat: read.repeat, every: read.every } : { day: read.day };
}

/**
 * The sheet's open rows as objectives, in its order: the title; the day from the date column
 * (none: `today`; a repeat in words, "every Monday", repeats); done rows stay behind, as other
 * apps' finished tasks do; tags (split at commas or semicolons) as filters; notes as the
 * description; a priority in numbers, p1–p3 or words; an assignee by email or name; a deadline
 * column's day; a checklist column's items as steps. Blank rows are skipped; rows count as a spreadsheet shows them.
 */
export function readSheet(
  data: string[][],
  header: number,
  columns: Partial<Record<Column, number>>,
  lng: Language,
  today: string,
): ReadFile {
  const at = (row: string[], kind: Column) => (columns[kind] === undefined ? "" : (row[columns[kind]] ?? "").trim());
  const rows = data.slice(header + 1);
  const first = {
    day: dayFirst(
      rows.map((r) => at(r, "day")),
      lng,
    ),
    deadline: dayFirst(
      rows.map((r) => at(r, "deadline")),
      lng,
    ),
  };
  const objectives: ReadObjective[] = [];
  for (const [i, row] of rows.entries()) {
    // Past the limit the file is refused (import-file.server.ts): the rest is not worth reading.
    if (objectives.length > LIMITS.importRows) break;
    if (!row.some((cell) => cell.trim()) || (columns.done !== undefined && isDone(at(row, "done")))) continue;
    const when = dayOf(at(row, "day"), first.day, lng, today);
    const deadline = dayOf(at(row, "deadline"), first.deadline, lng, today);
    objectives.push({
      row: header + i + 2,
      day: when.day || today,
      title: at(row, "title"),
      description: at(row, "notes"),
      priority: priorityIn(at(row, "priority").toLowerCase()),
      ...(when.repeat ? { repeat: when.repeat, every: when.every } : {}),
      // A deadline in words that repeats is none.
      deadline: deadline.repeat ? "" : deadline.day,
      assignee: at(row, "assignee"),
      // Once each, whatever their case, as first written.
      // Steps one a line, or between semicolons (Microsoft Planner's "Checklist Items").
      checklist: at(row, "steps")
        .split(/[;\n]/)
        .map((title) => ({ title: title.trim(), done: false }))
        .filter((step) => step.title),
      filters: at(row, "tags")
        .split(/[,;，；、]/)
        .map((t) => t.trim().replace(/^#/, ""))
        .filter((t, k, all) => t && all.findIndex((o) => o.toLowerCase() === t.toLowerCase()) === k),
    });
  }
  return { objectives };
}
