import { useTranslation } from "~/lib/use-translation";
import { revalidateAfterFetchers } from "~/lib/revalidate";
import { Form, href, Link } from "react-router";
import { FormErrors } from "~/components/field";
import { refusal } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/objective";
import { ChecklistSection } from "./components/checklist-section";
import { CommentsSection } from "./components/comments-section";
import { DashboardHeader } from "./components/dashboard-header";
import { ObjectivePrint } from "./components/objective-print";
import { ObjectiveForm } from "./components/objective-form";
import { ReminderSection } from "./components/reminder-section";
import { objectiveAction, objectiveLoader } from "./objective.server";
import { readOnly } from "./read-only";

export const loader = (args: Route.LoaderArgs) => objectiveLoader(args);
export const shouldRevalidate = revalidateAfterFetchers;
export const action = (args: Route.ActionArgs) => objectiveAction(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** The forms below the edit form: a refusal of theirs is theirs to show. */
const REMINDER_INTENTS = new Set(["reminder", "remind-later", "remove-reminder"]);
const COMMENT_INTENTS = new Set(["comment", "edit-comment", "delete-comment"]);
const CHECKLIST_INTENTS = new Set([
  "add-item",
  "add-items",
  "tick-item",
  "rename-item",
  "move-item",
  "delete-item",
  "restore-item",
  "item-to-objective",
]);

/**
 * Edit one objective: its title, its description, its dashboard and its day (moving it), how
 * it repeats and its markers; or delete it. Below, what members wrote about it (comments).
 */
export default function EditObjective({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = refusal(answer);
  const { t } = useTranslation(["objective", "planner", "api"]);
  const { dashboard, objective, markers, members, me, dashboards, checklist } = loaderData;
  // Archived (decision 059) or only viewed (decision 066): its fields are shown, disabled.
  const locked = readOnly(dashboard);
  // A refused comment or step brings back its own values, not the edit form's.
  const commenting = COMMENT_INTENTS.has(actionData?.values?.intent ?? "");
  const listing = CHECKLIST_INTENTS.has(actionData?.values?.intent ?? "");
  const reminding = REMINDER_INTENTS.has(actionData?.values?.intent ?? "");
  const values = commenting || listing || reminding ? undefined : actionData?.values;
  const errors = commenting || listing || reminding ? undefined : actionData?.errors;
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader dashboard={dashboard} />
      {/* Wide screens: the objective's fields beside its checklist and comments. Archived
          (decision 059), every field and button of the page is disabled: it reads as it was. */}
      <fieldset disabled={locked} className="contents">
        <div className="mx-auto grid w-full max-w-xl gap-10 lg:max-w-5xl lg:grid-cols-2 lg:items-start">
          <div className="flex flex-col gap-4">
            <ObjectivePrint objective={objective} markers={markers} members={members} />
            {/* Fields print no values: on paper the summary above stands in for the form. */}
            <div className="contents print:hidden">
              <h2 className="text-xl font-semibold">{t(locked ? "edit.titleReadOnly" : "edit.title")}</h2>
              {/* Narrow screens: the checklist and comments come after the whole form. */}
              <nav aria-label={t("edit.onThisPage")} className="flex gap-4 text-sm lg:hidden">
                <a href="#checklist" className="link">
                  {t("checklist.title")}
                  {checklist.length ? (
                    <span className="ml-1 text-neutral-600 dark:text-neutral-400">
                      {t("checklist.progress", {
                        done: checklist.filter((i) => i.done).length,
                        count: checklist.length,
                      })}
                    </span>
                  ) : null}
                </a>
                <a href="#comments" className="link">
                  {t("comments.title")}
                  {loaderData.comments.length ? (
                    <span className="ml-1 text-neutral-600 dark:text-neutral-400">{loaderData.comments.length}</span>
                  ) : null}
                </a>
              </nav>
              <FormErrors errors={errors?._form} />
              <ObjectiveForm
                objective={objective}
                dashboard={dashboard}
                dashboards={dashboards}
                markers={markers}
                members={members}
                me={me}
                today={loaderData.today}
                back={loaderData.back}
                values={values}
                errors={errors}
              />
              {/* The reader's own reminder; an archived or only viewed dashboard's is not theirs to set. */}
              {locked ? null : (
                <ReminderSection
                  reminder={loaderData.reminder}
                  day={objective.day}
                  done={objective.done}
                  repeats={Boolean(objective.repeat)}
                  passed={loaderData.reminderPassed}
                  later={loaderData.remindLater}
                  tomorrow={loaderData.remindTomorrow}
                  presets={loaderData.reminderPresets}
                  timeZone={loaderData.timeZone}
                  value={reminding ? (actionData?.values?.at as string | undefined) : undefined}
                  before={reminding ? (actionData?.values?.before as string | undefined) : undefined}
                  errors={
                    reminding ? [...(actionData?.errors?.at ?? []), ...(actionData?.errors?.before ?? [])] : undefined
                  }
                />
              )}
              {/* "Complete forever" (Todoist's): done, and the series ends; the day's message has Undo. */}
              {objective.repeat && !objective.done ? (
                <Form method="post" className="flex flex-col items-start gap-1">
                  <input type="hidden" name="intent" value="forever" />
                  <button type="submit" className="btn-secondary" aria-describedby="complete-forever-hint">
                    {t("edit.completeForever")}
                  </button>
                  <p id="complete-forever-hint" className="text-xs text-neutral-600 dark:text-neutral-400">
                    {t("edit.completeForeverHint")}
                  </p>
                </Form>
              ) : null}
              <div className="flex items-center gap-6">
                <Form method="post">
                  <input type="hidden" name="intent" value="delete" />
                  <button type="submit" className="link text-red-700 dark:text-red-400">
                    {t("edit.delete")}
                  </button>
                </Form>
                {/* Who added, moved, renamed and completed it (decision 046). */}
                <Link
                  to={`${href("/dashboards/:dashboardId/activity", { dashboardId: dashboard.id })}?objective=${objective.id}`}
                  className="link"
                >
                  {t("edit.history")}
                </Link>
              </div>
            </div>
          </div>
          <div className="flex flex-col gap-6">
            <ChecklistSection
              items={checklist}
              editing={loaderData.editingItem}
              adding={loaderData.addingItems}
              requestId={loaderData.itemRequestId}
              moveOutRequestId={loaderData.moveOutRequestId}
              refused={listing ? actionData : undefined}
              readOnly={locked}
            />
            <CommentsSection
              comments={loaderData.comments}
              me={me}
              isAdmin={dashboard.role === "admin"}
              deleting={loaderData.deletingComment}
              editing={loaderData.editingComment}
              timeZone={loaderData.timeZone}
              members={members}
              requestId={loaderData.requestId}
              refused={commenting ? actionData : undefined}
              readOnly={locked}
            />
          </div>
        </div>
      </fieldset>
    </div>
  );
}
