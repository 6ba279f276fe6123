import type { Route } from "./+types/export";
import { exportMyDataLoader } from "./export.server";

/** /settings/export: everything of one's own as a file to download (no page of its own). */
export const loader = (args: Route.LoaderArgs) => exportMyDataLoader(args);
