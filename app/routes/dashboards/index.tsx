import { Icon } from "~/components/icons";
import { DashboardDot } from "~/components/dashboard-dot";
import { useTranslation } from "~/lib/use-translation";
import { Form, href, Link, useFetcher, useNavigation, useSearchParams } from "react-router";
import { FetcherMarker } from "~/components/fetcher-marker";
import { Field, FormErrors } from "~/components/field";
import { refusal } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/index";
import type { DashboardSummary } from "~/lib/data-api";
import { dashboardsAction, dashboardsLoader } from "./index.server";
import { InvitationsList } from "./invitations-list";
import { ArchivedList } from "./archived-list";
import { SavedSearchLinks } from "./saved-searches";
import { SearchForm } from "./search-results";
import { DASHBOARD_NAME } from "./fields";
import { ARRANGE_PARAM, ArrangeButtons, ArrangeLink, useArranged, useCardDrag } from "./arrange-buttons";

export const loader = (args: Route.LoaderArgs) => dashboardsLoader(args);
export const action = (args: Route.ActionArgs) => dashboardsAction(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function Dashboards({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = refusal(answer);
  const { t } = useTranslation("dashboards");
  const { t: planner } = useTranslation("planner");
  const busy = useNavigation().state === "submitting";
  const { invitations, requestId } = loaderData;
  // Those in use as cards, in one's own order (and where the moves being sent put them); the
  // archived ones (last in the answer) folded away below them.
  const { order: dashboards, pressed } = useArranged(loaderData.dashboards.filter((d) => d.archived_at === null));
  const arranging = useSearchParams()[0].has(ARRANGE_PARAM) && dashboards.length > 1;
  const dragProps = useCardDrag(dashboards, arranging);
  const archived = loaderData.dashboards.filter((d) => d.archived_at !== null);
  const creating = actionData?.values?.intent === "create";
  return (
    <div className="flex flex-col gap-8">
      {/* The heading and, beside it, the one-line form that adds a dashboard. */}
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("greeting", { name: loaderData.name })}</p>
          <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        </div>
        <Form method="post" className="flex items-start gap-2 md:w-[28rem]">
          <input type="hidden" name="intent" value="create" />
          <input type="hidden" name="requestId" value={requestId} />
          <div className="min-w-0 flex-1">
            <Field
              label={t("create.name")}
              hideLabel
              placeholder={t("create.name")}
              name="name"
              defaultValue={creating ? actionData?.values.name : undefined}
              errors={creating ? actionData?.errors.name : undefined}
              {...DASHBOARD_NAME}
            />
          </div>
          <button type="submit" className="btn-primary shrink-0 max-sm:px-3" disabled={busy}>
            <Icon name="plus" className="size-4" />
            {/* On a phone the plus alone, so the name has the room; read out all the same. */}
            <span className="max-sm:sr-only">{t("create.submit")}</span>
          </button>
        </Form>
      </div>
      {/* Right under the form, at its end: the other way to start one. */}
      <Link
        to={href("/templates")}
        className="link -mt-5 inline-flex items-center gap-1.5 self-end text-sm max-md:-mt-6"
      >
        <Icon name="layout-template" className="size-4" />
        {t("create.template")}
      </Link>
      <FormErrors errors={actionData?.errors?._form} />
      <InvitationsList invitations={invitations} />
      {loaderData.dashboards.length > 0 ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <SearchForm label={planner("search:everywhereLabel")} typed="" to={href("/search")} />
          </div>
          {dashboards.length > 1 ? <ArrangeLink arranging={arranging} /> : null}
        </div>
      ) : null}
      {loaderData.dashboards.length > 0 ? <SavedSearchLinks saved={loaderData.saved_searches} /> : null}
      {arranging ? <p className="-mt-4 text-sm text-neutral-600 dark:text-neutral-300">{t("arrange.hint")}</p> : null}
      {loaderData.dashboards.length === 0 ? (
        <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-neutral-300 px-6 py-16 text-center dark:border-neutral-700">
          <Icon name="layout-dashboard" className="size-10 text-primary-600" />
          <h2 className="text-xl font-semibold">{t("empty.title")}</h2>
          <p className="max-w-md text-sm text-neutral-600 dark:text-neutral-300">{t("empty.text")}</p>
          <Link to={href("/templates")} className="btn-secondary mt-2">
            <Icon name="layout-template" className="size-4" />
            {t("create.template")}
          </Link>
        </section>
      ) : dashboards.length === 0 ? null : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {dashboards.map((d) => (
            <DashboardCard key={d.id} dashboard={d} dragProps={dragProps(d)}>
              {arranging ? <ArrangeButtons card={d} cards={dashboards} name={d.name} pressed={pressed} /> : null}
            </DashboardCard>
          ))}
        </ul>
      )}
      <ArchivedList dashboards={archived} timeZone={loaderData.timeZone} />
    </div>
  );
}

/**
 * A card's star: one's favorites come first (decision 053). With JavaScript it fills at once
 * and the card takes its place with the reload.
 */
function FavoriteButton({ dashboard }: { dashboard: DashboardSummary }) {
  const { t } = useTranslation("dashboards");
  const fetcher = useFetcher();
  const sent = fetcher.formData?.get("favorite");
  const favorite = sent ? sent === "true" : dashboard.favorite;
  const label = t(favorite ? "card.unfavorite" : "card.favorite", { name: dashboard.name });
  return (
    <fetcher.Form method="post" className="relative">
      <FetcherMarker />
      <input type="hidden" name="intent" value="favorite" />
      <input type="hidden" name="dashboardId" value={dashboard.id} />
      <input type="hidden" name="favorite" value={String(!favorite)} />
      <button
        type="submit"
        className={`rounded p-1 hover:bg-neutral-100 dark:hover:bg-neutral-800 ${favorite ? "text-amber-600 dark:text-amber-400" : "text-neutral-600 dark:text-neutral-300"}`}
        aria-label={label}
        data-tooltip={label}
      >
        <Icon name="star" className="size-4" fill={favorite ? "currentColor" : "none"} />
      </button>
    </fetcher.Form>
  );
}

/**
 * A dashboard at a glance: the whole card opens it; today's progress, what is overdue and
 * who shares it; a star makes it a favorite. Renaming and the rest live in its settings.
 */
function DashboardCard({
  dashboard,
  dragProps,
  children,
}: {
  dashboard: DashboardSummary;
  /** While arranging with a mouse: dragged onto another card (useCardDrag). */
  dragProps?: React.LiHTMLAttributes<HTMLLIElement>;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation("dashboards");
  const total = dashboard.open_today + dashboard.done_today;
  const settings = href("/dashboards/:dashboardId/settings", { dashboardId: dashboard.id });
  return (
    <li
      {...dragProps}
      className="group relative flex flex-col gap-3 rounded-xl border border-neutral-200 p-5 transition hover:border-primary-600 hover:shadow-sm dark:border-neutral-800 dark:hover:border-primary-500"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <DashboardDot color={dashboard.color} />
          {/* Stretched over the card: one link, one name. */}
          <Link
            to={href("/dashboards/:dashboardId", { dashboardId: dashboard.id })}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none after:focus-visible:outline-2 after:focus-visible:outline-primary-600"
          >
            {dashboard.name}
          </Link>
        </h2>
        <div className="flex shrink-0 items-center gap-1">
          <FavoriteButton dashboard={dashboard} />
          <Link
            to={settings}
            className="relative rounded p-1 text-neutral-600 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800"
            aria-label={t("card.settings", { name: dashboard.name })}
            data-tooltip={t("card.settings", { name: dashboard.name })}
          >
            <Icon name="settings" className="size-4" />
          </Link>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        {/* The sentence below says it; inline styles are not allowed (CSP), <progress> needs none. */}
        <progress
          aria-hidden
          value={dashboard.done_today}
          max={Math.max(total, 1)}
          className="h-1.5 w-full appearance-none overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-800 [&::-moz-progress-bar]:bg-primary-600 [&::-webkit-progress-bar]:bg-neutral-200 dark:[&::-webkit-progress-bar]:bg-neutral-800 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-primary-600"
        />
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          {total ? t("card.progress", { done: dashboard.done_today, total }) : t("card.nothingToday")}
        </p>
      </div>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-neutral-600 dark:text-neutral-300">
        {dashboard.overdue ? (
          <span className="inline-flex items-center gap-1 font-medium text-amber-800 dark:text-amber-300">
            <Icon name="circle-exclamation-point" className="size-4" />
            {t("card.overdue", { count: dashboard.overdue })}
          </span>
        ) : null}
        {dashboard.due ? (
          // Above the card's stretched link: its search for deadlines, the soonest due first.
          <Link
            to={`${href("/dashboards/:dashboardId/search", { dashboardId: dashboard.id })}?${new URLSearchParams({ q: t("card.dueQuery") })}`}
            className="relative inline-flex items-center gap-1 font-medium text-orange-700 hover:underline dark:text-orange-400"
          >
            <Icon name="target" className="size-4" />
            {t("card.due", { count: dashboard.due })}
          </Link>
        ) : null}
        {dashboard.mine_today ? (
          // Above the card's stretched link: it opens the day with only one's own.
          <Link
            to={`${href("/dashboards/:dashboardId", { dashboardId: dashboard.id })}?marker=me`}
            className="relative inline-flex items-center gap-1 font-medium text-primary-700 hover:underline dark:text-primary-400"
          >
            <Icon name="user-check" className="size-4" />
            {t("card.mine", { count: dashboard.mine_today })}
          </Link>
        ) : null}
        <span className="inline-flex items-center gap-1">
          <Icon name="users" className="size-4" />
          {t("card.members", { count: dashboard.members })}
        </span>
      </p>
      {children}
    </li>
  );
}
