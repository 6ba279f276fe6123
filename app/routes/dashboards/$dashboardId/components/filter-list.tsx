import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/use-translation";
import { filterUsage } from "./filter-usage";
import { Form, Link, useLocation } from "react-router";
import { ConfirmPanel } from "~/components/confirm-panel";
import { Field } from "~/components/field";
import { Icon } from "~/components/icons";
import { useViewLinkClicks, ViewLink } from "~/components/view-link";
import type { FormFailure } from "~/lib/forms";
import type { MarkerUse } from "~/lib/data-api";
import { chipClass } from "~/lib/marker-colors";
import { paramLinks } from "~/lib/view-params";
import { MARKER_NAME } from "../fields";
import { ColorPicker } from "./color-picker";

interface Props {
  markers: MarkerUse[];
  /** The filter whose deletion waits for a yes (`?confirm={id}`). */
  confirm: string | null;
  /** The page's refused submission, if any. */
  failure?: FormFailure;
}

/**
 * The dashboard's filters, a row each: the chip, how much carries it, and two quiet icons.
 * Edit opens the row's form in place (`?edit={id}`, a view link), so the page carries one
 * form of eighteen colours, not one per filter; Delete asks first (`?confirm={id}`).
 */
export function FilterList({ markers, confirm, failure }: Props) {
  const { t } = useTranslation(["planner", "api"]);
  const { search } = useLocation();
  const onClick = useViewLinkClicks();
  const values = failure?.values;
  const refused = values?.intent === "update-marker" ? values.markerId : null;
  const editing = refused ?? new URLSearchParams(search).get("edit");
  const editLink = paramLinks(search, "edit");
  // A row's form opened from its edit link takes the focus, as a row's menu on the day does.
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!editing || !(active instanceof HTMLElement) || !list.current?.contains(active)) return;
    if (active.getAttribute("aria-expanded") === "true")
      active.closest("li")?.querySelector<HTMLInputElement>("input[name=name]")?.focus();
  }, [editing]);
  if (markers.length === 0)
    return <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("filters:empty")}</p>;
  return (
    // Edit links' clicks (a pointer's or Enter's) bubble here: see useViewLinkClicks.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <ul ref={list} className="rows" onClick={onClick}>
      {markers.map((m, i) => {
        const open = editing === m.id;
        const anchor = `f${i}`;
        return (
          <li key={m.id} id={anchor} className="flex flex-col gap-3 px-3 py-2">
            <div className="flex items-center gap-2">
              <span
                className={`min-w-0 rounded-xl px-2 py-0.5 text-sm font-medium wrap-anywhere ${chipClass(m.color)}`}
              >
                {m.name}
              </span>
              <span className="ml-auto text-sm text-neutral-600 dark:text-neutral-300">
                {filterUsage(t, m.objectives, m.notes)}
              </span>
              <a
                // Opening has no fragment: a page with a target skips autofocus, which
                // scrolls to the form anyway.
                href={open ? `${editLink(null)}#${anchor}` : editLink(m.id)}
                aria-label={t("filters:edit", { name: m.name })}
                aria-expanded={open}
                data-tooltip={t("common:tooltip.edit")}
                className="icon-btn"
              >
                <Icon name="pencil" className="size-4" />
              </a>
              <Link
                to={`?confirm=${m.id}#${anchor}`}
                aria-label={t("filters:deleteNamed", { name: m.name })}
                data-tooltip={t("common:tooltip.delete")}
                className="icon-btn hover:text-red-700 dark:hover:text-red-400"
                preventScrollReset
              >
                <Icon name="trash" className="size-4" />
              </Link>
            </div>
            {open ? (
              <Form method="post" className="flex flex-col gap-3 pb-1">
                <input type="hidden" name="intent" value="update-marker" />
                <input type="hidden" name="markerId" value={m.id} />
                <Field
                  label={t("filters:name")}
                  name="name"
                  defaultValue={refused === m.id ? values?.name : m.name}
                  errors={refused === m.id ? failure?.errors?.name : undefined}
                  // A page loaded with the form open (no JavaScript, or not yet) focuses the
                  // name, as the effect above does once hydrated: only after Edit or a refused save.
                  // eslint-disable-next-line jsx-a11y/no-autofocus
                  autoFocus
                  {...MARKER_NAME}
                />
                <ColorPicker
                  name="color"
                  idPrefix={anchor}
                  value={(refused === m.id && values?.color) || m.color}
                  errors={refused === m.id ? failure?.errors?.color : undefined}
                />
                <div className="flex items-center gap-3">
                  <button type="submit" className="btn-secondary">
                    {t("save")}
                  </button>
                  <ViewLink to={editLink(null)} anchor={anchor} className="link text-sm">
                    {t("cancel")}
                  </ViewLink>
                </div>
              </Form>
            ) : null}
            {confirm === m.id ? (
              <ConfirmPanel
                id={`confirm-${m.id}`}
                title={t("filters:confirmTitle")}
                text={t("filters:confirmText")}
                confirmLabel={t("filters:delete")}
                cancelLabel={t("cancel")}
                fields={{ intent: "delete-marker", markerId: m.id, confirm: "delete" }}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
