import { data } from "react-router";
import { handleIntents, intent } from "~/lib/actions.server";
import { loadPage, urlId, uuids } from "~/lib/api.server";
import type { Route } from "./+types/objective";
import { sendAssignmentMail } from "./assignment-mail.server";
import { deletedFlash } from "./day.server";
import { deleteObjectiveSchema, editObjectiveSchema } from "./schemas";

/** The edit form's fields that the database's refusals name. */
const EDIT_FIELDS = ["title", "description", "priority", "repeat", "assignee"] as const;

export async function objectiveLoader({ params, context }: Route.LoaderArgs) {
  const page = await loadPage(context, "get_objective_page", { p_objective: urlId(params.objectiveId) });
  // The objective of another dashboard is not found under this one.
  if (page.dashboard.id !== params.dashboardId) throw data("objective_not_found", { status: 404 });
  return { ...page, title: page.objective.title };
}

export async function objectiveAction(args: Route.ActionArgs) {
  const objective = urlId(args.params.objectiveId);
  const dayUrl = (day: string) => `/dashboards/${args.params.dashboardId}?day=${day}`;
  return handleIntents(args, {
    save: intent(editObjectiveSchema, {
      // "title_too_long" under Title, "priority_invalid" under Priority, …
      field: (code) => EDIT_FIELDS.find((name) => code.startsWith(name)) ?? "_form",
      async run(form, { call, formData, context, url }) {
        const saved = await call("update_objective", {
          p_objective: objective,
          p_title: form.title,
          p_day: form.day,
          p_marker_ids: uuids(formData.getAll("marker")),
          // Absent keeps the rule; null (none) ends it.
          p_repeat: form.repeat === undefined ? null : (form.repeat?.repeat ?? "none"),
          p_repeat_every: form.repeat?.every ?? null,
          p_description: form.description ?? null,
          p_priority: form.priority ?? null,
          p_assignee: form.assignee ?? null,
        });
        sendAssignmentMail(context, url, urlId(args.params.dashboardId), saved);
        return { flash: { kind: "success", message: "planner:flash.updated" }, to: dayUrl(saved.day) };
      },
    }),
    delete: intent(deleteObjectiveSchema, {
      async run(_form, { call }) {
        const { day } = await call("delete_objective", { p_objective: objective });
        return { flash: deletedFlash(dayUrl(day), objective), to: dayUrl(day) };
      },
    }),
  });
}
