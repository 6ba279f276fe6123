import { href, useLocation } from "react-router";
import { openedFromQuery, type OpenedFrom } from "~/lib/opened-from";
import { paramLinks } from "~/lib/view-params";
import type { Objective } from "~/lib/data-api";
import { EditLink } from "../dashboards/$dashboardId/components/edit-link";
import { RowMore, type RowMoreState } from "../dashboards/$dashboardId/components/row-more";

/** What a row's menu needs from its list: which row's is open (`?row=`), its links, and more. */
export interface RowMenus {
  open: string | null;
  link: (row: string | null) => string;
  /** The way back to this list that its rows' Edit and menus carry ("?from=today&marker=me"). */
  back: string;
  /** The dashboards with other members: their rows' menus offer "Assign to me". */
  shared: ReadonlySet<string>;
  /** "Duplicate"'s key for this render: a double submit copies once. */
  copyRequestId: string;
  from: OpenedFrom;
  mine: boolean;
  /** /upcoming's week, past its first: the way back comes to it. */
  week?: string;
}

/** The list's menus, read once from the address (a hundred rows need no hook each). */
export function useRowMenus(menus: Omit<RowMenus, "open" | "link" | "back">): RowMenus {
  const { search } = useLocation();
  return {
    ...menus,
    open: new URLSearchParams(search).get("row"),
    link: paramLinks(search, "row"),
    back: openedFromQuery(menus.from, menus.mine, menus.week),
  };
}

/** Where a row's menu posts: its dashboard's day, which answers with this list again. */
export const rowAction = (dashboardId: string, menus: RowMenus) =>
  href("/dashboards/:dashboardId", { dashboardId }) + menus.back;

/**
 * A row's "More actions" on /today and /upcoming (`RowMore`): its menu's buttons post to the
 * row's dashboard's day with `?from=`, which answers with this list again (decision 038).
 */
export function rowMoreState(menus: RowMenus, dashboardId: string, id: string): RowMoreState {
  return {
    open: menus.open === id,
    link: menus.link,
    shared: menus.shared.has(dashboardId),
    copyRequestId: menus.copyRequestId,
    action: rowAction(dashboardId, menus),
    edit: menus.back,
  };
}

/**
 * A row's "Edit" and "More actions" on /today and /upcoming, both coming back to this list; an
 * overdue row's (`late`) menu moves from today and is named by the overdue list's label.
 */
export function EditAndMore({
  o,
  dashboardId,
  title,
  menus,
  today,
  late,
}: {
  o: Objective;
  dashboardId: string;
  /** The id of the row's title. */
  title: string;
  menus: RowMenus;
  today: string;
  late?: boolean;
}) {
  return (
    <>
      <EditLink dashboardId={dashboardId} objectiveId={o.id} title={title} query={menus.back} />
      <RowMore
        o={o}
        dashboardId={dashboardId}
        title={title}
        state={rowMoreState(menus, dashboardId, o.id)}
        today={today}
        late={late}
        label={late ? "l-omore" : undefined}
      />
    </>
  );
}
