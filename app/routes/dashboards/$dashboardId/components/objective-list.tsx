import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { href, Link, useFetcher, useFetchers, type Fetcher } from "react-router";
import { FetcherMarker } from "~/components/fetcher-marker";
import { Icon } from "~/components/icons";
import { FETCHER_FIELD } from "~/lib/forms";
import { useHydrated } from "~/lib/use-hydrated";
import type { Marker, Objective } from "~/lib/data-api";
import { MarkerChips } from "./marker-chips";

const fetcherKey = (intent: string, id: string) => `${intent}:${id}`;

/**
 * What the list looks like while changes are on their way: a pending reorder moves its
 * item, a pending delete hides it. Derived from the router's fetchers, never stored.
 * Hidden, not removed: unmounting the item would abort its delete fetcher's follow-up.
 */
function withPending(objectives: Objective[], fetchers: Fetcher[]): { list: Objective[]; deleting: Set<string> } {
  let list = objectives;
  const deleting = new Set<string>();
  for (const f of fetchers) {
    const intent = f.formData?.get("intent");
    const id = f.formData?.get("objectiveId");
    if (!intent || typeof id !== "string") continue;
    if (intent === "delete") deleting.add(id);
    if (intent === "reorder") {
      const moving = list.find((o) => o.id === id);
      if (!moving) continue;
      const rest = list.filter((o) => o.id !== id);
      const index = Math.max(0, Math.min(Number(f.formData?.get("index")), rest.length));
      list = [...rest.slice(0, index), moving, ...rest.slice(index)];
    }
  }
  return { list, deleting };
}

/**
 * Every row's texts, translated once per list: calling i18next five times per row was a
 * fifth of the day view's render. A label with the title is filled in per row.
 */
function useRowLabels() {
  const { t } = useTranslation("planner");
  return useMemo(() => {
    const slot = "\u0000";
    const named = (key: string) => {
      const text = t(key, { title: slot });
      return (title: string) => text.replace(slot, () => title);
    };
    return {
      markDone: named("objective.markDone"),
      markNotDone: named("objective.markNotDone"),
      moveUp: named("objective.moveUp"),
      moveDown: named("objective.moveDown"),
      edit: named("objective.edit"),
      delete: named("objective.delete"),
      tip: {
        markDone: t("common:tooltip.markDone"),
        markNotDone: t("common:tooltip.markNotDone"),
        moveUp: t("common:tooltip.moveUp"),
        moveDown: t("common:tooltip.moveDown"),
        edit: t("common:tooltip.edit"),
        delete: t("common:tooltip.delete"),
      },
    };
  }, [t]);
}

type RowLabels = ReturnType<typeof useRowLabels>;

/** The day's objectives: done toggle, reorder (buttons, or drag with JavaScript), edit, delete. */
export function ObjectiveList({
  dashboardId,
  objectives,
  markers,
}: {
  dashboardId: string;
  objectives: Objective[];
  markers: Marker[];
}) {
  const labels = useRowLabels();
  const fetchers = useFetchers();
  const { list, deleting } = withPending(objectives, fetchers);
  const hydrated = useHydrated();
  const drag = useFetcher({ key: "drag-reorder" });
  // The ref is set synchronously on dragstart, before React re-renders: dragover and drop
  // may come first. The state only dims the item.
  const dragged = useRef<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const start = (id: string, event: React.DragEvent) => {
    dragged.current = id;
    event.dataTransfer.effectAllowed = "move";
    event.dataTransfer.setData("text/plain", id);
    setDragging(id);
  };
  const end = () => {
    dragged.current = null;
    setDragging(null);
  };
  const drop = (targetIndex: number) => {
    const id = dragged.current;
    end();
    if (id)
      drag.submit(
        { intent: "reorder", objectiveId: id, index: String(targetIndex), [FETCHER_FIELD]: "1" },
        { method: "post" },
      );
  };
  return (
    <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
      {list.map((o, i) => (
        <li
          key={o.id}
          hidden={deleting.has(o.id)}
          draggable={hydrated}
          onDragStart={(e) => start(o.id, e)}
          onDragEnd={end}
          onDragOver={(e) => dragged.current && e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            drop(i);
          }}
          className={`${deleting.has(o.id) ? "hidden" : "flex"} items-start gap-3 px-3 py-2 ${dragging === o.id ? "opacity-50" : ""}`}
        >
          {hydrated ? <Icon name="grip" className="mt-0.5 size-4 shrink-0 cursor-grab text-neutral-400" /> : null}
          <DoneToggle objective={o} labels={labels} />
          <div className="flex flex-1 flex-col gap-1">
            <Title objective={o} />
            <MarkerChips ids={o.markers} markers={markers} />
          </div>
          <ItemActions dashboardId={dashboardId} objective={o} index={i} count={list.length} labels={labels} />
        </li>
      ))}
    </ul>
  );
}

/** Done or not, shown at once while the change is on its way. */
function DoneToggle({ objective, labels }: { objective: Objective; labels: RowLabels }) {
  const fetcher = useFetcher({ key: fetcherKey("toggle", objective.id) });
  const done = fetcher.formData ? fetcher.formData.get("done") === "true" : objective.done;
  return (
    <fetcher.Form method="post">
      <FetcherMarker />
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="objectiveId" value={objective.id} />
      <input type="hidden" name="done" value={String(!done)} />
      <button
        type="submit"
        aria-label={(done ? labels.markNotDone : labels.markDone)(objective.title)}
        data-tooltip={done ? labels.tip.markNotDone : labels.tip.markDone}
        className={`mt-0.5 flex size-5 items-center justify-center rounded border ${done ? "border-primary-700 bg-primary-700 text-white" : "border-neutral-400 hover:border-primary-600"}`}
      >
        {done ? <Icon name="check" className="size-3.5" /> : null}
      </button>
    </fetcher.Form>
  );
}

function Title({ objective }: { objective: Objective }) {
  const pending = useFetcher({ key: fetcherKey("toggle", objective.id) }).formData;
  const done = pending ? pending.get("done") === "true" : objective.done;
  return <span className={done ? "text-neutral-600 line-through" : ""}>{objective.title}</span>;
}

function ItemActions({
  dashboardId,
  objective,
  index,
  count,
  labels,
}: {
  dashboardId: string;
  objective: Objective;
  index: number;
  count: number;
  labels: RowLabels;
}) {
  const remove = useFetcher({ key: fetcherKey("delete", objective.id) });
  return (
    <div className="flex items-center gap-1">
      <ReorderButton
        objective={objective}
        index={index - 1}
        disabled={index === 0}
        label={labels.moveUp(objective.title)}
        tooltip={labels.tip.moveUp}
        icon="up"
      />
      <ReorderButton
        objective={objective}
        index={index + 1}
        disabled={index === count - 1}
        label={labels.moveDown(objective.title)}
        tooltip={labels.tip.moveDown}
        icon="down"
      />
      <Link
        to={href("/dashboards/:dashboardId/objectives/:objectiveId", { dashboardId, objectiveId: objective.id })}
        className="rounded p-1 text-neutral-600 hover:bg-neutral-100 dark:hover:bg-neutral-800"
        aria-label={labels.edit(objective.title)}
        data-tooltip={labels.tip.edit}
      >
        <Icon name="pencil" className="size-4" />
      </Link>
      <remove.Form method="post">
        <FetcherMarker />
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="objectiveId" value={objective.id} />
        <button
          type="submit"
          className="rounded p-1 text-neutral-600 hover:bg-neutral-100 hover:text-red-700 dark:hover:bg-neutral-800"
          aria-label={labels.delete(objective.title)}
          data-tooltip={labels.tip.delete}
        >
          <Icon name="trash" className="size-4" />
        </button>
      </remove.Form>
    </div>
  );
}

function ReorderButton({
  objective,
  index,
  disabled,
  label,
  tooltip,
  icon,
}: {
  objective: Objective;
  index: number;
  disabled: boolean;
  label: string;
  tooltip: string;
  icon: "up" | "down";
}) {
  const fetcher = useFetcher({ key: fetcherKey(`reorder-${icon}`, objective.id) });
  return (
    <fetcher.Form method="post">
      <FetcherMarker />
      <input type="hidden" name="intent" value="reorder" />
      <input type="hidden" name="objectiveId" value={objective.id} />
      <input type="hidden" name="index" value={index} />
      <button
        type="submit"
        disabled={disabled}
        aria-label={label}
        data-tooltip={tooltip}
        className="rounded p-1 text-neutral-600 hover:bg-neutral-100 disabled:opacity-30 dark:hover:bg-neutral-800"
      >
        <Icon name={icon === "up" ? "arrow-up" : "arrow-down"} className="size-4" />
      </button>
    </fetcher.Form>
  );
}
