import type { TFunction } from "~/lib/translator";

/**
 * The filters page's "2 objectives, 1 note" beside a filter: each count is its own plural text,
 * the sentence puts them together. `t` must know "filters".
 */
export const filterUsage = (t: TFunction, objectives: number, notes: number) =>
  t("filters:usage", {
    objectives: t("filters:objectives", { count: objectives }),
    notes: t("filters:notes", { count: notes }),
  });
