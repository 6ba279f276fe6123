import { Icon } from "~/components/icons";
import { Form } from "react-router";
import { formatDay } from "~/lib/dates";
import { useTranslation } from "~/lib/use-translation";
import type { Vacation } from "~/lib/data-api";

/**
 * Vacation mode (decision 055): while it is on, days and weeks that miss a goal do not end
 * the streaks. On, it stands first on the page, saying since when, with its button to end
 * it; off, it is offered after the goals.
 */
export function VacationCard({ vacation }: { vacation: Vacation }) {
  const { t, i18n } = useTranslation("board");
  return (
    <section
      aria-labelledby="vacation"
      className={`card flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between ${
        vacation.on ? "border-sky-300 bg-sky-50 dark:border-sky-900 dark:bg-sky-950/40" : ""
      }`}
    >
      <div className="flex items-start gap-3">
        <Icon name="tree-palm" className="mt-0.5 size-5 shrink-0 text-sky-700 dark:text-sky-400" />
        <div>
          <h2 id="vacation" className="text-lg font-semibold">
            {t("productivity.vacation")}
          </h2>
          <p className="text-sm text-neutral-600 dark:text-neutral-300">
            {vacation.on && vacation.since
              ? t("productivity.vacationSince", { date: formatDay(vacation.since, i18n.language) })
              : t("productivity.vacationLead")}
          </p>
        </div>
      </div>
      <Form method="post" className="shrink-0">
        <input type="hidden" name="intent" value="vacation" />
        <input type="hidden" name="on" value={String(!vacation.on)} />
        <button type="submit" className={vacation.on ? "btn-primary" : "btn-secondary"}>
          {vacation.on ? t("productivity.vacationEnd") : t("productivity.vacationStart")}
        </button>
      </Form>
    </section>
  );
}
