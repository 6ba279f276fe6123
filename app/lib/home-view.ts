import { isUuid } from "./uuid";

/**
 * One's start page (Todoist's "Home view"): where signing in and the logo lead. Kept in the
 * account's metadata, as its language and name are, so the token carries it and no page
 * asks the database for it. One of the views, or a dashboard's id (its day).
 */
export const HOME_VIEWS = ["dashboards", "today", "upcoming"] as const;

/** What a start page may be: a view, or a dashboard's id. */
export const isHomeView = (view: unknown): view is string =>
  HOME_VIEWS.includes(view as (typeof HOME_VIEWS)[number]) || isUuid(view);

/** The saved start page's path, "/dashboards" when none (or an unknown one) is saved. */
export function homePath(view: unknown): string {
  if (view === "today" || view === "upcoming") return `/${view}`;
  return isUuid(view) ? `/dashboards/${view.toLowerCase()}` : "/dashboards";
}

/** The start page a path is (`homePath`'s inverse): the settings' choice. */
export const homeViewOf = (path: string) => path.replace(/^\/(?:dashboards\/(?=.))?/, "");
