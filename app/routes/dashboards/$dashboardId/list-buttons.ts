import type { ButtonIntents } from "~/lib/forms";

/**
 * The day view's list buttons (see `fromButton`): a button's name is its intent, its value
 * the fields below, space-separated. `<button name="reorder" value="{id} 3">`. Apart from
 * the schemas, because the browser reads it too (pending UI) and gets no zod.
 */
export const LIST_BUTTONS = {
  toggle: ["objectiveId", "done"],
  reorder: ["objectiveId", "index"],
  delete: ["objectiveId"],
  // A copy below it; `requestId` makes a double submit copy once.
  duplicate: ["objectiveId", "requestId"],
  // To `day` (Undo puts it back in its place: the database noted it).
  postpone: ["objectiveId", "day"],
  "move-today": ["objectiveId"],
  // To `to` ("me", "none" or a member's id); `from` is whom Undo gives it back to.
  assign: ["objectiveId", "to", "from"],
  // To `priority` (1 to 4); `from` is what Undo gives back.
  priority: ["objectiveId", "priority", "from"],
  "delete-note": ["noteId"],
} as const satisfies ButtonIntents;
