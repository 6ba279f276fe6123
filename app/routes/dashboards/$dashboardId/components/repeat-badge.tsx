import { Icon } from "~/components/icons";
import { ruleLabel, type Repeat } from "~/lib/repeat";
import { useTranslation } from "~/lib/use-translation";

/**
 * A repeating objective's mark beside its title: an icon (with a dot when the rule counts
 * from the day it is done), its rule in words for readers and on hover.
 */
export function RepeatBadge({
  repeat,
  every,
  fromDone,
  until,
}: {
  repeat: Repeat;
  every?: number;
  fromDone?: boolean;
  until?: string;
}) {
  const { t, i18n } = useTranslation("planner");
  const label = t("repeat.row", { rule: ruleLabel(t, { repeat, every, fromDone, until }, i18n.language) });
  return (
    <span className="row-repeat" title={label}>
      <Icon name="repeat" className="size-3.5" />
      {fromDone ? <Icon name="check" className="-ml-0.5 size-2.5 self-end" /> : null}
      <span className="sr-only">{label}</span>
    </span>
  );
}
