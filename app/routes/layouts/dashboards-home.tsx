import { AppShell } from "~/components/app-shell";

/** The "dashboards-home" layout of the specification. */
export default function Layout() {
  return <AppShell variant="app" />;
}
