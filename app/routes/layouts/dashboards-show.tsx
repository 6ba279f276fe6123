import { AppShell } from "~/components/app-shell";
import { describeError, ErrorPage } from "~/components/error-page";
import { IconSprite } from "~/components/icons";
import { isUuid } from "~/lib/uuid";
import { DashboardTabs } from "../dashboards/$dashboardId/components/dashboard-header";
import type { Route } from "./+types/dashboards-show";

/** The "dashboards-show" layout of the specification: one dashboard's screens. */
export default function Layout() {
  return (
    <>
      <IconSprite />
      <AppShell variant="app" />
    </>
  );
}

/**
 * Errors inside one dashboard (an objective that is gone, a failure) keep the app's header
 * and the dashboard's tabs; only when the dashboard itself is not found are the tabs left out.
 */
export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  const described = describeError(error);
  const dashboardId = params.dashboardId;
  const tabs = isUuid(dashboardId) && described.code !== "dashboard_not_found";
  return (
    <>
      <IconSprite />
      <AppShell variant="app">
        <div className="flex flex-col gap-6">
          {tabs ? <DashboardTabs dashboardId={dashboardId} /> : null}
          <ErrorPage {...described} />
        </div>
      </AppShell>
    </>
  );
}
