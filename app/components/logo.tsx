import { CalendarCheck } from "lucide-react";
import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";

export function Logo({ to = "/" }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="flex shrink-0 items-center gap-2 text-lg font-bold tracking-tight">
      <CalendarCheck aria-hidden className="size-6 text-primary-600" />
      {t("appName")}
    </Link>
  );
}
