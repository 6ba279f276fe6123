import { AppShell } from "~/components/app-shell";

/** The "landing" layout of the specification. */
export default function Layout() {
  return <AppShell variant="landing" />;
}
