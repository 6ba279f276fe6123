import { ArrowDown, ArrowUp, Check, Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, href, Link } from "react-router";
import type { Marker, Objective } from "../types";
import { MarkerChips } from "./marker-chips";

/** The day's objectives: done toggle, reorder (up/down), delete. */
export function ObjectiveList({ dashboardId, objectives, markers }: { dashboardId: string; objectives: Objective[]; markers: Marker[] }) {
  const { t } = useTranslation("planner");
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
      {objectives.map((o, i) => (
        <li key={o.id} className="flex items-start gap-3 px-3 py-2">
          <Form method="post">
            <input type="hidden" name="intent" value="toggle" />
            <input type="hidden" name="objectiveId" value={o.id} />
            <input type="hidden" name="done" value={String(!o.done)} />
            <button
              type="submit"
              aria-label={t(o.done ? "objective.markNotDone" : "objective.markDone", { title: o.title })}
              className={`mt-0.5 flex size-5 items-center justify-center rounded border ${o.done ? "border-primary-700 bg-primary-700 text-white" : "border-slate-400 hover:border-primary-600"}`}
            >
              {o.done ? <Check aria-hidden className="size-3.5" /> : null}
            </button>
          </Form>
          <div className="flex flex-1 flex-col gap-1">
            <span className={o.done ? "text-slate-500 line-through" : ""}>{o.title}</span>
            <MarkerChips ids={o.markers} markers={markers} />
          </div>
          <div className="flex items-center gap-1">
            <ReorderButton objective={o} index={i - 1} disabled={i === 0} label={t("objective.moveUp", { title: o.title })} icon="up" />
            <ReorderButton
              objective={o}
              index={i + 1}
              disabled={i === objectives.length - 1}
              label={t("objective.moveDown", { title: o.title })}
              icon="down"
            />
            <Link
              to={href("/dashboards/:dashboardId/objectives/:objectiveId", { dashboardId, objectiveId: o.id })}
              className="rounded p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
              aria-label={t("objective.edit", { title: o.title })}
            >
              <Pencil aria-hidden className="size-4" />
            </Link>
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="objectiveId" value={o.id} />
              <button type="submit" className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-red-700 dark:hover:bg-slate-800" aria-label={t("objective.delete", { title: o.title })}>
                <Trash2 aria-hidden className="size-4" />
              </button>
            </Form>
          </div>
        </li>
      ))}
    </ul>
  );
}

function ReorderButton({ objective, index, disabled, label, icon }: { objective: Objective; index: number; disabled: boolean; label: string; icon: "up" | "down" }) {
  const Icon = icon === "up" ? ArrowUp : ArrowDown;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="reorder" />
      <input type="hidden" name="objectiveId" value={objective.id} />
      <input type="hidden" name="index" value={index} />
      <button type="submit" disabled={disabled} aria-label={label} className="rounded p-1 text-slate-500 hover:bg-slate-100 disabled:opacity-30 dark:hover:bg-slate-800">
        <Icon aria-hidden className="size-4" />
      </button>
    </Form>
  );
}
