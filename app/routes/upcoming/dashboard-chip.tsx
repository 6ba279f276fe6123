import { href, Link } from "react-router";
import { DashboardDot } from "~/components/dashboard-dot";

/** A dashboard as a row names it: its name and the caller's colour for it (decision 088). */
export interface DashboardLabel {
  name: string;
  color: string;
}

/** A row's dashboard on /upcoming: its colour and name, the link to that row's day there ("Assigned to me" kept). */
export function DashboardChip({
  dashboard,
  label,
  day,
  mine,
  className = "shrink-0",
}: {
  dashboard: string;
  label: DashboardLabel | undefined;
  day: string;
  mine: boolean;
  /** Beside the row's title (a flex item that keeps its width), or as given. */
  className?: string;
}) {
  const to = href("/dashboards/:dashboardId", { dashboardId: dashboard });
  return (
    <Link
      to={`${to}?${new URLSearchParams({ day, ...(mine ? { marker: "me" } : {}) })}`}
      className={`${className} inline-flex items-center gap-1.5 rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-medium text-neutral-700 hover:underline max-sm:max-w-24 dark:bg-neutral-800 dark:text-neutral-200`}
    >
      {label ? <DashboardDot color={label.color} className="size-2" /> : null}
      <span className="truncate">{label?.name}</span>
    </Link>
  );
}
