/**
 * Where a dashboard's page (an objective's, the Select page, a row's menu's answer) was
 * opened from, so it goes back there. Apart from view-params.ts: the day view loads that
 * module, and needs none of this.
 */

/** The lists across dashboards that open a dashboard's pages and get the person back after. */
export type OpenedFrom = "today" | "upcoming";

/**
 * The query a list's link adds (its reader is `openedFrom`): "?from=today&marker=me", and on
 * /upcoming past its first week, that week's first day ("&week=2026-12-07"), or as a month,
 * that month ("&month=2026-12", decision 089).
 */
export function openedFromQuery(from: OpenedFrom, mine: boolean, week?: string, month?: string): string {
  return `?from=${from}${mine ? "&marker=me" : ""}${week ? `&week=${week}` : ""}${month ? `&month=${month}` : ""}`;
}

function readFrom(params: URLSearchParams): { from: OpenedFrom; mine: boolean; week?: string; month?: string } | null {
  const from = params.get("from");
  if (from !== "today" && from !== "upcoming") return null;
  const week = params.get("week");
  const month = params.get("month");
  // Only a date's shape: /upcoming reads it again (and says so when it is no day).
  return {
    from,
    mine: params.getAll("marker").includes("me"),
    ...(from === "upcoming" && week && /^\d{4}-\d\d-\d\d$/.test(week) ? { week } : {}),
    ...(from === "upcoming" && month && /^\d{4}-\d\d$/.test(month) ? { month } : {}),
  };
}

/**
 * `?from=today` or `?from=upcoming`: the page (an objective's, a dashboard's Select) was opened
 * from that list, and goes back there after a change and on Cancel, with "Assigned to me"
 * (`marker=me`) still on, and /upcoming at the week it showed. Only these values are read:
 * the address sends nobody elsewhere. `query` is what the page's own links and redirects
 * keep (`keepOpenedFrom`).
 */
export function openedFrom(url: URL): { from: OpenedFrom; back: string; query: string } | null {
  const opened = readFrom(url.searchParams);
  if (!opened) return null;
  const { from, mine, week, month } = opened;
  const back = new URLSearchParams({
    ...(week ? { from: week } : {}),
    ...(month ? { month } : {}),
    ...(mine ? { marker: "me" } : {}),
  }).toString();
  return { from, back: `/${from}${back ? `?${back}` : ""}`, query: openedFromQuery(from, mine, week, month) };
}

/**
 * The query of a page's link or redirect to itself (a comment's form, a step's, after a
 * change): of the current `search`, only where the page was opened from, then `extra`
 * ("editComment=…"). "" when there is nothing to keep.
 */
export function keepOpenedFrom(search: string, extra = ""): string {
  const opened = readFrom(new URLSearchParams(search));
  const kept = opened ? openedFromQuery(opened.from, opened.mine, opened.week, opened.month) : "";
  if (!extra) return kept;
  return kept ? `${kept}&${extra}` : `?${extra}`;
}
