import { Icon } from "~/components/icons";
import type { Repeat } from "~/lib/repeat";
import { useTranslation } from "~/lib/use-translation";

/** A repeating objective's mark beside its title: an icon, its rule in words for readers and on hover. */
export function RepeatBadge({ repeat }: { repeat: Repeat }) {
  const { t } = useTranslation("planner");
  const label = t("repeat.row", { rule: t(`repeat.${repeat}`) });
  return (
    <span className="row-repeat" title={label}>
      <Icon name="repeat" className="size-3.5" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
