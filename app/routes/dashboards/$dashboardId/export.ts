import type { Route } from "./+types/export";
import { exportLoader } from "./export.server";

/** /dashboards/{id}/export?format=…: the dashboard as a file to download (no page of its own). */
export const loader = (args: Route.LoaderArgs) => exportLoader(args);
