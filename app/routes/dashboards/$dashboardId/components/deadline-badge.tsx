import { Icon } from "~/components/icons";
import { formatDay } from "~/lib/dates";
import { deadlineState, deadlineText } from "~/lib/deadline";
import { useTranslation } from "~/lib/use-translation";

/**
 * An objective's deadline beside its title (decision 072): a target and the day, short
 * ("Fri", "Dec 10"); orange on the day, red once missed while it is not done. Readers hear
 * the whole day, and whether it has passed.
 */
export function DeadlineBadge({ deadline, today, done }: { deadline: string; today: string; done: boolean }) {
  const { t, i18n } = useTranslation("planner");
  const state = done ? "ahead" : deadlineState(deadline, today);
  const day = formatDay(deadline, i18n.language);
  const label = state === "missed" ? t("deadline.rowMissed", { day }) : t("deadline.row", { day });
  return (
    <span className={`row-deadline deadline-${state}`} title={label}>
      <Icon name="target" className="size-3.5" />
      <span aria-hidden>{deadlineText(deadline, today, i18n.language, t)}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
