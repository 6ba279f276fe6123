import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/use-translation";
import { href, Link, useNavigate } from "react-router";
import { Icon } from "~/components/icons";
import type { Priority } from "~/lib/data-api";
import { addDays, formatDayInText } from "~/lib/dates";
import { useOptionalUser } from "~/lib/use-root-data";
import { quickDays, type QuickDay } from "./quick-days";

const PRIORITIES = [1, 2, 3, 4] as const;

/**
 * One row's actions, open because the URL says so (`?row={id}`): edit, a reminder (its page's
 * section), duplicate, move to
 * the next day, today, the weekend or next week (each with its date, as Todoist's scheduler
 * lists them: quick-days.ts) or to a day typed in its field, its priority (four flags, as
 * Todoist's task menu has them, decision 032), assign to me or to nobody (decision 037),
 * move up and down, delete. Its buttons belong to the list's form. With JavaScript, it takes the focus when
 * its "More actions" link was just pressed, and closes on Escape, a click elsewhere, or a
 * choice that is done with the row (any but Move up/down, which keep it open to press
 * again: as Todoist's menu does; a row deleted or moved away and brought back by Undo comes
 * back closed). Without, the page that answers the form has it closed. On /today and
 * /upcoming (`action`), its buttons post to the row's dashboard's day, which answers with
 * /today again (decision 038).
 */
export function RowMenu({
  dashboardId,
  day,
  objectiveId,
  index,
  count,
  top = 0,
  movable,
  priority,
  assignee,
  shared,
  labelledBy,
  close,
  copyRequestId,
  action,
  edit,
  today,
}: {
  dashboardId: string;
  /** The list's day: "Move to the next day" moves it to the one after. */
  day: string;
  objectiveId: string;
  index: number;
  count: number;
  /** The first place a row may move up to: after the day's rows with a time (decision 093). */
  top?: number;
  /** Move up and down: not when the day is shown with priority first. */
  movable: boolean;
  /** Its priority now: that flag is pressed, and the others' Undo gives it back. */
  priority: Priority;
  /** Who does it now (a member's id), if anyone. */
  assignee: string | undefined;
  /** Someone else is a member: "Assign to me" means something. */
  shared: boolean;
  labelledBy: string;
  /** The page's URL without the open row. */
  close: string;
  /** "Duplicate"'s key for this render: a double submit copies once. */
  copyRequestId: string;
  /** Where its buttons post when the list's form posts elsewhere (/today's rows). */
  action?: string;
  /** Its "Edit" link's query ("?from=today"). */
  edit?: string;
  /** Today's date: the quick moves count from it, and from today the first says "Move to
   *  tomorrow" (today's rows, and overdue ones, which move from today). */
  today: string;
}) {
  const { t } = useTranslation("common");
  const me = useOptionalUser()?.id;
  const menu = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const post = action ? { formAction: action } : undefined;
  useEffect(() => {
    const el = menu.current;
    const row = el?.parentElement;
    // Its "More actions" (on /today, "Edit" is a .row-more too).
    const trigger = row?.querySelector<HTMLElement>(".row-more[aria-expanded]");
    if (!el || !row) return;
    if (document.activeElement === trigger) el.querySelector<HTMLElement>("a, button:enabled")?.focus();
    const shut = (focus: boolean) => {
      void navigate(close, { replace: true, preventScrollReset: true });
      if (focus) trigger?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && row.contains(document.activeElement)) shut(true);
    };
    // Not on another row's "More actions": its link opens that menu, which closes this one;
    // closing first could shift the page under the pointer and lose the click.
    const onPointer = ({ target }: PointerEvent) => {
      if (!(target instanceof Element) || !(row.contains(target) || target.closest(".row-more"))) shut(false);
    };
    // Its buttons, or Enter in its day field (`MenuEnter`'s hidden one), once the form has read them.
    const form = el.closest("form")!;
    const onSubmit = ({ submitter: b }: SubmitEvent) => {
      if (b && (b.hidden || el.contains(b)) && b.getAttribute("name") !== "reorder") setTimeout(shut, 0, true);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    form.addEventListener("submit", onSubmit);
    return () => {
      form.removeEventListener("submit", onSubmit);
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [close, navigate]);
  return (
    <div ref={menu} role="group" aria-labelledby={labelledBy} className="row-menu">
      <Link to={href("/dashboards/:dashboardId/objectives/:objectiveId", { dashboardId, objectiveId }) + (edit ?? "")}>
        <Icon name="pencil" className="size-4" />
        {t("tooltip.edit")}
      </Link>
      {/* One's own reminder is set on its page (decision 074): straight to that section. */}
      <Link
        to={
          href("/dashboards/:dashboardId/objectives/:objectiveId", { dashboardId, objectiveId }) +
          (edit ?? "") +
          "#reminder"
        }
      >
        <Icon name="alarm-clock" className="size-4" />
        {t("tooltip.reminder")}
      </Link>
      <button {...post} name="duplicate" value={`${objectiveId} ${copyRequestId}`}>
        <Icon name="copy-plus" className="size-4" />
        {t("tooltip.duplicate")}
      </button>
      {quickDays(today, day).map((q) => (
        <button
          {...post}
          key={q.key}
          name="postpone"
          value={`${objectiveId} ${q.day}`}
          className={`row-move move-${q.key}`}
        >
          <QuickMove move={q} today={today} />
        </button>
      ))}
      {/* Any day: the field's `day` goes with its button; Enter in it presses the list's
          first button, `MenuEnter`'s, the same. Left empty, the browser says so there. */}
      <span className="row-menu-day">
        <input type="date" name="day" defaultValue={addDays(day, 1)} aria-label={t("tooltip.moveToDay")} required />
        <button {...post} name="postpone" value={objectiveId}>
          {t("tooltip.move")}
        </button>
      </span>
      <div role="group" aria-label={t("planner:priority.label")} className="row-menu-flags">
        {PRIORITIES.map((p) => (
          <button
            {...post}
            key={p}
            name="priority"
            value={`${objectiveId} ${p} ${priority}`}
            aria-pressed={p === priority}
            aria-label={t(`planner:priority.o${p}`)}
            title={t(`planner:priority.o${p}`)}
          >
            <Icon name="flag" className={`size-4 flag-pri${p}`} />
          </button>
        ))}
      </div>
      {shared && me && assignee !== me ? (
        <button {...post} name="assign" value={`${objectiveId} me ${assignee ?? "none"}`}>
          <Icon name="user-check" className="size-4" />
          {t("tooltip.assignMe")}
        </button>
      ) : null}
      {assignee ? (
        <button {...post} name="assign" value={`${objectiveId} none ${assignee}`}>
          <Icon name="user-x" className="size-4" />
          {t("tooltip.unassign")}
        </button>
      ) : null}
      {movable ? (
        <>
          <button {...post} name="reorder" value={`${objectiveId} ${index - 1}`} disabled={index <= top}>
            <Icon name="arrow-up" className="size-4" />
            {t("tooltip.moveUp")}
          </button>
          <button {...post} name="reorder" value={`${objectiveId} ${index + 1}`} disabled={index === count - 1}>
            <Icon name="arrow-down" className="size-4" />
            {t("tooltip.moveDown")}
          </button>
        </>
      ) : null}
      <button {...post} name="delete" value={objectiveId} className="text-red-700 dark:text-red-400">
        <Icon name="trash" className="size-4" />
        {t("tooltip.delete")}
      </button>
    </div>
  );
}

/**
 * First in a list's form while a row's menu is open: the form's default button, which Enter
 * in any of its fields presses (the menu's day field; a browser presses the first button,
 * even past a disabled one). The menu's Move, so Enter moves the row to the day typed.
 */
export function MenuEnter({ id, action }: { id: string | null | undefined; action?: string }) {
  return id ? <button hidden name="postpone" value={id} formAction={action} /> : null;
}

/**
 * A quick move's words and, at the line's end, its date ("Move to next week", "Mon, Dec 7"):
 * part of its button's name. The button's icon is drawn by CSS (`.row-move`).
 */
export function QuickMove({ move, today }: { move: QuickDay; today: string }) {
  const { t, i18n } = useTranslation("common");
  return (
    <>
      {t(`tooltip.${move.key}`)}
      <span className="row-menu-hint">{formatDayInText(move.day, i18n.language, Number(today.slice(0, 4)))}</span>
    </>
  );
}
