import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { formatDay } from "~/lib/dates";
import type { Marker, Objective } from "~/lib/data-api";
import { MarkerChips } from "./marker-chips";

/** Objectives of earlier days that are not done, with "Move to today". */
export function OverdueList({ overdue, markers }: { overdue: Objective[]; markers: Marker[] }) {
  const { t, i18n } = useTranslation("planner");
  if (overdue.length === 0) return null;
  return (
    <section
      aria-labelledby="overdue-title"
      className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 dark:border-amber-900 dark:bg-amber-950/40"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="overdue-title" className="font-semibold text-amber-900 dark:text-amber-100">
          {t("overdue.title", { count: overdue.length })}
        </h2>
        <Form method="post">
          <input type="hidden" name="intent" value="move-today" />
          <button type="submit" className="btn-secondary py-1">
            {t("overdue.moveAll")}
          </button>
        </Form>
      </div>
      <ul className="flex flex-col gap-2">
        {overdue.map((o) => (
          <li key={o.id} className="flex items-start justify-between gap-3">
            <div className="flex flex-col gap-1">
              <span>{o.title}</span>
              <span className="text-xs text-neutral-600 dark:text-neutral-300">
                {formatDay(o.day, i18n.language, "medium")}
              </span>
              <MarkerChips ids={o.markers} markers={markers} />
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="move-today" />
              <input type="hidden" name="objectiveId" value={o.id} />
              <button type="submit" className="link text-sm" aria-label={t("overdue.moveOne", { title: o.title })}>
                {t("overdue.move")}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
