/**
 * One's start page (Todoist's "Home view"): where signing in and the logo lead. Kept in the
 * account's metadata, as its language and name are, so the token carries it and no page
 * asks the database for it.
 */
export const HOME_VIEWS = ["dashboards", "today", "upcoming"] as const;
export type HomeView = (typeof HOME_VIEWS)[number];

/** The saved start page's path, "/dashboards" when none (or an unknown one) is saved. */
export function homePath(view: unknown): string {
  return view === "today" || view === "upcoming" ? `/${view}` : "/dashboards";
}
