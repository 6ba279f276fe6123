import { AppShell } from "~/components/app-shell";

/** The "dashboards-show" layout of the specification. */
export default function Layout() {
  return <AppShell variant="app" />;
}
