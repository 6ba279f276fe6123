import { Icon } from "~/components/icons";
import type { Priority } from "~/lib/data-api";
import { useTranslation } from "~/lib/use-translation";

/** Read out beside a title whose mark shows the priority by its colour (the day's rows). */
export function PriorityLabel({ priority }: { priority: Priority }) {
  const { t } = useTranslation("planner");
  return <span className="sr-only">{t(`priority.p${priority}`)}</span>;
}

/** A priority as a small coloured flag, for lists without a mark to colour (overdue, search). */
export function PriorityFlag({ priority }: { priority: Priority }) {
  const { t } = useTranslation("planner");
  const label = t(`priority.p${priority}`);
  return (
    <span className={`row-repeat flag-pri${priority}`} title={label}>
      <Icon name="flag" className="size-3.5" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
