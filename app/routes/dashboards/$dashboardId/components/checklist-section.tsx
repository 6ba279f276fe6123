import { useEffect, useRef } from "react";
import { plainText } from "~/lib/rich-text";
import { richText } from "~/components/rich-text";
import { Form, Link, useFetcher, useLocation } from "react-router";
import { FetcherMarker } from "~/components/fetcher-marker";
import { Field, FieldMessages } from "~/components/field";
import { Icon } from "~/components/icons";
import type { ChecklistItem } from "~/lib/data-api";
import { focusIfLost } from "~/lib/focus";
import { FETCHER_FIELD, type FieldMessage, type FormFailure } from "~/lib/forms";
import { useHydrated } from "~/lib/use-hydrated";
import { useDragReorder, type RowDragProps } from "~/lib/use-drag-reorder";
import type { GripProps } from "~/lib/use-touch-reorder";
import { useTranslation } from "~/lib/use-translation";
import { keepOpenedFrom } from "~/lib/opened-from";
import { CHECKLIST_ITEM } from "../fields";
import { AddStepForm } from "./checklist-add-form";

interface Props {
  items: ChecklistItem[];
  /** The step whose edit form is open (`?editItem=`): its title, and moving it. */
  editing: string | null;
  /** A step was just added without JavaScript: the field is ready for the next (`?addItem`). */
  adding: boolean;
  requestId: string;
  /** The open step's "Make it an objective" key: a double submit makes one. */
  moveOutRequestId: string;
  /** The page's refused submission of one of the checklist's forms: messages and what was typed. */
  refused?: FormFailure;
  /** An archived dashboard's (decision 059): no "Edit" to open, nothing to drag. */
  readOnly?: boolean;
}

/**
 * The objective's steps (decision 045): tick them off, rename, delete (with Undo), add at
 * the end. Each step is one small form of buttons, the same without JavaScript; with it, a
 * tick or a deletion shows at once, before the answer, and steps are also dragged to a new
 * place (the edit form's "Move up" and "Move down" do it without).
 */
export function ChecklistSection({
  items,
  editing: asked,
  adding,
  requestId,
  moveOutRequestId,
  refused,
  readOnly = false,
}: Props) {
  const { t } = useTranslation(["objective", "planner"]);
  // A refused rename keeps its form open with what was typed, whatever the address says.
  const renameRefusal = refused?.values.intent === "rename-item" ? refused : undefined;
  const editing = readOnly ? null : (renameRefusal?.values.itemId ?? asked);
  const addRefusal = refused?.values.intent?.startsWith("add-item") ? refused : undefined;
  const done = items.filter((i) => i.done).length;
  const drag = useDragOrder(items, !readOnly);
  return (
    <section
      id="checklist"
      aria-labelledby="checklist-title"
      // Beside the form on wide screens: no rule above it there.
      className="flex flex-col gap-2 border-t border-neutral-200 pt-6 lg:border-t-0 lg:pt-0 dark:border-neutral-800"
    >
      <h3 id="checklist-title" className="flex items-baseline gap-2 text-lg font-semibold">
        {t("checklist.title")}{" "}
        {items.length ? (
          <span className="text-sm font-normal text-neutral-600 dark:text-neutral-400">
            {t("checklist.progress", { done, count: items.length })}
          </span>
        ) : null}
      </h3>
      {items.length ? (
        // The heading says it in words; no style attribute (the CSP allows none).
        <progress
          aria-hidden
          value={done}
          max={items.length}
          className="h-1 w-full appearance-none overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-800 [&::-moz-progress-bar]:bg-primary-600 [&::-webkit-progress-bar]:bg-neutral-200 dark:[&::-webkit-progress-bar]:bg-neutral-800 [&::-webkit-progress-value]:bg-primary-600"
        />
      ) : null}
      <FieldMessages id="checklist-error" errors={refused?.errors.checklist} />
      {items.length ? (
        <ul className="flex flex-col">
          {drag.items.map((item, i) =>
            editing === item.id ? (
              <EditForm
                key={item.id}
                item={item}
                last={item.position >= items.length}
                errors={renameRefusal?.errors.title}
                typed={renameRefusal?.values.title}
                moveOutRequestId={moveOutRequestId}
              />
            ) : (
              <ChecklistRow
                key={item.id}
                item={item}
                drag={drag.row(item.id, i)}
                grip={drag.grip(item.id)}
                readOnly={readOnly}
              />
            ),
          )}
        </ul>
      ) : (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t("checklist.none")}</p>
      )}
      <AddStepForm
        requestId={requestId}
        adding={adding}
        errors={addRefusal?.errors.title ?? addRefusal?.errors.titles}
        typed={addRefusal?.values.title}
      />
    </section>
  );
}

/**
 * One step: its tick, its title, "Edit" (a link: its form opens in the address) and a
 * delete button. Named buttons pick the intent (`tick-item`, `delete-item`).
 */
function ChecklistRow({
  item,
  drag,
  grip,
  readOnly,
}: {
  item: ChecklistItem;
  drag: RowDragProps | null;
  grip: GripProps;
  readOnly: boolean;
}) {
  const { t } = useTranslation(["objective", "planner"]);
  const fetcher = useFetcher({ key: `item-${item.id}` });
  const { search } = useLocation();
  const sent = fetcher.formData;
  // Deleted: gone at once (the flash's Undo brings it back).
  if (sent?.has("delete-item")) return null;
  const tick = sent?.get("tick-item");
  const done = typeof tick === "string" ? tick.endsWith(" true") : item.done;
  return (
    <li id={`item-${item.id}`} className="flex min-h-9 items-center gap-2" {...drag}>
      {drag ? (
        <span className="row-grip" {...grip}>
          <Icon name="grip-vertical" />
        </span>
      ) : null}
      <fetcher.Form method="post" preventScrollReset className="flex flex-1 items-center gap-3">
        <FetcherMarker />
        <button
          name="tick-item"
          value={`${item.id} ${!done}`}
          aria-label={t(done ? "checklist.untick" : "checklist.tick", { title: plainText(item.title) })}
          className={done ? "check check-on size-4.5 rounded-md" : "check size-4.5 rounded-md"}
        >
          {done ? <Icon name="check" className="size-3" /> : null}
        </button>
        <span
          className={`min-w-0 flex-1 text-sm break-words${done ? " text-neutral-500 line-through dark:text-neutral-400" : ""}`}
        >
          {richText(item.title)}
        </span>
        {readOnly ? null : (
          <Link
            to={keepOpenedFrom(search, `editItem=${item.id}`)}
            preventScrollReset
            className="link text-xs print:hidden"
            aria-label={t("checklist.editLabel", { title: plainText(item.title) })}
          >
            {t("checklist.edit")}
          </Link>
        )}
        <button
          name="delete-item"
          value={item.id}
          aria-label={t("checklist.deleteLabel", { title: plainText(item.title) })}
          title={t("checklist.delete")}
          className="rounded p-1 text-neutral-500 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-primary-600 print:hidden dark:text-neutral-400 dark:hover:text-red-400"
        >
          <Icon name="trash" className="size-4" />
        </button>
      </fetcher.Form>
    </li>
  );
}

/**
 * A step's title in a field, with Save and Cancel (it takes the focus when it opens); below,
 * "Move up" and "Move down", which keep it open for the next move, and "Make it an
 * objective", which takes it out of the list (the message's Undo puts it back).
 */
function EditForm({
  item,
  last,
  errors,
  typed,
  moveOutRequestId,
}: {
  item: ChecklistItem;
  last: boolean;
  errors?: FieldMessage[];
  typed?: string;
  moveOutRequestId: string;
}) {
  const { t } = useTranslation(["objective", "planner"]);
  const { pathname, search } = useLocation();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => focusIfLost(form.current?.querySelector("input:not([type=hidden])")), []);
  return (
    <li id={`item-${item.id}`} className="py-1.5">
      <Form ref={form} method="post" preventScrollReset className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="rename-item" />
        <input type="hidden" name="itemId" value={item.id} />
        <Field
          label={t("checklist.field")}
          name="title"
          defaultValue={typed ?? item.title}
          errors={errors}
          // A page loaded with the form open (no JavaScript, or a refused save) starts in it.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          {...CHECKLIST_ITEM}
        />
        <div className="flex items-center gap-3">
          <button type="submit" className="btn-primary">
            {t("checklist.save")}
          </button>
          <Link
            to={`${pathname}${keepOpenedFrom(search)}#item-${item.id}`}
            preventScrollReset
            className="btn-secondary"
          >
            {t("cancel")}
          </Link>
        </div>
      </Form>
      <div className="mt-2 flex flex-wrap gap-2">
        {item.position > 1 || !last ? (
          <Form method="post" preventScrollReset className="flex gap-2">
            <input type="hidden" name="intent" value="move-item" />
            <input type="hidden" name="itemId" value={item.id} />
            {item.position > 1 ? (
              <button name="position" value={item.position - 1} className="btn-secondary gap-1 py-1 text-sm">
                <Icon name="arrow-up" className="size-4" />
                {t("checklist.moveUp")}
              </button>
            ) : null}
            {!last ? (
              <button name="position" value={item.position + 1} className="btn-secondary gap-1 py-1 text-sm">
                <Icon name="arrow-down" className="size-4" />
                {t("checklist.moveDown")}
              </button>
            ) : null}
          </Form>
        ) : null}
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="item-to-objective" />
          <input type="hidden" name="itemId" value={item.id} />
          <input type="hidden" name="requestId" value={moveOutRequestId} />
          <button type="submit" className="btn-secondary gap-1 py-1 text-sm">
            <Icon name="arrow-right" className="size-4" />
            {t("checklist.toObjective")}
          </button>
        </Form>
      </div>
    </li>
  );
}

/**
 * Dragging steps to a new place, with JavaScript (as the day's rows are dragged): the drop
 * saves the move through a fetcher, and the list shows it moved while it is saved.
 */
function useDragOrder(items: ChecklistItem[], movable: boolean) {
  const fetcher = useFetcher({ key: "drag-item" });
  const sent = fetcher.formData;
  const moving = typeof sent?.get("itemId") === "string" ? String(sent.get("itemId")) : null;
  let shown = items;
  if (moving) {
    const from = items.findIndex((i) => i.id === moving);
    const to = Number(sent?.get("position")) - 1;
    if (from >= 0 && to >= 0) {
      shown = items.filter((i) => i.id !== moving);
      shown.splice(Math.min(to, shown.length), 0, items[from]!);
    }
  }
  const move = (item: string, index: number) =>
    void fetcher.submit(
      { intent: "move-item", itemId: item, position: String(index + 1), [FETCHER_FIELD]: "1" },
      { method: "post" },
    );
  const hydrated = useHydrated();
  const { row, grip } = useDragReorder(hydrated && movable, move);
  return { items: shown, row, grip };
}
