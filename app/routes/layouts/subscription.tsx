import { AppShell } from "~/components/app-shell";

/** The "subscription" layout of the specification. */
export default function Layout() {
  return <AppShell variant="app" />;
}
