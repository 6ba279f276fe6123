import { href, Link } from "react-router";

/**
 * A row's "Edit": the objective's page, with `query` saying where to come back to (on /today
 * and /upcoming `?from=`, with "Assigned to me" kept). Named by the list's hidden label
 * `l-edit` and the row's title; shown on hover and focus as the day view's "More actions",
 * always on touch screens.
 */
export function EditLink({
  dashboardId,
  objectiveId,
  title,
  query,
}: {
  dashboardId: string;
  objectiveId: string;
  /** The id of the row's title. */
  title: string;
  query: string;
}) {
  const page = href("/dashboards/:dashboardId/objectives/:objectiveId", { dashboardId, objectiveId });
  return <Link to={page + query} aria-labelledby={`l-edit ${title}`} className="row-more row-edit" />;
}
