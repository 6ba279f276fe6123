import { Icon } from "~/components/icons";
import { repeatLabel, type Repeat } from "~/lib/repeat";
import { useTranslation } from "~/lib/use-translation";

/** A repeating objective's mark beside its title: an icon, its rule in words for readers and on hover. */
export function RepeatBadge({ repeat, every }: { repeat: Repeat; every?: number }) {
  const { t } = useTranslation("planner");
  const label = t("repeat.row", { rule: repeatLabel(t, { repeat, every }) });
  return (
    <span className="row-repeat" title={label}>
      <Icon name="repeat" className="size-3.5" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
