import { href, useLocation } from "react-router";
import type { Objective } from "~/lib/data-api";
import { openedFromQuery, type OpenedFrom } from "~/lib/opened-from";
import { paramLinks } from "~/lib/view-params";
import { RowMenu } from "../dashboards/$dashboardId/components/row-menu";

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
 * A row's "More actions" on /today and /upcoming, and its menu when open: the day view's
 * (row-menu.tsx), whose buttons post to the row's dashboard's day with `?from=`, which
 * answers with this list again (decision 038). Not Move up/down: the order is the day's.
 * Named by the list's hidden label `l-more` and the row's title.
 */
export function RowMore({
  o,
  dashboardId,
  title,
  menus,
}: {
  o: Objective;
  dashboardId: string;
  /** The id of the row's title. */
  title: string;
  menus: RowMenus;
}) {
  const open = menus.open === o.id;
  return (
    <>
      {/* Its icon is drawn by CSS (.row-more). */}
      {/* eslint-disable-next-line jsx-a11y/anchor-has-content */}
      <a
        href={`${menus.link(open ? null : o.id)}#${title}`}
        aria-labelledby={`l-more ${title}`}
        aria-expanded={open}
        className="row-more"
      />
      {open ? (
        <RowMenu
          dashboardId={dashboardId}
          day={o.day}
          objectiveId={o.id}
          index={0}
          count={1}
          movable={false}
          priority={o.priority ?? 4}
          assignee={o.assignee ?? undefined}
          shared={menus.shared.has(dashboardId)}
          labelledBy={`l-more ${title}`}
          close={menus.link(null)}
          copyRequestId={menus.copyRequestId}
          action={rowAction(dashboardId, menus)}
          edit={menus.back}
        />
      ) : null}
    </>
  );
}
