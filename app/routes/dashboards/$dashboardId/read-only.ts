import type { DashboardInfo } from "~/lib/data-api";

/**
 * Nothing on the dashboard can be changed by the reader: it is archived (decision 059), or
 * they only view it (decision 066). The database refuses either way; the pages leave out
 * what would only be refused.
 */
export const readOnly = (dashboard: Pick<DashboardInfo, "archived_at" | "role">) =>
  dashboard.archived_at !== null || dashboard.role === "viewer";
