import { useEffect } from "react";
import { Form, href } from "react-router";
import { Field } from "~/components/field";
import { Highlight } from "~/components/highlight";
import { formatDay } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/lib/use-translation";
import type { Route } from "./+types/search";
import { DashboardHeader } from "./components/dashboard-header";
import { MarkerChips } from "./components/marker-chips";
import { SEARCH_QUERY } from "./fields";
import { searchLoader } from "./search.server";

export const loader = (args: Route.LoaderArgs) => searchLoader(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

const muted = "text-sm text-neutral-600 dark:text-neutral-300";

/** One kind of match: its heading with the count of all, the list (or `empty`), and how many are shown. */
function Found({
  id,
  heading,
  total,
  shown,
  empty,
  className = "",
  children,
}: {
  id: string;
  heading: string;
  total: number;
  shown: number;
  empty: string;
  className?: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation("planner");
  return (
    <section className={`flex flex-col gap-3 ${className}`} aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        {heading}{" "}
        <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-medium dark:bg-neutral-800">{total}</span>
      </h2>
      {shown === 0 ? <p className={muted}>{empty}</p> : children}
      {total > shown ? <p className={muted}>{t("search.latest", { shown, total })}</p> : null}
    </section>
  );
}

/** /dashboards/{id}/search?q=: the objectives and notes that contain every word typed. */
export default function Search({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["planner", "api"]);
  const { dashboard, query, typed, words, objectives, objectives_count, notes, notes_count, markers, errors } =
    loaderData;
  const params = { dashboardId: dashboard.id };
  const nothing = query !== "" && objectives_count === 0 && notes_count === 0;
  // `autoFocus` works on a page load; a move within the app (the "/" shortcut, the tab) needs this.
  useEffect(() => {
    if (query === "") document.querySelector<HTMLInputElement>('form[role="search"] input[name="q"]')?.focus();
  }, [query]);
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader dashboard={dashboard} />
      <Form method="get" role="search" className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <Field
            label={t("search.label")}
            name="q"
            type="search"
            defaultValue={typed}
            errors={errors?.q}
            // An empty search page is there to be typed into: it is opened to search (the
            // tab, or "/"), and nothing else on it needs the keyboard first.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={query === ""}
            {...SEARCH_QUERY}
          />
        </div>
        <button type="submit" className="btn-primary mb-px">
          {t("search.submit")}
        </button>
      </Form>
      {query === "" ? (
        <p className={muted}>{t("search.hint")}</p>
      ) : nothing ? (
        <p role="status" className="text-neutral-600 dark:text-neutral-300">
          {t("search.nothing", { query })}
        </p>
      ) : (
        <div className="grid gap-8 lg:grid-cols-3">
          <Found
            id="found-objectives"
            heading={t("search.objectives")}
            total={objectives_count}
            shown={objectives.length}
            empty={t("search.noObjectives")}
            className="lg:col-span-2"
          >
            <ul className="flex flex-col divide-y divide-neutral-200 dark:divide-neutral-800">
              {objectives.map((o) => (
                <li key={o.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2">
                  <span className="flex min-w-0 flex-wrap items-baseline gap-2">
                    <a
                      href={`${href("/dashboards/:dashboardId", params)}?day=${o.day}`}
                      className={`link ${o.done ? "text-neutral-500 line-through dark:text-neutral-400" : ""}`}
                    >
                      <Highlight text={o.title} words={words} />
                    </a>
                    {o.done ? <span className="sr-only">{t("search.done")}</span> : null}
                    <MarkerChips ids={o.markers} markers={markers} />
                  </span>
                  <span className={muted}>{formatDay(o.day, i18n.language, "medium")}</span>
                </li>
              ))}
            </ul>
          </Found>
          <Found
            id="found-notes"
            heading={t("search.notes")}
            total={notes_count}
            shown={notes.length}
            empty={t("search.noNotes")}
          >
            <ul className="flex flex-col gap-3">
              {notes.map((n) => (
                <li key={n.id} className="note">
                  <div className="flex items-baseline justify-between gap-2">
                    <a
                      href={`${href("/dashboards/:dashboardId/notes", params)}?year=${n.year}&note=${n.id}`}
                      className="link font-medium"
                    >
                      <Highlight text={n.title} words={words} />
                    </a>
                    <span className={muted}>{n.year}</span>
                  </div>
                  {n.snippet ? (
                    <p className="text-sm break-words text-neutral-700 dark:text-neutral-300">
                      <Highlight text={n.snippet} words={words} />
                    </p>
                  ) : null}
                  <MarkerChips ids={n.markers} markers={markers} />
                </li>
              ))}
            </ul>
          </Found>
        </div>
      )}
    </div>
  );
}
