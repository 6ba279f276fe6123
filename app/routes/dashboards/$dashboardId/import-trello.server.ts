import { isIsoDate } from "~/lib/dates";
import { LIMITS } from "~/lib/limits";
import { MARKER_COLORS, type MarkerColor } from "~/lib/marker-colors";
import type { ReadFile, ReadObjective } from "./import-read.server";

// A Trello board's JSON export (the board's menu → Print, export and share → Export as
// JSON): its lists, cards, labels and checklists, each card naming its list, labels and
// checklists by id.

type Json = Record<string, unknown>;

const list = (value: unknown) => (Array.isArray(value) ? (value as Json[]) : []);
const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Whether a parsed JSON file is a Trello board's export. */
export const isTrelloBoard = (file: unknown): file is Json =>
  typeof file === "object" &&
  file !== null &&
  Array.isArray((file as Json).cards) &&
  Array.isArray((file as Json).lists);

// A board's last list is often where finished cards go, named so in the board's language.
const DONE_LISTS = new Set([
  ...["done", "completed", "complete", "finished", "closed", "archive", "archived"],
  // Dropped ones are no open work either.
  ...["cancelled", "canceled", "won t do", "cancelado", "cancelada", "abgebrochen", "storniert", "annulé", "annulée"],
  ...["已取消", "取消", "キャンセル", "中止"],
  ...[
    "concluído",
    "concluido",
    "concluídos",
    "concluidos",
    "feito",
    "feitos",
    "finalizado",
    "finalizados",
    "pronto",
    "prontos",
  ],
  ...["erledigt", "fertig", "abgeschlossen", "hecho", "terminado", "terminados", "completado", "completados"],
  ...["terminé", "termine", "terminés", "fait", "fini", "finis", "achevé"],
  ...["完成", "已完成", "完了", "完了済み", "済み", "終了"],
]);

/** Whether a list's name (or a status) says its cards are done or dropped ("Done", "✅ Done", "Erledigt", "完了", "Cancelled"). */
export const isDoneList = (name: string) =>
  DONE_LISTS.has(
    name
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim(),
  );

/** Trello's label colours ("green", "sky_dark") as this planner's, where it has the same. */
function colorOf(value: unknown): MarkerColor | undefined {
  const base = text(value).replace(/_(dark|light)$/, "");
  return MARKER_COLORS.includes(base as MarkerColor) ? (base as MarkerColor) : undefined;
}

/**
 * The board's cards still in use (not archived, nor on an archived list or one of finished
 * cards, `isDoneList`), in the board's order
 * of lists and of cards in each: on their due day (else their start day, else `today`), done
 * when their due date is marked complete, their labels as filters (an unnamed label by its
 * colour), their list as their group, their description with their comments after it, their checklists' items as steps
 * (complete ones ticked).
 */
export function readTrello(board: Json, today: string): ReadFile {
  // A list archived, or one of finished cards: its cards stay behind.
  const lists = new Map(
    list(board.lists).map((l, i) => [
      text(l.id),
      { closed: l.closed === true || isDoneList(text(l.name)), order: i, name: text(l.name) },
    ]),
  );
  const labels = new Map(
    list(board.labels).map((l) => [
      text(l.id),
      { name: text(l.name).trim() || text(l.color), color: colorOf(l.color) },
    ]),
  );
  const checklists = list(board.checklists);
  const comments = commentsByCard(board);
  // Every named label, used or not (a board's labels are its vocabulary); unnamed ones as used.
  const filters = new Map<string, { name: string; color?: MarkerColor }>();
  const keep = (label: { name: string; color?: MarkerColor }) => {
    if (!filters.has(label.name.toLowerCase()))
      filters.set(
        label.name.toLowerCase(),
        label.color ? { name: label.name, color: label.color } : { name: label.name },
      );
  };
  for (const l of list(board.labels)) if (text(l.name).trim()) keep(labels.get(text(l.id))!);
  // Each with its place: its list's, then its own in the list.
  const cards: { card: ReadObjective; list: number; pos: number }[] = [];
  list(board.cards).forEach((card, i) => {
    const where = lists.get(text(card.idList));
    if (card.closed === true || where?.closed) return;
    const names: string[] = [];
    for (const id of Array.isArray(card.idLabels) ? card.idLabels : []) {
      const label = labels.get(text(id));
      if (!label?.name) continue;
      names.push(label.name);
      keep(label);
    }
    const steps = checklists
      .filter((c) => text(c.idCard) === text(card.id))
      .sort((a, b) => Number(a.pos ?? 0) - Number(b.pos ?? 0))
      .flatMap((c) => list(c.checkItems).sort((a, b) => Number(a.pos ?? 0) - Number(b.pos ?? 0)))
      .map((item) => ({ title: text(item.name), done: item.state === "complete" }));
    // Trello keeps moments in UTC ("2026-12-10T11:00:00.000Z"); the day is their date.
    const day = [card.due, card.start].map((d) => text(d).slice(0, 10)).find(isIsoDate) ?? today;
    cards.push({
      card: {
        row: i + 1,
        day,
        title: text(card.name),
        description: withComments(text(card.desc).trim(), comments.get(text(card.id)) ?? []),
        done: card.dueComplete === true,
        filters: [...new Set(names)],
        group: where?.name ?? "",
        checklist: steps,
      },
      list: where?.order ?? 0,
      pos: Number(card.pos ?? 0),
    });
  });
  // By the board's lists, left to right, and each list's cards from the top.
  cards.sort((a, b) => a.list - b.list || a.pos - b.pos);
  return { filters: [...filters.values()], objectives: cards.map((c) => c.card) };
}

/** The comments in the export's actions, by card, oldest first: "Ann Lee, 2026-11-30: …". */
function commentsByCard(board: Json): Map<string, string[]> {
  const byCard = new Map<string, { at: string; line: string }[]>();
  for (const action of list(board.actions)) {
    if (action.type !== "commentCard") continue;
    const data = (action.data ?? {}) as Json;
    const card = text(((data.card ?? {}) as Json).id);
    const body = text(data.text).trim();
    if (!card || !body) continue;
    const author = text(((action.memberCreator ?? {}) as Json).fullName).trim();
    const at = text(action.date);
    const line = `${[author, at.slice(0, 10)].filter(Boolean).join(", ")}: ${body}`;
    byCard.set(card, [...(byCard.get(card) ?? []), { at, line }]);
  }
  return new Map(
    [...byCard].map(([card, all]) => [card, all.sort((a, b) => a.at.localeCompare(b.at)).map((c) => c.line)]),
  );
}

/**
 * A description with comments after it (a blank line between), a Trello card's or a Todoist
 * task's: as many as the description holds, then "…" (a long discussion does not refuse the
 * file).
 */
export function withComments(description: string, comments: string[]): string {
  let out = description;
  for (const comment of comments) {
    const next = out ? `${out}\n\n${comment}` : comment;
    if (next.length > LIMITS.objectiveDescription - 3) return out ? `${out}\n\n…` : "…";
    out = next;
  }
  return out;
}
