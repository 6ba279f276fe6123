import { lazy, Suspense } from "react";
import { href, Link } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import { FormErrors } from "~/components/field";
import { pageMeta } from "~/lib/meta";
import { revalidateAfterFetchers } from "~/lib/revalidate";
import type { Route } from "./+types/day";
import { ListOrHours } from "~/components/layout-switch";
import { DashboardHeader } from "./components/dashboard-header";
import { DayNav } from "./components/day-nav";
import { MarkerFilter } from "./components/marker-filter";
import { NotesPanel, notesYearSearch } from "./components/notes-panel";
import { ObjectiveList } from "./components/objective-list";
import { OverdueList } from "./components/overdue-list";
import { OpenStepsProvider } from "./components/row-steps";
import { QuickAddForm } from "./components/quick-add-form";
import { dayAction, dayLoader } from "./day.server";
import { refusal } from "~/lib/forms";
import { readOnly } from "./read-only";

// The hours' grid and its drags (about 4 KB of compressed JavaScript) load only where they are
// shown: the list, the day view's usual first visit, stays within its budget (issue 12). The
// server renders them whole; in the browser the page keeps that HTML until they have loaded.
const loadHours = () => import("./components/day-hours");
const DayHours = lazy(() => loadHours().then((m) => ({ default: m.DayHours })));
// Started as the pointer or the focus comes to "Hours", so the switch shows them at once.
const prefetchHours = () => void loadHours();

export const loader = (args: Route.LoaderArgs) => dayLoader(args);
export const action = (args: Route.ActionArgs) => dayAction(args);
export const shouldRevalidate = revalidateAfterFetchers;
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/**
 * /dashboards/{id}: one day's objectives with quick add, the overdue list and the year's notes,
 * as a list or as its hours (decision 098).
 */
export default function Day({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = refusal(answer);
  const { t } = useTranslation(["planner", "api"]);
  const {
    dashboard,
    day,
    today,
    objectives,
    overdue,
    overdue_count,
    allOverdue,
    notes,
    notes_count,
    markers,
    people,
    members,
    assigned,
    who,
    shared,
    filter,
    requestId,
    noteRequestId,
    done_hidden,
    notice,
    layout,
  } = loaderData;
  const hours = layout === "hours";
  // Under the list or the hours: done ones left out ("Show done" off).
  const doneHidden =
    done_hidden > 0 ? (
      <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("day.doneHidden", { count: done_hidden })}</p>
    ) : null;
  const intent = actionData?.values?.intent;
  const year = Number(day.slice(0, 4));
  // Archived (decision 059) or only viewed (decision 066), nothing here can change: no forms
  // to add, no row controls (app.css).
  const locked = readOnly(dashboard);
  return (
    <div className="flex flex-col gap-6" data-read-only={locked ? "" : undefined}>
      <DashboardHeader dashboard={dashboard} notice={notice} />
      <div className="grid gap-8 lg:grid-cols-3">
        <section className="flex flex-col gap-5 lg:col-span-2" aria-label={t("day.label")}>
          <DayNav
            day={day}
            today={today}
            filter={filter}
            selectable={!locked && objectives.length + overdue.length > 0}
            shortcuts={hours ? "dayHours" : "day"}
            layouts={<ListOrHours intent="layout" layout={layout} prefetch={prefetchHours} />}
          />
          <MarkerFilter
            markers={markers}
            filter={filter}
            keep={{ day }}
            // Once anything is assigned, "Assigned to" is offered (me, nobody) even alone.
            members={assigned ? (members ?? []) : null}
            who={who}
          />
          {/* A layout the switch does not offer (a crafted post) is refused here too. */}
          <FormErrors errors={intent === "layout" ? actionData?.errors?.layout : actionData?.errors?._form} />
          {locked ? null : (
            <QuickAddForm
              day={day}
              today={today}
              requestId={requestId}
              errors={intent === "add" ? actionData?.errors?.text : undefined}
              value={intent === "add" ? actionData?.values?.text : undefined}
              filters={markers}
              members={members ?? undefined}
              filter={loaderData.addsWith}
            />
          )}
          {hours ? (
            <>
              <Suspense fallback={null}>
                <DayHours page={loaderData} filter={filter} locked={locked} />
              </Suspense>
              {doneHidden}
            </>
          ) : (
            // The day's rows and the overdue ones open their steps in place (decision 051).
            <OpenStepsProvider>
              {objectives.length === 0 ? (
                <div className="rounded-lg border border-dashed border-neutral-300 p-6 text-center dark:border-neutral-700">
                  <p className="font-medium">{t("empty.noTasks")}</p>
                  {locked ? null : (
                    <p className="text-sm text-neutral-600 dark:text-neutral-300">
                      <a href="#quick-add-text" className="link">
                        {t("empty.createFirst")}
                      </a>
                    </p>
                  )}
                </div>
              ) : (
                <ObjectiveList
                  dashboardId={dashboard.id}
                  day={day}
                  today={today}
                  objectives={objectives}
                  markers={markers}
                  people={people}
                  reminders={loaderData.reminders}
                  shared={shared}
                  manualOrder={dashboard.day_order !== "priority"}
                  copyRequestId={loaderData.copyRequestId}
                />
              )}
              {dashboard.day_order === "priority" && objectives.length > 1 ? (
                <p className="text-sm text-neutral-600 dark:text-neutral-300">
                  {t("day.priorityFirst")}{" "}
                  <Link
                    to={`${href("/dashboards/:dashboardId/settings", { dashboardId: dashboard.id })}#view-title`}
                    className="link"
                  >
                    {t("day.changeOrder")}
                  </Link>
                </p>
              ) : null}
              {doneHidden}
              <OverdueList
                overdue={overdue}
                count={overdue_count}
                all={allOverdue}
                markers={markers}
                people={people}
                dashboardId={dashboard.id}
                day={day}
                today={today}
                shared={shared}
                copyRequestId={loaderData.copyRequestId}
                refused={
                  intent === "reschedule" ? { errors: actionData?.errors?.to, to: actionData?.values?.to } : undefined
                }
              />
            </OpenStepsProvider>
          )}
        </section>
        <aside>
          <NotesPanel
            year={year}
            notes={notes}
            markers={markers}
            requestId={noteRequestId}
            readOnly={locked}
            errors={intent?.endsWith("-note") ? actionData?.errors : undefined}
            values={intent?.endsWith("-note") ? actionData?.values : undefined}
            preview={{
              count: notes_count,
              to: href("/dashboards/:dashboardId/notes", { dashboardId: dashboard.id }) + notesYearSearch(year, filter),
            }}
          />
        </aside>
      </div>
    </div>
  );
}
