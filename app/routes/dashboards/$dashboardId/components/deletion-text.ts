import type { TFunction } from "~/lib/translator";

/**
 * What deleting a dashboard takes ("1 objective, 0 notes and 0 filters", each count its own
 * plural text); members losing access are named only when the admin is not
 * alone. `t` must know "board".
 */
export const deletionText = (
  t: TFunction,
  counts: { objectives: number; notes: number; markers: number },
  members: number,
) =>
  t(members > 1 ? "board:settings.confirmTextMembers" : "board:settings.confirmText", {
    objectives: t("board:settings.counted.objectives", { count: counts.objectives }),
    notes: t("board:settings.counted.notes", { count: counts.notes }),
    markers: t("board:settings.counted.markers", { count: counts.markers }),
    count: members,
  });
