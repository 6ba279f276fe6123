import { isUuid } from "~/lib/uuid";
import { rpc } from "~/lib/api.server";
import type { ChecklistItem } from "~/lib/data-api";
import type { Route } from "./+types/steps";

/** What a row's steps read: its checklist, or null when it cannot be shown (then the row says so). */
export interface StepsAnswer {
  checklist: ChecklistItem[] | null;
}

/**
 * An objective's steps, for its row's panel on the day (row-steps.tsx). JSON, and never an
 * error page: React Router reloads it after every change on the day, and an objective
 * deleted or moved meanwhile must not replace the day with "Not found" (its row goes anyway).
 */
export async function stepsLoader({ params, context }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "private, no-store" };
  if (!isUuid(params.objectiveId)) return Response.json({ checklist: null } satisfies StepsAnswer, { headers });
  const { data: page, error } = await rpc(context, "get_objective_page", { p_objective: params.objectiveId });
  const shown = !error && page.dashboard.id === params.dashboardId;
  return Response.json({ checklist: shown ? page.checklist : null } satisfies StepsAnswer, { headers });
}
