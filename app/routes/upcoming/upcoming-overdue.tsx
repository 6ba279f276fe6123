import { Form, href, Link, useNavigation } from "react-router";
import { FetcherMarker } from "~/components/fetcher-marker";
import type { Marker, Objective } from "~/lib/data-api";
import { useTranslation } from "~/lib/use-translation";
import {
  OverdueLabels,
  OverdueRow,
  Reschedule,
  RescheduleForm,
} from "../dashboards/$dashboardId/components/overdue-list";
import type { FieldMessage } from "~/lib/forms";
import { MenuEnter } from "../dashboards/$dashboardId/components/row-menu";
import { useListSubmit } from "../dashboards/$dashboardId/use-list-submit";
import { useViewLinkClicks } from "~/components/view-link";
import { EditAndMore, rowAction, type RowMenus } from "../today/row-more";
import { isGone, reschedulingAll, type pending } from "../today/today-lists";
import { DashboardChip, type DashboardLabel } from "./dashboard-chip";

type Row = Objective & { dashboard: string };

/**
 * The first week's "Overdue" (Todoist's Upcoming starts with it): every dashboard's open
 * objectives before today, the oldest first, each with its day and its dashboard, done mark,
 * "Move to today", Edit and its menu (tomorrow, the weekend, next week…); with JavaScript and
 * a mouse, dragged onto a day below; "Reschedule", all of them to a day (the day view's, for
 * every dashboard at once). Rows on their way out (done, moved, deleted) are hidden and no
 * longer counted, and the list while all of it moves. Past the rows given, the rest are on /today.
 */
export function UpcomingOverdue({
  rows,
  more,
  today,
  state,
  menus,
  item,
  dashboards,
  markers,
  people,
  mine,
  refused,
}: {
  /** The ones shown (a drag under way has taken its row out). */
  rows: Row[];
  /** How many more there are than the page was given (on /today). */
  more: number;
  today: string;
  state: ReturnType<typeof pending>;
  menus: RowMenus;
  /** What makes a row draggable onto a day (useCalendarMoves). */
  item: (o: Row) => React.LiHTMLAttributes<HTMLLIElement>;
  dashboards: Record<string, DashboardLabel>;
  markers: Marker[];
  people: Record<string, string>;
  mine: boolean;
  /** "Reschedule" refused: why, and the day as typed. */
  refused?: { errors?: FieldMessage[]; to?: string };
}) {
  const { t } = useTranslation("planner");
  const onSubmit = useListSubmit();
  const onClick = useViewLinkClicks();
  const gone = (o: Row) => isGone(o, state);
  const left = rows.filter((o) => !gone(o)).length + more;
  // All of it on its way to another day.
  const moving = reschedulingAll(useNavigation().formData, "reschedule");
  if (left <= 0 || moving) return null;
  const open = rows.find((o) => o.id === menus.open);
  return (
    <section id="overdue" aria-labelledby="overdue-title">
      <OverdueLabels />
      <RescheduleForm id="reschedule" />
      <Form method="post" onSubmit={onSubmit}>
        <FetcherMarker />
        <MenuEnter id={open?.id} action={open && rowAction(open.dashboard, menus)} />
        <div className="overdue">
          <div className="relative flex flex-wrap items-center gap-2">
            <h2 id="overdue-title" className="mr-auto font-semibold text-amber-900 dark:text-amber-100">
              {t("overdue.title", { count: left })}
            </h2>
            <Reschedule today={today} refused={refused} id="reschedule" />
          </div>
          {/* Its rows' "More actions" open in place with JavaScript (view links). */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
          <ul onClick={onClick}>
            {rows.map((o, i) => (
              <OverdueRow
                key={o.id}
                o={o}
                title={`v${i}`}
                markers={markers}
                people={people}
                buttons={{ toggle: `${o.id} true`, move: `${o.id} ${o.dashboard}` }}
                dashboardId={o.dashboard}
                today={today}
                hidden={gone(o)}
                item={item(o)}
                where={
                  <DashboardChip
                    dashboard={o.dashboard}
                    label={dashboards[o.dashboard]}
                    day={o.day}
                    mine={mine}
                    className="ml-2 max-w-40 align-bottom"
                  />
                }
                more={<EditAndMore o={o} dashboardId={o.dashboard} title={`v${i}`} menus={menus} today={today} late />}
              />
            ))}
          </ul>
          {/* The rest, each dashboard's, are on /today. */}
          {more > 0 ? (
            <Link to={href("/today") + (mine ? "?marker=me" : "")} className="link self-start text-sm">
              {t("overdue.showAll", { count: left })}
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
