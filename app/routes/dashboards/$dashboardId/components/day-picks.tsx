import { formatDayInText } from "~/lib/dates";
import { useHydrated } from "~/lib/use-hydrated";
import { useTranslation } from "~/lib/use-translation";
import { quickDays } from "./quick-days";

/**
 * Under the edit page's Day field, with JavaScript: today, tomorrow, this (or next) weekend
 * and next week, each with its date, as Todoist's scheduler offers them. A press puts that
 * day in the field (`name`, in the same form); Save still saves. Without JavaScript the field
 * alone does it, so nothing is drawn (and the server's page is the same either way).
 */
export function DayPicks({
  today,
  name,
  value,
  onPick,
}: {
  today: string;
  /** The day field's name, in the buttons' form. */
  name: string;
  /** The field's day now: its choice is shown pressed. */
  value: string;
  onPick: (day: string) => void;
}) {
  const { t, i18n } = useTranslation("objective");
  if (!useHydrated()) return null;
  const picks = [{ key: "today", day: today } as const, ...quickDays(today, today)];
  return (
    <div role="group" aria-label={t("edit.quickDays")} className="-mt-2 flex flex-wrap gap-2">
      {picks.map((p) => (
        <button
          key={p.key}
          type="button"
          aria-pressed={p.day === value}
          className="chip-pick"
          onClick={(event) => {
            const field = event.currentTarget.form?.elements.namedItem(name);
            if (field instanceof HTMLInputElement) field.value = p.day;
            onPick(p.day);
          }}
        >
          {t(`edit.${p.key}`)}
          <span className="text-neutral-500 dark:text-neutral-400">
            {formatDayInText(p.day, i18n.language, Number(today.slice(0, 4)))}
          </span>
        </button>
      ))}
    </div>
  );
}
