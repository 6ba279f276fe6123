import { href, NavLink } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import { tabClass } from "../dashboards/$dashboardId/components/dashboard-header";
/**
 * The views across every dashboard: Today, Upcoming and Productivity (decision 055). A module
 * of its own: /productivity needs the tabs, not quick add.
 */
export function AcrossTabs() {
  const { t } = useTranslation("planner");
  return (
    <nav aria-label={t("across:upcoming.views")} className="flex flex-wrap gap-1">
      <NavLink end to={href("/today")} className={tabClass}>
        {t("today.title")}
      </NavLink>
      <NavLink end to={href("/upcoming")} className={tabClass}>
        {t("across:upcoming.title")}
      </NavLink>
      <NavLink end to={href("/productivity")} className={tabClass}>
        {t("productivity")}
      </NavLink>
    </nav>
  );
}
