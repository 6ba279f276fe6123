import { href, Link } from "react-router";

/**
 * A row's "Edit": the objective's page, with `query` saying where to come back to (on /today
 * and /upcoming `?from=`, with "Assigned to me" kept). Named by a list's hidden label
 * (`l-edit`, or an overdue list's `l-oedit`) and the row's title; shown on hover and focus as
 * the day view's "More actions", always on touch screens.
 */
export function EditLink({
  dashboardId,
  objectiveId,
  title,
  query,
  label = "l-edit",
}: {
  dashboardId: string;
  objectiveId: string;
  /** The id of the row's title. */
  title: string;
  query: string;
  label?: string;
}) {
  const page = href("/dashboards/:dashboardId/objectives/:objectiveId", { dashboardId, objectiveId });
  return <Link to={page + query} aria-labelledby={`${label} ${title}`} className="row-more row-edit" />;
}
