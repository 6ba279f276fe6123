import { href, Link, NavLink } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import { tabClass } from "../dashboards/$dashboardId/components/dashboard-header";
import { LiveStatus } from "../dashboards/$dashboardId/components/live-status";

/**
 * The head of the pages across every dashboard (/today and /upcoming): their tabs, the
 * title with what it spans and whether it is live, "Everything" or "Assigned to me" once
 * anything is assigned, and `children` (the keyboard shortcuts' button).
 */
export function AcrossHeader({
  path,
  title,
  subtitle,
  assigned,
  mine,
  keep = {},
  children,
}: {
  /** The page's own path: where "Everything" and "Assigned to me" lead. */
  path: string;
  title: string;
  subtitle: string;
  assigned: boolean;
  mine: boolean;
  /** What the "Everything" / "Assigned to me" links keep of the address (/upcoming's ?from=). */
  keep?: Record<string, string>;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation("planner");
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t("upcoming.views")} className="flex flex-wrap gap-1">
        <NavLink end to={href("/today")} className={tabClass}>
          {t("today.title")}
        </NavLink>
        <NavLink end to={href("/upcoming")} className={tabClass}>
          {t("upcoming.title")}
        </NavLink>
      </nav>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <p className="text-sm text-neutral-600 dark:text-neutral-300">{subtitle}</p>
          <LiveStatus />
        </div>
        <div className="flex items-center gap-2">
          {assigned ? <WhoseSwitch path={path} mine={mine} keep={keep} /> : null}
          {children}
        </div>
      </div>
    </div>
  );
}

/** "Everything" or "Assigned to me": two links, the current one marked, with or without JavaScript. */
function WhoseSwitch({ path, mine, keep }: { path: string; mine: boolean; keep: Record<string, string> }) {
  const { t } = useTranslation("planner");
  const all = new URLSearchParams(keep).toString();
  const own = new URLSearchParams({ ...keep, marker: "me" }).toString();
  const options = [
    { to: all ? `${path}?${all}` : path, label: t("today.everything"), current: !mine },
    { to: `${path}?${own}`, label: t("assignee.mine"), current: mine },
  ];
  return (
    <nav aria-label={t("today.whose")} className="seg">
      {options.map((o) => (
        <Link key={o.label} to={o.to} aria-current={o.current ? "page" : undefined} preventScrollReset>
          {o.label}
        </Link>
      ))}
    </nav>
  );
}
