import { href, Link } from "react-router";
import { openedFromQuery, type OpenedFrom } from "~/lib/opened-from";

/**
 * A row's "Edit" on /today and /upcoming: the objective's page, which goes back to this list
 * after Save or Cancel (`?from=`, with "Assigned to me" kept). Named by the list's hidden
 * label `l-edit` and the row's title; shown on hover and focus as the day view's "More actions".
 */
export function EditLink({
  dashboardId,
  objectiveId,
  title,
  from,
  mine,
  week,
}: {
  dashboardId: string;
  objectiveId: string;
  /** The id of the row's title. */
  title: string;
  from: OpenedFrom;
  mine: boolean;
  /** /upcoming's week, past its first: the way back comes to it. */
  week?: string;
}) {
  const page = href("/dashboards/:dashboardId/objectives/:objectiveId", { dashboardId, objectiveId });
  return (
    <Link
      to={page + openedFromQuery(from, mine, week)}
      aria-labelledby={`l-edit ${title}`}
      className="row-more row-edit"
    />
  );
}
