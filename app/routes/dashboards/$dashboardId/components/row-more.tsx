import type { Objective } from "~/lib/data-api";
import { RowMenu } from "./row-menu";

/** Where a row's "More actions" stands in its list: open or not, and how to open or close it. */
export interface RowMoreState {
  /** Its menu is open (the address's `?row=` is this row). */
  open: boolean;
  /** The address with a row's menu open, or (null) none. */
  link: (row: string | null) => string;
  /** Someone else is a member of its dashboard: the menu offers "Assign to me". */
  shared: boolean;
  /** "Duplicate"'s key for this render: a double submit copies once. */
  copyRequestId: string;
  /** Where its buttons post when not to the list's form's own action (/today's rows). */
  action?: string;
  /** Its "Edit" link's query ("?from=today"). */
  edit?: string;
}

/**
 * A row's "More actions" and, when open, its menu (row-menu.tsx), for rows drawn one by one:
 * /today's, /upcoming's and the overdue ones. Not Move up/down: their order is their day's.
 * An overdue row's menu moves from today (`late`), so its quick move is to tomorrow, as a row
 * of today's is. Named by a hidden label (`label`: the list's `l-more`, the overdue list's
 * `l-omore`) and the row's title. The day's own rows draw the same inline (a hundred of
 * them, with Move up/down).
 */
export function RowMore({
  o,
  dashboardId,
  title,
  state,
  today,
  late,
  label = "l-more",
}: {
  o: Objective;
  dashboardId: string;
  /** The id of the row's title. */
  title: string;
  state: RowMoreState;
  /** Today's date: the menu's quick moves count from it. */
  today: string;
  late?: boolean;
  label?: string;
}) {
  return (
    <>
      {/* Its icon is drawn by CSS (.row-more). */}
      {/* eslint-disable-next-line jsx-a11y/anchor-has-content */}
      <a
        href={`${state.link(state.open ? null : o.id)}#${title}`}
        aria-labelledby={`${label} ${title}`}
        aria-expanded={state.open}
        className="row-more"
      />
      {state.open ? (
        <RowMenu
          dashboardId={dashboardId}
          day={late ? today : o.day}
          objectiveId={o.id}
          index={0}
          count={1}
          movable={false}
          priority={o.priority ?? 4}
          assignee={o.assignee ?? undefined}
          shared={state.shared}
          labelledBy={`${label} ${title}`}
          close={state.link(null)}
          copyRequestId={state.copyRequestId}
          action={state.action}
          edit={state.edit}
          today={today}
        />
      ) : null}
    </>
  );
}
