import { Icon } from "~/components/icons";
import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";

/** The mark and the name; `compact`: on a phone the mark alone (the name is still read out). */
export function Logo({ to = "/", compact = false }: { to?: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="flex shrink-0 items-center gap-2 text-lg font-bold tracking-tight">
      <Icon name="calendar-check" className="size-6 text-primary-600" />
      <span className={compact ? "max-sm:sr-only" : undefined}>{t("appName")}</span>
    </Link>
  );
}
