import { AppShell } from "~/components/app-shell";
import { IconSprite } from "~/components/icons";

/** The "dashboards-show" layout of the specification: one dashboard's screens. */
export default function Layout() {
  return (
    <>
      <IconSprite />
      <AppShell variant="app" />
    </>
  );
}
