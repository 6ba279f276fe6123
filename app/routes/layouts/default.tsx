import { AppShell } from "~/components/app-shell";

/** The "default" layout of the specification. */
export default function Layout() {
  return <AppShell variant="app" />;
}
