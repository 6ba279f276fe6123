import { href, Link } from "react-router";

/** A row's dashboard on /upcoming: its name, the link to that row's day there ("Assigned to me" kept). */
export function DashboardChip({
  dashboard,
  name,
  day,
  mine,
  className = "shrink-0",
}: {
  dashboard: string;
  name: string | undefined;
  day: string;
  mine: boolean;
  /** Beside the row's title (a flex item that keeps its width), or as given. */
  className?: string;
}) {
  const to = href("/dashboards/:dashboardId", { dashboardId: dashboard });
  return (
    <Link
      to={`${to}?${new URLSearchParams({ day, ...(mine ? { marker: "me" } : {}) })}`}
      className={`${className} truncate rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-medium text-neutral-700 hover:underline max-sm:max-w-24 dark:bg-neutral-800 dark:text-neutral-200`}
    >
      {name}
    </Link>
  );
}
