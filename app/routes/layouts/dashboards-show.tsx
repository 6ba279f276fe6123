import { AppShell } from "~/components/app-shell";
import { describeError, ErrorPage } from "~/components/error-page";
import { useParams } from "react-router";
import { isUuid } from "~/lib/uuid";
import { livePath } from "~/lib/live";
import { LiveContext, useLive } from "~/lib/use-live";
import { DashboardTabs } from "../dashboards/$dashboardId/components/dashboard-header";
import { liveTicketMiddleware } from "~/lib/live-ticket.server";
import type { Route } from "./+types/dashboards-show";

// A page read for this dashboard leaves a live ticket for the socket (no database call to connect).
export const middleware: Route.MiddlewareFunction[] = [liveTicketMiddleware];

/**
 * The "dashboards-show" layout of the specification: one dashboard's screens. It holds the
 * dashboard's live connection, so moving between its screens keeps one socket.
 */
export default function Layout() {
  const { dashboardId } = useParams();
  const live = useLive(isUuid(dashboardId) ? livePath(dashboardId) : undefined);
  return (
    <LiveContext value={live}>
      <AppShell variant="app" />
    </LiveContext>
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
      <AppShell variant="app">
        <div className="flex flex-col gap-6">
          {tabs ? <DashboardTabs dashboardId={dashboardId} /> : null}
          <ErrorPage {...described} />
        </div>
      </AppShell>
    </>
  );
}
